import { boolean, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey } from '../../db/columns';
import { underLote } from '../lote/schema';
import { racoes } from '../racao/schema';
import { tenants } from '../tenant/schema';

// Diets (contract 12.2). The diet row carries its current version; every version keeps its name and its
// ingredients, so the history stays readable and a confirmation can name the version it fed.
export const dietas = pgTable(
  'dietas',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    nome: text().notNull(),
    versao: integer().notNull().default(1),
    ativa: boolean().notNull().default(true),
    ...editableTimes(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const dietaVersoes = pgTable(
  'dieta_versoes',
  {
    tenantId: uuid().notNull(),
    dietaId: uuid().notNull(),
    versao: integer().notNull(),
    nome: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.dietaId, t.versao] }),
    foreignKey({ columns: [t.tenantId, t.dietaId], foreignColumns: [dietas.tenantId, dietas.id] }),
  ],
);

export const dietaIngredientes = pgTable(
  'dieta_ingredientes',
  {
    tenantId: uuid().notNull(),
    dietaId: uuid().notNull(),
    versao: integer().notNull(),
    racaoId: uuid().notNull(),
    // Percent of the as-fed mix.
    percentual: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.dietaId, t.versao, t.racaoId] }),
    foreignKey({ columns: [t.tenantId, t.dietaId, t.versao], foreignColumns: [dietaVersoes.tenantId, dietaVersoes.dietaId, dietaVersoes.versao] }),
    foreignKey({ columns: [t.tenantId, t.racaoId], foreignColumns: [racoes.tenantId, racoes.id] }),
  ],
);

// A batch's diet from a date on (PUT /api/lotes/{id}/dieta); the diet of a day is the latest `desde` not after it.
export const loteDietas = pgTable(
  'lote_dietas',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    dietaId: uuid().notNull(),
    desde: date({ mode: 'string' }).notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...underLote(t),
    foreignKey({ columns: [t.tenantId, t.dietaId], foreignColumns: [dietas.tenantId, dietas.id] }),
    uniqueIndex('lote_dietas_lote_desde_unique').on(t.tenantId, t.loteId, t.desde),
    index('lote_dietas_dieta_idx').on(t.tenantId, t.dietaId),
  ],
);
