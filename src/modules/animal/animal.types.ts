import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ArrayMaxSize, ArrayMinSize, IsISO8601, Matches, ValidateIf, ValidateNested } from '../../class-validator';
import { DeltaType, MaxItems, PageArgs, PageType } from '../../graphql/paging';
import { DateScalar, DateTimeScalar, JSONObjectScalar } from '../../graphql/scalars';
import { RENDIMENTO_MAX, RENDIMENTO_MIN } from '../../market/arroba';
import { MAX_PESO_KG, OneOf, OptionalText, Range, Text, Uuid } from '../../validation';
import { Gta, GtaInput } from '../gta/gta.types';
import { EID_MESSAGE, OptionalEid } from './eid';

export enum AnimalSexo {
  Macho = 'Macho',
  Femea = 'Femea',
}

export enum AnimalStatus {
  Ativo = 'Ativo',
  Vendido = 'Vendido',
  Morto = 'Morto',
}

export enum BaseArroba {
  carcaca = 'carcaca',
  viva = 'viva',
  mista = 'mista',
}

registerEnumType(BaseArroba, {
  name: 'BaseArroba',
  description: 'The weight a figure counts arrobas (15 kg) of: carcaca (romaneio, or a live weight at a carcass yield) or viva (the legacy sale formula, contract 4.3); mista only for a total over sales of both bases',
});
registerEnumType(AnimalSexo, { name: 'AnimalSexo', description: 'Macho, Femea' });
registerEnumType(AnimalStatus, { name: 'AnimalStatus', description: 'Ativo, Vendido, Morto' });

const VALOR_TOTAL = 'round(pesoCarcaca / 15 * valorArroba, 2) with the romaneio (baseArroba carcaca), else round(pesoVenda / 15 * valorArroba, 2) (viva)';

// The arroba price in R$ (numeric(12,2)).
export const MAX_VALOR_ARROBA = 100_000;
export const MAX_BATCH_ITEMS = 1000;

@ObjectType({ simpleResolvers: true })
export class Animal {
  @Field(() => ID) id!: string;
  @Field() identificacao!: string;
  @Field(() => String, { nullable: true }) brinco!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 11784 FDX-B electronic id, 15 digits without spaces' }) eid!: string | null;
  @Field(() => AnimalSexo) sexo!: AnimalSexo;
  @Field(() => String, { nullable: true }) raca!: string | null;
  @Field(() => Float, { description: 'kg' }) pesoEntrada!: number;
  @Field(() => DateScalar) dataEntrada!: string;
  @Field(() => AnimalStatus) status!: AnimalStatus;
  @Field(() => ID) loteId!: string;
  @Field() loteCodigo!: string;
  @Field(() => DateScalar, { nullable: true }) dataMorte!: string | null;
  @Field(() => String, { nullable: true }) causaMorte!: string | null;
  @Field(() => DateScalar, { nullable: true }) dataVenda!: string | null;
  @Field(() => Float, { nullable: true, description: 'kg' }) pesoVenda!: number | null;
  @Field(() => Float, { nullable: true, description: 'R$ per arroba (15 kg)' }) valorArroba!: number | null;
  @Field(() => Float, { nullable: true, description: VALOR_TOTAL }) valorTotal!: number | null;
  @Field(() => Float, { nullable: true, description: 'kg of carcass of a sale with its romaneio' }) pesoCarcaca!: number | null;
  @Field(() => Float, { nullable: true, description: 'Carcass yield of the sale, percent of pesoVenda' }) rendimentoCarcaca!: number | null;
  @Field(() => DateTimeScalar, { description: 'Last change; the next `atualizadoDesde` of a device syncing deltas' }) atualizadoEm!: Date;
  @Field(() => DateTimeScalar, { nullable: true, description: 'Set on a deleted animal: listed only with `atualizadoDesde` (a tombstone)' })
  deletedAt!: Date | null;
}

@ObjectType({ simpleResolvers: true })
export class AnimalPage extends PageType(Animal, 'AnimalPage') {}

@ObjectType({ simpleResolvers: true })
export class AnimalDelta extends DeltaType(Animal, 'AnimalDelta') {}

@ArgsType()
export class AnimaisArgs extends PageArgs {
  @Field(() => AnimalStatus, { nullable: true }) @ValidateIf((_o, v) => v != null) @OneOf(Object.values(AnimalStatus))
  status?: AnimalStatus;

  @Field(() => ID, { nullable: true }) @ValidateIf((_o, v) => v != null) @Uuid()
  loteId?: string;

  @Field(() => String, { nullable: true, description: 'EID digits (spaces ignored): the animals whose EID contains them' })
  @ValidateIf((_o, v) => v != null) @Matches(/^[\d ]{1,64}$/, { message: 'deve conter apenas digitos (espacos permitidos)' })
  eid?: string;
}

/** Identity fields of an animal, shared by create, update and each item of a batch creation. */
@InputType()
export class AnimalInput {
  @Field() @Text(1, 50) identificacao!: string;
  @Field(() => String, { nullable: true }) @OptionalText(50) brinco?: string | null;
  @Field(() => String, { nullable: true, description: `${EID_MESSAGE}; on update absent keeps it, null clears it` }) @OptionalEid() eid?: string | null;
  @Field(() => AnimalSexo) @OneOf(Object.values(AnimalSexo)) sexo!: AnimalSexo;
  @Field(() => String, { nullable: true }) @OptionalText(100) raca?: string | null;
  @Field(() => Float) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) pesoEntrada!: number;
  @Field(() => DateScalar, { nullable: true, description: 'Default: the batch dataEntrada (create) or unchanged (update)' })
  dataEntrada?: string | null;
}

/**
 * One item of a batch creation, validated in the service: items arrive as raw JSON objects so that
 * one bad item is reported in `erros` instead of failing the whole request.
 */
export class AnimalItemInput {
  @Text(1, 50) identificacao!: string;
  @OptionalText(50) brinco?: string | null;
  @OptionalEid() eid?: string | null;
  @OneOf(Object.values(AnimalSexo)) sexo!: AnimalSexo;
  @OptionalText(100) raca?: string | null;
  @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) pesoEntrada!: number;
  @ValidateIf((_o, v) => v != null)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'deve ser uma data no formato AAAA-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'deve ser uma data no formato AAAA-MM-DD' })
  dataEntrada?: string | null;
}

export const ANIMAL_ITEM_KEYS = ['identificacao', 'brinco', 'eid', 'sexo', 'raca', 'pesoEntrada', 'dataEntrada'] as const;

@InputType()
export class CreateAnimaisInput {
  @Field(() => DateScalar, { nullable: true, description: 'Default dataEntrada of the items; default: the batch dataEntrada' })
  dataEntrada?: string | null;

  @Field(() => [JSONObjectScalar], { description: `AnimalInput objects, 1..${MAX_BATCH_ITEMS}; each is validated on its own` })
  @ArrayMinSize(1, { message: 'deve ter ao menos 1 item' })
  @ArrayMaxSize(MAX_BATCH_ITEMS, { message: `deve ter no maximo ${MAX_BATCH_ITEMS} itens` })
  animais!: Record<string, unknown>[];
}

@ObjectType({ simpleResolvers: true })
export class AnimalBatchError {
  @Field(() => Int, { description: 'Position of the item in animais, from 0' }) indice!: number;
  @Field() mensagem!: string;
}

@ObjectType({ simpleResolvers: true })
export class CreateAnimaisResult {
  @Field(() => Int, { description: 'Number of animals created' }) criados!: number;
  @Field(() => [AnimalBatchError]) @MaxItems(MAX_BATCH_ITEMS) erros!: AnimalBatchError[];
}

@InputType()
export class MortalidadeInput {
  @Field(() => DateScalar) dataMorte!: string;
  @Field() @Text(1, 500) causa!: string;
}

@ObjectType({ simpleResolvers: true })
export class MortalidadeResult {
  @Field(() => ID) id!: string;
  @Field(() => AnimalStatus) status!: AnimalStatus;
  @Field(() => DateScalar) dataMorte!: string;
  @Field() causa!: string;
}

@InputType()
export class VendaInput {
  @Field(() => DateScalar) dataVenda!: string;
  @Field(() => Float, { description: 'kg' }) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) pesoVenda!: number;
  @Field(() => Float, { description: 'R$ per arroba' }) @Range(0, MAX_VALOR_ARROBA, { exclusiveMin: true, scale: 2 }) valorArroba!: number;
  @Field(() => Float, { nullable: true, description: 'The romaneio: kg of carcass of this animal (below pesoVenda, at a yield of 40 to 70 %); not with rendimentoCarcaca' })
  @ValidateIf((_o, v) => v != null) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 })
  pesoCarcaca?: number | null;

  @Field(() => Float, { nullable: true, description: 'The romaneio: carcass yield in percent of pesoVenda (40 to 70); not with pesoCarcaca' })
  @ValidateIf((_o, v) => v != null) @Range(RENDIMENTO_MIN, RENDIMENTO_MAX, { scale: 2 })
  rendimentoCarcaca?: number | null;

  @Field(() => GtaInput, { nullable: true, description: 'The exit\'s GTA (issue 36); optional: a sale without one is a missing document (PUT /api/animais/{id}/gta adds it later)' })
  @ValidateIf((_o, v) => v != null) @ValidateNested()
  gta?: GtaInput | null;
}

@ObjectType({ simpleResolvers: true })
export class VendaResult {
  @Field(() => ID) id!: string;
  @Field(() => AnimalStatus) status!: AnimalStatus;
  @Field(() => Float) pesoVenda!: number;
  @Field(() => Float, { description: VALOR_TOTAL }) valorTotal!: number;
  @Field(() => Float, { nullable: true }) pesoCarcaca!: number | null;
  @Field(() => Float, { nullable: true }) rendimentoCarcaca!: number | null;
  @Field(() => Float, { description: 'The arrobas valorTotal is priced on, of baseArroba, round(kg / 15, 2)' }) arrobas!: number;
  @Field(() => BaseArroba) baseArroba!: BaseArroba;
  @Field(() => Gta, { nullable: true, description: 'The exit\'s GTA (issue 36); null without one' }) gta!: Gta | null;
}
