import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { racoes } from '../../src/modules/racao/schema';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { ITEM_KEYS, racaoBody as body, stock } from '../helpers/racao';
import { type Res } from '../helpers/app';
import { countStatements } from '../helpers/statements';
import { startSuite, type Suite } from '../helpers/suite';

// Seed 4.9 and CONTRACT 1.4 / 2.3: the feed list GET /api/racoes (paging, filters, search, its statements).

describe('/api/racoes', () => {
  let { t, api, b } = {} as Suite;
  beforeAll(async () => ({ t, api, b } = await startSuite('racao')));
  afterAll(() => t.close());

  describe('GET (list)', () => {
    let tenant: TestTenant;
    let token: string;
    beforeAll(async () => {
      tenant = await makeTenant(t.app, 'racao-list');
      token = tenant.users[Role.Operador].token;
      // 25 feeds: dates 2024-01-01..2024-01-05 (5 each), names out of order; one deleted; one in another tenant.
      await t.app.database.db.insert(racoes).values(Array.from({ length: 25 }, (_, i) => ({
        tenantId: tenant.id, nome: `Racao ${String.fromCharCode(90 - i)}`, custoKg: 1, quantidadeKg: 100,
        dataCompra: `2024-01-0${(i % 5) + 1}`, composicao: 'segredo',
      })));
      await t.app.database.db.insert(racoes).values({ tenantId: tenant.id, nome: 'Apagada', custoKg: 1, quantidadeKg: 1, dataCompra: '2024-01-03', deletedAt: new Date() });
      await t.app.database.db.insert(racoes).values({ tenantId: b.id, nome: 'Outra', custoKg: 1, quantidadeKg: 1, dataCompra: '2024-01-03' });
    });

    it('defaults to page 1 of 10 with the envelope and items without composicao', async () => {
      const r = await api.get('/api/racoes', token);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['items', 'pageNumber', 'pageSize', 'totalCount', 'totalPages']);
      expect(r.body).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 25, totalPages: 3 });
      expect(r.body.items).toHaveLength(10);
      for (const item of r.body.items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(r.body.items[0]).toEqual({
        id: expect.any(String), nome: 'Racao B', descricao: null, custoKg: 1, dataCompra: '2024-01-05', quantidadeKg: 100, fornecedor: null, ...stock(0), // inserted directly: the column default
      });
    });

    it('orders by dataCompra desc, then nome, then id, across pages', async () => {
      const pages = await Promise.all([1, 2, 3].map((p) => api.get(`/api/racoes?pageNumber=${p}&pageSize=10`, token)));
      const all = pages.flatMap((p) => p.body.items);
      expect(all).toHaveLength(25);
      const expected = [...all].sort((x, y) => (x.dataCompra !== y.dataCompra ? (x.dataCompra < y.dataCompra ? 1 : -1) : x.nome < y.nome ? -1 : x.nome > y.nome ? 1 : x.id < y.id ? -1 : 1));
      expect(all.map((i) => i.id)).toEqual(expected.map((i) => i.id));
      expect(new Set(all.map((i) => i.id)).size).toBe(25);
      expect(pages[2].body.items).toHaveLength(5);

      // Equal date and name: id decides.
      const twins = await makeTenant(t.app, 'racao-twins');
      for (let i = 0; i < 3; i++) await api.post('/api/racoes', body({ nome: 'Igual' }), twins.users[Role.Admin].token);
      const ids = (await api.get('/api/racoes', twins.users[Role.Admin].token)).body.items.map((i: any) => i.id);
      expect(ids).toEqual([...ids].sort());
    });

    it('pagination arithmetic: totalPages = ceil(total/size), pages past the end are empty', async () => {
      expect((await api.get('/api/racoes?pageSize=7', token)).body).toMatchObject({ totalCount: 25, totalPages: 4, pageSize: 7 });
      expect((await api.get('/api/racoes?pageSize=25', token)).body).toMatchObject({ totalPages: 1 });
      expect((await api.get('/api/racoes?pageSize=100', token)).body.items).toHaveLength(25);
      const past = await api.get('/api/racoes?pageNumber=4&pageSize=10', token);
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ items: [], pageNumber: 4, pageSize: 10, totalCount: 25, totalPages: 3 });
      const far = await api.get('/api/racoes?pageNumber=1000000', token);
      expect(far.body).toMatchObject({ items: [], totalCount: 25 });
      const empty = await makeTenant(t.app, 'racao-empty');
      expect((await api.get('/api/racoes', empty.users[Role.Operador].token)).body).toEqual({ items: [], pageNumber: 1, pageSize: 10, totalCount: 0, totalPages: 0 });
    });

    it.each([
      ['pageNumber=0', 'pageNumber'], ['pageNumber=-1', 'pageNumber'], ['pageNumber=abc', 'pageNumber'], ['pageNumber=1.5', 'pageNumber'],
      ['pageSize=0', 'pageSize'], ['pageSize=101', 'pageSize'], ['pageSize=', 'pageSize'], ['pageSize=10&pageSize=20', 'pageSize'],
      ['dataCompraDe=2024-13-01', 'dataCompraDe'], ['dataCompraAte=ontem', 'dataCompraAte'], ['dataCompraDe=2024-02-30', 'dataCompraDe'],
      ['dataCompraDe=2024-01-05&dataCompraAte=2024-01-01', 'dataCompraDe'], [`search=${'x'.repeat(201)}`, 'search'],
    ])('400 for %s', async (query, field) => {
      expectFieldErrors(await api.get(`/api/racoes?${query}`, token), [field]);
    });

    it('filters by purchase date, both bounds inclusive', async () => {
      const r = await api.get('/api/racoes?dataCompraDe=2024-01-02&dataCompraAte=2024-01-03&pageSize=100', token);
      expect(r.body.totalCount).toBe(10);
      expect(new Set(r.body.items.map((i: any) => i.dataCompra))).toEqual(new Set(['2024-01-02', '2024-01-03']));
      expect((await api.get('/api/racoes?dataCompraDe=2024-01-05', token)).body.totalCount).toBe(5);
      expect((await api.get('/api/racoes?dataCompraAte=2024-01-01', token)).body.totalCount).toBe(5);
      expect((await api.get('/api/racoes?dataCompraDe=2024-01-04&dataCompraAte=2024-01-04', token)).body.totalCount).toBe(5);
      expect((await api.get('/api/racoes?dataCompraDe=2024-01-06', token)).body).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
    });

    it('search matches nome or descricao ignoring case and accents, wildcards literal', async () => {
      const s = await makeTenant(t.app, 'racao-search');
      const tk = s.users[Role.Admin].token;
      const made: Record<string, string> = {};
      for (const [nome, descricao] of [
        ['Ração Crescimento', null], ['RACAO PREMIUM', 'alto teor'], ['Suplemento', 'Milho moído e ração de soja'],
        ['Proteinado 50%', 'Ureia'], ['Nucleo_A', null], ['Feno', 'capim'], ['Sal', 'mineral'],
      ] as const) made[nome] = (await api.post('/api/racoes', body({ nome, descricao }), tk)).body.id;
      const names = async (q: string) => (await api.get(`/api/racoes?pageSize=100&search=${encodeURIComponent(q)}`, tk)).body.items.map((i: any) => i.nome).sort();
      expect(await names('racao')).toEqual(['RACAO PREMIUM', 'Ração Crescimento', 'Suplemento']);
      expect(await names('RAÇÃO')).toEqual(['RACAO PREMIUM', 'Ração Crescimento', 'Suplemento']);
      expect(await names('moido')).toEqual(['Suplemento']);
      expect(await names('  CAPIM ')).toEqual(['Feno']);
      expect(await names('50%')).toEqual(['Proteinado 50%']);
      expect(await names('%')).toEqual(['Proteinado 50%']);
      expect(await names('o_a')).toEqual(['Nucleo_A']);
      expect(await names('\\')).toEqual([]);
      expect(await names('sal mineral')).toEqual([]); // nome and descricao are not one text
      expect(await names('')).toHaveLength(7);
      const paged = await api.get('/api/racoes?search=racao&pageSize=2&pageNumber=2', tk);
      expect(paged.body).toMatchObject({ totalCount: 3, totalPages: 2, pageNumber: 2 });
      expect(paged.body.items).toHaveLength(1);
      const combined = await api.get('/api/racoes?search=racao&dataCompraDe=2024-03-10&dataCompraAte=2024-03-10', tk);
      expect(combined.body.totalCount).toBe(3);
      expect((await api.get('/api/racoes?search=racao', b.users[Role.Admin].token)).body.items.map((i: any) => i.nome)).not.toContain('Ração Crescimento');
    });

    it('another tenant sees none of these feeds', async () => {
      const r = await api.get('/api/racoes?pageSize=100', b.users[Role.Operador].token);
      expect(r.body.items.map((i: any) => i.nome)).toEqual(['Outra']);
    });

    it('401 without a token', async () => {
      expectProblem(await api.get('/api/racoes'), 401, 'UNAUTHENTICATED');
    });

    it('is one SQL statement per request, with or without filters, once the caller is cached', async () => {
      for (const q of ['', '?pageNumber=3', '?pageNumber=9', '?search=racao&dataCompraDe=2024-01-01&dataCompraAte=2024-02-01']) {
        await api.get('/api/racoes', token); // the caller's active-user check is cached for a few seconds
        let r: Res | undefined;
        const n = await countStatements(t, async () => { r = await api.get(`/api/racoes${q}`, token); });
        expect(r!.status).toBe(200);
        expect(n).toBe(1);
      }
    });
  });

});
