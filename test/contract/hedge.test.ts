import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { uuid } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeLote } from '../helpers/factories';
import { buildProjecaoFarm, CLOCK, type ProjecaoFarm } from '../helpers/projecao';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue 29: the hedge register against the farm of test/helpers/projecao.ts (latest quotes: BGIJ26 316.50, BGIK26 333.00,
 * none of BGIM26). 330 arrobas per contract; sold: (entry - price) x 330 x n, bought: the opposite.
 * H1 Venda 2 BGIJ26 at 320.00: (320 - 316.50) x 660 = 2310.00     H2 Venda 1 BGIK26 at 330.00: (330 - 333) x 330 = -990.00
 * H3 Compra 1 BGIJ26 at 317.00: (316.50 - 317) x 330 = -165.00    H5 Venda 1 BGIM26 at 340.00: no quote, not marked (null)
 * H4 Venda 1 BGIJ26 at 325.00, closed at 319.00: realized (325 - 319) x 330 = 1980.00
 * Summary: 4 open (1 without a quote), 1 closed; net arrobas 660 + 330 - 330 + 330 = 990; open result 2310 - 990 - 165 =
 * 1155.00; realized 1980.00; total 3135.00.
 */
const RESUMO = {
  posicoesAbertas: 4, posicoesEncerradas: 1, posicoesSemCotacao: 1, arrobasLiquidas: 990, resultadoAberto: 1155, resultadoRealizado: 1980,
  resultadoTotal: 3135,
};
const ZERO = { posicoesAbertas: 0, posicoesEncerradas: 0, posicoesSemCotacao: 0, arrobasLiquidas: 0, resultadoAberto: 0, resultadoRealizado: 0, resultadoTotal: 0 };

let s: Suite;
let f: ProjecaoFarm;
const g = () => s.gerente;
const body = (over: Record<string, unknown> = {}) => ({ contrato: 'BGIK26', direcao: 'Venda', quantidadeContratos: 1, precoEntrada: 330, dataEntrada: '2026-03-30', ...over });

beforeAll(async () => {
  s = await startSuite('hedge', { clock: fixedClock(CLOCK) });
  f = await buildProjecaoFarm(s.t, s.api, s.a);
});
afterAll(() => s.t.close());

describe('the register, marked to market', () => {
  it('GET /api/hedges: paged like /api/racoes, dataEntrada desc, each position with its quote and result', async () => {
    const r = await s.api.get('/api/hedges?pageSize=2', g());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      pageNumber: 1, pageSize: 2, totalCount: 5, totalPages: 3,
      items: [
        {
          id: f.hedges[4], contrato: 'BGIM26', vencimento: '2026-06-30', direcao: 'Venda', quantidadeContratos: 1, arrobas: 330, contratosAbertos: 1,
          arrobasAbertas: 330, precoEntrada: 340, dataEntrada: '2026-03-30', precoSaida: null, dataSaida: null, status: 'Aberta', observacao: null,
          saidas: [], lotes: [{ id: f.p3, codigo: 'P3' }], precoAtual: null, cotacaoEm: null, resultadoRealizado: 0, resultadoAberto: null, resultado: null,
        },
        {
          id: f.hedges[2], contrato: 'BGIJ26', vencimento: '2026-04-30', direcao: 'Compra', quantidadeContratos: 1, arrobas: 330, contratosAbertos: 1,
          arrobasAbertas: 330, precoEntrada: 317, dataEntrada: '2026-03-20', precoSaida: null, dataSaida: null, status: 'Aberta', observacao: null,
          saidas: [], lotes: [{ id: f.p1, codigo: 'P1' }], precoAtual: 316.5, cotacaoEm: '2026-03-31T14:00:00.000Z', resultadoRealizado: 0,
          resultadoAberto: -165, resultado: -165,
        },
      ],
    });
    const all = (await s.api.get('/api/hedges?pageSize=100', g())).body.items;
    expect(all.map((h: any) => [h.contrato, h.direcao, h.status, h.resultado])).toEqual([
      ['BGIM26', 'Venda', 'Aberta', null], ['BGIJ26', 'Compra', 'Aberta', -165], ['BGIK26', 'Venda', 'Aberta', -990],
      ['BGIJ26', 'Venda', 'Encerrada', 1980], ['BGIJ26', 'Venda', 'Aberta', 2310],
    ]);
    expect(all[1 + 1].lotes).toEqual([{ id: f.p1, codigo: 'P1' }, { id: f.p2, codigo: 'P2' }]);
    expect(all[3]).toMatchObject({ precoSaida: 319, dataSaida: '2026-03-25', precoAtual: 316.5, contratosAbertos: 0, resultadoRealizado: 1980, resultadoAberto: 0 });
  });

  it('filters by status and by batch', async () => {
    const ids = async (q: string) => (await s.api.get(`/api/hedges?pageSize=100&${q}`, g())).body.items.map((h: any) => h.id);
    expect(await ids('status=Encerrada')).toEqual([f.hedges[3]]);
    expect(await ids('status=Aberta')).toEqual([f.hedges[4], f.hedges[2], f.hedges[1], f.hedges[0]]);
    expect(await ids(`loteId=${f.p2}`)).toEqual([f.hedges[1]]);
    expect(await ids(`loteId=${f.p4}`)).toEqual([]);
    expectFieldErrors(await s.api.get('/api/hedges?status=Fechada', g()), ['status']);
    expectFieldErrors(await s.api.get('/api/hedges?loteId=x', g()), ['loteId']);
  });

  it('GET /api/hedges/resumo and FinancialSummary.hedge; the REST financeiro summary keeps its contract shape', async () => {
    expect((await s.api.get('/api/hedges/resumo', g())).body).toEqual(RESUMO);
    const r = await s.api.gql('{ hedgeResumo { posicoesAbertas resultadoTotal } financeiroSummary { custoTotal hedge { posicoesAbertas posicoesEncerradas posicoesSemCotacao arrobasLiquidas resultadoAberto resultadoRealizado resultadoTotal } } }', {}, g());
    expect(r.errors).toBeUndefined();
    expect(r.data.financeiroSummary.hedge).toEqual(RESUMO);
    expect(r.data.hedgeResumo).toEqual({ posicoesAbertas: 4, resultadoTotal: 3135 });
    expect(Object.keys((await s.api.get('/api/financeiro/summary', g())).body)).not.toContain('hedge');
  });
});

describe('writes', () => {
  it('creates (201, Location), updates (closing it) and deletes (Admin) a position; links replaced on update', async () => {
    const c = await s.api.post('/api/hedges', body({ contrato: ' bgik26 ', observacao: '  trava  ', loteIds: [f.p2, f.p2] }), g());
    expect(c.status).toBe(201);
    expect(c.headers.get('location')).toBe(`/api/hedges/${c.body.id}`);
    expect(c.body).toMatchObject({ contrato: 'BGIK26', vencimento: '2026-05-29', observacao: 'trava', lotes: [{ id: f.p2, codigo: 'P2' }], precoAtual: 333, resultado: -990 });
    const u = await s.api.put(`/api/hedges/${c.body.id}`, body({ quantidadeContratos: 3, precoSaida: 335.5, dataSaida: '2026-03-31', loteIds: [f.p3] }), g());
    expect(u.status).toBe(200);
    // Realized: (330 - 335.50) x 330 x 3 = -5445.00.
    expect(u.body).toMatchObject({ status: 'Encerrada', arrobas: 990, resultado: -5445, lotes: [{ id: f.p3, codigo: 'P3' }], observacao: null });
    expectProblem(await s.api.del(`/api/hedges/${c.body.id}`, g()), 403, 'FORBIDDEN');
    expect((await s.api.del(`/api/hedges/${c.body.id}`, s.admin)).status).toBe(204);
    expectProblem(await s.api.get(`/api/hedges/${c.body.id}`, g()), 404, 'NOT_FOUND');
    expect((await s.api.get('/api/hedges/resumo', g())).body).toEqual(RESUMO);
  });

  it('splits a position among its live batches only: a deleted batch gives its share back', async () => {
    const x = (await s.api.post('/api/lotes', { codigo: 'PX', dataEntrada: '2026-03-01', pesoMedioEntrada: 300, quantidadeAnimais: 5 }, g())).body.id;
    const h = (await s.api.post('/api/hedges', body({ contrato: 'BGIJ26', loteIds: [f.p2, x] }), g())).body;
    const share = async () => (await s.api.get(`/api/lotes/${f.p2}/projecao?dias=1`, g())).body.hedge;
    // P2: H2's 330 / 2 = 165, and this one's 330 / 2 = 165; precoTravado (330 x 165 + 330 x 165) / 330 = 330.00.
    expect(await share()).toMatchObject({ arrobasHedge: 330, precoTravado: 330 });
    expect((await s.api.del(`/api/lotes/${x}`, s.admin)).status).toBe(204);
    expect(await share()).toMatchObject({ arrobasHedge: 495 });
    expect((await s.api.get(`/api/hedges/${h.id}`, g())).body.lotes).toEqual([{ id: f.p2, codigo: 'P2' }]);
    expect((await s.api.del(`/api/hedges/${h.id}`, s.admin)).status).toBe(204);
  });

  it('refuses bad input with field errors', async () => {
    const bad = async (over: Record<string, unknown>, fields: string[]) => expectFieldErrors(await s.api.post('/api/hedges', body(over), g()), fields);
    await bad({ contrato: 'BGI1!' }, ['contrato']);
    await bad({ contrato: 'BOI' }, ['contrato']);
    await bad({ contrato: '' }, ['contrato']);
    await bad({ direcao: 'Short' }, ['direcao']);
    await bad({ quantidadeContratos: 0 }, ['quantidadeContratos']);
    await bad({ quantidadeContratos: 1.5 }, ['quantidadeContratos']);
    await bad({ precoEntrada: 0 }, ['precoEntrada']);
    await bad({ dataEntrada: '2026-04-01' }, ['dataEntrada']);
    await bad({ contrato: 'BGIF26', dataEntrada: '2026-02-02' }, ['dataEntrada']);
    await bad({ precoSaida: 300 }, ['dataSaida']);
    await bad({ dataSaida: '2026-03-31' }, ['precoSaida']);
    await bad({ precoSaida: 300, dataSaida: '2026-03-29' }, ['dataSaida']);
    await bad({ loteIds: [(await makeLote(s.t.app, s.b.id)).id] }, ['loteIds']);
    await bad({ loteIds: [f.p1, uuid()] }, ['loteIds']);
    await bad({ loteIds: ['nao-uuid'] }, ['loteIds']);
    await bad({ loteIds: Array.from({ length: 101 }, () => uuid()) }, ['loteIds']);
    expect((await s.api.get('/api/hedges/resumo', g())).body).toEqual(RESUMO);
  });
});

describe('roles and tenancy', () => {
  it('Operador 403 everywhere; no token 401', async () => {
    const id = f.hedges[0];
    for (const [m, p, b] of [['GET', '/api/hedges'], ['GET', '/api/hedges/resumo'], ['GET', `/api/hedges/${id}`], ['POST', '/api/hedges', body()],
      ['PUT', `/api/hedges/${id}`, body()], ['DELETE', `/api/hedges/${id}`]] as [string, string, unknown?][]) {
      expectProblem(await s.api.call(m, p, { token: s.operador, body: b }), 403, 'FORBIDDEN');
      expectProblem(await s.api.call(m, p, { body: b }), 401, 'UNAUTHENTICATED');
    }
    const r = await s.api.gql('{ financeiroSummary { custoTotal hedge { resultadoTotal } } }', {}, s.operador);
    expect(r.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it("another tenant: 404 for A's positions, empty list and zero summary; its own batches only", async () => {
    const b = tok(s.b, Role.Admin);
    for (const id of [f.hedges[0], uuid(), 'nao-uuid']) {
      expectProblem(await s.api.get(`/api/hedges/${id}`, b), 404, 'NOT_FOUND');
      expectProblem(await s.api.put(`/api/hedges/${id}`, body(), b), 404, 'NOT_FOUND');
      expectProblem(await s.api.del(`/api/hedges/${id}`, b), 404, 'NOT_FOUND');
    }
    expect((await s.api.get('/api/hedges', b)).body).toEqual({ items: [], pageNumber: 1, pageSize: 10, totalCount: 0, totalPages: 0 });
    expect((await s.api.get('/api/hedges/resumo', b)).body).toEqual(ZERO);
    expectFieldErrors(await s.api.post('/api/hedges', body({ loteIds: [f.p1] }), b), ['loteIds']);
    expect((await s.api.get('/api/hedges/resumo', g())).body).toEqual(RESUMO);
  });
});

describe('ingestion marks every open position', () => {
  it('syncs the open positions\' contracts the provider lists (the mock: the next three months), so BGIM26 gets a quote', async () => {
    const summary = await s.t.app.ingest();
    expect(summary.ok).toEqual(['BGI1!', 'BGIJ26', 'BGIK26', 'BGIM26']);
    expect(summary.failed).toEqual([]);
    const h5 = (await s.api.get(`/api/hedges/${f.hedges[4]}`, g())).body;
    expect(h5.precoAtual).toEqual(expect.any(Number));
    expect(h5.resultado).toBe(Math.round((340 - h5.precoAtual) * 330 * 100) / 100);
    expect((await s.api.get('/api/hedges/resumo', g())).body.posicoesSemCotacao).toBe(0);
  });
});
