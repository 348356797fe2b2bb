import { numeric, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/schema';

export const TIPOS_BASE = ['RsArroba', 'Percentual'] as const;
export const TIPOS_PESSOA = ['Fisica', 'Juridica'] as const;
export const baseTipo = pgEnum('base_tipo', TIPOS_BASE);
export const tipoPessoa = pgEnum('tipo_pessoa', TIPOS_PESSOA);

/**
 * The tenant's terms of a physical sale (issue 34, docs/projecao.md): at most one row per tenant; a tenant without one
 * sells on the defaults below (no basis, pessoa fisica, no freight, interest or mortality).
 */
export const configuracoesVenda = pgTable('configuracoes_venda', {
  tenantId: uuid().primaryKey().references(() => tenants.id),
  // The regional basis: added to the B3 price, in R$ per arroba or in percent of it.
  baseRegional: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  baseTipo: baseTipo().notNull().default('RsArroba'),
  // Funrural/SENAR rate follows from it (projecao.rules.ts).
  tipoPessoa: tipoPessoa().notNull().default('Fisica'),
  // Projected freight to the slaughterhouse, R$ per head.
  freteCabeca: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  // Percent per month: interest on the capital in the cattle; expected deaths among the heads.
  jurosMensal: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
  mortalidadeMensal: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
  // Price adjustment of a heifer batch against steers, percent (at most 0).
  ajusteNovilha: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
