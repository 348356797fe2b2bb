import { ArgsType, Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { PageArgs, PageType } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { Optional, OptionalText, Range, Text } from '../../validation';

@ObjectType('Feed', { simpleResolvers: true })
export class Racao {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => String, { nullable: true }) descricao!: string | null;
  @Field(() => Float, { description: 'Cost per kg, 2 decimals' }) custoKg!: number;
  @Field(() => DateScalar) dataCompra!: string;
  @Field(() => Float, { description: 'kg, 3 decimals' }) quantidadeKg!: number;
  @Field(() => String, { nullable: true }) fornecedor!: string | null;
  @Field(() => String, { nullable: true, description: 'Returned by the REST detail read, not in REST list items' })
  composicao!: string | null;
  @Field(() => Float, { description: 'dry matter, percent (default 88)' }) materiaSecaPercentual!: number;
  @Field(() => Float, { description: 'current stock, kg; may be negative (what was fed was fed)' }) estoqueKg!: number;
  @Field(() => Float, { nullable: true, description: 'EstoqueBaixo is notified when stock falls below it' }) estoqueMinimoKg!: number | null;
  @Field(() => Float, { nullable: true, description: 'estoqueKg / mean daily consumption of the last 7 days, 1 decimal; null without consumption' })
  diasEstoque!: number | null;
}

@ObjectType('FeedPage', { simpleResolvers: true })
export class RacaoPage extends PageType(Racao, 'FeedPage') {}

@ArgsType()
export class RacoesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Matches nome or descricao, ignoring case and accents' })
  @OptionalText(200)
  search?: string | null;

  @Field(() => DateScalar, { nullable: true, description: 'dataCompra >= this day' })
  dataCompraDe?: string | null;

  @Field(() => DateScalar, { nullable: true, description: 'dataCompra <= this day' })
  dataCompraAte?: string | null;
}

// Contract 2.3. Money has 2 decimals and kg 3 (the column scales); longer fractions are rounded by PostgreSQL.
@InputType('FeedInput')
export class RacaoInput {
  @Field() @Text(1, 200) nome!: string;
  @Field(() => String, { nullable: true }) @OptionalText(1000) descricao?: string | null;
  @Field(() => Float) @Range(0, 1_000_000, { scale: 2 }) custoKg!: number;
  @Field(() => DateScalar) dataCompra!: string;
  @Field(() => Float) @Range(0, 1_000_000_000, { scale: 3 }) quantidadeKg!: number;
  @Field(() => String, { nullable: true }) @OptionalText(200) fornecedor?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(4000) composicao?: string | null;
  @Field(() => Float, { nullable: true, description: 'percent, 0 < x <= 100; default 88' })
  @Optional() @Range(0, 100, { exclusiveMin: true, scale: 2 }) materiaSecaPercentual?: number | null;
  @Field(() => Float, { nullable: true, description: 'kg, 0..1,000,000,000' })
  @Optional() @Range(0, 1_000_000_000, { scale: 3 }) estoqueMinimoKg?: number | null;
}
