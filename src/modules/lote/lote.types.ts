import { registerDecorator, ValidateIf } from '../../class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MaxItems, PageArgs, PageType } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { IntRange, MAX_PESO_KG, OneOf, Optional, OptionalText, Range, Text, Uuid } from '../../validation';
import { CATEGORIAS_LOTE } from './schema';

export enum LoteStatus {
  Aberto = 'Aberto',
  Fechado = 'Fechado',
}

export enum LoteSortBy {
  codigo = 'codigo',
  dataEntrada = 'dataEntrada',
  quantidadeAnimais = 'quantidadeAnimais',
}

export enum LoteSortDirection {
  asc = 'asc',
  desc = 'desc',
}

registerEnumType(LoteStatus, { name: 'BatchStatus' });
registerEnumType(LoteSortBy, { name: 'BatchSortBy' });
registerEnumType(LoteSortDirection, { name: 'BatchSortDirection' });

const MAX_ANIMAIS = 1_000_000;

/** The date must not be earlier than another date field of the same object (both YYYY-MM-DD, so text order is date order). */
const NotBefore = (other: string, message: string) => (target: object, key: string) =>
  registerDecorator({
    name: 'notBefore', target: target.constructor, propertyName: key, constraints: [other], options: { message },
    validator: {
      validate: (v: unknown, args) => {
        const base = (args?.object as Record<string, unknown>)[other];
        return typeof v !== 'string' || typeof base !== 'string' || v >= base;
      },
    },
  });

@ObjectType('Batch', { simpleResolvers: true, description: 'A batch (lote) of animals. KPI fields are computed in SQL.' })
export class Lote {
  @Field(() => ID) id!: string;
  @Field() codigo!: string;
  @Field(() => String, { nullable: true }) descricao!: string | null;
  @Field(() => LoteStatus) status!: LoteStatus;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float, { description: 'kg per head' }) pesoMedioEntrada!: number;
  @Field(() => DateScalar) dataEntrada!: string;
  @Field(() => DateScalar, { nullable: true }) dataPrevistaSaida!: string | null;
  @Field(() => String, { nullable: true }) raca!: string | null;
  @Field(() => String, { nullable: true }) cidade!: string | null;
  @Field(() => ID, { nullable: true, description: 'The pen (contract 12.1)' }) curralId!: string | null;
  @Field(() => Float, { nullable: true, description: 'kg per head, set by fecharLote' }) pesoSaida!: number | null;
  @Field(() => Float, { nullable: true, description: 'percent, set by fecharLote' }) rendimentoCarcaca!: number | null;
  @Field(() => DateScalar, { nullable: true }) dataSaida!: string | null;
  @Field(() => Float, { description: 'Expected carcass yield of the open batch, percent (default 53); contract 10.3' })
  rendimentoEstimado!: number;
  @Field({ description: `${CATEGORIAS_LOTE.join(', ')}: a heifer batch sells at ajusteNovilha (configuracaoVenda); default Boi` })
  categoria!: string;

  @Field(() => Float, { description: 'pesoMedio of the latest weighing, else pesoMedioEntrada (kg)' })
  pesoMedioAtual?: number;
  @Field(() => Float, { nullable: true, description: 'kg/day up to the latest weighing; null without a weighing after entry' })
  gmdMedio?: number | null;
  @Field(() => Int, { description: 'business today (or dataSaida) minus dataEntrada' })
  diasConfinamento?: number;
  @Field(() => Float) custoTotalRacao?: number;
  @Field(() => Float) custoTotalMedicamentos?: number;
  @Field(() => Float, { nullable: true, description: '(pesoSaida - pesoMedioEntrada) / diasConfinamento, kg/day' })
  gmdFinal?: number | null;
  @Field(() => DateScalar, { nullable: true, description: 'the latest withdrawal end (protocols, medications) after business today; null when none' })
  carenciaAte?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class BatchPage extends PageType(Lote, 'BatchPage') {}

@ObjectType('BatchClosing', { simpleResolvers: true })
export class LoteFechamento {
  @Field(() => ID) id!: string;
  @Field(() => LoteStatus) status!: LoteStatus;
  @Field(() => Float) pesoSaida!: number;
  @Field(() => Float) rendimentoCarcaca!: number;
  @Field(() => Float, { nullable: true }) gmdFinal!: number | null;
  @Field(() => Int) diasConfinamento!: number;
}

@ArgsType()
export class LotesArgs extends PageArgs {
  @Field({ nullable: true, description: 'codigo or descricao, case- and accent-insensitive' }) @OptionalText(200)
  search?: string;

  @Field(() => LoteStatus, { nullable: true }) status?: LoteStatus;
  @Field({ nullable: true }) @OptionalText(100) raca?: string;
  @Field({ nullable: true }) @OptionalText(100) cidade?: string;
  @Field(() => DateScalar, { nullable: true, description: 'inclusive' }) dataEntradaDe?: string;
  @Field(() => DateScalar, { nullable: true, description: 'inclusive' }) dataEntradaAte?: string;
  @Field(() => LoteSortBy, { nullable: true, description: 'default dataEntrada' }) sortBy?: LoteSortBy;
  @Field(() => LoteSortDirection, { nullable: true, description: 'default desc' }) sortDirection?: LoteSortDirection;
}

@InputType()
export class LoteInput {
  @Field() @Text(1, 50) codigo!: string;
  @Field(() => String, { nullable: true }) @OptionalText(1000) descricao?: string | null;
  @Field(() => DateScalar) dataEntrada!: string;
  @Field(() => DateScalar, { nullable: true }) @NotBefore('dataEntrada', 'nao pode ser anterior a dataEntrada')
  dataPrevistaSaida?: string | null;

  @Field(() => Float) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) pesoMedioEntrada!: number;
  @Field(() => Int) @IntRange(1, MAX_ANIMAIS) quantidadeAnimais!: number;
  @Field(() => String, { nullable: true }) @OptionalText(100) raca?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(100) cidade?: string | null;
  @Field(() => Float, { nullable: true, description: 'percent, 0 < x <= 100; absent or null: 53' })
  @ValidateIf((_o, v) => v != null) @Range(0, 100, { exclusiveMin: true, scale: 2 })
  rendimentoEstimado?: number | null;
  @Field(() => String, { nullable: true, description: `${CATEGORIAS_LOTE.join(', ')}; absent or null: Boi` }) @Optional() @OneOf(CATEGORIAS_LOTE)
  categoria?: string | null;
  @Field(() => ID, { nullable: true, description: 'The pen; at most one open batch per pen, within its capacidade' })
  @Optional() @Uuid() curralId?: string | null;
}

@InputType()
export class FecharLoteInput {
  @Field(() => Float, { description: 'mean exit weight per head, kg' }) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 })
  pesoSaida!: number;

  @Field(() => Float, { description: 'percent, 0 < x <= 100' }) @Range(0, 100, { exclusiveMin: true, scale: 2 })
  rendimentoCarcaca!: number;
}

// Distinct values of the tenant's batches; far more than a farm ever types, and the list stays bounded (contract 6).
export const MAX_FILTRO_VALORES = 500;

@ObjectType('BatchFilters', { simpleResolvers: true, description: 'Values for the batch list filters (contract 11.4)' })
export class LoteFiltros {
  @Field(() => [String], { description: 'distinct non-blank cidade of live batches, sorted' }) @MaxItems(MAX_FILTRO_VALORES)
  cidades!: string[];
  @Field(() => [String], { description: 'distinct non-blank raca of live batches, sorted' }) @MaxItems(MAX_FILTRO_VALORES)
  racas!: string[];
  @Field(() => [LoteStatus], { description: 'always Aberto, Fechado' }) @MaxItems(2)
  status!: LoteStatus[];
}
