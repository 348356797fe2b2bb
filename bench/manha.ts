import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { Role } from '../src/auth/actor';
import { hashPassword, passwordCost } from '../src/auth/password';
import { businessDate } from '../src/clock';
import { loadConfig } from '../src/config';
import { tenants } from '../src/modules/tenant/schema';
import { users } from '../src/modules/user/schema';
import { createDatabase, dropDatabase } from './seed';
import { openBatchesSql, tratoSeedSql } from './trato-seed';

/**
 * A whole feeding morning (contract 12.4), measured: a farm with N open batches in their pens on their diets, half
 * of them fed yesterday, three in four with today's bunk reading. The morning screen (GET /api/tratos), then one
 * confirmation per batch of what the plan says (POST /api/tratos/confirmacoes, `--concurrency` at once, as
 * several mixer wagons), then the plan again. Stock is checked exact against the answers.
 *
 *   npm run bench:manha -- --db pglite|postgres [--lotes 500] [--concurrency 1]
 *
 * The service runs in this process (the real app over HTTP on 127.0.0.1); the embedded database is on disk in a
 * temporary DATA_DIR, PostgreSQL is a fresh database on DATABASE_URL's server (default 127.0.0.1:5432), both removed
 * afterwards.
 */
const args = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const kind = opt('--db', 'pglite');
const lotes = Number(opt('--lotes', '500'));
const concurrency = Number(opt('--concurrency', '1'));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const say = (s: string) => process.stdout.write(`${s}\n`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  if (!['pglite', 'postgres'].includes(kind) || !(lotes >= 1) || !(concurrency >= 1)) throw new Error('usage: --db pglite|postgres [--lotes n] [--concurrency n]');
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'feedlot-manha-')) : undefined;
  const pg = kind === 'postgres' ? await createDatabase(serverUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir ?? 'memory://', LOG_LEVEL: 'silent', DEMO_SEED: 'false', JWT_SECRET: randomBytes(32).toString('hex'),
    MARKETDATA_SYNC_ENABLED: 'false', PESAGEM_PENDENTE_ENABLED: 'false', PROTOCOLO_ATRASADO_ENABLED: 'false', RESUMO_DIARIO_ENABLED: 'false',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  const app = await createApp(config);
  try {
    const { port } = await app.listen(0, '127.0.0.1');
    await morning(app, `http://127.0.0.1:${port}`, businessDate(new Date(), config.APP_TIMEZONE));
  } finally {
    await app.shutdown();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (pg) await dropDatabase(serverUrl, pg.name);
  }
}

async function morning(app: Awaited<ReturnType<typeof createApp>>, base: string, dia: string) {
  const db = app.database;
  const [tenant] = await db.db.insert(tenants).values({ nome: 'Fazenda Manha', slug: `manha-${randomBytes(4).toString('hex')}` }).returning();
  const [u] = await db.db.insert(users).values({
    tenantId: tenant.id, nome: 'Tratador', email: `tratador.${tenant.slug}@manha.local`, passwordHash: await hashPassword(randomBytes(12).toString('hex'), passwordCost(app.config)), role: Role.Operador,
  }).returning();
  const token = app.tokens.signAccess({ id: u.id, email: u.email, role: Role.Operador, tenantId: tenant.id });
  let t0 = Date.now();
  await db.rows(sql.raw(openBatchesSql(tenant.id, lotes, dia)));
  for (const s of tratoSeedSql(tenant.id, dia)) await db.rows(sql.raw(s));
  say(`${kind}: ${lotes} open batches with pens, diets, readings and yesterday's tratos seeded in ${Date.now() - t0} ms (day ${dia})`);

  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const stock = async () => (await db.rows<{ g: string }>(sql`select coalesce(sum(estoque_kg), 0) * 1000 as g from racoes where tenant_id = ${tenant.id}`))[0].g;
  const before = Number(await stock());
  t0 = Date.now();
  const planRes = await fetch(`${base}/api/tratos?data=${dia}`, { headers });
  const plan = (await planRes.json()) as { loteId: string; kgPrevisto: number }[];
  const planMs = Date.now() - t0;
  if (plan.length !== lotes) throw new Error(`plan lists ${plan.length} batches`);

  const latencies: number[] = [];
  let grams = 0;
  let next = 0;
  const wagon = async () => {
    for (let i = next++; i < plan.length; i = next++) {
      const s = Date.now();
      const r = await fetch(`${base}/api/tratos/confirmacoes`, { method: 'POST', headers, body: JSON.stringify({ data: dia, loteId: plan[i].loteId, kgFornecido: plan[i].kgPrevisto }) });
      const body = (await r.json()) as { consumos: { quantidadeKg: number }[] };
      if (r.status !== 201) throw new Error(`confirmation ${i}: ${r.status} ${JSON.stringify(body)}`);
      latencies.push(Date.now() - s);
      grams += body.consumos.reduce((sum, c) => sum + Math.round(c.quantidadeKg * 1000), 0);
    }
  };
  t0 = Date.now();
  await Promise.all(Array.from({ length: concurrency }, wagon));
  const totalMs = Date.now() - t0;
  const after = (await (await fetch(`${base}/api/tratos?data=${dia}`, { headers })).json()) as { confirmacaoId: string | null }[];
  if (after.some((p) => !p.confirmacaoId)) throw new Error('a batch is not confirmed after the morning');
  const drawn = before - Number(await stock());
  if (Math.round(drawn) !== grams) throw new Error(`stock drawn ${drawn} g, confirmations say ${grams} g`);
  latencies.sort((a, b) => a - b);
  say(`${kind}: plan of ${plan.length} batches in ${planMs} ms; ${plan.length} confirmations at concurrency ${concurrency} in ${(totalMs / 1000).toFixed(2)} s `
    + `(${(plan.length / (totalMs / 1000)).toFixed(1)}/s; latency p50 ${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms, max ${latencies[latencies.length - 1]} ms); `
    + `stock drawn ${(grams / 1000).toFixed(3)} kg, exact`);
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
