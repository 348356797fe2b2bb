import { ArgsType, Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { LimitArgs } from '../../graphql/paging';
import { DateScalar } from '../../graphql/scalars';
import { MAX_PESO_KG, OptionalText, Range } from '../../validation';

@ObjectType('AnimalWeighing', { simpleResolvers: true, description: 'An individual weighing of one animal (contract 11.3)' })
export class PesagemAnimal {
  @Field(() => ID) id!: string;
  @Field(() => ID) animalId!: string;
  @Field(() => DateScalar) data!: string;
  @Field(() => Float, { description: 'kg' }) peso!: number;
  @Field(() => String, { nullable: true }) observacao!: string | null;
}

// An animal is weighed at most a few times a week over a cycle of months: 1000 is far above any real history.
export const MAX_PESAGENS_ANIMAL = 1000;

@ArgsType()
export class PesagensAnimalArgs extends LimitArgs(MAX_PESAGENS_ANIMAL, MAX_PESAGENS_ANIMAL) {}

@InputType()
export class PesagemAnimalInput {
  @Field(() => DateScalar, { description: "not before the animal's dataEntrada" }) data!: string;
  @Field(() => Float, { description: 'kg > 0' }) @Range(0, MAX_PESO_KG, { exclusiveMin: true, scale: 3 }) peso!: number;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
}
