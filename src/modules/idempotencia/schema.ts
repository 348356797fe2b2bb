import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first answer to each Idempotency-Key a user sent (POST/PUT/DELETE of /api, mutations on POST /graphql):
 * a retry with the same key and the same request gets it again instead of running twice. `status` is null while the
 * first request is still running. Keyed by tenant, user and key, so two users never share a key.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  tenantId: uuid().notNull(),
  userId: uuid().notNull(),
  key: text().notNull(),
  /** sha256 of method, path, query and body: the same key with another request is 422. */
  requestHash: text().notNull(),
  status: integer(),
  /** The answer's headers worth replaying (Content-Type, Location) and its body, as sent. */
  headers: jsonb().$type<Record<string, string>>(),
  body: text(),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId, t.key] }),
  // tenancy: the cleanup job deletes expired keys of every tenant.
  index('idempotency_keys_expires_idx').on(t.expiresAt),
]);
