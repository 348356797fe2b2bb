import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IntRange, Text } from '../../validation';

@ObjectType('DigestSettings', { simpleResolvers: true, description: "The tenant's daily digest (issue 36): the hour it goes out" })
export class ConfiguracaoResumo {
  @Field(() => Int, { description: 'Hour of the day in APP_TIMEZONE, 0..23 (default 6)' }) hora!: number;
}

@InputType()
export class ConfiguracaoResumoInput {
  @Field(() => Int, { description: 'Hour of the day in APP_TIMEZONE, 0..23' }) @IntRange(0, 23) hora!: number;
}

@ObjectType('DigestPreference', { simpleResolvers: true, description: "The caller's choice about the daily digest e-mail" })
export class PreferenciaResumo {
  @Field({ description: 'Receive the digest by e-mail too (when the server has SMTP); the notification always comes' }) email!: boolean;
}

@InputType()
export class PreferenciaResumoInput {
  @Field({ description: 'false: no digest e-mail' }) email!: boolean;
}

@InputType()
export class DescadastroResumoInput {
  @Field({ description: "The signed token of the e-mail's unsubscribe link" }) @Text(1, 512) token!: string;
}
