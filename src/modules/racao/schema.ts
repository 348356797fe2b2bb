import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/schema';

export const racoes = pgTable(
  'racoes',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    nome: text().notNull(),
    descricao: text(),
    custoKg: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    dataCompra: date({ mode: 'string' }).notNull(),
    quantidadeKg: numeric({ precision: 16, scale: 3, mode: 'number' }).notNull(),
    fornecedor: text(),
    composicao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Serves the list order (dataCompra desc, nome, id); NULLS FIRST matches ORDER BY ... DESC.
    index('racoes_tenant_list_idx').on(t.tenantId, t.dataCompra.desc().nullsFirst(), t.nome, t.id).where(sql`${t.deletedAt} is null`),
  ],
);
