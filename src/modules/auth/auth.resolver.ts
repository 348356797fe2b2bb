import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import type { Context } from '../../graphql/context';
import { Needs } from '../../graphql/needs';
import { MessageResult } from '../../graphql/paging';
import { User } from '../user/user.types';
import { AuthService } from './auth.service';
import {
  ChangePasswordInput, DeviceTokenInput, LoginInput, LoginResult, LogoutInput, RefreshInput, RegisterInput,
  RemoveDeviceTokenInput, TokenPair,
} from './auth.types';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Needs({ errors: ['REGISTRATION_DISABLED', 'RATE_LIMITED'], rateLimit: 'register', secret: true })
  @Mutation(() => User, { description: 'Public. Rate limited per IP.' })
  register(@Arg('input') input: RegisterInput) {
    return this.auth.register(input);
  }

  @Needs({ errors: ['RATE_LIMITED'], rateLimit: 'login', secret: true })
  @Mutation(() => LoginResult, { description: 'Public. Rate limited per IP and per account.' })
  login(@Arg('input') input: LoginInput, @Ctx() ctx: Context) {
    return this.auth.login(input, ctx);
  }

  @Needs({ secret: true })
  @Mutation(() => TokenPair, { description: 'Public. Rotates the refresh token.' })
  refreshToken(@Arg('input') input: RefreshInput) {
    return this.auth.refresh(input);
  }

  @Authorized() @Needs({ secret: true }) @Mutation(() => Boolean)
  logout(@Arg('input') input: LogoutInput, @CurrentActor() actor: Actor) {
    return this.auth.logout(actor, input.refreshToken);
  }

  @Authorized() @Needs({ secret: true }) @Mutation(() => MessageResult)
  changePassword(@Arg('input') input: ChangePasswordInput, @CurrentActor() actor: Actor) {
    return this.auth.changePassword(actor, input);
  }

  @Authorized() @Needs({ secret: true }) @Mutation(() => MessageResult)
  registerDeviceToken(@Arg('input') input: DeviceTokenInput, @CurrentActor() actor: Actor) {
    return this.auth.registerDeviceToken(actor, input);
  }

  @Authorized() @Needs({ secret: true }) @Mutation(() => MessageResult)
  removeDeviceToken(@Arg('input') input: RemoveDeviceTokenInput, @CurrentActor() actor: Actor) {
    return this.auth.removeDeviceToken(actor, input);
  }
}
