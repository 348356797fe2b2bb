import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, JSONObjectScalar } from '../../graphql/scalars';
import { IntRange } from '../../validation';

@ObjectType({ simpleResolvers: true })
export class Notification {
  @Field(() => ID) id!: string;
  @Field() titulo!: string;
  @Field() mensagem!: string;
  @Field({ description: 'AlertaPreco, PesagemPendente, ProtocoloAtrasado, EstoqueBaixo or ResumoDiario (issue 36: the daily digest, its sections in dados)' }) tipo!: string;
  @Field() lida!: boolean;
  @Field(() => DateTimeScalar) criadaEm!: Date;
  @Field(() => JSONObjectScalar) dados!: Record<string, unknown>;
}

@ObjectType({ simpleResolvers: true })
export class UnreadCount {
  @Field(() => Int) count!: number;
}

@ObjectType({ simpleResolvers: true })
export class NotificationRead {
  @Field(() => ID) id!: string;
  @Field() lida!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class NotificationsMarked {
  @Field(() => Int) atualizadas!: number;
  @Field() message!: string;
}

@ArgsType()
export class NotificacoesArgs {
  @Field(() => Int, { nullable: true, defaultValue: 100 }) @IntRange(1, 500) limit!: number;
}
