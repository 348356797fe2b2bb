import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../auth/actor';
import { tenants } from '../tenant/schema';

export const userRole = pgEnum('user_role', ['Operador', 'Gerente', 'Admin', 'SuperAdmin']);

// E-mail is unique across the whole service (login has no tenant), so this is the one tenant-owned
// table with a unique index not led by tenant_id; on a distributed engine it would be a reference table.
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().notNull().references(() => tenants.id),
    nome: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: userRole().notNull().$type<Role>(),
    ativo: boolean().notNull().default(true),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimoLogin: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_tenant_nome_idx').on(t.tenantId, t.nome, t.id),
  ],
);
