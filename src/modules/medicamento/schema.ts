import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey } from '../../db/columns';
import { underLote } from '../lote/schema';

export const medicamentos = pgTable(
  'medicamentos',
  {
    ...tenantKey(),
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
    ...editableTimes(),
  },
  (t) => [
    ...underLote(t),
    index('medicamentos_tenant_lote_carencia_idx').on(t.tenantId, t.loteId, t.fimCarencia).where(sql`${t.deletedAt} is null and ${t.carenciaDias} > 0`),
    index('medicamentos_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.dataAplicacao.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
  ],
);
