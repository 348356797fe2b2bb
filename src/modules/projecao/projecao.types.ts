import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MaxItems } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { IntRange } from '../../validation';
import { PROJECAO } from './projecao.rules';

/**
 * Days one projection computes per batch, whatever `dias` asks: the series also reaches the planned exit (up to
 * `diasMax` days away), the hedge's day of reference. The cost rule counts a projection at this size (issue 33).
 */
export const DIAS_CALCULADOS = PROJECAO.diasMax + 1;

@ArgsType()
export class ProjecaoArgs {
  @Field(() => Int, { defaultValue: PROJECAO.diasPadrao, description: `Days after today, 1..${PROJECAO.diasMax}` })
  @IntRange(1, PROJECAO.diasMax)
  dias!: number;
}

@ObjectType('BatchProjectionDay', { simpleResolvers: true, description: 'One exit day of a batch projection (docs/projecao.md)' })
export class DiaProjecao {
  @Field(() => Int, { description: 'Days after today (0: today)' }) dia!: number;
  @Field(() => DateScalar) data!: string;
  @Field(() => Int) diasConfinamento!: number;
  @Field(() => Float, { description: 'Projected GMD of the day, kg/day' }) gmd!: number;
  @Field(() => Float, { description: 'Projected live weight per head, kg' }) pesoCabeca!: number;
  @Field(() => Float, { description: 'Feed cost of the day (0 on day 0)' }) custoRacaoDia!: number;
  @Field(() => Float, { description: "The batch's share of the tenant's daily overhead (0 on day 0)" }) custoOperacionalDia!: number;
  @Field(() => Float, { description: "Interest of the day on the day before's capital (0 on day 0)" }) jurosDia!: number;
  @Field(() => Float, { description: "Expected mortality of the day on the day before's capital (0 on day 0)" }) mortalidadeDia!: number;
  @Field(() => Float, { description: "Today's custoTotal (contract 10.3) plus every cost of the days up to this one" }) custoAcumulado!: number;
  @Field(() => Float, { description: 'cabecas x pesoCabeca x rendimento / 100 / 15' }) arrobas!: number;
  @Field(() => Float, { nullable: true, description: 'custoAcumulado / arrobas, R$ per arroba' }) precoEquilibrio!: number | null;
  @Field(() => Float, { nullable: true, description: 'The physical price per arroba whose sale, less Funrural and freight, pays custoAcumulado' })
  precoEquilibrioLiquido!: number | null;
  @Field(() => String, { nullable: true, description: 'The next futures contract maturing on or after the day; null: after the last one' }) contrato!: string | null;
  @Field(() => Float, { description: 'The B3 curve on the day, interpolated by date between its points, R$ per arroba' }) precoArroba!: number;
  @Field(() => Float, { description: 'precoArroba with the regional basis and the category adjustment, R$ per arroba' }) precoFisico!: number;
  @Field(() => Float, { description: 'arrobas x precoFisico' }) receitaBruta!: number;
  @Field(() => Float, { description: 'Funrural/SENAR on receitaBruta' }) funrural!: number;
  @Field(() => Float, { description: 'Freight to the slaughterhouse' }) frete!: number;
  @Field(() => Float, { description: 'receitaBruta - funrural - frete' }) receita!: number;
  @Field(() => Float, { description: 'receita - custoAcumulado' }) margem!: number;
  @Field(() => Float, { description: 'margem / custoAcumulado x 100 (0 when no cost)' }) margemPercentual!: number;
  @Field(() => Float, { nullable: true, description: 'custoAcumulado minus the day before (null on day 0)' }) custoMarginal!: number | null;
  @Field(() => Float, { nullable: true, description: 'receita minus the day before (null on day 0)' }) receitaMarginal!: number | null;
  @Field({ description: 'A sale day: not a Sunday, a national holiday nor inside a withdrawal period' }) diaVenda!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the day is not a sale day (withdrawal first, with its end)' }) bloqueio!: string | null;
}

@ObjectType('BatchSaleTerms', { simpleResolvers: true, description: 'What the physical sale of the projection is priced with' })
export class PremissasVenda {
  @Field() categoria!: string;
  @Field(() => Float, { description: 'Percent on the price (ajusteNovilha for a heifer batch, else 0)' }) ajusteCategoria!: number;
  @Field(() => Float) baseRegional!: number;
  @Field() baseTipo!: string;
  @Field() tipoPessoa!: string;
  @Field(() => Float, { description: 'Funrural/SENAR, percent' }) aliquotaFunrural!: number;
  @Field(() => Float) freteCabeca!: number;
  @Field(() => Float, { description: 'Percent per month' }) jurosMensal!: number;
  @Field(() => Float, { description: 'Percent of heads per month' }) mortalidadeMensal!: number;
  @Field(() => Float, { description: "The tenant's overhead of the last 30 days per day and head of its open batches" }) custoOperacionalCabecaDia!: number;
  @Field(() => Float, { description: "The batch's share of it per day" }) custoOperacionalDia!: number;
}

@ObjectType('BatchHedgeShare', { simpleResolvers: true, description: "The batch's linked open futures positions against its projected arrobas" })
export class HedgeDoLote {
  @Field(() => Int, { description: "The day of reference: dataPrevistaSaida (within 0..180 days), else melhorDia, else the horizon's end" }) diaReferencia!: number;
  @Field(() => DateScalar) dataReferencia!: string;
  @Field(() => Float, { description: 'Projected arrobas on the day of reference' }) arrobasReferencia!: number;
  @Field(() => Float, { description: 'Sold minus bought arrobas of the linked open positions (each split evenly among its batches)' })
  arrobasHedge!: number;
  @Field(() => Float, { nullable: true, description: 'arrobasHedge / arrobasReferencia x 100' }) percentualHedge!: number | null;
  @Field(() => Float, { nullable: true, description: 'Arroba-weighted mean entry price of the linked open sold positions' })
  precoTravado!: number | null;
}

@ObjectType('BatchProjection', { simpleResolvers: true, description: 'When to sell an open batch: its projection against the futures curve' })
export class ProjecaoLote {
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => DateScalar, { description: 'Today, the business date of day 0' }) dataBase!: string;
  @Field(() => Int) horizonteDias!: number;
  @Field(() => Int) cabecas!: number;
  @Field(() => Float, { description: 'rendimentoEstimado, percent' }) rendimento!: number;
  @Field(() => Float, { description: 'pesoMedioAtual: the latest weighing, else the entry weight' }) pesoBase!: number;
  @Field(() => DateScalar, { description: 'Date of pesoBase (the entry without a weighing)' }) dataPesoBase!: string;
  @Field(() => Float, { description: 'GMD on the base date, kg/day' }) gmdBase!: number;
  @Field({ description: 'UltimasPesagens, GmdMedio or Padrao' }) gmdOrigem!: string;
  @Field(() => Float, { description: 'Feed cost per day at the base weight' }) custoRacaoDiaBase!: number;
  @Field({ description: 'Consumos7Dias, DietaPlano or SemDados' }) custoRacaoOrigem!: string;
  @Field(() => Float, { description: 'custoTotal of contract 10.3 today' }) custoTotalAtual!: number;
  @Field(() => Float, { nullable: true, description: "custoTotalAtual / arrobas at pesoBase: rentabilidade's precoEquilibrio" })
  precoEquilibrioPesagem!: number | null;
  @Field(() => Float, { description: 'precoArrobaAtual (contract 5), the curve point of today when no contract expires today' }) precoSpot!: number;
  @Field(() => DateScalar, { nullable: true, description: 'The end of the withdrawal period when after today: no sale before it' }) carenciaAte!: string | null;
  @Field(() => String, { nullable: true, description: 'The product whose withdrawal ends last' }) carenciaProduto!: string | null;
  @Field(() => PremissasVenda) premissas!: PremissasVenda;
  @Field(() => Int, { nullable: true, description: 'The sale day of the best margin (the first of equals); null: no sale day in the horizon' })
  melhorDia!: number | null;
  @Field(() => DateScalar, { nullable: true }) melhorData!: string | null;
  @Field(() => Float, { nullable: true }) melhorMargem!: number | null;
  @Field(() => Int, { nullable: true, description: 'The sale day before the first sale day whose margin is lower; null: none within the horizon' })
  pontoOtimoDia!: number | null;
  @Field(() => DateScalar, { nullable: true }) pontoOtimoData!: string | null;
  @Field({ description: 'The answer in words: the day to sell and how the optimal point relates to it' }) explicacao!: string;
  @Field(() => HedgeDoLote) hedge!: HedgeDoLote;
  @Field(() => [DiaProjecao], { description: 'Day 0 (today) to horizonteDias' }) @MaxItems(DIAS_CALCULADOS)
  dias!: DiaProjecao[];
}
