import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { medicamentos } from '../../src/modules/medicamento/schema';
import { pesagens } from '../../src/modules/pesagem/schema';
import { racoes } from '../../src/modules/racao/schema';
import { expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { loteBody as body, postLote } from '../helpers/lote';
import { startSuite, type Suite } from '../helpers/suite';

// Batches (seed 4.1): the list (paging, filters, sorting) and the KPIs; the rest: lote.test.ts.
// 12:00 UTC is 09:00 in America/Sao_Paulo: business today is 2026-03-10.
const clock = fixedClock('2026-03-10T12:00:00Z');

describe('LoteService (list and KPIs)', () => {
  let { t, api, a, admin, operador } = {} as Suite;
  beforeAll(async () => ({ t, api, a, admin, operador } = await startSuite('lotes', { clock })));
  afterAll(() => t.close());
  afterEach(() => clock.set('2026-03-10T12:00:00Z'));
  const create = (over: Record<string, unknown> = {}, token = admin) => postLote(api, token, over);

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

});
