import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { uuid } from '../helpers/app';
import { path, startConsumoSuite, type ConsumoSuite } from '../helpers/consumo-racao';
import { makeTenant } from '../helpers/factories';
import { countStatements } from '../helpers/statements';

// Seed 4.10 and CONTRACT 2.3: the GraphQL twins of /api/lotes/{loteId}/consumos-racao (FeedConsumption).

describe('/api/lotes/{loteId}/consumos-racao', () => {
  let { t, api, a, admin, gerente, operador, feed, makeLote, makeFeed, body } = {} as ConsumoSuite;
  beforeAll(async () => ({ t, api, a, admin, gerente, operador, feed, makeLote, makeFeed, body } = await startConsumoSuite()));
  afterAll(() => t.close());

  // GraphQL answers are checked field by field below.
  const gql = (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> => api.gql(query, variables, token);

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
