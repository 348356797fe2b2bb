import { ValidateIf } from '../../class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LimitArgs, PageArgs, PageType } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { IntRange, MAX_PESO_KG, OptionalText, Range, Uuid } from '../../validation';

@ObjectType('Weighing', { simpleResolvers: true, description: 'A weighing (pesagem) of a batch: mean weight per head on a date.' })
export class Pesagem {
  @Field(() => ID) id!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => Float, { description: 'kg per head' }) pesoMedio!: number;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => String, { nullable: true }) observacao!: string | null;
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
}

@ObjectType({ simpleResolvers: true })
export class WeighingPage extends PageType(Pesagem, 'WeighingPage') {}

@ArgsType()
export class PesagensArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'only this batch' })
  @ValidateIf((_o, v) => v !== undefined && v !== null) @Uuid()
  loteId?: string;
}

// A batch's weighings are an unpaged array; GraphQL lists are bounded (contract 6), far above any real feedlot cycle.
export const MAX_PER_LOTE = 1000;

/** pesagensDoLote: the latest `limit` weighings (default and most 1000, as the REST array has always been). */
@ArgsType()
export class PesagensDoLoteArgs extends LimitArgs(MAX_PER_LOTE, MAX_PER_LOTE) {}

@InputType()
export class PesagemInput {
  @Field(() => DateScalar, { description: 'not before the batch dataEntrada' }) data!: string;
  @Field(() => Float) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) pesoMedio!: number;
  @Field(() => Int) @IntRange(1, 1_000_000) quantidadeAnimais!: number;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
}
