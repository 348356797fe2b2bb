import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateScalar } from '../../graphql/scalars';
import { IntRange } from '../../validation';
import { PROJECAO } from './projecao.rules';

@ArgsType()
export class MargemTravadaArgs {
  @Field(() => Int, { defaultValue: PROJECAO.diasPadrao, description: `The projection's horizon, 1..${PROJECAO.diasMax}: melhorDia, the day of reference without dataPrevistaSaida` })
  @IntRange(1, PROJECAO.diasMax)
  dias!: number;
}

@ObjectType('BatchLockedMargin', { simpleResolvers: true, description: "An open batch's margin with its hedge (issue 34): physical margin on the day of reference plus its share of the hedge result" })
export class MargemTravada {
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => Int, { description: 'The projection\'s hedge.diaReferencia: dataPrevistaSaida (within 0..180 days), else melhorDia' }) diaReferencia!: number;
  @Field(() => DateScalar) dataReferencia!: string;
  @Field(() => Float, { description: 'Projected arrobas on the day of reference' }) arrobasReferencia!: number;
  @Field(() => Float, { description: 'Sold minus bought open arrobas of the linked positions, each split evenly among its live batches' }) arrobasHedge!: number;
  @Field(() => Float, { nullable: true, description: 'arrobasHedge / arrobasReferencia x 100' }) percentualHedge!: number | null;
  @Field({ description: 'percentualHedge above 100: more arrobas sold than the batch will have' }) sobreHedge!: boolean;
  @Field(() => Float, { nullable: true, description: 'Arroba-weighted mean entry of the linked open sold positions' }) precoTravado!: number | null;
  @Field(() => Float, { description: 'The projection\'s margem on the day of reference (the physical sale)' }) margemFisica!: number;
  @Field(() => Float, { description: 'Share of the realized results of the linked positions (partial and closing exits)' }) resultadoHedgeRealizado!: number;
  @Field(() => Float, { description: 'Share of the open contracts marked to market (positions without a quote left out)' }) resultadoHedgeAberto!: number;
  @Field(() => Float, { description: 'resultadoHedgeRealizado + resultadoHedgeAberto' }) resultadoHedge!: number;
  @Field(() => Int, { description: 'Linked positions with open contracts and no quote (not in resultadoHedgeAberto)' }) posicoesSemCotacao!: number;
  @Field(() => Float, { description: 'margemFisica + resultadoHedge' }) margemTravada!: number;
}
