import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { uuid } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { buildProjecaoFarm, CLOCK, type ProjecaoFarm } from '../helpers/projecao';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue 34, item 4: hedges that behave like a broker's statement, against the farm of test/helpers/projecao.ts (today
 * 2026-03-31; quotes BGIJ26 316.50, BGIK26 333.00, none of BGIM26; spot 312.00). Positions H1..H5 as there; 330 @ each.
 *
 * Locked margin, before any exit (margemFisica: the projection's margem on the day of reference, computed by hand in
 * projecao.test.ts under issue 34's sale rules (net of Funrural, the curve by date): P1 day 5 123400.94; P2 day 1 88661.10;
 * P3 day 60 45630.22; each test also reads them from the projection endpoint). Each position's result split evenly among its live batches:
 *   P1: H1 open (320 - 316.50) x 660 = 2310.00; H2 (330 - 333) x 330 / 2 = -495.00; H3 (316.50 - 317) x 330 = -165.00;
 *       H4 realized (325 - 319) x 330 = 1980.00. Realized 1980.00, open 1650.00, hedge 3630.00; locked 127030.94.
 *   P2: H2 -495.00 open; locked 88661.10 - 495.00 = 88166.10.
 *   P3: H5 has no quote: no result (1 position without a quote); locked = physical 45630.22; 330 of 139.11 @: 237.21 %,
 *       over-hedged.
 * Partial exit of H1 (2 contracts): 1 at 318.00 on 03-30: realized (320 - 318) x 330 = 660.00; the open one marked
 * (320 - 316.50) x 330 = 1155.00; resultado 1815.00. P1's sold open arrobas 330 + 165 - 330 = 165 (8.04 % of 2051.80).
 * Then the last one at 315.00 on 03-31 closes H1: (320 - 315) x 330 = 1650.00; realized 660 + 1650 = 2310.00.
 */
const P1_MARGEM = { diaReferencia: 5, dataReferencia: '2026-04-05', arrobasReferencia: 2051.8, arrobasHedge: 495, percentualHedge: 24.13, sobreHedge: false,
  precoTravado: 322, margemFisica: 123400.94, resultadoHedgeRealizado: 1980, resultadoHedgeAberto: 1650, resultadoHedge: 3630, posicoesSemCotacao: 0,
  margemTravada: 127030.94 };
const P2_MARGEM = { diaReferencia: 1, dataReferencia: '2026-04-01', arrobasReferencia: 286.49, arrobasHedge: 165, percentualHedge: 57.59, sobreHedge: false,
  precoTravado: 330, margemFisica: 88661.1, resultadoHedgeRealizado: 0, resultadoHedgeAberto: -495, resultadoHedge: -495, posicoesSemCotacao: 0,
  margemTravada: 88166.1 };
const P3_MARGEM = { diaReferencia: 60, dataReferencia: '2026-05-30', arrobasReferencia: 139.11, arrobasHedge: 330, percentualHedge: 237.21, sobreHedge: true,
  precoTravado: 340, margemFisica: 45630.22, resultadoHedgeRealizado: 0, resultadoHedgeAberto: 0, resultadoHedge: 0, posicoesSemCotacao: 1,
  margemTravada: 45630.22 };
const MARGEM_FIELDS = `loteId loteCodigo diaReferencia dataReferencia arrobasReferencia arrobasHedge percentualHedge sobreHedge precoTravado
  margemFisica resultadoHedgeRealizado resultadoHedgeAberto resultadoHedge posicoesSemCotacao margemTravada`;
const POSICAO_FIELDS = `status contratosAbertos arrobasAbertas precoSaida dataSaida saidas { quantidadeContratos precoSaida dataSaida resultado }
  resultadoRealizado resultadoAberto resultado`;

let s: Suite;
let f: ProjecaoFarm;
const g = () => s.gerente;
const body = (over: Record<string, unknown> = {}) => ({ contrato: 'BGIK26', direcao: 'Venda', quantidadeContratos: 1, precoEntrada: 330, dataEntrada: '2026-03-30', ...over });

beforeAll(async () => {
  s = await startSuite('hedgex', { clock: fixedClock(CLOCK) });
  f = await buildProjecaoFarm(s.t, s.api, s.a);
});
afterAll(() => s.t.close());

describe('locked margin per batch: physical margin on the day of reference plus its share of the hedge result', () => {
  it('GET /api/lotes/{id}/hedge, to the cent; the physical margin is the projection\'s', async () => {
    for (const [id, codigo, m] of [[f.p1, 'P1', P1_MARGEM], [f.p2, 'P2', P2_MARGEM], [f.p3, 'P3', P3_MARGEM]] as const) {
      const r = await s.api.get(`/api/lotes/${id}/hedge`, g());
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ loteId: id, loteCodigo: codigo, ...m });
      const p = (await s.api.get(`/api/lotes/${id}/projecao`, g())).body;
      expect(p.dias[m.diaReferencia].margem).toBe(m.margemFisica);
    }
  });

  it('a planned exit past the horizon is still the reference (dias=3: P1 day 5)', async () => {
    expect((await s.api.get(`/api/lotes/${f.p1}/hedge?dias=3`, g())).body).toEqual({ loteId: f.p1, loteCodigo: 'P1', ...P1_MARGEM });
  });

  it('GraphQL: margemTravadaLote, Batch.margemTravada (closed batch null) and HedgeBatch.margemTravada', async () => {
    const r = await s.api.gql(`query($id: ID!, $h: ID!) {
      margemTravadaLote(loteId: $id) { ${MARGEM_FIELDS} }
      lotes(pageSize: 10, sortBy: codigo, sortDirection: asc) { items { codigo margemTravada { ${MARGEM_FIELDS} } } }
      hedge(id: $h) { lotes { codigo margemTravada { sobreHedge percentualHedge } } }
    }`, { id: f.p2, h: f.hedges[4] }, g());
    expect(r.errors).toBeUndefined();
    expect(r.data.margemTravadaLote).toEqual({ loteId: f.p2, loteCodigo: 'P2', ...P2_MARGEM });
    expect(r.data.lotes.items).toEqual([
      { codigo: 'P1', margemTravada: { loteId: f.p1, loteCodigo: 'P1', ...P1_MARGEM } },
      { codigo: 'P2', margemTravada: { loteId: f.p2, loteCodigo: 'P2', ...P2_MARGEM } },
      { codigo: 'P3', margemTravada: { loteId: f.p3, loteCodigo: 'P3', ...P3_MARGEM } },
      { codigo: 'P4', margemTravada: null },
    ]);
    expect(r.data.hedge.lotes).toEqual([{ codigo: 'P3', margemTravada: { sobreHedge: true, percentualHedge: 237.21 } }]);
  });

  it('errors: a closed batch 400 BATCH_CLOSED, another tenant\'s or unknown 404, dias out of range 400, Operador 403', async () => {
    expectProblem(await s.api.get(`/api/lotes/${f.p4}/hedge`, g()), 400, 'BATCH_CLOSED');
    for (const id of [uuid(), 'nao-uuid']) expectProblem(await s.api.get(`/api/lotes/${id}/hedge`, g()), 404, 'NOT_FOUND');
    expectProblem(await s.api.get(`/api/lotes/${f.p1}/hedge`, tok(s.b, Role.Admin)), 404, 'NOT_FOUND');
    expectFieldErrors(await s.api.get(`/api/lotes/${f.p1}/hedge?dias=181`, g()), ['dias']);
    expectProblem(await s.api.get(`/api/lotes/${f.p1}/hedge`, s.operador), 403, 'FORBIDDEN');
    const r = await s.api.gql('{ lotes { items { margemTravada { margemTravada } } } }', {}, s.operador);
    expect(r.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('an entry or exit price far from the quote is refused unless confirmed', () => {
  it('R$ 3,350/@ typed for BGIK26 (quote 333.00): 400 PRICE_OUT_OF_BAND on precoEntrada; the band is 233.10..432.90', async () => {
    const r = await s.api.post('/api/hedges', body({ precoEntrada: 3350 }), g());
    expectProblem(r, 400, 'PRICE_OUT_OF_BAND');
    expect(Object.keys(r.body.errors)).toEqual(['precoEntrada']);
    expect(r.body.errors.precoEntrada[0]).toContain('R$ 233.10 a R$ 432.90/@ da cotacao de BGIK26');
    expectProblem(await s.api.post('/api/hedges', body({ precoEntrada: 432.91 }), g()), 400, 'PRICE_OUT_OF_BAND');
    expectProblem(await s.api.post('/api/hedges', body({ precoEntrada: 233.09 }), g()), 400, 'PRICE_OUT_OF_BAND');
    const gq = await s.api.gql('mutation($i: HedgeInput!) { createHedge(input: $i) { id } }', { i: body({ precoEntrada: 3350 }) }, g());
    expect(gq.errors![0].extensions).toMatchObject({ code: 'PRICE_OUT_OF_BAND' });
    const edges = [await s.api.post('/api/hedges', body({ precoEntrada: 432.9 }), g()), await s.api.post('/api/hedges', body({ precoEntrada: 233.1 }), g())];
    expect(edges.map((e) => e.status)).toEqual([201, 201]);
    for (const e of edges) expect((await s.api.del(`/api/hedges/${e.body.id}`, s.admin)).status).toBe(204);
  });

  it('without a quote of the contract the spot price (312.00) is the reference; confirmarPreco accepts; an unchanged price needs no confirmation', async () => {
    const r = await s.api.post('/api/hedges', body({ contrato: 'BGIM26', precoEntrada: 405.61 }), g());
    expectProblem(r, 400, 'PRICE_OUT_OF_BAND');
    expect(r.body.errors.precoEntrada[0]).toContain('R$ 218.40 a R$ 405.60/@ do preco a vista');
    const c = await s.api.post('/api/hedges', body({ precoEntrada: 3350, confirmarPreco: true }), g());
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ precoEntrada: 3350, resultado: (3350 - 333) * 330 });
    expect((await s.api.put(`/api/hedges/${c.body.id}`, body({ precoEntrada: 3350, observacao: 'conferido' }), g())).status).toBe(200);
    expectProblem(await s.api.put(`/api/hedges/${c.body.id}`, body({ precoEntrada: 3351 }), g()), 400, 'PRICE_OUT_OF_BAND');
    const ex = await s.api.put(`/api/hedges/${c.body.id}`, body({ precoEntrada: 335, precoSaida: 33.3, dataSaida: '2026-03-31' }), g());
    expectProblem(ex, 400, 'PRICE_OUT_OF_BAND');
    expect(Object.keys(ex.body.errors)).toEqual(['precoSaida']);
    expect((await s.api.del(`/api/hedges/${c.body.id}`, s.admin)).status).toBe(204);
  });
});

describe('partial exits: a broker\'s statement', () => {
  it('closes 1 of H1\'s 2 contracts: realized and open results apart, the remainder still hedging P1', async () => {
    const far = await s.api.post(`/api/hedges/${f.hedges[0]}/saidas`, { quantidadeContratos: 1, precoSaida: 31.8, dataSaida: '2026-03-30' }, g());
    expectProblem(far, 400, 'PRICE_OUT_OF_BAND');
    expect(Object.keys(far.body.errors)).toEqual(['precoSaida']);
    const r = await s.api.post(`/api/hedges/${f.hedges[0]}/saidas`, { quantidadeContratos: 1, precoSaida: 318, dataSaida: '2026-03-30' }, g());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: f.hedges[0], quantidadeContratos: 2, arrobas: 660, contratosAbertos: 1, arrobasAbertas: 330, status: 'Aberta', precoSaida: null, dataSaida: null,
      saidas: [{ id: expect.any(String), quantidadeContratos: 1, precoSaida: 318, dataSaida: '2026-03-30', resultado: 660 }],
      precoAtual: 316.5, resultadoRealizado: 660, resultadoAberto: 1155, resultado: 1815,
      lotes: [{ id: f.p1, codigo: 'P1', margemTravada: { dataReferencia: '2026-04-05', arrobasReferencia: 2051.8, arrobasHedge: 165, percentualHedge: 8.04, sobreHedge: false } }],
    });
    // Resumo: open H1 (1 left), H2, H3, H5; net 330 + 330 - 330 + 330 = 660 @; open 1155 - 990 - 165 = 0; realized 1980 + 660 = 2640.
    expect((await s.api.get('/api/hedges/resumo', g())).body).toEqual({
      posicoesAbertas: 4, posicoesEncerradas: 1, posicoesSemCotacao: 1, arrobasLiquidas: 660, resultadoAberto: 0, resultadoRealizado: 2640, resultadoTotal: 2640,
    });
    // P1's share: realized 1980 + 660 = 2640, open 1155 - 495 - 165 = 495; locked 123400.94 + 3135 = 126535.94.
    expect((await s.api.get(`/api/lotes/${f.p1}/hedge`, g())).body).toMatchObject({
      arrobasHedge: 165, percentualHedge: 8.04, precoTravado: 323.33, resultadoHedgeRealizado: 2640, resultadoHedgeAberto: 495,
      resultadoHedge: 3135, margemTravada: 126535.94,
    });
    expect((await s.api.get(`/api/lotes/${f.p1}/projecao?dias=1`, g())).body.hedge).toMatchObject({ arrobasHedge: 165, percentualHedge: 8.04 });
  });

  it('refuses what a statement cannot hold: more than is open, dates out of order, the future, and a replace below the exits', async () => {
    const exit = (over: Record<string, unknown>) => s.api.post(`/api/hedges/${f.hedges[0]}/saidas`, { quantidadeContratos: 1, precoSaida: 315, dataSaida: '2026-03-31', ...over }, g());
    expectFieldErrors(await exit({ quantidadeContratos: 2 }), ['quantidadeContratos']);
    expectFieldErrors(await exit({ quantidadeContratos: 0 }), ['quantidadeContratos']);
    expectFieldErrors(await exit({ dataSaida: '2026-03-29' }), ['dataSaida']); // before the partial exit of 03-30
    expectFieldErrors(await exit({ dataSaida: '2026-04-01' }), ['dataSaida']);
    expectFieldErrors(await exit({ precoSaida: 0 }), ['precoSaida']);
    const h1 = { contrato: 'BGIJ26', direcao: 'Venda', precoEntrada: 320, dataEntrada: '2026-03-02', loteIds: [f.p1] };
    expectFieldErrors(await s.api.put(`/api/hedges/${f.hedges[0]}`, { ...h1, quantidadeContratos: 1 }, g()), ['quantidadeContratos']);
    expectFieldErrors(await s.api.put(`/api/hedges/${f.hedges[0]}`, { ...h1, quantidadeContratos: 2, dataEntrada: '2026-03-31' }, g()), ['dataEntrada']);
    // Sent back as read, the position is unchanged.
    const u = await s.api.put(`/api/hedges/${f.hedges[0]}`, { ...h1, quantidadeContratos: 2 }, g());
    expect(u.body).toMatchObject({ contratosAbertos: 1, resultado: 1815 });
    for (const [id, token, status, code] of [[uuid(), g(), 404, 'NOT_FOUND'], [f.hedges[0], tok(s.b, Role.Admin), 404, 'NOT_FOUND'],
      [f.hedges[0], s.operador, 403, 'FORBIDDEN']] as const) {
      expectProblem(await s.api.post(`/api/hedges/${id}/saidas`, { quantidadeContratos: 1, precoSaida: 315, dataSaida: '2026-03-31' }, token), status, code);
    }
  });

  it('closing the last open contracts closes the position (GraphQL closeHedge); a closed one takes no exit', async () => {
    const r = await s.api.gql(`mutation($id: ID!, $i: HedgeExitInput!) { closeHedge(id: $id, input: $i) { ${POSICAO_FIELDS} } }`,
      { id: f.hedges[0], i: { quantidadeContratos: 1, precoSaida: 315, dataSaida: '2026-03-31' } }, g());
    expect(r.errors).toBeUndefined();
    expect(r.data.closeHedge).toEqual({
      status: 'Encerrada', contratosAbertos: 0, arrobasAbertas: 0, precoSaida: 315, dataSaida: '2026-03-31',
      saidas: [{ quantidadeContratos: 1, precoSaida: 318, dataSaida: '2026-03-30', resultado: 660 }],
      resultadoRealizado: 2310, resultadoAberto: 0, resultado: 2310,
    });
    expectProblem(await s.api.post(`/api/hedges/${f.hedges[0]}/saidas`, { quantidadeContratos: 1, precoSaida: 315, dataSaida: '2026-03-31' }, g()), 400, 'INVALID_STATE');
    // Open: H2, H3, H5; net 330 - 330 + 330 = 330 @; open -990 - 165 = -1155; realized 1980 + 2310 = 4290.
    expect((await s.api.get('/api/hedges/resumo', g())).body).toEqual({
      posicoesAbertas: 3, posicoesEncerradas: 2, posicoesSemCotacao: 1, arrobasLiquidas: 330, resultadoAberto: -1155, resultadoRealizado: 4290, resultadoTotal: 3135,
    });
    expect((await s.api.get(`/api/hedges?status=Encerrada&pageSize=10`, g())).body.items.map((h: any) => h.id).sort()).toEqual([f.hedges[0], f.hedges[3]].sort());
  });

  it('a position keeps at most 50 partial exits; past them it must be closed', async () => {
    const h = (await s.api.post('/api/hedges', body({ quantidadeContratos: 60 }), g())).body;
    for (let i = 0; i < 50; i++) {
      const r = await s.api.post(`/api/hedges/${h.id}/saidas`, { quantidadeContratos: 1, precoSaida: 331, dataSaida: '2026-03-31' }, g());
      expect([i, r.status]).toEqual([i, 200]);
    }
    expectFieldErrors(await s.api.post(`/api/hedges/${h.id}/saidas`, { quantidadeContratos: 1, precoSaida: 331, dataSaida: '2026-03-31' }, g()), ['quantidadeContratos']);
    // All ten left close it; (330 - 331) x 330 x 60 = -19800.00 realized.
    const r = await s.api.post(`/api/hedges/${h.id}/saidas`, { quantidadeContratos: 10, precoSaida: 331, dataSaida: '2026-03-31' }, g());
    expect(r.body).toMatchObject({ status: 'Encerrada', contratosAbertos: 0, resultadoRealizado: -19800, resultado: -19800 });
    expect(r.body.saidas).toHaveLength(50);
    expect((await s.api.del(`/api/hedges/${h.id}`, s.admin)).status).toBe(204);
  });
});
