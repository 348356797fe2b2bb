import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Role } from '../../src/auth/actor';
import { Scheduler } from '../../src/jobs/scheduler';
import { auditLogs } from '../../src/modules/audit/schema';
import { client, startTestApp, type TestApp } from '../helpers/app';
import { startOneTenant, tok, type OneTenantSuite } from '../helpers/suite';
import { sleep, watch } from '../helpers/sockets';

/**
 * Issue 26: GET /metrics in the Prometheus text format, outside /api (not rate limited, not audited), counting
 * requests by route template and status, with the database, socket, subscription and job gauges; no label value
 * is an id, an e-mail or a tenant's name; METRICS_TOKEN, when set, is required as a bearer token.
 */
type Sample = { name: string; labels: Record<string, string>; value: number };

/** A strict reader of the text format 0.0.4: every line a comment (HELP, TYPE) or a sample of a declared metric. */
function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') types.set(comment[2], comment[3]);
      continue;
    }
    // Prometheus reads NaN in any case (Go's ParseFloat); prom-client writes "Nan".
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/i.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g)) labels[l[1]] = l[2];
    const declared = [m[1], m[1].replace(/_(bucket|sum|count)$/, '')].some((n) => types.has(n));
    if (!declared) throw new Error(`sample of an undeclared metric: ${line}`);
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return { samples, types };
}

let s: OneTenantSuite;
beforeAll(async () => {
  s = await startOneTenant('metricas');
});
afterAll(() => s.t.close());

async function scrape(url = s.t.url, token?: string) {
  const r = await fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await r.text());
}
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v)).reduce((a, x) => a + x.value, 0);

it('parses as Prometheus text, with process, request, database, socket and job metrics', async () => {
  const { samples, types } = await scrape();
  expect(types.get('feedlot_http_requests_total')).toBe('counter');
  expect(types.get('feedlot_http_request_duration_seconds')).toBe('histogram');
  for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'feedlot_db_up',
    'feedlot_db_turns_in_use', 'feedlot_db_turns_max', 'feedlot_db_queue_length', 'feedlot_db_queue_max', 'feedlot_db_pool_max',
    'feedlot_http_open_connections', 'feedlot_graphql_ws_sockets', 'feedlot_graphql_subscriptions', 'feedlot_job_runs_total', 'feedlot_job_failures_total']) {
    expect([name, types.has(name)]).toEqual([name, true]);
  }
  expect(value(samples, 'feedlot_db_up')).toBe(1);
  expect(value(samples, 'feedlot_db_turns_max')).toBe(process.env.DATABASE_URL ? 2 * 4 : 2);
  expect(value(samples, 'feedlot_db_queue_max')).toBe(2000);
  expect(value(samples, 'feedlot_http_open_connections')).toBeGreaterThanOrEqual(1);
});

it('counts requests by route template and status, and their latency', async () => {
  const token = tok(s.tenant, Role.Admin);
  const before = (await scrape()).samples;
  for (let i = 0; i < 3; i++) expect((await s.api.get(`/api/lotes/${randomUUID()}`, token)).status).toBe(404);
  expect((await s.api.get('/api/lotes', token)).status).toBe(200);
  expect((await s.api.get(`/api/nao-existe/${randomUUID()}`, token)).status).toBe(404);
  const after = (await scrape()).samples;
  const diff = (name: string, labels: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
  expect(diff('feedlot_http_requests_total', { method: 'GET', route: '/api/lotes/:id', status: '404' })).toBe(3);
  expect(diff('feedlot_http_requests_total', { method: 'GET', route: '/api/lotes', status: '200' })).toBe(1);
  expect(diff('feedlot_http_requests_total', { method: 'GET', route: 'other', status: '404' })).toBe(1);
  expect(diff('feedlot_http_request_duration_seconds_count', { method: 'GET', route: '/api/lotes/:id' })).toBe(3);
  expect(diff('feedlot_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/lotes/:id', le: '+Inf' })).toBe(3);
  expect(value(after, 'feedlot_http_request_duration_seconds_sum', { route: '/api/lotes/:id' })).toBeGreaterThan(0);
});

it('no label value is an id, an e-mail or a tenant name', async () => {
  const token = tok(s.tenant, Role.Admin);
  await s.api.post('/api/auth/login', { email: s.tenant.users[Role.Admin].email, password: 'errada' });
  await s.api.get(`/api/racoes/${randomUUID()}?search=${encodeURIComponent(s.tenant.slug)}`, token);
  await s.api.post('/graphql', { query: `{ racao(id: "${randomUUID()}") { id } }` }, token);
  const { samples } = await scrape();
  const values = samples.flatMap((x) => Object.values(x.labels));
  expect(values.length).toBeGreaterThan(0);
  expect(values.filter((v) => /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(v) || v.includes('@') || v.includes(s.tenant.slug))).toEqual([]);
  const routes = new Set(samples.map((x) => x.labels.route).filter(Boolean));
  expect(routes).toEqual(new Set([...routes].filter((r) => r === 'other' || r.startsWith('/'))));
  expect(routes.has('/api/racoes/:id') && routes.has('/graphql') && routes.has('/api/auth/login')).toBe(true);
});

it('is not under the REST contract: not rate limited, not audited, GET only', async () => {
  const r = await fetch(`${s.t.url}/metrics`);
  expect(r.headers.get('x-ratelimit-limit')).toBeNull();
  await r.arrayBuffer();
  // Rows of the earlier tests' requests are recorded when their responses finish, and written in batches: let them land.
  const audit = async () => (await sleep(300), await s.t.app.auditWriter.flush(), s.t.app.database.db.$count(auditLogs));
  const before = await audit();
  const post = await fetch(`${s.t.url}/metrics`, { method: 'POST' });
  expect(post.status).toBe(405);
  expect(post.headers.get('allow')).toBe('GET, HEAD');
  expect(await audit()).toBe(before);
});

it('counts open graphql-ws sockets and subscriptions', async () => {
  const w = watch(s.t, tok(s.tenant, Role.Gerente));
  try {
    let samples: Sample[] = [];
    for (;;) {
      samples = (await scrape()).samples;
      if (value(samples, 'feedlot_graphql_subscriptions') >= 1) break;
      await sleep(50);
    }
    expect(value(samples, 'feedlot_graphql_ws_sockets')).toBe(1);
    expect(value(samples, 'feedlot_graphql_subscriptions')).toBe(1);
    expect(value(samples, 'feedlot_graphql_subscription_groups')).toBe(1);
  } finally {
    await w.dispose();
  }
});

it('counts job runs and failures by job', async () => {
  const scheduler = new Scheduler(pino({ level: 'silent' }), s.t.app.metrics);
  let ran = 0;
  let bothRan!: () => void;
  const started = new Promise<void>((r) => (bothRan = r));
  const mark = () => void (++ran === 2 && bothRan());
  scheduler.soon('teste-ok', 500, async () => mark());
  scheduler.soon('teste-falha', 500, async () => {
    mark();
    throw new Error('falhou');
  });
  await started;
  await scheduler.stop(); // waits for the runs in progress, whose end is what is counted
  const { samples } = await scrape();
  expect(value(samples, 'feedlot_job_runs_total', { job: 'teste-ok' })).toBe(1);
  expect(value(samples, 'feedlot_job_failures_total', { job: 'teste-ok' })).toBe(0);
  expect(value(samples, 'feedlot_job_runs_total', { job: 'teste-falha' })).toBe(1);
  expect(value(samples, 'feedlot_job_failures_total', { job: 'teste-falha' })).toBe(1);
  expect(value(samples, 'feedlot_job_duration_seconds_count', { job: 'teste-ok' })).toBe(1);
});

describe('with METRICS_TOKEN', () => {
  const token = 'metricas-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with another, 200 with it', async () => {
    const api = client(t.url);
    for (const headers of [{}, { authorization: 'Bearer outro-0123456789abcdef' }, { authorization: token }] as Record<string, string>[]) {
      const r = await api.call('GET', '/metrics', { headers });
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      expect(r.body.code).toBe('UNAUTHENTICATED');
    }
    await scrape(t.url, token);
  });
});
