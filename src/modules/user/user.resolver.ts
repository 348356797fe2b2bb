import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor } from '../../auth/actor';
import { UserService } from './user.service';
import { CreateUserInput, ToggleActiveResult, UpdateUserInput, User, UserPage, UsersArgs } from './user.types';
import { MaxItems } from '../../graphql/paging';
import { Needs } from '../../graphql/needs';

const ADMINS = [Role.Admin, Role.SuperAdmin];

@Resolver(() => User)
export class UserResolver {
  constructor(private readonly service: UserService) {}

  @Authorized(...ADMINS) @MaxItems(100, 'pageSize') @Query(() => UserPage)
  users(@Args() args: UsersArgs, @CurrentActor() actor: Actor) {
    return this.service.list(actor, args);
  }

  @Authorized(...ADMINS) @Query(() => User)
  user(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.get(actor, id);
  }

  @Authorized(...ADMINS) @Needs({ secret: true }) @Mutation(() => User)
  createUser(@Arg('input') input: CreateUserInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }

  @Authorized(...ADMINS) @Mutation(() => User)
  updateUser(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateUserInput, @CurrentActor() actor: Actor) {
    return this.service.update(actor, id, input);
  }

  @Authorized(...ADMINS) @Mutation(() => Boolean)
  deleteUser(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.remove(actor, id);
  }

  @Authorized(...ADMINS) @Mutation(() => ToggleActiveResult)
  toggleUserActive(@Arg('id', () => ID) id: string, @CurrentActor() actor: Actor) {
    return this.service.toggleActive(actor, id);
  }
}
