import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/actor';
import type { Context } from '../../graphql/context';
import { AuditService } from './audit.service';
import { AuditArgs, AuditPage } from './audit.types';
import { MaxItems } from '../../graphql/paging';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Authorized(Role.Admin, Role.SuperAdmin) @MaxItems(200, 'pageSize') @Query(() => AuditPage)
  auditLog(@Args() args: AuditArgs, @Ctx() { actor }: Context) {
    return this.audit.list(actor!, args);
  }
}
