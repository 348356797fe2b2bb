import { ValidateIf } from '../../class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeltaType } from '../../graphql/paging';
import { DateScalar, DateTimeScalar } from '../../graphql/scalars';
import { IntRange, OneOf, OptionalText, Range, Text } from '../../validation';

export enum ProtocoloTipo {
  Vacina = 'Vacina',
  Vermifugo = 'Vermifugo',
  Vitamina = 'Vitamina',
  Antibiotico = 'Antibiotico',
  Outro = 'Outro',
}
registerEnumType(ProtocoloTipo, { name: 'SanitaryProtocolType', description: 'Vacina, Vermifugo, Vitamina, Antibiotico, Outro' });

const MAX_ML = 1_000_000;
const MAX_CUSTO = 1_000_000;

@ObjectType('SanitaryProtocol', { simpleResolvers: true, description: 'A sanitary protocol (protocolo) of a batch (contract 11.1)' })
export class Protocolo {
  @Field(() => ID) id!: string;
  @Field(() => ID) loteId!: string;
  @Field() produto!: string;
  @Field(() => ProtocoloTipo) tipo!: ProtocoloTipo;
  @Field(() => DateScalar) dataPrevista!: string;
  @Field(() => DateScalar, { nullable: true }) dataRealizada!: string | null;
  @Field(() => Float) quantidadeMl!: number;
  @Field(() => Float, { description: 'R$ per head' }) custoPorAnimal!: number;
  @Field(() => Int, { description: 'withdrawal period, days' }) carenciaDias!: number;
  @Field(() => DateScalar, { nullable: true, description: 'dataRealizada + carenciaDias; null until realized' }) fimCarencia!: string | null;
  @Field() realizado!: boolean;
  @Field({ description: 'not realized and dataPrevista before business today' }) atrasado!: boolean;
  @Field(() => String, { nullable: true }) observacoes!: string | null;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar, { description: 'Last change; the next `atualizadoDesde` of a device syncing deltas' }) atualizadoEm!: Date;
  @Field(() => DateTimeScalar, { nullable: true, description: 'Set on a deleted protocol: listed only with `atualizadoDesde` (a tombstone)' })
  deletedAt!: Date | null;
}

@ObjectType('SanitaryProtocolDelta', { simpleResolvers: true })
export class ProtocoloDelta extends DeltaType(Protocolo, 'SanitaryProtocolDelta') {}

@InputType()
export class ProtocoloInput {
  @Field() @Text(1, 200) produto!: string;
  @Field(() => ProtocoloTipo) @OneOf(Object.values(ProtocoloTipo)) tipo!: ProtocoloTipo;
  @Field(() => DateScalar) dataPrevista!: string;
  @Field(() => Float, { nullable: true, description: 'ml >= 0 (default 0)' })
  @ValidateIf((_o, v) => v != null) @Range(0, MAX_ML, { scale: 2 }) quantidadeMl?: number | null;
  @Field(() => Float, { nullable: true, description: 'R$ per head >= 0 (default 0)' })
  @ValidateIf((_o, v) => v != null) @Range(0, MAX_CUSTO, { scale: 2 }) custoPorAnimal?: number | null;
  @Field(() => Int, { nullable: true, description: 'withdrawal period in days, 0..365 (default 0)' })
  @ValidateIf((_o, v) => v != null) @IntRange(0, 365) carenciaDias?: number | null;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacoes?: string | null;
}

@InputType()
export class RealizarProtocoloInput {
  @Field(() => DateScalar, { description: "not before the batch's dataEntrada" }) dataRealizada!: string;
  @Field(() => Float, { nullable: true, description: 'ml actually applied (default: the planned quantidadeMl)' })
  @ValidateIf((_o, v) => v != null) @Range(0, MAX_ML, { scale: 2 }) quantidadeMl?: number | null;
  @Field(() => String, { nullable: true, description: 'default: unchanged' }) @OptionalText(1000) observacoes?: string | null;
}
