import { date, foreignKey, index, numeric, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from '../../db/columns';
import { racoes } from '../racao/schema';

// Stock entries of a feed (contract 12.5): each one moves custoKg to the weighted mean of the stock and the entry.
export const racaoEntradas = pgTable(
  'racao_entradas',
  {
    ...tenantKey(),
    racaoId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    quantidadeKg: numeric({ precision: 16, scale: 3, mode: 'number' }).notNull(),
    custoKg: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.racaoId], foreignColumns: [racoes.tenantId, racoes.id] }),
    index('racao_entradas_racao_idx').on(t.tenantId, t.racaoId, t.data),
  ],
);
