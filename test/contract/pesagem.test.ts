import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { PesagemService } from '../../src/modules/pesagem/pesagem.service';
import { uuid } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { startSuite, type Suite } from '../helpers/suite';

const clock = fixedClock('2026-03-10T12:00:00Z');

const weighing = (over: Record<string, unknown> = {}) => ({ data: '2026-02-01', pesoMedio: 350.5, quantidadeAnimais: 98, observacao: 'Balanca 2', ...over });

describe(PesagemService.name, () => {
  let { t, api, b, admin, gerente, operador } = {} as Suite;
  beforeAll(async () => ({ t, api, b, admin, gerente, operador } = await startSuite('pesagens', { clock })));
  afterAll(() => t.close());

  async function lote(over: Record<string, unknown> = {}, token = admin) {
    const r = await api.post('/api/lotes', {
      codigo: `P-${Math.random().toString(36).slice(2, 10)}`, dataEntrada: '2026-01-01', pesoMedioEntrada: 300, quantidadeAnimais: 100, ...over,
    }, token);
    expect(r.status).toBe(201);
    return r.body as { id: string; codigo: string };
  }

  async function pesar(loteId: string, over: Record<string, unknown> = {}, token = admin) {
    const r = await api.post(`/api/lotes/${loteId}/pesagens`, weighing(over), token);
    expect(r.status).toBe(201);
    return r.body;
  }

  describe('POST /api/lotes/{loteId}/pesagens', () => {
    it('creates a weighing: 201, Location and the detail shape', async () => {
      const l = await lote({ codigo: 'PES-1' });
      const r = await api.post(`/api/lotes/${l.id}/pesagens`, weighing({ observacao: '  Balanca 2  ' }), gerente);
      expect(r.status).toBe(201);
      expect(r.headers.get('location')).toBe(`/api/lotes/${l.id}/pesagens/${r.body.id}`);
      expect(r.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/), data: '2026-02-01', pesoMedio: 350.5, quantidadeAnimais: 98,
        observacao: 'Balanca 2', loteId: l.id, loteCodigo: 'PES-1',
      });
      const minimal = await api.post(`/api/lotes/${l.id}/pesagens`, { data: '2026-01-01', pesoMedio: 301.125, quantidadeAnimais: 1 }, admin);
      expect(minimal.status).toBe(201);
      expect(minimal.body).toEqual({ id: expect.any(String), data: '2026-01-01', pesoMedio: 301.125, quantidadeAnimais: 1, observacao: null, loteId: l.id, loteCodigo: 'PES-1' });
    });

    it('validates the body, including a date before the batch entry', async () => {
      const l = await lote({ dataEntrada: '2026-01-10' });
      const empty = await api.post(`/api/lotes/${l.id}/pesagens`, {}, admin);
      expectProblem(empty, 400, 'VALIDATION_FAILED');
      expect(Object.keys(empty.body.errors).sort()).toEqual(['data', 'pesoMedio', 'quantidadeAnimais']);
      const bad = await api.post(`/api/lotes/${l.id}/pesagens`, weighing({ pesoMedio: 0, quantidadeAnimais: 0, observacao: 'x'.repeat(1001) }), admin);
      expect(bad.body.errors).toEqual({
        pesoMedio: ['deve ser maior que 0'], quantidadeAnimais: ['deve ser no minimo 1'], observacao: ['deve ter no maximo 1000 caracteres'],
      });
      const types = await api.post(`/api/lotes/${l.id}/pesagens`, weighing({ data: '01/02/2026', quantidadeAnimais: '3' }), admin);
      expect(Object.keys(types.body.errors).sort()).toEqual(['data', 'quantidadeAnimais']);
      const early = await api.post(`/api/lotes/${l.id}/pesagens`, weighing({ data: '2026-01-09' }), admin);
      expectProblem(early, 400, 'VALIDATION_FAILED');
      expect(Object.keys(early.body.errors)).toEqual(['data']);
      expect((await api.post(`/api/lotes/${l.id}/pesagens`, weighing({ data: '2026-01-10' }), admin)).status).toBe(201);
    });

    it('checks token, role and batch: 401, 403, 404', async () => {
      const l = await lote();
      const theirs = await lote({}, b.users[Role.Admin].token);
      expectProblem(await api.post(`/api/lotes/${l.id}/pesagens`, {}), 401, 'UNAUTHENTICATED');
      // Issue 28: Operador records weighings from the field page (its body is checked, not its role).
      expectFieldErrors(await api.post(`/api/lotes/${l.id}/pesagens`, {}, operador), ['data', 'pesoMedio', 'quantidadeAnimais']);
      expectProblem(await api.post(`/api/lotes/${uuid()}/pesagens`, weighing(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.post('/api/lotes/not-a-uuid/pesagens', weighing(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.post(`/api/lotes/${theirs.id}/pesagens`, weighing(), admin), 404, 'NOT_FOUND');
    });
  });

  describe('GET /api/lotes/{loteId}/pesagens and /{id}', () => {
    it('lists a batch\'s weighings newest first with the list fields', async () => {
      const l = await lote({ codigo: 'PES-LIST' });
      const first = await pesar(l.id, { data: '2026-01-15', pesoMedio: 320 });
      const third = await pesar(l.id, { data: '2026-02-15', pesoMedio: 360 });
      const second = await pesar(l.id, { data: '2026-02-01', pesoMedio: 340, observacao: null });
      const r = await api.get(`/api/lotes/${l.id}/pesagens`, operador);
      expect(r.status).toBe(200);
      const { loteCodigo: _c1, ...thirdItem } = third;
      const { loteCodigo: _c2, ...secondItem } = second;
      const { loteCodigo: _c3, ...firstItem } = first;
      expect(r.body).toEqual([thirdItem, secondItem, firstItem]);
      expect(secondItem).toEqual({ id: expect.any(String), data: '2026-02-01', pesoMedio: 340, quantidadeAnimais: 98, observacao: null, loteId: l.id });
      expect((await api.get(`/api/lotes/${(await lote()).id}/pesagens`, operador)).body).toEqual([]);
    });

    it('returns one weighing with loteCodigo', async () => {
      const l = await lote({ codigo: 'PES-GET' });
      const p = await pesar(l.id);
      const r = await api.get(`/api/lotes/${l.id}/pesagens/${p.id}`, operador);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ id: p.id, data: '2026-02-01', pesoMedio: 350.5, quantidadeAnimais: 98, observacao: 'Balanca 2', loteId: l.id, loteCodigo: 'PES-GET' });
    });

    it('answers 404 for unknown, non-UUID, mismatched and other-tenant ids', async () => {
      const l = await lote();
      const other = await lote();
      const p = await pesar(l.id);
      const theirs = await lote({}, b.users[Role.Admin].token);
      const theirP = await pesar(theirs.id, {}, b.users[Role.Admin].token);
      for (const path of [
        `/api/lotes/${l.id}/pesagens/${uuid()}`, `/api/lotes/${l.id}/pesagens/123`, `/api/lotes/${other.id}/pesagens/${p.id}`,
        `/api/lotes/${theirs.id}/pesagens/${theirP.id}`, `/api/lotes/${l.id}/pesagens/${theirP.id}`, `/api/lotes/abc/pesagens/${p.id}`,
        `/api/lotes/${theirs.id}/pesagens`, `/api/lotes/${uuid()}/pesagens`, '/api/lotes/abc/pesagens',
      ]) {
        expectProblem(await api.get(path, operador), 404, 'NOT_FOUND');
      }
      expectProblem(await api.get(`/api/lotes/${l.id}/pesagens/${p.id}`), 401, 'UNAUTHENTICATED');
      expectProblem(await api.get(`/api/lotes/${l.id}/pesagens`), 401, 'UNAUTHENTICATED');
    });
  });

  describe('PUT and DELETE /api/lotes/{loteId}/pesagens/{id}', () => {
    it('updates and returns the detail', async () => {
      const l = await lote({ codigo: 'PES-PUT' });
      const p = await pesar(l.id);
      const r = await api.put(`/api/lotes/${l.id}/pesagens/${p.id}`, { data: '2026-02-03', pesoMedio: 355, quantidadeAnimais: 97 }, gerente);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ id: p.id, data: '2026-02-03', pesoMedio: 355, quantidadeAnimais: 97, observacao: null, loteId: l.id, loteCodigo: 'PES-PUT' });
      expect((await api.get(`/api/lotes/${l.id}/pesagens/${p.id}`, operador)).body).toEqual(r.body);
    });

    it('checks role, body and ids on update', async () => {
      const l = await lote({ dataEntrada: '2026-01-05' });
      const p = await pesar(l.id);
      expectProblem(await api.put(`/api/lotes/${l.id}/pesagens/${p.id}`, weighing()), 401, 'UNAUTHENTICATED');
      expectProblem(await api.put(`/api/lotes/${l.id}/pesagens/${p.id}`, weighing(), operador), 403, 'FORBIDDEN');
      const early = await api.put(`/api/lotes/${l.id}/pesagens/${p.id}`, weighing({ data: '2026-01-04' }), admin);
      expect(early.body.errors).toEqual({ data: ['deve estar na estadia do lote: da entrada (2026-01-05) ate hoje (2026-03-10)'] });
      expectProblem(await api.put(`/api/lotes/${l.id}/pesagens/${p.id}`, weighing({ pesoMedio: -5 }), admin), 400, 'VALIDATION_FAILED');
      expectProblem(await api.put(`/api/lotes/${l.id}/pesagens/${uuid()}`, weighing(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/lotes/${l.id}/pesagens/x1`, weighing(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/lotes/${(await lote()).id}/pesagens/${p.id}`, weighing(), admin), 404, 'NOT_FOUND');
    });

    it('soft-deletes (Admin only) and the batch KPIs follow', async () => {
      const l = await lote({ dataEntrada: '2026-01-01', pesoMedioEntrada: 300 });
      await pesar(l.id, { data: '2026-01-21', pesoMedio: 330 });
      const latest = await pesar(l.id, { data: '2026-01-31', pesoMedio: 351 });
      expect((await api.get(`/api/lotes/${l.id}`, operador)).body).toMatchObject({ pesoMedioAtual: 351, gmdMedio: 1.7 });
      expectProblem(await api.del(`/api/lotes/${l.id}/pesagens/${latest.id}`, gerente), 403, 'FORBIDDEN');
      const r = await api.del(`/api/lotes/${l.id}/pesagens/${latest.id}`, admin);
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      expectProblem(await api.get(`/api/lotes/${l.id}/pesagens/${latest.id}`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(`/api/lotes/${l.id}/pesagens/${latest.id}`, admin), 404, 'NOT_FOUND');
      expect((await api.get(`/api/lotes/${l.id}/pesagens`, admin)).body).toHaveLength(1);
      // Back to the 2026-01-21 weighing: (330 - 300) / 20 days.
      expect((await api.get(`/api/lotes/${l.id}`, operador)).body).toMatchObject({ pesoMedioAtual: 330, gmdMedio: 1.5 });
      expectProblem(await api.del(`/api/lotes/${uuid()}/pesagens/${latest.id}`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(`/api/lotes/${l.id}/pesagens/zz`, admin), 404, 'NOT_FOUND');
    });
  });

  describe('closed batches and batch rules', () => {
    it('refuses create, update and delete on a closed batch; reads still work', async () => {
      const l = await lote();
      const p = await pesar(l.id);
      expect((await api.post(`/api/lotes/${l.id}/fechar`, { pesoSaida: 480, rendimentoCarcaca: 53 }, admin)).status).toBe(200);
      expectProblem(await api.post(`/api/lotes/${l.id}/pesagens`, weighing(), admin), 400, 'BATCH_CLOSED');
      expectProblem(await api.put(`/api/lotes/${l.id}/pesagens/${p.id}`, weighing(), admin), 400, 'BATCH_CLOSED');
      expectProblem(await api.del(`/api/lotes/${l.id}/pesagens/${p.id}`, admin), 400, 'BATCH_CLOSED');
      expect((await api.get(`/api/lotes/${l.id}/pesagens/${p.id}`, operador)).status).toBe(200);
    });

    it('refuses moving a batch entry past one of its weighings', async () => {
      const l = await lote({ codigo: 'MOVE-1', dataEntrada: '2026-01-01' });
      await pesar(l.id, { data: '2026-01-20' });
      const body = { codigo: 'MOVE-1', pesoMedioEntrada: 300, quantidadeAnimais: 100 };
      const r = await api.put(`/api/lotes/${l.id}`, { ...body, dataEntrada: '2026-01-21' }, admin);
      expectProblem(r, 400, 'VALIDATION_FAILED');
      expect(Object.keys(r.body.errors)).toEqual(['dataEntrada']);
      expect((await api.put(`/api/lotes/${l.id}`, { ...body, dataEntrada: '2026-01-20' }, admin)).status).toBe(200);
    });
  });

  describe('GET /api/pesagens', () => {
    let c: TestTenant;
    let lotes: { id: string; codigo: string }[];
    beforeAll(async () => {
      c = await makeTenant(t.app, 'pesagens-list');
      const token = c.users[Role.Admin].token;
      lotes = [await lote({ codigo: 'W-A' }, token), await lote({ codigo: 'W-B' }, token), await lote({ codigo: 'W-GONE' }, token)];
      // 12 weighings interleaved by date: W-A on even days Jan 2..12, W-B on odd days Jan 3..13; W-GONE's batch is deleted.
      for (let i = 1; i <= 6; i++) {
        await pesar(lotes[0].id, { data: `2026-01-${String(i * 2).padStart(2, '0')}`, pesoMedio: 300 + i }, token);
        await pesar(lotes[1].id, { data: `2026-01-${String(i * 2 + 1).padStart(2, '0')}`, pesoMedio: 400 + i }, token);
      }
      await pesar(lotes[2].id, { data: '2026-02-01' }, token);
      expect((await api.del(`/api/lotes/${lotes[2].id}`, token)).status).toBe(204);
      await pesar((await lote({ codigo: 'W-OTHER' })).id, { data: '2026-03-01' });
    });

    it('pages every weighing of the tenant, newest first, with loteCodigo', async () => {
      const token = c.users[Role.Operador].token;
      const r = await api.get('/api/pesagens?pageSize=5', token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ items: expect.any(Array), pageNumber: 1, pageSize: 5, totalCount: 12, totalPages: 3 });
      expect(r.body.items[0]).toEqual({
        id: expect.any(String), data: '2026-01-13', pesoMedio: 406, quantidadeAnimais: 98, observacao: 'Balanca 2', loteId: lotes[1].id, loteCodigo: 'W-B',
      });
      expect(r.body.items.map((x: any) => `${x.loteCodigo}@${x.data}`)).toEqual(['W-B@2026-01-13', 'W-A@2026-01-12', 'W-B@2026-01-11', 'W-A@2026-01-10', 'W-B@2026-01-09']);
      const last = await api.get('/api/pesagens?pageSize=5&pageNumber=3', token);
      expect(last.body.items.map((x: any) => x.data)).toEqual(['2026-01-03', '2026-01-02']);
      expect((await api.get('/api/pesagens?pageNumber=4&pageSize=5', token)).body).toEqual({ items: [], pageNumber: 4, pageSize: 5, totalCount: 12, totalPages: 3 });
      expect((await api.get('/api/pesagens', token)).body).toMatchObject({ pageNumber: 1, pageSize: 10, totalPages: 2 });
    });

    it('filters by loteId and validates the query', async () => {
      const token = c.users[Role.Operador].token;
      const r = await api.get(`/api/pesagens?loteId=${lotes[0].id}`, token);
      expect(r.body.totalCount).toBe(6);
      expect(r.body.items.every((x: any) => x.loteCodigo === 'W-A')).toBe(true);
      expect((await api.get(`/api/pesagens?loteId=${lotes[2].id}`, token)).body.totalCount).toBe(0);
      for (const [q, key] of [['pageSize=101', 'pageSize'], ['pageNumber=0', 'pageNumber'], ['pageSize=x', 'pageSize'], ['loteId=abc', 'loteId']]) {
        const bad = await api.get(`/api/pesagens?${q}`, token);
        expectProblem(bad, 400, 'VALIDATION_FAILED');
        expect(Object.keys(bad.body.errors)).toEqual([key]);
      }
      expectProblem(await api.get('/api/pesagens'), 401, 'UNAUTHENTICATED');
      const empty = await makeTenant(t.app, 'pesagens-empty');
      expect((await api.get('/api/pesagens', empty.users[Role.Operador].token)).body).toEqual({ items: [], pageNumber: 1, pageSize: 10, totalCount: 0, totalPages: 0 });
    });
  });

  describe('GraphQL', () => {
    it('reads a batch\'s weighings and the nested Batch.pesagens', async () => {
      const l = await lote({ codigo: 'GQL-P' });
      const older = await pesar(l.id, { data: '2026-01-20', pesoMedio: 330 });
      const newer = await pesar(l.id, { data: '2026-02-20', pesoMedio: 370 });
      const r = await api.gql(
        `query($id: ID!) { pesagensDoLote(loteId: $id) { id data } lote(id: $id) { codigo pesagens(limit: 1) { id pesoMedio loteCodigo } } }`,
        { id: l.id }, operador,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({
        pesagensDoLote: [{ id: newer.id, data: '2026-02-20' }, { id: older.id, data: '2026-01-20' }],
        lote: { codigo: 'GQL-P', pesagens: [{ id: newer.id, pesoMedio: 370, loteCodigo: 'GQL-P' }] },
      });
      const bad = await api.gql(`query($id: ID!) { lote(id: $id) { pesagens(limit: 0) { id } } }`, { id: l.id }, operador);
      expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    });

    it('applies the same roles and errors to the mutations', async () => {
      const l = await lote();
      const create = `mutation($loteId: ID!, $input: PesagemInput!) { createPesagem(loteId: $loteId, input: $input) { id loteCodigo } }`;
      const input = { data: '2026-02-01', pesoMedio: 350, quantidadeAnimais: 10 };
      expect((await api.gql(create, { loteId: l.id, input }, operador)).data?.createPesagem).toMatchObject({ id: expect.any(String) });
      expect((await api.gql(create, { loteId: l.id, input: { ...input, data: '2025-12-31' } }, gerente)).errors![0].extensions)
        .toMatchObject({ code: 'VALIDATION_FAILED', status: 400, errors: { data: expect.any(Array) } });
      expect((await api.gql(create, { loteId: uuid(), input }, gerente)).errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const ok = await api.gql(create, { loteId: l.id, input }, gerente);
      expect(ok.data!.createPesagem).toEqual({ id: expect.any(String), loteCodigo: l.codigo });
      const list = await api.gql(`{ pesagens(pageSize: 100) { totalCount items { id } } }`, {}, operador);
      expect(list.data!.pesagens.items.map((x: any) => x.id)).toContain(ok.data!.createPesagem.id);
      const del = `mutation($loteId: ID!, $id: ID!) { deletePesagem(loteId: $loteId, id: $id) }`;
      expect((await api.gql(del, { loteId: l.id, id: ok.data!.createPesagem.id }, gerente)).errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await api.gql(del, { loteId: l.id, id: ok.data!.createPesagem.id }, admin)).data).toEqual({ deletePesagem: true });
    });
  });
});
