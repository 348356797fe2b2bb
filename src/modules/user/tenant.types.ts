import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ValidateNested } from '../../class-validator';
import { DateTimeScalar } from '../../graphql/scalars';
import { Email, StrongPassword, Text } from '../../validation';
import { Matches } from '../../class-validator';
import { User } from './user.types';

@ObjectType({ simpleResolvers: true })
export class Tenant {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() slug!: string;
  @Field(() => DateTimeScalar) criadoEm!: Date;
}

@InputType()
export class TenantAdminInput {
  @Field() @Text(2, 100) nome!: string;
  @Field() @Email() email!: string;
  @Field() @StrongPassword() password!: string;
}

@InputType()
export class CreateTenantInput {
  @Field() @Text(2, 200) nome!: string;
  @Field() @Matches(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'deve conter apenas letras minusculas, numeros e hifens (ate 63)' })
  slug!: string;
  @Field(() => TenantAdminInput) @ValidateNested()
  admin!: TenantAdminInput;
}

@ObjectType({ simpleResolvers: true })
export class TenantCreated {
  @Field(() => ID) id!: string;
  @Field() nome!: string;
  @Field() slug!: string;
  @Field(() => User) admin!: User;
}
