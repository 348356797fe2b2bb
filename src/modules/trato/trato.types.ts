import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DeltaType, MaxItems } from '../../graphql/paging';
import { DateScalar, DateTimeScalar } from '../../graphql/scalars';
import { IntRange, OptionalText, Range, Uuid } from '../../validation';
import { MAX_INGREDIENTES } from '../dieta/dieta.types';

@ObjectType('BunkReading', { simpleResolvers: true, description: 'Bunk score of a batch on a day (contract 12.3)' })
export class LeituraCocho {
  @Field(() => ID) id!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => Int, { description: '0 clean bunk, 1 a few scraps, 2 some left, 3 much left, 4 untouched' }) nota!: number;
  @Field(() => String, { nullable: true }) observacao!: string | null;
  @Field(() => DateTimeScalar, { description: 'Last change; the next `atualizadoDesde` of a device syncing deltas' }) atualizadoEm!: Date;
  loteId?: string;
}

@ObjectType('BunkReadingDelta', { simpleResolvers: true })
export class LeituraCochoDelta extends DeltaType(LeituraCocho, 'BunkReadingDelta') {}

@InputType('BunkReadingInput')
export class LeituraCochoInput {
  @Field(() => DateScalar) data!: string;
  @Field(() => Int) @IntRange(0, 4) nota!: number;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
}

@ObjectType('FeedingPlanItem', { simpleResolvers: true, description: "One open batch's trato for the day (contract 12.4)" })
export class Trato {
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field() curralCodigo!: string;
  @Field(() => ID) dietaId!: string;
  @Field() dietaNome!: string;
  @Field(() => Int) cabecas!: number;
  @Field(() => Int, { nullable: true, description: "today's bunk score, null without a reading" }) notaCocho!: number | null;
  @Field(() => ID, { nullable: true, description: "the day's bunk reading (PUT .../leituras-cocho/{id} corrects it), null without one" })
  leituraCochoId!: string | null;
  @Field(() => Float, { description: 'whole kg as fed' }) kgPrevisto!: number;
  @Field(() => Float, { description: 'kgPrevisto / cabecas, 3 decimals' }) kgPrevistoPorCabeca!: number;
  @Field(() => Float, { nullable: true, description: "yesterday's confirmed kg, null when none" }) kgFornecidoOntem!: number | null;
  @Field(() => ID, { nullable: true, description: "the day's confirmation, once confirmed" }) confirmacaoId!: string | null;
  @Field(() => Float, { nullable: true, description: 'the kg confirmed for the day, once confirmed' }) kgFornecido!: number | null;
  @Field(() => DateScalar, { nullable: true, description: "the batch's latest withdrawal end after the plan's day (as Batch.carenciaAte), null when none" })
  carenciaAte!: string | null;
}

@ObjectType('FeedingConsumption', { simpleResolvers: true })
export class ConsumoConfirmado {
  @Field(() => ID) id!: string;
  @Field(() => ID) racaoId!: string;
  @Field() racaoNome!: string;
  @Field(() => Float) quantidadeKg!: number;
  @Field(() => Float) custoTotal!: number;
}

@ObjectType('FeedingConfirmation', { simpleResolvers: true, description: 'A confirmed trato and the consumptions it became' })
export class ConfirmacaoTrato {
  @Field(() => ID) id!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => ID) loteId!: string;
  @Field(() => Float) kgFornecido!: number;
  @Field(() => ID) dietaId!: string;
  @Field() dietaNome!: string;
  @Field(() => Int) dietaVersao!: number;
  @Field(() => Float, { description: 'sum of the consumptions, R$' }) custoTotal!: number;
  @MaxItems(MAX_INGREDIENTES) @Field(() => [ConsumoConfirmado]) consumos!: ConsumoConfirmado[];
}

const MAX_KG = 1_000_000;

@InputType('FeedingConfirmationInput')
export class ConfirmacaoTratoInput {
  @Field(() => DateScalar) data!: string;
  @Field(() => ID) @Uuid() loteId!: string;
  @Field(() => Float) @Range(0, MAX_KG, { exclusiveMin: true, scale: 3 }) kgFornecido!: number;
}

@InputType('FeedingCorrectionInput')
export class CorrecaoTratoInput {
  @Field(() => Float) @Range(0, MAX_KG, { exclusiveMin: true, scale: 3 }) kgFornecido!: number;
}
