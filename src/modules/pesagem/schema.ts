import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from '../../db/columns';
import { underLote } from '../lote/schema';

export const pesagens = pgTable(
  'pesagens',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    pesoMedio: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    quantidadeAnimais: integer().notNull(),
    observacao: text(),
    // The weighing session (issue 36) whose readings this mean and count come from: a reading linked later updates
    // this row. No reference: the sessions are a module above this one.
    sessaoPesagemId: uuid(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    ...underLote(t),
    index('pesagens_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.data.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
    index('pesagens_tenant_data_idx').on(t.tenantId, t.data.desc().nullsFirst(), t.id),
  ],
);
