import { asc, eq } from 'drizzle-orm';
import { Role, type Actor } from '../../auth/actor';
import { SYSTEM_TENANT } from '../../config';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { fieldError } from '../../errors';
import type { UserService } from './user.service';
import { tenants } from '../tenant/schema';
import type { CreateTenantInput } from './tenant.types';


// Bounded like every GraphQL list; tenants are few.
export const MAX_TENANTS = 1000;
export class TenantService {
  private readonly db: Db;

  constructor(database: Database, private readonly users: UserService) {
    this.db = database.db;
  }

  list(_actor: Actor) {
    return this.db.select().from(tenants).orderBy(asc(tenants.nome), asc(tenants.id)).limit(MAX_TENANTS);
  }

  /** Tenant and its first Admin, atomically (a taken slug or e-mail leaves nothing behind). */
  create(_actor: Actor, input: CreateTenantInput) {
    // The SuperAdmin's own tenant holds no farm data, so it never gets an Admin (contract 4.5).
    if (input.slug === SYSTEM_TENANT) throw fieldError('slug', 'slug reservado');
    return unitOfWork(async () => {
      const [tenant] = await this.db.insert(tenants).values({ nome: input.nome.trim(), slug: input.slug }).returning();
      const admin = await this.users.insert({ ...input.admin, tenantId: tenant.id, role: Role.Admin });
      return { id: tenant.id, nome: tenant.nome, slug: tenant.slug, admin };
    });
  }

  /** The tenant with this slug, created when missing (start-up bootstrap, self-registration). */
  async ensure(slug: string, nome: string) {
    await this.db.insert(tenants).values({ slug, nome }).onConflictDoNothing();
    const [row] = await this.db.select().from(tenants).where(eq(tenants.slug, slug));
    return row;
  }
}
