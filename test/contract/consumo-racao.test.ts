import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { uuid } from '../helpers/app';
import { path, startConsumoSuite, type ConsumoSuite } from '../helpers/consumo-racao';
import { expectFieldErrors, expectProblem } from '../helpers/expect';

// Seed 4.10 and CONTRACT 1.4 / 2.3: POST /api/lotes/{loteId}/consumos-racao (reads: consumo-racao-read, changes:
// consumo-racao-change, the GraphQL twins: consumo-racao-graphql.test.ts; their start: test/helpers/consumo-racao.ts).

describe('/api/lotes/{loteId}/consumos-racao', () => {
  let { t, api, a, b, admin, gerente, operador, feed, makeLote, makeFeed, body, create } = {} as ConsumoSuite;
  beforeAll(async () => ({ t, api, a, b, admin, gerente, operador, feed, makeLote, makeFeed, body, create } = await startConsumoSuite()));
  afterAll(() => t.close());

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
      expectFieldErrors(await api.post(path(loteId), body(over), admin), fields);
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
});
