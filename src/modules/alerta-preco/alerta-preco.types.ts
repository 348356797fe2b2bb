import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { ValidateIf } from '../../class-validator';
import { DateTimeScalar } from '../../graphql/scalars';
import { Bool, OneOf, Range } from '../../validation';
import { FONTES } from '../preco-mercado/schema';

export const TIPOS_ALERTA = ['PrecoAcima', 'PrecoAbaixo'] as const;

@ObjectType({ simpleResolvers: true })
export class PriceAlert {
  @Field(() => ID) id!: string;
  @Field() tipo!: string;
  @Field(() => Float) valorAlvo!: number;
  @Field() fonte!: string;
  @Field() ativo!: boolean;
  @Field(() => DateTimeScalar) criadoEm!: Date;
}

// tipo and fonte are strings (not GraphQL enums) so a bad value is a field error, not a request error.
@InputType()
export class CreatePriceAlertInput {
  @Field() @OneOf(TIPOS_ALERTA) tipo!: string;
  @Field(() => Float) @Range(0, 100_000, { exclusiveMin: true, scale: 2 }) valorAlvo!: number;
  @Field({ nullable: true, description: 'Default PRIMARY' }) @ValidateIf((_o, v) => v != null) @OneOf(FONTES) fonte?: string;
}

@InputType()
export class UpdatePriceAlertInput extends CreatePriceAlertInput {
  @Field() @Bool() ativo!: boolean;
}
