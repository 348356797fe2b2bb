import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The auth layer's own table, kept here so rate-limit.ts imports nothing above it (drizzle.config.ts lists this file).
// Global: counters of rate-limiter-flexible's Drizzle store (RATE_LIMIT_STORE=postgres).
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
});
