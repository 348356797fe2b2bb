import { getTableColumns, getTableName, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A value a statement builder binds: the value itself, or a `sql.placeholder` when the statement is rendered once and
 * run with values (`Database.prepare`).
 */
export type Bound<T = string> = T | Placeholder;

/** The casing both drivers are opened with (client.ts): schema keys in camelCase, columns in snake_case. */
export const CASING = 'snake_case' as const;

const casing = new CasingCache(CASING);

/**
 * A column's unqualified name, for the places SQL forbids a qualified one (`update ... set`, an insert's
 * column list). Everywhere else a raw statement interpolates the column object itself, rendered
 * "table"."column", so a renamed column fails the type check instead of the statement.
 */
export const bare = (column: AnyPgColumn): SQL => sql`${sql.identifier(casing.getColumnCasing(column))}`;

/**
 * A table a raw statement reads twice, under a name of its own: `from` is `"table" "name"` for its FROM or JOIN, and
 * the columns of `table` render `"name"."column"`.
 */
export function aliased<T extends PgTable, A extends string>(table: T, name: A) {
  return { table: alias(table, name), from: sql`${table} ${sql.identifier(name)}` };
}

/**
 * A column always qualified with its table's name, for a fragment inside a single-table select, where drizzle
 * leaves its columns unqualified (inside a correlated subquery an unqualified `id` is the inner table's).
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${bare(column)}`;

/**
 * `insert into <table> (<columns>) select ... from jsonb_to_recordset(<rows>)`: thousands of rows in one statement
 * and one parameter (a 10,000-row VALUES list built in JS blocked the event loop for seconds). `rows` are keyed by
 * the table's schema keys; each column of the record keeps its own SQL type, so values convert as in any insert.
 * Append `on conflict` / `returning` to the SQL it returns.
 */
export function insertJsonRows<T extends PgTable>(table: T, keys: readonly (keyof T['$inferInsert'] & string)[], rows: readonly Partial<T['$inferInsert']>[]): SQL {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const cols = keys.map((k) => columns[k]);
  const names = sql.join(cols.map(bare), sql`, `);
  // The JSON text row by row, the same text JSON.stringify gives for objects with these keys: a second array of
  // thousands of objects held until the whole text is written was the largest item of a 5,000-line session import.
  const quoted = cols.map((c) => JSON.stringify(casing.getColumnCasing(c)));
  const json = `[${rows.map((r) => `{${keys.map((k, i) => `${quoted[i]}:${JSON.stringify(r[k] ?? null)}`).join(',')}}`).join(',')}]`;
  // The types come from the schema (getSQLType), never from input.
  const record = sql.join(cols.map((c) => sql`${bare(c)} ${sql.raw(c.getSQLType())}`), sql`, `);
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${record})`;
}

/**
 * `json_build_object('key', value, ...)`, for lists answered as one JSON value built by PostgreSQL: the driver parses
 * one text instead of mapping a row of typed columns per item. A numeric renders as its digits (the same number as
 * drizzle's Number(text)), a date as its ISO text (drizzle's string mode).
 */
export const jsonObject = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(Object.entries(fields).map(([k, v]) => sql`${keyLiteral(k)}, ${v}`), sql`, `)})`;

// Keys are written into the statement, not bound: they are the code's own field names, and each bound key was a
// parameter for the driver to serialize and PostgreSQL to read on every execution (14 per feeds-page item list).
function keyLiteral(key: string): SQL {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`not a field name: ${key}`);
  return sql.raw(`'${key}'`);
}

/**
 * A json column of a raw statement's row, decoded: postgres.js hands json values already parsed, PGlite hands
 * a json value computed in a select list (json_agg, json_build_object) as text. The one place that difference is met.
 */
export const jsonValue = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
