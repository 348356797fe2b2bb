import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey, writtenBy } from '../../db/columns';
import { dietas } from '../dieta/schema';
import { underLote } from '../lote/schema';

// Bunk readings (contract 12.3): one per batch and day.
export const leiturasCocho = pgTable(
  'leituras_cocho',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    nota: smallint().notNull(),
    observacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...writtenBy(),
  },
  (t) => [
    ...underLote(t),
    uniqueIndex('leituras_cocho_lote_data_unique').on(t.tenantId, t.loteId, t.data),
    // A device's delta sync walks a batch's rows in commit order (src/db/delta.ts).
    index('leituras_cocho_tenant_lote_txid_idx').on(t.tenantId, t.loteId, t.txid, t.id),
  ],
);

// A confirmed trato (contract 12.4): the kg delivered to a batch on a day, with the diet version it followed.
// Its consumptions (one per ingredient) point back at it through consumos_racao.confirmacao_id.
export const confirmacoesTrato = pgTable(
  'confirmacoes_trato',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    kgFornecido: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    dietaId: uuid().notNull(),
    dietaVersao: integer().notNull(),
    ...editableTimes(),
  },
  (t) => [
    ...underLote(t),
    foreignKey({ columns: [t.tenantId, t.dietaId], foreignColumns: [dietas.tenantId, dietas.id] }),
    uniqueIndex('confirmacoes_trato_lote_data_unique').on(t.tenantId, t.loteId, t.data).where(sql`${t.deletedAt} is null`),
  ],
);
