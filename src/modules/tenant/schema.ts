import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Tenants are the root of ownership; every tenant-owned row carries tenant_id.
export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    nome: text().notNull(),
    slug: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenants_slug_unique').on(t.slug)],
);
