import { date, foreignKey, index, integer, numeric, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey } from '../../db/columns';
import { lotes } from '../lote/schema';
import { tenants } from '../tenant/schema';

export const DIRECOES_HEDGE = ['Venda', 'Compra'] as const;
export const hedgeDirecao = pgEnum('hedge_direcao', DIRECOES_HEDGE);

// The hedge register (issue 29): futures positions of the tenant on the B3 live cattle contract (330 arrobas each).
// A position is open while it has no exit (precoSaida, dataSaida); closing it realizes its result.
export const hedges = pgTable(
  'hedges',
  {
    ...tenantKey(),
    // A dated BGI contract code (BGIK26): its expiration is a function of the code (src/market/contracts.ts).
    contrato: text().notNull(),
    direcao: hedgeDirecao().notNull(),
    quantidadeContratos: integer().notNull(),
    // R$ per arroba.
    precoEntrada: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    dataEntrada: date({ mode: 'string' }).notNull(),
    precoSaida: numeric({ precision: 14, scale: 2, mode: 'number' }),
    dataSaida: date({ mode: 'string' }),
    observacao: text(),
    ...editableTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    index('hedges_tenant_entrada_idx').on(t.tenantId, t.dataEntrada.desc().nullsFirst(), t.id),
  ],
);

// The batches a position protects (optional, any number): keys lead with tenant_id, so PostgreSQL itself refuses
// a link into another tenant.
export const hedgeLotes = pgTable(
  'hedge_lotes',
  {
    tenantId: uuid().notNull(),
    hedgeId: uuid().notNull(),
    loteId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.hedgeId, t.loteId] }),
    foreignKey({ columns: [t.tenantId, t.hedgeId], foreignColumns: [hedges.tenantId, hedges.id] }),
    foreignKey({ columns: [t.tenantId, t.loteId], foreignColumns: [lotes.tenantId, lotes.id] }),
    index('hedge_lotes_lote_idx').on(t.tenantId, t.loteId),
  ],
);

// The partial exits of a position (issue 34): part of its contracts closed at a price on a date, as a broker's statement
// lists them. The exit that closes the last open contracts is the position's own precoSaida and dataSaida.
export const hedgeSaidas = pgTable(
  'hedge_saidas',
  {
    ...tenantKey(),
    hedgeId: uuid().notNull(),
    quantidadeContratos: integer().notNull(),
    // R$ per arroba.
    precoSaida: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    dataSaida: date({ mode: 'string' }).notNull(),
    ...editableTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.hedgeId], foreignColumns: [hedges.tenantId, hedges.id] }),
    index('hedge_saidas_hedge_idx').on(t.tenantId, t.hedgeId),
  ],
);
