import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { uuid, type Res } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { buildProjecaoFarm, CLOCK, type ProjecaoFarm } from '../helpers/projecao';
import { countStatements } from '../helpers/statements';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue 29: GET /api/lotes/{id}/projecao against the hand-computed farm of test/helpers/projecao.ts (rules: docs/projecao.md).
 *
 * P1 by hand. Base: the latest weighing, 400 kg on 03-29 (a = 2 days before today); GMD of the last two weighings
 * (400 - 370) / 20 days = 1.500 (UltimasPesagens). Day j after the base gains round(1.5 x (1 - 0.1 x j / 30), 3) =
 * 1.5 - 0.005 j kg (the floor of half is 150 days away), so on day k after today (n = k + 2 days after the base):
 *   pesoCabeca(k) = 400 + 1.5 n - 0.005 n (n + 1) / 2:  k=0 402.985, 1 404.470, 2 405.950, 3 407.425, 4 408.895, 5 410.360,
 *   6 411.820, 7 413.275, 8 414.725, 9 416.170, 10 417.610; gmd(k) = 1.5 - 0.005 n: 1.490, 1.485, ... 1.440.
 * Feed per day: the consumptions of 03-24..03-30 (16100 on 03-27; 03-23 and today's 03-31 are outside) / 7 = 2300.00
 * (Consumos7Dias), growing with the weight: custoRacaoDia(k) = round(2300 x peso(k) / 402.985, 2) = 2308.48 (2308.4755),
 * 2316.92, 2325.34, 2333.73, 2342.09, 2350.42, 2358.73, 2367.00, 2375.25, 2383.47 for k = 1..10.
 * custoAcumulado: custoTotal today (450000 + 52100 = 502100.00) plus those: 504408.48, 506725.40, 509050.74, 511384.47, ...
 * arrobas(k) = 150 x peso x 50 / 100 / 15 = 5 x peso: 2014.925, 2022.35, 2029.75, 2037.125, 2044.475, 2051.80, ...
 * Price: day 0 (03-31) is priced by BGIH26 (expires that day) at 315.00; days 1..10 by BGIJ26's latest quote, 316.50.
 * receita(k) = round(arrobas x price, 2): 2014.925 x 315 = 634701.375 -> 634701.38; 2022.35 x 316.5 = 640073.775 ->
 * 640073.78; 642415.88; 2037.125 x 316.5 = 644750.0625 -> 644750.06; 647076.34; 649394.70; ...
 * margem = receita - custoAcumulado: 132601.38, 135665.30, 135690.48, 135699.32, 135691.87, 135668.14, ... (best: day 3).
 * Marginal revenue 5372.40 (the roll from 315 to 316.50), 2342.10, 2334.18, 2326.28 ...; marginal cost 2308.48,
 * 2316.92, 2325.34, 2333.73 ...: day 4 is the first whose revenue (2326.28) is below its cost (2333.73): pontoOtimo = day 3.
 * Hedge: reference day 5 (dataPrevistaSaida 04-05), 2051.80 arrobas; H1 660 + H2 330 / 2 batches - H3 330 = 495.00 (H4 is
 * closed); 495 / 2051.80 = 24.125 % -> 24.13; locked price (320 x 660 + 330 x 165) / 825 = 322.00.
 */
const dia = (dia: number, data: string, gmd: number, pesoCabeca: number, custoRacaoDia: number, custoAcumulado: number, arrobas: number,
  precoEquilibrio: number, contrato: string, precoArroba: number, receita: number, margem: number, margemPercentual: number,
  custoMarginal: number | null, receitaMarginal: number | null) => ({
  dia, data, diasConfinamento: 61 + dia, gmd, pesoCabeca, custoRacaoDia, custoAcumulado, arrobas, precoEquilibrio, contrato, precoArroba,
  receita, margem, margemPercentual, custoMarginal, receitaMarginal,
});
const P1_DIAS = [
  dia(0, '2026-03-31', 1.49, 402.985, 0, 502100, 2014.93, 249.19, 'BGIH26', 315, 634701.38, 132601.38, 26.41, null, null),
  dia(1, '2026-04-01', 1.485, 404.47, 2308.48, 504408.48, 2022.35, 249.42, 'BGIJ26', 316.5, 640073.78, 135665.3, 26.9, 2308.48, 5372.4),
  dia(2, '2026-04-02', 1.48, 405.95, 2316.92, 506725.4, 2029.75, 249.65, 'BGIJ26', 316.5, 642415.88, 135690.48, 26.78, 2316.92, 2342.1),
  dia(3, '2026-04-03', 1.475, 407.425, 2325.34, 509050.74, 2037.13, 249.89, 'BGIJ26', 316.5, 644750.06, 135699.32, 26.66, 2325.34, 2334.18),
  dia(4, '2026-04-04', 1.47, 408.895, 2333.73, 511384.47, 2044.48, 250.13, 'BGIJ26', 316.5, 647076.34, 135691.87, 26.53, 2333.73, 2326.28),
  dia(5, '2026-04-05', 1.465, 410.36, 2342.09, 513726.56, 2051.8, 250.38, 'BGIJ26', 316.5, 649394.7, 135668.14, 26.41, 2342.09, 2318.36),
  dia(6, '2026-04-06', 1.46, 411.82, 2350.42, 516076.98, 2059.1, 250.63, 'BGIJ26', 316.5, 651705.15, 135628.17, 26.28, 2350.42, 2310.45),
  dia(7, '2026-04-07', 1.455, 413.275, 2358.73, 518435.71, 2066.38, 250.89, 'BGIJ26', 316.5, 654007.69, 135571.98, 26.15, 2358.73, 2302.54),
  dia(8, '2026-04-08', 1.45, 414.725, 2367, 520802.71, 2073.63, 251.16, 'BGIJ26', 316.5, 656302.31, 135499.6, 26.02, 2367, 2294.62),
  dia(9, '2026-04-09', 1.445, 416.17, 2375.25, 523177.96, 2080.85, 251.43, 'BGIJ26', 316.5, 658589.03, 135411.07, 25.88, 2375.25, 2286.72),
  dia(10, '2026-04-10', 1.44, 417.61, 2383.47, 525561.43, 2088.05, 251.7, 'BGIJ26', 316.5, 660867.83, 135306.4, 25.75, 2383.47, 2278.8),
];
const P1_HEDGE = { diaReferencia: 5, dataReferencia: '2026-04-05', arrobasReferencia: 2051.8, arrobasHedge: 495, percentualHedge: 24.13, precoTravado: 322 };
const P1 = {
  loteCodigo: 'P1', dataBase: '2026-03-31', horizonteDias: 10, cabecas: 150, rendimento: 50, pesoBase: 400, dataPesoBase: '2026-03-29',
  gmdBase: 1.5, gmdOrigem: 'UltimasPesagens', custoRacaoDiaBase: 2300, custoRacaoOrigem: 'Consumos7Dias', custoTotalAtual: 502100,
  precoSpot: 312, melhorDia: 3, melhorData: '2026-04-03', melhorMargem: 135699.32, pontoOtimoDia: 3, pontoOtimoData: '2026-04-03',
  hedge: P1_HEDGE, dias: P1_DIAS,
};
const FIELDS = `loteId loteCodigo dataBase horizonteDias cabecas rendimento pesoBase dataPesoBase gmdBase gmdOrigem custoRacaoDiaBase
  custoRacaoOrigem custoTotalAtual precoSpot melhorDia melhorData melhorMargem pontoOtimoDia pontoOtimoData
  hedge { diaReferencia dataReferencia arrobasReferencia arrobasHedge percentualHedge precoTravado }
  dias { dia data diasConfinamento gmd pesoCabeca custoRacaoDia custoAcumulado arrobas precoEquilibrio contrato precoArroba receita
    margem margemPercentual custoMarginal receitaMarginal }`;

let s: Suite;
let f: ProjecaoFarm;
const g = () => s.gerente;

beforeAll(async () => {
  s = await startSuite('proj', { clock: fixedClock(CLOCK) });
  f = await buildProjecaoFarm(s.t, s.api, s.a);
});
afterAll(() => s.t.close());

describe('GET /api/lotes/{id}/projecao: the hand-computed batch, to the cent', () => {
  it('P1 over 10 days: weight, feed cost, cost, arrobas, break-even, curve price, margin, best day and optimal point', async () => {
    const r = await s.api.get(`/api/lotes/${f.p1}/projecao?dias=10`, g());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ loteId: f.p1, ...P1 });
  });

  it('the reference day of the hedge share is dataPrevistaSaida even past the horizon', async () => {
    const r = await s.api.get(`/api/lotes/${f.p1}/projecao?dias=3`, s.admin);
    // No day of 1..3 has its marginal revenue below its marginal cost: no optimal point within the horizon.
    expect(r.body).toEqual({ loteId: f.p1, ...P1, horizonteDias: 3, pontoOtimoDia: null, pontoOtimoData: null, dias: P1_DIAS.slice(0, 4) });
  });

  it('default horizon 60: the curve rolls BGIJ26 -> BGIK26 after 04-30 and falls back to the spot price after 05-29', async () => {
    const r = await s.api.get(`/api/lotes/${f.p1}/projecao`, g());
    expect(r.body.horizonteDias).toBe(60);
    expect(r.body.dias).toHaveLength(61);
    const at = (k: number) => ({ dia: r.body.dias[k].dia, data: r.body.dias[k].data, contrato: r.body.dias[k].contrato, precoArroba: r.body.dias[k].precoArroba });
    expect([at(30), at(31), at(59), at(60)]).toEqual([
      { dia: 30, data: '2026-04-30', contrato: 'BGIJ26', precoArroba: 316.5 }, { dia: 31, data: '2026-05-01', contrato: 'BGIK26', precoArroba: 333 },
      { dia: 59, data: '2026-05-29', contrato: 'BGIK26', precoArroba: 333 }, { dia: 60, data: '2026-05-30', contrato: null, precoArroba: 312 },
    ]);
    expect(r.body.dias.slice(0, 11)).toEqual(P1_DIAS);
  });

  /*
   * P2: one weighing, 386 kg on 03-21 (a = 10): gmdMedio (386 - 350) / 20 = 1.800 (GmdMedio); gains 1.8 - 0.006 j.
   * peso(0) = 386 + 18 - 0.006 x 55 = 403.670; peso(1) = 386 + 19.8 - 0.006 x 66 = 405.404; gmd(1) = 1.8 - 0.066 = 1.734.
   * No consumption: today's plan (no delivery yesterday) is 0.022 x 20 head x 386 kg / 0.88 dry matter = 193 kg, at the diet's
   * 1.25 per kg = 241.25 per day (DietaPlano); day 1: 241.25 x 405.404 / 403.670 = 242.2863 -> 242.29.
   * Hedge: reference day 1 (04-01), 20 x 405.404 x 53 / 100 / 15 = 286.4855 arrobas; H2's 165 -> 57.59 %, locked at 330.00.
   * P3: no weighing: the entry, 300 kg on 03-20 (a = 11), the default GMD 1.500 (Padrao); no feed data: cost 0 (SemDados).
   * No dataPrevistaSaida: the reference is the best day of the 60 days, 59 (05-29, the last day priced by BGIK26 at 333.00;
   * margin = revenue without cost): peso 300 + 1.5 x 70 - 0.005 x 70 x 71 / 2 = 392.575, 10 x 392.575 x 0.53 / 15 = 138.7098
   * arrobas, receita 46190.37; H5's 330 arrobas -> 237.91 %, locked at 340.00. Day 60 (spot 312.00) earns less: the
   * marginal revenue turns negative there first, so pontoOtimo is day 59 too.
   */
  it('P2 and P3: the other sources of GMD and feed cost, and the best day as the hedge reference', async () => {
    const p2 = (await s.api.get(`/api/lotes/${f.p2}/projecao?dias=1`, g())).body;
    expect(p2).toMatchObject({ gmdBase: 1.8, gmdOrigem: 'GmdMedio', pesoBase: 386, dataPesoBase: '2026-03-21', custoRacaoDiaBase: 241.25,
      custoRacaoOrigem: 'DietaPlano', custoTotalAtual: 0, rendimento: 53, cabecas: 20 });
    expect(p2.dias.map((d: any) => [d.pesoCabeca, d.gmd, d.custoRacaoDia])).toEqual([[403.67, 1.74, 0], [405.404, 1.734, 242.29]]);
    expect(p2.hedge).toEqual({ diaReferencia: 1, dataReferencia: '2026-04-01', arrobasReferencia: 286.49, arrobasHedge: 165, percentualHedge: 57.59, precoTravado: 330 });
    const p3 = (await s.api.get(`/api/lotes/${f.p3}/projecao?dias=60`, g())).body;
    expect(p3).toMatchObject({ gmdBase: 1.5, gmdOrigem: 'Padrao', pesoBase: 300, dataPesoBase: '2026-03-20', custoRacaoDiaBase: 0,
      custoRacaoOrigem: 'SemDados', melhorDia: 59, melhorData: '2026-05-29', melhorMargem: 46190.37, pontoOtimoDia: 59 });
    expect(p3.dias[59]).toMatchObject({ pesoCabeca: 392.575, arrobas: 138.71, receita: 46190.37, margem: 46190.37, margemPercentual: 0, precoEquilibrio: 0 });
    expect(p3.hedge).toEqual({ diaReferencia: 59, dataReferencia: '2026-05-29', arrobasReferencia: 138.71, arrobasHedge: 330, percentualHedge: 237.91, precoTravado: 340 });
  });

  it('is the same over GraphQL: projecaoLote and Batch.projecao, every batch of a page in one statement', async () => {
    const r = await s.api.gql(`query($id: ID!) {
      projecaoLote(loteId: $id, dias: 10) { ${FIELDS} }
      lotes(pageSize: 10, sortBy: codigo, sortDirection: asc) { items { codigo projecao(dias: 10) { ${FIELDS} } } }
    }`, { id: f.p1 }, g());
    expect(r.errors).toBeUndefined();
    expect(r.data.projecaoLote).toEqual({ loteId: f.p1, ...P1 });
    expect(r.data.lotes.items.map((i: any) => [i.codigo, i.projecao?.loteCodigo ?? null])).toEqual([['P1', 'P1'], ['P2', 'P2'], ['P3', 'P3'], ['P4', null]]);
    expect(r.data.lotes.items[0].projecao).toEqual({ loteId: f.p1, ...P1 });
    const plain = '{ lotes(pageSize: 10) { items { id } } }';
    const nested = '{ lotes(pageSize: 10) { items { id projecao(dias: 30) { melhorDia dias { margem } } } } }';
    await s.api.gql(nested, {}, g());
    const users = /from "?users"?/i;
    const [a, b] = [await countStatements(s.t, () => s.api.gql(plain, {}, g()), users), await countStatements(s.t, () => s.api.gql(nested, {}, g()), users)];
    expect(b - a).toBe(1);
  });

  it('a page of batches asking for their projection runs one statement for it, whatever the page size', async () => {
    const users = /from "?users"?/i;
    const extra = async (pageSize: number) => {
      const page = (fields: string) => `{ lotes(pageSize: ${pageSize}, sortBy: codigo, sortDirection: asc) { items { id ${fields} } } }`;
      const r = await s.api.gql(page('projecao(dias: 180) { melhorDia dias { dia } }'), {}, g());
      expect(r.errors).toBeUndefined();
      const open = r.data.lotes.items.filter((i: any) => i.projecao).length;
      const plain = await countStatements(s.t, () => s.api.gql(page(''), {}, g()), users);
      const projected = await countStatements(s.t, () => s.api.gql(page('projecao(dias: 180) { melhorDia dias { dia } }'), {}, g()), users);
      return [open, projected - plain];
    };
    // 1 open batch of 1, 3 open of 4: one statement each time.
    expect([await extra(1), await extra(10)]).toEqual([[1, 1], [3, 1]]);
  });

  it("the issue's document, two pages of 100 batches over 180 days, is refused with 400 before any statement runs (issue 33)", async () => {
    const page = (alias: string) => `${alias}: lotes(pageSize: 100) { items { projecao(dias: 180) { melhorDia melhorMargem } } }`;
    const users = /from "?users"?/i;
    let r: Res | undefined;
    const statements = await countStatements(s.t, async () => {
      r = await s.api.call('POST', '/graphql', { body: { query: `{ ${page('a')} ${page('b')} }` }, token: g() });
    }, users);
    expect(statements).toBe(0);
    expect(r!.status).toBe(400);
    expect(r!.body.data).toBeUndefined();
    expect(r!.body.errors.map((e: any) => [e.extensions.code, e.message])).toEqual([['GRAPHQL_LIMIT_EXCEEDED', 'Custo estimado 36602 excede o limite de 20000']]);
    // One page of them is within the limit and answered.
    const one = await s.api.gql(`{ ${page('a')} }`, {}, g());
    expect([one.errors, one.data.a.items.filter((i: any) => i.projecao)]).toEqual([undefined, expect.any(Array)]);
  });

  it('exports the projection as CSV and XLSX, one row per day (contract 10 exports)', async () => {
    const csv = await s.api.get(`/api/lotes/${f.p1}/projecao?dias=2&format=csv`, g());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="projecao-2026-03-31.csv"');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0].split(';').slice(0, 3)).toEqual(['loteId', 'loteCodigo', 'dataBase']);
    expect(lines[0]).toContain('hedge.precoTravado;dias.dia;dias.data');
    expect(lines[2]).toContain(';1;2026-04-01;62;1,485;404,47;2308,48;504408,48;2022,35;249,42;BGIJ26;316,5;640073,78;135665,3;26,9;2308,48;5372,4');
    const xlsx = await s.api.call('GET', `/api/lotes/${f.p1}/projecao?dias=2`, {
      token: g(), headers: { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="projecao-2026-03-31.xlsx"');
    expectFieldErrors(await s.api.get(`/api/lotes/${f.p1}/projecao?format=pdf`, g()), ['format']);
  });
});

describe('roles, tenancy and input', () => {
  it('Operador 403 (REST and Batch.projecao); no token 401', async () => {
    expectProblem(await s.api.get(`/api/lotes/${f.p1}/projecao`, s.operador), 403, 'FORBIDDEN');
    expectProblem(await s.api.get(`/api/lotes/${f.p1}/projecao`), 401, 'UNAUTHENTICATED');
    const r = await s.api.gql('query($id: ID!) { lote(id: $id) { codigo projecao { melhorDia } } }', { id: f.p1 }, s.operador);
    expect(r.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it("another tenant's batch, an unknown id and a non-UUID are 404; a closed batch is 400 BATCH_CLOSED", async () => {
    const b = tok(s.b, Role.Admin);
    for (const id of [f.p1, uuid(), 'nao-uuid']) expectProblem(await s.api.get(`/api/lotes/${id}/projecao`, b), 404, 'NOT_FOUND');
    expectProblem(await s.api.get(`/api/lotes/${uuid()}/projecao`, g()), 404, 'NOT_FOUND');
    expectProblem(await s.api.get(`/api/lotes/${f.p4}/projecao`, g()), 400, 'BATCH_CLOSED');
    const r = await s.api.gql('query($id: ID!) { projecaoLote(loteId: $id) { melhorDia } }', { id: f.p4 }, g());
    expect(r.errors![0].extensions).toMatchObject({ code: 'BATCH_CLOSED', status: 400 });
  });

  it('dias is an integer 1..180 (default 60), else 400', async () => {
    for (const d of ['0', '181', '-1', '1.5', 'abc']) expectFieldErrors(await s.api.get(`/api/lotes/${f.p1}/projecao?dias=${d}`, g()), ['dias']);
    expect((await s.api.get(`/api/lotes/${f.p1}/projecao?dias=180`, g())).body.dias).toHaveLength(181);
    expect((await s.api.get(`/api/lotes/${f.p1}/projecao?dias=1`, g())).body.dias).toHaveLength(2);
  });
});
