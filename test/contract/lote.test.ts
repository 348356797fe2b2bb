import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { LoteService } from '../../src/modules/lote/lote.service';
import { pesagens } from '../../src/modules/pesagem/schema';
import { uuid } from '../helpers/app';
import { loteBody, postLote } from '../helpers/lote';
import { startSuite, type Suite } from '../helpers/suite';
import { makeTenant } from '../helpers/factories';
import { expectProblem } from '../helpers/expect';

// 12:00 UTC is 09:00 in America/Sao_Paulo: business today is 2026-03-10.
const clock = fixedClock('2026-03-10T12:00:00Z');

const body = loteBody;

const BASE_KEYS = ['id', 'codigo', 'descricao', 'status', 'quantidadeAnimais', 'pesoMedioEntrada', 'dataEntrada', 'dataPrevistaSaida', 'raca', 'cidade', 'curralId'];
const DETAIL_KEYS = [...BASE_KEYS, 'pesoMedioAtual', 'gmdMedio', 'diasConfinamento', 'custoTotalRacao', 'custoTotalMedicamentos', 'pesoSaida', 'rendimentoCarcaca', 'gmdFinal', 'dataSaida', 'carenciaAte', 'dieta', 'rendimentoEstimado', 'categoria'];

describe(LoteService.name, () => {
  let { t, api, a, b, admin, gerente, operador } = {} as Suite;
  beforeAll(async () => ({ t, api, a, b, admin, gerente, operador } = await startSuite('lotes', { clock })));
  afterAll(() => t.close());
  afterEach(() => clock.set('2026-03-10T12:00:00Z'));
  const create = (over: Record<string, unknown> = {}, token = admin) => postLote(api, token, over);

  describe('POST /api/lotes', () => {
    it('creates a batch: 201, Location and the detail shape', async () => {
      const r = await api.post('/api/lotes', body({ codigo: ' L-2026-001 ' }), gerente);
      expect(r.status).toBe(201);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.headers.get('location')).toBe(`/api/lotes/${r.body.id}`);
      expect(r.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        codigo: 'L-2026-001',
        descricao: 'Nelore recria',
        status: 'Aberto',
        quantidadeAnimais: 100,
        pesoMedioEntrada: 300,
        dataEntrada: '2026-01-01',
        dataPrevistaSaida: '2026-04-30',
        raca: 'Nelore',
        cidade: 'Campo Grande',
        curralId: null,
        dieta: null,
        pesoMedioAtual: 300,
        gmdMedio: null,
        diasConfinamento: 68,
        custoTotalRacao: 0,
        custoTotalMedicamentos: 0,
        pesoSaida: null,
        rendimentoCarcaca: null,
        rendimentoEstimado: 53,
        categoria: 'Boi',
        gmdFinal: null,
        dataSaida: null,
        carenciaAte: null,
      });
    });

    it('stores missing optional fields as null', async () => {
      const r = await api.post('/api/lotes', { codigo: 'MIN-1', dataEntrada: '2026-03-01', pesoMedioEntrada: 250.5, quantidadeAnimais: 1 }, admin);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ descricao: null, dataPrevistaSaida: null, raca: null, cidade: null, pesoMedioEntrada: 250.5, diasConfinamento: 9 });
      expect(Object.keys(r.body).sort()).toEqual([...DETAIL_KEYS].sort());
    });

    it('rejects invalid bodies with field errors', async () => {
      const empty = await api.post('/api/lotes', {}, admin);
      expectProblem(empty, 400, 'VALIDATION_FAILED');
      expect(Object.keys(empty.body.errors).sort()).toEqual(['codigo', 'dataEntrada', 'pesoMedioEntrada', 'quantidadeAnimais']);

      const bad = await api.post('/api/lotes', body({ codigo: '', pesoMedioEntrada: 0, quantidadeAnimais: 0, dataPrevistaSaida: '2025-12-31' }), admin);
      expectProblem(bad, 400, 'VALIDATION_FAILED');
      expect(Object.keys(bad.body.errors).sort()).toEqual(['codigo', 'dataPrevistaSaida', 'pesoMedioEntrada', 'quantidadeAnimais']);

      const long = await api.post('/api/lotes', body({ codigo: 'x'.repeat(51), descricao: 'd'.repeat(1001), raca: 'r'.repeat(101) }), admin);
      expect(long.body.errors).toEqual({
        codigo: ['deve ter no maximo 50 caracteres'], descricao: ['deve ter no maximo 1000 caracteres'], raca: ['deve ter no maximo 100 caracteres'],
      });
      expect((await api.post('/api/lotes', body({ quantidadeAnimais: 1.5 }), admin)).body.errors).toEqual({ quantidadeAnimais: ['deve ser um numero inteiro'] });

      const types = await api.post('/api/lotes', body({ dataEntrada: '2026-02-30', pesoMedioEntrada: 'abc' }), admin);
      expectProblem(types, 400, 'VALIDATION_FAILED');
      expect(Object.keys(types.body.errors).sort()).toEqual(['dataEntrada', 'pesoMedioEntrada']);

      expect((await api.post('/api/lotes', body({ pesoMedioEntrada: -1 }), admin)).body.errors).toEqual({ pesoMedioEntrada: ['deve ser maior que 0'] });
    });

    it('accepts dataPrevistaSaida on dataEntrada and rejects a duplicate codigo in the tenant only', async () => {
      await create({ codigo: 'DUP-1', dataEntrada: '2026-02-01', dataPrevistaSaida: '2026-02-01' });
      expectProblem(await api.post('/api/lotes', body({ codigo: 'DUP-1' }), admin), 400, 'DUPLICATE_CODE');
      expect((await api.post('/api/lotes', body({ codigo: 'DUP-1' }), b.users[Role.Admin].token)).status).toBe(201);
    });

    it('answers 401 without a token and 403 to Operador, before validating', async () => {
      const anon = await api.post('/api/lotes', {});
      expectProblem(anon, 401, 'UNAUTHENTICATED');
      expect(anon.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expectProblem(await api.post('/api/lotes', {}, operador), 403, 'FORBIDDEN');
      expectProblem(await api.post('/api/lotes', body(), a.users[Role.SuperAdmin].token), 403, 'FORBIDDEN');
    });
  });

  describe('GET /api/lotes/{id}', () => {
    it('returns the detail to every role', async () => {
      const created = await create({ codigo: 'GET-1' });
      for (const role of [Role.Operador, Role.Gerente, Role.Admin]) {
        const r = await api.get(`/api/lotes/${created.id}`, a.users[role].token);
        expect(r.status).toBe(200);
        expect(r.body).toEqual(created);
      }
    });

    it('answers 404 for unknown, non-UUID and other-tenant ids, and 401 without a token', async () => {
      const theirs = await create({ codigo: 'THEIRS-1' }, b.users[Role.Admin].token);
      expectProblem(await api.get(`/api/lotes/${uuid()}`, operador), 404, 'NOT_FOUND');
      expectProblem(await api.get('/api/lotes/123', operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/lotes/${theirs.id}`, operador), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/lotes/${theirs.id}`), 401, 'UNAUTHENTICATED');
    });
  });

  describe('PUT /api/lotes/{id}', () => {
    it('replaces the fields and returns the detail', async () => {
      const created = await create({ codigo: 'PUT-1' });
      const r = await api.put(`/api/lotes/${created.id}`, { codigo: 'PUT-1B', dataEntrada: '2026-02-01', pesoMedioEntrada: 280.125, quantidadeAnimais: 80 }, gerente);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        ...created, codigo: 'PUT-1B', descricao: null, dataEntrada: '2026-02-01', dataPrevistaSaida: null, pesoMedioEntrada: 280.125,
        quantidadeAnimais: 80, raca: null, cidade: null, pesoMedioAtual: 280.125, diasConfinamento: 37,
      });
    });

    it('validates, scopes and refuses a closed batch', async () => {
      const created = await create({ codigo: 'PUT-2' });
      const theirs = await create({ codigo: 'PUT-2' }, b.users[Role.Admin].token);
      expectProblem(await api.put(`/api/lotes/${created.id}`, body({ quantidadeAnimais: 0 }), admin), 400, 'VALIDATION_FAILED');
      expectProblem(await api.put(`/api/lotes/${created.id}`, body(), operador), 403, 'FORBIDDEN');
      expectProblem(await api.put(`/api/lotes/${theirs.id}`, body(), admin), 404, 'NOT_FOUND');
      expectProblem(await api.put('/api/lotes/nope', body(), admin), 404, 'NOT_FOUND');
      await create({ codigo: 'PUT-3' });
      expectProblem(await api.put(`/api/lotes/${created.id}`, body({ codigo: 'PUT-3' }), admin), 400, 'DUPLICATE_CODE');

      expect((await api.post(`/api/lotes/${created.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 54 }, admin)).status).toBe(200);
      expectProblem(await api.put(`/api/lotes/${created.id}`, body(), admin), 400, 'BATCH_CLOSED');
    });
  });

  describe('DELETE /api/lotes/{id}', () => {
    it('soft-deletes (Admin only): 204, then 404 everywhere and the codigo is free again', async () => {
      const created = await create({ codigo: 'DEL-1' });
      expectProblem(await api.del(`/api/lotes/${created.id}`, gerente), 403, 'FORBIDDEN');
      const r = await api.del(`/api/lotes/${created.id}`, admin);
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      expectProblem(await api.get(`/api/lotes/${created.id}`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.del(`/api/lotes/${created.id}`, admin), 404, 'NOT_FOUND');
      const list = await api.get('/api/lotes?search=DEL-1', admin);
      expect(list.body.totalCount).toBe(0);
      await create({ codigo: 'DEL-1' });
      const [row] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from lotes where id = ${created.id} and deleted_at is not null`);
      expect(row.n).toBe(1);
    });

    it('answers 404 for another tenant and non-UUID ids', async () => {
      const theirs = await create({}, b.users[Role.Admin].token);
      expectProblem(await api.del(`/api/lotes/${theirs.id}`, admin), 404, 'NOT_FOUND');
      expectProblem(await api.del('/api/lotes/xyz', admin), 404, 'NOT_FOUND');
      expect((await api.get(`/api/lotes/${theirs.id}`, b.users[Role.Operador].token)).status).toBe(200);
    });
  });

  describe('POST /api/lotes/{id}/fechar', () => {
    it('closes the batch at business today and freezes its days', async () => {
      const lote = await create({ codigo: 'FECH-1', dataEntrada: '2026-01-01', pesoMedioEntrada: 300 });
      const r = await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 520.5, rendimentoCarcaca: 54.25 }, gerente);
      expect(r.status).toBe(200);
      // (520.5 - 300) / 68 = 3.24264...
      expect(r.body).toEqual({ id: lote.id, status: 'Fechado', pesoSaida: 520.5, rendimentoCarcaca: 54.25, gmdFinal: 3.243, diasConfinamento: 68 });

      clock.set('2026-04-10T12:00:00Z');
      const detail = await api.get(`/api/lotes/${lote.id}`, operador);
      expect(detail.body).toEqual({
        ...lote, status: 'Fechado', pesoSaida: 520.5, rendimentoCarcaca: 54.25, gmdFinal: 3.243, dataSaida: '2026-03-10', diasConfinamento: 68,
      });
      expect((await api.get('/api/lotes?status=Fechado&search=FECH-1', operador)).body.totalCount).toBe(1);

      expectProblem(await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 520, rendimentoCarcaca: 54 }, admin), 400, 'BATCH_CLOSED');
    });

    it('validates the body, the role and the batch', async () => {
      const lote = await create({ codigo: 'FECH-2' });
      const theirs = await create({}, b.users[Role.Admin].token);
      const bad = await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 0, rendimentoCarcaca: 0 }, admin);
      expectProblem(bad, 400, 'VALIDATION_FAILED');
      expect(Object.keys(bad.body.errors).sort()).toEqual(['pesoSaida', 'rendimentoCarcaca']);
      expect((await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 100.01 }, admin)).body.errors).toEqual({ rendimentoCarcaca: ['deve ser no maximo 100'] });
      expect(Object.keys((await api.post(`/api/lotes/${lote.id}/fechar`, {}, admin)).body.errors).sort()).toEqual(['pesoSaida', 'rendimentoCarcaca']);
      expectProblem(await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 50 }), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 0 }, operador), 403, 'FORBIDDEN');
      expectProblem(await api.post(`/api/lotes/${theirs.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 50 }, admin), 404, 'NOT_FOUND');
      expectProblem(await api.post(`/api/lotes/${uuid()}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 50 }, admin), 404, 'NOT_FOUND');
      expectProblem(await api.post('/api/lotes/abc/fechar', { pesoSaida: 500, rendimentoCarcaca: 50 }, admin), 404, 'NOT_FOUND');
      const ok = await api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 100 }, admin);
      expect(ok.body).toMatchObject({ rendimentoCarcaca: 100, status: 'Fechado' });
    });

    it('has no gmdFinal when closed on the entry day, and refuses to close before entry', async () => {
      const sameDay = await create({ codigo: 'FECH-3', dataEntrada: '2026-03-10' });
      const r = await api.post(`/api/lotes/${sameDay.id}/fechar`, { pesoSaida: 400, rendimentoCarcaca: 52 }, admin);
      expect(r.body).toEqual({ id: sameDay.id, status: 'Fechado', pesoSaida: 400, rendimentoCarcaca: 52, gmdFinal: null, diasConfinamento: 0 });
      const future = await create({ codigo: 'FECH-4', dataEntrada: '2026-03-11' });
      expectProblem(await api.post(`/api/lotes/${future.id}/fechar`, { pesoSaida: 400, rendimentoCarcaca: 52 }, admin), 400, 'INVALID_STATE');
    });

    it('lets exactly one of two concurrent closes win', async () => {
      for (let round = 0; round < 3; round++) {
        const lote = await create({ codigo: `RACE-${round}` });
        const results = await Promise.all([
          api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 55 }, admin),
          api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 510, rendimentoCarcaca: 56 }, gerente),
        ]);
        expect(results.map((x) => x.status).sort()).toEqual([200, 400]);
        const loser = results.find((x) => x.status === 400)!;
        expect(loser.body.code).toBe('BATCH_CLOSED');
        const winner = results.find((x) => x.status === 200)!;
        expect((await api.get(`/api/lotes/${lote.id}`, admin)).body.pesoSaida).toBe(winner.body.pesoSaida);
      }
    });
  });

  describe('GraphQL', () => {
    it('lists batches with KPIs and their weighings in one request', async () => {
      const c = await makeTenant(t.app, 'lotes-gql');
      const token = c.users[Role.Admin].token;
      const l1 = await create({ codigo: 'G-1', dataEntrada: '2026-01-01', pesoMedioEntrada: 300 }, token);
      const l2 = await create({ codigo: 'G-2', dataEntrada: '2026-02-01', pesoMedioEntrada: 250 }, token);
      await t.app.database.db.insert(pesagens).values([
        { tenantId: c.id, loteId: l1.id, data: '2026-01-21', pesoMedio: 330, quantidadeAnimais: 100 },
        { tenantId: c.id, loteId: l1.id, data: '2026-01-11', pesoMedio: 310, quantidadeAnimais: 100 },
      ]);
      const r = await api.gql(`{ lotes(sortBy: codigo, sortDirection: asc) { totalCount items { codigo pesoMedioAtual gmdMedio diasConfinamento custoTotalRacao gmdFinal pesagens(limit: 1) { data pesoMedio loteCodigo } } } }`, {}, c.users[Role.Operador].token);
      expect(r.errors).toBeUndefined();
      expect(r.data!.lotes).toEqual({
        totalCount: 2,
        items: [
          { codigo: 'G-1', pesoMedioAtual: 330, gmdMedio: 1.5, diasConfinamento: 68, custoTotalRacao: 0, gmdFinal: null, pesagens: [{ data: '2026-01-21', pesoMedio: 330, loteCodigo: 'G-1' }] },
          { codigo: 'G-2', pesoMedioAtual: 250, gmdMedio: null, diasConfinamento: 37, custoTotalRacao: 0, gmdFinal: null, pesagens: [] },
        ],
      });
      const one = await api.gql(`query($id: ID!) { lote(id: $id) { id codigo status gmdMedio } }`, { id: l2.id }, token);
      expect(one.data!.lote).toEqual({ id: l2.id, codigo: 'G-2', status: 'Aberto', gmdMedio: null });
    });

    it('applies the same roles, validation and errors', async () => {
      const mutation = `mutation($input: LoteInput!) { createLote(input: $input) { id codigo status } }`;
      const input = { codigo: 'GQL-1', dataEntrada: '2026-01-01', pesoMedioEntrada: 300, quantidadeAnimais: 10 };
      const denied = await api.gql(mutation, { input }, operador);
      expect(denied.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const invalid = await api.gql(mutation, { input: { ...input, quantidadeAnimais: 0 } }, admin);
      expect(invalid.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, errors: { quantidadeAnimais: expect.any(Array) } });
      const ok = await api.gql(mutation, { input }, admin);
      expect(ok.data!.createLote).toEqual({ id: expect.any(String), codigo: 'GQL-1', status: 'Aberto' });

      const fechar = `mutation($id: ID!) { fecharLote(id: $id, input: { pesoSaida: 480, rendimentoCarcaca: 53 }) { id status diasConfinamento gmdFinal } }`;
      expect((await api.gql(fechar, { id: ok.data!.createLote.id }, gerente)).data!.fecharLote).toEqual({ id: ok.data!.createLote.id, status: 'Fechado', diasConfinamento: 68, gmdFinal: 2.647 });
      expect((await api.gql(fechar, { id: ok.data!.createLote.id }, gerente)).errors![0].extensions).toMatchObject({ code: 'BATCH_CLOSED', status: 400 });
      expect((await api.gql(`{ lote(id: "${uuid()}") { id } }`, {}, admin)).errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect((await api.gql(`{ lotes { totalCount } }`)).errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      const del = await api.gql(`mutation($id: ID!) { deleteLote(id: $id) }`, { id: ok.data!.createLote.id }, admin);
      expect(del.data).toEqual({ deleteLote: true });
    });
  });
});
