import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MaxItems } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';

@ObjectType('FinancialSummary', { simpleResolvers: true, description: 'Contract 10.4, over the tenant' })
export class FinanceiroSummary {
  @Field(() => Float) receitaTotal!: number;
  @Field(() => Float) custoTotal!: number;
  @Field(() => Float) lucroLiquido!: number;
  @Field(() => Float, { description: 'lucroLiquido / receitaTotal x 100 (0 without revenue)' }) margemLiquida!: number;
  @Field(() => Float) custoRacao!: number;
  @Field(() => Float) custoMedicamentos!: number;
  @Field(() => Float) custoCompraAnimais!: number;
  @Field(() => Float) custoProtocolos!: number;
  @Field(() => Float, { description: 'Every other cost of the tenant, overhead included (allocated or not)' }) custoOutros!: number;
  @Field(() => Float) receitaVendas!: number;
  @Field(() => Int) totalLotesAtivos!: number;
  @Field(() => Int) totalLotesFechados!: number;
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
  @Field(() => Float, { description: 'arrobasSaida x precoArrobaAtual; a closed batch: its real revenue' }) valorEstimadoVenda!: number;
  @Field(() => Float) margemEstimada!: number;
  @Field(() => Float, { nullable: true }) custoPorArroba!: number | null;
  @Field(() => Float, { nullable: true, description: 'R$ per arroba' }) precoEquilibrio!: number | null;
  @Field(() => Float) custoPorAnimal!: number;
  @Field(() => Int) diasConfinamento!: number;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float, { nullable: true }) custoPorKgGanho!: number | null;
  @Field(() => Float, { nullable: true }) gmdMedio!: number | null;
  @Field(() => Float) arrobasSaida!: number;
  @Field(() => Float) arrobasProduzidas!: number;
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
}

/** The sales report lists at most this many sales (the most recent); its totals cover all of them. */
export const MAX_VENDAS = 10_000;

@ObjectType('SalesReport', { simpleResolvers: true })
export class RelatorioVendas {
  @Field(() => Int) totalVendas!: number;
  @Field(() => Float) receitaTotal!: number;
  @Field(() => Float) pesoTotalVendido!: number;
  @Field(() => Float, { description: 'pesoTotalVendido / 15' }) arrobasTotais!: number;
  @Field(() => Float) valorMedioArroba!: number;
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
