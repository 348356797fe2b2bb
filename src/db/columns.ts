import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns every tenant-owned table repeats, declared once (docs/architecture.md, "How to add a domain").

/** The key a tenant-owned row leads with: (tenant_id, id), the id generated. */
export const tenantKey = () => ({ tenantId: uuid().notNull(), id: uuid().notNull().defaultRandom() });

/** When an editable row was created and last updated, and its soft delete (`liveForTenant` hides it). */
export const editableTimes = () => ({
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});

/**
 * The transaction that last wrote the row (`pg_current_xact_id()`, kept by trigger `carimbar_txid` of migration 0026
 * on insert and update, soft deletes included): the commit-ordered position of a device's delta sync
 * (`src/db/delta.ts`). The default only fills the rows that existed before the column.
 */
export const writtenBy = () => ({ txid: bigint({ mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`) });
