import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { Role, type Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { forTenant } from '../../db/tenant';
import { fieldError } from '../../errors';
import { totalPages } from '../../graphql/paging';
import { auditLogs } from './schema';
import type { AuditArgs } from './audit.types';

export class AuditService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async list(actor: Actor, args: AuditArgs) {
    if (args.de && args.ate && args.de > args.ate) throw fieldError('de', 'deve ser anterior ou igual a ate');
    // tenancy: Admin sees the own tenant only (entries without a tenant are SuperAdmin's); SuperAdmin all, or one
    // tenant on request (contract 2.7).
    const tenant = actor.role === Role.SuperAdmin
      ? (args.tenantId ? forTenant(auditLogs, { tenantId: args.tenantId }) : undefined)
      : forTenant(auditLogs, actor);
    const where = and(
      tenant,
      args.method ? eq(auditLogs.method, args.method.toUpperCase()) : undefined,
      args.userEmail ? eq(sql`lower(${auditLogs.userEmail})`, args.userEmail.trim().toLowerCase()) : undefined,
      args.de ? gte(auditLogs.createdAt, args.de) : undefined,
      args.ate ? lte(auditLogs.createdAt, args.ate) : undefined,
    ) as SQL | undefined;
    const [items, [{ total }]] = await Promise.all([
      this.db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(args.pageSize).offset((args.page - 1) * args.pageSize),
      this.db.select({ total: count() }).from(auditLogs).where(where),
    ]);
    return { items, totalCount: total, totalPages: totalPages(total, args.pageSize), page: args.page };
  }
}
