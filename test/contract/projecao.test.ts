import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { uuid, type Res } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { buildProjecaoFarm, CLOCK, type ProjecaoFarm } from '../helpers/projecao';
import { countStatements } from '../helpers/statements';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue 29: GET /api/lotes/{id}/projecao against the hand-computed farm of test/helpers/projecao.ts (rules: docs/projecao.md);
 * issue 34: sale days, the interpolated curve, Funrural (the tenant's defaults here; projecao-venda.test.ts sets them all).
 *
 * P1 by hand. Base: the latest weighing, 400 kg on 03-29 (a = 2 days before today); GMD of the last two weighings
 * (400 - 370) / 20 days = 1.500 (UltimasPesagens). Day j after the base gains round(1.5 x (1 - 0.1 x j / 30), 3) =
 * 1.5 - 0.005 j kg (the floor of half is 150 days away), so on day k after today (n = k + 2 days after the base):
 *   pesoCabeca(k) = 400 + 1.5 n - 0.005 n (n + 1) / 2:  k=0 402.985, 1 404.470, 2 405.950, 3 407.425, 4 408.895, 5 410.360,
 *   6 411.820, 7 413.275, 8 414.725, 9 416.170, 10 417.610; gmd(k) = 1.5 - 0.005 n: 1.490, 1.485, ... 1.440.
 * Feed per day: the consumptions of 03-24..03-30 (16100 on 03-27; 03-23 and today's 03-31 are outside) / 7 = 2300.00
 * (Consumos7Dias), growing with the weight: custoRacaoDia(k) = round(2300 x peso(k) / 402.985, 2) = 2308.48 (2308.4755),
 * 2316.92, 2325.34, 2333.73, 2342.09, 2350.42, 2358.73, 2367.00, 2375.25, 2383.47 for k = 1..10.
 * The tenant never saved its terms of sale: no basis, pessoa fisica (Funrural 1.5 %), no freight, interest, mortality;
 * no overhead cost: the cost of a day is its feed. custoAcumulado: custoTotal today (450000 + 52100 = 502100.00) plus
 * those: 504408.48, 506725.40, 509050.74, 511384.47, ...
 * arrobas(k) = 150 x peso x 50 / 100 / 15 = 5 x peso: 2014.925, 2022.35, 2029.75, 2037.125, 2044.475, 2051.80, ...
 * The curve: BGIH26 expires today at 315.00 (so today is its point, not the spot), BGIJ26 on 04-30 at 316.50, BGIK26 on
 * 05-29 at 333.00; between them the price moves linearly by date: 315 + 1.5 x k / 30 = 315 + 0.05 k up to 04-30,
 * 316.50 + 16.50 x (days after 04-30) / 29 in May (05-01: 317.07), 333.00 flat after 05-29 (contrato null).
 * receitaBruta(k) = round(arrobas x price, 2): 2014.925 x 315 = 634701.375 -> 634701.38; 2022.35 x 315.05 = 637141.3675
 * -> 637141.37; funrural = round(1.5 % of it, 2): 9520.52 (9520.5207), 9557.12 (9557.1205); receita = bruta - funrural:
 * 625180.86, 627584.25; margem = receita - custoAcumulado: 123080.86, 123175.77, 123255.22, (123319.20), 123367.77,
 * (123400.94), 123418.74, 123421.18, 123408.30, 123380.11, 123336.65.
 * Sale days: 04-03 is Good Friday (Sexta-Feira Santa, a national holiday) and 04-05 a Sunday: both blocked. Among the
 * others the highest margin is day 7 (04-07, 123421.18), and day 8 is the first sale day whose margin is below the sale
 * day before: pontoOtimo = day 7 too. precoEquilibrioLiquido = custoAcumulado / (arrobas x 0.985): 502100 / 1984.70 =
 * 252.99. precoEquilibrioPesagem: 502100 / (150 x 400 x 0.5 / 15 = 2000) = 251.05, the rentabilidade's precoEquilibrio.
 * Hedge: reference day 5 (dataPrevistaSaida 04-05), 2051.80 arrobas; H1 660 + H2 330 / 2 batches - H3 330 = 495.00 (H4 is
 * closed); 495 / 2051.80 = 24.125 % -> 24.13; locked price (320 x 660 + 330 x 165) / 825 = 322.00.
 */
const dia = (dia: number, data: string, gmd: number, pesoCabeca: number, custoRacaoDia: number, custoAcumulado: number, arrobas: number,
  precoEquilibrio: number, contrato: string, precoArroba: number, receita: number, margem: number, margemPercentual: number,
  custoMarginal: number | null, receitaMarginal: number | null,
  precoFisico: number, receitaBruta: number, funrural: number, precoEquilibrioLiquido: number, bloqueio: string | null) => ({
  dia, data, diasConfinamento: 61 + dia, gmd, pesoCabeca, custoRacaoDia, custoAcumulado, arrobas, precoEquilibrio, contrato, precoArroba,
  receita, margem, margemPercentual, custoMarginal, receitaMarginal,
  custoOperacionalDia: 0, jurosDia: 0, mortalidadeDia: 0, precoFisico, receitaBruta, funrural, frete: 0, precoEquilibrioLiquido,
  diaVenda: bloqueio === null, bloqueio,
});
const P1_DIAS = [
  dia(0, '2026-03-31', 1.49, 402.985, 0, 502100, 2014.93, 249.19, 'BGIH26', 315, 625180.86, 123080.86, 24.51, null, null,
    315, 634701.38, 9520.52, 252.99, null),
  dia(1, '2026-04-01', 1.485, 404.47, 2308.48, 504408.48, 2022.35, 249.42, 'BGIJ26', 315.05, 627584.25, 123175.77, 24.42, 2308.48, 2403.39,
    315.05, 637141.37, 9557.12, 253.22, null),
  dia(2, '2026-04-02', 1.48, 405.95, 2316.92, 506725.4, 2029.75, 249.65, 'BGIJ26', 315.1, 629980.62, 123255.22, 24.32, 2316.92, 2396.37,
    315.1, 639574.23, 9593.61, 253.45, null),
  dia(3, '2026-04-03', 1.475, 407.425, 2325.34, 509050.74, 2037.13, 249.89, 'BGIJ26', 315.15, 632369.94, 123319.2, 24.23, 2325.34, 2389.32,
    315.15, 641999.94, 9630, 253.69, 'Feriado: Sexta-Feira Santa'),
  dia(4, '2026-04-04', 1.47, 408.895, 2333.73, 511384.47, 2044.48, 250.13, 'BGIJ26', 315.2, 634752.24, 123367.77, 24.12, 2333.73, 2382.3,
    315.2, 644418.52, 9666.28, 253.94, null),
  dia(5, '2026-04-05', 1.465, 410.36, 2342.09, 513726.56, 2051.8, 250.38, 'BGIJ26', 315.25, 637127.5, 123400.94, 24.02, 2342.09, 2375.26,
    315.25, 646829.95, 9702.45, 254.19, 'Domingo'),
  dia(6, '2026-04-06', 1.46, 411.82, 2350.42, 516076.98, 2059.1, 250.63, 'BGIJ26', 315.3, 639495.72, 123418.74, 23.91, 2350.42, 2368.22,
    315.3, 649234.23, 9738.51, 254.45, null),
  dia(7, '2026-04-07', 1.455, 413.275, 2358.73, 518435.71, 2066.38, 250.89, 'BGIJ26', 315.35, 641856.89, 123421.18, 23.81, 2358.73, 2361.17,
    315.35, 651631.36, 9774.47, 254.71, null),
  dia(8, '2026-04-08', 1.45, 414.725, 2367, 520802.71, 2073.63, 251.16, 'BGIJ26', 315.4, 644211.01, 123408.3, 23.7, 2367, 2354.12,
    315.4, 654021.33, 9810.32, 254.98, null),
  dia(9, '2026-04-09', 1.445, 416.17, 2375.25, 523177.96, 2080.85, 251.43, 'BGIJ26', 315.45, 646558.07, 123380.11, 23.58, 2375.25, 2347.06,
    315.45, 656404.13, 9846.06, 255.25, null),
  dia(10, '2026-04-10', 1.44, 417.61, 2383.47, 525561.43, 2088.05, 251.7, 'BGIJ26', 315.5, 648898.08, 123336.65, 23.47, 2383.47, 2340.01,
    315.5, 658779.78, 9881.7, 255.53, null),
];
const P1_HEDGE = { diaReferencia: 5, dataReferencia: '2026-04-05', arrobasReferencia: 2051.8, arrobasHedge: 495, percentualHedge: 24.13, precoTravado: 322 };
const PADRAO = {
  categoria: 'Boi', ajusteCategoria: 0, baseRegional: 0, baseTipo: 'RsArroba', tipoPessoa: 'Fisica', aliquotaFunrural: 1.5, freteCabeca: 0,
  jurosMensal: 0, mortalidadeMensal: 0, custoOperacionalCabecaDia: 0, custoOperacionalDia: 0,
};
const P1 = {
  loteCodigo: 'P1', dataBase: '2026-03-31', horizonteDias: 10, cabecas: 150, rendimento: 50, pesoBase: 400, dataPesoBase: '2026-03-29',
  gmdBase: 1.5, gmdOrigem: 'UltimasPesagens', custoRacaoDiaBase: 2300, custoRacaoOrigem: 'Consumos7Dias', custoTotalAtual: 502100,
  precoEquilibrioPesagem: 251.05, precoSpot: 312, carenciaAte: null, carenciaProduto: null, premissas: PADRAO,
  melhorDia: 7, melhorData: '2026-04-07', melhorMargem: 123421.18, pontoOtimoDia: 7, pontoOtimoData: '2026-04-07',
  explicacao: 'Vender em 07/04/2026 (dia 7), a maior margem entre os dias de venda: depois dele cada dia a mais custa mais do que rende (ponto otimo).',
  hedge: P1_HEDGE, dias: P1_DIAS,
};
const FIELDS = `loteId loteCodigo dataBase horizonteDias cabecas rendimento pesoBase dataPesoBase gmdBase gmdOrigem custoRacaoDiaBase
  custoRacaoOrigem custoTotalAtual precoEquilibrioPesagem precoSpot carenciaAte carenciaProduto melhorDia melhorData melhorMargem
  pontoOtimoDia pontoOtimoData explicacao
  premissas { categoria ajusteCategoria baseRegional baseTipo tipoPessoa aliquotaFunrural freteCabeca jurosMensal mortalidadeMensal
    custoOperacionalCabecaDia custoOperacionalDia }
  hedge { diaReferencia dataReferencia arrobasReferencia arrobasHedge percentualHedge precoTravado }
  dias { dia data diasConfinamento gmd pesoCabeca custoRacaoDia custoAcumulado arrobas precoEquilibrio contrato precoArroba receita
    margem margemPercentual custoMarginal receitaMarginal custoOperacionalDia jurosDia mortalidadeDia precoFisico receitaBruta funrural
    frete precoEquilibrioLiquido diaVenda bloqueio }`;

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
    // Sale days 0, 1, 2 (day 3 is Good Friday): the margin still grows on day 2, no optimal point within the horizon.
    expect(r.body).toEqual({ loteId: f.p1, ...P1, horizonteDias: 3, melhorDia: 2, melhorData: '2026-04-02', melhorMargem: 123255.22,
      pontoOtimoDia: null, pontoOtimoData: null, dias: P1_DIAS.slice(0, 4),
      explicacao: 'Vender em 02/04/2026 (dia 2), a maior margem entre os dias de venda: a margem ainda cresce no fim do horizonte; um horizonte maior pode indicar dia melhor.' });
  });

  /*
   * Over 60 days: day 31 (05-01, a holiday) is priced 316.50 + 16.50 / 29 = 317.0690 -> 317.07 on the way to BGIK26; after
   * 05-29 the curve stays at its last point, 333.00, with no contract. The margin falls after day 7 (the optimal point)
   * and rises again with May's dearer contract up to day 59 (05-29): 2410.225 arrobas x 333 = 802604.93 gross, 12039.07
   * Funrural, 790565.86 - 651825.12 of cost = 138740.74, the best; on day 60 the price stops rising and the margin falls.
   */
  it('default horizon 60: the curve moves linearly between maturities, then stays at its last point', async () => {
    const r = await s.api.get(`/api/lotes/${f.p1}/projecao`, g());
    expect(r.body.horizonteDias).toBe(60);
    expect(r.body.dias).toHaveLength(61);
    const at = (k: number) => ({ dia: r.body.dias[k].dia, data: r.body.dias[k].data, contrato: r.body.dias[k].contrato, precoArroba: r.body.dias[k].precoArroba });
    expect([at(30), at(31), at(59), at(60)]).toEqual([
      { dia: 30, data: '2026-04-30', contrato: 'BGIJ26', precoArroba: 316.5 }, { dia: 31, data: '2026-05-01', contrato: 'BGIK26', precoArroba: 317.07 },
      { dia: 59, data: '2026-05-29', contrato: 'BGIK26', precoArroba: 333 }, { dia: 60, data: '2026-05-30', contrato: null, precoArroba: 333 },
    ]);
    expect(r.body.dias.slice(0, 11)).toEqual(P1_DIAS);
    expect(r.body.dias[31]).toMatchObject({ diaVenda: false, bloqueio: 'Feriado: Dia do trabalhador' });
    expect(r.body.dias[59]).toMatchObject({ receitaBruta: 802604.93, funrural: 12039.07, receita: 790565.86, custoAcumulado: 651825.12, margem: 138740.74 });
    expect(r.body).toMatchObject({ melhorDia: 59, melhorData: '2026-05-29', melhorMargem: 138740.74, pontoOtimoDia: 7, pontoOtimoData: '2026-04-07',
      explicacao: 'Vender em 29/05/2026 (dia 59), a maior margem entre os dias de venda: a margem cai depois de 07/04/2026 (ponto otimo) mas volta a subir e supera esse pico.' });
  });

  /*
   * P2: one weighing, 386 kg on 03-21 (a = 10): gmdMedio (386 - 350) / 20 = 1.800 (GmdMedio); gains 1.8 - 0.006 j.
   * peso(0) = 386 + 18 - 0.006 x 55 = 403.670; peso(1) = 386 + 19.8 - 0.006 x 66 = 405.404; gmd(1) = 1.8 - 0.066 = 1.734.
   * No consumption: today's plan (no delivery yesterday) is 0.022 x 20 head x 386 kg / 0.88 dry matter = 193 kg, at the diet's
   * 1.25 per kg = 241.25 per day (DietaPlano); day 1: 241.25 x 405.404 / 403.670 = 242.2863 -> 242.29.
   * Hedge: reference day 1 (04-01), 20 x 405.404 x 53 / 100 / 15 = 286.4855 arrobas; H2's 165 -> 57.59 %, locked at 330.00.
   * P3: no weighing: the entry, 300 kg on 03-20 (a = 11), the default GMD 1.500 (Padrao); no feed data: cost 0 (SemDados).
   * No dataPrevistaSaida: the reference is the best day of the 60 days. Without cost the margin is the net revenue, and
   * it grows every day (the weight grows, the price rises to 05-29 and then stays at 333.00): the best is day 60 (05-30, a
   * Saturday): peso 300 + 1.5 x 71 - 0.005 x 71 x 72 / 2 = 393.720, 10 x 393.72 x 0.53 / 15 = 139.1144 arrobas, x 333 =
   * 46325.0952 -> 46325.10 gross, Funrural 694.8765 -> 694.88, receita and margem 45630.22; no optimal point.
   * H5's 330 arrobas / 139.1144 = 237.2145 % -> 237.21, locked at 340.00.
   */
  it('P2 and P3: the other sources of GMD and feed cost, and the best day as the hedge reference', async () => {
    const p2 = (await s.api.get(`/api/lotes/${f.p2}/projecao?dias=1`, g())).body;
    expect(p2).toMatchObject({ gmdBase: 1.8, gmdOrigem: 'GmdMedio', pesoBase: 386, dataPesoBase: '2026-03-21', custoRacaoDiaBase: 241.25,
      custoRacaoOrigem: 'DietaPlano', custoTotalAtual: 0, rendimento: 53, cabecas: 20 });
    expect(p2.dias.map((d: any) => [d.pesoCabeca, d.gmd, d.custoRacaoDia])).toEqual([[403.67, 1.74, 0], [405.404, 1.734, 242.29]]);
    expect(p2.hedge).toEqual({ diaReferencia: 1, dataReferencia: '2026-04-01', arrobasReferencia: 286.49, arrobasHedge: 165, percentualHedge: 57.59, precoTravado: 330 });
    const p3 = (await s.api.get(`/api/lotes/${f.p3}/projecao?dias=60`, g())).body;
    expect(p3).toMatchObject({ gmdBase: 1.5, gmdOrigem: 'Padrao', pesoBase: 300, dataPesoBase: '2026-03-20', custoRacaoDiaBase: 0,
      custoRacaoOrigem: 'SemDados', melhorDia: 60, melhorData: '2026-05-30', melhorMargem: 45630.22, pontoOtimoDia: null });
    expect(p3.dias[60]).toMatchObject({ pesoCabeca: 393.72, arrobas: 139.11, receitaBruta: 46325.1, funrural: 694.88, receita: 45630.22,
      margem: 45630.22, margemPercentual: 0, precoEquilibrio: 0 });
    expect(p3.hedge).toEqual({ diaReferencia: 60, dataReferencia: '2026-05-30', arrobasReferencia: 139.11, arrobasHedge: 330, percentualHedge: 237.21, precoTravado: 340 });
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

  it('Batch.projecao builds only the day fields the query reads (aliases, fragments): the same values as the whole', async () => {
    const whole = (await s.api.gql(`{ lotes(pageSize: 10, sortBy: codigo, sortDirection: asc) { items { projecao(dias: 10) { ${FIELDS} } } } }`, {}, g()))
      .data.lotes.items.map((i: any) => i.projecao);
    const r = await s.api.gql(`query {
      lotes(pageSize: 10, sortBy: codigo, sortDirection: asc) { items {
        a: projecao(dias: 10) { melhorDia dias { dia ...Margem } }
        b: projecao(dias: 10) { dias { ... on BatchProjectionDay { pesoCabeca bloqueio } precoEquilibrioLiquido } }
        c: projecao(dias: 10) { dias { __typename } }
      } }
    }
    fragment Margem on BatchProjectionDay { margem margemPercentual: margemPercentual }`, {}, g());
    expect(r.errors).toBeUndefined();
    const pick = (d: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, d[k]]));
    r.data.lotes.items.forEach((item: any, i: number) => {
      const full = whole[i];
      if (!full) return expect([item.a, item.b, item.c]).toEqual([null, null, null]);
      expect(item.a).toEqual({ melhorDia: full.melhorDia, dias: full.dias.map((d: any) => pick(d, ['dia', 'margem', 'margemPercentual'])) });
      expect(item.b.dias).toEqual(full.dias.map((d: any) => pick(d, ['pesoCabeca', 'bloqueio', 'precoEquilibrioLiquido'])));
      expect(item.c.dias).toEqual(full.dias.map(() => ({ __typename: 'BatchProjectionDay' })));
    });
    expect(whole.filter(Boolean)).toHaveLength(3);
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
    expect(lines[0]).toContain('dias.precoEquilibrioLiquido;dias.diaVenda;dias.bloqueio;explicacao');
    expect(lines[2]).toContain(';1;2026-04-01;62;1,485;404,47;2308,48;504408,48;2022,35;249,42;BGIJ26;315,05;627584,25;123175,77;24,42;2308,48;2403,39;'
      + '0;0;0;315,05;637141,37;9557,12;0;253,22;true;;');
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
