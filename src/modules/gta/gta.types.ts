import { Field, InputType, ObjectType } from 'type-graphql';
import { registerDecorator } from '../../class-validator';
import { DateScalar } from '../../graphql/scalars';
import { NUMERO, SERIE, UFS } from './gta.rules';

@ObjectType('Gta', { simpleResolvers: true, description: 'Guia de Transito Animal of a movement (entry or exit of cattle)' })
export class Gta {
  @Field({ description: 'State (UF) whose agency issued it' }) uf!: string;
  @Field({ description: 'Series, upper case' }) serie!: string;
  @Field({ description: 'Number, digits, zero-padded to 6' }) numero!: string;
  @Field(() => DateScalar) dataEmissao!: string;
}

/** A text rule checked on the trimmed, upper-cased value: what the service stores. */
export const Shape = (name: string, test: (v: string) => boolean, message: string) => (target: object, key: string) => registerDecorator({
  name, target: target.constructor, propertyName: key, options: { message },
  validator: { validate: (v: unknown) => typeof v === 'string' && v.length <= 50 && test(v.trim().toUpperCase()) },
});
export const isNumeroGta = (v: string) => NUMERO.test(v) && /[1-9]/.test(v);
export const UF_SET: ReadonlySet<string> = new Set(UFS);

@InputType('GtaInput', { description: 'The GTA the animals travel under: issuing state, series, number, emission date' })
export class GtaInput {
  @Field({ description: 'One of the 27 units of the federation (AC..TO, DF)' })
  @Shape('gtaUf', (v) => UF_SET.has(v), 'deve ser a sigla de uma das 27 unidades da federacao (ex.: SP, MT, GO)')
  uf!: string;

  @Field({ description: '1 to 3 letters or digits' })
  @Shape('gtaSerie', (v) => SERIE.test(v), 'deve ter de 1 a 3 letras ou digitos')
  serie!: string;

  @Field({ description: '1 to 9 digits, not all zero' })
  @Shape('gtaNumero', isNumeroGta, 'deve ter de 1 a 9 digitos e nao ser zero')
  numero!: string;

  @Field(() => DateScalar, { description: 'Not in the future, not after the movement' })
  dataEmissao!: string;
}
