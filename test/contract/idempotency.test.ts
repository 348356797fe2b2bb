import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { RUNNING_LEASE_SECONDS } from '../../src/modules/idempotencia/idempotencia.store';
import { idempotencyKeys } from '../../src/modules/idempotencia/schema';
import { requestHash } from '../../src/rest/idempotency';
import { leiturasCocho } from '../../src/modules/trato/schema';
import { medBody } from '../helpers/bodies';
import { makeLote, makeTenant, PASSWORD } from '../helpers/factories';
import { racaoBody } from '../helpers/racao';
import { startOneTenant, startSuite, type OneTenantSuite, type Suite } from '../helpers/suite';

// Idempotency-Key on /api writes and /graphql mutations (docs/decisions.md, "Idempotency-Key").
describe('Idempotency-Key', () => {
  let s: Suite;
  beforeAll(async () => {
    s = await startSuite('idem');
  });
  afterAll(() => s.t.close());

  const db = () => s.t.app.database.db;
  const leituras = async (loteId: string) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(leiturasCocho).where(eq(leiturasCocho.loteId, loteId)))[0].n;
  const keysOf = async (key: string) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0].n;
  const postLeitura = (loteId: string, body: unknown, key: string, token = s.operador) =>
    s.api.call('POST', `/api/lotes/${loteId}/leituras-cocho`, { token, body, headers: { 'Idempotency-Key': key } });

  it('a repeated write returns the first answer and writes once', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    const body = { data: '2026-03-01', nota: 2 };
    const first = await postLeitura(lote.id, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const again = await postLeitura(lote.id, body, key);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await leituras(lote.id)).toBe(1);
    // Without the key the same body runs again: the unique reading of the day answers 400.
    expect((await s.api.post(`/api/lotes/${lote.id}/leituras-cocho`, body, s.operador)).body.code).toBe('DUPLICATE_READING');
  });

  it('the same key with another body is 422; a final 4xx is replayed too', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    expect((await postLeitura(lote.id, { data: '2026-03-02', nota: 9 }, key)).status).toBe(400);
    const replay = await postLeitura(lote.id, { data: '2026-03-02', nota: 9 }, key);
    expect([replay.status, replay.headers.get('idempotency-replayed')]).toEqual([400, 'true']);
    const other = await postLeitura(lote.id, { data: '2026-03-02', nota: 3 }, key);
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Another path with the same body is another request as well.
    const lote2 = await makeLote(s.t.app, s.a.id);
    expect((await postLeitura(lote2.id, { data: '2026-03-02', nota: 9 }, key)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await leituras(lote.id)).toBe(0);
  });

  it('a malformed key is 400, after 401', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    for (const bad of ['x'.repeat(129), 'com espaco', 'tab\tdentro']) {
      const r = await postLeitura(lote.id, { data: '2026-03-03', nota: 1 }, bad);
      expect({ bad, status: r.status, code: r.body.code }).toEqual({ bad, status: 400, code: 'BAD_REQUEST' });
    }
    const anon = await s.api.call('POST', `/api/lotes/${lote.id}/leituras-cocho`, { body: { data: '2026-03-03', nota: 1 }, headers: { 'Idempotency-Key': ' ' } });
    expect(anon.status).toBe(401);
    expect(await leituras(lote.id)).toBe(0);
  });

  it('keys are per user: the same key of two users are two requests', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    expect((await postLeitura(lote.id, { data: '2026-03-04', nota: 1 }, key, s.operador)).status).toBe(201);
    const other = await postLeitura(lote.id, { data: '2026-03-04', nota: 1 }, key, s.gerente);
    expect([other.status, other.body.code]).toEqual([400, 'DUPLICATE_READING']);
  });

  it('20 concurrent identical requests with one key write one row; the others replay it or are told 409', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postLeitura(lote.id, { data: '2026-03-05', nota: 4 }, key)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((st) => st === 201 || st === 409)).toBe(true);
    const created = answers.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of answers.filter((x) => x.status === 409)) expect([r.body.code, r.headers.get('retry-after')]).toEqual(['IDEMPOTENCY_KEY_IN_USE', '1']);
    expect(await leituras(lote.id)).toBe(1);
    expect(await keysOf(key)).toBe(1);
    // Once the first has answered, every retry gets its answer.
    expect((await postLeitura(lote.id, { data: '2026-03-05', nota: 4 }, key)).body.id).toBe(created[0].body.id);
  });

  it('DELETE with a key: the retry gets the first 204, not a 404', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const made = await s.api.post(`/api/lotes/${lote.id}/medicamentos`, medBody(), s.admin);
    expect(made.status).toBe(201);
    const key = randomUUID();
    const del = () => s.api.call('DELETE', `/api/lotes/${lote.id}/medicamentos/${made.body.id}`, { token: s.admin, headers: { 'Idempotency-Key': key } });
    expect((await del()).status).toBe(204);
    const again = await del();
    expect([again.status, again.headers.get('idempotency-replayed')]).toEqual([204, 'true']);
  });

  it('a GraphQL mutation with a key runs once', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    const body = {
      query: 'mutation L($loteId: ID!, $input: BunkReadingInput!) { createLeituraCocho(loteId: $loteId, input: $input) { id nota } }',
      variables: { loteId: lote.id, input: { data: '2026-03-07', nota: 3 } },
    };
    const send = (b: unknown) => s.api.call('POST', '/graphql', { token: s.operador, body: b, headers: { 'Idempotency-Key': key } });
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(first.body.data.createLeituraCocho.nota).toBe(3);
    const again = await send(body);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await leituras(lote.id)).toBe(1);
    const other = await send({ ...body, variables: { ...body.variables, input: { data: '2026-03-07', nota: 1 } } });
    expect(other.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.status).toBe(422);
  });

  it('a key left running by a stopped process is taken over by a retry of the same request after its lease', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    const body = { data: '2026-03-09', nota: 2 };
    // The first attempt claimed the key, then its process stopped before any answer.
    const operador = s.a.users[Role.Operador];
    const hash = requestHash('POST', `/api/lotes/${lote.id}/leituras-cocho`, '', body);
    await db().insert(idempotencyKeys).values({ tenantId: s.a.id, userId: operador.id, key, requestHash: hash, expiresAt: sql`now() + interval '1 day'` });
    const early = await postLeitura(lote.id, body, key);
    expect([early.status, early.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    await db().update(idempotencyKeys).set({ criadoEm: sql`now() - ${RUNNING_LEASE_SECONDS + 1}::int * interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await postLeitura(lote.id, { data: '2026-03-09', nota: 1 }, key)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const taken = await postLeitura(lote.id, body, key);
    expect(taken.status).toBe(201);
    expect((await postLeitura(lote.id, body, key)).headers.get('idempotency-replayed')).toBe('true');
    expect(await leituras(lote.id)).toBe(1);
  });

  it('expired keys are deleted by the cleanup job; the key then runs again', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const key = randomUUID();
    expect((await postLeitura(lote.id, { data: '2026-03-08', nota: 0 }, key)).status).toBe(201);
    const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    // Kept at least 24 h.
    expect(row.expiresAt.getTime() - row.criadoEm.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    await db().update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, row.userId), eq(idempotencyKeys.key, key)));
    expect(await s.t.app.purgeIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await keysOf(key)).toBe(0);
    expect((await postLeitura(lote.id, { data: '2026-03-08', nota: 0 }, key)).body.code).toBe('DUPLICATE_READING');
  });
  // Issue 33, item 3 (proof S22 repeats these by SQL on both databases).
  it('an operation holding a token or a password keeps nothing, even with the caller\'s token and a key', async () => {
    const admin = s.a.users[Role.Admin];
    const key = randomUUID();
    const login = () => s.api.call('POST', '/api/auth/login', { token: admin.token, body: { email: admin.email, password: PASSWORD }, headers: { 'Idempotency-Key': key } });
    const [first, again] = [await login(), await login()];
    expect([first.status, again.status, again.headers.get('idempotency-replayed')]).toEqual([200, 200, null]);
    expect(again.body.refreshToken).not.toBe(first.body.refreshToken);
    const query = 'mutation L($input: LoginInput!) { login(input: $input) { refreshToken } }';
    const gql = await s.api.call('POST', '/graphql', { token: admin.token, body: { query, variables: { input: { email: admin.email, password: PASSWORD } } }, headers: { 'Idempotency-Key': key } });
    expect(gql.body.data.login.refreshToken).toEqual(expect.any(String));
    expect(await keysOf(key)).toBe(0);
  });

  it('a replay is authorized again: after demotion 403, after deactivation 401, on REST and /graphql', async () => {
    const farm = await makeTenant(s.t.app, 'idem-replay');
    const [gerente, admin] = [farm.users[Role.Gerente], farm.users[Role.Admin]];
    const [key, gkey] = [randomUUID(), randomUUID()];
    const rest = () => s.api.call('POST', '/api/racoes', { token: gerente.token, body: racaoBody(), headers: { 'Idempotency-Key': key } });
    const query = 'mutation C($input: FeedInput!) { createRacao(input: $input) { id } }';
    const gql = () => s.api.call('POST', '/graphql', { token: gerente.token, body: { query, variables: { input: racaoBody() } }, headers: { 'Idempotency-Key': gkey } });
    expect([(await rest()).status, (await gql()).status]).toEqual([201, 200]);
    expect((await rest()).headers.get('idempotency-replayed')).toBe('true');
    const code = (r: Awaited<ReturnType<typeof rest>>) => [r.status, r.body.code ?? r.body.errors?.[0]?.extensions?.code, r.headers.get('idempotency-replayed')];
    await s.api.call('PUT', `/api/users/${gerente.id}`, { token: admin.token, body: { nome: gerente.nome, email: gerente.email, role: 'Operador' } });
    expect([code(await rest()), code(await gql())]).toEqual([[403, 'FORBIDDEN', null], [403, 'FORBIDDEN', null]]);
    await s.api.call('PUT', `/api/users/${gerente.id}/toggle-active`, { token: admin.token });
    expect([code(await rest()), code(await gql())]).toEqual([[401, 'UNAUTHENTICATED', null], [401, 'UNAUTHENTICATED', null]]);
  });
});

describe('Idempotency-Key cap per user', () => {
  let s: OneTenantSuite;
  beforeAll(async () => {
    s = await startOneTenant('idem-cap', { IDEMPOTENCY_KEYS_PER_USER: '2' });
  });
  afterAll(() => s.t.close());

  it('a new key past the user\'s live keys is 429 with Retry-After; a held key still replays; expired keys do not count', async () => {
    const op = s.tenant.users[Role.Operador];
    const lote = await makeLote(s.t.app, s.tenant.id);
    const post = (key: string, nota: number) => s.api.call('POST', `/api/lotes/${lote.id}/leituras-cocho`,
      { token: op.token, body: { data: '2026-04-01', nota }, headers: { 'Idempotency-Key': key } });
    const keys = [randomUUID(), randomUUID()];
    expect((await post(keys[0], 1)).status).toBe(201);
    expect((await post(keys[1], 1)).status).toBe(400);
    const full = await post(randomUUID(), 2);
    expect([full.status, full.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(keys[0], 1)).headers.get('idempotency-replayed')).toBe('true');
    await s.t.app.database.db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.key, keys[1]));
    expect((await post(randomUUID(), 3)).status).toBe(400);
  });
});
