import { ArrayMaxSize, ArrayMinSize, ValidateNested } from '../../class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxItems, PageType } from '../../graphql/paging';
import { DateScalar, DateTimeScalar } from '../../graphql/scalars';
import { Bool, Optional, Range, Text, Uuid } from '../../validation';

/** A mix of more than 50 feeds is a typing error, and the bound keeps GraphQL cost predictable. */
export const MAX_INGREDIENTES = 50;
/** GET /api/dietas/{id}/versoes returns the newest this many. */
export const MAX_VERSOES = 100;

@ObjectType('DietIngredient', { simpleResolvers: true })
export class DietaIngrediente {
  @Field(() => ID) racaoId!: string;
  @Field() racaoNome!: string;
  @Field(() => Float, { description: 'percent of the as-fed mix' }) percentual!: number;
}

@ObjectType('Diet', { simpleResolvers: true, description: 'A diet (dieta), contract 12.2; materiaSecaPercentual and custoKg come from its feeds now' })
export class Dieta {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field(() => Int) versao!: number;
  @MaxItems(MAX_INGREDIENTES) @Field(() => [DietaIngrediente]) ingredientes!: DietaIngrediente[];
  @Field(() => Float) materiaSecaPercentual!: number;
  @Field(() => Float, { description: 'R$ per kg as fed' }) custoKg!: number;
  @Field() ativa!: boolean;
}

@ObjectType('DietVersion', { simpleResolvers: true })
export class DietaVersao {
  @Field(() => Int) versao!: number;
  @Field() nome!: string;
  @MaxItems(MAX_INGREDIENTES) @Field(() => [DietaIngrediente]) ingredientes!: DietaIngrediente[];
  @Field(() => Float) materiaSecaPercentual!: number;
  @Field(() => Float) custoKg!: number;
  @Field(() => DateTimeScalar) criadoEm!: Date;
}

@ObjectType('DietPage', { simpleResolvers: true })
export class DietaPage extends PageType(Dieta, 'DietPage') {}

@InputType('DietIngredientInput')
export class DietaIngredienteInput {
  @Field(() => ID) @Uuid() racaoId!: string;
  @Field(() => Float) @Range(0, 100, { exclusiveMin: true, scale: 2 }) percentual!: number;
}

@InputType('DietInput')
export class DietaInput {
  @Field() @Text(1, 200) nome!: string;
  @Field(() => [DietaIngredienteInput], { description: 'percentuais sum to 100 (+-0.01); each feed once' })
  @ArrayMinSize(1, { message: 'deve ter ao menos 1 ingrediente' }) @ArrayMaxSize(MAX_INGREDIENTES, { message: `deve ter no maximo ${MAX_INGREDIENTES} ingredientes` })
  @ValidateNested()
  ingredientes!: DietaIngredienteInput[];
  @Field(() => Boolean, { nullable: true, description: 'default true' }) @Optional() @Bool() ativa?: boolean | null;
}

@ObjectType('BatchDiet', { simpleResolvers: true, description: "A batch's diet from a date on" })
export class LoteDieta {
  @Field(() => ID) loteId!: string;
  @Field(() => ID) dietaId!: string;
  @Field() dietaNome!: string;
  @Field(() => DateScalar) desde!: string;
}

@InputType('BatchDietInput')
export class LoteDietaInput {
  @Field(() => ID) @Uuid() dietaId!: string;
  @Field(() => DateScalar) desde!: string;
}
