import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns every tenant-owned table repeats, declared once (docs/architecture.md, "How to add a domain").

/** The key a tenant-owned row leads with: (tenant_id, id), the id generated. */
export const tenantKey = () => ({ tenantId: uuid().notNull(), id: uuid().notNull().defaultRandom() });

/** When an editable row was created and last updated, and its soft delete (`liveForTenant` hides it). */
export const editableTimes = () => ({
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});
