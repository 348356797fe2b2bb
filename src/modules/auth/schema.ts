import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

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

// A device token belongs to one user at a time; registering it again moves it to the caller.
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().notNull(),
    userId: uuid().notNull().references(() => users.id),
    token: varchar({ length: 4096 }).notNull(),
    platform: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_tokens_token_unique').on(t.token), index('device_tokens_tenant_user_idx').on(t.tenantId, t.userId)],
);
