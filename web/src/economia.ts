// What the economics and feeding sections show, as tables of field, label and format (pure: unit-tested in
// test/unit/web-logic.test.ts). The sections only lay these out.
import { moeda, numero } from './format';
import { ajusteDaNota, NOTAS_COCHO as REGRA_COCHO } from '../../src/modules/trato/nota-cocho';

/** A column or card: the API field, its Portuguese label, and how its value is written (null: "-"). */
export type Campo<T> = [field: keyof T & string, label: string, format: (v: number) => string];

export const porcento = (n: number) => `${numero(n, 2)} %`;
export const kg = (n: number) => `${numero(n, 0)} kg`;

/** Writes a field of a row; a null (not computable, e.g. no arrobas produced yet) is "-". */
export const valor = (v: unknown, format: (n: number) => string) => (typeof v === 'number' ? format(v) : '-');

/** Issue 34: a group of batches against its own costs; its margem is over those costs, as every margin the page shows. */
export type ResultadoLotes = Record<'lotes' | 'custoTotal' | 'receitaVendas' | 'valorEstimadoVenda' | 'resultado' | 'margem', number>;

export type TotaisFinanceiro = Record<
  'receitaTotal' | 'custoTotal' | 'lucroLiquido' | 'margemLiquida' | 'custoRacao' | 'custoMedicamentos' | 'custoCompraAnimais'
  | 'custoProtocolos' | 'custoOutros' | 'receitaVendas' | 'totalLotesAtivos' | 'totalLotesFechados' | 'custoForaDosLotes', number>;

export type Financeiro = TotaisFinanceiro & { realizado: ResultadoLotes; emAndamento: ResultadoLotes };

/**
 * Contract 10.4, the tenant's totals. The legacy margemLiquida (all costs, open batches' too, over the sales made) is not
 * shown: every margin of the page is a result over the costs that produced it (realizado, emAndamento, margemEstimada).
 */
export const CARTOES_FINANCEIRO: Campo<TotaisFinanceiro>[] = [
  ['receitaTotal', 'Receita de vendas', moeda],
  ['custoTotal', 'Custo total', moeda],
  ['lucroLiquido', 'Vendas menos todos os custos (lotes abertos inclusive)', moeda],
  ['custoCompraAnimais', 'Compra de animais', moeda],
  ['custoRacao', 'Ração', moeda],
  ['custoMedicamentos', 'Medicamentos', moeda],
  ['custoProtocolos', 'Protocolos sanitários', moeda],
  ['custoOutros', 'Outros custos', moeda],
  ['custoForaDosLotes', 'Custos fora dos lotes', moeda],
];

/** The closed batches: what they sold against what they cost. */
export const CARTOES_REALIZADO: Campo<ResultadoLotes>[] = [
  ['lotes', 'Lotes fechados', (n) => numero(n)],
  ['receitaVendas', 'Vendas', moeda],
  ['custoTotal', 'Custo dos lotes fechados', moeda],
  ['resultado', 'Resultado realizado', moeda],
  ['margem', 'Margem realizada (sobre o custo)', porcento],
];

/** The open batches, an estimate: their sales so far and their heads at today's price against their costs to date. */
export const CARTOES_EM_ANDAMENTO: Campo<ResultadoLotes>[] = [
  ['lotes', 'Lotes abertos', (n) => numero(n)],
  ['receitaVendas', 'Vendas já feitas', moeda],
  ['valorEstimadoVenda', 'Venda estimada (@ de carcaça ao preço atual)', moeda],
  ['custoTotal', 'Custo até hoje', moeda],
  ['resultado', 'Resultado estimado', moeda],
  ['margem', 'Margem estimada (sobre o custo)', porcento],
];

export type Rentabilidade = {
  loteId: string; loteCodigo: string; custoTotal: number; custoRacao: number; custoMedicamentos: number; custoCompra: number;
  custoProtocolos: number; custoOutros: number; valorEstimadoVenda: number; margemEstimada: number; custoPorArroba: number | null;
  precoEquilibrio: number | null; custoPorAnimal: number; diasConfinamento: number; quantidadeAnimais: number;
};

/** Contract 10.4, one row per open batch. */
export const COLUNAS_RENTABILIDADE: Campo<Rentabilidade>[] = [
  ['diasConfinamento', 'Dias', (n) => numero(n)],
  ['quantidadeAnimais', 'Cabeças', (n) => numero(n)],
  ['custoTotal', 'Custo total', moeda],
  ['custoPorAnimal', 'Custo por animal', moeda],
  ['custoPorArroba', 'Custo da @ de carcaça produzida', moeda],
  ['precoEquilibrio', 'Preço de equilíbrio (R$/@ de carcaça)', moeda],
  ['valorEstimadoVenda', 'Venda estimada (@ de carcaça)', moeda],
  ['margemEstimada', 'Margem estimada (sobre o custo)', porcento],
];

/** A result's colour class: profit green, loss red, zero plain. */
export const sinal = (n: number) => (n > 0 ? 'alta' : n < 0 ? 'baixa' : '');

export type Trato = {
  loteId: string; loteCodigo: string; curralCodigo: string; dietaId: string; dietaNome: string; cabecas: number;
  notaCocho: number | null; kgPrevisto: number; kgPrevistoPorCabeca: number; kgFornecidoOntem: number | null;
  confirmacaoId: string | null; kgFornecido: number | null;
};

/** Contract 12.3: what each bunk score means, and how it moves today's plan (12.4): the plan's own table. */
export const NOTAS_COCHO = REGRA_COCHO.map((n) => `${n.rotulo} (${ajusteDaNota(n.nota)})`);
export const notaCocho = (n: number | null) => (n === null ? 'Sem leitura' : `${n} · ${NOTAS_COCHO[n] ?? ''}`.trim());

/** Contract 12.4, one row per batch (after pen, batch and diet). */
export const COLUNAS_TRATO: Campo<Trato>[] = [
  ['cabecas', 'Cabeças', (n) => numero(n)],
  ['kgPrevisto', 'Previsto hoje', kg],
  ['kgPrevistoPorCabeca', 'Por cabeça', (n) => `${numero(n, 2)} kg`],
  ['kgFornecidoOntem', 'Fornecido ontem', kg],
  ['kgFornecido', 'Fornecido hoje', kg],
];

/** The footer of the plan: the day's totals (a batch without a delivery yesterday adds nothing to that total). */
export function totaisTrato(itens: Trato[]): { cabecas: number; kgPrevisto: number; kgFornecidoOntem: number; confirmados: number } {
  return itens.reduce((t, i) => ({
    cabecas: t.cabecas + i.cabecas,
    kgPrevisto: t.kgPrevisto + i.kgPrevisto,
    kgFornecidoOntem: t.kgFornecidoOntem + (i.kgFornecidoOntem ?? 0),
    confirmados: t.confirmados + (i.confirmacaoId ? 1 : 0),
  }), { cabecas: 0, kgPrevisto: 0, kgFornecidoOntem: 0, confirmados: 0 });
}
