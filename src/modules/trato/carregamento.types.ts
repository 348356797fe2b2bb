import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MaxItems } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { MAX_INGREDIENTES } from '../dieta/dieta.types';

@ObjectType('MixerLoadIngredient', { simpleResolvers: true })
export class CargaIngrediente {
  @Field(() => ID) racaoId!: string;
  @Field() racaoNome!: string;
  @Field(() => Float, { description: 'kg of this feed in each load, 3 decimals' }) kg!: number;
}

/** Diets a day's loads may list (the cost rule counts at this size). */
export const MAX_DIETAS_DIA = 200;

@ObjectType('MixerLoads', { simpleResolvers: true, description: "One diet's kg of the day split into the fewest equal loads not above the capacity (contract 12.6)" })
export class Carregamento {
  @Field(() => ID) dietaId!: string;
  @Field() dietaNome!: string;
  @Field(() => Float, { description: 'confirmed kg where the day is confirmed, else planned kg' }) kgTotal!: number;
  @Field(() => Int) numeroCargas!: number;
  @Field(() => Float, { description: 'kgTotal / numeroCargas, 3 decimals: every load is the same' }) kgPorCarga!: number;
  @MaxItems(MAX_INGREDIENTES) @Field(() => [CargaIngrediente], { description: 'what goes into each load' }) ingredientes!: CargaIngrediente[];
}

@ObjectType('FeedingEfficiencyPeriod', { simpleResolvers: true })
export class PeriodoEficiencia {
  @Field(() => DateScalar) de!: string;
  @Field(() => DateScalar) ate!: string;
  @Field(() => Int, { description: 'calendar days, both ends included' }) dias!: number;
  @Field(() => Float, { description: 'kg as fed' }) kgFornecido!: number;
  @Field(() => Float, { description: 'kg of dry matter' }) kgMateriaSeca!: number;
  @Field(() => Float, { nullable: true, description: 'kg DM / (cabecas x dias), 3 decimals' }) materiaSecaPorCabecaDia!: number | null;
  @Field(() => Float, { description: 'cabecas x weight gained in the period, kg' }) ganhoKg!: number;
  @Field(() => Float, { nullable: true, description: 'kg DM per kg gained; null without gain' }) conversaoAlimentar!: number | null;
  @Field(() => Float) custoRacao!: number;
  @Field(() => Float, { nullable: true, description: 'custoRacao / ganhoKg; null without gain' }) custoPorKgGanho!: number | null;
}

@ObjectType('FeedingEfficiency', { simpleResolvers: true, description: "A batch's feeding efficiency over its stay and its last 30 days (contract 12.6)" })
export class Eficiencia {
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => Int) cabecas!: number;
  @Field(() => PeriodoEficiencia) total!: PeriodoEficiencia;
  @Field(() => PeriodoEficiencia) ultimos30Dias!: PeriodoEficiencia;
}
