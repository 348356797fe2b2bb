import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { uuid } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { startSuite, type Suite } from '../helpers/suite';

// CONTRACT 12.1 (pens) and 12.2 (diets, versions, a batch's diet from a date), through REST and GraphQL.

describe('/api/currais and /api/dietas', () => {
  let { t, api, b, admin, gerente, operador } = {} as Suite;
  beforeAll(async () => ({ t, api, b, admin, gerente, operador } = await startSuite('curral')));
  afterAll(() => t.close());

  const pen = async (codigo: string, capacidade = 100, token = admin) => {
    const r = await api.post('/api/currais', { codigo, capacidade, areaM2: 1200.5 }, token);
    expect(r.status).toBe(201);
    return r.body;
  };
  const lote = (over: Record<string, unknown> = {}, token = admin) => api.post('/api/lotes', {
    codigo: `L-${uuid().slice(0, 8)}`, dataEntrada: '2026-01-05', pesoMedioEntrada: 300, quantidadeAnimais: 80, ...over,
  }, token);
  const feed = async (nome: string, custoKg: number, materiaSecaPercentual?: number) => {
    const r = await api.post('/api/racoes', { nome, custoKg, dataCompra: '2026-01-01', quantidadeKg: 5000, materiaSecaPercentual }, admin);
    expect(r.status).toBe(201);
    return r.body;
  };

  describe('pens', () => {
    it('CRUD with its open batch; list paged by codigo; Location', async () => {
      const p2 = await pen('P-02');
      const p1 = await pen('P-01', 90);
      expect(p1).toEqual({ id: expect.any(String), codigo: 'P-01', capacidade: 90, areaM2: 1200.5, ativo: true, lote: null });
      const l = await lote({ curralId: p1.id });
      expect(l.status).toBe(201);
      expect(l.body.curralId).toBe(p1.id);
      const list = await api.get('/api/currais?pageSize=2', operador);
      expect(list.body).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 2, totalPages: 1 });
      expect(list.body.items.map((p: any) => [p.codigo, p.lote])).toEqual([
        ['P-01', { id: l.body.id, codigo: l.body.codigo, cabecas: 80 }], ['P-02', null],
      ]);
      const put = await api.put(`/api/currais/${p2.id}`, { codigo: 'P-02B', capacidade: 50 }, gerente);
      expect(put.body).toEqual({ id: p2.id, codigo: 'P-02B', capacidade: 50, areaM2: null, ativo: true, lote: null });
      expect((await api.del(`/api/currais/${p2.id}`, admin)).status).toBe(204);
      expect((await api.get(`/api/currais/${p2.id}`, admin)).status).toBe(404);
    });

    it('one open batch per pen (PEN_OCCUPIED), capacity (PEN_CAPACITY), closing frees the pen, an absent curralId keeps it', async () => {
      const p = await pen('P-10', 100);
      const first = await lote({ curralId: p.id });
      expectProblem(await lote({ curralId: p.id }), 400, 'PEN_OCCUPIED');
      expectProblem(await lote({ curralId: (await pen('P-11', 50)).id }), 400, 'PEN_CAPACITY');
      const { codigo, dataEntrada, pesoMedioEntrada } = first.body;
      const kept = await api.put(`/api/lotes/${first.body.id}`, { codigo, dataEntrada, pesoMedioEntrada, quantidadeAnimais: 100 }, admin);
      expect(kept.body.curralId).toBe(p.id);
      expectProblem(await api.put(`/api/lotes/${first.body.id}`, { codigo, dataEntrada, pesoMedioEntrada, quantidadeAnimais: 101 }, admin), 400, 'PEN_CAPACITY');
      expectProblem(await api.put(`/api/currais/${p.id}`, { codigo: 'P-10', capacidade: 99 }, admin), 400, 'PEN_CAPACITY');
      expectProblem(await api.del(`/api/currais/${p.id}`, admin), 400, 'PEN_OCCUPIED');
      expect((await api.post(`/api/lotes/${first.body.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 54 }, admin)).status).toBe(200);
      expect((await lote({ curralId: p.id })).status).toBe(201);
    });

    it('validation of every field; unknown or inactive pen on a batch; duplicate codigo', async () => {
      // Type mismatches are reported before the rules run (house behaviour of the REST layer).
      expectFieldErrors(await api.post('/api/currais', { codigo: 1, capacidade: 'x', ativo: 'x' }, admin), ['ativo', 'capacidade', 'codigo']);
      expectFieldErrors(await api.post('/api/currais', { codigo: '', capacidade: 0, areaM2: 0 }, admin), ['areaM2', 'capacidade', 'codigo']);
      expectFieldErrors(await api.post('/api/currais', { codigo: 'P', capacidade: 1.5 }, admin), ['capacidade']);
      expectFieldErrors(await api.post('/api/currais', { codigo: 'x'.repeat(51), capacidade: 1_000_001 }, admin), ['capacidade', 'codigo']);
      await pen('P-20');
      expectProblem(await api.post('/api/currais', { codigo: 'P-20', capacidade: 1 }, admin), 400, 'DUPLICATE_CODE');
      expectFieldErrors(await lote({ curralId: 'nope' }), ['curralId']);
      expectFieldErrors(await lote({ curralId: uuid() }), ['curralId']);
      const off = await api.post('/api/currais', { codigo: 'P-21', capacidade: 100, ativo: false }, admin);
      expectFieldErrors(await lote({ curralId: off.body.id }), ['curralId']);
    });

    it('roles and tenancy', async () => {
      const p = await pen('P-30');
      expectProblem(await api.post('/api/currais', { codigo: 'P-31', capacidade: 1 }, operador), 403, 'FORBIDDEN');
      expectProblem(await api.put(`/api/currais/${p.id}`, { codigo: 'P-31', capacidade: 1 }, operador), 403, 'FORBIDDEN');
      expectProblem(await api.del(`/api/currais/${p.id}`, gerente), 403, 'FORBIDDEN');
      expectProblem(await api.get('/api/currais'), 401, 'UNAUTHENTICATED');
      const other = b.users[Role.Admin].token;
      expect((await api.get(`/api/currais/${p.id}`, other)).status).toBe(404);
      expect((await api.put(`/api/currais/${p.id}`, { codigo: 'X', capacidade: 1 }, other)).status).toBe(404);
      expect((await api.del(`/api/currais/${p.id}`, other)).status).toBe(404);
      expect((await api.get('/api/currais', other)).body.items.map((x: any) => x.id)).not.toContain(p.id);
      expectFieldErrors(await api.post('/api/lotes', { codigo: 'LB', dataEntrada: '2026-01-01', pesoMedioEntrada: 1, quantidadeAnimais: 1, curralId: p.id }, other), ['curralId']);
    });
  });

  describe('diets', () => {
    it('computes materiaSecaPercentual and custoKg from the feeds; a PUT is a new version; versions newest first', async () => {
      const milho = await feed('Milho moido', 1.5); // MS default 88
      const silagem = await feed('Silagem', 0.4, 35);
      const r = await api.post('/api/dietas', { nome: 'Terminacao', ingredientes: [{ racaoId: silagem.id, percentual: 40 }, { racaoId: milho.id, percentual: 60 }] }, gerente);
      expect(r.status).toBe(201);
      expect(r.headers.get('location')).toBe(`/api/dietas/${r.body.id}`);
      // MS = (60 x 88 + 40 x 35) / 100 = 66.8; custoKg = (60 x 1.50 + 40 x 0.40) / 100 = 1.06
      expect(r.body).toEqual({
        id: expect.any(String), nome: 'Terminacao', versao: 1, ativa: true, materiaSecaPercentual: 66.8, custoKg: 1.06,
        ingredientes: [{ racaoId: milho.id, racaoNome: 'Milho moido', percentual: 60 }, { racaoId: silagem.id, racaoNome: 'Silagem', percentual: 40 }],
      });
      const v2 = await api.put(`/api/dietas/${r.body.id}`, { nome: 'Terminacao B', ingredientes: [{ racaoId: milho.id, percentual: 33.33 }, { racaoId: silagem.id, percentual: 66.67 }] }, admin);
      // MS = (33.33 x 88 + 66.67 x 35) / 100 = 52.6649 -> 52.66; custoKg = (33.33 x 1.5 + 66.67 x 0.4) / 100 = 0.766630 -> 0.77
      expect(v2.body).toMatchObject({ versao: 2, nome: 'Terminacao B', materiaSecaPercentual: 52.66, custoKg: 0.77 });
      const versions = await api.get(`/api/dietas/${r.body.id}/versoes`, operador);
      expect(versions.body.map((v: any) => [v.versao, v.nome, v.custoKg, v.ingredientes.length])).toEqual([[2, 'Terminacao B', 0.77, 2], [1, 'Terminacao', 1.06, 2]]);
      expect(versions.body[0].criadoEm).toMatch(/Z$/);
      const list = await api.get('/api/dietas', operador);
      expect(list.body.items.find((d: any) => d.id === r.body.id)).toEqual(v2.body);
    });

    it('validation: sum of percentuais, repeated feed, unknown feed, every field', async () => {
      const f = await feed('Nucleo', 3);
      const g = await feed('Casca', 0.5);
      expectFieldErrors(await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: f.id, percentual: 99.98 }] }, admin), ['ingredientes']);
      expect((await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: f.id, percentual: 99.99 }] }, admin)).status).toBe(201);
      expectFieldErrors(await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: f.id, percentual: 50 }, { racaoId: f.id, percentual: 50 }] }, admin), ['ingredientes']);
      expectProblem(await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: uuid(), percentual: 100 }] }, admin), 400, 'FEED_NOT_FOUND');
      expectFieldErrors(await api.post('/api/dietas', { nome: '', ingredientes: [] }, admin), ['ingredientes', 'nome']);
      expectFieldErrors(await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: f.id, percentual: '1' }], ativa: 3 }, admin),
        ['ativa', 'ingredientes[0].percentual']);
      expectFieldErrors(await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: 'x', percentual: 0 }, { racaoId: g.id, percentual: 101 }] }, admin),
        ['ingredientes[0].percentual', 'ingredientes[0].racaoId', 'ingredientes[1].percentual']);
      expectFieldErrors(await api.post('/api/dietas', { ingredientes: 'x' }, admin), ['ingredientes', 'nome']);
    });

    it('a batch follows a diet from a date; the detail shows today\'s; roles, tenancy, closed batch', async () => {
      const f = await feed('Racao unica', 1);
      const d1 = (await api.post('/api/dietas', { nome: 'Adaptacao', ingredientes: [{ racaoId: f.id, percentual: 100 }] }, admin)).body;
      const d2 = (await api.post('/api/dietas', { nome: 'Crescimento', ingredientes: [{ racaoId: f.id, percentual: 100 }] }, admin)).body;
      const l = (await lote()).body;
      expect((await api.get(`/api/lotes/${l.id}`, operador)).body.dieta).toBeNull();
      const set = await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2026-01-05' }, gerente);
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ loteId: l.id, dietaId: d1.id, dietaNome: 'Adaptacao', desde: '2026-01-05' });
      await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d2.id, desde: '2026-01-20' }, admin);
      await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2999-01-01' }, admin);
      expect((await api.get(`/api/lotes/${l.id}`, operador)).body.dieta).toEqual({ dietaId: d2.id, dietaNome: 'Crescimento', desde: '2026-01-20' });
      const g = await api.gql(`query($id: ID!) { lote(id: $id) { dieta { dietaNome } dietas(limit: 2) { dietaNome desde } } }`, { id: l.id }, operador);
      expect(g.data.lote).toEqual({ dieta: { dietaNome: 'Crescimento' }, dietas: [{ dietaNome: 'Adaptacao', desde: '2999-01-01' }, { dietaNome: 'Crescimento', desde: '2026-01-20' }] });
      expectProblem(await api.del(`/api/dietas/${d2.id}`, admin), 400, 'INVALID_STATE');
      expectFieldErrors(await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2026-01-04' }, admin), ['desde']);
      expectFieldErrors(await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: uuid(), desde: '2026-01-06' }, admin), ['dietaId']);
      expectFieldErrors(await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2026-13-01' }, admin), ['desde']);
      expectFieldErrors(await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: 'x', desde: '2026-01-06' }, admin), ['dietaId']);
      expectProblem(await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2026-01-06' }, operador), 403, 'FORBIDDEN');
      expect((await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2026-01-06' }, b.users[Role.Admin].token)).status).toBe(404);
      expect((await api.get(`/api/dietas/${d1.id}`, b.users[Role.Admin].token)).status).toBe(404);
      expect((await api.get(`/api/dietas/${d1.id}/versoes`, b.users[Role.Admin].token)).status).toBe(404);
      expectProblem(await api.post('/api/dietas', { nome: 'X', ingredientes: [{ racaoId: f.id, percentual: 100 }] }, operador), 403, 'FORBIDDEN');
      expectProblem(await api.del(`/api/dietas/${d1.id}`, gerente), 403, 'FORBIDDEN');
      await api.post(`/api/lotes/${l.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 54 }, admin);
      expectProblem(await api.put(`/api/lotes/${l.id}/dieta`, { dietaId: d1.id, desde: '2026-01-06' }, admin), 400, 'BATCH_CLOSED');
    });

    it('GraphQL: pens with their batch in one statement for the list', async () => {
      const g = await api.gql('{ currais(pageSize: 100) { items { codigo lote { codigo cabecas } } } dietas { totalCount items { nome custoKg } } }', {}, operador);
      expect(g.errors).toBeUndefined();
      expect(g.data.currais.items.length).toBeGreaterThan(0);
    });
  });
});
