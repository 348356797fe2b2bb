import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { Role } from '../../src/auth/actor';
import type { Res } from '../helpers/app';
import { expectFieldErrors } from '../helpers/expect';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue: values accepted but stored as 0, then divided by. 0.001 % of dry matter was stored 0.00 and made
 * /api/tratos and /api/tratos/carregamentos 500 for the whole tenant; a purchase of 0.0004 kg and a 0.0004 kg stock
 * entry 500 too; a cost of 0.001 was stored as 0 despite "> 0". Now each is 400 VALIDATION_FAILED naming the field
 * (REST and GraphQL), and rows stored so before the fix read without a division error.
 */
let { t, api, a } = {} as Suite;
let gerente: string;
const ids: Record<string, string> = {};

const ok = async (r: Promise<Res> | Res, status = 200) => {
  const res = await r;
  if (res.status !== status) throw new Error(`${res.status}: ${res.text}`);
  return res.body;
};
const exec = (q: ReturnType<typeof sql>) => t.app.database.db.execute(q);

beforeAll(async () => {
  ({ t, api, a } = await startSuite('zero', { clock: fixedClock('2026-04-10T15:00:00Z') }));
  gerente = tok(a, Role.Gerente);
  const feed = async (nome: string, materiaSecaPercentual: number, quantidadeKg = 10_000) =>
    (await ok(api.post('/api/racoes', { nome, custoKg: 1.2, quantidadeKg, dataCompra: '2026-04-01', materiaSecaPercentual }, gerente), 201)).id;
  ids.milho = await feed('Milho', 88);
  ids.vazia = await feed('Sem estoque', 88, 0);
  ids.seca = await feed('Racao seca zero', 50);
  const lote = async (codigo: string, racaoId: string) => {
    const dieta = await ok(api.post('/api/dietas', { nome: `Dieta ${codigo}`, ingredientes: [{ racaoId, percentual: 100 }] }, gerente), 201);
    const pen = await ok(api.post('/api/currais', { codigo: `P-${codigo}`, capacidade: 100 }, gerente), 201);
    const l = await ok(api.post('/api/lotes', { codigo, curralId: pen.id, quantidadeAnimais: 50, pesoMedioEntrada: 300, dataEntrada: '2026-04-01' }, gerente), 201);
    await ok(api.put(`/api/lotes/${l.id}/dieta`, { dietaId: dieta.id, desde: '2026-04-01' }, gerente));
    return l.id as string;
  };
  ids.lote = await lote('L-OK', ids.milho);
  ids.loteSeco = await lote('L-SECO', ids.seca);
  // Rows stored as 0 before the rules judged the stored value: a feed of 0.00 % dry matter, a purchase of 0.000 kg.
  await exec(sql`update racoes set materia_seca_percentual = 0 where id = ${ids.seca}`);
  await exec(sql`insert into compras (tenant_id, lote_id, data_compra, quantidade_animais, peso_total, valor_total)
    values (${a.id}, ${ids.lote}, '2026-04-01', 10, 0, 5000)`);
});
afterAll(() => t.close());

/** The GraphQL twin: VALIDATION_FAILED naming the field in extensions.errors. */
async function gqlRefuses(query: string, variables: Record<string, unknown>, field: string) {
  const r = await api.gql(query, variables, gerente);
  expect(r.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
  expect(Object.keys(r.errors?.[0].extensions.errors ?? {})).toEqual([expect.stringMatching(new RegExp(`(^|\\.)${field}$`))]);
}

describe('positive means positive once stored', () => {
  it('dry matter 0.001 % is refused; 0.005 % is stored as 0.01', async () => {
    const body = { nome: 'Seca', custoKg: 1, quantidadeKg: 10, dataCompra: '2026-04-01', materiaSecaPercentual: 0.001 };
    expectFieldErrors(await api.post('/api/racoes', body, gerente), ['materiaSecaPercentual']);
    await gqlRefuses('mutation($i: FeedInput!) { createRacao(input: $i) { id } }', { i: body }, 'materiaSecaPercentual');
    expect((await api.post('/api/racoes', { ...body, materiaSecaPercentual: 0.005 }, gerente)).body.materiaSecaPercentual).toBe(0.01);
  });

  it('a feed stored with 0.00 % dry matter plans 0 kg: /api/tratos and its loads answer 200, not 500', async () => {
    const plano = await ok(api.get('/api/tratos?data=2026-04-10', gerente));
    expect(plano.map((p: any) => [p.loteCodigo, p.kgPrevisto])).toEqual([['L-OK', 375], ['L-SECO', 0]]);
    const gql = await api.gql('{ tratos(data: "2026-04-10") { loteCodigo kgPrevisto } }', undefined, gerente);
    expect(gql).toEqual({ data: { tratos: [{ loteCodigo: 'L-OK', kgPrevisto: 375 }, { loteCodigo: 'L-SECO', kgPrevisto: 0 }] } });
    const cargas = await ok(api.get('/api/tratos/carregamentos?data=2026-04-10&capacidadeKg=200', gerente));
    expect(cargas.map((c: any) => [c.dietaNome, c.kgTotal, c.numeroCargas])).toEqual([['Dieta L-OK', 375, 2]]);
  });

  it('a mixer capacity that rounds to 0 g is refused (it split the day into Infinity loads)', async () => {
    expectFieldErrors(await api.get('/api/tratos/carregamentos?data=2026-04-10&capacidadeKg=0.0004', gerente), ['capacidadeKg']);
    const r = await api.gql('{ carregamentos(data: "2026-04-10", capacidadeKg: 0.0004) { numeroCargas } }', undefined, gerente);
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: { capacidadeKg: [expect.any(String)] } });
  });

  it('a purchase of 0.0004 kg is refused', async () => {
    const body = { dataCompra: '2026-04-02', quantidadeAnimais: 10, pesoTotal: 0.0004, valorTotal: 1000 };
    expectFieldErrors(await api.post(`/api/lotes/${ids.lote}/compras`, body, gerente), ['pesoTotal']);
    await gqlRefuses('mutation($l: ID!, $i: PurchaseInput!) { createCompra(loteId: $l, input: $i) { id } }', { l: ids.lote, i: body }, 'pesoTotal');
  });

  it('a purchase stored with 0 kg reads valorArroba 0, not 500', async () => {
    const list = await ok(api.get(`/api/lotes/${ids.lote}/compras`, gerente));
    expect(list.map((c: any) => [c.pesoTotal, c.valorCabeca, c.valorArroba])).toEqual([[0, 500, 0]]);
    expect((await ok(api.get(`/api/financeiro/rentabilidade/${ids.lote}`, gerente))).custoCompra).toBe(5000);
  });

  it('a stock entry of 0.0004 kg into a feed without stock is refused (it divided 0 by 0)', async () => {
    const body = { data: '2026-04-05', quantidadeKg: 0.0004, custoKg: 1.5 };
    expectFieldErrors(await api.post(`/api/racoes/${ids.vazia}/entradas`, body, gerente), ['quantidadeKg']);
    await gqlRefuses('mutation($r: ID!, $i: FeedEntryInput!) { createEntradaRacao(racaoId: $r, input: $i) { id } }', { r: ids.vazia, i: body }, 'quantidadeKg');
    const entry = await ok(api.post(`/api/racoes/${ids.vazia}/entradas`, { ...body, quantidadeKg: 0.0005 }, gerente), 201);
    expect([entry.quantidadeKg, entry.estoqueKg, entry.custoMedioKg]).toEqual([0.001, 0.001, 1.5]);
  });

  it('costs of 0.001 (and 1e-9, 0.0049) are refused; 0.005 is stored as 0.01', async () => {
    for (const valor of [0.001, 1e-9, 0.0049]) {
      const body = { categoria: 'Energia', valor, data: '2026-04-05' };
      expectFieldErrors(await api.post('/api/custos', body, gerente), ['valor']);
      await gqlRefuses('mutation($i: CostInput!) { createCusto(input: $i) { id } }', { i: body }, 'valor');
    }
    expect((await ok(api.post('/api/custos', { categoria: 'Energia', valor: 0.005, data: '2026-04-05' }, gerente), 201)).valor).toBe(0.01);
  });
});
