import { sql } from 'drizzle-orm';
import { date, index, numeric, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey } from '../../db/columns';
import { underLote } from '../lote/schema';

export const CATEGORIAS_CUSTO = ['Frete', 'Energia', 'MaoDeObra', 'Arrendamento', 'Diaria', 'Manutencao', 'Outros'] as const;
export const custoCategoria = pgEnum('custo_categoria', CATEGORIAS_CUSTO);

/** Other costs (contract 10.2): with lote_id a cost of that batch, without it overhead shared by the batches open that day. */
export const custos = pgTable(
  'custos',
  {
    ...tenantKey(),
    loteId: uuid(),
    categoria: custoCategoria().notNull(),
    descricao: text(),
    valor: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    data: date({ mode: 'string' }).notNull(),
    ...editableTimes(),
  },
  (t) => [
    ...underLote(t),
    index('custos_tenant_data_idx').on(t.tenantId, t.data.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
    index('custos_tenant_lote_idx').on(t.tenantId, t.loteId),
    // The overhead of one day, read by custos_ratear (migration 0019).
    index('custos_overhead_dia_idx').on(t.tenantId, t.data).where(sql`${t.loteId} is null and ${t.deletedAt} is null`),
  ],
);

/**
 * Running totals kept by triggers (migration 0019), never written by the service:
 * - custos_totais: the tenant's live other costs per categoria (direct and overhead, allocated or not);
 * - custos_rateio: the share of each day's overhead given to each batch open that day, by head count;
 * - custos_rateio_lote: the sum of custos_rateio per batch (kept apart from lotes so a re-allocation never locks batch rows).
 */
export const custosTotais = pgTable('custos_totais', {
  tenantId: uuid().notNull(),
  categoria: custoCategoria().notNull(),
  valor: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.categoria] })]);

export const custosRateio = pgTable('custos_rateio', {
  tenantId: uuid().notNull(),
  data: date({ mode: 'string' }).notNull(),
  loteId: uuid().notNull(),
  // Unrounded share (numeric without scale), so the shares of a day add up to its overhead; rounded on output.
  valor: numeric({ mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.data, t.loteId] })]);

export const custosRateioLote = pgTable('custos_rateio_lote', {
  tenantId: uuid().notNull(),
  loteId: uuid().notNull(),
  valor: numeric({ mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.loteId] })]);
