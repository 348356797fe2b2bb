import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { migrationsFolder } from '../../src/db/client';
import { admin, migratedPglite, withDatabase } from './db-template';

export type MigrationDb = {
  /** Rows of a raw statement (several statements separated by `;` are allowed when nothing is returned). */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Applies the remaining migrations of the repository. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
};

/** A copy of the migrations folder whose journal stops just before the migration named `name` (`NNNN_<name>`). */
function foldersBefore(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8'));
  // By name, not number: migrations may be renumbered when branches merge.
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.replace(/^\d+_/, '') === name);
  if (at < 0) throw new Error(`no migration named ${name}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

/**
 * A database migrated up to the migration before `name`, to test a data migration on data written by the release
 * before it: PGlite in memory, or, with DATABASE_URL, a new database on that server (dropped at close).
 */
export async function migratedBefore(name: string): Promise<MigrationDb> {
  const partial = foldersBefore(name);
  try {
    return process.env.DATABASE_URL ? await onServer(process.env.DATABASE_URL, partial) : await embedded(partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

async function embedded(partial: string): Promise<MigrationDb> {
  const { client, migrate } = await migratedPglite(partial);
  return {
    query: async <T>(text: string) => {
      const results = await client.exec(text);
      return (results[results.length - 1]?.rows ?? []) as T[];
    },
    migrateRest: () => migrate(migrationsFolder()),
    close: () => client.close(),
  };
}

async function onServer(serverUrl: string, partial: string): Promise<MigrationDb> {
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const name = `feedlot_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (s) => s.unsafe(`create database ${name}`));
  const sql = postgres(withDatabase(serverUrl, name), { max: 2, onnotice: () => {} });
  const db = drizzle(sql);
  await migrate(db, { migrationsFolder: partial });
  return {
    query: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
    migrateRest: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await sql.end();
      await admin(serverUrl, (s) => s.unsafe(`drop database if exists ${name} with (force)`));
    },
  };
}
