import 'reflect-metadata';
import { and, eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { lotes } from '../../src/modules/lote/schema';
import { uuid, type Res } from '../helpers/app';
import { DETAIL_KEYS, LIST_KEYS, path, startConsumoSuite, type ConsumoSuite } from '../helpers/consumo-racao';
import { expectProblem } from '../helpers/expect';
import { countStatements } from '../helpers/statements';

// Seed 4.10 and CONTRACT 1.4 / 2.3: the reads of /api/lotes/{loteId}/consumos-racao (list, detail, their statements).

describe('/api/lotes/{loteId}/consumos-racao', () => {
  let { t, api, a, b, admin, operador, feed, makeLote, makeFeed, create } = {} as ConsumoSuite;
  beforeAll(async () => ({ t, api, a, b, admin, operador, feed, makeLote, makeFeed, create } = await startConsumoSuite()));
  afterAll(() => t.close());

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
});
