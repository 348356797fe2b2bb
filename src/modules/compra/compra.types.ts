import { ValidateIf, ValidateNested } from '../../class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateScalar } from '../../graphql/scalars';
import { IntRange, OptionalText, Range } from '../../validation';
import { Gta, GtaInput } from '../gta/gta.types';

@ObjectType('Purchase', { simpleResolvers: true })
export class Compra {
  @Field(() => ID) id!: string;
  @Field(() => ID) loteId!: string;
  @Field(() => DateScalar) dataCompra!: string;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float, { description: 'kg of live weight, 3 decimals' }) pesoTotal!: number;
  @Field(() => Float, { description: 'R$, 2 decimals' }) valorTotal!: number;
  @Field(() => Float) frete!: number;
  @Field(() => Float) comissao!: number;
  @Field(() => String, { nullable: true }) vendedor!: string | null;
  @Field(() => String, { nullable: true }) observacoes!: string | null;
  @Field(() => Float, { description: 'round(valorTotal / quantidadeAnimais, 2)' }) valorCabeca!: number;
  @Field(() => Float, { description: 'round(valorTotal / (pesoTotal / 30), 2): a live arroba is 30 kg' }) valorArroba!: number;
  @Field(() => Gta, { nullable: true, description: 'The entry\'s GTA (issue 36); null without one' }) gta!: Gta | null;
}

const MAX_MONEY = 1_000_000_000_000;

@InputType('PurchaseInput')
export class CompraInput {
  @Field(() => DateScalar) dataCompra!: string;
  @Field(() => Int) @IntRange(1, 1_000_000) quantidadeAnimais!: number;
  @Field(() => Float) @Range(0, 1_000_000_000, { exclusiveMin: true, scale: 3 }) pesoTotal!: number;
  @Field(() => Float) @Range(0, MAX_MONEY, { scale: 2 }) valorTotal!: number;
  @Field(() => Float, { nullable: true, description: 'Default 0' }) @ValidateIf((_o, v) => v != null) @Range(0, MAX_MONEY, { scale: 2 }) frete?: number | null;
  @Field(() => Float, { nullable: true, description: 'Default 0' }) @ValidateIf((_o, v) => v != null) @Range(0, MAX_MONEY, { scale: 2 }) comissao?: number | null;
  @Field(() => String, { nullable: true }) @OptionalText(200) vendedor?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacoes?: string | null;
  @Field(() => GtaInput, { nullable: true, description: 'The entry\'s GTA (issue 36). Absent: kept as it is on PUT; null: removed' })
  @ValidateIf((_o, v) => v != null) @ValidateNested()
  gta?: GtaInput | null;
}
