// What the "when to sell" section shows (issue 29): the projection of each open batch and the hedge positions, as
// tables of field, label and format (pure: unit-tested in test/unit/web-logic.test.ts). The section only lays them out.
import { porcento, type Campo } from './economia';
import { data, moeda, numero } from './format';

export type ProjecaoResumo = {
  melhorDia: number | null; melhorData: string | null; melhorMargem: number | null; pontoOtimoDia: number | null; pontoOtimoData: string | null;
  precoSpot: number; explicacao: string; carenciaAte: string | null; precoEquilibrioPesagem: number | null; hedge: { arrobasReferencia: number; arrobasHedge: number; percentualHedge: number | null; precoTravado: number | null };
};
/** Issue 34: a batch's physical margin with its share of the hedge result, and whether it sold more arrobas than it will have. */
export type MargemTravadaResumo = { margemFisica: number; resultadoHedge: number; margemTravada: number; percentualHedge: number | null; sobreHedge: boolean };
export type LoteProjecao = { id: string; codigo: string; projecao: ProjecaoResumo | null; margemTravada?: MargemTravadaResumo | null };
export type DiaProjecao = {
  dia: number; data: string; margem: number; precoEquilibrio: number | null; precoArroba: number; contrato: string | null;
  precoFisico?: number; diaVenda?: boolean;
};

/** A day after today, as the page writes it: "03/04/2026 (dia 3)". */
export const diaDeSaida = (iso: string, dia: number) => `${data(iso)} (dia ${numero(dia)})`;

/** The classic optimal point, or why there is none: marginal revenue still covers marginal cost at the horizon's end. */
export const pontoOtimo = (p: ProjecaoResumo, horizonte: number) =>
  p.pontoOtimoDia === null || p.pontoOtimoData === null ? `Após ${numero(horizonte)} dias` : diaDeSaida(p.pontoOtimoData, p.pontoOtimoDia);

/**
 * One row per open batch: [field key for the tests, label, value of the row]. One answer per batch (issue 34): the best
 * sale day, and the optimal point beside it as the first peak of the margin, with the API's sentence reconciling them.
 */
export const COLUNAS_PROJECAO: [string, string, (p: ProjecaoResumo, horizonte: number) => string][] = [
  ['melhorDia', 'Melhor dia de venda', (p) => (p.melhorDia === null || p.melhorData === null ? 'Nenhum no horizonte' : diaDeSaida(p.melhorData, p.melhorDia))],
  ['melhorMargem', 'Margem líquida no melhor dia', (p) => (p.melhorMargem === null ? '-' : moeda(p.melhorMargem))],
  ['pontoOtimoDia', 'Ponto ótimo (primeiro pico da margem)', pontoOtimo],
  ['carenciaAte', 'Carência até', (p) => (p.carenciaAte === null ? '-' : data(p.carenciaAte))],
  ['precoEquilibrioPesagem', 'Equilíbrio na última pesagem (R$/@, o da rentabilidade)', (p) => (p.precoEquilibrioPesagem === null ? '-' : moeda(p.precoEquilibrioPesagem))],
  ['percentualHedge', 'Arrobas com hedge', (p) => (p.hedge.percentualHedge === null ? '-' : porcento(p.hedge.percentualHedge))],
  ['precoTravado', 'Preço travado (R$/@)', (p) => (p.hedge.precoTravado === null ? '-' : moeda(p.hedge.precoTravado))],
  ['explicacao', 'Recomendação', (p) => p.explicacao],
];

/** After COLUNAS_PROJECAO, the locked margin's cells: [field, label, value of the row]. */
export const COLUNAS_TRAVA: [keyof MargemTravadaResumo & string, string, (m: MargemTravadaResumo) => string][] = [
  ['resultadoHedge', 'Resultado do hedge (parte do lote)', (m) => moeda(m.resultadoHedge)],
  ['margemTravada', 'Margem travada (física + hedge)', (m) => moeda(m.margemTravada)],
  ['sobreHedge', 'Cobertura', (m) => (m.sobreHedge ? `Sobre-hedge: ${porcento(m.percentualHedge ?? 0)} das arrobas` : 'Dentro das arrobas projetadas')],
];

/** The value a cell of COLUNAS_PROJECAO carries in data-valor (the API's value, or null). */
export const valorProjecao = (p: ProjecaoResumo, campo: string): number | string | null =>
  campo === 'percentualHedge' || campo === 'precoTravado' ? p.hedge[campo] : (p as unknown as Record<string, number | string | null>)[campo];

/** The chart's line: margin by exit day (lightweight-charts takes YYYY-MM-DD as a business day). */
export const serieMargem = (dias: DiaProjecao[]) => dias.map((d) => ({ time: d.data, value: d.margem }));

/** Text alternative of the chart (its aria-label). */
export function descreveGrafico(codigo: string, dias: DiaProjecao[], melhorDia: number | null): string {
  if (dias.length === 0) return `Sem projeção de ${codigo}`;
  const melhor = dias.find((d) => d.dia === melhorDia);
  if (!melhor) return `Margem projetada de ${codigo}: nenhum dia de venda de ${data(dias[0].data)} a ${data(dias[dias.length - 1].data)}`;
  return `Margem projetada de ${codigo} por dia de saída, de ${data(dias[0].data)} a ${data(dias[dias.length - 1].data)}; `
    + `melhor dia ${data(melhor.data)}: ${moeda(melhor.margem)} a ${moeda(melhor.precoArroba)} por arroba`;
}

export type Hedge = {
  id: string; contrato: string; vencimento: string; direcao: string; quantidadeContratos: number; precoEntrada: number; dataEntrada: string;
  status: string; precoAtual: number | null; cotacaoEm: string | null; resultado: number | null; lotes: { codigo: string }[];
  contratosAbertos: number; resultadoRealizado: number; resultadoAberto: number | null;
};
export type HedgeResumo = Record<'posicoesAbertas' | 'posicoesSemCotacao' | 'arrobasLiquidas' | 'resultadoAberto' | 'resultadoRealizado' | 'resultadoTotal', number>;

/** The register's cards. */
export const CARTOES_HEDGE: Campo<HedgeResumo>[] = [
  ['resultadoAberto', 'Resultado em aberto (marcado a mercado)', moeda],
  ['resultadoRealizado', 'Resultado realizado', moeda],
  ['resultadoTotal', 'Resultado do hedge', moeda],
  ['arrobasLiquidas', 'Arrobas vendidas (líquidas)', (n) => `${numero(n)} @`],
];

/** One row per open position (after the contract). */
export const COLUNAS_HEDGE: Campo<Hedge>[] = [
  ['quantidadeContratos', 'Contratos', (n) => numero(n)],
  ['contratosAbertos', 'Em aberto', (n) => numero(n)],
  ['precoEntrada', 'Entrada (R$/@)', moeda],
  ['precoAtual', 'Cotação (R$/@)', moeda],
  ['resultadoRealizado', 'Realizado (saídas)', moeda],
  ['resultadoAberto', 'Em aberto (marcado)', moeda],
  ['resultado', 'Resultado', moeda],
];
