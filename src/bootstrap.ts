import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Role } from './auth/actor';
import type { Config } from './config';
import type { Db } from './db/client';
import type { TenantService } from './modules/tenant/tenant.service';
import { users } from './modules/user/schema';
import type { UserService } from './modules/user/user.service';

export type DemoCredentials = { email: string; password: string };

export const DEMO_EMAIL = 'admin@demo.local';

/**
 * Start-up data: the registration tenant, the optional SuperAdmin from the environment (contract 4.5),
 * and on an empty embedded database a demo tenant with an Admin whose password is printed once.
 */
export async function bootstrap(config: Config, db: Db, tenants: TenantService, usersService: UserService, logger: Logger) {
  let demo: DemoCredentials | null = null;
  if (config.DEMO_SEED && (await usersService.countAll()) === 0) {
    const tenant = await tenants.ensure('demo', 'Fazenda Demo');
    // Meets the password policy: upper, lower, digit and symbol.
    const password = `Demo-${randomBytes(9).toString('base64url')}7a`;
    await usersService.insert(db, { tenantId: tenant.id, nome: 'Administrador Demo', email: DEMO_EMAIL, password, role: Role.Admin });
    demo = { email: DEMO_EMAIL, password };
  }
  await tenants.ensure(config.REGISTRATION_TENANT, config.REGISTRATION_TENANT);
  const email = config.BOOTSTRAP_SUPERADMIN_EMAIL?.trim().toLowerCase();
  if (email && config.BOOTSTRAP_SUPERADMIN_PASSWORD) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!existing) {
      const tenant = await tenants.ensure('default', 'default');
      await usersService.insert(db, { tenantId: tenant.id, nome: 'Super Admin', email, password: config.BOOTSTRAP_SUPERADMIN_PASSWORD, role: Role.SuperAdmin });
      logger.info({ email }, 'bootstrap SuperAdmin created');
    }
  }
  return { demo };
}
