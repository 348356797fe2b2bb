import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { Matches, ValidateIf } from '../../class-validator';
import { DateTimeScalar } from '../../graphql/scalars';
import { IntRange, OptionalText, Uuid } from '../../validation';

@ObjectType({ simpleResolvers: true })
export class AuditLogEntry {
  @Field(() => ID) id!: string;
  @Field() method!: string;
  @Field() path!: string;
  @Field(() => Int) statusCode!: number;
  @Field(() => String, { nullable: true }) userEmail!: string | null;
  @Field() ipAddress!: string;
  @Field(() => Int) durationMs!: number;
  @Field(() => ID, { nullable: true }) tenantId!: string | null;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'GraphQL mutations only' }) operationName!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class AuditPage {
  @Field(() => [AuditLogEntry]) items!: AuditLogEntry[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) totalPages!: number;
  @Field(() => Int) page!: number;
}

@ArgsType()
export class AuditArgs {
  @Field({ nullable: true }) @ValidateIf((_o, v) => v != null)
  @Matches(/^(post|put|patch|delete)$/i, { message: 'deve ser POST, PUT, PATCH ou DELETE' })
  method?: string;

  @Field({ nullable: true }) @OptionalText(254) userEmail?: string;
  @Field(() => DateTimeScalar, { nullable: true }) de?: Date;
  @Field(() => DateTimeScalar, { nullable: true }) ate?: Date;
  @Field(() => Int, { defaultValue: 1 }) @IntRange(1, 1_000_000) page!: number;
  @Field(() => Int, { defaultValue: 50 }) @IntRange(1, 200) pageSize!: number;

  @Field(() => ID, { nullable: true, description: 'SuperAdmin only; ignored for Admin' })
  @ValidateIf((_o, v) => v != null) @Uuid()
  tenantId?: string;
}
