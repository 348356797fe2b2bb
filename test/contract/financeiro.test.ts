import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { precosMercado } from '../../src/modules/preco-mercado/schema';
import { client, startTestApp, uuid, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import fc from 'fast-check';
import { CATEGORIAS_CUSTO } from '../../src/modules/custo/schema';

/*
 * A hand-computed farm (business today 2026-03-31, latest PRIMARY arroba R$ 320.00):
 * F1: 20 head, 300 kg, entered 2026-01-01, rendimentoEstimado 54. Purchase 60000 + freight 1200 + commission 800 = 62000.
 *     Weighing 2026-03-01: 420 kg (gmd 120 / 59 = 2.034). A death on 2026-02-15, a sale on 2026-03-20 (450 kg x 300 / 15
 *     = 9000). Feed 1000 kg x 1.50 = 1500; medication 20 x 12.50 = 250; its own labour cost 700.
 * F2: 10 head, 350 kg, entered 2026-02-01 (rendimento 53). Purchase 35000 + 500 = 35500. Feed 400 kg x 1.50 = 600.
 *     A sale on 2026-03-10 (480 kg x 310 / 15 = 9920).
 * Protocols: F1's vaccine at R$ 4.50 a head realized on 2026-03-05, when F1 has 19 head (the death before): 85.50. F2's
 *     dewormer planned and not realized (no cost); F2's vitamin realized on 2026-03-01 (10 x 2.00) and then deleted (no cost).
 * Overhead: energy 1000 on 2026-03-15, when F1 has 19 head (death before, sale after) and F2 has 9:
 *     F1 gets 1000 x 19/28 = 678.5714, F2 321.4286. Rent 300 on 2025-12-01, when no batch is open: unallocated.
 * F1: cabecas 18; custoOutros 700 + 678.57 = 1378.57; custoTotal 62000 + 1500 + 250 + 85.50 + 1378.57 = 65214.07.
 *     arrobasSaida 18 x 420 x 0.54 / 15 = 272.16; arrobasProduzidas 18 x (420 x 0.54 - 300 x 0.5) / 15 = 92.16.
 *     custoPorArroba 3214.07 / 92.16 = 34.87; precoEquilibrio 65214.07 / 272.16 = 239.62; valorEstimadoVenda
 *     272.16 x 320 = 87091.20; margem (87091.20 - 65214.07) / 65214.07 = 33.55 %; custoPorAnimal 65214.07 / 20 = 3260.70;
 *     custoPorKgGanho 3214.07 / (18 x 120) = 1.49; 89 days.
 * F2: cabecas 9; custoOutros 321.43; custoTotal 35500 + 600 + 321.43 = 36421.43; arrobasSaida 9 x 350 x 0.53 / 15 = 111.30;
 *     arrobasProduzidas 9 x (185.5 - 175) / 15 = 6.30; custoPorArroba 921.43 / 6.30 = 146.26; precoEquilibrio 327.24;
 *     valorEstimadoVenda 111.30 x 320 = 35616.00; margem -2.21 %; custoPorAnimal 3642.14; no gain: custoPorKgGanho null; 58 days.
 * Tenant: revenue 18920; costs 2100 + 250 + 97500 + 85.50 + (700 + 1000 + 300) = 101935.50; profit -83015.50; margin -438.77 %.
 * Closing F2 (pesoSaida 360, rendimento 52): real revenue 9920; arrobasSaida 9 x 360 x 0.52 / 15 = 112.32;
 *     arrobasProduzidas 9 x (187.2 - 175) / 15 = 7.32; custoPorArroba 125.88; precoEquilibrio 324.26; margem -72.76 %;
 *     custoPorKgGanho 921.43 / 90 = 10.24.
 */
const F1 = {
  loteCodigo: 'F1', custoTotal: 65214.07, custoRacao: 1500, custoMedicamentos: 250, custoCompra: 62000, custoProtocolos: 85.5,
  custoOutros: 1378.57, valorEstimadoVenda: 87091.2, margemEstimada: 33.55, custoPorArroba: 34.87, precoEquilibrio: 239.62,
  custoPorAnimal: 3260.7, diasConfinamento: 89, quantidadeAnimais: 20,
};
const F1_DETAIL = { ...F1, custoPorKgGanho: 1.49, gmdMedio: 2.034, arrobasSaida: 272.16, arrobasProduzidas: 92.16, cabecas: 18, status: 'Aberto' };
const F2 = {
  loteCodigo: 'F2', custoTotal: 36421.43, custoRacao: 600, custoMedicamentos: 0, custoCompra: 35500, custoProtocolos: 0,
  custoOutros: 321.43, valorEstimadoVenda: 35616, margemEstimada: -2.21, custoPorArroba: 146.26, precoEquilibrio: 327.24,
  custoPorAnimal: 3642.14, diasConfinamento: 58, quantidadeAnimais: 10,
};
const F2_DETAIL = { ...F2, custoPorKgGanho: null, gmdMedio: null, arrobasSaida: 111.3, arrobasProduzidas: 6.3, cabecas: 9, status: 'Aberto' };
const F2_CLOSED = {
  ...F2_DETAIL, valorEstimadoVenda: 9920, margemEstimada: -72.76, custoPorArroba: 125.88, precoEquilibrio: 324.26,
  custoPorKgGanho: 10.24, arrobasSaida: 112.32, arrobasProduzidas: 7.32, status: 'Fechado',
};
const SUMMARY = {
  receitaTotal: 18920, custoTotal: 101935.5, lucroLiquido: -83015.5, margemLiquida: -438.77, custoRacao: 2100, custoMedicamentos: 250,
  custoCompraAnimais: 97500, custoProtocolos: 85.5, custoOutros: 2000, receitaVendas: 18920, totalLotesAtivos: 2, totalLotesFechados: 0,
  // Issue 34: nothing closed, nothing realized; the open batches' sales so far (9000 + 9920) plus their remaining heads
  // (87091.20 + 35616.00) against their costs (65214.07 + 36421.43): 39991.70, 39.35 % of 101635.50; the rent of a day
  // without an open batch (300) is no batch's.
  realizado: { lotes: 0, custoTotal: 0, receitaVendas: 0, valorEstimadoVenda: 0, resultado: 0, margem: 0 },
  emAndamento: { lotes: 2, custoTotal: 101635.5, receitaVendas: 18920, valorEstimadoVenda: 122707.2, resultado: 39991.7, margem: 39.35 },
  custoForaDosLotes: 300,
};
const NADA = { lotes: 0, custoTotal: 0, receitaVendas: 0, valorEstimadoVenda: 0, resultado: 0, margem: 0 };
const SUMMARY_FIELDS = `receitaTotal custoTotal lucroLiquido margemLiquida custoRacao custoMedicamentos custoCompraAnimais custoProtocolos
  custoOutros receitaVendas totalLotesAtivos totalLotesFechados custoForaDosLotes
  realizado { lotes custoTotal receitaVendas valorEstimadoVenda resultado margem }
  emAndamento { lotes custoTotal receitaVendas valorEstimadoVenda resultado margem }`;
const CATEGORIAS = [
  { categoria: 'Compra de Animais', valor: 97500, percentual: 95.65 }, { categoria: 'Racao', valor: 2100, percentual: 2.06 },
  { categoria: 'Energia', valor: 1000, percentual: 0.98 }, { categoria: 'MaoDeObra', valor: 700, percentual: 0.69 },
  { categoria: 'Arrendamento', valor: 300, percentual: 0.29 }, { categoria: 'Medicamentos', valor: 250, percentual: 0.25 },
  { categoria: 'Protocolos Sanitarios', valor: 85.5, percentual: 0.08 },
];

const LIST_FIELDS = 'loteId loteCodigo custoTotal custoRacao custoMedicamentos custoCompra custoProtocolos custoOutros valorEstimadoVenda margemEstimada custoPorArroba precoEquilibrio custoPorAnimal diasConfinamento quantidadeAnimais';
const DETAIL_FIELDS = `${LIST_FIELDS} custoPorKgGanho gmdMedio arrobasSaida arrobasProduzidas cabecas status`;

/** As countStatements, leaving out the statements whose text matches `skip`. */
async function countStatementsWithout(app: TestApp, skip: RegExp, fn: () => Promise<unknown>): Promise<number> {
  const raw = (app.app.database.db as any).$client;
  const method = app.app.database.kind === 'pglite' ? 'query' : 'unsafe';
  await app.app.auditWriter.flush();
  const original = raw[method];
  let n = 0;
  raw[method] = function (text: unknown, ...rest: unknown[]) {
    if (!(typeof text === 'string' && skip.test(text))) n++;
    return original.call(this, text, ...rest);
  };
  try {
    await fn();
  } finally {
    raw[method] = original;
  }
  return n;
}

let t: TestApp;
let api: Client;
let A: TestTenant;
let B: TestTenant;
let f1: string;
let f2: string;
const tok = (tenant: TestTenant, role: Role) => tenant.users[role].token;
const g = () => tok(A, Role.Gerente);

const ok = (path: string, body: unknown, method: 'post' | 'put' = 'post') => api.must(method, path, body, g());

async function animal(loteId: string, identificacao: string) {
  return ok(`/api/lotes/${loteId}/animais`, { identificacao, sexo: 'Macho', pesoEntrada: 300 });
}

async function buildFarm() {
  await t.app.database.db.insert(precosMercado).values([
    { data: '2026-03-01', precoArroba: 300, fonte: 'PRIMARY' }, { data: '2026-03-30', precoArroba: 320, fonte: 'PRIMARY' },
  ]);
  f1 = (await ok('/api/lotes', { codigo: 'F1', dataEntrada: '2026-01-01', pesoMedioEntrada: 300, quantidadeAnimais: 20, raca: 'Nelore', rendimentoEstimado: 54 })).id;
  f2 = (await ok('/api/lotes', { codigo: 'F2', dataEntrada: '2026-02-01', pesoMedioEntrada: 350, quantidadeAnimais: 10, raca: 'Angus' })).id;
  await ok(`/api/lotes/${f1}/compras`, { dataCompra: '2025-12-30', quantidadeAnimais: 20, pesoTotal: 6000, valorTotal: 60000, frete: 1200, comissao: 800 });
  await ok(`/api/lotes/${f2}/compras`, { dataCompra: '2026-01-31', quantidadeAnimais: 10, pesoTotal: 3500, valorTotal: 35000, frete: 500 });
  await ok(`/api/lotes/${f1}/pesagens`, { data: '2026-03-01', pesoMedio: 420, quantidadeAnimais: 20 });
  await ok(`/api/animais/${(await animal(f1, 'F1-A1')).id}/mortalidade`, { dataMorte: '2026-02-15', causa: 'Pneumonia' }, 'put');
  await ok(`/api/animais/${(await animal(f1, 'F1-A2')).id}/venda`, { dataVenda: '2026-03-20', pesoVenda: 450, valorArroba: 300 }, 'put');
  await ok(`/api/animais/${(await animal(f2, 'F2-A1')).id}/venda`, { dataVenda: '2026-03-10', pesoVenda: 480, valorArroba: 310 }, 'put');
  const racao = await ok('/api/racoes', { nome: 'Racao engorda', custoKg: 1.5, dataCompra: '2026-01-01', quantidadeKg: 10000 });
  await ok(`/api/lotes/${f1}/consumos-racao`, { data: '2026-02-01', racaoId: racao.id, quantidadeKg: 1000 });
  await ok(`/api/lotes/${f2}/consumos-racao`, { data: '2026-02-10', racaoId: racao.id, quantidadeKg: 400 });
  await ok(`/api/lotes/${f1}/medicamentos`, { nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-01-05', quantidadeAnimais: 20, custoUnitario: 12.5 });
  await ok('/api/custos', { loteId: f1, categoria: 'MaoDeObra', valor: 700, data: '2026-02-01' });
  await ok('/api/custos', { categoria: 'Energia', valor: 1000, data: '2026-03-15' });
  await ok('/api/custos', { categoria: 'Arrendamento', valor: 300, data: '2025-12-01' });
  const vacina = await ok(`/api/lotes/${f1}/protocolos`, { produto: 'Vacina aftosa', tipo: 'Vacina', dataPrevista: '2026-03-01', custoPorAnimal: 4.5 });
  await ok(`/api/lotes/${f1}/protocolos/${vacina.id}/realizar`, { dataRealizada: '2026-03-05' });
  await ok(`/api/lotes/${f2}/protocolos`, { produto: 'Vermifugo', tipo: 'Vermifugo', dataPrevista: '2026-03-25', custoPorAnimal: 3 });
  const vitamina = await ok(`/api/lotes/${f2}/protocolos`, { produto: 'Vitamina', tipo: 'Vitamina', dataPrevista: '2026-03-01', custoPorAnimal: 2 });
  await ok(`/api/lotes/${f2}/protocolos/${vitamina.id}/realizar`, { dataRealizada: '2026-03-01' });
  const removed = await api.del(`/api/lotes/${f2}/protocolos/${vitamina.id}`, tok(A, Role.Admin));
  if (removed.status !== 204) throw new Error(`delete protocol: ${removed.status} ${removed.text}`);
}

beforeAll(async () => {
  t = await startTestApp({}, { clock: fixedClock('2026-03-31T15:00:00Z') });
  api = client(t.url);
  A = await makeTenant(t.app, 'fin-a');
  B = await makeTenant(t.app, 'fin-b');
  await buildFarm();
});
afterAll(() => t.close());

describe('the hand-computed farm, to the cent', () => {
  it('GET /api/financeiro/rentabilidade: open batches, diasConfinamento desc', async () => {
    const r = await api.get('/api/financeiro/rentabilidade', g());
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ loteId: f1, ...F1 }, { loteId: f2, ...F2 }]);
  });

  it('GET /api/financeiro/rentabilidade/{loteId}', async () => {
    expect((await api.get(`/api/financeiro/rentabilidade/${f1}`, g())).body).toEqual({ loteId: f1, ...F1_DETAIL });
    expect((await api.get(`/api/financeiro/rentabilidade/${f2}`, tok(A, Role.Admin))).body).toEqual({ loteId: f2, ...F2_DETAIL });
  });

  it('GET /api/financeiro/summary and /categorias-gasto (valor adds up to custoTotal, percentuais to 100)', async () => {
    expect((await api.get('/api/financeiro/summary', g())).body).toEqual(SUMMARY);
    const c = (await api.get('/api/financeiro/categorias-gasto', g())).body;
    expect(c).toEqual(CATEGORIAS);
  });

  it('GET /api/financeiro/relatorio-vendas, with and without a period', async () => {
    const sale = (identificacao: string, loteCodigo: string, dataVenda: string, pesoVenda: number, valorArroba: number, valorTotal: number) =>
      ({
        animalId: expect.any(String), identificacao, loteCodigo, dataVenda, pesoVenda, valorArroba, valorTotal,
        pesoCarcaca: null, rendimentoCarcaca: null, arrobas: pesoVenda / 15, baseArroba: 'viva',
        gtaUf: null, gtaSerie: null, gtaNumero: null, gtaDataEmissao: null,
      });
    const viva = (arrobas: number) => ({ pesoCarcacaTotal: 0, arrobasCarcaca: 0, arrobasVivas: arrobas, baseArroba: arrobas === 0 ? null : 'viva' });
    expect((await api.get('/api/financeiro/relatorio-vendas', g())).body).toEqual({
      totalVendas: 2, receitaTotal: 18920, pesoTotalVendido: 930, arrobasTotais: 62, valorMedioArroba: 305.16, ...viva(62),
      vendas: [sale('F1-A2', 'F1', '2026-03-20', 450, 300, 9000), sale('F2-A1', 'F2', '2026-03-10', 480, 310, 9920)],
    });
    expect((await api.get('/api/financeiro/relatorio-vendas?de=2026-03-11&ate=2026-03-31', g())).body).toEqual({
      totalVendas: 1, receitaTotal: 9000, pesoTotalVendido: 450, arrobasTotais: 30, valorMedioArroba: 300, ...viva(30),
      vendas: [sale('F1-A2', 'F1', '2026-03-20', 450, 300, 9000)],
    });
    expect((await api.get('/api/financeiro/relatorio-vendas?ate=2026-01-01', g())).body).toEqual({
      totalVendas: 0, receitaTotal: 0, pesoTotalVendido: 0, arrobasTotais: 0, valorMedioArroba: 0, ...viva(0), vendas: [],
    });
    expectFieldErrors(await api.get('/api/financeiro/relatorio-vendas?de=2026-03-02&ate=2026-03-01', g()), ['de']);
    expectFieldErrors(await api.get('/api/financeiro/relatorio-vendas?de=ontem', g()), ['de']);
  });

  it('is the same over GraphQL, with Batch.rentabilidade in one statement for a page of batches', async () => {
    const r = await api.gql(`query($id: ID!) {
      financeiroSummary { ${SUMMARY_FIELDS} }
      rentabilidade { ${LIST_FIELDS} }
      rentabilidadeLote(loteId: $id) { ${DETAIL_FIELDS} }
      categoriasGasto { categoria valor percentual }
      lotes(pageSize: 10, sortBy: codigo, sortDirection: asc) { items { codigo rentabilidade { ${DETAIL_FIELDS} } } }
    }`, { id: f1 }, g());
    expect(r.errors).toBeUndefined();
    expect(r.data.financeiroSummary).toEqual(SUMMARY);
    expect(r.data.rentabilidade).toEqual([{ loteId: f1, ...F1 }, { loteId: f2, ...F2 }]);
    expect(r.data.rentabilidadeLote).toEqual({ loteId: f1, ...F1_DETAIL });
    expect(r.data.categoriasGasto).toEqual(CATEGORIAS);
    expect(r.data.lotes.items).toEqual([
      { codigo: 'F1', rentabilidade: { loteId: f1, ...F1_DETAIL } }, { codigo: 'F2', rentabilidade: { loteId: f2, ...F2_DETAIL } },
    ]);
  });

  it('reads each answer in one statement; Batch.rentabilidade adds one for a whole page', async () => {
    // The caller's active-user check (cached 5 s per instance) is not part of the answer: on a slow machine the cache
    // can expire between two requests, so the count leaves that one lookup out.
    for (const p of ['/api/financeiro/summary', '/api/financeiro/rentabilidade', `/api/financeiro/rentabilidade/${f1}`, '/api/financeiro/categorias-gasto']) {
      await api.get(p, g());
      expect(await countStatementsWithout(t, /from "?users"?/i, () => api.get(p, g()))).toBe(1);
    }
    const plainQuery = '{ lotes(pageSize: 10) { items { id } } }';
    const nestedQuery = '{ lotes(pageSize: 10) { items { id rentabilidade { custoTotal } } } }';
    const plain = await countStatementsWithout(t, /from "?users"?/i, () => api.gql(plainQuery, {}, g()));
    const nested = await countStatementsWithout(t, /from "?users"?/i, () => api.gql(nestedQuery, {}, g()));
    expect(nested - plain).toBe(1);
  });
});

describe('roles, tenancy and validation', () => {
  const MONEY_PATHS = () => ['/api/financeiro/summary', '/api/financeiro/rentabilidade', `/api/financeiro/rentabilidade/${f1}`,
    '/api/financeiro/categorias-gasto', '/api/financeiro/relatorio-vendas'];

  it('Operador 403 on every money endpoint (and on Batch.rentabilidade); no token 401', async () => {
    for (const p of MONEY_PATHS()) {
      expectProblem(await api.get(p, tok(A, Role.Operador)), 403, 'FORBIDDEN');
      expectProblem(await api.get(p), 401, 'UNAUTHENTICATED');
      expect((await api.get(p, tok(A, Role.Admin))).status).toBe(200);
    }
    const r = await api.gql(`query($id: ID!) { lote(id: $id) { codigo rentabilidade { custoTotal } } }`, { id: f1 }, tok(A, Role.Operador));
    expect(r.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('another tenant sees none of it: 404 for the batch, zeros and empty lists', async () => {
    const b = tok(B, Role.Admin);
    for (const id of [f1, uuid(), 'nao-uuid']) expectProblem(await api.get(`/api/financeiro/rentabilidade/${id}`, b), 404, 'NOT_FOUND');
    expect((await api.get('/api/financeiro/rentabilidade', b)).body).toEqual([]);
    expect((await api.get('/api/financeiro/categorias-gasto', b)).body).toEqual([]);
    expect((await api.get('/api/financeiro/summary', b)).body).toEqual({
      receitaTotal: 0, custoTotal: 0, lucroLiquido: 0, margemLiquida: 0, custoRacao: 0, custoMedicamentos: 0, custoCompraAnimais: 0,
      custoProtocolos: 0, custoOutros: 0, receitaVendas: 0, totalLotesAtivos: 0, totalLotesFechados: 0,
      realizado: NADA, emAndamento: NADA, custoForaDosLotes: 0,
    });
    expect((await api.get('/api/financeiro/relatorio-vendas', b)).body.totalVendas).toBe(0);
  });
});

describe('a closed batch', () => {
  it('reports its real revenue and exit weight, leaves the open list, and refuses new costs', async () => {
    const closed = await api.post(`/api/lotes/${f2}/fechar`, { pesoSaida: 360, rendimentoCarcaca: 52 }, g());
    expect(closed.status).toBe(200);
    expect((await api.get(`/api/financeiro/rentabilidade/${f2}`, g())).body).toEqual({ loteId: f2, ...F2_CLOSED });
    expect((await api.get('/api/financeiro/rentabilidade', g())).body).toEqual([{ loteId: f1, ...F1 }]);
    // F2 realized: its sale (9920) against its own costs (36421.43), -26501.43, -72.76 % as its margemEstimada; F1 in progress.
    expect((await api.get('/api/financeiro/summary', g())).body).toEqual({
      ...SUMMARY, totalLotesAtivos: 1, totalLotesFechados: 1,
      realizado: { lotes: 1, custoTotal: 36421.43, receitaVendas: 9920, valorEstimadoVenda: 0, resultado: -26501.43, margem: -72.76 },
      emAndamento: { lotes: 1, custoTotal: 65214.07, receitaVendas: 9000, valorEstimadoVenda: 87091.2, resultado: 30877.13, margem: 47.35 },
    });
    expectProblem(await api.post('/api/custos', { loteId: f2, categoria: 'Outros', valor: 1, data: '2026-03-31' }, g()), 400, 'BATCH_CLOSED');
    expectProblem(await api.post(`/api/lotes/${f2}/compras`, { dataCompra: '2026-03-31', quantidadeAnimais: 1, pesoTotal: 1, valorTotal: 1 }, g()), 400, 'BATCH_CLOSED');
  });
});

describe('per-animal results and the reports', () => {
  it('GET /api/financeiro/resultado-animais/{loteId}: purchase by entry weight, other costs by head-days', async () => {
    const T = await makeTenant(t.app, 'fin-animais');
    const tg = T.users[Role.Gerente].token;
    const post = (p: string, b: unknown, m: 'post' | 'put' = 'post') => api.must(m, p, b, tg);
    // 3 head of 200, 300 and 500 kg entered 2026-03-01 (30 days to today). Purchase 10000 -> 2000, 3000, 5000 by weight.
    // Feed 600 and an own cost of 300: 900 by head-days. X dies on 2026-03-11 (10 days), Y is sold on 2026-03-21 (20 days,
    // 450 kg x 300 / 15 = 9000), Z stays (30 days): 60 head-days -> feed 100 / 200 / 300, other 50 / 100 / 150.
    // Z is worth 300 kg (the batch's entry weight, no weighing) x 53 % / 15 x 320 = 3392.
    const l = (await post('/api/lotes', { codigo: 'RA', dataEntrada: '2026-03-01', pesoMedioEntrada: 300, quantidadeAnimais: 3, raca: ' ' })).id;
    await post(`/api/lotes/${l}/compras`, { dataCompra: '2026-03-01', quantidadeAnimais: 3, pesoTotal: 1000, valorTotal: 10000 });
    const mk = (identificacao: string, pesoEntrada: number) => post(`/api/lotes/${l}/animais`, { identificacao, sexo: 'Femea', pesoEntrada });
    const [x, y, z] = [await mk('X', 200), await mk('Y', 300), await mk('Z', 500)];
    await post(`/api/animais/${x.id}/mortalidade`, { dataMorte: '2026-03-11', causa: 'Acidente' }, 'put');
    await post(`/api/animais/${y.id}/venda`, { dataVenda: '2026-03-21', pesoVenda: 450, valorArroba: 300 }, 'put');
    const racao = await post('/api/racoes', { nome: 'R', custoKg: 2, dataCompra: '2026-03-01', quantidadeKg: 1000 });
    await post(`/api/lotes/${l}/consumos-racao`, { data: '2026-03-02', racaoId: racao.id, quantidadeKg: 300 });
    await post('/api/custos', { loteId: l, categoria: 'Diaria', valor: 300, data: '2026-03-02' });
    const r = await api.get(`/api/financeiro/resultado-animais/${l}`, tg);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { animalId: x.id, identificacao: 'X', pesoEntrada: 200, pesoAtual: 300, ganhoTotal: 100, gmd: null, custoCompra: 2000, custoRacao: 100,
        custoMedicamentos: 0, custoTotal: 2150, valorEstimadoVenda: 0, resultadoEstimado: -2150, status: 'Morto', baseArroba: null },
      { animalId: y.id, identificacao: 'Y', pesoEntrada: 300, pesoAtual: 450, ganhoTotal: 150, gmd: 7.5, custoCompra: 3000, custoRacao: 200,
        custoMedicamentos: 0, custoTotal: 3300, valorEstimadoVenda: 9000, resultadoEstimado: 5700, status: 'Vendido', baseArroba: 'viva' },
      { animalId: z.id, identificacao: 'Z', pesoEntrada: 500, pesoAtual: 300, ganhoTotal: -200, gmd: null, custoCompra: 5000, custoRacao: 300,
        custoMedicamentos: 0, custoTotal: 5450, valorEstimadoVenda: 3392, resultadoEstimado: -2058, status: 'Ativo', baseArroba: 'carcaca' },
    ]);
    for (const id of [uuid(), 'x', f1]) expectProblem(await api.get(`/api/financeiro/resultado-animais/${id}`, tg), 404, 'NOT_FOUND');
    expectProblem(await api.get(`/api/financeiro/resultado-animais/${l}`, T.users[Role.Operador].token), 403, 'FORBIDDEN');
    const empty = (await post('/api/lotes', { codigo: 'RB', dataEntrada: '2026-03-01', pesoMedioEntrada: 300, quantidadeAnimais: 3 })).id;
    expect((await api.get(`/api/financeiro/resultado-animais/${empty}`, tg)).body).toEqual([]);
  });

  it('GET /api/relatorios/desempenho-raca and /api/relatorios/financeiro over the farm (F2 closed above)', async () => {
    // F1 (Nelore): gmd 2.034, 1 dead of 20 -> 5 %; F2 (Angus): closed, gmdFinal (360 - 350) / 58 = 0.172, no deaths.
    expect((await api.get('/api/relatorios/desempenho-raca', g())).body).toEqual([
      { raca: 'Angus', totalLotes: 1, totalAnimais: 10, lotesAtivos: 0, gmdMedio: 0.172, gmdMin: 0.172, gmdMax: 0.172, taxaMortalidade: 0, custoTotalMedio: 36421.43 },
      { raca: 'Nelore', totalLotes: 1, totalAnimais: 20, lotesAtivos: 1, gmdMedio: 2.034, gmdMin: 2.034, gmdMax: 2.034, taxaMortalidade: 5, custoTotalMedio: 65214.07 },
    ]);
    const lote = (id: string, nome: string, status: string, dataEntrada: string, dataSaida: string | null, q: number, racao: number, med: number, outros: number, animais: number, total: number) =>
      ({ id, nome, status, dataEntrada, dataSaida, quantidadeAnimais: q, custoRacao: racao, custoMed: med, custoOutros: outros, custoAnimais: animais, custoTotal: total });
    // Default period: 2025-12-31 .. 2026-03-31, which holds both entries.
    expect((await api.get('/api/relatorios/financeiro', g())).body).toEqual({
      periodo: { de: '2025-12-31', ate: '2026-03-31' },
      lotes: [lote(f2, 'F2', 'Fechado', '2026-02-01', '2026-03-31', 10, 600, 0, 321.43, 35500, 36421.43),
        lote(f1, 'F1', 'Aberto', '2026-01-01', null, 20, 1500, 250, 1464.07, 62000, 65214.07)],
      totais: { custoTotal: 101635.5, custoRacao: 2100, custoMed: 250, custoOutros: 1785.5, totalAnimais: 30 },
    });
    expect((await api.get('/api/relatorios/financeiro?de=2026-01-15', g())).body.lotes.map((x: any) => x.nome)).toEqual(['F2']);
    expectFieldErrors(await api.get('/api/relatorios/financeiro?de=2026-04-01', g()), ['de']);
    for (const p of ['/api/relatorios/desempenho-raca', '/api/relatorios/financeiro']) {
      expectProblem(await api.get(p, tok(A, Role.Operador)), 403, 'FORBIDDEN');
    }
  });
});

describe('property: categorias-gasto', () => {
  it('percentuais add up to 100 (+-0.01) and valores to the summary custoTotal, for random farms', async () => {
    const money = fc.integer({ min: 1, max: 50_000_000 }).map((c) => c / 100);
    const farm = fc.record({
      compras: fc.array(fc.record({ lote: fc.nat(2), valor: money, frete: money, comissao: fc.constantFrom(0, 12.34, 999.99) }), { maxLength: 3 }),
      custos: fc.array(fc.record({ lote: fc.option(fc.nat(2)), categoria: fc.constantFrom(...CATEGORIAS_CUSTO), valor: money, dia: fc.integer({ min: 0, max: 80 }) }), { maxLength: 8 }),
      meds: fc.array(fc.record({ lote: fc.nat(2), q: fc.integer({ min: 1, max: 500 }), unit: fc.integer({ min: 0, max: 99_999 }).map((c) => c / 100) }), { maxLength: 3 }),
    });
    await fc.assert(fc.asyncProperty(farm, async (f) => {
      const T = await makeTenant(t.app, 'fin-prop');
      const tg = T.users[Role.Gerente].token;
      const post = async (p: string, b: unknown) => {
        const r = await api.post(p, b, tg);
        if (r.status !== 201) throw new Error(`${p}: ${r.status} ${r.text}`);
        return r.body;
      };
      const lotes: string[] = [];
      for (let i = 0; i < 3; i++) lotes.push((await post('/api/lotes', { codigo: `P${i}`, dataEntrada: `2026-01-0${i + 1}`, pesoMedioEntrada: 300, quantidadeAnimais: 7 + i * 3 })).id);
      for (const c of f.compras) await post(`/api/lotes/${lotes[c.lote]}/compras`, { dataCompra: '2026-01-01', quantidadeAnimais: 1, pesoTotal: 300, valorTotal: c.valor, frete: c.frete, comissao: c.comissao });
      for (const m of f.meds) await post(`/api/lotes/${lotes[m.lote]}/medicamentos`, { nome: 'M', tipo: 'T', dataAplicacao: '2026-01-05', quantidadeAnimais: m.q, custoUnitario: m.unit });
      for (const c of f.custos) {
        const data = new Date(Date.UTC(2025, 11, 20 + c.dia)).toISOString().slice(0, 10);
        await post('/api/custos', { loteId: c.lote === null ? null : lotes[c.lote], categoria: c.categoria, valor: c.valor, data });
      }
      const summary = (await api.get('/api/financeiro/summary', tg)).body;
      const cats: { valor: number; percentual: number }[] = (await api.get('/api/financeiro/categorias-gasto', tg)).body;
      const cents = (v: number) => Math.round(v * 100);
      expect(cats.reduce((s, c) => s + cents(c.valor), 0)).toBe(cents(summary.custoTotal));
      if (cats.length > 0) expect(Math.abs(cats.reduce((s, c) => s + c.percentual, 0) - 100)).toBeLessThanOrEqual(0.01);
      for (let i = 1; i < cats.length; i++) expect(cats[i - 1].valor).toBeGreaterThanOrEqual(cats[i].valor);
      // Every batch's other costs plus the overhead of days before any batch entered (2026-01-01) are the tenant's other costs.
      const unallocated = f.custos.filter((c) => c.lote === null && c.dia < 12).reduce((s, c) => s + cents(c.valor), 0);
      const rent: { custoOutros: number }[] = await Promise.all(lotes.map(async (id) => (await api.get(`/api/financeiro/rentabilidade/${id}`, tg)).body));
      expect(Math.abs(rent.reduce((s, r) => s + cents(r.custoOutros), 0) + unallocated - cents(summary.custoOutros))).toBeLessThanOrEqual(2);
    }), { numRuns: 12 });
  });
});
