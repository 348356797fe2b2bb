import 'reflect-metadata';
import { and, eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { lotes } from '../../src/modules/lote/schema';
import { uuid } from '../helpers/app';
import { path, startConsumoSuite, type ConsumoSuite } from '../helpers/consumo-racao';
import { expectFieldErrors, expectProblem } from '../helpers/expect';

// Seed 4.10 and CONTRACT 1.4 / 2.3: PUT and DELETE /api/lotes/{loteId}/consumos-racao/{id}.

describe('/api/lotes/{loteId}/consumos-racao', () => {
  let { t, api, a, b, admin, gerente, operador, makeLote, makeFeed, body, create } = {} as ConsumoSuite;
  beforeAll(async () => ({ t, api, a, b, admin, gerente, operador, makeLote, makeFeed, body, create } = await startConsumoSuite()));
  afterAll(() => t.close());

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
      expectFieldErrors(await api.put(path(loteId, c.id), body({ quantidadeKg: 0, data: 'x' }), admin), ['data']);
      expectFieldErrors(await api.put(path(loteId, c.id), body({ quantidadeKg: 0 }), admin), ['quantidadeKg']);
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
});
