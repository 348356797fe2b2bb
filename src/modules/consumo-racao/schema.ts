import { sql } from 'drizzle-orm';
import { date, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lotes } from '../lote/schema';
import { racoes } from '../racao/schema';

export const consumosRacao = pgTable(
  'consumos_racao',
  {
    tenantId: uuid().notNull(),
    id: uuid().notNull().defaultRandom(),
    loteId: uuid().notNull(),
    racaoId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    quantidadeKg: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    // Frozen at write time: quantidadeKg x the feed's custoKg then, rounded to 2 decimals.
    custoTotal: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    observacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    // Set when the consumption comes from a confirmed trato (contract 12.4); null for direct ones.
    confirmacaoId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.loteId], foreignColumns: [lotes.tenantId, lotes.id] }),
    foreignKey({ columns: [t.tenantId, t.racaoId], foreignColumns: [racoes.tenantId, racoes.id] }),
    index('consumos_tenant_lote_data_idx').on(t.tenantId, t.loteId, t.data.desc().nullsFirst(), t.criadoEm.desc().nullsFirst()),
    index('consumos_tenant_racao_idx').on(t.tenantId, t.racaoId),
    index('consumos_tenant_confirmacao_idx').on(t.tenantId, t.confirmacaoId).where(sql`${t.confirmacaoId} is not null`),
  ],
);
