import { date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey } from '../../db/columns';
import { gtaColumns, gtaKeys } from '../gta/schema';
import { underLote } from '../lote/schema';

/** Purchases of a batch (contract 10.1); their sum of valorTotal + frete + comissao is kept in lotes.total_custo_compra. */
export const compras = pgTable(
  'compras',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    dataCompra: date({ mode: 'string' }).notNull(),
    quantidadeAnimais: integer().notNull(),
    pesoTotal: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    valorTotal: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    frete: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    comissao: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    vendedor: text(),
    observacoes: text(),
    // The entry's GTA (issue 36): optional, a purchase without one is listed as a missing document.
    ...gtaColumns(),
    ...editableTimes(),
  },
  (t) => [
    ...underLote(t),
    index('compras_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.dataCompra.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
    ...gtaKeys('compras', t),
  ],
);
