import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editableTimes } from '../../db/columns';
import { tenants } from '../tenant/schema';

// Pens (contract 12.1). A batch points at its pen (lotes.curral_id); "at most one open batch per pen" is a partial
// unique index on lotes, so the database decides between two concurrent assignments.
export const currais = pgTable(
  'currais',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    codigo: text().notNull(),
    capacidade: integer().notNull(),
    areaM2: numeric('area_m2', { precision: 12, scale: 2, mode: 'number' }),
    ativo: boolean().notNull().default(true),
    ...editableTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('currais_codigo_unique').on(t.tenantId, t.codigo).where(sql`${t.deletedAt} is null`),
  ],
);
