import { boolean, index, numeric, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fontePreco } from '../preco-mercado/schema';
import { tenants } from '../tenant/schema';
import { users } from '../user/schema';

export const tipoAlerta = pgEnum('tipo_alerta', ['PrecoAcima', 'PrecoAbaixo']);

// Owned by one user of one tenant; another user gets 404.
export const alertasPreco = pgTable(
  'alertas_preco',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    userId: uuid().notNull().references(() => users.id),
    tipo: tipoAlerta().notNull(),
    valorAlvo: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    fonte: fontePreco().notNull(),
    ativo: boolean().notNull().default(true),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimoDisparoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('alertas_tenant_user_idx').on(t.tenantId, t.userId, t.criadoEm.desc().nullsFirst()),
    // Firing looks up active alerts by source across tenants (global sources) or in one tenant (MANUAL).
    index('alertas_fonte_ativo_idx').on(t.fonte, t.ativo),
  ],
);
