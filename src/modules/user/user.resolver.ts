import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { UserService } from './user.service';
import { CreateUserInput, ToggleActiveResult, UpdateUserInput, User, UserPage, UsersArgs } from './user.types';
import { MaxItems } from '../../graphql/paging';

const ADMINS = [Role.Admin, Role.SuperAdmin];

@Resolver(() => User)
export class UserResolver {
  constructor(private readonly service: UserService) {}

  @Authorized(...ADMINS) @MaxItems(100, 'pageSize') @Query(() => UserPage)
  users(@Args() args: UsersArgs, @Ctx() { actor }: Context) {
    return this.service.list(actor!, args);
  }

  @Authorized(...ADMINS) @Query(() => User)
  user(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.get(actor!, id);
  }

  @Authorized(...ADMINS) @Mutation(() => User)
  createUser(@Arg('input') input: CreateUserInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, input);
  }

  @Authorized(...ADMINS) @Mutation(() => User)
  updateUser(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateUserInput, @Ctx() { actor }: Context) {
    return this.service.update(actor!, id, input);
  }

  @Authorized(...ADMINS) @Mutation(() => Boolean)
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.remove(actor!, id);
  }

  @Authorized(...ADMINS) @Mutation(() => ToggleActiveResult)
  toggleUserActive(@Arg('id', () => ID) id: string, @Ctx() { actor }: Context) {
    return this.service.toggleActive(actor!, id);
  }
}
