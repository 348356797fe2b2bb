import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { editableTimes } from '../../db/columns';
import { currais } from '../curral/schema';
import { tenants } from '../tenant/schema';

export const loteStatus = pgEnum('lote_status', ['Aberto', 'Fechado']);
// The batch's category, for its sale price (issue 34: heifers sell below steers, configuracoes_venda.ajuste_novilha).
export const CATEGORIAS_LOTE = ['Boi', 'Novilha'] as const;
export const loteCategoria = pgEnum('lote_categoria', CATEGORIAS_LOTE);

// Keys lead with tenant_id (contract 8): the composite key lets children reference (tenant_id, lote_id),
// so PostgreSQL itself refuses a row that points into another tenant.
export const lotes = pgTable(
  'lotes',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    codigo: text().notNull(),
    descricao: text(),
    status: loteStatus().notNull().default('Aberto'),
    quantidadeAnimais: integer().notNull(),
    pesoMedioEntrada: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    dataEntrada: date({ mode: 'string' }).notNull(),
    dataPrevistaSaida: date({ mode: 'string' }),
    raca: text(),
    cidade: text(),
    pesoSaida: numeric({ precision: 10, scale: 3, mode: 'number' }),
    rendimentoCarcaca: numeric({ precision: 5, scale: 2, mode: 'number' }),
    dataSaida: date({ mode: 'string' }),
    // Expected carcass yield (percent) of an open batch, for the economics of contract 10.3.
    rendimentoEstimado: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(53),
    categoria: loteCategoria().notNull().default('Boi'),
    ...editableTimes(),
    // Last PesagemPendente notice for this batch (at most one per 7 days).
    pesagemAvisoEm: timestamp({ withTimezone: true }),
    // Running totals of the batch's live children, kept by triggers (migration 0007) so the dashboard
    // reads one row per batch whatever the amount of history.
    totalCustoRacao: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    totalCustoMedicamentos: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    totalAnimaisMortos: integer().notNull().default(0),
    totalAnimaisVendidos: integer().notNull().default(0),
    totalReceitaVendas: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    // Purchases (valorTotal + frete + comissao) and the batch's own other costs (migration 0019); its share of
    // overhead lives in custos_rateio_lote.
    totalCustoCompra: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    totalCustoDireto: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    // The realized cost of the batch's live sanitary protocols (contract 10.3 custoProtocolos; migration 0021).
    totalCustoProtocolos: numeric({ precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
    // The latest live weighing (by data, then creation), kept by a trigger (migration 0009).
    ultimaPesagemData: date({ mode: 'string' }),
    ultimaPesagemPeso: numeric({ precision: 10, scale: 3, mode: 'number' }),
    // The batch's pen (contract 12.1), optional.
    curralId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('lotes_codigo_unique').on(t.tenantId, t.codigo).where(sql`${t.deletedAt} is null`),
    index('lotes_tenant_entrada_idx').on(t.tenantId, t.dataEntrada.desc().nullsFirst(), t.id),
    foreignKey({ columns: [t.tenantId, t.curralId], foreignColumns: [currais.tenantId, currais.id] }),
    // A pen holds at most one open batch (PEN_OCCUPIED); closing or deleting the batch frees it.
    uniqueIndex('lotes_curral_aberto_unique').on(t.tenantId, t.curralId)
      .where(sql`${t.curralId} is not null and ${t.status} = 'Aberto' and ${t.deletedAt} is null`),
    // Open batches of a tenant: the feeding plan walks them.
    index('lotes_tenant_abertos_idx').on(t.tenantId, t.id).where(sql`${t.status} = 'Aberto' and ${t.deletedAt} is null`),
  ],
);

/**
 * The keys of a row under a batch: (tenant_id, id), and (tenant_id, lote_id) referencing the batch, so PostgreSQL
 * itself refuses a row that points into another tenant.
 */
export const underLote = (t: { tenantId: AnyPgColumn; id: AnyPgColumn; loteId: AnyPgColumn }) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({ columns: [t.tenantId, t.loteId], foreignColumns: [lotes.tenantId, lotes.id] }),
];
