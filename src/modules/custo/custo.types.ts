import { ValidateIf } from '../../class-validator';
import { ArgsType, Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { PageArgs, PageType } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { OneOf, OptionalText, Range, Uuid } from '../../validation';
import { CATEGORIAS_CUSTO } from './schema';

@ObjectType('Cost', { simpleResolvers: true })
export class Custo {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'null: overhead, shared by the batches open on `data` by head count' })
  loteId!: string | null;
  @Field({ description: CATEGORIAS_CUSTO.join(', ') }) categoria!: string;
  @Field(() => String, { nullable: true }) descricao!: string | null;
  @Field(() => Float, { description: 'R$, 2 decimals' }) valor!: number;
  @Field(() => DateScalar) data!: string;
}

@ObjectType('CostPage', { simpleResolvers: true })
export class CustoPage extends PageType(Custo, 'CostPage') {}

@ArgsType()
export class CustosArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Costs of this batch (its own, not its share of overhead)' })
  @ValidateIf((_o, v) => v != null) @Uuid()
  loteId?: string | null;

  @Field(() => String, { nullable: true }) @ValidateIf((_o, v) => v != null) @OneOf(CATEGORIAS_CUSTO)
  categoria?: string | null;

  @Field(() => DateScalar, { nullable: true, description: 'data >= this day' }) de?: string | null;
  @Field(() => DateScalar, { nullable: true, description: 'data <= this day' }) ate?: string | null;
}

@InputType('CostInput')
export class CustoInput {
  @Field(() => ID, { nullable: true, description: 'A live batch of the caller tenant (else 400), open (else BATCH_CLOSED); null: overhead' })
  @ValidateIf((_o, v) => v != null) @Uuid()
  loteId?: string | null;

  @Field() @OneOf(CATEGORIAS_CUSTO) categoria!: string;
  @Field(() => String, { nullable: true }) @OptionalText(1000) descricao?: string | null;
  @Field(() => Float) @Range(0, 1_000_000_000_000, { exclusiveMin: true, scale: 2 }) valor!: number;
  @Field(() => DateScalar) data!: string;
}
