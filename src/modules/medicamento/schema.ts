import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lotes } from '../lote/schema';

export const medicamentos = pgTable(
  'medicamentos',
  {
    tenantId: uuid().notNull(),
    id: uuid().notNull().defaultRandom(),
    loteId: uuid().notNull(),
    nome: text().notNull(),
    tipo: text().notNull(),
    dataAplicacao: date({ mode: 'string' }).notNull(),
    dosagem: text(),
    quantidadeAnimais: integer().notNull(),
    custoUnitario: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    // round(quantidadeAnimais x custoUnitario, 2), computed in SQL on write.
    custoTotal: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    // Withdrawal period (contract 11.1): fimCarencia = dataAplicacao + carenciaDias.
    carenciaDias: integer().notNull().default(0),
    fimCarencia: date({ mode: 'string' }).generatedAlwaysAs(sql`data_aplicacao + carencia_dias`),
    fornecedor: text(),
    observacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.loteId], foreignColumns: [lotes.tenantId, lotes.id] }),
    index('medicamentos_tenant_lote_carencia_idx').on(t.tenantId, t.loteId, t.fimCarencia).where(sql`${t.deletedAt} is null and ${t.carenciaDias} > 0`),
    index('medicamentos_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.dataAplicacao.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
  ],
);
