import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDb, sql, type Database } from '../../src/db/client';
import { admin, templateDatabase, withDatabase } from '../helpers/db-template';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from '../helpers/pgbouncer';

// The database layer behind a real PgBouncer in transaction pooling mode (DATABASE_POOLER=pgbouncer-transaction).
// PostgreSQL run only: the embedded database has no pooler in front of it. The service-level figures are R13.
const serverUrl = process.env.DATABASE_URL;
const binary = serverUrl ? pgbouncerBinary() : undefined;

(serverUrl && binary ? describe : describe.skip)('database behind PgBouncer in transaction pooling mode', () => {
  let bouncer: PgBouncer;
  let name: string;
  let database: Database;
  let outsider: postgres.Sql;

  beforeAll(async () => {
    bouncer = await startPgBouncer(binary!, serverUrl!, { poolSize: 3 });
    name = `feedlot_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(serverUrl!, (s) => s.unsafe(`create database ${name} template ${templateDatabase()}`));
    database = await openDb({
      databaseUrl: bouncer.urlFor(withDatabase(serverUrl!, name)), pooler: 'pgbouncer-transaction', directUrl: withDatabase(serverUrl!, name),
      poolMax: 6, statementTimeoutMs: 700, lockTimeoutMs: 300,
    });
    // Another client of the same pool: it sees whatever a server connection was left with.
    outsider = postgres(bouncer.urlFor(withDatabase(serverUrl!, name)), { max: 1, prepare: false, onnotice: () => {} });
  });
  afterAll(async () => {
    await outsider?.end();
    await database?.close();
    if (name) await admin(serverUrl!, (s) => s.unsafe(`drop database if exists ${name} with (force)`));
    await bouncer?.stop();
  });

  const setting = (db: Pick<Database, 'rows'>) => db.rows<{ s: string; l: string }>(sql`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l`);

  it('runs every statement and transaction with the timeouts, and leaves none on the shared server connections', async () => {
    expect(await setting(database)).toEqual([{ s: '700ms', l: '300ms' }]);
    const inTx = await database.db.transaction(async (tx) => (await tx.execute(sql`select current_setting('lock_timeout') as l`)) as unknown as { l: string }[]);
    expect([...inTx]).toEqual([{ l: '300ms' }]);
    const seen = await Promise.all(Array.from({ length: 6 }, () => outsider.unsafe("select current_setting('statement_timeout') as s")));
    expect(seen.flat().map((r) => r.s)).toEqual(Array(6).fill('0'));
  });

  it('cancels a statement past the statement timeout (57014)', async () => {
    await expect(database.rows(sql`select pg_sleep(2)`)).rejects.toMatchObject({ code: '57014' });
    await expect(database.db.transaction((tx) => tx.execute(sql`select pg_sleep(2)`))).rejects.toMatchObject({ cause: { code: '57014' } });
  });

  it('answers 300 concurrent statements of different shapes each with its own rows (no prepared statement shared across server connections)', async () => {
    const prepared = database.prepare<{ v: number }>(sql`select ${sql.placeholder('v')}::int + 0 as v`);
    const answers = await Promise.all(Array.from({ length: 300 }, async (_, i) => {
      const rows = i % 3 === 0 ? await prepared({ v: i })
        : i % 3 === 1 ? await database.rows<{ v: number }>(sql`select ${i}::int as v, ${`x${i}`}::text as t`)
          : [...((await database.db.execute(sql`select ${i}::int as v where ${i} >= 0`)) as unknown as { v: number }[])];
      return rows[0].v === i;
    }));
    expect(answers.filter((ok) => !ok)).toHaveLength(0);
  });

  it('refuses to open through PgBouncer without DATABASE_POOLER, naming the settings', async () => {
    await expect(openDb({ databaseUrl: bouncer.urlFor(withDatabase(serverUrl!, name)), statementTimeoutMs: 700 }))
      .rejects.toThrow(/unsupported startup parameter: statement_timeout\). Behind PgBouncer set DATABASE_POOLER=pgbouncer-transaction and DATABASE_DIRECT_URL/);
  });

  it('holds no advisory lock after start-up, and listens on the direct connection', async () => {
    const [{ n }] = await outsider.unsafe<{ n: number }[]>(
      `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = '${name}'`);
    expect(n).toBe(0);
    const got: string[] = [];
    const sub = await database.listenClient!.listen('feedlot_pgbouncer_test', (p) => got.push(p));
    await outsider.unsafe("select pg_notify('feedlot_pgbouncer_test', 'hello')");
    while (got.length === 0) await new Promise((r) => setTimeout(r, 25));
    await sub.unlisten();
    expect(got).toEqual(['hello']);
  });
});
