import { sql } from 'drizzle-orm';
import { date, foreignKey, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey } from '../../db/columns';
import { underLote } from '../lote/schema';
import { racoes } from '../racao/schema';

export const consumosRacao = pgTable(
  'consumos_racao',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    racaoId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    quantidadeKg: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    // Frozen at write time: quantidadeKg x the feed's custoKg then, rounded to 2 decimals.
    custoTotal: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    observacao: text(),
    ...editableTimes(),
    // Set when the consumption comes from a confirmed trato (contract 12.4); null for direct ones.
    confirmacaoId: uuid(),
  },
  (t) => [
    ...underLote(t),
    foreignKey({ columns: [t.tenantId, t.racaoId], foreignColumns: [racoes.tenantId, racoes.id] }),
    index('consumos_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.data.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
    index('consumos_tenant_racao_idx').on(t.tenantId, t.racaoId),
    index('consumos_tenant_confirmacao_idx').on(t.tenantId, t.confirmacaoId).where(sql`${t.confirmacaoId} is not null`),
  ],
);
