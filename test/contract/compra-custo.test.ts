import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { animais } from '../../src/modules/animal/schema';
import { custosRateioLote, custosTotais } from '../../src/modules/custo/schema';
import { lotes } from '../../src/modules/lote/schema';
import { uuid } from '../helpers/app';
import { makeLote as makeBatch, makeTenant, type TestTenant } from '../helpers/factories';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { startSuite, tok, tokensOf, type Suite } from '../helpers/suite';

const COMPRA_KEYS = ['id', 'loteId', 'dataCompra', 'quantidadeAnimais', 'pesoTotal', 'valorTotal', 'frete', 'comissao', 'vendedor',
  'observacoes', 'valorCabeca', 'valorArroba', 'gta'].sort();
const CUSTO_KEYS = ['id', 'loteId', 'categoria', 'descricao', 'valor', 'data'].sort();

let { t, api, a: A, b: B } = {} as Suite;
beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('eco')));
afterAll(() => t.close());
const { admin, gerente, operador } = tokensOf(() => A);
const rand = (p: string) => `${p}-${randomBytes(5).toString('hex')}`;

const makeLote = (tenant: TestTenant, over: Partial<typeof lotes.$inferInsert> = {}) => makeBatch(t.app, tenant.id, over);

const compra = (over: Record<string, unknown> = {}) => ({
  dataCompra: '2026-01-09', quantidadeAnimais: 50, pesoTotal: 15000, valorTotal: 150000, frete: 2500.5, comissao: 1500,
  vendedor: ' Fazenda Boa Vista ', observacoes: 'Nelore desmamado', ...over,
});
const compraUrl = (loteId: string, id?: string) => `/api/lotes/${loteId}/compras${id ? `/${id}` : ''}`;
const custo = (over: Record<string, unknown> = {}) => ({ categoria: 'Energia', descricao: 'Conta de luz', valor: 900, data: '2026-02-01', ...over });

async function lote(id: string) {
  const [l] = await t.app.database.db.select().from(lotes).where(eq(lotes.id, id));
  const [r] = await t.app.database.db.select().from(custosRateioLote).where(eq(custosRateioLote.loteId, id));
  return { compra: l.totalCustoCompra, direto: l.totalCustoDireto, rateio: Math.round((r?.valor ?? 0) * 100) / 100 };
}
async function totais(tenant: TestTenant) {
  const rows = await t.app.database.db.select().from(custosTotais).where(eq(custosTotais.tenantId, tenant.id));
  return Object.fromEntries(rows.filter((r) => r.valor !== 0).map((r) => [r.categoria, r.valor]));
}

describe('purchases: /api/lotes/{loteId}/compras', () => {
  it('creates (201, Location) with valorCabeca and valorArroba, lists, reads, updates and deletes; the batch total follows', async () => {
    const l = await makeLote(A);
    const r = await api.post(compraUrl(l.id), compra(), gerente());
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/lotes/${l.id}/compras/${r.body.id}`);
    expect(Object.keys(r.body).sort()).toEqual(COMPRA_KEYS);
    // 150000 / 50 = 3000 per head; 15000 kg / 30 = 500 live arrobas -> 300 per arroba.
    expect(r.body).toEqual({
      id: expect.any(String), loteId: l.id, dataCompra: '2026-01-09', quantidadeAnimais: 50, pesoTotal: 15000, valorTotal: 150000,
      frete: 2500.5, comissao: 1500, vendedor: 'Fazenda Boa Vista', observacoes: 'Nelore desmamado', valorCabeca: 3000, valorArroba: 300,
      gta: null,
    });
    expect(await lote(l.id)).toMatchObject({ compra: 154000.5 });
    const second = await api.post(compraUrl(l.id), { dataCompra: '2026-01-10', quantidadeAnimais: 3, pesoTotal: 1000, valorTotal: 10000 }, admin());
    expect(second.body).toMatchObject({ frete: 0, comissao: 0, vendedor: null, observacoes: null, valorCabeca: 3333.33, valorArroba: 300 });
    expect(await lote(l.id)).toMatchObject({ compra: 164000.5 });

    const list = await api.get(compraUrl(l.id), gerente());
    expect(list.status).toBe(200);
    expect(list.body.map((c: any) => c.id)).toEqual([second.body.id, r.body.id]);
    expect((await api.get(compraUrl(l.id, r.body.id), admin())).body).toEqual(r.body);

    const upd = await api.put(compraUrl(l.id, r.body.id), compra({ valorTotal: 140000, frete: 0, comissao: 0 }), gerente());
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ valorTotal: 140000, frete: 0, valorCabeca: 2800, valorArroba: 280 });
    expect(await lote(l.id)).toMatchObject({ compra: 150000 });

    expectProblem(await api.del(compraUrl(l.id, r.body.id), gerente()), 403, 'FORBIDDEN');
    expect((await api.del(compraUrl(l.id, r.body.id), admin())).status).toBe(204);
    expectProblem(await api.get(compraUrl(l.id, r.body.id), admin()), 404, 'NOT_FOUND');
    expect(await lote(l.id)).toMatchObject({ compra: 10000 });
  });

  it('validates every field (400 keyed by field)', async () => {
    const l = await makeLote(A);
    const url = compraUrl(l.id);
    expectFieldErrors(await api.post(url, {}, gerente()), ['dataCompra', 'quantidadeAnimais', 'pesoTotal', 'valorTotal']);
    expectFieldErrors(await api.post(url, compra({ quantidadeAnimais: 0, pesoTotal: 0, valorTotal: -1, frete: -0.01, comissao: -5 }), gerente()),
      ['quantidadeAnimais', 'pesoTotal', 'valorTotal', 'frete', 'comissao']);
    expectFieldErrors(await api.post(url, compra({ quantidadeAnimais: 1.5, dataCompra: '2026-02-30' }), gerente()), ['quantidadeAnimais', 'dataCompra']);
    expectFieldErrors(await api.post(url, compra({ vendedor: 'v'.repeat(201), observacoes: 'o'.repeat(1001) }), gerente()), ['vendedor', 'observacoes']);
    expectFieldErrors(await api.post(url, compra({ valorTotal: '100', frete: true, vendedor: 7 }), gerente()), ['valorTotal', 'frete', 'vendedor']);
    expect((await api.post(url, compra({ valorTotal: 0, frete: null, comissao: null }), gerente())).body).toMatchObject({ valorTotal: 0, frete: 0, comissao: 0 });
  });

  it('roles (Operador 403, reads included), closed batch, tenancy', async () => {
    const l = await makeLote(A);
    const c = (await api.post(compraUrl(l.id), compra(), gerente())).body;
    expectProblem(await api.get(compraUrl(l.id)), 401, 'UNAUTHENTICATED');
    for (const r of [await api.get(compraUrl(l.id), operador()), await api.get(compraUrl(l.id, c.id), operador()),
      await api.post(compraUrl(l.id), compra(), operador()), await api.put(compraUrl(l.id, c.id), compra(), operador()),
      await api.del(compraUrl(l.id, c.id), operador())]) expectProblem(r, 403, 'FORBIDDEN');
    for (const id of [uuid(), 'x', (await makeLote(B)).id]) expectProblem(await api.get(compraUrl(id), gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.get(compraUrl(l.id, c.id), tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.get(compraUrl(l.id, uuid()), gerente()), 404, 'NOT_FOUND');
    await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(eq(lotes.id, l.id));
    expectProblem(await api.post(compraUrl(l.id), compra(), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.put(compraUrl(l.id, c.id), compra(), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.del(compraUrl(l.id, c.id), admin()), 400, 'BATCH_CLOSED');
    expect((await api.get(compraUrl(l.id, c.id), gerente())).status).toBe(200);
  });

  it('is the same operation over GraphQL', async () => {
    const l = await makeLote(A);
    const created = await api.gql(`mutation($l: ID!, $i: PurchaseInput!) { createCompra(loteId: $l, input: $i) { id valorArroba } }`,
      { l: l.id, i: compra() }, gerente());
    expect(created.data.createCompra.valorArroba).toBe(300);
    const denied = await api.gql(`query($l: ID!) { compras(loteId: $l) { id } }`, { l: l.id }, operador());
    expect(denied.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('other costs: /api/custos', () => {
  it('creates, lists (paged, filtered, data desc), reads, updates and deletes', async () => {
    const T = await makeTenant(t.app, 'eco-list');
    const g = tok(T, Role.Gerente);
    const l = await makeLote(T);
    const c1 = await api.post('/api/custos', custo({ loteId: l.id, categoria: 'MaoDeObra', valor: 1200.55, data: '2026-02-03' }), g);
    expect(c1.status).toBe(201);
    expect(c1.headers.get('location')).toBe(`/api/custos/${c1.body.id}`);
    expect(Object.keys(c1.body).sort()).toEqual(CUSTO_KEYS);
    expect(c1.body).toEqual({ id: expect.any(String), loteId: l.id, categoria: 'MaoDeObra', descricao: 'Conta de luz', valor: 1200.55, data: '2026-02-03' });
    const c2 = (await api.post('/api/custos', custo({ descricao: '  ', data: '2026-02-05' }), g)).body;
    expect(c2).toMatchObject({ loteId: null, descricao: null });
    const c3 = (await api.post('/api/custos', custo({ categoria: 'Outros', data: '2026-01-20' }), g)).body;

    const page = await api.get('/api/custos?pageSize=2', g);
    expect(page.body).toEqual({ items: [c2, c1.body], pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect((await api.get('/api/custos?pageNumber=2&pageSize=2', g)).body.items).toEqual([c3]);
    expect((await api.get(`/api/custos?loteId=${l.id}`, g)).body.items).toEqual([c1.body]);
    expect((await api.get('/api/custos?categoria=Outros', g)).body.items).toEqual([c3]);
    expect((await api.get('/api/custos?de=2026-02-01&ate=2026-02-04', g)).body.items).toEqual([c1.body]);
    expectFieldErrors(await api.get('/api/custos?categoria=Luz&loteId=x', g), ['categoria', 'loteId']);
    expectFieldErrors(await api.get('/api/custos?de=2026-13-01', g), ['de']);
    expectFieldErrors(await api.get('/api/custos?de=2026-02-02&ate=2026-02-01', g), ['de']);
    expectFieldErrors(await api.get('/api/custos?pageSize=101', g), ['pageSize']);

    expect((await api.get(`/api/custos/${c2.id}`, g)).body).toEqual(c2);
    const upd = await api.put(`/api/custos/${c2.id}`, custo({ categoria: 'Arrendamento', valor: 10, data: '2026-03-01', loteId: null }), g);
    expect(upd.body).toEqual({ ...c2, categoria: 'Arrendamento', valor: 10, data: '2026-03-01', descricao: 'Conta de luz' });
    expect(await totais(T)).toEqual({ MaoDeObra: 1200.55, Arrendamento: 10, Outros: 900 });
    expectProblem(await api.del(`/api/custos/${c2.id}`, g), 403, 'FORBIDDEN');
    expect((await api.del(`/api/custos/${c2.id}`, tok(T, Role.Admin))).status).toBe(204);
    expectProblem(await api.get(`/api/custos/${c2.id}`, g), 404, 'NOT_FOUND');
    expect(await totais(T)).toEqual({ MaoDeObra: 1200.55, Outros: 900 });
  });

  it('validates every field; an unknown batch in the body is 400 on loteId', async () => {
    expectFieldErrors(await api.post('/api/custos', {}, gerente()), ['categoria', 'valor', 'data']);
    expectFieldErrors(await api.post('/api/custos', custo({ categoria: 'Luz', valor: 0, loteId: 'abc' }), gerente()), ['categoria', 'valor', 'loteId']);
    expectFieldErrors(await api.post('/api/custos', custo({ data: '2026-02-31' }), gerente()), ['data']);
    expectFieldErrors(await api.post('/api/custos', custo({ valor: -1, descricao: 'd'.repeat(1001) }), gerente()), ['valor', 'descricao']);
    expectFieldErrors(await api.post('/api/custos', custo({ valor: '10', categoria: 3 }), gerente()), ['valor', 'categoria']);
    for (const loteId of [uuid(), (await makeLote(B)).id, (await makeLote(A, { deletedAt: new Date() })).id]) {
      expectFieldErrors(await api.post('/api/custos', custo({ loteId }), gerente()), ['loteId']);
    }
  });

  it('roles, tenancy and the closed-batch rule', async () => {
    const l = await makeLote(A);
    const c = (await api.post('/api/custos', custo({ loteId: l.id }), gerente())).body;
    for (const r of [await api.get('/api/custos', operador()), await api.get(`/api/custos/${c.id}`, operador()),
      await api.post('/api/custos', custo(), operador()), await api.put(`/api/custos/${c.id}`, custo(), operador()),
      await api.del(`/api/custos/${c.id}`, operador())]) expectProblem(r, 403, 'FORBIDDEN');
    expectProblem(await api.get(`/api/custos/${c.id}`, tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.put(`/api/custos/${c.id}`, custo(), tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expect((await api.get('/api/custos', tok(B, Role.Admin))).body.items.map((x: any) => x.id)).not.toContain(c.id);
    expectProblem(await api.get('/api/custos/nao-uuid', gerente()), 404, 'NOT_FOUND');
    const closed = await makeLote(A, { status: 'Fechado', dataSaida: '2026-03-01' });
    expectProblem(await api.post('/api/custos', custo({ loteId: closed.id }), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.put(`/api/custos/${c.id}`, custo({ loteId: closed.id }), gerente()), 400, 'BATCH_CLOSED');
    await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(eq(lotes.id, l.id));
    expectProblem(await api.put(`/api/custos/${c.id}`, custo({ loteId: null }), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.del(`/api/custos/${c.id}`, admin()), 400, 'BATCH_CLOSED');
  });

  it('allocates overhead to the batches open that day by head count that day, and re-allocates when that changes', async () => {
    const T = await makeTenant(t.app, 'eco-rateio');
    const g = tok(T, Role.Gerente);
    const db = t.app.database.db;
    const l1 = await makeLote(T, { quantidadeAnimais: 30, dataEntrada: '2026-01-01' });
    const l2 = await makeLote(T, { quantidadeAnimais: 10, dataEntrada: '2026-02-01' });
    // 2026-01-15: only l1 is open. 2026-02-10: 30 and 10 heads -> 75 % / 25 %.
    await api.post('/api/custos', custo({ valor: 100, data: '2026-01-15' }), g);
    const feb = (await api.post('/api/custos', custo({ valor: 1000, data: '2026-02-10' }), g)).body;
    expect(await lote(l1.id)).toMatchObject({ rateio: 850 });
    expect(await lote(l2.id)).toMatchObject({ rateio: 250 });
    // A death in l1 on 2026-02-05 leaves 29 and 10 heads on 2026-02-10.
    await db.insert(animais).values({ tenantId: T.id, loteId: l1.id, identificacao: rand('A'), sexo: 'Macho', pesoEntrada: 300,
      dataEntrada: '2026-01-01', status: 'Morto', dataMorte: '2026-02-05', causaMorte: 'x' });
    expect(await lote(l1.id)).toMatchObject({ rateio: Math.round((100 + 1000 * 29 / 39) * 100) / 100 });
    expect(await lote(l2.id)).toMatchObject({ rateio: Math.round((1000 * 10 / 39) * 100) / 100 });
    // l2 leaves on 2026-02-09: the whole day goes to l1; deleting l1 leaves the days without heads unallocated.
    await db.update(lotes).set({ dataSaida: '2026-02-09', status: 'Fechado' }).where(eq(lotes.id, l2.id));
    expect(await lote(l1.id)).toMatchObject({ rateio: 1100 });
    expect(await lote(l2.id)).toMatchObject({ rateio: 0 });
    await api.put(`/api/custos/${feb.id}`, custo({ valor: 500, data: '2026-02-10' }), g);
    expect(await lote(l1.id)).toMatchObject({ rateio: 600 });
    expect((await api.del(`/api/lotes/${l1.id}`, tok(T, Role.Admin))).status).toBe(204);
    expect(await lote(l1.id)).toMatchObject({ rateio: 0 });
    expect(await totais(T)).toEqual({ Energia: 600 });
    // A day with no open batch at all.
    await api.post('/api/custos', custo({ valor: 70, data: '2025-06-01' }), g);
    const rows = await db.select().from(custosRateioLote).where(and(eq(custosRateioLote.tenantId, T.id)));
    expect(rows.reduce((s, r) => s + r.valor, 0)).toBeCloseTo(0, 8);
    expect(await totais(T)).toEqual({ Energia: 670 });
  });

  it('is the same operation over GraphQL', async () => {
    const created = await api.gql(`mutation($i: CostInput!) { createCusto(input: $i) { id categoria valor loteId } }`, { i: custo() }, gerente());
    expect(created.data.createCusto).toMatchObject({ categoria: 'Energia', valor: 900, loteId: null });
    const denied = await api.gql(`{ custos { totalCount } }`, {}, operador());
    expect(denied.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
