import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ValidateIf, ValidateNested } from '../../class-validator';
import { DateScalar } from '../../graphql/scalars';
import { Uuid } from '../../validation';
import { AnimalStatus } from '../animal/animal.types';
import { SERIE } from '../gta/gta.rules';
import { Gta, GtaInput, isNumeroGta, Shape, UF_SET } from '../gta/gta.types';

export enum TipoMovimentacao {
  Entrada = 'Entrada',
  Saida = 'Saida',
}
registerEnumType(TipoMovimentacao, { name: 'TipoMovimentacao', description: 'Entrada (a purchase), Saida (the sales of a batch on a day)' });

/** The reports list at most this many movements (the most recent). */
export const MAX_MOVIMENTACOES = 10_000;

@ObjectType('Movement', { simpleResolvers: true, description: 'An entry (one purchase) or an exit (the animals of one batch sold on one day under one GTA)' })
export class Movimentacao {
  @Field(() => TipoMovimentacao) tipo!: TipoMovimentacao;
  @Field(() => DateScalar, { description: 'dataCompra of an entry, dataVenda of an exit' }) data!: string;
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => ID, { nullable: true, description: 'The purchase of an entry; null on an exit' }) compraId!: string | null;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float, { description: 'kg of live weight' }) pesoTotal!: number;
  // The GTA as four columns (issue 36): the report lists up to 10000 rows, and an object per row would double its
  // cost under the GraphQL limits (and add a level to its export's headers).
  @Field(() => String, { nullable: true, description: 'The GTA\'s issuing state; null without a GTA' }) gtaUf!: string | null;
  @Field(() => String, { nullable: true }) gtaSerie!: string | null;
  @Field(() => String, { nullable: true }) gtaNumero!: string | null;
  @Field(() => DateScalar, { nullable: true }) gtaDataEmissao!: string | null;
}

const Optional = () => ValidateIf((_o, v) => v !== undefined && v !== null);

@ArgsType()
export class MovimentacoesArgs {
  @Field(() => TipoMovimentacao, { nullable: true }) tipo?: TipoMovimentacao | null;
  @Field(() => DateScalar, { nullable: true, description: 'Movements on or after this day' }) de?: string | null;
  @Field(() => DateScalar, { nullable: true, description: 'Movements on or before this day' }) ate?: string | null;
  @Field(() => ID, { nullable: true }) @Optional() @Uuid() loteId?: string | null;
}

@ArgsType()
export class MovimentacoesGtaArgs extends MovimentacoesArgs {
  @Field(() => String, { nullable: true, description: 'The GTA\'s issuing state' })
  @Optional() @Shape('gtaUf', (v) => UF_SET.has(v), 'deve ser a sigla de uma das 27 unidades da federacao (ex.: SP, MT, GO)')
  gtaUf?: string | null;

  @Field(() => String, { nullable: true }) @Optional() @Shape('gtaSerie', (v) => SERIE.test(v), 'deve ter de 1 a 3 letras ou digitos')
  gtaSerie?: string | null;

  @Field(() => String, { nullable: true, description: 'Leading zeros do not matter' })
  @Optional() @Shape('gtaNumero', isNumeroGta, 'deve ter de 1 a 9 digitos e nao ser zero')
  gtaNumero?: string | null;
}

@ObjectType('SaleGta', { simpleResolvers: true })
export class VendaGta {
  @Field(() => ID) id!: string;
  @Field(() => AnimalStatus) status!: AnimalStatus;
  @Field(() => DateScalar) dataVenda!: string;
  @Field(() => Gta) gta!: Gta;
}

@InputType('ExitGtaInput')
export class SaidaGtaInput {
  @Field(() => DateScalar, { description: 'The day of the sales the GTA covers' }) dataVenda!: string;
  @Field(() => GtaInput) @ValidateNested() gta!: GtaInput;
}

@ObjectType('ExitGta', { simpleResolvers: true, description: 'The GTA written on a batch\'s sales of one day that had none' })
export class SaidaGta {
  @Field(() => ID) loteId!: string;
  @Field(() => DateScalar) dataVenda!: string;
  @Field(() => Int, { description: 'Sold animals that took the GTA' }) quantidadeAnimais!: number;
  @Field(() => Gta) gta!: Gta;
}

@InputType('ExitGtaKeyInput', { description: 'A GTA written on sales, by its issuing state, series and number' })
export class SaidaGtaChaveInput {
  @Field({ description: 'One of the 27 units of the federation (AC..TO, DF)' })
  @Shape('gtaUf', (v) => UF_SET.has(v), 'deve ser a sigla de uma das 27 unidades da federacao (ex.: SP, MT, GO)')
  uf!: string;

  @Field({ description: '1 to 3 letters or digits' }) @Shape('gtaSerie', (v) => SERIE.test(v), 'deve ter de 1 a 3 letras ou digitos')
  serie!: string;

  @Field({ description: '1 to 9 digits; leading zeros do not matter' }) @Shape('gtaNumero', isNumeroGta, 'deve ter de 1 a 9 digitos e nao ser zero')
  numero!: string;
}
