import { sql } from 'drizzle-orm';
import { boolean, date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { editableTimes } from '../../db/columns';
import { tenants } from '../tenant/schema';

export const racoes = pgTable(
  'racoes',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    nome: text().notNull(),
    descricao: text(),
    custoKg: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    dataCompra: date({ mode: 'string' }).notNull(),
    quantidadeKg: numeric({ precision: 16, scale: 3, mode: 'number' }).notNull(),
    fornecedor: text(),
    composicao: text(),
    ...editableTimes(),
    // Dry matter of the feed as fed, percent (contract 12.2).
    materiaSecaPercentual: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(88),
    // Stock (contract 12.5): starts at quantidadeKg; entries add, every live consumption draws it down (trigger
    // consumos_racao_estoque, migration 0024), so direct consumptions, trato confirmations and deletes all count.
    estoqueKg: numeric({ precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    estoqueMinimoKg: numeric({ precision: 16, scale: 3, mode: 'number' }),
    // Below the minimum now; set and cleared by trigger racoes_estoque_baixo so each crossing is noticed once (the
    // low-stock rule: this flag, migration 0017; the notices, migration 0025).
    estoqueBaixo: boolean().notNull().default(false),
    // A crossing not yet turned into EstoqueBaixo notifications (claimed by avisarEstoqueBaixo, in the writer's unit of work).
    estoqueAvisoPendente: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Serves the list order (dataCompra desc, nome, id); NULLS FIRST matches ORDER BY ... DESC.
    index('racoes_tenant_list_idx').on(t.tenantId, t.dataCompra.desc().nullsFirst(), t.nome, t.id).where(sql`${t.deletedAt} is null`),
  ],
);
