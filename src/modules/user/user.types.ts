import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../auth/actor';
import { DateTimeScalar } from '../../graphql/scalars';
import { PageArgs, PageType } from '../../graphql/paging';
import { Email, OneOf, OptionalText, SameAs, StrongPassword, Text, Uuid } from '../../validation';
import { ValidateIf } from '../../class-validator';

registerEnumType(Role, { name: 'Role', description: 'Operador, Gerente, Admin, SuperAdmin' });

@ObjectType({ simpleResolvers: true })
export class User {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() email!: string;
  @Field(() => Role) role!: Role;
  @Field() ativo!: boolean;
  @Field(() => DateTimeScalar) criadoEm!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) ultimoLogin!: Date | null;
  @Field(() => ID) tenantId!: string;
}

@ObjectType({ simpleResolvers: true })
export class UserPage extends PageType(User, 'UserPage') {}

@ArgsType()
export class UsersArgs extends PageArgs {
  @Field({ nullable: true }) @OptionalText(200)
  search?: string;
}

@InputType()
export class CreateUserInput {
  @Field() @Text(2, 100) nome!: string;
  @Field() @Email() email!: string;
  @Field() @StrongPassword() password!: string;
  @Field() @SameAs('password') confirmPassword!: string;
  @Field(() => Role) @OneOf(Object.values(Role)) role!: Role;
  @Field(() => ID, { nullable: true, description: 'SuperAdmin only; ignored for Admin' })
  @ValidateIf((_o, v) => v !== undefined && v !== null) @Uuid()
  tenantId?: string;
}

@InputType()
export class UpdateUserInput {
  @Field() @Text(2, 100) nome!: string;
  @Field() @Email() email!: string;
  @Field(() => Role) @OneOf(Object.values(Role)) role!: Role;
}

@ObjectType({ simpleResolvers: true })
export class ToggleActiveResult {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() ativo!: boolean;
  @Field() message!: string;
}
