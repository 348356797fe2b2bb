import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { startTestApp, type TestApp } from '../helpers/app';

/**
 * Issue 33, item 2: a statement that fails after PostgreSQL sent rows of it (a real statement_timeout firing while
 * rows stream), then the next statement on the same connection (pool of 1). postgres.js 3.4.9 resolved that next
 * statement with a sparse array (its row counter was not reset): patches/postgres+3.4.9.patch fixes it, and
 * `retiring` (src/db/client.ts) closes such a connection once what was sent on it is answered.
 * PostgreSQL only: PGlite has no postgres.js connection.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.warn('NOTICE: the postgres.js mid-result tests need PostgreSQL (DATABASE_URL): SKIPPED on PGlite');

// Rows stream out (a sleep of 1 ms each) until statement_timeout cancels the statement: 57014 after rows were sent.
const STREAM_UNTIL_TIMEOUT = 'select i, pg_sleep(0.001) as slept from generate_series(1, 100000) i';
const TIMEOUT_MS = 300;
const FIVE = [1, 2, 3, 4, 5];

(serverUrl ? describe : describe.skip)('a statement that fails after sending rows (PostgreSQL)', () => {
  it('postgres.js: the next statement on that connection has exactly its own rows (the patch)', async () => {
    let rows = 0;
    const client = postgres(serverUrl!, {
      max: 1, onnotice: () => {}, connection: { statement_timeout: TIMEOUT_MS },
      transform: { row: { from: (r: Record<string, unknown>) => ((rows += 1), r) } },
    });
    try {
      const failed = await client.unsafe(STREAM_UNTIL_TIMEOUT).then(() => null, (e: { code?: string }) => e);
      expect(failed?.code).toBe('57014');
      // The timeout fired after rows of it had reached the client: the case of the defect.
      expect(rows).toBeGreaterThan(0);
      const next = await client.unsafe('select x from generate_series(1, 5) x');
      expect(next.length).toBe(5);
      expect([...next].map((r) => r?.x)).toEqual(FIVE);
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  describe('the service database (pool of 1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ DATABASE_POOL_MAX: '1', DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    });
    afterAll(() => t.close());

    const pid = async () => (await t.app.database.rows<{ pid: number }>(sql`select pg_backend_pid() as pid`))[0].pid;
    const fails = (text: string) => t.app.database.rows(sql.raw(text)).then(() => null, (e: { code?: string }) => e?.code);

    it('a statement already sent behind the failing one (pipelined on its connection) gets exactly its rows', async () => {
      const failing = fails(STREAM_UNTIL_TIMEOUT);
      const behind = t.app.database.rows<{ x: number }>(sql`select x from generate_series(1, 5) x`);
      expect(await failing).toBe('57014');
      const rows = await behind;
      expect(rows.length).toBe(5);
      expect([...rows].map((r) => r?.x)).toEqual(FIVE);
    });

    it('retires the connection after an error that arrives mid-result: the next statement runs on a new one', async () => {
      const before = await pid();
      expect(await fails(STREAM_UNTIL_TIMEOUT)).toBe('57014');
      const after = await pid();
      expect(after).not.toBe(before);
      // On the new connection the next statement is right even without the patch (it guards reuse in sequence).
      const next = await t.app.database.rows<{ x: number }>(sql`select x from generate_series(1, 5) x`);
      expect([...next].map((r) => r?.x)).toEqual(FIVE);
      // The retired backend is gone, not parked in the pool.
      const alive = await t.app.database.rows(sql`select 1 from pg_stat_activity where pid = ${before}`);
      expect(alive).toEqual([]);
    });

    it('retires it inside a transaction too, once the transaction has ended', async () => {
      const before = await pid();
      const code = await t.app.database.db.transaction(async (tx) => { await tx.execute(sql.raw(STREAM_UNTIL_TIMEOUT)); })
        .then(() => null, (e: { code?: string; cause?: { code?: string } }) => e?.cause?.code ?? e?.code);
      expect(code).toBe('57014');
      expect(await pid()).not.toBe(before);
    });

    it('keeps the connection after an error before any row (a timeout while sleeping, a division by zero)', async () => {
      const before = await pid();
      expect(await fails(`select pg_sleep(${(TIMEOUT_MS * 3) / 1000})`)).toBe('57014');
      expect(await fails('select 1 / (x - x) from (values (1)) v(x)')).toBe('22012');
      expect(await pid()).toBe(before);
    });
  });
});
