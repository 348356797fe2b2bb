import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { Role } from '../src/auth/actor';
import { TokenService } from '../src/auth/token';
import { bareFanout, serviceFanout } from './fanout';
import { canonical, fetchOnce, masked, measure, within, round, sequentialLatency, type Metrics } from './load';
import { LOAD_CORE, SERVER_CORE, distFile, peakRssMb, pinPostgres, pinSelf, rssMb, startServer, type Server } from './procs';
import { machine, printTable, writeReadmeTable, writeResults, type Row } from './report';
import { httpScenarios, PROJECOES_QUERY, type Target } from './scenarios';
import { SESSAO_ROW, sessaoRow } from './sessao';
import { applyMigrations, createDatabase, dropDatabase, seed, LARGE, SMALL } from './seed';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = flag('--quick');
const seconds = Number(opt('--seconds') ?? (quick ? 2 : 10));
const warmupSeconds = Number(opt('--warmup') ?? (quick ? 1 : 3));
const only = opt('--only'); // run only scenarios whose name contains this text (and skip fan-out unless it matches "fan-out"); `--only idle` matches none: the RSS rows only
const profile = flag('--cpu-prof'); // write a V8 CPU profile of the service process to bench/results/profiles
const subscribers = Number(opt('--subscribers') ?? 1000);
const fanoutRounds = quick ? 2 : 5;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const resultsDir = path.resolve(__dirname, '../../bench/results');
const logFile = path.join(resultsDir, quick ? 'servers-quick.log' : 'servers.log');
const say = (s: string) => process.stdout.write(`${s}\n`);

async function main(): Promise<number> {
  mkdirSync(resultsDir, { recursive: true });
  try {
    pinSelf(LOAD_CORE);
  } catch {
    say('warning: could not pin the runner to CPU1');
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [{ server_version: pgVersion }] = await admin`show server_version`;
  await admin.end();

  const db = await createDatabase(serverUrl);
  say(`database ${db.name}: migrating and seeding (large tenant ${JSON.stringify(LARGE)}, small tenant /10)`);
  const servers: Server[] = [];
  let unpin = () => {};
  let keep = false;
  const cleanup = async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    unpin();
    if (!keep) await dropDatabase(serverUrl, db.name).catch((e) => say(`warning: drop database failed: ${e}`));
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await applyMigrations(db.url);
    const seeded = await seed(db.url);
    say(`seeded in ${seeded.seconds.toFixed(1)} s (VACUUM ANALYZE included): ${JSON.stringify(seeded.timings)}`);
    if (flag('--seed-only')) {
      say(`--seed-only: kept ${db.url} (drop it with: psql -c 'drop database ${db.name}')`);
      keep = true;
      return 0;
    }
    const pin = pinPostgres(LOAD_CORE);
    unpin = pin.restore;

    const secret = randomBytes(32).toString('hex');
    const tokenService = new TokenService({ secret, issuer: 'feedlot-api', audience: 'feedlot-api', accessTtlSeconds: 3600 });
    const mint = (t: typeof seeded.large) => tokenService.signAccess({ id: t.userId, email: t.email, role: Role.Admin, tenantId: t.tenantId });
    const tokens = { large: mint(seeded.large), small: mint(seeded.small) };
    const env = {
      DATABASE_URL: db.url, JWT_SECRET: secret, NODE_ENV: 'production', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DEMO_SEED: 'false', MARKETDATA_SYNC_ENABLED: 'false', PESAGEM_PENDENTE_ENABLED: 'false',
      // The seeded admins are due a daily digest from 06:00 in APP_TIMEZONE on: with the job on, a run after that hour
      // computed two digests (the large tenant's 500 batches projected) during the idle row, one before it did not.
      RESUMO_DIARIO_ENABLED: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '100000',
      // The fan-out row's 1,000 subscribers share one token, standing for a fleet of dashboards: the per-user socket cap
      // (issue 25) is not what it measures.
      GRAPHQL_WS_SOCKETS_PER_USER: '100000',
      // The runtime settings `npm start` uses (package.json), for the service and the baseline alike.
      UV_THREADPOOL_SIZE: '2', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072',
    };
    // The node flags `npm start` uses (package.json; docs/decisions.md, "Memory"), for the service and the baseline alike.
    const nodeArgs = ['--max-semi-space-size=8', '--heap-growing-percent=100', '--expose-gc'];
    const profDir = path.join(resultsDir, 'profiles');
    const procs: Record<Target, Server> = {
      service: await startServer('service', distFile('service.js'), env, logFile, [...nodeArgs, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [])]),
      serviceNoAudit: await startServer('service (AUDIT_ENABLED=false)', distFile('service.js'), { ...env, AUDIT_ENABLED: 'false' }, logFile, nodeArgs),
      baseline: await startServer('baseline', distFile('baseline.js'), env, logFile, nodeArgs),
    };
    servers.push(...Object.values(procs));
    say(`servers on CPU${SERVER_CORE}: service pid ${procs.service.pid}, service-no-audit pid ${procs.serviceNoAudit.pid}, baseline pid ${procs.baseline.pid}`);

    const rows: Row[] = [];
    const problems: string[] = [];
    const notes: string[] = [];
    // Idle footprint: started, connected, nothing asked yet (the service's modules loaded, its pool empty), read once
    // the start-up work is over: its jobs' first runs (3-4 s) and the one collection after them (10 s, src/app.ts).
    await new Promise((r) => setTimeout(r, 12_000));
    const idle = round(rssMb(procs.service.pid), 1);
    rows.push({ name: 'service RSS after start, idle', service: { rssMb: idle }, baseline: { rssMb: round(rssMb(procs.baseline.pid), 1) },
      ratio: idle, target: 90, targetText: '< 90 MB', met: idle < 90 });
    const load = { seconds, warmupSeconds, maxRequests: 2_000_000 };
    for (const s of httpScenarios(seeded, tokens)) {
      if (only && !s.name.includes(only)) continue;
      const a = procs[s.measured];
      const b = procs[s.reference];
      const [ra, rb] = [await fetchOnce(a.port, s.request), await fetchOnce(b.port, s.request)];
      const norm = (t: string) => (s.compare === 'masked' ? masked(t) : s.compare === 'canonical' ? canonical(t) : t);
      const same = ra.status === s.expectStatus && rb.status === ra.status
        && (s.compare === 'within' ? within(ra.text, rb.text) === canonical(rb.text) : norm(ra.text) === norm(rb.text));
      if (!same) {
        problems.push(`${s.name}: answers differ\n  ${a.name} ${ra.status}: ${ra.text.slice(0, 400)}\n  ${b.name} ${rb.status}: ${rb.text.slice(0, 400)}`);
        rows.push({ name: s.name, service: null, baseline: null, ratio: null, target: s.target, targetText: `>= ${s.target}, CPU <= ${s.cpuTarget}`, met: false, note: 'answers differ' });
        say(`> ${s.name}: answers differ (${a.name} ${ra.status}, ${b.name} ${rb.status}); not measured`);
        continue;
      }
      say(`> ${s.name}: identical answers (${ra.text.length} bytes); measuring ${a.name} then ${b.name}`);
      const ma = await measure(a.port, a.pid, s.request, { ...load, connections: s.connections });
      const mb = await measure(b.port, b.pid, s.request, { ...load, connections: s.connections });
      // Any non-2xx answer or failed request makes the scenario invalid: a throughput of errors is no figure.
      const failed = ([[a.name, ma], [b.name, mb]] as [string, Metrics][]).filter(([, m]) => m.requests === 0 || m.non2xx + m.errors > 0)
        .map(([who, m]) => `${who} ${m.non2xx} non-2xx, ${m.errors} errors of ${m.requests}`);
      for (const f of failed) problems.push(`${s.name}: ${f}`);
      const ratio = round(ma.rps / mb.rps, 3);
      const cpuRatio = round(ma.cpuUsPerReq / mb.cpuUsPerReq, 2);
      rows.push({ name: s.name, service: ma, baseline: mb, ratio, cpuRatio, target: s.target, targetText: `>= ${s.target}, CPU <= ${s.cpuTarget}`,
        met: failed.length === 0 && ratio >= s.target && cpuRatio <= s.cpuTarget,
        ...(failed.length ? { note: `INVALID: ${failed.join('; ')}` } : {}),
        ...(s.reference === 'serviceNoAudit' ? { note: 'baseline column = the service with AUDIT_ENABLED=false' } : {}) });
      say(`  ${a.name}: ${ma.rps} req/s p50 ${ma.p50} p99 ${ma.p99} CPU ${ma.cpuUsPerReq} us | ${b.name}: ${mb.rps} req/s p50 ${mb.p50} p99 ${mb.p99} CPU ${mb.cpuUsPerReq} us | ratio ${ratio}, CPU ratio ${cpuRatio}`);
    }

    // Latency of one request at a time (p50 under 50 connections only restates throughput): large vs small tenant.
    const dash = httpScenarios(seeded, tokens).filter((s) => s.name.includes('/api/dashboard/summary'));
    const lat: ({ p50: number; p99: number; n: number } | void)[] = [];
    if (dash.length === 2 && (!only || dash[0].name.includes(only))) {
      for (const s of dash) lat.push(await sequentialLatency(procs.service.port, s.request, quick ? 300 : 2000, quick ? 5 : 20)
        .catch((e: Error) => void problems.push(`dashboard one at a time: ${e.message}`)));
    }
    if (lat.length === 2 && lat[0] && lat[1]) {
      const ratio = round(lat[0].p50 / lat[1].p50, 2);
      const asMetrics = (l: { p50: number; p99: number; n: number }) => ({ rps: 0, p50: l.p50, p99: l.p99, cpuUsPerReq: 0, rssMb: 0, requests: l.n, non2xx: 0, errors: 0, seconds: 0 });
      rows.push({ name: 'dashboard p50 at 1 connection: large / small tenant (service)', service: asMetrics(lat[0]), baseline: asMetrics(lat[1]), ratio,
        target: 2, targetText: '<= 2', met: ratio <= 2, note: 'one request at a time, hrtime-timed (ms); service column = large tenant, baseline column = small tenant' });
      say(`  dashboard one at a time: large p50 ${lat[0].p50} ms, small p50 ${lat[1].p50} ms, ratio ${ratio}`);
    }

    // Issue 33: the largest projection the cost limit accepts, one request at a time (no baseline: a time target).
    const projName = 'POST /graphql projecao of 100 open batches x 180 days, one at a time';
    if (!only || projName.includes(only)) {
      const request = { method: 'POST' as const, path: '/graphql', headers: { authorization: `Bearer ${tokens.large}` }, body: JSON.stringify({ query: PROJECOES_QUERY }) };
      const first = await fetchOnce(procs.service.port, request);
      const items = first.status === 200 ? JSON.parse(first.text).data?.lotes?.items : undefined;
      if (!Array.isArray(items) || items.length !== 100 || first.text.includes('"errors"')) problems.push(`${projName}: ${first.status} ${first.text.slice(0, 400)}`);
      const l = await sequentialLatency(procs.service.port, request, quick ? 5 : 20, quick ? 30 : 120).catch((e: Error) => void problems.push(`${projName}: ${e.message}`));
      if (l) {
        rows.push({ name: projName, service: { rps: 0, p50: l.p50, p99: l.p99, cpuUsPerReq: 0, rssMb: 0, requests: l.n, non2xx: 0, errors: 0, seconds: 0 },
          baseline: null, ratio: l.p50, target: 2000, targetText: '< 2000 ms (p50)', met: l.p50 < 2000,
          note: `one request at a time, hrtime-timed (ms), ${first.text.length} bytes; the cost limit refuses two such pages` });
        say(`> ${projName}: p50 ${l.p50} ms, p99 ${l.p99} ms (n ${l.n}, ${first.text.length} bytes)`);
      }
    }

    // Issue 36: a weighing session of 5,000 animals from an indicator file.
    if (!only || SESSAO_ROW.includes(only)) {
      const row = await sessaoRow(procs.service, db.url, seeded.large, tokens.large, quick ? 3 : 10, problems);
      rows.push(row);
      say(`> ${SESSAO_ROW}: p50 ${row.service?.p50} ms, max ${row.service?.p99} ms, RSS growth ${row.service?.rssMb} MB`);
    }

    if (!only || 'fan-out'.includes(only)) {
      say(`> subscription fan-out: ${subscribers} graphql-ws subscribers vs ${subscribers} bare ws clients, ${fanoutRounds} timed rounds`);
      const svc = await serviceFanout(procs.service, db.url, tokens.large, subscribers, fanoutRounds);
      const frame = JSON.stringify({ id: 'bench', type: 'next', payload: svc.payload });
      const bare = await bareFanout(procs.baseline, frame, subscribers, fanoutRounds);
      if (bare.seen !== frame) problems.push(`fan-out: bare payload differs: ${bare.seen}`);
      const ratio = round(bare.metrics.lastMs / svc.metrics.lastMs, 3);
      rows.push({ name: `quoteUpdated fan-out to ${subscribers} subscribers (ms to last)`,
        service: { ...svc.metrics, p50: svc.metrics.lastMs, cpuUsPerReq: svc.metrics.cpuUsPerDelivery },
        baseline: { ...bare.metrics, p50: bare.metrics.lastMs, cpuUsPerReq: bare.metrics.cpuUsPerDelivery },
        ratio, target: 1 / 3, targetText: '>= 0.33 (within 3x)', met: ratio >= 1 / 3,
        note: 'p50 column = median ms from publish (NOTIFY) to the last delivery; CPU per delivery' });
      say(`  service: last ${svc.metrics.lastMs} ms (trigger->last ${svc.metrics.triggerToLastMs} ms) | bare ws: last ${bare.metrics.lastMs} ms | ratio ${ratio}`);
      notes.push(`Fan-out payload: ${JSON.stringify(svc.payload)}; service trigger->last delivery (ingestion included) median ${svc.metrics.triggerToLastMs} ms.`);
    }

    const peak = round(peakRssMb(procs.service.pid), 1);
    rows.push({ name: 'service peak RSS (VmHWM, whole run)', service: { rssMb: peak }, baseline: { rssMb: round(peakRssMb(procs.baseline.pid), 1) },
      ratio: peak, target: 250, targetText: '< 250 MB', met: peak < 250 });

    notes.push(`Seed: large tenant ${JSON.stringify(LARGE)}, small tenant ${JSON.stringify(SMALL)}; seeded in ${seeded.seconds.toFixed(1)} s.`);
    notes.push(`Service: bench/service.ts = createApp(loadConfig(env)) from src/app.ts, LOG_LEVEL=${env.LOG_LEVEL}, NODE_ENV=production, pool 10.`);
    notes.push('Numbers were taken on a shared 2-core machine; other jobs may have competed for CPU (see machine.load).');
    const meta = { command: quick ? 'npm run bench:quick' : 'npm run bench', mode: quick ? 'quick' : 'full', seconds, warmupSeconds,
      seed: { large: LARGE, small: SMALL, seconds: seeded.seconds }, machine: machine(pgVersion) };
    say(`\n${printTable(rows)}\n`);
    for (const n of notes) say(`- ${n}`);
    // A run with errors is never written as the latest table: it goes to *-invalid with its problems, and fails.
    const base = `${quick ? 'latest-quick' : 'latest'}${problems.length ? '-invalid' : ''}`;
    if (problems.length) notes.unshift(`INVALID RUN (errors in scenarios, figures not valid): ${problems.join(' | ')}`);
    if (!only) writeResults(resultsDir, rows, meta, notes, base);
    if (!only && !quick && problems.length === 0) writeReadmeTable(path.resolve(__dirname, '../../README.md'), rows, meta);
    say(`targets met: ${rows.filter((r) => r.met).length}/${rows.length}`);
    if (problems.length) {
      say(`\nINVALID RUN, errors in scenarios (exit 1; results in ${base}.md):\n${problems.join('\n')}`);
      return 1;
    }
    return 0;
  } finally {
    await cleanup();
  }
}

main().then((code) => process.exit(code), (err) => {
  process.stderr.write(`bench failed: ${err?.stack ?? err}\n`);
  process.exit(1);
});
