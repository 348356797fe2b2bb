import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../graphql/paging';
import { Bool, IntRange, Optional, Range, Text } from '../../validation';

@ObjectType('PenBatch', { simpleResolvers: true, description: "The pen's open batch: cabecas = quantidadeAnimais minus dead and sold" })
export class CurralLote {
  @Field(() => ID) id!: string;
  @Field() codigo!: string;
  @Field(() => Int) cabecas!: number;
}

@ObjectType('Pen', { simpleResolvers: true, description: 'A pen (curral), contract 12.1' })
export class Curral {
  @Field(() => ID) id!: string;
  @Field() codigo!: string;
  @Field(() => Int, { description: 'head' }) capacidade!: number;
  @Field(() => Float, { nullable: true }) areaM2!: number | null;
  @Field() ativo!: boolean;
  /** Loaded by a field resolver (one statement per request). */
  lote?: CurralLote | null;
}

@ObjectType('PenPage', { simpleResolvers: true })
export class CurralPage extends PageType(Curral, 'PenPage') {}

@InputType('PenInput')
export class CurralInput {
  @Field() @Text(1, 50) codigo!: string;
  @Field(() => Int) @IntRange(1, 1_000_000) capacidade!: number;
  @Field(() => Float, { nullable: true }) @Optional() @Range(0, 100_000_000, { exclusiveMin: true, scale: 2 }) areaM2?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'default true' }) @Optional() @Bool() ativo?: boolean | null;
}
