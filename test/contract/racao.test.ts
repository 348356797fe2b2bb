import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { racoes } from '../../src/modules/racao/schema';
import { uuid, type Res } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { startSuite, type Suite } from '../helpers/suite';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { countStatements } from '../helpers/statements';
import { DETAIL_KEYS, racaoBody as body, stock } from '../helpers/racao';

// Seed 4.9 and CONTRACT 1.4 / 2.3: /api/racoes and its GraphQL twins (Feed, FeedPage); the list: racao-list.test.ts.

describe('/api/racoes', () => {
  let { t, api, a, b, admin, gerente, operador } = {} as Suite;
  beforeAll(async () => ({ t, api, a, b, admin, gerente, operador } = await startSuite('racao')));
  afterAll(() => t.close());

  // GraphQL answers are checked field by field below.
  const gql = (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> => api.gql(query, variables, token);

  const create = async (over: Record<string, unknown> = {}, token = admin) => {
    const r = await api.post('/api/racoes', body(over), token);
    expect(r.status).toBe(201);
    return r.body as Record<string, any>;
  };

  describe('POST', () => {
    it('201 with the detail shape and Location', async () => {
      const r = await api.post('/api/racoes', body(), admin);
      expect(r.status).toBe(201);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.body).toEqual({
        id: expect.any(String), nome: 'Racao Engorda', descricao: 'Milho e soja', custoKg: 1.85, dataCompra: '2024-03-10',
        quantidadeKg: 5000.5, fornecedor: 'Agro Sul', composicao: 'milho 70%, soja 20%, nucleo 10%', ...stock(5000.5),
      });
      expect(r.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(r.headers.get('location')).toBe(`/api/racoes/${r.body.id}`);
    });

    it('Gerente may create; missing optional strings are null; text is trimmed; unknown fields are ignored', async () => {
      const r = await api.post('/api/racoes', { nome: '  Sal Mineral  ', custoKg: 3, dataCompra: '2024-01-02', quantidadeKg: 0, extra: 'x', id: uuid() }, gerente);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        id: expect.any(String), nome: 'Sal Mineral', descricao: null, custoKg: 3, dataCompra: '2024-01-02', quantidadeKg: 0,
        fornecedor: null, composicao: null, ...stock(0),
      });
      const blank = await api.post('/api/racoes', body({ descricao: '   ', fornecedor: '', composicao: null }), gerente);
      expect(blank.status).toBe(201);
      expect(blank.body).toMatchObject({ descricao: null, fornecedor: null, composicao: null });
    });

    it('accepts the bounds and rounds money to 2 decimals and kg to 3', async () => {
      const max = await create({ nome: 'n'.repeat(200), descricao: 'd'.repeat(1000), custoKg: 1_000_000, quantidadeKg: 1_000_000_000, fornecedor: 'f'.repeat(200), composicao: 'c'.repeat(4000) });
      expect(max).toMatchObject({ custoKg: 1_000_000, quantidadeKg: 1_000_000_000 });
      expect(Object.keys(max).sort()).toEqual(DETAIL_KEYS);
      const min = await create({ custoKg: 0, quantidadeKg: 0 });
      expect(min).toMatchObject({ custoKg: 0, quantidadeKg: 0 });
      const rounded = await create({ custoKg: 1.235, quantidadeKg: 10.0005 });
      expect(rounded).toMatchObject({ custoKg: 1.24, quantidadeKg: 10.001 });
    });

    it.each<[string, Record<string, unknown>, string[]]>([
      ['nome missing', { nome: undefined }, ['nome']],
      ['nome null', { nome: null }, ['nome']],
      ['nome empty', { nome: '' }, ['nome']],
      ['nome blank', { nome: '   ' }, ['nome']],
      ['nome too long', { nome: 'x'.repeat(201) }, ['nome']],
      ['nome huge', { nome: 'x'.repeat(200_000) }, ['nome']],
      ['nome number', { nome: 42 }, ['nome']],
      ['nome array', { nome: ['a'] }, ['nome']],
      ['nome object', { nome: { a: 1 } }, ['nome']],
      ['descricao too long', { descricao: 'x'.repeat(1001) }, ['descricao']],
      ['descricao number', { descricao: 7 }, ['descricao']],
      ['custoKg missing', { custoKg: undefined }, ['custoKg']],
      ['custoKg null', { custoKg: null }, ['custoKg']],
      ['custoKg negative', { custoKg: -0.01 }, ['custoKg']],
      ['custoKg too big', { custoKg: 1_000_000.01 }, ['custoKg']],
      ['custoKg string', { custoKg: '1.5' }, ['custoKg']],
      ['custoKg array', { custoKg: [1] }, ['custoKg']],
      ['dataCompra missing', { dataCompra: undefined }, ['dataCompra']],
      ['dataCompra impossible', { dataCompra: '2023-02-29' }, ['dataCompra']],
      ['dataCompra datetime', { dataCompra: '2024-03-10T10:00:00Z' }, ['dataCompra']],
      ['dataCompra other format', { dataCompra: '10/03/2024' }, ['dataCompra']],
      ['dataCompra number', { dataCompra: 20240310 }, ['dataCompra']],
      ['quantidadeKg negative', { quantidadeKg: -1 }, ['quantidadeKg']],
      ['quantidadeKg too big', { quantidadeKg: 1_000_000_000.5 }, ['quantidadeKg']],
      ['quantidadeKg boolean', { quantidadeKg: true }, ['quantidadeKg']],
      ['fornecedor too long', { fornecedor: 'x'.repeat(201) }, ['fornecedor']],
      ['composicao too long', { composicao: 'x'.repeat(4001) }, ['composicao']],
      ['several type errors', { nome: 5, custoKg: 'x', quantidadeKg: null }, ['nome', 'custoKg', 'quantidadeKg']],
      ['several rule errors', { nome: '', custoKg: -1, fornecedor: 'x'.repeat(300) }, ['nome', 'custoKg', 'fornecedor']],
    ])('400 VALIDATION_FAILED: %s', async (_name, over, fields) => {
      expectFieldErrors(await api.post('/api/racoes', body(over), admin), fields);
    });

    it('400 for a body that is not an object', async () => {
      expectProblem(await api.post('/api/racoes', [body()], admin), 400, 'VALIDATION_FAILED');
      expectProblem(await api.call('POST', '/api/racoes', { raw: '{"nome":', token: admin, headers: { 'content-type': 'application/json' } }), 400, 'BAD_REQUEST');
    });

    it('401 without or with a bad token, 403 for Operador and SuperAdmin, checked before validation', async () => {
      const r = await api.post('/api/racoes', body());
      expectProblem(r, 401, 'UNAUTHENTICATED');
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      expectProblem(await api.post('/api/racoes', body(), 'not.a.jwt'), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post('/api/racoes', { nome: '' }), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post('/api/racoes', body(), operador), 403, 'FORBIDDEN');
      expectProblem(await api.post('/api/racoes', { nome: '' }, operador), 403, 'FORBIDDEN');
      expectProblem(await api.post('/api/racoes', body(), a.users[Role.SuperAdmin].token), 403, 'FORBIDDEN');
    });
  });

  describe('GET /{id}', () => {
    it('200 detail with composicao for every role', async () => {
      const made = await create({ fornecedor: null });
      for (const role of Object.values(Role)) {
        const r = await api.get(`/api/racoes/${made.id}`, a.users[role].token);
        expect(r.status).toBe(200);
        expect(r.body).toEqual({
          id: made.id, nome: 'Racao Engorda', descricao: 'Milho e soja', custoKg: 1.85, dataCompra: '2024-03-10',
          quantidadeKg: 5000.5, fornecedor: null, composicao: 'milho 70%, soja 20%, nucleo 10%', ...stock(5000.5),
        });
      }
    });

    it('404 for an unknown id, a non-UUID id, another tenant and a deleted feed; 401 without token', async () => {
      const made = await create();
      expectProblem(await api.get(`/api/racoes/${uuid()}`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.get('/api/racoes/abc', admin), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/racoes/${made.id}x`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/racoes/${made.id}`, b.users[Role.Admin].token), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/racoes/${made.id}`), 401, 'UNAUTHENTICATED');
      expect((await api.del(`/api/racoes/${made.id}`, admin)).status).toBe(204);
      expectProblem(await api.get(`/api/racoes/${made.id}`, admin), 404, 'NOT_FOUND');
    });

    it('is one SQL statement per request once the caller is cached', async () => {
      const made = await create();
      await api.get(`/api/racoes/${made.id}`, operador); // the caller's active-user check is cached for a few seconds
      let r: Res | undefined;
      const n = await countStatements(t, async () => { r = await api.get(`/api/racoes/${made.id}`, operador); });
      expect(r!.status).toBe(200);
      expect(n).toBe(1);
    });
  });

  describe('PUT /{id}', () => {
    it('200 with the updated detail (every field replaced)', async () => {
      const made = await create();
      const r = await api.put(`/api/racoes/${made.id}`, { nome: 'Racao Final', custoKg: 2.1, dataCompra: '2024-04-01', quantidadeKg: 10 }, gerente);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        id: made.id, nome: 'Racao Final', descricao: null, custoKg: 2.1, dataCompra: '2024-04-01', quantidadeKg: 10, fornecedor: null, composicao: null,
        ...stock(5000.5), // a PUT changes the purchase record, not the stock
      });
      expect((await api.get(`/api/racoes/${made.id}`, operador)).body).toEqual(r.body);
    });

    it('400, 401, 403 and 404', async () => {
      const made = await create();
      expectFieldErrors(await api.put(`/api/racoes/${made.id}`, body({ custoKg: 'caro', nome: null }), admin), ['custoKg', 'nome']);
      expectProblem(await api.put(`/api/racoes/${made.id}`, body()), 401, 'UNAUTHENTICATED');
      expectProblem(await api.put(`/api/racoes/${made.id}`, body(), operador), 403, 'FORBIDDEN');
      expectProblem(await api.put(`/api/racoes/${uuid()}`, body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put('/api/racoes/42', body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/racoes/${made.id}`, body(), b.users[Role.Admin].token), 404, 'NOT_FOUND');
      expect((await api.get(`/api/racoes/${made.id}`, admin)).body.nome).toBe('Racao Engorda');
    });
  });

  describe('DELETE /{id}', () => {
    it('204 for Admin, soft: gone from reads and totals but kept in the table', async () => {
      const tenant = await makeTenant(t.app, 'racao-del');
      const token = tenant.users[Role.Admin].token;
      const keep = (await api.post('/api/racoes', body({ nome: 'Fica' }), token)).body;
      const gone = (await api.post('/api/racoes', body({ nome: 'Sai' }), token)).body;
      const r = await api.del(`/api/racoes/${gone.id}`, token);
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      const list = await api.get('/api/racoes', token);
      expect(list.body).toMatchObject({ totalCount: 1, totalPages: 1 });
      expect(list.body.items.map((i: any) => i.id)).toEqual([keep.id]);
      expectProblem(await api.del(`/api/racoes/${gone.id}`, token), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/racoes/${gone.id}`, body(), token), 404, 'NOT_FOUND');
      const rows = await t.app.database.db.select().from(racoes);
      expect(rows.find((x) => x.id === gone.id)?.deletedAt).toBeInstanceOf(Date);
    });

    it('403 for Gerente and Operador, 401 without token, 404 for unknown, non-UUID and another tenant', async () => {
      const made = await create();
      expectProblem(await api.del(`/api/racoes/${made.id}`, gerente), 403, 'FORBIDDEN');
      expectProblem(await api.del(`/api/racoes/${made.id}`, operador), 403, 'FORBIDDEN');
      expectProblem(await api.del(`/api/racoes/${made.id}`), 401, 'UNAUTHENTICATED');
      expectProblem(await api.del(`/api/racoes/${uuid()}`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.del('/api/racoes/nope', admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(`/api/racoes/${made.id}`, b.users[Role.Admin].token), 404, 'NOT_FOUND');
      expect((await api.get(`/api/racoes/${made.id}`, admin)).status).toBe(200);
    });
  });

  describe('GraphQL', () => {
    const FIELDS = 'id nome descricao custoKg dataCompra quantidadeKg fornecedor composicao';

    it('create, read, list, update and delete with the same shapes', async () => {
      const created = await gql(`mutation($input: FeedInput!) { createRacao(input: $input) { ${FIELDS} } }`, { input: body({ nome: 'GQL Ração' }) }, gerente);
      expect(created.errors).toBeUndefined();
      const feed = created.data.createRacao;
      expect(feed).toEqual({ ...body({ nome: 'GQL Ração' }), id: expect.any(String) });
      const read = await gql(`query($id: ID!) { racao(id: $id) { ${FIELDS} } }`, { id: feed.id }, operador);
      expect(read.data.racao).toEqual(feed);
      const list = await gql('query { racoes(search: "gql racao", pageSize: 5) { items { id nome composicao } pageNumber pageSize totalCount totalPages } }', {}, operador);
      expect(list.data.racoes).toEqual({ items: [{ id: feed.id, nome: 'GQL Ração', composicao: feed.composicao }], pageNumber: 1, pageSize: 5, totalCount: 1, totalPages: 1 });
      const updated = await gql('mutation($id: ID!, $input: FeedInput!) { updateRacao(id: $id, input: $input) { id custoKg } }', { id: feed.id, input: body({ custoKg: 9.99 }) }, admin);
      expect(updated.data.updateRacao).toEqual({ id: feed.id, custoKg: 9.99 });
      expect((await gql('mutation($id: ID!) { deleteRacao(id: $id) }', { id: feed.id }, admin)).data).toEqual({ deleteRacao: true });
    });

    it('reports the same codes and statuses in extensions', async () => {
      const forbidden = await gql('mutation($input: FeedInput!) { createRacao(input: $input) { id } }', { input: body() }, operador);
      expect(forbidden.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const invalid = await gql('mutation($input: FeedInput!) { createRacao(input: $input) { id } }', { input: body({ nome: '', custoKg: -5 }) }, admin);
      expect(invalid.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect(Object.keys(invalid.errors[0].extensions.errors).sort()).toEqual(['custoKg', 'nome']);
      const missing = await gql('query($id: ID!) { racao(id: $id) { id } }', { id: uuid() }, operador);
      expect(missing.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const anon = await gql('query { racoes { totalCount } }');
      expect(anon.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      const deleter = await gql('mutation($id: ID!) { deleteRacao(id: $id) }', { id: uuid() }, gerente);
      expect(deleter.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const badPage = await gql('query { racoes(pageSize: 500) { totalCount } }', {}, operador);
      expect(badPage.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    });
  });
});
