import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Append-only: a trigger (migration 0001) makes PostgreSQL refuse UPDATE and DELETE on this table.
// tenant_id is null for unauthenticated requests; those entries are visible to SuperAdmin only.
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid(),
    method: text().notNull(),
    path: text().notNull(),
    statusCode: integer().notNull(),
    userEmail: text(),
    userId: uuid(),
    ipAddress: text().notNull(),
    durationMs: integer().notNull(),
    operationName: text(),
    requestId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_logs_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_logs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
