import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';
import { tok } from '../helpers/suite';
import { MULTIPART_HEAD, MULTIPART_TYPE, trickle, type Trickled } from '../helpers/trickle';
import { percentile, report } from './helpers/report';

/**
 * S18: slow bodies cannot freeze the service. With the default limits (pool 10, so 20 turns at a server and 2 at
 * the embedded database; queue wait 15 s; bodies 30 s; 2 uploads per user, 4 per tenant): one Gerente opens 22
 * uploads that trickle a byte every 3 s (the attack), six more users of three tenants open uploads within
 * their caps, and JSON bodies trickle on REST and /graphql. Meanwhile another tenant reads without pause. Reported:
 * how those reads were answered, what each trickle got and when.
 */
jest.setTimeout(300_000);

const BODY_MS = 30_000;
const summary = (rs: Trickled[]) => {
  const by: Record<string, number> = {};
  for (const r of rs) by[r.status ?? 'none'] = (by[r.status ?? 'none'] ?? 0) + 1;
  const ms = rs.map((r) => r.ms);
  return { byStatus: by, minMs: Math.min(...ms), maxMs: Math.max(...ms) };
};

describe('S18 slow request bodies', () => {
  let t: TestApp;
  let api: Client;
  let attacker: TestTenant;
  let others: TestTenant[];
  let victim: TestTenant;

  beforeAll(async () => {
    t = await startTestApp({ DATABASE_POOL_MAX: '10' });
    api = client(t.url);
    [attacker, victim, ...others] = await Promise.all([0, 1, 2, 3, 4].map((i) => makeTenant(t.app, `s18-${i}`)));
    await makeLote(t.app, victim.id);
  });
  afterAll(() => t.close());

  it('another tenant keeps getting 200 quickly while uploads and JSON bodies trickle; caps answer 429 at once; trickles 408', async () => {
    const slow = { everyMs: 3000, giveUpMs: BODY_MS + 20_000 };
    const upload = (token: string) => trickle(t.url, { path: '/api/importacao/pesagens', token, contentType: MULTIPART_TYPE, head: MULTIPART_HEAD, length: 1_000_000, ...slow });
    const json = (path: string, token: string) => trickle(t.url, { path, token, contentType: 'application/json', head: '{"nome": "', length: 10_000, ...slow });
    const started = Date.now();
    const flood = Array.from({ length: 22 }, () => upload(tok(attacker, Role.Gerente)));
    const spread = others.flatMap((x) => [Role.Gerente, Role.Gerente, Role.Admin, Role.Admin].map((r) => upload(tok(x, r))));
    const bodies = others.flatMap((x) => [json('/api/lotes', tok(x, Role.Gerente)), json('/api/racoes', tok(x, Role.Admin)), json('/graphql', tok(x, Role.Operador))]);
    const all = [...flood, ...spread, ...bodies];
    let settled = 0;
    for (const u of all) void u.answered.then(() => settled++);

    // The other tenant reads (REST and /graphql, one after another) until every trickle has been answered.
    const reads: { status: number; ms: number }[] = [];
    while (settled < all.length && Date.now() - started < BODY_MS + 15_000) {
      const at = Date.now();
      const r = reads.length % 2 === 0
        ? await api.get('/api/lotes', tok(victim, Role.Operador))
        : await api.call('POST', '/graphql', { token: tok(victim, Role.Operador), body: { query: '{ lotes { totalCount } }' } });
      reads.push({ status: r.status, ms: Date.now() - at });
    }
    const [floodR, spreadR, bodiesR] = await Promise.all([flood, spread, bodies].map((g) => Promise.all(g.map((u) => u.answered))));
    const readMs = reads.map((r) => r.ms);
    const byStatus: Record<number, number> = {};
    for (const r of reads) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const figures = {
      reads: { n: reads.length, byStatus, p50Ms: percentile(readMs, 50), p99Ms: percentile(readMs, 99), maxMs: Math.max(...readMs) },
      floodOneGerente: summary(floodR), spreadSixUsers: summary(spreadR), jsonBodies: summary(bodiesR), wallMs: Date.now() - started,
    };
    report('S18', figures);

    expect(byStatus).toEqual({ 200: reads.length });
    expect(percentile(readMs, 99)).toBeLessThan(1000);
    // One Gerente: 2 uploads read (then 408 at the body bound), 20 refused at once.
    expect(floodR.filter((r) => r.status === 429).length).toBe(20);
    for (const r of floodR.filter((x) => x.status === 429)) expect([r.ms < 1000, r.headers['retry-after'], r.body.code]).toEqual([true, '5', 'RATE_LIMITED']);
    // Within the caps every upload is read until the bound, and so is every JSON body: 408 problem+json, connection closed.
    for (const r of [...floodR.filter((x) => x.status !== 429), ...spreadR, ...bodiesR]) {
      expect([r.status, r.body.code, r.headers.connection, r.closedByServer]).toEqual([408, 'REQUEST_TIMEOUT', 'close', true]);
      expect(r.ms).toBeGreaterThanOrEqual(BODY_MS - 100);
      expect(r.ms).toBeLessThan(BODY_MS + 3000);
    }
  });
});
