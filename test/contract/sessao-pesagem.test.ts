import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import type { Res } from '../helpers/app';
import { expectProblem } from '../helpers/expect';
import { makeAnimal, makeLote, type TestTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';

let { t, api, a: A, b: B } = {} as Suite;
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/indicadores', name));

const upload = (name: string, content: Buffer | string, token = tok(A, Role.Operador)): Promise<Res> =>
  api.upload('/api/sessoes-pesagem/importacao', name, content, token);

const animal = (tenant: TestTenant, loteId: string, over: Parameters<typeof makeAnimal>[3] = {}) => makeAnimal(t.app, tenant.id, loteId, over);

beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('ses', { clock: fixedClock('2026-04-01T12:00:00Z') })));
afterAll(() => t.close());

describe('EID on animals', () => {
  it('takes an ISO 11784 EID with or without spaces, stores 15 digits, refuses bad ones, one per tenant, searchable', async () => {
    const lote = await makeLote(t.app, A.id);
    const body = { identificacao: 'EID-1', sexo: 'Macho', pesoEntrada: 300, eid: '982 000017380001' };
    const created = await api.post(`/api/lotes/${lote.id}/animais`, body, tok(A, Role.Gerente));
    expect(created.status).toBe(201);
    expect(created.body.eid).toBe('982000017380001');
    for (const eid of ['123', '000000000000001', '999000000000001', '98200001738000x', `${'1'.repeat(70)}`]) {
      const r = await api.post(`/api/lotes/${lote.id}/animais`, { ...body, identificacao: `EID-${eid}`, eid }, tok(A, Role.Gerente));
      expectProblem(r, 400, 'VALIDATION_FAILED');
      expect(r.body.errors.eid).toBeDefined();
    }
    expectProblem(await api.post(`/api/lotes/${lote.id}/animais`, { ...body, identificacao: 'EID-2', eid: '982000017380001' }, tok(A, Role.Gerente)), 400, 'DUPLICATE_CODE');
    const loteB = await makeLote(t.app, B.id);
    expect((await api.post(`/api/lotes/${loteB.id}/animais`, body, tok(B, Role.Gerente))).status).toBe(201);
    const found = await api.get('/api/animais?eid=1738%200001', tok(A, Role.Operador));
    expect(found.body.items.map((x: any) => x.eid)).toEqual(['982000017380001']);
    expectProblem(await api.get('/api/animais?eid=abc', tok(A, Role.Operador)), 400, 'VALIDATION_FAILED');
    // An update without the field keeps the tag; null clears it.
    const id = created.body.id;
    const kept = await api.put(`/api/animais/${id}`, { identificacao: 'EID-1', sexo: 'Macho', pesoEntrada: 301 }, tok(A, Role.Gerente));
    expect(kept.body.eid).toBe('982000017380001');
    const g = await api.gql('query($id: ID!) { animal(id: $id) { eid } }', { id }, tok(A, Role.Operador));
    expect(g.data.animal.eid).toBe('982000017380001');
    const cleared = await api.put(`/api/animais/${id}`, { identificacao: 'EID-1', sexo: 'Macho', pesoEntrada: 301, eid: null }, tok(A, Role.Gerente));
    expect(cleared.body.eid).toBeNull();
  });
});

describe('POST /api/sessoes-pesagem/importacao', () => {
  it('reads a Digi-Star EID file: each line weighed or refused with its reason; the same file again adds nothing', async () => {
    const lote = await makeLote(t.app, A.id);
    const a1 = await animal(A, lote.id, { eid: '982000017383201' });
    const a2 = await animal(A, lote.id, { eid: '076000000000102' });
    await animal(A, lote.id, { eid: '076000000000103', status: 'Vendido', dataVenda: '2026-03-01', pesoVenda: 400, valorArroba: 300, valorTotal: 8000 });
    await animal(A, lote.id, { eid: '076000000000104' });
    const semEid = await animal(A, lote.id);
    const r = await upload('sessao.csv', fixture('digistar-eid.csv'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ origem: 'arquivo', formato: 'digistar-eid', status: 'Fechada', lidas: 9, registradas: 3, reimportada: false });
    expect(r.body.leituras.map((l: any) => l.situacao)).toEqual([
      'registrada', 'sem_trava', 'registrada', 'duplicada', 'animal_inativo', 'eid_desconhecido', 'fora_da_faixa', 'data_futura', 'registrada',
    ]);
    const [first] = r.body.leituras;
    // 890 lb, converted; GMD from the entry (300 kg on 2026-01-10) to 2026-03-10: 59 days.
    expect(first).toMatchObject({ eid: '982000017383201', pesoKg: 403.697, data: '2026-03-10', hora: '10:15', travada: true, animalId: a1.id });
    expect(first.gmd).toBeCloseTo((403.697 - 300) / 59, 3);
    expect(r.body.leituras[5].motivo).toContain('076000000000999');
    expect(r.body.lotes).toEqual([{ loteId: lote.id, loteCodigo: lote.codigo, quantidade: 3, pesoMedio: expect.any(Number) }]);
    const mean = Math.round(((403.697 + 458.128 + 317.515) / 3) * 1000) / 1000;
    expect(r.body.lotes[0].pesoMedio).toBeCloseTo(mean, 3);
    const pesagensA1 = await api.get(`/api/animais/${a1.id}/pesagens`, tok(A, Role.Operador));
    expect(pesagensA1.body).toEqual([expect.objectContaining({ data: '2026-03-10', peso: 403.697 })]);
    const lotePesagens = await api.get(`/api/lotes/${lote.id}/pesagens`, tok(A, Role.Operador));
    expect(lotePesagens.body).toEqual([expect.objectContaining({ data: '2026-03-10', quantidadeAnimais: 3, pesoMedio: mean })]);

    const again = await upload('de-novo.csv', fixture('digistar-eid.csv'), tok(A, Role.Admin));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: r.body.id, reimportada: true, registradas: 3 });
    expect((await api.get(`/api/lotes/${lote.id}/pesagens`, tok(A, Role.Operador))).body).toHaveLength(1);
    expect((await api.get(`/api/animais/${a2.id}/pesagens`, tok(A, Role.Operador))).body).toHaveLength(1);

    // The unknown EID is given to an animal without one, and weighed.
    const unknown = r.body.leituras[5];
    expectProblem(await api.post(`/api/sessoes-pesagem/${r.body.id}/vinculos`, { leituraId: unknown.id, animalId: semEid.id }, tok(A, Role.Operador)), 403, 'FORBIDDEN');
    const link = await api.post(`/api/sessoes-pesagem/${r.body.id}/vinculos`, { leituraId: unknown.id, animalId: semEid.id }, tok(A, Role.Gerente));
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ situacao: 'registrada', animalId: semEid.id, eid: '076000000000999' });
    expect((await api.get(`/api/animais/${semEid.id}`, tok(A, Role.Operador))).body.eid).toBe('076000000000999');
    // The reading keeps its id; linked, it goes to no other animal.
    expect(link.body.id).toBe(unknown.id);
    expectProblem(await api.post(`/api/sessoes-pesagem/${r.body.id}/vinculos`, { leituraId: unknown.id, animalId: a1.id }, tok(A, Role.Gerente)), 400, 'INVALID_STATE');
    const dup = r.body.leituras[3];
    expectProblem(await api.post(`/api/sessoes-pesagem/${r.body.id}/vinculos`, { leituraId: dup.id, animalId: semEid.id }, tok(A, Role.Gerente)), 400, 'INVALID_STATE');

    // Another tenant sees none of it.
    expectProblem(await api.get(`/api/sessoes-pesagem/${r.body.id}`, tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.post(`/api/sessoes-pesagem/${r.body.id}/vinculos`, { leituraId: dup.id, animalId: semEid.id }, tok(B, Role.Admin)), 404, 'NOT_FOUND');
  });

  it('reads EIDVID records in kg, matches a VID, and lists the animals far from their batch mean (CSV too)', async () => {
    const lote = await makeLote(t.app, A.id);
    await animal(A, lote.id, { eid: '076000000000201', identificacao: 'BOI0001' });
    await animal(A, lote.id, { identificacao: 'BOI0002' });
    await animal(A, lote.id, { eid: '076000000000203', identificacao: 'BOI0003' });
    const r = await upload('eidvid.txt', fixture('digistar-eidvid.csv'), tok(A, Role.Gerente));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ formato: 'digistar-eidvid', lidas: 3, registradas: 3 });
    expect(r.body.leituras[1]).toMatchObject({ eid: null, vid: 'BOI0002', pesoKg: 398, data: '2026-03-11' });
    const list = await api.get(`/api/sessoes-pesagem/${r.body.id}/apartacao?percentual=15`, tok(A, Role.Operador));
    expect(list.body.map((x: any) => [x.identificacao, x.grupo])).toEqual([['BOI0003', 'abaixo'], ['BOI0001', 'acima']]);
    expect(list.body[0].desvioPercentual).toBeCloseTo(-29.25, 2);
    expect((await api.get(`/api/sessoes-pesagem/${r.body.id}/apartacao?percentual=50`, tok(A, Role.Operador))).body).toEqual([]);
    const csv = await fetch(`${t.url}/api/sessoes-pesagem/${r.body.id}/apartacao?percentual=15&format=csv`, { headers: { authorization: `Bearer ${tok(A, Role.Operador)}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('BOI0003');
    expectProblem(await api.get(`/api/sessoes-pesagem/${r.body.id}/apartacao?percentual=101`, tok(A, Role.Operador)), 400, 'VALIDATION_FAILED');
  });

  it('refuses what is not an indicator session: 400 problem+json, never a 5xx', async () => {
    const other = await upload('x.csv', 'LoteCodigo;Data\nL1;2026-01-01\n');
    expectProblem(other, 400, 'INVALID_FILE');
    // The refusal names the layouts read and the makers not read yet, so an operator knows which file to send.
    expect(other.body.detail).toContain('Digi-Star StockWeigh EID, registro EID (digistar-eid)');
    expect(other.body.detail).toContain('Tru-Test/Datamars, Gallagher, Coimma e Beckhauser ainda nao sao lidas');
    expectProblem(await upload('x.csv', Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 7, 8])), 400, 'INVALID_FILE');
    expectProblem(await upload('x.csv', ''), 400, 'INVALID_FILE');
    expectProblem(await upload('x.xlsx', fixture('digistar-eid.csv')), 400, 'INVALID_FILE');
    expectProblem(await upload('x.csv', '"open,\n'), 400, 'INVALID_FILE');
    const res = await fetch(`${t.url}/api/sessoes-pesagem/importacao`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
    expectProblem(await api.get('/api/sessoes-pesagem/nao-e-uuid', tok(A, Role.Operador)), 404, 'NOT_FOUND');
  });

  it('GraphQL twin: importarSessaoPesagem takes the file in base64', async () => {
    const lote = await makeLote(t.app, B.id);
    await animal(B, lote.id, { eid: '982000017383201' });
    const g = await api.gql(`mutation($a: ImportFileInput!) { importarSessaoPesagem(arquivo: $a) { lidas registradas leituras { situacao } } }`,
      { a: { nome: 's.csv', conteudoBase64: fixture('digistar-eid.csv').toString('base64') } }, tok(B, Role.Operador));
    expect(g.errors).toBeUndefined();
    expect(g.data.importarSessaoPesagem).toMatchObject({ lidas: 9, registradas: 1 });
  });
});

describe('a live session from a device', () => {
  it('opens, takes readings one at a time (Idempotency-Key honoured), closes into the same result', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await animal(A, lote.id, { eid: '076000000000301' });
    const open = await api.post('/api/sessoes-pesagem', { observacao: 'tronco 1' }, tok(A, Role.Operador));
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ status: 'Aberta', origem: 'dispositivo', lidas: 0 });
    const id = open.body.id;
    const send = (body: object, key: string) => api.call('POST', `/api/sessoes-pesagem/${id}/leituras`, { token: tok(A, Role.Operador), body, headers: { 'Idempotency-Key': key } });
    const first = await send({ eid: '076 000000000301', peso: 880, unidade: 'LB', data: '2026-03-20' }, 'k-1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ situacao: 'pendente', linha: 1, pesoKg: 399.161 });
    const replay = await send({ eid: '076 000000000301', peso: 880, unidade: 'LB', data: '2026-03-20' }, 'k-1');
    expect(replay.body.id).toBe(first.body.id);
    expect((await send({ eid: '076000000000301', peso: 400, travada: false, data: '2026-03-20' }, 'k-2')).body.linha).toBe(2);
    // The same animal again by its identificacao typed as VID: the first reading counts.
    expect((await send({ vid: a.identificacao, peso: 401, data: '2026-03-20' }, 'k-2b')).body.linha).toBe(3);
    expectProblem(await send({ peso: 400 }, 'k-3'), 400, 'VALIDATION_FAILED');
    expectProblem(await send({ eid: '12', peso: 400 }, 'k-4'), 400, 'VALIDATION_FAILED');
    const closed = await api.post(`/api/sessoes-pesagem/${id}/fechar`, {}, tok(A, Role.Operador));
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'Fechada', lidas: 3, registradas: 1 });
    expect(closed.body.leituras.map((l: any) => l.situacao)).toEqual(['registrada', 'sem_trava', 'duplicada']);
    expect((await api.get(`/api/animais/${a.id}/pesagens`, tok(A, Role.Operador))).body).toEqual([expect.objectContaining({ peso: 399.161 })]);
    expectProblem(await send({ eid: '076000000000301', peso: 400 }, 'k-5'), 400, 'INVALID_STATE');
    expectProblem(await api.post(`/api/sessoes-pesagem/${id}/fechar`, {}, tok(A, Role.Operador)), 400, 'INVALID_STATE');
    expectProblem(await api.post(`/api/sessoes-pesagem/${id}/fechar`, {}, tok(B, Role.Operador)), 404, 'NOT_FOUND');
    const g = await api.gql('mutation { abrirSessaoPesagem(input: {}) { id status } }', {}, tok(A, Role.Operador));
    expect(g.data.abrirSessaoPesagem.status).toBe('Aberta');
  });
});
