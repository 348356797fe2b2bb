import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { Optional, OneOf, Range } from '../../validation';
import { TIPOS_BASE, TIPOS_PESSOA } from './schema';

@ObjectType('SaleSettings', { simpleResolvers: true, description: "The tenant's terms of a physical sale, read by the projection (issue 34)" })
export class ConfiguracaoVenda {
  @Field(() => Float, { description: 'Regional basis on the B3 price: R$ per arroba, or percent (baseTipo)' }) baseRegional!: number;
  @Field({ description: TIPOS_BASE.join(', ') }) baseTipo!: string;
  @Field({ description: `${TIPOS_PESSOA.join(', ')}: Funrural/SENAR 1.5 % or 2.05 %` }) tipoPessoa!: string;
  @Field(() => Float, { description: 'Freight to the slaughterhouse, R$ per head' }) freteCabeca!: number;
  @Field(() => Float, { description: 'Interest on the capital in the cattle, percent per month' }) jurosMensal!: number;
  @Field(() => Float, { description: 'Expected deaths, percent of heads per month' }) mortalidadeMensal!: number;
  @Field(() => Float, { description: 'Price adjustment of a heifer batch against steers, percent (at most 0)' }) ajusteNovilha!: number;
}

/** Every field optional: an absent or null one keeps its current value. */
@InputType()
export class ConfiguracaoVendaInput {
  @Field(() => Float, { nullable: true, description: 'R$/@ in -1000..1000; percent in -50..50' }) @Optional() @Range(-1000, 1000, { scale: 2 })
  baseRegional?: number | null;
  @Field(() => String, { nullable: true }) @Optional() @OneOf(TIPOS_BASE) baseTipo?: string | null;
  @Field(() => String, { nullable: true }) @Optional() @OneOf(TIPOS_PESSOA) tipoPessoa?: string | null;
  @Field(() => Float, { nullable: true }) @Optional() @Range(0, 10_000, { scale: 2 }) freteCabeca?: number | null;
  @Field(() => Float, { nullable: true }) @Optional() @Range(0, 20, { scale: 3 }) jurosMensal?: number | null;
  @Field(() => Float, { nullable: true }) @Optional() @Range(0, 20, { scale: 3 }) mortalidadeMensal?: number | null;
  @Field(() => Float, { nullable: true }) @Optional() @Range(-50, 0, { scale: 2 }) ajusteNovilha?: number | null;
}
