import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';

/**
 * Overload on purpose (R11, docs/operations.md): at most 2 requests use the database at once here (pool of 1) and
 * none may wait, so requests beyond them get 503 SERVICE_UNAVAILABLE with Retry-After before anything of them was
 * sent, and the database holds exactly the writes answered 201. On a server, lock_timeout cancels a statement stuck behind a lock
 * and rolls it back, and the answer (503) matches the database (unchanged) and the audit entry.
 */
let t: TestApp;
let api: Client;
let T: TestTenant;
const onServer = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await startTestApp({ DATABASE_POOL_MAX: '1', DATABASE_QUEUE_MAX: '0', DATABASE_LOCK_TIMEOUT_MS: '300' });
  api = client(t.url);
  T = await makeTenant(t.app, 'carga');
});
afterAll(() => t.close());

const feed = (nome: string) => ({ nome, custoKg: 1.5, dataCompra: '2026-01-10', quantidadeKg: 100 });

it('requests beyond the turns and the queue: 503 with Retry-After at once and nothing stored; health answers; once turns free, writes succeed', async () => {
  const tok = T.users.Gerente.token;
  // Both turns (2 x a pool of 1) taken, as by two long requests; no queue.
  const guard = t.app.lifecycle.database!;
  expect(await guard.enter()).toBe('ok');
  expect(await guard.enter()).toBe('ok');
  const refused = await Promise.all(Array.from({ length: 10 }, (_, i) =>
    api.call('POST', '/api/racoes', { token: tok, body: feed(`carga-${i}`), headers: { 'x-request-id': `carga-${i}` } })));
  expect((await api.get('/api/health')).status).toBe(200);
  guard.leave();
  guard.leave();
  const accepted = await Promise.all(Array.from({ length: 2 }, (_, k) =>
    api.call('POST', '/api/racoes', { token: tok, body: feed(`carga-${10 + k}`), headers: { 'x-request-id': `carga-${10 + k}` } })));
  for (const r of refused) {
    expect(r.status).toBe(503);
    expect(r.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(r.headers.get('retry-after')).toBe('1');
  }
  expect(accepted.map((r) => r.status)).toEqual([201, 201]);
  await t.app.auditWriter.flush();
  const stored = await t.app.database.rows<{ nome: string }>(sql`select nome from racoes where tenant_id = ${T.id} and nome like 'carga-%'`);
  expect(stored.map((s) => s.nome).sort()).toEqual(['carga-10', 'carga-11']);
  const audit = await t.app.database.rows<{ request_id: string; status_code: number }>(sql`select request_id, status_code from audit_logs where request_id like 'carga-%'`);
  expect(Object.fromEntries(audit.map((a) => [a.request_id, a.status_code]))).toEqual(
    Object.fromEntries([...refused, ...accepted].map((r, i) => [`carga-${i}`, r.status])));
});

if (onServer) it('on a server, a write stuck behind a lock is cancelled by lock_timeout: 503 Retry-After, nothing changed, audited 503', async () => {
  const tok = T.users.Gerente.token;
  const r0 = await api.post('/api/racoes', feed('travada'), tok);
  expect(r0.status).toBe(201);
  const holder = postgres(t.app.config.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    await holder.begin(async (tx) => {
      await tx`select id from racoes where id = ${r0.body.id} for update`;
      const r = await api.call('PUT', `/api/racoes/${r0.body.id}`, { token: tok, body: feed('alterada'), headers: { 'x-request-id': 'travada-put' } });
      expect(r.status).toBe(503);
      expect(r.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(r.headers.get('retry-after')).toBe('1');
    });
  } finally {
    await holder.end();
  }
  expect((await api.get(`/api/racoes/${r0.body.id}`, tok)).body.nome).toBe('travada');
  await t.app.auditWriter.flush();
  const audit = await t.app.database.rows<{ status_code: number }>(sql`select status_code from audit_logs where request_id = 'travada-put'`);
  expect(audit).toEqual([{ status_code: 503 }]);
});
