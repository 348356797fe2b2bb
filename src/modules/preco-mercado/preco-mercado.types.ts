import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ValidateIf } from '../../class-validator';
import { MaxItems } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { IntRange, OneOf, OptionalText, Range } from '../../validation';
import { FONTES } from './schema';

@ObjectType({ simpleResolvers: true })
export class PriceRecord {
  @Field(() => ID) id!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => Float) precoArroba!: number;
  @Field(() => Float, { description: 'precoArroba minus the previous record of the same source' }) variacao!: number;
  @Field(() => Float) variacaoPercentual!: number;
  @Field() fonte!: string;
  @Field(() => String, { nullable: true }) indice!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class PriceSummary {
  @Field(() => PriceRecord, { nullable: true }) ultimoPreco!: PriceRecord | null;
  @Field(() => Float) mediaMovel7d!: number;
  @Field(() => Float) mediaMovel30d!: number;
  @Field(() => [PriceRecord]) @MaxItems(30) historico!: PriceRecord[];
}

@ArgsType()
export class ResumoArgs {
  @Field({ nullable: true, defaultValue: 'PRIMARY' }) @OneOf(FONTES) fonte!: string;
}

@ArgsType()
export class HistoricoArgs {
  @Field({ nullable: true, defaultValue: 'PRIMARY' }) @OneOf(FONTES) fonte!: string;
  @Field(() => Int, { nullable: true, defaultValue: 90 }) @IntRange(1, 3650) dias!: number;
}

@InputType()
export class CreatePriceRecordInput {
  @Field(() => DateScalar) data!: string;
  @Field(() => Float) @Range(0, 100_000, { exclusiveMin: true, scale: 2 }) precoArroba!: number;
  @Field({ nullable: true, description: 'MANUAL (default); other sources are written by ingestion only' })
  @ValidateIf((_o, v) => v != null) @OneOf(FONTES)
  fonte?: string;
  @Field({ nullable: true }) @OptionalText(100) indice?: string;
}
