import { sql } from 'drizzle-orm';
import { date, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/schema';

export const FONTES = ['PRIMARY', 'ETF', 'INDEX_LEGACY', 'MANUAL'] as const;
export type Fonte = (typeof FONTES)[number];
/** Whose prices a statement reads or writes: one source, global (`tenantId` null) or one tenant's. */
export type PriceScope = { fonte: Fonte; tenantId: string | null };
export const fontePreco = pgEnum('fonte_preco', FONTES);

// Legacy daily prices. MANUAL records belong to a tenant; the other sources are global (tenant_id null).
export const precosMercado = pgTable(
  'precos_mercado',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().references(() => tenants.id),
    data: date({ mode: 'string' }).notNull(),
    precoArroba: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    variacao: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    variacaoPercentual: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    fonte: fontePreco().notNull(),
    indice: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record per day and source (and tenant, for MANUAL).
    uniqueIndex('precos_mercado_global_unique').on(t.fonte, t.data).where(sql`${t.tenantId} is null`),
    uniqueIndex('precos_mercado_tenant_unique').on(t.tenantId, t.fonte, t.data).where(sql`${t.tenantId} is not null`),
  ],
);
