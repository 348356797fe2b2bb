import { sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The casing both drivers are opened with (client.ts): schema keys in camelCase, columns in snake_case. */
export const CASING = 'snake_case' as const;

const casing = new CasingCache(CASING);

/**
 * A column's unqualified name, for the places SQL forbids a qualified one (`update ... set`, an insert's
 * column list). Everywhere else a raw statement interpolates the column object itself, rendered
 * "table"."column", so a renamed column fails the type check instead of the statement.
 */
export const bare = (column: AnyPgColumn): SQL => sql`${sql.identifier(casing.getColumnCasing(column))}`;
