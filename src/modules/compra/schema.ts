import { date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lotes } from '../lote/schema';

/** Purchases of a batch (contract 10.1); their sum of valorTotal + frete + comissao is kept in lotes.total_custo_compra. */
export const compras = pgTable(
  'compras',
  {
    tenantId: uuid().notNull(),
    id: uuid().notNull().defaultRandom(),
    loteId: uuid().notNull(),
    dataCompra: date({ mode: 'string' }).notNull(),
    quantidadeAnimais: integer().notNull(),
    pesoTotal: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    valorTotal: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    frete: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    comissao: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    vendedor: text(),
    observacoes: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.loteId], foreignColumns: [lotes.tenantId, lotes.id] }),
    index('compras_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.dataCompra.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
  ],
);
