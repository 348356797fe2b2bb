import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { medicamentos } from '../../src/modules/medicamento/schema';
import { LoteService } from '../../src/modules/lote/lote.service';
import { pesagens } from '../../src/modules/pesagem/schema';
import { racoes } from '../../src/modules/racao/schema';
import { client, startTestApp, uuid, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { expectProblem } from '../helpers/expect';

// 12:00 UTC is 09:00 in America/Sao_Paulo: business today is 2026-03-10.
const clock = fixedClock('2026-03-10T12:00:00Z');

const body = (over: Record<string, unknown> = {}) => ({
  codigo: `L-${Math.random().toString(36).slice(2, 10)}`,
  descricao: 'Nelore recria',
  dataEntrada: '2026-01-01',
  dataPrevistaSaida: '2026-04-30',
  pesoMedioEntrada: 300,
  quantidadeAnimais: 100,
  raca: 'Nelore',
  cidade: 'Campo Grande',
  ...over,
});

const BASE_KEYS = ['id', 'codigo', 'descricao', 'status', 'quantidadeAnimais', 'pesoMedioEntrada', 'dataEntrada', 'dataPrevistaSaida', 'raca', 'cidade', 'curralId'];
const DETAIL_KEYS = [...BASE_KEYS, 'pesoMedioAtual', 'gmdMedio', 'diasConfinamento', 'custoTotalRacao', 'custoTotalMedicamentos', 'pesoSaida', 'rendimentoCarcaca', 'gmdFinal', 'dataSaida', 'carenciaAte', 'dieta', 'rendimentoEstimado'];

describe(LoteService.name, () => {
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  let admin: string;
  let gerente: string;
  let operador: string;

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    api = client(t.url);
    [a, b] = await Promise.all([makeTenant(t.app, 'lotes-a'), makeTenant(t.app, 'lotes-b')]);
    admin = a.users[Role.Admin].token;
    gerente = a.users[Role.Gerente].token;
    operador = a.users[Role.Operador].token;
  });
  afterAll(() => t.close());
  afterEach(() => clock.set('2026-03-10T12:00:00Z'));

  async function create(over: Record<string, unknown> = {}, token = admin) {
    const r = await api.post('/api/lotes', body(over), token);
    expect(r.status).toBe(201);
    return r.body;
  }

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

  describe('GET /api/lotes (paging, filters, sorting)', () => {
    let c: TestTenant;
    let token: string;
    beforeAll(async () => {
      c = await makeTenant(t.app, 'lotes-list');
      token = c.users[Role.Operador].token;
      const writer = c.users[Role.Gerente].token;
      // 23 batches: dataEntrada 2026-01-01 .. 2026-01-23, codigo C-01..C-23, quantidadeAnimais descending.
      for (let i = 1; i <= 23; i++) {
        const n = String(i).padStart(2, '0');
        const r = await api.post('/api/lotes', body({
          codigo: `C-${n}`, dataEntrada: `2026-01-${n}`, dataPrevistaSaida: null, quantidadeAnimais: 100 - i,
          descricao: i === 5 ? 'Lote 100% Angus_x' : i === 6 ? 'Lote 100 Angus' : i === 7 ? 'Recria com ração' : `Descricao ${n}`,
          raca: i % 2 === 0 ? 'Angus' : 'Nelore', cidade: i <= 3 ? 'Dourados' : 'Campo Grande',
        }), writer);
        expect(r.status).toBe(201);
      }
    });

    it('pages with the legacy envelope and the exact item fields', async () => {
      const r = await api.get('/api/lotes', token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ items: expect.any(Array), pageNumber: 1, pageSize: 10, totalCount: 23, totalPages: 3 });
      expect(r.body.items).toHaveLength(10);
      expect(r.body.items[0]).toEqual({
        id: expect.any(String), codigo: 'C-23', descricao: 'Descricao 23', status: 'Aberto', quantidadeAnimais: 77,
        pesoMedioEntrada: 300, dataEntrada: '2026-01-23', dataPrevistaSaida: null, raca: 'Nelore', cidade: 'Campo Grande', curralId: null,
      });
      expect(r.body.items.map((x: any) => x.codigo)).toEqual(['C-23', 'C-22', 'C-21', 'C-20', 'C-19', 'C-18', 'C-17', 'C-16', 'C-15', 'C-14']);

      const last = await api.get('/api/lotes?pageNumber=3&pageSize=10', token);
      expect(last.body).toMatchObject({ pageNumber: 3, pageSize: 10, totalCount: 23, totalPages: 3 });
      expect(last.body.items.map((x: any) => x.codigo)).toEqual(['C-03', 'C-02', 'C-01']);

      const past = await api.get('/api/lotes?pageNumber=4', token);
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ items: [], pageNumber: 4, pageSize: 10, totalCount: 23, totalPages: 3 });

      expect((await api.get('/api/lotes?pageSize=100', token)).body).toMatchObject({ totalPages: 1, pageSize: 100 });
      expect((await api.get('/api/lotes?pageSize=7', token)).body.totalPages).toBe(4);
    });

    it('rejects out-of-bounds paging with 400', async () => {
      for (const [q, key] of [['pageNumber=0', 'pageNumber'], ['pageSize=0', 'pageSize'], ['pageSize=101', 'pageSize'], ['pageSize=abc', 'pageSize'], ['pageNumber=1.5', 'pageNumber']]) {
        const r = await api.get(`/api/lotes?${q}`, token);
        expectProblem(r, 400, 'VALIDATION_FAILED');
        expect(Object.keys(r.body.errors)).toEqual([key]);
      }
    });

    it('returns an empty page with totalPages 0 to a tenant without batches, and never another tenant\'s rows', async () => {
      const d = await makeTenant(t.app, 'lotes-empty');
      const r = await api.get('/api/lotes', d.users[Role.Operador].token);
      expect(r.body).toEqual({ items: [], pageNumber: 1, pageSize: 10, totalCount: 0, totalPages: 0 });
      expect((await api.get('/api/lotes?search=C-&pageSize=100', admin)).body.items.filter((x: any) => /^C-\d\d$/.test(x.codigo))).toEqual([]);
    });

    it('filters by search (codigo or descricao, case- and accent-insensitive, LIKE characters literal)', async () => {
      const codes = async (q: string) => (await api.get(`/api/lotes?pageSize=100&${q}`, token)).body.items.map((x: any) => x.codigo).sort();
      expect(await codes('search=c-1')).toEqual(['C-10', 'C-11', 'C-12', 'C-13', 'C-14', 'C-15', 'C-16', 'C-17', 'C-18', 'C-19']);
      expect(await codes('search=ANGUS')).toEqual(['C-05', 'C-06']);
      expect(await codes(`search=${encodeURIComponent('100%')}`)).toEqual(['C-05']);
      expect(await codes('search=100_')).toEqual([]);
      expect(await codes('search=descricao%2021')).toEqual(['C-21']);
      expect(await codes('search=RACAO')).toEqual(['C-07']);
      expect(await codes(`search=${encodeURIComponent('Ração')}`)).toEqual(['C-07']);
    });

    it('filters by status, raca, cidade and an inclusive dataEntrada range', async () => {
      const page = async (q: string) => (await api.get(`/api/lotes?pageSize=100&${q}`, token)).body;
      expect((await page('raca=angus')).totalCount).toBe(11);
      expect((await page('cidade=Dourados')).items.map((x: any) => x.codigo)).toEqual(['C-03', 'C-02', 'C-01']);
      expect((await page('dataEntradaDe=2026-01-10&dataEntradaAte=2026-01-12')).items.map((x: any) => x.codigo)).toEqual(['C-12', 'C-11', 'C-10']);
      expect((await page('status=Aberto')).totalCount).toBe(23);
      expect((await page('status=Fechado')).totalCount).toBe(0);
      expect((await page('raca=Nelore&cidade=Dourados')).totalCount).toBe(2);

      const badDate = await api.get('/api/lotes?dataEntradaDe=2026-13-01', token);
      expectProblem(badDate, 400, 'VALIDATION_FAILED');
      expect(Object.keys(badDate.body.errors)).toEqual(['dataEntradaDe']);
      const badStatus = await api.get('/api/lotes?status=Vendido', token);
      expect(Object.keys(badStatus.body.errors)).toEqual(['status']);
    });

    it('sorts by codigo, dataEntrada and quantidadeAnimais in both directions; anything else is 400', async () => {
      const codes = async (q: string) => (await api.get(`/api/lotes?pageSize=3&${q}`, token)).body.items.map((x: any) => x.codigo);
      expect(await codes('sortBy=codigo&sortDirection=asc')).toEqual(['C-01', 'C-02', 'C-03']);
      expect(await codes('sortBy=codigo')).toEqual(['C-23', 'C-22', 'C-21']);
      expect(await codes('sortBy=dataEntrada&sortDirection=asc')).toEqual(['C-01', 'C-02', 'C-03']);
      expect(await codes('sortBy=quantidadeAnimais&sortDirection=desc')).toEqual(['C-01', 'C-02', 'C-03']);
      expect(await codes('sortBy=quantidadeAnimais&sortDirection=asc')).toEqual(['C-23', 'C-22', 'C-21']);
      for (const q of ['sortBy=nome', 'sortDirection=up', 'sortBy=id']) {
        const r = await api.get(`/api/lotes?${q}`, token);
        expectProblem(r, 400, 'VALIDATION_FAILED');
        expect(Object.keys(r.body.errors)).toEqual([q.split('=')[0]]);
      }
    });

    it('answers 401 without a token', async () => {
      expectProblem(await api.get('/api/lotes'), 401, 'UNAUTHENTICATED');
    });
  });

  describe('KPIs', () => {
    async function addWeighing(tenantId: string, loteId: string, data: string, pesoMedio: number, deleted = false) {
      await t.app.database.db.insert(pesagens).values({ tenantId, loteId, data, pesoMedio, quantidadeAnimais: 100, deletedAt: deleted ? new Date() : null });
    }

    it('computes pesoMedioAtual, gmdMedio, diasConfinamento and costs from hand-made data', async () => {
      const lote = await create({ codigo: 'KPI-1', dataEntrada: '2026-01-01', pesoMedioEntrada: 300 });
      const other = await create({ codigo: 'KPI-OTHER' });
      const db = t.app.database.db;
      await addWeighing(a.id, lote.id, '2026-01-31', 337);
      // The latest weighing (by date) counts, whatever the insertion order; deleted ones do not.
      await addWeighing(a.id, lote.id, '2026-02-20', 361);
      await addWeighing(a.id, lote.id, '2026-02-10', 345);
      await addWeighing(a.id, lote.id, '2026-03-01', 999, true);
      await addWeighing(a.id, other.id, '2026-03-05', 500);

      const [racao] = await db.insert(racoes).values({ tenantId: a.id, nome: 'Milho', custoKg: 1.5, dataCompra: '2026-01-01', quantidadeKg: 10000 }).returning();
      const consumo = (loteId: string, custoTotal: number, deleted = false) => ({
        tenantId: a.id, loteId, racaoId: racao.id, data: '2026-01-10', quantidadeKg: custoTotal / 1.5, custoTotal, deletedAt: deleted ? new Date() : null,
      });
      await db.insert(consumosRacao).values([consumo(lote.id, 1500.25), consumo(lote.id, 300.1), consumo(lote.id, 999, true), consumo(other.id, 77)]);
      const med = (loteId: string, custoTotal: number, deleted = false) => ({
        tenantId: a.id, loteId, nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-01-05', quantidadeAnimais: 100, custoUnitario: custoTotal / 100, custoTotal, deletedAt: deleted ? new Date() : null,
      });
      await db.insert(medicamentos).values([med(lote.id, 250.5), med(lote.id, 49.49), med(lote.id, 10, true), med(other.id, 33)]);

      const r = await api.get(`/api/lotes/${lote.id}`, operador);
      expect(r.body).toMatchObject({
        pesoMedioAtual: 361,
        // (361 - 300) / 50 days = 1.22
        gmdMedio: 1.22,
        diasConfinamento: 68,
        custoTotalRacao: 1800.35,
        custoTotalMedicamentos: 299.99,
        gmdFinal: null,
      });
    });

    it('rounds GMD to 3 decimals and keeps it null without a weighing after entry', async () => {
      const lote = await create({ codigo: 'KPI-2', dataEntrada: '2026-01-01', pesoMedioEntrada: 300 });
      await addWeighing(a.id, lote.id, '2026-01-01', 301);
      expect((await api.get(`/api/lotes/${lote.id}`, admin)).body).toMatchObject({ pesoMedioAtual: 301, gmdMedio: null });
      await addWeighing(a.id, lote.id, '2026-01-31', 337);
      // 37 kg / 30 days = 1.2333...
      expect((await api.get(`/api/lotes/${lote.id}`, admin)).body).toMatchObject({ pesoMedioAtual: 337, gmdMedio: 1.233 });
    });

    it('counts days in confinement in APP_TIMEZONE', async () => {
      const lote = await create({ codigo: 'KPI-3', dataEntrada: '2026-03-01' });
      clock.set('2026-03-11T02:59:00Z'); // still 2026-03-10 in Sao Paulo
      expect((await api.get(`/api/lotes/${lote.id}`, admin)).body.diasConfinamento).toBe(9);
      clock.set('2026-03-11T03:00:00Z');
      expect((await api.get(`/api/lotes/${lote.id}`, admin)).body.diasConfinamento).toBe(10);
      const future = await create({ codigo: 'KPI-4', dataEntrada: '2026-04-01' });
      expect(future.diasConfinamento).toBe(0);
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
