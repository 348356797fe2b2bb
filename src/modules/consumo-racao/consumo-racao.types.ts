import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { DateScalar } from '../../graphql/scalars';
import { OptionalText, Range, Uuid } from '../../validation';

// REST picks per route: the list omits observacao, the detail omits loteId, writes return both (contract 2.3).
@ObjectType('FeedConsumption', { simpleResolvers: true })
export class ConsumoRacao {
  @Field(() => ID) id!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => ID) racaoId!: string;
  @Field({ description: 'Current name of the feed (also when the feed was deleted later)' }) racaoNome!: string;
  @Field(() => Float, { description: 'kg, 3 decimals' }) quantidadeKg!: number;
  @Field(() => Float, { description: 'round(quantidadeKg * the feed custoKg at write time, 2); not rewritten by later price changes' })
  custoTotal!: number;
  @Field(() => String, { nullable: true }) observacao!: string | null;
  @Field(() => ID) loteId!: string;
}

@InputType('FeedConsumptionInput')
export class ConsumoRacaoInput {
  @Field(() => DateScalar) data!: string;
  @Field(() => ID, { description: 'A live feed of the caller tenant, else FEED_NOT_FOUND' }) @Uuid() racaoId!: string;
  @Field(() => Float) @Range(0, 1_000_000, { exclusiveMin: true, scale: 3 }) quantidadeKg!: number;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
}
