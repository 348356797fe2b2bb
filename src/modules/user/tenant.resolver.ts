import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor } from '../../auth/actor';
import { MAX_TENANTS, TenantService } from './tenant.service';
import { CreateTenantInput, Tenant, TenantCreated } from './tenant.types';
import { MaxItems } from '../../graphql/paging';
import { Needs } from '../../graphql/needs';

@Resolver(() => Tenant)
export class TenantResolver {
  constructor(private readonly service: TenantService) {}

  @Authorized(Role.SuperAdmin) @MaxItems(MAX_TENANTS) @Query(() => [Tenant], { description: `Ordered by nome (at most ${MAX_TENANTS})` })
  tenants(@CurrentActor() actor: Actor) {
    return this.service.list(actor);
  }

  @Authorized(Role.SuperAdmin) @Needs({ secret: true }) @Mutation(() => TenantCreated)
  createTenant(@Arg('input') input: CreateTenantInput, @CurrentActor() actor: Actor) {
    return this.service.create(actor, input);
  }
}
