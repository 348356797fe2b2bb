import { ArrayMaxSize, ValidateIf } from '../../class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxItems, PageArgs, PageType } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { IntRange, OneOf, Optional, OptionalText, Range, Text, Uuid } from '../../validation';
import { DIRECOES_HEDGE } from './schema';

export const STATUS_HEDGE = ['Aberta', 'Encerrada'] as const;
/** Batches one position may protect. */
export const MAX_LOTES_HEDGE = 100;
/** Highest price per arroba accepted (R$): ten times any price the market has seen, so more is a typing error. */
const MAX_PRECO_ARROBA = 10_000;
/** Partial exits of one position: a statement seldom lists more than a few; a page of 100 positions stays within the cost limit. */
export const MAX_SAIDAS_HEDGE = 50;
const CONFIRMAR = 'true: accepts a price outside the band around the reference (30 % of the contract\'s quote, else of the spot price)';

@ObjectType('HedgeBatch', { simpleResolvers: true })
export class HedgeLote {
  @Field(() => ID) id!: string;
  @Field() codigo!: string;
}

@ObjectType('HedgeExit', { simpleResolvers: true, description: 'A partial exit of a position: part of its contracts closed (issue 34)' })
export class HedgeSaida {
  @Field(() => ID) id!: string;
  @Field(() => Int) quantidadeContratos!: number;
  @Field(() => Float, { description: 'R$ per arroba' }) precoSaida!: number;
  @Field(() => DateScalar) dataSaida!: string;
  @Field(() => Float, { description: 'Realized: Venda (precoEntrada - precoSaida) x 330 x quantidadeContratos; Compra the opposite' }) resultado!: number;
}

@ObjectType('HedgePosition', { simpleResolvers: true, description: 'A futures position of the hedge register (issue 29); 330 arrobas per contract' })
export class Hedge {
  @Field(() => ID) id!: string;
  @Field({ description: 'A dated BGI contract code, e.g. BGIK26' }) contrato!: string;
  @Field(() => DateScalar, { description: 'Last trading day of the contract: the last B3 session of its month' }) vencimento!: string;
  @Field({ description: DIRECOES_HEDGE.join(', ') }) direcao!: string;
  @Field(() => Int, { description: 'Contracts opened' }) quantidadeContratos!: number;
  @Field(() => Float, { description: 'quantidadeContratos x 330' }) arrobas!: number;
  @Field(() => Int, { description: 'Contracts still open: quantidadeContratos minus the partial exits; 0 once closed' }) contratosAbertos!: number;
  @Field(() => Float, { description: 'contratosAbertos x 330' }) arrobasAbertas!: number;
  @Field(() => Float, { description: 'R$ per arroba' }) precoEntrada!: number;
  @Field(() => DateScalar) dataEntrada!: string;
  @Field(() => Float, { nullable: true, description: 'The closing exit: the price of the contracts the partial exits left' }) precoSaida!: number | null;
  @Field(() => DateScalar, { nullable: true }) dataSaida!: string | null;
  @Field({ description: 'Aberta (contracts open) or Encerrada (closed: precoSaida)' }) status!: string;
  @Field(() => [HedgeSaida], { description: 'Partial exits, dataSaida asc' }) @MaxItems(MAX_SAIDAS_HEDGE) saidas!: HedgeSaida[];
  @Field(() => String, { nullable: true }) observacao!: string | null;
  @Field(() => [HedgeLote], { description: 'The live batches it protects, codigo asc' }) @MaxItems(MAX_LOTES_HEDGE) lotes!: HedgeLote[];
  @Field(() => Float, { nullable: true, description: 'Latest stored quote of the contract, R$ per arroba (cents); null: none stored' })
  precoAtual!: number | null;
  @Field(() => Date, { nullable: true }) cotacaoEm!: Date | null;
  @Field(() => Float, { description: 'The partial exits plus the closing one (precoSaida): Venda (entrada - saida) x 330 x contracts; Compra the opposite' })
  resultadoRealizado!: number;
  @Field(() => Float, { nullable: true, description: 'The open contracts marked at precoAtual; 0 with none open; null without a quote' })
  resultadoAberto!: number | null;
  @Field(() => Float, { nullable: true, description: 'resultadoRealizado + resultadoAberto (null when resultadoAberto is)' })
  resultado!: number | null;
}

@ObjectType('HedgePage', { simpleResolvers: true })
export class HedgePage extends PageType(Hedge, 'HedgePage') {}

@ObjectType('HedgeSummary', { simpleResolvers: true, description: "The tenant's hedge result (issue 29)" })
export class HedgeResumo {
  @Field(() => Int) posicoesAbertas!: number;
  @Field(() => Int) posicoesEncerradas!: number;
  @Field(() => Int, { description: 'Open positions whose contract has no stored quote (not in resultadoAberto)' }) posicoesSemCotacao!: number;
  @Field(() => Float, { description: 'Sold minus bought arrobas of the open positions' }) arrobasLiquidas!: number;
  @Field(() => Float, { description: 'Mark-to-market of the open positions' }) resultadoAberto!: number;
  @Field(() => Float, { description: 'Result of the closed positions' }) resultadoRealizado!: number;
  @Field(() => Float) resultadoTotal!: number;
}

@ArgsType()
export class HedgesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: STATUS_HEDGE.join(', ') }) @ValidateIf((_o, v) => v != null) @OneOf(STATUS_HEDGE)
  status?: string | null;

  @Field(() => ID, { nullable: true, description: 'Positions linked to this batch' }) @ValidateIf((_o, v) => v != null) @Uuid()
  loteId?: string | null;
}

@InputType('HedgeInput')
export class HedgeInput {
  @Field({ description: 'A dated BGI contract (BGI + month code F..Z + two-digit year)' }) @Text(1, 20) contrato!: string;
  @Field({ description: DIRECOES_HEDGE.join(', ') }) @OneOf(DIRECOES_HEDGE) direcao!: string;
  @Field(() => Int) @IntRange(1, 100_000) quantidadeContratos!: number;
  @Field(() => Float, { description: 'R$ per arroba' }) @Range(0, MAX_PRECO_ARROBA, { exclusiveMin: true, scale: 2 }) precoEntrada!: number;
  @Field(() => DateScalar, { description: 'Not after today, nor after the expiration' }) dataEntrada!: string;
  @Field(() => Float, { nullable: true, description: 'With dataSaida: the position is closed' })
  @Optional() @Range(0, MAX_PRECO_ARROBA, { exclusiveMin: true, scale: 2 })
  precoSaida?: number | null;
  @Field(() => DateScalar, { nullable: true, description: 'With precoSaida; from dataEntrada to today, not after the expiration' })
  dataSaida?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
  @Field(() => Boolean, { nullable: true, description: CONFIRMAR }) @Optional() confirmarPreco?: boolean | null;
  @Field(() => [ID], { nullable: true, description: `Live batches of the caller's tenant (else 400), at most ${MAX_LOTES_HEDGE}` })
  @Optional() @ArrayMaxSize(MAX_LOTES_HEDGE, { message: `deve ter no maximo ${MAX_LOTES_HEDGE} lotes` })
  loteIds?: string[] | null;
}

@InputType('HedgeExitInput')
export class HedgeSaidaInput {
  @Field(() => Int, { description: 'Contracts closed, at most the open ones; all of them close the position (precoSaida)' })
  @IntRange(1, 100_000) quantidadeContratos!: number;
  @Field(() => Float, { description: 'R$ per arroba' }) @Range(0, MAX_PRECO_ARROBA, { exclusiveMin: true, scale: 2 }) precoSaida!: number;
  @Field(() => DateScalar, { description: 'From dataEntrada (and the last exit) to today, not after the last trading day' }) dataSaida!: string;
  @Field(() => Boolean, { nullable: true, description: CONFIRMAR }) @Optional() confirmarPreco?: boolean | null;
}
