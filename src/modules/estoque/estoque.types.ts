import { Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DateScalar } from '../../graphql/scalars';
import { Range } from '../../validation';

export enum TipoMovimento {
  Entrada = 'Entrada',
  Consumo = 'Consumo',
}
registerEnumType(TipoMovimento, { name: 'FeedMovementType' });

@ObjectType('FeedEntry', { simpleResolvers: true, description: 'A stock entry, with the feed stock and weighted-average custoKg after it' })
export class EntradaRacao {
  @Field(() => ID) id!: string;
  @Field(() => ID) racaoId!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => Float) quantidadeKg!: number;
  @Field(() => Float, { description: 'price of this entry, R$/kg' }) custoKg!: number;
  @Field(() => Float, { description: "the feed's stock after the entry" }) estoqueKg!: number;
  @Field(() => Float, { description: "the feed's custoKg after the entry (weighted mean)" }) custoMedioKg!: number;
}

@InputType('FeedEntryInput')
export class EntradaRacaoInput {
  @Field(() => DateScalar) data!: string;
  @Field(() => Float) @Range(0, 1_000_000_000, { exclusiveMin: true, scale: 3 }) quantidadeKg!: number;
  @Field(() => Float) @Range(0, 1_000_000, { scale: 2 }) custoKg!: number;
}

@ObjectType('FeedMovement', { simpleResolvers: true, description: 'An entry (+kg) or a consumption (-kg) of a feed' })
export class MovimentoRacao {
  @Field(() => ID) id!: string;
  @Field(() => TipoMovimento) tipo!: TipoMovimento;
  @Field(() => DateScalar) data!: string;
  @Field(() => Float, { description: 'signed: entries add, consumptions draw down' }) quantidadeKg!: number;
  @Field(() => Float, { description: 'R$/kg of the entry, or of the consumption when it was written' }) custoKg!: number;
  @Field(() => Float) custoTotal!: number;
  @Field(() => ID, { nullable: true }) loteId!: string | null;
  @Field(() => String, { nullable: true }) loteCodigo!: string | null;
  @Field(() => ID, { nullable: true, description: 'the trato confirmation a consumption came from' }) confirmacaoId!: string | null;
}
