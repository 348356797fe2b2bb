import { boolean, date, numeric, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/schema';
import { users } from '../user/schema';

/** The hour of the daily digest (issue 36, item 5): one row per tenant; a tenant without one gets it at 6 h. */
export const resumoConfiguracoes = pgTable('resumo_configuracoes', {
  tenantId: uuid().primaryKey().references(() => tenants.id),
  // Hour of the day in APP_TIMEZONE, 0..23.
  hora: smallint().notNull().default(6),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A user's choice about the digest e-mail; without a row the e-mail is sent (when SMTP is configured). */
export const resumoPreferencias = pgTable(
  'resumo_preferencias',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    userId: uuid().notNull().references(() => users.id),
    email: boolean().notNull().default(true),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/**
 * One row per user and business day: the claim that makes the digest go out once, whatever the number of instances
 * or restarts (the insert that wins sends). `hedgeResultado` is the tenant's hedge result the digest reported, so the
 * next one can say how it changed.
 */
export const resumosEnviados = pgTable(
  'resumos_enviados',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    userId: uuid().notNull().references(() => users.id),
    data: date({ mode: 'string' }).notNull(),
    enviadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hedgeResultado: numeric({ precision: 16, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.data] })],
);
