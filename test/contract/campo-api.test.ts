import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { kgPeloCocho } from '../../src/modules/trato/nota-cocho';
import { startSuite, type Suite } from '../helpers/suite';

/*
 * Issue 35 (the morning on /campo), the API side: the plan names the day's reading (so a mis-tapped score is
 * corrected by PUT) and the batch's withdrawal end; any role corrects a reading and a confirmed trato; the kg the
 * plan gives for each score is the shared rule's (src/modules/trato/nota-cocho.ts, which the page runs offline);
 * a medication's tipo of the list is stored in the list's spelling; the tenant's products prefill a treatment.
 * Business today: 2026-03-08.
 */
describe('the field page API: corrections, the score rule, withdrawal and products', () => {
  let s: Suite;
  const ids: Record<string, string> = {};
  const HOJE = '2026-03-08';
  const ok = async (r: Promise<any> | any, status = 200) => {
    const res = await r;
    if (res.status !== status) throw new Error(`${res.status}: ${res.text}`);
    return res.body;
  };
  const plano = async (token = s.operador) => {
    const rest = await ok(s.api.get(`/api/tratos?data=${HOJE}`, token));
    const g = await s.api.gql(`{ tratos { loteId loteCodigo curralCodigo dietaId dietaNome cabecas notaCocho leituraCochoId kgPrevisto
      kgPrevistoPorCabeca kgFornecidoOntem confirmacaoId kgFornecido carenciaAte } }`, {}, token);
    expect(g.data.tratos).toEqual(rest);
    return rest as any[];
  };
  const med = (over: Record<string, unknown>, token = s.operador) => ok(s.api.post(`/api/lotes/${ids.A}/medicamentos`, {
    nome: 'Ivermectina', tipo: 'Vermifugo', dataAplicacao: HOJE, quantidadeAnimais: 3, custoUnitario: 2, ...over }, token), 201);

  beforeAll(async () => {
    s = await startSuite('campo-api', { clock: fixedClock(`${HOJE}T15:00:00Z`) });
    const racao = await ok(s.api.post('/api/racoes', { nome: 'Milho', custoKg: 1.2, materiaSecaPercentual: 88, quantidadeKg: 100000, dataCompra: '2026-02-25' }, s.admin), 201);
    const dieta = await ok(s.api.post('/api/dietas', { nome: 'Unica', ingredientes: [{ racaoId: racao.id, percentual: 100 }] }, s.gerente), 201);
    const curral = await ok(s.api.post('/api/currais', { codigo: 'P1', capacidade: 100 }, s.gerente), 201);
    ids.A = (await ok(s.api.post('/api/lotes', { codigo: 'A', curralId: curral.id, quantidadeAnimais: 50, pesoMedioEntrada: 380, dataEntrada: '2026-03-01' }, s.gerente), 201)).id;
    await ok(s.api.put(`/api/lotes/${ids.A}/dieta`, { dietaId: dieta.id, desde: '2026-03-01' }, s.gerente));
    // Yesterday's delivery, a kg whose factors land on .5 and odd grams: the rounding is where two rules would differ.
    await ok(s.api.post('/api/tratos/confirmacoes', { data: '2026-03-07', loteId: ids.A, kgFornecido: 684.7 }, s.operador), 201);
  });
  afterAll(() => s.t.close());

  it('an Operador reads, then corrects the score by the id the plan names; each score plans the shared rule\'s kg', async () => {
    const [antes] = await plano();
    expect([antes.notaCocho, antes.leituraCochoId, antes.kgFornecidoOntem]).toEqual([null, null, 684.7]);
    expect(antes.kgPrevisto).toBe(kgPeloCocho(684.7, null, -1));
    const leitura = await ok(s.api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: HOJE, nota: 2 }, s.operador), 201);
    const segunda = await s.api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: HOJE, nota: 3 }, s.operador);
    expect([segunda.status, segunda.body.code]).toEqual([400, 'DUPLICATE_READING']);
    const vistos: [number, number, number][] = [];
    for (const nota of [0, 1, 2, 3, 4]) {
      expect(await ok(s.api.put(`/api/lotes/${ids.A}/leituras-cocho/${leitura.id}`, { data: HOJE, nota }, s.operador))).toMatchObject({ id: leitura.id, nota });
      const [p] = await plano();
      expect([p.notaCocho, p.leituraCochoId]).toEqual([nota, leitura.id]);
      vistos.push([nota, p.kgPrevisto, kgPeloCocho(p.kgFornecidoOntem, nota, -1)]);
    }
    // 684.7 x 1.05 = 718.935 -> 719; x 1 -> 685 (684.7); x 0.95 = 650.465 -> 650; x 0.90 = 616.23 -> 616; x 0.85 = 581.995 -> 582
    expect(vistos).toEqual([[0, 719, 719], [1, 685, 685], [2, 650, 650], [3, 616, 616], [4, 582, 582]]);
  });

  it('the shared rule rounds half up in integers, as PostgreSQL rounds numeric', async () => {
    const kgs = [0.001, 10, 99.9, 100.5, 333.333, 684.7, 1000.01, 12345.678, 999999.999];
    const db = await s.t.app.database.rows<{ r: string }>(sql`select json_agg(round(k * f / 100)::int order by i, j)::text as r
      from unnest(${`{${kgs.join(',')}}`}::numeric[]) with ordinality as a(k, i), unnest('{105,100,95,90,85}'::int[]) with ordinality as b(f, j)`);
    expect(JSON.parse(db[0].r)).toEqual(kgs.flatMap((k) => [0, 1, 2, 3, 4].map((n) => kgPeloCocho(k, n, -1))));
    expect(kgPeloCocho(null, 4, 742)).toBe(742); // no delivery yesterday: the plan does not depend on the score
  });

  it('an Operador corrects a confirmed trato (PUT); another tenant gets 404', async () => {
    const conf = await ok(s.api.post('/api/tratos/confirmacoes', { data: HOJE, loteId: ids.A, kgFornecido: 700 }, s.operador), 201);
    expect((await plano())[0]).toMatchObject({ confirmacaoId: conf.id, kgFornecido: 700 });
    expect(await ok(s.api.put(`/api/tratos/confirmacoes/${conf.id}`, { kgFornecido: 650.5 }, s.operador))).toMatchObject({ id: conf.id, kgFornecido: 650.5 });
    expect((await plano())[0]).toMatchObject({ confirmacaoId: conf.id, kgFornecido: 650.5 });
    expect((await s.api.put(`/api/tratos/confirmacoes/${conf.id}`, { kgFornecido: 1 }, s.b.users.Operador.token)).status).toBe(404);
  });

  it('the plan carries the batch\'s withdrawal end; a medication\'s listed tipo is stored in the list\'s spelling', async () => {
    expect((await plano())[0].carenciaAte).toBeNull();
    const a = await med({ nome: 'Florfenicol', tipo: ' antibiótico ', carenciaDias: 28 });
    const b = await med({ nome: 'florfenicol', tipo: 'ANTIBIOTICO', carenciaDias: 30, dataAplicacao: '2026-03-07' });
    const c = await med({ nome: 'Arnica', tipo: 'Homeopático' });
    expect([a.tipo, b.tipo, c.tipo]).toEqual(['Antibiotico', 'Antibiotico', 'Homeopático']);
    const g = await s.api.gql('mutation($l: ID!, $i: MedicamentoInput!) { createMedicamento(loteId: $l, input: $i) { tipo } }',
      { l: ids.A, i: { nome: 'Vacina X', tipo: 'vacina', dataAplicacao: HOJE, quantidadeAnimais: 1, custoUnitario: 0 } }, s.gerente);
    expect(g.data.createMedicamento.tipo).toBe('Vacina');
    const put = await ok(s.api.put(`/api/lotes/${ids.A}/medicamentos/${c.id}`, { nome: 'Arnica', tipo: 'vermífugo', dataAplicacao: HOJE, quantidadeAnimais: 3, custoUnitario: 2 }, s.gerente));
    expect(put.tipo).toBe('Vermifugo');
    // 03-08 + 28 days = 04-05, 03-07 + 30 days = 04-06: the latest end.
    expect((await plano())[0].carenciaAte).toBe('2026-04-06');
  });

  it('the tenant\'s products, each as last applied (any case of its name), for every role; another tenant sees its own', async () => {
    const rest = await ok(s.api.get('/api/medicamentos/produtos', s.operador));
    const g = await s.api.gql('{ medicamentoProdutos { nome tipo carenciaDias } }', {}, s.operador);
    expect(g.data.medicamentoProdutos).toEqual(rest);
    // Florfenicol on 03-08 (28 days) is later than florfenicol on 03-07; Arnica was corrected to Vermifugo.
    expect(rest).toEqual([
      { nome: 'Arnica', tipo: 'Vermifugo', carenciaDias: 0 },
      { nome: 'Florfenicol', tipo: 'Antibiotico', carenciaDias: 28 },
      { nome: 'Vacina X', tipo: 'Vacina', carenciaDias: 0 },
    ]);
    expect(await ok(s.api.get('/api/medicamentos/produtos', s.b.users.Operador.token))).toEqual([]);
    expect((await s.api.get('/api/medicamentos/produtos')).status).toBe(401);
  });

  it('the migration rewrites stored spellings of the list and leaves other types alone', async () => {
    const db = s.t.app.database;
    const a = await med({ nome: 'Velho', tipo: 'Outro' });
    await db.rows(sql`update medicamentos set tipo = ${'  Antibiótico'} where id = ${a.id}`);
    const b = await med({ nome: 'Chá', tipo: 'Fitoterápico' });
    await db.rows(sql.raw(readFileSync(path.resolve(__dirname, '../../drizzle/0028_medicamento_tipo.sql'), 'utf8')));
    const tipos = await db.rows<{ id: string; tipo: string }>(sql`select id, tipo from medicamentos where id in (${a.id}, ${b.id}) order by nome`);
    expect(tipos.map((r) => r.tipo)).toEqual(['Fitoterápico', 'Antibiotico']);
  });
});
