import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { PASSWORD } from '../helpers/factories';
import { report } from './helpers/report';
import { createDatabase, ensureBuilt, startService, type Service } from './helpers/service';

/**
 * R12: instances started together on one PostgreSQL database take turns on migrations and bootstrap (advisory
 * lock): 4 at once on an empty database, then 4 at once with one new, non-idempotent migration pending.
 * PostgreSQL only: the embedded database belongs to one process (pid lock), so there is nothing to race.
 */
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '../..');
const INSTANCES = 4;
const SUPER = 'r12.super@teste.com';
const onServer = Boolean(process.env.DATABASE_URL);

type Round = { healthy: number; crashed: string[]; startMs: number[] };

/** Starts `INSTANCES` services at the same moment; each either answers /api/health 200 or is counted as crashed. */
async function startTogether(env: Record<string, string>, main?: string): Promise<{ round: Round; services: Service[] }> {
  const started = Date.now();
  const startMs: number[] = [];
  const results = await Promise.allSettled(Array.from({ length: INSTANCES }, () =>
    startService(env, { main }).then((s) => (startMs.push(Date.now() - started), s))));
  const services = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const crashed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason?.message ?? r.reason).split('\n').slice(0, 3).join(' | ')] : []));
  let healthy = 0;
  for (const s of services) if ((await fetch(`${s.url}/api/health`)).status === 200) healthy++;
  return { round: { healthy, crashed, startMs }, services };
}

async function stopAll(services: Service[]) {
  for (const s of services) s.proc.kill('SIGTERM');
  await Promise.all(services.map((s) => s.exited));
}

/** A copy of dist whose migrations folder has one more migration than the repository's (non-idempotent DDL). */
function releaseWithNewMigration(): { main: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-r12-'));
  cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // migrationsFolder() looks beside dist first: dist/drizzle wins over the repository's drizzle/.
  const migrations = path.join(dir, 'dist', 'drizzle');
  cpSync(path.join(ROOT, 'drizzle'), migrations, { recursive: true });
  const journalFile = path.join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const last = journal.entries[journal.entries.length - 1];
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1000, tag: '9999_r12_probe', breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(migrations, '9999_r12_probe.sql'),
    // The sleep widens the window a slow real migration would have, so that unserialized instances overlap in it.
    'SELECT pg_sleep(1.5);--> statement-breakpoint\nCREATE TABLE "r12_probe" ("id" integer PRIMARY KEY);--> statement-breakpoint\nINSERT INTO "r12_probe" VALUES (1);');
  return { main: path.join(dir, 'dist', 'src', 'main.js'), dir };
}

(onServer ? describe : describe.skip)('R12 concurrent start-up on one PostgreSQL database', () => {
  const journal = JSON.parse(readFileSync(path.join(ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')).entries.length as number;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let sql: postgres.Sql;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureBuilt();
    db = await createDatabase('r12');
    sql = postgres(db.url, { max: 1, onnotice: () => {} });
    env = { DATABASE_URL: db.url, BOOTSTRAP_SUPERADMIN_EMAIL: SUPER, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD, DATABASE_POOL_MAX: '3' };
  });
  afterAll(async () => {
    await sql?.end();
    await db?.drop();
  });

  const migrationsApplied = async () => {
    const [{ total, distinct }] = await sql<{ total: number; distinct: number }[]>`
      select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
    return { total, distinct };
  };
  const superAdmins = async () => (await sql<{ n: number }[]>`select count(*)::int as n from users where role = 'SuperAdmin'`)[0].n;

  it(`${INSTANCES} instances at once on an empty database: all healthy, each migration once, one SuperAdmin`, async () => {
    const { round, services } = await startTogether(env);
    try {
      const applied = await migrationsApplied();
      const supers = await superAdmins();
      report('R12-empty', { instances: INSTANCES, healthy: round.healthy, crashed: round.crashed.length, migrations: journal, applied: applied.total, distinct: applied.distinct, superAdmins: supers, slowestStartMs: Math.max(...round.startMs) });
      expect(round.crashed).toEqual([]);
      expect(round.healthy).toBe(INSTANCES);
      expect(applied).toEqual({ total: journal, distinct: journal });
      expect(supers).toBe(1);
    } finally {
      await stopAll(services);
    }
  });

  it(`${INSTANCES} instances at once with one new migration pending: all healthy, the new migration applied once`, async () => {
    const release = releaseWithNewMigration();
    const { round, services } = await startTogether(env, release.main);
    try {
      const applied = await migrationsApplied();
      const [{ rows }] = await sql<{ rows: number }[]>`select count(*)::int as rows from r12_probe`;
      const supers = await superAdmins();
      report('R12-new-migration', { instances: INSTANCES, healthy: round.healthy, crashed: round.crashed.length, applied: applied.total, expected: journal + 1, probeRows: rows, superAdmins: supers, slowestStartMs: Math.max(...round.startMs) });
      expect(round.crashed).toEqual([]);
      expect(round.healthy).toBe(INSTANCES);
      expect(applied).toEqual({ total: journal + 1, distinct: journal + 1 });
      expect(rows).toBe(1);
      expect(supers).toBe(1);
    } finally {
      await stopAll(services);
      rmSync(release.dir, { recursive: true, force: true });
    }
  });
});
