import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { migrationsFolder } from '../../src/db/client';

/**
 * A database migrated once per test run, that every test app starts from. Without it each app ran initdb
 * (PGlite) and all migrations: 3-10 s per app, most of the suite's time. The apps still run the migrator, which
 * finds nothing to do; starting from an empty database stays tested (`blankDatabase`, the migration suites, R12).
 *
 * PGlite: a dump of a migrated in-memory cluster, in a file. PostgreSQL: a database used as `template`.
 * Jest's global setup makes it and names it in this variable, which the workers inherit.
 */
const TEMPLATE_ENV = 'FEEDLOT_TEST_TEMPLATE';

export async function createTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const name = `feedlot_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await admin(serverUrl, (sql) => sql.unsafe(`create database ${name}`));
    const db = postgres(withDatabase(serverUrl, name), { max: 1, onnotice: () => {} });
    try {
      await migrate(drizzle(db), { migrationsFolder: migrationsFolder() });
    } finally {
      await db.end();
    }
    process.env[TEMPLATE_ENV] = name;
    return;
  }
  const { client } = await migratedPglite(migrationsFolder());
  try {
    const file = path.join(os.tmpdir(), `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await client.close();
  }
}

export async function dropTemplate(): Promise<void> {
  const name = process.env[TEMPLATE_ENV];
  if (!name) return;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await admin(serverUrl, (sql) => sql.unsafe(`drop database if exists ${name} with (force)`));
  else rmSync(name, { force: true });
}

/** PostgreSQL: the template database's name, if the run has one. */
export const templateDatabase = (): string | undefined => (process.env.DATABASE_URL ? process.env[TEMPLATE_ENV] : undefined);

let image: Blob | undefined;
/** PGlite: the migrated cluster to load, read once per worker. */
export function pgliteImage(): Blob | undefined {
  const file = process.env.DATABASE_URL ? undefined : process.env[TEMPLATE_ENV];
  if (file && !image) image = new Blob([readFileSync(file)]);
  return image;
}

/** An in-memory PGlite with the service's extensions, migrated with the migrations in `folder`. */
export async function migratedPglite(folder: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create('memory://', { extensions: { unaccent, pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  return { client, db, migrate: (next: string) => migrate(db, { migrationsFolder: next }) };
}

export function withDatabase(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin<T>(serverUrl: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}
