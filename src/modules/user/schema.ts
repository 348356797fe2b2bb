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

// Refresh tokens are stored only as SHA-256 hashes. A family is one login's chain of rotations.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().notNull(),
    userId: uuid().notNull().references(() => users.id),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_tenant_user_idx').on(t.tenantId, t.userId),
    index('refresh_tokens_family_idx').on(t.tenantId, t.familyId),
  ],
);
