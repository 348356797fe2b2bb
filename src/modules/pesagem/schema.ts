import { date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lotes } from '../lote/schema';

export const pesagens = pgTable(
  'pesagens',
  {
    tenantId: uuid().notNull(),
    id: uuid().notNull().defaultRandom(),
    loteId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    pesoMedio: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    quantidadeAnimais: integer().notNull(),
    observacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.loteId], foreignColumns: [lotes.tenantId, lotes.id] }),
    index('pesagens_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.data.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
    index('pesagens_tenant_data_idx').on(t.tenantId, t.data.desc().nullsFirst(), t.id),
  ],
);
