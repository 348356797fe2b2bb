import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

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
