import { Role } from '../../src/auth/actor';
import { marketQuotes } from '../../src/modules/market/schema';
import { precosMercado } from '../../src/modules/preco-mercado/schema';
import type { Client, TestApp } from './app';
import type { TestTenant } from './factories';

/*
 * The hand-computed farm of the projection and hedge suites (business today 2026-03-31; docs/projecao.md has the rules).
 * Market (global): BGIH26 315.00 (expires 2026-03-31), BGIJ26 310.00 then 316.50 (expires 2026-04-30), BGIK26 333.00
 * (expires 2026-05-29), no quote of BGIM26; the continuous BGI1! at 400.00 (never part of the curve); PRIMARY records
 * 300.00 (03-29) and 312.00 (03-30): the spot price is 312.00.
 * P1: 150 head of 300 kg entered 2026-01-29 (61 days today), rendimentoEstimado 50, dataPrevistaSaida 2026-04-05,
 *     purchase 450000; weighings 340 (02-20), 370 (03-09), 400 (03-29); feed at R$ 1.00/kg: 30000 kg on 03-10, 5000 on
 *     03-23, 16100 on 03-27, 1000 on 03-31 (custoRacao 52100, custoTotal 502100.00).
 * P2: 20 head of 350 kg entered 2026-03-01 in pen C1 on diet D1 (100 % of a feed at R$ 1.25/kg, 88 % dry matter) since
 *     03-01, dataPrevistaSaida 2026-04-01; one weighing, 386 kg on 03-21; no consumption, nothing else.
 * P3: 10 head of 300 kg entered 2026-03-20; nothing else. P4: closed.
 * Hedges: H1 Venda 2 BGIJ26 at 320.00 (P1); H2 Venda 1 BGIK26 at 330.00 (P1 and P2); H3 Compra 1 BGIJ26 at 317.00 (P1);
 *     H4 Venda 1 BGIJ26 at 325.00 closed at 319.00 on 03-25 (P1); H5 Venda 1 BGIM26 at 340.00 (P3).
 */
export const HOJE = '2026-03-31';

/** The market of the farm (global rows): the quotes of the header comment. */
async function insertQuotes(t: TestApp) {
  const q = (contractCode: string, price: number, at: string) => ({
    symbol: 'BOI', contractCode, price, openPrice: price, highPrice: price, lowPrice: price, variationPercent: 0, volume: 1, source: 'mock',
    quoteTimestamp: new Date(at),
  });
  await t.app.database.db.insert(marketQuotes).values([
    q('BGIH26', 315, '2026-03-31T13:00:00Z'), q('BGIJ26', 310, '2026-03-30T18:00:00Z'), q('BGIJ26', 316.5, '2026-03-31T14:00:00Z'),
    q('BGIK26', 333, '2026-03-31T14:00:00Z'), q('BGI1!', 400, '2026-03-31T14:30:00Z'),
  ]).onConflictDoNothing();
}
export const CLOCK = '2026-03-31T15:00:00Z';

export type ProjecaoFarm = { p1: string; p2: string; p3: string; p4: string; hedges: string[] };

export async function buildProjecaoFarm(t: TestApp, api: Client, tenant: TestTenant): Promise<ProjecaoFarm> {
  const g = tenant.users[Role.Gerente].token;
  const ok = (path: string, body: unknown, method: 'post' | 'put' = 'post') => api.must(method, path, body, g);
  await insertQuotes(t);
  await t.app.database.db.insert(precosMercado).values([
    { data: '2026-03-29', precoArroba: 300, fonte: 'PRIMARY' }, { data: '2026-03-30', precoArroba: 312, fonte: 'PRIMARY' },
  ]).onConflictDoNothing();

  const r1 = await ok('/api/racoes', { nome: 'Racao P1', custoKg: 1, dataCompra: '2026-01-01', quantidadeKg: 100000 });
  const r2 = await ok('/api/racoes', { nome: 'Racao P2', custoKg: 1.25, dataCompra: '2026-01-01', quantidadeKg: 100000 });
  const p1 = (await ok('/api/lotes', { codigo: 'P1', dataEntrada: '2026-01-29', pesoMedioEntrada: 300, quantidadeAnimais: 150, rendimentoEstimado: 50, dataPrevistaSaida: '2026-04-05' })).id;
  await ok(`/api/lotes/${p1}/compras`, { dataCompra: '2026-01-28', quantidadeAnimais: 150, pesoTotal: 45000, valorTotal: 450000 });
  for (const [data, pesoMedio] of [['2026-02-20', 340], ['2026-03-09', 370], ['2026-03-29', 400]] as const) {
    await ok(`/api/lotes/${p1}/pesagens`, { data, pesoMedio, quantidadeAnimais: 150 });
  }
  for (const [data, quantidadeKg] of [['2026-03-10', 30000], ['2026-03-23', 5000], ['2026-03-27', 16100], ['2026-03-31', 1000]] as const) {
    await ok(`/api/lotes/${p1}/consumos-racao`, { data, racaoId: r1.id, quantidadeKg });
  }
  const curral = await ok('/api/currais', { codigo: 'C1', capacidade: 50 });
  const dieta = await ok('/api/dietas', { nome: 'D1', ingredientes: [{ racaoId: r2.id, percentual: 100 }] });
  const p2 = (await ok('/api/lotes', { codigo: 'P2', dataEntrada: '2026-03-01', pesoMedioEntrada: 350, quantidadeAnimais: 20, dataPrevistaSaida: '2026-04-01', curralId: curral.id })).id;
  await ok(`/api/lotes/${p2}/dieta`, { dietaId: dieta.id, desde: '2026-03-01' }, 'put');
  await ok(`/api/lotes/${p2}/pesagens`, { data: '2026-03-21', pesoMedio: 386, quantidadeAnimais: 20 });
  const p3 = (await ok('/api/lotes', { codigo: 'P3', dataEntrada: '2026-03-20', pesoMedioEntrada: 300, quantidadeAnimais: 10 })).id;
  const p4 = (await ok('/api/lotes', { codigo: 'P4', dataEntrada: '2026-01-10', pesoMedioEntrada: 300, quantidadeAnimais: 10 })).id;
  await ok(`/api/lotes/${p4}/fechar`, { pesoSaida: 450, rendimentoCarcaca: 52 });

  const hedge = (contrato: string, direcao: string, quantidadeContratos: number, precoEntrada: number, dataEntrada: string, loteIds: string[], exit = {}) =>
    ok('/api/hedges', { contrato, direcao, quantidadeContratos, precoEntrada, dataEntrada, loteIds, ...exit });
  const hedges = [
    await hedge('BGIJ26', 'Venda', 2, 320, '2026-03-02', [p1]),
    await hedge('BGIK26', 'Venda', 1, 330, '2026-03-10', [p1, p2]),
    await hedge('BGIJ26', 'Compra', 1, 317, '2026-03-20', [p1]),
    await hedge('BGIJ26', 'Venda', 1, 325, '2026-03-05', [p1], { precoSaida: 319, dataSaida: '2026-03-25' }),
    await hedge('BGIM26', 'Venda', 1, 340, '2026-03-30', [p3]),
  ].map((h) => h.id as string);
  return { p1, p2, p3, p4, hedges };
}

/*
 * The farm of the sale-advice suite (issue 34, business today 2026-03-31, the market of buildProjecaoFarm's quotes):
 * V1: 100 heifers (categoria Novilha) of 300 kg entered 2026-02-01, rendimentoEstimado 50, purchase 300000; no weighing;
 *     feed: 14000 kg at R$ 1.00 on 03-30; Oxitetraciclina applied 03-20 with 28 days of withdrawal (ends 04-17), a vaccine
 *     protocol realized 03-25 with 10 days (ends 04-04).
 * V2: 50 steers of 300 kg entered 2026-03-01, rendimentoEstimado 50; nothing else.
 * Overhead: Energia 9000.00 on 03-15 (both batches open that day: V1 takes 100/150 of it, 6000.00; V2 3000.00).
 */
export type VendaFarm = { v1: string; v2: string };

export async function buildVendaFarm(t: TestApp, api: Client, tenant: TestTenant): Promise<VendaFarm> {
  const g = tenant.users[Role.Gerente].token;
  const ok = (path: string, body: unknown) => api.must('post', path, body, g);
  await insertQuotes(t);
  const racao = await ok('/api/racoes', { nome: 'Racao V', custoKg: 1, dataCompra: '2026-01-01', quantidadeKg: 100000 });
  const v1 = (await ok('/api/lotes', { codigo: 'V1', dataEntrada: '2026-02-01', pesoMedioEntrada: 300, quantidadeAnimais: 100, rendimentoEstimado: 50, categoria: 'Novilha' })).id;
  const v2 = (await ok('/api/lotes', { codigo: 'V2', dataEntrada: '2026-03-01', pesoMedioEntrada: 300, quantidadeAnimais: 50, rendimentoEstimado: 50 })).id;
  await ok(`/api/lotes/${v1}/compras`, { dataCompra: '2026-01-31', quantidadeAnimais: 100, pesoTotal: 30000, valorTotal: 300000 });
  await ok(`/api/lotes/${v1}/consumos-racao`, { data: '2026-03-30', racaoId: racao.id, quantidadeKg: 14000 });
  await ok(`/api/lotes/${v1}/medicamentos`, { nome: 'Oxitetraciclina', tipo: 'Antibiotico', dataAplicacao: '2026-03-20', quantidadeAnimais: 100, custoUnitario: 0, carenciaDias: 28 });
  const vacina = await ok(`/api/lotes/${v1}/protocolos`, { produto: 'Vacina', tipo: 'Vacina', dataPrevista: '2026-03-25', carenciaDias: 10 });
  await ok(`/api/lotes/${v1}/protocolos/${vacina.id}/realizar`, { dataRealizada: '2026-03-25' });
  await ok('/api/custos', { categoria: 'Energia', valor: 9000, data: '2026-03-15' });
  return { v1, v2 };
}
