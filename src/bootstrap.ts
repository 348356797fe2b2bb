import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Role, type Actor } from './auth/actor';
import { SYSTEM_TENANT, type Config } from './config';
import type { Db } from './db/client';
import { tenants as tenantTable } from './modules/tenant/schema';
import type { TenantService } from './modules/user/tenant.service';
import { users } from './modules/user/schema';
import type { UserService } from './modules/user/user.service';

export type DemoCredentials = { email: string; password: string; actor: Actor };

export const DEMO_EMAIL = 'admin@demo.local';

// Users whose tenant data a self-registered Operador must not read (contract 4.5).
const PRIVILEGED: Role[] = [Role.SuperAdmin, Role.Admin, Role.Gerente];

/**
 * Start-up data: the registration tenant, the optional SuperAdmin from the environment (contract 4.5, in tenant
 * `system`), and on an empty database with DEMO_SEED a demo tenant with an Admin whose password is printed once
 * (the caller then seeds its farm, src/demo).
 * Runs under the start-up lock (Database.exclusive), so instances starting together create one SuperAdmin.
 */
export async function bootstrap(config: Config, db: Db, tenants: TenantService, usersService: UserService, logger: Logger) {
  let demo: DemoCredentials | null = null;
  if (config.DEMO_SEED && (await usersService.countAll()) === 0) {
    const tenant = await tenants.ensure('demo', 'Fazenda Demo');
    // Meets the password policy: upper, lower, digit and symbol.
    const password = `Demo-${randomBytes(9).toString('base64url')}7a`;
    const admin = await usersService.insert({ tenantId: tenant.id, nome: 'Administrador Demo', email: DEMO_EMAIL, password, role: Role.Admin });
    demo = { email: DEMO_EMAIL, password, actor: { userId: admin.id, tenantId: tenant.id, role: Role.Admin, email: DEMO_EMAIL, nome: admin.nome } };
  }
  await tenants.ensure(config.REGISTRATION_TENANT, config.REGISTRATION_TENANT);
  const email = config.BOOTSTRAP_SUPERADMIN_EMAIL?.trim().toLowerCase();
  if (email && config.BOOTSTRAP_SUPERADMIN_PASSWORD) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!existing) {
      const tenant = await tenants.ensure(SYSTEM_TENANT, 'Sistema');
      await usersService.insert({ tenantId: tenant.id, nome: 'Super Admin', email, password: config.BOOTSTRAP_SUPERADMIN_PASSWORD, role: Role.SuperAdmin });
      logger.info({ email, tenant: SYSTEM_TENANT }, 'bootstrap SuperAdmin created');
    }
  }
  if (config.ALLOW_REGISTRATION) await warnOpenRegistration(db, config.REGISTRATION_TENANT, logger);
  return { demo };
}

/** Open registration into a tenant with a privileged user lets anyone who signs up read that tenant's data. */
async function warnOpenRegistration(db: Db, slug: string, logger: Logger) {
  const [{ n }] = await db.select({ n: count() }).from(users)
    .innerJoin(tenantTable, eq(tenantTable.id, users.tenantId))
    .where(and(eq(tenantTable.slug, slug), inArray(users.role, PRIVILEGED), eq(users.ativo, true), isNull(users.deletedAt)));
  if (n > 0) {
    logger.warn(
      { registrationTenant: slug, privilegedUsers: n },
      `registration is open and tenant "${slug}" has ${n} Admin, Gerente or SuperAdmin user(s): self-registered users will read that tenant's data (set ALLOW_REGISTRATION=false or another REGISTRATION_TENANT)`,
    );
  }
}
