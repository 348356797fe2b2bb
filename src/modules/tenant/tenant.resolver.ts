import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { MAX_TENANTS, TenantService } from './tenant.service';
import { CreateTenantInput, Tenant, TenantCreated } from './tenant.types';
import { MaxItems } from '../../graphql/paging';

@Resolver(() => Tenant)
export class TenantResolver {
  constructor(private readonly service: TenantService) {}

  @Authorized(Role.SuperAdmin) @MaxItems(MAX_TENANTS) @Query(() => [Tenant], { description: `Ordered by nome (at most ${MAX_TENANTS})` })
  tenants(@Ctx() { actor }: Context) {
    return this.service.list(actor!);
  }

  @Authorized(Role.SuperAdmin) @Mutation(() => TenantCreated)
  createTenant(@Arg('input') input: CreateTenantInput, @Ctx() { actor }: Context) {
    return this.service.create(actor!, input);
  }
}
