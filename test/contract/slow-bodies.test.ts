import 'reflect-metadata';
import { connect } from 'node:net';
import { Role } from '../../src/auth/actor';
import { serverTimeouts } from '../../src/server';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { expectProblem } from '../helpers/expect';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';
import { tok } from '../helpers/suite';
import { MULTIPART_HEAD, MULTIPART_TYPE, trickle, type Trickled } from '../helpers/trickle';

/*
 * Issue: slow uploads. A body that arrives a byte at a time must not hold a turn at the database (22 trickled uploads
 * from one Gerente made every request of every tenant 503 after 15 s; 3 on the embedded database), must not arrive
 * forever (408 after REQUEST_BODY_TIMEOUT_MS, connection closed), and one user or tenant cannot open uploads without
 * bound (429 past UPLOADS_PER_USER / UPLOADS_PER_TENANT). JSON bodies follow the same time rule, and Node's own
 * header timeout is the configured one.
 */
const BODY_MS = 3000;
const ENV = {
  DATABASE_QUEUE_TIMEOUT_MS: '1500', REQUEST_BODY_TIMEOUT_MS: String(BODY_MS), REQUEST_HEADERS_TIMEOUT_MS: '2000',
  UPLOADS_PER_USER: '2', UPLOADS_PER_TENANT: '3',
};
const GIVE_UP_MS = BODY_MS + 6000;

let t: TestApp;
let api: Client;
let tenants: TestTenant[];
let other: TestTenant;

beforeAll(async () => {
  t = await startTestApp(ENV);
  api = client(t.url);
  tenants = await Promise.all([1, 2, 3, 4, 5].map((i) => makeTenant(t.app, `lento-${i}`)));
  other = await makeTenant(t.app, 'lento-outro');
  await makeLote(t.app, other.id);
});
afterAll(() => t.close());

const upload = (token: string) => trickle(t.url, {
  path: '/api/importacao/pesagens', token, contentType: MULTIPART_TYPE, head: MULTIPART_HEAD, length: 100_000, everyMs: 200, giveUpMs: GIVE_UP_MS,
});
const json = (path: string, token: string) => trickle(t.url, {
  path, token, contentType: 'application/json', head: '{"codigo": "', length: 1000, everyMs: 200, giveUpMs: GIVE_UP_MS,
});
const asRes = (r: Trickled) => ({ status: r.status ?? 0, headers: new Headers(r.headers), body: r.body });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A 408 problem answered no sooner than REQUEST_BODY_TIMEOUT_MS after the body began, the connection closed by the
 * server. How much later depends on the machine's load; proof S18 measures it.
 */
function expectTimedOut(r: Trickled) {
  expectProblem(asRes(r), 408, 'REQUEST_TIMEOUT');
  expect(r.headers.connection).toBe('close');
  expect(r.closedByServer).toBe(true);
  expect(r.ms).toBeGreaterThanOrEqual(BODY_MS - 100);
}

describe('slow request bodies', () => {
  it('trickled uploads (several users and tenants) and JSON bodies hold no turn: another tenant keeps getting 200', async () => {
    // 3 uploads in each of 4 tenants (Gerente 2, Admin 1: within the caps) = 12, more than the 8 turns of the server
    // in tests (pool 4) and the 2 of the embedded database; and JSON bodies trickled on REST and /graphql.
    const uploads = tenants.slice(0, 4).flatMap((x) => [tok(x, Role.Gerente), tok(x, Role.Gerente), tok(x, Role.Admin)].map(upload));
    const bodies = [json('/api/lotes', tok(tenants[0], Role.Admin)), json('/api/racoes', tok(tenants[1], Role.Admin)), json('/graphql', tok(tenants[2], Role.Admin))];
    await sleep(500);
    const reads: number[] = [];
    for (let i = 0; i < 6; i++) {
      reads.push((await api.get('/api/lotes', tok(other, Role.Operador))).status);
    }
    const gql = await api.gql('{ lotes { totalCount } }', undefined, tok(other, Role.Operador));
    expect({ reads, gql }).toEqual({ reads: [200, 200, 200, 200, 200, 200], gql: { data: { lotes: { totalCount: 1 } } } });
    for (const r of await Promise.all([...uploads, ...bodies].map((u) => u.answered))) expectTimedOut(r);
  });

  it('a body that arrives slowly but within the bound is served', async () => {
    const token = tok(tenants[0], Role.Admin);
    const body = JSON.stringify({ nome: 'Racao lenta', custoKg: 1.5, dataCompra: '2026-01-01', quantidadeKg: 100 });
    const r = trickle(t.url, { path: '/api/racoes', token, contentType: 'application/json', head: body, length: body.length + 5, everyMs: 300, giveUpMs: GIVE_UP_MS });
    const answer = await r.answered.finally(() => r.stop());
    expect([answer.status, answer.body.nome]).toEqual([201, 'Racao lenta']);
  });

  it('caps uploads in progress per user (UPLOADS_PER_USER) and per tenant (UPLOADS_PER_TENANT): 429 with Retry-After at once', async () => {
    const [farm, neighbour] = [tenants[4], tenants[3]];
    const first = [upload(tok(farm, Role.Gerente)), upload(tok(farm, Role.Gerente))];
    await sleep(300);
    const third = await upload(tok(farm, Role.Gerente)).answered;
    const admin = upload(tok(farm, Role.Admin));
    await sleep(300);
    const overTenant = await upload(tok(farm, Role.Admin)).answered;
    const elsewhere = upload(tok(neighbour, Role.Gerente));
    for (const r of [third, overTenant]) {
      expectProblem(asRes(r), 429, 'RATE_LIMITED');
      expect([r.headers['retry-after'], r.headers.connection, r.closedByServer]).toEqual(['5', 'close', true]);
    }
    // Still reading the others (no answer yet); a client that gives up frees its slot.
    await sleep(300);
    for (const u of [...first, admin, elsewhere]) u.stop();
    expect((await Promise.all([...first, admin, elsewhere].map((u) => u.answered))).map((r) => r.status)).toEqual([undefined, undefined, undefined, undefined]);
    await sleep(200);
    const form = new FormData();
    form.append('file', new Blob(['LoteCodigo;Data;PesoMedio_kg\n']), 'p.csv');
    const res = await fetch(`${t.url}/api/importacao/pesagens`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(farm, Role.Gerente)}` } });
    expect([res.status, await res.json()]).toEqual([200, { importadas: 0, ignoradas: 0, erros: [] }]);
  });

  it('an upload of a caller without the role is 403 before its body is read, and takes no slot', async () => {
    const r = await upload(tok(tenants[4], Role.Operador)).answered;
    // 403, not the 408 of a body waited for: answered before the body was read.
    expectProblem(asRes(r), 403, 'FORBIDDEN');
  });

  it("headers that trickle in are cut at REQUEST_HEADERS_TIMEOUT_MS (Node's own timeouts are the configured ones)", async () => {
    const { headersTimeout, requestTimeout, keepAliveTimeout } = t.app.http.server;
    expect({ headers: headersTimeout, request: requestTimeout, keepAlive: keepAliveTimeout })
      .toEqual({ headers: 2000, request: serverTimeouts(t.app.config).requestTimeout, keepAlive: t.app.config.HTTP_KEEP_ALIVE_TIMEOUT_MS });
    expect(serverTimeouts(t.app.config).requestTimeout).toBeGreaterThan(BODY_MS + 1500);
    const { hostname, port } = new URL(t.url);
    const started = Date.now();
    // The server cuts the connection, however late a loaded machine does it (jest's timeout is the hang guard).
    const closedAfter = await new Promise<number>((resolve) => {
      const s = connect(Number(port), hostname, () => s.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\n'));
      const drip = setInterval(() => s.write('X-A: 1\r\n'), 200);
      s.on('error', () => {});
      s.on('close', () => (clearInterval(drip), resolve(Date.now() - started)));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(1900);
  });
});
