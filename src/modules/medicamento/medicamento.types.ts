import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ValidateIf } from '../../class-validator';
import { DateScalar } from '../../graphql/scalars';
import { IntRange, OptionalText, Range, Text } from '../../validation';

@ObjectType('Medication', { simpleResolvers: true })
export class Medicamento {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() tipo!: string;
  @Field(() => DateScalar) dataAplicacao!: string;
  @Field(() => String, { nullable: true }) dosagem!: string | null;
  @Field(() => Int) quantidadeAnimais!: number;
  @Field(() => Float, { description: 'R$ per animal' }) custoUnitario!: number;
  @Field(() => Float, { description: 'round(quantidadeAnimais * custoUnitario, 2)' }) custoTotal!: number;
  @Field(() => ID) loteId!: string;
  @Field(() => String, { nullable: true }) observacao!: string | null;
  @Field(() => Int, { description: 'withdrawal period, days' }) carenciaDias!: number;
  @Field(() => DateScalar, { description: 'dataAplicacao + carenciaDias' }) fimCarencia!: string;
  @Field() loteCodigo!: string;
  @Field(() => String, { nullable: true }) fornecedor!: string | null;
}

@ObjectType('MedicationProduct', { simpleResolvers: true, description: "A product of the tenant's treatments as last applied" })
export class ProdutoMedicamento {
  @Field() nome!: string;
  @Field() tipo!: string;
  @Field(() => Int, { description: 'withdrawal period of its latest treatment, days' }) carenciaDias!: number;
}

@InputType()
export class MedicamentoInput {
  @Field() @Text(1, 200) nome!: string;
  @Field({ description: 'free text; a type of the protocols\' list (Vacina, Vermifugo, Vitamina, Antibiotico, Outro) is stored in its spelling, whatever the accents or case' })
  @Text(1, 100) tipo!: string;
  @Field(() => DateScalar) dataAplicacao!: string;
  @Field(() => String, { nullable: true }) @OptionalText(200) dosagem?: string | null;
  @Field(() => Int) @IntRange(1, 1_000_000) quantidadeAnimais!: number;
  @Field(() => Float) @Range(0, 1_000_000, { scale: 2 }) custoUnitario!: number;
  @Field(() => String, { nullable: true }) @OptionalText(200) fornecedor?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(1000) observacao?: string | null;
  @Field(() => Int, { nullable: true, description: 'withdrawal period in days, 0..365 (default 0)' })
  @ValidateIf((_o, v) => v != null) @IntRange(0, 365) carenciaDias?: number | null;
}
