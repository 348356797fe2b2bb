import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Matches, MaxLength, ValidateIf } from '../../class-validator';
import { Email, SameAs, StrongPassword, Text } from '../../validation';
import { User } from '../user/user.types';

@InputType()
export class RegisterInput {
  @Field() @Text(2, 100) nome!: string;
  @Field() @Email() email!: string;
  @Field() @StrongPassword() password!: string;
  @Field() @SameAs('password') confirmPassword!: string;
}

@InputType()
export class LoginInput {
  @Field() @Text(1, 254) email!: string;
  @Field() @Text(1, 1024) password!: string;
}

@ObjectType({ simpleResolvers: true })
export class TokenPair {
  @Field() accessToken!: string;
  @Field() refreshToken!: string;
  @Field(() => Int, { description: 'Access token lifetime in seconds' }) expiresIn!: number;
}

@ObjectType({ simpleResolvers: true })
export class LoginResult extends TokenPair {
  @Field(() => User) user!: User;
}

@InputType()
export class RefreshInput {
  @Field() @Text(1, 8192) accessToken!: string;
  @Field() @Text(1, 512) refreshToken!: string;
}

@InputType()
export class LogoutInput {
  @Field() @Text(1, 512) refreshToken!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() @Text(1, 1024) currentPassword!: string;
  @Field() @StrongPassword() newPassword!: string;
  @Field() @SameAs('newPassword') confirmNewPassword!: string;
}

const DEVICE_TOKEN = /^[A-Za-z0-9_:.-]+$/;

@InputType()
export class DeviceTokenInput {
  @Field() @Text(1, 4096) @Matches(DEVICE_TOKEN, { message: 'token invalido' }) token!: string;

  @Field({ nullable: true, description: 'android (default), ios or web; case-insensitive' })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @Matches(/^(android|ios|web)$/i, { message: 'deve ser android, ios ou web' })
  platform?: string;
}

@InputType()
export class RemoveDeviceTokenInput {
  @Field() @Text(1, 4096) @MaxLength(4096) token!: string;
}
