import 'reflect-metadata';
import { fixedClock } from '../../src/clock';
import { expectProblem } from '../helpers/expect';
import { racaoBody } from '../helpers/racao';
import { startSuite, type Suite } from '../helpers/suite';

// One rule and one message for "the day falls within the batch's stay" (lote.guard.ts assertDiaDoLote): from the entry
// on, and not after today for what was observed or done; a diet (a plan) may start ahead.
const clock = fixedClock('2026-03-10T15:00:00Z'); // business today 2026-03-10 (America/Sao_Paulo)
const ENTRADA = '2026-01-10';
const HOJE = '2026-03-10';

describe('a day of a batch: one guard, one message', () => {
  let { t, api, admin, operador } = {} as Suite;
  beforeAll(async () => ({ t, api, admin, operador } = await startSuite('dia-lote', { clock })));
  afterAll(() => t.close());

  async function ok(p: Promise<any>, status = 201) {
    const r = await p;
    if (r.status !== status) throw new Error(`${r.status}: ${r.text}`);
    return r.body;
  }

  it('weighings, bunk readings, feedings and protocol realizations refuse a day before entry or after today', async () => {
    const lote = await ok(api.post('/api/lotes', { codigo: 'DIA-1', dataEntrada: ENTRADA, pesoMedioEntrada: 300, quantidadeAnimais: 10 }, admin));
    const protocolo = await ok(api.post(`/api/lotes/${lote.id}/protocolos`, { produto: 'Vacina', tipo: 'Vacina', dataPrevista: HOJE }, admin));
    const writes: [string, (dia: string) => Promise<any>][] = [
      ['data', (dia) => api.post(`/api/lotes/${lote.id}/pesagens`, { data: dia, pesoMedio: 320, quantidadeAnimais: 10 }, admin)],
      ['data', (dia) => api.post(`/api/lotes/${lote.id}/leituras-cocho`, { data: dia, nota: 2 }, operador)],
      ['data', (dia) => api.post('/api/tratos/confirmacoes', { data: dia, loteId: lote.id, kgFornecido: 100 }, operador)],
      ['dataRealizada', (dia) => api.post(`/api/lotes/${lote.id}/protocolos/${protocolo.id}/realizar`, { dataRealizada: dia }, operador)],
    ];
    const message = `deve estar na estadia do lote: da entrada (${ENTRADA}) ate hoje (${HOJE})`;
    for (const [field, write] of writes) {
      for (const dia of ['2026-01-09', '2026-03-11']) {
        const r = await write(dia);
        expectProblem(r, 400, 'VALIDATION_FAILED');
        expect(r.body.errors).toEqual({ [field]: [message] });
      }
    }
    // The edges themselves are days of the stay.
    expect((await writes[0][1](ENTRADA)).status).toBe(201);
    expect((await writes[1][1](HOJE)).status).toBe(201);
  });

  it("a batch's diet may start ahead, never before entry", async () => {
    const lote = await ok(api.post('/api/lotes', { codigo: 'DIA-2', dataEntrada: ENTRADA, pesoMedioEntrada: 300, quantidadeAnimais: 10 }, admin));
    const racao = await ok(api.post('/api/racoes', racaoBody(), admin));
    const dieta = await ok(api.post('/api/dietas', { nome: 'Terminacao', ingredientes: [{ racaoId: racao.id, percentual: 100 }] }, admin));
    const early = await api.put(`/api/lotes/${lote.id}/dieta`, { dietaId: dieta.id, desde: '2026-01-09' }, admin);
    expectProblem(early, 400, 'VALIDATION_FAILED');
    expect(early.body.errors).toEqual({ desde: [`deve estar na estadia do lote: da entrada (${ENTRADA}) em diante`] });
    expect((await api.put(`/api/lotes/${lote.id}/dieta`, { dietaId: dieta.id, desde: '2026-04-01' }, admin)).status).toBe(200);
  });
});
