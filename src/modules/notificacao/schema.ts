import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenant/schema';
import { users } from '../user/schema';

// Per-user notifications; `dados` depends on `tipo` (AlertaPreco: precoAtual, alertaId; PesagemPendente: loteId, loteCodigo).
export const notificacoes = pgTable(
  'notificacoes',
  {
    tenantId: uuid().notNull().references(() => tenants.id),
    id: uuid().notNull().defaultRandom(),
    userId: uuid().notNull().references(() => users.id),
    titulo: text().notNull(),
    mensagem: text().notNull(),
    tipo: text().notNull(),
    lida: boolean().notNull().default(false),
    dados: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notificacoes_tenant_user_idx').on(t.tenantId, t.userId, t.criadaEm.desc().nullsFirst()),
    index('notificacoes_unread_idx').on(t.tenantId, t.userId).where(sql`not ${t.lida}`),
  ],
);
