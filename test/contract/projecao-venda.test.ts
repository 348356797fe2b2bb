import 'reflect-metadata';
import { fixedClock } from '../../src/clock';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { buildVendaFarm, CLOCK, type VendaFarm } from '../helpers/projecao';
import { startSuite, type Suite } from '../helpers/suite';

/*
 * Issue 34, item 3: sale advice a manager can act on (docs/projecao.md), against the farm of buildVendaFarm, by hand.
 *
 * Terms of sale (PUT /api/configuracao-venda): basis -16.50 R$/@, pessoa juridica (Funrural/SENAR 2.05 %), freight
 * R$ 40 a head, interest 1.5 % a month, mortality 0.3 % of heads a month, heifers 5 % below steers.
 * V1, 100 heifers, no weighing: base = the entry, 300 kg on 02-01 (a = 58 days), GMD 1.5 (Padrao): peso(k) = 300 +
 * 1.5 n - 0.005 n (n + 1) / 2 with n = 58 + k: 378.445 today, 379.650 tomorrow, 398.250 on day 17.
 * custoTotalAtual: purchase 300000 + feed 14000 + its overhead share 9000 x 100 / 150 = 6000 -> 320000.00.
 * Feed: 14000 / 7 = 2000.00 a day at today's weight: day 1 round(2000 x 379.65 / 378.445, 2) = 2006.37.
 * Operating cost: the overhead of 03-01..03-30 (9000) / 30 days / 150 heads of the open batches = 2.00 a head a day;
 * V1's share 9000 x 100 / (30 x 150) = 200.00 a day.
 * Interest and mortality on the capital of the day before (cost without them): day 1 on 320000: 320000 x 1.5 % / 30 =
 * 160.00 and 320000 x 0.3 % / 30 = 32.00; day 2 on 320000 + 2006.37 + 200 = 322206.37: 161.10 and 32.22.
 * custoAcumulado: day 1 320000 + 2006.37 + 200 + 160 + 32 = 322398.37.
 * Price: the curve 315 + 0.05 k (see projecao.test.ts); precoFisico = round((curve - 16.50) x 0.95, 2): today
 * 298.50 x 0.95 = 283.575 -> 283.58; day 17 (315.85 - 16.50) x 0.95 = 284.3825 -> 284.38.
 * arrobas(k) = 100 x peso x 50 / 100 / 15: today 1261.4833; receitaBruta round(1261.4833 x 283.58, 2) = 357731.44,
 * funrural round(2.05 % of it, 2) = 7333.49, frete 100 x 40 = 4000.00, receita 346397.95, margem 26397.95.
 * Withdrawal: Oxitetraciclina ends 04-17 (the vaccine 04-04): days 0..16 are blocked, whatever their margin (today's
 * is the highest of all: the margin falls every day, since a day's cost, about 2400, passes its revenue, about 1150).
 * Sale days after it: 04-17 (Fri), 04-18 (Sat), 04-20 (Mon; 04-19 a Sunday), 04-21 is Tiradentes... Day 17 is the best
 * and the optimal point: 365775.40 - 361799.34 = 3976.06.
 * precoEquilibrioPesagem: 320000 / (100 x 300 x 0.5 / 15 = 1000) = 320.00; precoEquilibrioLiquido of day 17:
 * (361799.34 + 4000) / (1327.5 x 0.9795) = 281.32.
 */
const V1_DIAS = [
  { dia: 0, data: '2026-03-31', pesoCabeca: 378.445, custoRacaoDia: 0, custoOperacionalDia: 0, jurosDia: 0, mortalidadeDia: 0, custoAcumulado: 320000, arrobas: 1261.48, precoArroba: 315, precoFisico: 283.58, receitaBruta: 357731.44, funrural: 7333.49, frete: 4000, receita: 346397.95, margem: 26397.95, custoMarginal: null, precoEquilibrioLiquido: 262.22, diaVenda: false, bloqueio: 'Carencia: Oxitetraciclina ate 2026-04-17' },
  { dia: 1, data: '2026-04-01', pesoCabeca: 379.65, custoRacaoDia: 2006.37, custoOperacionalDia: 200, jurosDia: 160, mortalidadeDia: 32, custoAcumulado: 322398.37, arrobas: 1265.5, precoArroba: 315.05, precoFisico: 283.62, receitaBruta: 358921.11, funrural: 7357.88, frete: 4000, receita: 347563.23, margem: 25164.86, custoMarginal: 2398.37, precoEquilibrioLiquido: 263.32, diaVenda: false, bloqueio: 'Carencia: Oxitetraciclina ate 2026-04-17' },
  { dia: 16, data: '2026-04-16', pesoCabeca: 397.125, custoRacaoDia: 2098.72, custoOperacionalDia: 200, jurosDia: 176.87, mortalidadeDia: 35.37, custoAcumulado: 359281.05, arrobas: 1323.75, precoArroba: 315.8, precoFisico: 284.34, receitaBruta: 376395.08, funrural: 7716.1, frete: 4000, receita: 364678.98, margem: 5397.93, custoMarginal: 2510.96, precoEquilibrioLiquido: 280.18, diaVenda: false, bloqueio: 'Carencia: Oxitetraciclina ate 2026-04-17' },
  { dia: 17, data: '2026-04-17', pesoCabeca: 398.25, custoRacaoDia: 2104.67, custoOperacionalDia: 200, jurosDia: 178.02, mortalidadeDia: 35.6, custoAcumulado: 361799.34, arrobas: 1327.5, precoArroba: 315.85, precoFisico: 284.38, receitaBruta: 377514.45, funrural: 7739.05, frete: 4000, receita: 365775.4, margem: 3976.06, custoMarginal: 2518.29, precoEquilibrioLiquido: 281.32, diaVenda: true, bloqueio: null },
  { dia: 18, data: '2026-04-18', pesoCabeca: 399.37, custoRacaoDia: 2110.58, custoOperacionalDia: 200, jurosDia: 179.18, mortalidadeDia: 35.84, custoAcumulado: 364324.94, arrobas: 1331.23, precoArroba: 315.9, precoFisico: 284.43, receitaBruta: 378642.7, funrural: 7762.18, frete: 4000, receita: 366880.52, margem: 2555.58, custoMarginal: 2525.6, precoEquilibrioLiquido: 282.47, diaVenda: true, bloqueio: null },
  { dia: 19, data: '2026-04-19', pesoCabeca: 400.485, custoRacaoDia: 2116.48, custoOperacionalDia: 200, jurosDia: 180.33, mortalidadeDia: 36.07, custoAcumulado: 366857.82, arrobas: 1334.95, precoArroba: 315.95, precoFisico: 284.48, receitaBruta: 379766.58, funrural: 7785.21, frete: 4000, receita: 367981.37, margem: 1123.55, custoMarginal: 2532.88, precoEquilibrioLiquido: 283.62, diaVenda: false, bloqueio: 'Domingo' },
  { dia: 21, data: '2026-04-21', pesoCabeca: 402.7, custoRacaoDia: 2128.18, custoOperacionalDia: 200, jurosDia: 182.65, mortalidadeDia: 36.53, custoAcumulado: 371945.31, arrobas: 1342.33, precoArroba: 316.05, precoFisico: 284.57, receitaBruta: 381987.8, funrural: 7830.75, frete: 4000, receita: 370157.05, margem: -1788.26, custoMarginal: 2547.36, precoEquilibrioLiquido: 285.93, diaVenda: false, bloqueio: 'Feriado: Dia de Tiradentes' },
];
const TERMOS = { baseRegional: -16.5, baseTipo: 'RsArroba', tipoPessoa: 'Juridica', freteCabeca: 40, jurosMensal: 1.5, mortalidadeMensal: 0.3, ajusteNovilha: -5 };
const PADRAO = { baseRegional: 0, baseTipo: 'RsArroba', tipoPessoa: 'Fisica', freteCabeca: 0, jurosMensal: 0, mortalidadeMensal: 0, ajusteNovilha: 0 };

let s: Suite;
let f: VendaFarm;

beforeAll(async () => {
  s = await startSuite('venda', { clock: fixedClock(CLOCK) });
  f = await buildVendaFarm(s.t, s.api, s.a);
});
afterAll(() => s.t.close());

describe('GET/PUT /api/configuracao-venda: the tenant terms of sale', () => {
  it('defaults until saved; Admin and Gerente read, Admin writes; Operador 403, no token 401', async () => {
    expect((await s.api.get('/api/configuracao-venda', s.gerente)).body).toEqual(PADRAO);
    expectProblem(await s.api.get('/api/configuracao-venda', s.operador), 403, 'FORBIDDEN');
    expectProblem(await s.api.get('/api/configuracao-venda'), 401, 'UNAUTHENTICATED');
    expectProblem(await s.api.put('/api/configuracao-venda', TERMOS, s.gerente), 403, 'FORBIDDEN');
    const r = await s.api.put('/api/configuracao-venda', TERMOS, s.admin);
    expect([r.status, r.body]).toEqual([200, TERMOS]);
    // Another tenant keeps its own (the defaults).
    expect((await s.api.get('/api/configuracao-venda', s.b.users.Admin.token)).body).toEqual(PADRAO);
    const g = await s.api.gql('{ configuracaoVenda { baseRegional baseTipo tipoPessoa freteCabeca jurosMensal mortalidadeMensal ajusteNovilha } }', {}, s.gerente);
    expect(g.data.configuracaoVenda).toEqual(TERMOS);
  });

  it('validates every field; a field left out keeps its value; a basis in percent stays within 50 %', async () => {
    const bad = { baseRegional: 1000.01, baseTipo: 'Reais', tipoPessoa: 'Rural', freteCabeca: -1, jurosMensal: 20.001, mortalidadeMensal: -0.1, ajusteNovilha: 1 };
    expectFieldErrors(await s.api.put('/api/configuracao-venda', bad, s.admin), Object.keys(bad));
    expectFieldErrors(await s.api.put('/api/configuracao-venda', { baseTipo: 'Percentual', baseRegional: -50.01 }, s.admin), ['baseRegional']);
    // Judged merged with the stored terms: -60 R$/@ is fine, -60 % is not.
    expect((await s.api.put('/api/configuracao-venda', { baseRegional: -60 }, s.admin)).status).toBe(200);
    expectFieldErrors(await s.api.put('/api/configuracao-venda', { baseTipo: 'Percentual' }, s.admin), ['baseRegional']);
    await s.api.put('/api/configuracao-venda', { baseRegional: -16.5 }, s.admin);
    const g = await s.api.gql('mutation { updateConfiguracaoVenda(input: { freteCabeca: 40 }) { freteCabeca baseRegional } }', {}, s.admin);
    expect(g.data.updateConfiguracaoVenda).toEqual({ freteCabeca: 40, baseRegional: -16.5 });
    expect((await s.api.get('/api/configuracao-venda', s.admin)).body).toEqual(TERMOS);
  });

  it('a batch has a categoria, Boi unless told: Novilha, else 400', async () => {
    expect((await s.api.get(`/api/lotes/${f.v1}`, s.gerente)).body.categoria).toBe('Novilha');
    expect((await s.api.get(`/api/lotes/${f.v2}`, s.gerente)).body.categoria).toBe('Boi');
    const body = { codigo: 'VX', dataEntrada: '2026-03-01', pesoMedioEntrada: 300, quantidadeAnimais: 5, categoria: 'Vaca' };
    expectFieldErrors(await s.api.post('/api/lotes', body, s.gerente), ['categoria']);
  });
});

describe('GET /api/lotes/{id}/projecao: sale advice to the cent', () => {
  it('V1 over 30 days: no sale inside the withdrawal, the physical price, every part of the marginal cost', async () => {
    const r = await s.api.get(`/api/lotes/${f.v1}/projecao?dias=30`, s.gerente);
    expect(r.status).toBe(200);
    const p = r.body;
    expect(p).toMatchObject({
      custoTotalAtual: 320000, pesoBase: 300, gmdOrigem: 'Padrao', custoRacaoDiaBase: 2000, precoEquilibrioPesagem: 320,
      carenciaAte: '2026-04-17', carenciaProduto: 'Oxitetraciclina',
      premissas: { categoria: 'Novilha', ajusteCategoria: -5, baseRegional: -16.5, baseTipo: 'RsArroba', tipoPessoa: 'Juridica', aliquotaFunrural: 2.05,
        freteCabeca: 40, jurosMensal: 1.5, mortalidadeMensal: 0.3, custoOperacionalCabecaDia: 2, custoOperacionalDia: 200 },
      melhorDia: 17, melhorData: '2026-04-17', melhorMargem: 3976.06, pontoOtimoDia: 17, pontoOtimoData: '2026-04-17',
      explicacao: 'Vender em 17/04/2026 (dia 17), a maior margem entre os dias de venda: depois dele cada dia a mais custa mais do que rende '
        + '(ponto otimo). Antes de 17/04/2026 o lote esta em carencia (Oxitetraciclina).',
    });
    for (const d of V1_DIAS) expect(p.dias[d.dia]).toMatchObject(d);
    // Every day before the withdrawal end is blocked for it, with its end; the marginal cost is the sum of its parts.
    expect(p.dias.filter((d: any) => d.data < '2026-04-17').map((d: any) => d.bloqueio)).toEqual(Array(17).fill('Carencia: Oxitetraciclina ate 2026-04-17'));
    for (const d of p.dias.slice(1)) {
      expect(Math.round((d.custoRacaoDia + d.custoOperacionalDia + d.jurosDia + d.mortalidadeDia) * 100)).toBe(Math.round(d.custoMarginal * 100));
    }
    expect(p.dias.filter((d: any) => !d.diaVenda && d.data >= '2026-04-17').map((d: any) => [d.data, d.bloqueio])).toEqual([
      ['2026-04-19', 'Domingo'], ['2026-04-21', 'Feriado: Dia de Tiradentes'], ['2026-04-26', 'Domingo']]);
    const g = await s.api.gql(`query($id: ID!) { projecaoLote(loteId: $id, dias: 30) { melhorDia carenciaAte explicacao
      dias { dia custoOperacionalDia jurosDia mortalidadeDia precoFisico funrural frete receita margem diaVenda bloqueio } } }`, { id: f.v1 }, s.gerente);
    expect(g.data.projecaoLote.melhorDia).toBe(17);
    expect(g.data.projecaoLote.dias.map((d: any) => [d.dia, d.margem, d.bloqueio])).toEqual(p.dias.map((d: any) => [d.dia, d.margem, d.bloqueio]));
  });

  it('a horizon inside the withdrawal has no sale day: no best day, and says why', async () => {
    const p = (await s.api.get(`/api/lotes/${f.v1}/projecao?dias=10`, s.gerente)).body;
    expect(p).toMatchObject({ melhorDia: null, melhorData: null, melhorMargem: null, pontoOtimoDia: null, pontoOtimoData: null,
      explicacao: 'Nenhum dia de venda nos 10 dias da projecao. Antes de 17/04/2026 o lote esta em carencia (Oxitetraciclina).' });
    expect(p.dias.every((d: any) => !d.diaVenda)).toBe(true);
    // The hedge share is still read on a day: the horizon's end.
    expect(p.hedge).toMatchObject({ diaReferencia: 10, dataReferencia: '2026-04-10', arrobasReferencia: 1300.9 });
  });

  /*
   * A basis of -5 % and pessoa fisica: precoFisico = round(curve x 0.95 x 0.95, 2): today 315 x 0.9025 = 284.2875 ->
   * 284.29; day 17 315.85 x 0.9025 = 285.0546 -> 285.05; 1327.5 x 285.05 = 378403.875 -> 378403.88 gross, Funrural 1.5 %
   * 5676.06, receita 378403.88 - 5676.06 - 4000 = 368727.82. V2 (steers): no category adjustment: today 315 x 0.95 = 299.25.
   */
  it('a basis in percent, pessoa fisica, and a steer batch without the heifer adjustment', async () => {
    await s.api.put('/api/configuracao-venda', { baseRegional: -5, baseTipo: 'Percentual', tipoPessoa: 'Fisica' }, s.admin);
    const p = (await s.api.get(`/api/lotes/${f.v1}/projecao?dias=30`, s.gerente)).body;
    expect(p.dias[0].precoFisico).toBe(284.29);
    expect(p.dias[17]).toMatchObject({ precoFisico: 285.05, receitaBruta: 378403.88, funrural: 5676.06, frete: 4000, receita: 368727.82 });
    const v2 = (await s.api.get(`/api/lotes/${f.v2}/projecao?dias=1`, s.gerente)).body;
    expect(v2.premissas).toMatchObject({ categoria: 'Boi', ajusteCategoria: 0, aliquotaFunrural: 1.5, custoOperacionalCabecaDia: 2, custoOperacionalDia: 100 });
    expect(v2.dias.map((d: any) => [d.precoFisico, d.custoOperacionalDia])).toEqual([[299.25, 0], [299.3, 100]]);
    await s.api.put('/api/configuracao-venda', TERMOS, s.admin);
  });
});
