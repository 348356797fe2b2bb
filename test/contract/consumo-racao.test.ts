import 'reflect-metadata';
import { and, eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { lotes } from '../../src/modules/lote/schema';
import { client, startTestApp, uuid, type Client, type Res, type TestApp } from '../helpers/app';
import { makeLote as makeBatch, makeTenant, type TestTenant } from '../helpers/factories';
import { expectProblem } from '../helpers/expect';
import { countStatements } from '../helpers/statements';

// Seed 4.10 and CONTRACT 1.4 / 2.3: /api/lotes/{loteId}/consumos-racao and its GraphQL twins (FeedConsumption).

const LIST_KEYS = ['custoTotal', 'data', 'id', 'loteId', 'quantidadeKg', 'racaoId', 'racaoNome'];
const DETAIL_KEYS = ['custoTotal', 'data', 'id', 'observacao', 'quantidadeKg', 'racaoId', 'racaoNome'];

function expectInvalid(r: Res, ...fields: string[]) {
  expectProblem(r, 400, 'VALIDATION_FAILED');
  expect(Object.keys(r.body.errors).sort()).toEqual([...fields].sort());
}

describe('/api/lotes/{loteId}/consumos-racao', () => {
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  let admin: string;
  let gerente: string;
  let operador: string;
  let feed: { id: string; nome: string };

  const makeLote = async (tenantId: string, over: Partial<typeof lotes.$inferInsert> = {}) =>
    (await makeBatch(t.app, tenantId, { pesoMedioEntrada: 320.5, dataEntrada: '2024-01-01', ...over })).id;

  const makeFeed = async (token: string, over: Record<string, unknown> = {}) => {
    const r = await api.post('/api/racoes', { nome: 'Racao Terminacao', custoKg: 1.37, dataCompra: '2024-01-01', quantidadeKg: 10000, ...over }, token);
    expect(r.status).toBe(201);
    return r.body as { id: string; nome: string };
  };

  const path = (loteId: string, id?: string) => `/api/lotes/${loteId}/consumos-racao${id ? `/${id}` : ''}`;
  const body = (over: Record<string, unknown> = {}) => ({ data: '2024-02-01', racaoId: feed.id, quantidadeKg: 100.5, observacao: 'trato da manha', ...over });

  const create = async (loteId: string, over: Record<string, unknown> = {}, token = admin) => {
    const r = await api.post(path(loteId), body(over), token);
    expect(r.status).toBe(201);
    return r.body as Record<string, any>;
  };

  beforeAll(async () => {
    t = await startTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
    api = client(t.url);
    [a, b] = await Promise.all([makeTenant(t.app, 'consumo-a'), makeTenant(t.app, 'consumo-b')]);
    admin = a.users[Role.Admin].token;
    gerente = a.users[Role.Gerente].token;
    operador = a.users[Role.Operador].token;
    feed = await makeFeed(admin);
  });
  afterAll(() => t.close());

  // GraphQL answers are checked field by field below.
  const gql = (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> => api.gql(query, variables, token);

  describe('POST', () => {
    it('201 with {id, data, racaoId, racaoNome, quantidadeKg, custoTotal, observacao, loteId} and Location', async () => {
      const loteId = await makeLote(a.id);
      const r = await api.post(path(loteId), body(), admin);
      expect(r.status).toBe(201);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      // 100.5 kg x 1.37 = 137.685 -> 137.69
      expect(r.body).toEqual({
        id: expect.any(String), data: '2024-02-01', racaoId: feed.id, racaoNome: 'Racao Terminacao', quantidadeKg: 100.5,
        custoTotal: 137.69, observacao: 'trato da manha', loteId,
      });
      expect(r.headers.get('location')).toBe(`/api/lotes/${loteId}/consumos-racao/${r.body.id}`);
    });

    it('Gerente may register; observacao is optional (null); unknown fields are ignored', async () => {
      const loteId = await makeLote(a.id);
      const r = await api.post(path(loteId), { data: '2024-02-02', racaoId: feed.id, quantidadeKg: 1, loteId: uuid(), custoTotal: 999 }, gerente);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        id: expect.any(String), data: '2024-02-02', racaoId: feed.id, racaoNome: 'Racao Terminacao', quantidadeKg: 1, custoTotal: 1.37, observacao: null, loteId,
      });
    });

    it('custoTotal is round(quantidadeKg x custoKg, 2) in decimal arithmetic', async () => {
      const loteId = await makeLote(a.id);
      const cases: [number, number, number][] = [
        [1, 2.345, 2.35], // binary floating point gives 2.34
        [1, 1.005, 1.01], // 1.005 * 100 is 100.49999 in binary
        [3, 0.1, 0.3],
        [1.11, 1_000_000, 1_110_000],
        [0.333, 0.05, 0.02],
        [1_000_000, 1_000_000, 1_000_000_000_000],
      ];
      for (const [custoKg, quantidadeKg, expected] of cases) {
        const f = await makeFeed(admin, { custoKg });
        const c = await create(loteId, { racaoId: f.id, quantidadeKg });
        expect([custoKg, quantidadeKg, c.custoTotal]).toEqual([custoKg, quantidadeKg, expected]);
      }
    });

    it('custoTotal is frozen: a later feed price change does not rewrite it; an update recomputes it at the new price', async () => {
      const loteId = await makeLote(a.id);
      const f = await makeFeed(admin, { custoKg: 2 });
      const c = await create(loteId, { racaoId: f.id, quantidadeKg: 10 });
      expect(c.custoTotal).toBe(20);
      const put = await api.put(`/api/racoes/${f.id}`, { nome: 'Racao Reajustada', custoKg: 3.5, dataCompra: '2024-01-01', quantidadeKg: 1 }, admin);
      expect(put.status).toBe(200);
      expect((await api.get(path(loteId, c.id), operador)).body).toMatchObject({ custoTotal: 20, racaoNome: 'Racao Reajustada' });
      expect((await api.get(path(loteId), operador)).body[0]).toMatchObject({ id: c.id, custoTotal: 20 });
      const updated = await api.put(path(loteId, c.id), body({ racaoId: f.id, quantidadeKg: 10 }), admin);
      expect(updated.body.custoTotal).toBe(35);
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['data missing', { data: undefined }, ['data']],
      ['data null', { data: null }, ['data']],
      ['data invalid', { data: '2024-02-30' }, ['data']],
      ['data with time', { data: '2024-02-01T00:00:00Z' }, ['data']],
      ['racaoId missing', { racaoId: undefined }, ['racaoId']],
      ['racaoId null', { racaoId: null }, ['racaoId']],
      ['racaoId not a UUID', { racaoId: 'racao-1' }, ['racaoId']],
      ['racaoId array', { racaoId: [uuid()] }, ['racaoId']],
      ['quantidadeKg missing', { quantidadeKg: undefined }, ['quantidadeKg']],
      ['quantidadeKg zero', { quantidadeKg: 0 }, ['quantidadeKg']],
      ['quantidadeKg negative', { quantidadeKg: -3 }, ['quantidadeKg']],
      ['quantidadeKg too big', { quantidadeKg: 1_000_000.001 }, ['quantidadeKg']],
      ['quantidadeKg string', { quantidadeKg: '10' }, ['quantidadeKg']],
      ['observacao too long', { observacao: 'x'.repeat(1001) }, ['observacao']],
      ['observacao huge', { observacao: 'x'.repeat(300_000) }, ['observacao']],
      ['observacao object', { observacao: { a: 1 } }, ['observacao']],
    ])('400 VALIDATION_FAILED: %s', async (_name, over, fields) => {
      const loteId = await makeLote(a.id);
      expectInvalid(await api.post(path(loteId), body(over), admin), ...fields);
    });

    it('accepts quantidadeKg up to 1,000,000 and observacao up to 1000 chars', async () => {
      const loteId = await makeLote(a.id);
      const c = await create(loteId, { quantidadeKg: 1_000_000, observacao: 'o'.repeat(1000) });
      expect(c).toMatchObject({ quantidadeKg: 1_000_000, custoTotal: 1_370_000 });
    });

    it('400 FEED_NOT_FOUND for an unknown, a deleted and another tenant\'s feed', async () => {
      const loteId = await makeLote(a.id);
      expectProblem(await api.post(path(loteId), body({ racaoId: uuid() }), admin), 400, 'FEED_NOT_FOUND');
      const doomed = await makeFeed(admin);
      expect((await api.del(`/api/racoes/${doomed.id}`, admin)).status).toBe(204);
      expectProblem(await api.post(path(loteId), body({ racaoId: doomed.id }), admin), 400, 'FEED_NOT_FOUND');
      const foreign = await makeFeed(b.users[Role.Admin].token);
      expectProblem(await api.post(path(loteId), body({ racaoId: foreign.id }), admin), 400, 'FEED_NOT_FOUND');
      expect((await api.get(path(loteId), admin)).body).toEqual([]);
    });

    it('404 for an unknown, non-UUID, deleted or another tenant\'s batch; 400 BATCH_CLOSED for a closed one', async () => {
      expectProblem(await api.post(path(uuid()), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.post(path('lote-1'), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.post(path(await makeLote(a.id, { deletedAt: new Date() })), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.post(path(await makeLote(b.id)), body(), admin), 404, 'NOT_FOUND');
      const closed = await makeLote(a.id, { status: 'Fechado' });
      expectProblem(await api.post(path(closed), body(), admin), 400, 'BATCH_CLOSED');
      expectProblem(await api.post(path(closed), body({ racaoId: uuid() }), admin), 400, 'BATCH_CLOSED');
    });

    it('401, then 403 (Operador, SuperAdmin), before validation', async () => {
      const loteId = await makeLote(a.id);
      const r = await api.post(path(loteId), body());
      expectProblem(r, 401, 'UNAUTHENTICATED');
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      expectProblem(await api.post(path(loteId), { quantidadeKg: -1 }), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post(path(loteId), body(), operador), 403, 'FORBIDDEN');
      expectProblem(await api.post(path(loteId), { quantidadeKg: -1 }, operador), 403, 'FORBIDDEN');
      expectProblem(await api.post(path(loteId), body(), a.users[Role.SuperAdmin].token), 403, 'FORBIDDEN');
    });
  });

  describe('GET (list)', () => {
    it('200 array of the batch only, data desc then creation desc, without observacao', async () => {
      const loteId = await makeLote(a.id);
      const other = await makeLote(a.id);
      const first = await create(loteId, { data: '2024-03-10', quantidadeKg: 1 });
      const newest = await create(loteId, { data: '2024-03-12', quantidadeKg: 2 });
      const second = await create(loteId, { data: '2024-03-10', quantidadeKg: 3 });
      const oldest = await create(loteId, { data: '2024-03-01', quantidadeKg: 4 });
      await create(other, { data: '2024-03-11' });
      const r = await api.get(path(loteId), operador);
      expect(r.status).toBe(200);
      expect(r.body.map((c: any) => c.id)).toEqual([newest.id, second.id, first.id, oldest.id]);
      for (const item of r.body) expect(Object.keys(item).sort()).toEqual(LIST_KEYS);
      expect(r.body[0]).toEqual({
        id: newest.id, data: '2024-03-12', racaoId: feed.id, racaoNome: 'Racao Terminacao', quantidadeKg: 2, custoTotal: 2.74, loteId,
      });
    });

    it('200 [] for a batch without consumptions, also a closed one; 404 for unknown, non-UUID, deleted and other tenant', async () => {
      expect((await api.get(path(await makeLote(a.id)), operador)).body).toEqual([]);
      const closed = await makeLote(a.id);
      const c = await create(closed);
      await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(and(eq(lotes.tenantId, a.id), eq(lotes.id, closed)));
      expect((await api.get(path(closed), operador)).body.map((x: any) => x.id)).toEqual([c.id]);
      expectProblem(await api.get(path(uuid()), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path('123'), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path(await makeLote(a.id, { deletedAt: new Date() })), operador), 404, 'NOT_FOUND');
      const foreign = await makeLote(b.id);
      await t.app.database.db.insert(consumosRacao).values({ tenantId: b.id, loteId: foreign, racaoId: (await makeFeed(b.users[Role.Admin].token)).id, data: '2024-01-01', quantidadeKg: 1, custoTotal: 1 });
      expectProblem(await api.get(path(foreign), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path(closed)), 401, 'UNAUTHENTICATED');
    });

    it('keeps the name of a feed deleted later', async () => {
      const loteId = await makeLote(a.id);
      const f = await makeFeed(admin, { nome: 'Racao Antiga' });
      const c = await create(loteId, { racaoId: f.id });
      expect((await api.del(`/api/racoes/${f.id}`, admin)).status).toBe(204);
      expect((await api.get(path(loteId), operador)).body).toEqual([expect.objectContaining({ id: c.id, racaoId: f.id, racaoNome: 'Racao Antiga' })]);
    });
  });

  describe('statements per request', () => {
    it('list and detail are one statement per request once the caller is cached', async () => {
      const loteId = await makeLote(a.id);
      const c = await create(loteId);
      await create(loteId);
      let list: Res | undefined;
      let detail: Res | undefined;
      await api.get(path(loteId), operador); // the caller's active-user check is cached for a few seconds
      expect(await countStatements(t, async () => { list = await api.get(path(loteId), operador); })).toBe(1);
      expect(await countStatements(t, async () => { detail = await api.get(path(loteId, c.id), operador); })).toBe(1);
      expect([list!.status, list!.body.length, detail!.status]).toEqual([200, 2, 200]);
    });
  });

  describe('GET /{id}', () => {
    it('200 with {id, data, racaoId, racaoNome, quantidadeKg, custoTotal, observacao} for every role', async () => {
      const loteId = await makeLote(a.id);
      const c = await create(loteId);
      for (const role of Object.values(Role)) {
        const r = await api.get(path(loteId, c.id), a.users[role].token);
        expect(r.status).toBe(200);
        expect(Object.keys(r.body).sort()).toEqual(DETAIL_KEYS);
        expect(r.body).toEqual({
          id: c.id, data: '2024-02-01', racaoId: feed.id, racaoNome: 'Racao Terminacao', quantidadeKg: 100.5, custoTotal: 137.69, observacao: 'trato da manha',
        });
      }
    });

    it('404 for unknown batch or consumption, non-UUIDs, another batch, another tenant, deleted rows', async () => {
      const loteId = await makeLote(a.id);
      const other = await makeLote(a.id);
      const c = await create(loteId);
      expectProblem(await api.get(path(loteId, uuid()), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path(loteId, 'abc'), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path(uuid(), c.id), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path('abc', c.id), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path(other, c.id), operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(path(loteId, c.id), b.users[Role.Admin].token), 404, 'NOT_FOUND');
      const missingBatch = await api.get(path(uuid(), c.id), operador);
      const missingRow = await api.get(path(loteId, uuid()), operador);
      expect(missingBatch.body.detail).not.toBe(missingRow.body.detail);
      await t.app.database.db.update(lotes).set({ deletedAt: new Date() }).where(and(eq(lotes.tenantId, a.id), eq(lotes.id, loteId)));
      expectProblem(await api.get(path(loteId, c.id), operador), 404, 'NOT_FOUND');
    });
  });

  describe('PUT /{id}', () => {
    it('200 with the full shape, every field replaced, custoTotal recomputed from the new feed', async () => {
      const loteId = await makeLote(a.id);
      const c = await create(loteId);
      const other = await makeFeed(admin, { nome: 'Silagem', custoKg: 0.45 });
      const r = await api.put(path(loteId, c.id), { data: '2024-02-05', racaoId: other.id, quantidadeKg: 250.125 }, gerente);
      expect(r.status).toBe(200);
      // 250.125 x 0.45 = 112.55625 -> 112.56
      expect(r.body).toEqual({
        id: c.id, data: '2024-02-05', racaoId: other.id, racaoNome: 'Silagem', quantidadeKg: 250.125, custoTotal: 112.56, observacao: null, loteId,
      });
      expect((await api.get(path(loteId, c.id), operador)).body).toEqual({ ...r.body, loteId: undefined });
    });

    it('400 (validation, FEED_NOT_FOUND, BATCH_CLOSED), 401, 403, 404', async () => {
      const loteId = await makeLote(a.id);
      const c = await create(loteId);
      expectInvalid(await api.put(path(loteId, c.id), body({ quantidadeKg: 0, data: 'x' }), admin), 'data');
      expectInvalid(await api.put(path(loteId, c.id), body({ quantidadeKg: 0 }), admin), 'quantidadeKg');
      expectProblem(await api.put(path(loteId, c.id), body({ racaoId: uuid() }), admin), 400, 'FEED_NOT_FOUND');
      expectProblem(await api.put(path(loteId, c.id), body()), 401, 'UNAUTHENTICATED');
      expectProblem(await api.put(path(loteId, c.id), body(), operador), 403, 'FORBIDDEN');
      expectProblem(await api.put(path(loteId, uuid()), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(path(loteId, 'x1'), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(path(uuid(), c.id), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(path(await makeLote(a.id), c.id), body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(path(loteId, c.id), body(), b.users[Role.Admin].token), 404, 'NOT_FOUND');
      await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(and(eq(lotes.tenantId, a.id), eq(lotes.id, loteId)));
      expectProblem(await api.put(path(loteId, c.id), body({ quantidadeKg: 1 }), admin), 400, 'BATCH_CLOSED');
      expect((await api.get(path(loteId, c.id), admin)).body.quantidadeKg).toBe(100.5);
    });
  });

  describe('DELETE /{id}', () => {
    it('204 for Admin; soft: gone from reads, kept in the table', async () => {
      const loteId = await makeLote(a.id);
      const keep = await create(loteId);
      const gone = await create(loteId);
      const r = await api.del(path(loteId, gone.id), admin);
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      expect((await api.get(path(loteId), admin)).body.map((x: any) => x.id)).toEqual([keep.id]);
      expectProblem(await api.get(path(loteId, gone.id), admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(path(loteId, gone.id), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(path(loteId, gone.id), body(), admin), 404, 'NOT_FOUND');
      const [row] = await t.app.database.db.select().from(consumosRacao).where(and(eq(consumosRacao.tenantId, a.id), eq(consumosRacao.id, gone.id)));
      expect(row.deletedAt).toBeInstanceOf(Date);
    });

    it('403 for Gerente and Operador, 401, 404, 400 BATCH_CLOSED', async () => {
      const loteId = await makeLote(a.id);
      const c = await create(loteId);
      expectProblem(await api.del(path(loteId, c.id), gerente), 403, 'FORBIDDEN');
      expectProblem(await api.del(path(loteId, c.id), operador), 403, 'FORBIDDEN');
      expectProblem(await api.del(path(loteId, c.id)), 401, 'UNAUTHENTICATED');
      expectProblem(await api.del(path(loteId, uuid()), admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(path(loteId, 'zz'), admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(path(uuid(), c.id), admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(path(loteId, c.id), b.users[Role.Admin].token), 404, 'NOT_FOUND');
      await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(and(eq(lotes.tenantId, a.id), eq(lotes.id, loteId)));
      expectProblem(await api.del(path(loteId, c.id), admin), 400, 'BATCH_CLOSED');
      expect((await api.get(path(loteId, c.id), admin)).status).toBe(200);
    });
  });

  describe('GraphQL', () => {
    const FIELDS = 'id data racaoId racaoNome quantidadeKg custoTotal observacao loteId';

    it('create, list, read, update and delete', async () => {
      const loteId = await makeLote(a.id);
      const created = await gql(`mutation($loteId: ID!, $input: FeedConsumptionInput!) { createConsumoRacao(loteId: $loteId, input: $input) { ${FIELDS} } }`,
        { loteId, input: body({ quantidadeKg: 10 }) }, gerente);
      expect(created.errors).toBeUndefined();
      const c = created.data.createConsumoRacao;
      expect(c).toEqual({ id: expect.any(String), data: '2024-02-01', racaoId: feed.id, racaoNome: 'Racao Terminacao', quantidadeKg: 10, custoTotal: 13.7, observacao: 'trato da manha', loteId });
      const list = await gql(`query($loteId: ID!) { consumosRacao(loteId: $loteId) { ${FIELDS} } }`, { loteId }, operador);
      expect(list.data.consumosRacao).toEqual([c]);
      const read = await gql(`query($loteId: ID!, $id: ID!) { consumoRacao(loteId: $loteId, id: $id) { ${FIELDS} } }`, { loteId, id: c.id }, operador);
      expect(read.data.consumoRacao).toEqual(c);
      const upd = await gql('mutation($loteId: ID!, $id: ID!, $input: FeedConsumptionInput!) { updateConsumoRacao(loteId: $loteId, id: $id, input: $input) { id quantidadeKg custoTotal } }',
        { loteId, id: c.id, input: body({ quantidadeKg: 20 }) }, admin);
      expect(upd.data.updateConsumoRacao).toEqual({ id: c.id, quantidadeKg: 20, custoTotal: 27.4 });
      const del = await gql('mutation($loteId: ID!, $id: ID!) { deleteConsumoRacao(loteId: $loteId, id: $id) }', { loteId, id: c.id }, admin);
      expect(del.data).toEqual({ deleteConsumoRacao: true });
    });

    it('reports FEED_NOT_FOUND, BATCH_CLOSED, NOT_FOUND, FORBIDDEN and VALIDATION_FAILED in extensions', async () => {
      const loteId = await makeLote(a.id);
      const closed = await makeLote(a.id, { status: 'Fechado' });
      const m = 'mutation($loteId: ID!, $input: FeedConsumptionInput!) { createConsumoRacao(loteId: $loteId, input: $input) { id } }';
      expect((await gql(m, { loteId, input: body({ racaoId: uuid() }) }, admin)).errors[0].extensions).toMatchObject({ code: 'FEED_NOT_FOUND', status: 400 });
      expect((await gql(m, { loteId: closed, input: body() }, admin)).errors[0].extensions).toMatchObject({ code: 'BATCH_CLOSED', status: 400 });
      expect((await gql(m, { loteId: uuid(), input: body() }, admin)).errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect((await gql(m, { loteId, input: body() }, operador)).errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const invalid = await gql(m, { loteId, input: body({ quantidadeKg: 0, racaoId: 'x' }) }, admin);
      expect(invalid.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect(Object.keys(invalid.errors[0].extensions.errors).sort()).toEqual(['quantidadeKg', 'racaoId']);
    });

    it('Batch.consumosRacao resolves the consumptions of many batches', async () => {
      const tenant = await makeTenant(t.app, 'consumo-nested');
      const tk = tenant.users[Role.Admin].token;
      const f = await makeFeed(tk, { custoKg: 2 });
      const l1 = await makeLote(tenant.id, { dataEntrada: '2024-01-02' });
      const l2 = await makeLote(tenant.id, { dataEntrada: '2024-01-01' });
      await makeLote(tenant.id, { dataEntrada: '2023-12-01' });
      const c1 = (await api.post(path(l1), body({ racaoId: f.id, quantidadeKg: 1, data: '2024-02-01' }), tk)).body;
      const c2 = (await api.post(path(l1), body({ racaoId: f.id, quantidadeKg: 2, data: '2024-02-03' }), tk)).body;
      const c3 = (await api.post(path(l2), body({ racaoId: f.id, quantidadeKg: 3 }), tk)).body;
      const r = await gql('query { lotes(pageSize: 10) { items { id consumosRacao { id } } } }', {}, tenant.users[Role.Operador].token);
      expect(r.errors).toBeUndefined();
      const byId = Object.fromEntries(r.data.lotes.items.map((l: any) => [l.id, l.consumosRacao.map((c: any) => c.id)]));
      expect(Object.values(byId).sort((x: any, y: any) => y.length - x.length)).toEqual([[c2.id, c1.id], [c3.id], []]);
      expect(byId[l1]).toEqual([c2.id, c1.id]);
      expect(byId[l2]).toEqual([c3.id]);
      // The nested field costs one statement for all batches of the page, not one per batch.
      const op = tenant.users[Role.Operador].token;
      const plain = await countStatements(t, () => gql('query { lotes(pageSize: 10) { items { id } } }', {}, op));
      const nested = await countStatements(t, () => gql('query { lotes(pageSize: 10) { items { id consumosRacao { id } } } }', {}, op));
      expect(nested - plain).toBe(1);
    });
  });
});
