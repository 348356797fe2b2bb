import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MaxItems } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { BaseArroba } from '../animal/animal.types';

/** The one margin of every new figure (issue 34): the result over the costs that produced it, as margemEstimada (10.3). */
export const MARGEM = 'resultado / custoTotal x 100, rounded to 2 places (0 without costs): the one denominator of every margem but the legacy margemLiquida';

@ObjectType('BatchesResult', { simpleResolvers: true, description: 'The result of a group of batches against their own costs (issue 34)' })
export class ResultadoLotes {
  @Field(() => Int) lotes!: number;
  @Field(() => Float, { description: 'The costs of these batches to date (contract 10.3 custoTotal, overhead share included)' }) custoTotal!: number;
  @Field(() => Float, { description: 'Sales already made from these batches (sum of valorTotal)' }) receitaVendas!: number;
  @Field(() => Float, { description: 'Open batches: their remaining heads at the latest price, on carcass arrobas (10.3 valorEstimadoVenda); closed: 0' })
  valorEstimadoVenda!: number;
  @Field(() => Float, { description: 'receitaVendas + valorEstimadoVenda - custoTotal' }) resultado!: number;
  @Field(() => Float, { description: MARGEM }) margem!: number;
}

@ObjectType('FinancialSummary', { simpleResolvers: true, description: 'Contract 10.4, over the tenant' })
export class FinanceiroSummary {
  @Field(() => Float) receitaTotal!: number;
  @Field(() => Float) custoTotal!: number;
  @Field(() => Float) lucroLiquido!: number;
  @Field(() => Float, { description: 'Legacy (contract 10.4): lucroLiquido / receitaTotal x 100 (0 without revenue), every cost of the tenant (open batches too) against the sales made; see realizado and emAndamento' })
  margemLiquida!: number;
  @Field(() => Float) custoRacao!: number;
  @Field(() => Float) custoMedicamentos!: number;
  @Field(() => Float) custoCompraAnimais!: number;
  @Field(() => Float) custoProtocolos!: number;
  @Field(() => Float, { description: 'Every other cost of the tenant, overhead included (allocated or not)' }) custoOutros!: number;
  @Field(() => Float) receitaVendas!: number;
  @Field(() => Int) totalLotesAtivos!: number;
  @Field(() => Int) totalLotesFechados!: number;
  @Field(() => ResultadoLotes, { description: 'Realized: the closed batches, their sales against their own costs' }) realizado!: ResultadoLotes;
  @Field(() => ResultadoLotes, { description: 'In progress (an estimate): the open batches, their sales so far plus their remaining heads at the latest price, against their costs to date' })
  emAndamento!: ResultadoLotes;
  @Field(() => Float, { description: 'custoTotal - realizado.custoTotal - emAndamento.custoTotal: overhead of days without an open batch, costs of deleted batches and the cents of rounding each batch\'s overhead share' })
  custoForaDosLotes!: number;
}

@ObjectType('BatchProfitability', { simpleResolvers: true, description: 'Contract 10.3 and 10.4 for one batch; the detail fields are null-free only in the detail read' })
export class RentabilidadeLote {
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => Float) custoTotal!: number;
  @Field(() => Float) custoRacao!: number;
  @Field(() => Float) custoMedicamentos!: number;
  @Field(() => Float) custoCompra!: number;
  @Field(() => Float) custoProtocolos!: number;
  @Field(() => Float) custoOutros!: number;
  @Field(() => Float, { description: 'arrobasSaida (carcass) x precoArrobaAtual; a closed batch: its real revenue (each sale on its baseArroba)' }) valorEstimadoVenda!: number;
  @Field(() => Float, { description: MARGEM }) margemEstimada!: number;
  @Field(() => Float, { nullable: true, description: 'R$ per arroba of carcass produced' }) custoPorArroba!: number | null;
  @Field(() => Float, { nullable: true, description: 'R$ per arroba of carcass' }) precoEquilibrio!: number | null;
  @Field(() => Float) custoPorAnimal!: number;
  @Field(() => Int) diasConfinamento!: number;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float, { nullable: true }) custoPorKgGanho!: number | null;
  @Field(() => Float, { nullable: true }) gmdMedio!: number | null;
  @Field(() => Float, { description: 'Arrobas of carcass (rendimentoSaida)' }) arrobasSaida!: number;
  @Field(() => Float, { description: 'Arrobas of carcass gained (entry at 50 %)' }) arrobasProduzidas!: number;
  @Field(() => Int) cabecas!: number;
  @Field() status!: string;
}

@ObjectType('CostCategory', { simpleResolvers: true })
export class CategoriaGasto {
  @Field() categoria!: string;
  @Field(() => Float) valor!: number;
  @Field(() => Float, { description: 'percent of the total; the list adds up to 100' }) percentual!: number;
}

@ObjectType('Sale', { simpleResolvers: true })
export class Venda {
  @Field(() => ID) animalId!: string;
  @Field() identificacao!: string;
  @Field() loteCodigo!: string;
  @Field(() => DateScalar) dataVenda!: string;
  @Field(() => Float) pesoVenda!: number;
  @Field(() => Float) valorArroba!: number;
  @Field(() => Float) valorTotal!: number;
  @Field(() => Float, { nullable: true, description: 'kg of carcass (romaneio); null on a live-arroba sale' }) pesoCarcaca!: number | null;
  @Field(() => Float, { nullable: true }) rendimentoCarcaca!: number | null;
  @Field(() => Float, { description: 'The arrobas the sale is priced on: round((pesoCarcaca, else pesoVenda) / 15, 2)' }) arrobas!: number;
  @Field(() => BaseArroba) baseArroba!: BaseArroba;
  // The GTA as four columns (issue 36): a report lists up to 10000 rows, and an object per row would double its
  // cost under the GraphQL limits (and add a level to its export's headers).
  @Field(() => String, { nullable: true, description: 'The GTA\'s issuing state; null without a GTA' }) gtaUf!: string | null;
  @Field(() => String, { nullable: true }) gtaSerie!: string | null;
  @Field(() => String, { nullable: true }) gtaNumero!: string | null;
  @Field(() => DateScalar, { nullable: true }) gtaDataEmissao!: string | null;
}

/** The sales report lists at most this many sales (the most recent); its totals cover all of them. */
export const MAX_VENDAS = 10_000;

@ObjectType('SalesReport', { simpleResolvers: true })
export class RelatorioVendas {
  @Field(() => Int) totalVendas!: number;
  @Field(() => Float) receitaTotal!: number;
  @Field(() => Float) pesoTotalVendido!: number;
  @Field(() => Float, { description: 'The arrobas the sales are priced on: (carcass kg of the sales with a romaneio + pesoVenda of the others) / 15; pesoTotalVendido / 15 when no sale has one' })
  arrobasTotais!: number;
  @Field(() => Float, { description: 'receitaTotal / arrobasTotais (0 without sales)' }) valorMedioArroba!: number;
  @Field(() => Float, { description: 'kg of carcass of the sales with a romaneio' }) pesoCarcacaTotal!: number;
  @Field(() => Float, { description: 'Arrobas of carcass of the sales with a romaneio' }) arrobasCarcaca!: number;
  @Field(() => Float, { description: 'Arrobas of live weight of the sales without one (contract 4.3)' }) arrobasVivas!: number;
  @Field(() => BaseArroba, { nullable: true, description: 'carcaca or viva when every sale has that basis, mista otherwise; null without sales' })
  baseArroba!: BaseArroba | null;
  @Field(() => [Venda], { description: 'dataVenda desc' }) @MaxItems(MAX_VENDAS) vendas!: Venda[];
}

@ArgsType()
export class PeriodoArgs {
  @Field(() => DateScalar, { nullable: true }) de?: string | null;
  @Field(() => DateScalar, { nullable: true }) ate?: string | null;
}

@ObjectType('AnimalResult', { simpleResolvers: true, description: 'Contract 10.4 resultado-animais: one animal of a batch' })
export class ResultadoAnimal {
  @Field(() => ID) animalId!: string;
  @Field() identificacao!: string;
  @Field(() => Float) pesoEntrada!: number;
  @Field(() => Float, { description: 'pesoVenda when sold, else the batch pesoMedioAtual (pesoSaida when closed)' }) pesoAtual!: number;
  @Field(() => Float) ganhoTotal!: number;
  @Field(() => Float, { nullable: true }) gmd!: number | null;
  @Field(() => Float, { description: 'The batch purchase cost split by pesoEntrada' }) custoCompra!: number;
  @Field(() => Float, { description: 'The batch feed cost split by head-days' }) custoRacao!: number;
  @Field(() => Float) custoMedicamentos!: number;
  @Field(() => Float) custoTotal!: number;
  @Field(() => Float) valorEstimadoVenda!: number;
  @Field(() => Float) resultadoEstimado!: number;
  @Field() status!: string;
  @Field(() => BaseArroba, { nullable: true, description: 'Of valorEstimadoVenda: a sold animal its sale\'s basis, an active one carcaca (its weight at the batch\'s yield), a dead one null' })
  baseArroba!: BaseArroba | null;
}

@ObjectType('BreedPerformance', { simpleResolvers: true })
export class DesempenhoRaca {
  @Field() raca!: string;
  @Field(() => Int) totalLotes!: number;
  @Field(() => Int) totalAnimais!: number;
  @Field(() => Int) lotesAtivos!: number;
  @Field(() => Float, { nullable: true }) gmdMedio!: number | null;
  @Field(() => Float, { nullable: true }) gmdMin!: number | null;
  @Field(() => Float, { nullable: true }) gmdMax!: number | null;
  @Field(() => Float) taxaMortalidade!: number;
  @Field(() => Float) custoTotalMedio!: number;
}

@ObjectType('ReportPeriod', { simpleResolvers: true })
export class Periodo {
  @Field(() => DateScalar) de!: string;
  @Field(() => DateScalar) ate!: string;
}

@ObjectType('FinancialReportBatch', { simpleResolvers: true })
export class RelatorioFinanceiroLote {
  @Field(() => ID) id!: string;
  @Field({ description: 'The batch codigo' }) nome!: string;
  @Field() status!: string;
  @Field(() => DateScalar) dataEntrada!: string;
  @Field(() => DateScalar, { nullable: true }) dataSaida!: string | null;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float) custoRacao!: number;
  @Field(() => Float) custoMed!: number;
  @Field(() => Float, { description: 'Other costs plus protocols' }) custoOutros!: number;
  @Field(() => Float, { description: 'custoCompra' }) custoAnimais!: number;
  @Field(() => Float) custoTotal!: number;
}

@ObjectType('FinancialReportTotals', { simpleResolvers: true })
export class RelatorioFinanceiroTotais {
  @Field(() => Float) custoTotal!: number;
  @Field(() => Float) custoRacao!: number;
  @Field(() => Float) custoMed!: number;
  @Field(() => Float) custoOutros!: number;
  @Field(() => Int) totalAnimais!: number;
}

@ObjectType('FinancialReport', { simpleResolvers: true })
export class RelatorioFinanceiro {
  @Field(() => Periodo) periodo!: Periodo;
  @Field(() => [RelatorioFinanceiroLote], { description: 'dataEntrada desc, then nome' }) @MaxItems(10_000) lotes!: RelatorioFinanceiroLote[];
  @Field(() => RelatorioFinanceiroTotais) totais!: RelatorioFinanceiroTotais;
}
