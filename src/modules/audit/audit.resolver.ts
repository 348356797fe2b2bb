import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { CurrentActor } from '../../auth/auth-checker';
import { Role, type Actor } from '../../auth/actor';
import { AuditService } from './audit.service';
import { AuditArgs, AuditPage } from './audit.types';
import { MaxItems } from '../../graphql/paging';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Authorized(Role.Admin, Role.SuperAdmin) @MaxItems(200, 'pageSize') @Query(() => AuditPage)
  auditLog(@Args() args: AuditArgs, @CurrentActor() actor: Actor) {
    return this.audit.list(actor, args);
  }
}
