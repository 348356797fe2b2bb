import { AuditResolver } from './audit/audit.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { TenantResolver } from './tenant/tenant.resolver';
import { UserResolver } from './user/user.resolver';

/** Every TypeGraphQL resolver class, for buildSchema. Instances are created in app.ts. */
export const RESOLVERS = [AuthResolver, UserResolver, TenantResolver, AuditResolver] as const;

export { AuditResolver, AuthResolver, TenantResolver, UserResolver };
