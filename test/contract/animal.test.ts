import 'reflect-metadata';
// Animals (CONTRACT 4.3): create, read, list, update, delete. Death, sale, batch creation and roles: animal-lifecycle.test.ts.
import { eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { animais } from '../../src/modules/animal/schema';
import { lotes } from '../../src/modules/lote/schema';
import { uuid } from '../helpers/app';
import { animalBody, ident, makeLote, makeTenant, postAnimal, type TestTenant } from '../helpers/factories';
import { startSuite, tok, tokensOf, type Suite } from '../helpers/suite';
import { expectProblem, expectFieldErrors } from '../helpers/expect';

// eid: issue 36.
const LIST_KEYS = ['id', 'identificacao', 'brinco', 'eid', 'sexo', 'raca', 'pesoEntrada', 'dataEntrada', 'status', 'loteId', 'loteCodigo'].sort();
// The romaneio of a sale (issue 34) after the contract's detail: pesoCarcaca, rendimentoCarcaca and the basis of valorTotal.
const DETAIL_KEYS = [...LIST_KEYS, 'dataMorte', 'causaMorte', 'dataVenda', 'pesoVenda', 'valorArroba', 'valorTotal', 'pesoCarcaca', 'rendimentoCarcaca', 'baseArroba'].sort();

let { t, api, a: A, b: B } = {} as Suite;
beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('animal')));
afterAll(() => t.close());
const { admin, gerente, operador } = tokensOf(() => A);
const body = animalBody;
const newAnimal = (loteId: string, over: Record<string, unknown> = {}) => postAnimal(api, gerente(), loteId, over);

describe('POST /api/lotes/{loteId}/animais', () => {
  it('creates an Ativo animal (201, Location, detail shape) without changing the batch headcount', async () => {
    const lote = await makeLote(t.app, A.id);
    const identificacao = ident();
    const r = await api.post(`/api/lotes/${lote.id}/animais`, body({ identificacao: `  ${identificacao} ` }), gerente());
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/animais/${r.body.id}`);
    expect(Object.keys(r.body).sort()).toEqual(DETAIL_KEYS);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), identificacao, brinco: 'B-001', eid: null, sexo: 'Macho', raca: 'Nelore', pesoEntrada: 312.5,
      dataEntrada: '2026-01-10', status: 'Ativo', loteId: lote.id, loteCodigo: lote.codigo,
      dataMorte: null, causaMorte: null, dataVenda: null, pesoVenda: null, valorArroba: null, valorTotal: null,
      pesoCarcaca: null, rendimentoCarcaca: null, baseArroba: null,
    });
    const [after] = await t.app.database.db.select().from(lotes).where(eq(lotes.id, lote.id));
    expect(after.quantidadeAnimais).toBe(50);
  });

  it('takes an explicit dataEntrada, optional brinco/raca as null, and Admin may create', async () => {
    const lote = await makeLote(t.app, A.id);
    const r = await api.post(`/api/lotes/${lote.id}/animais`,
      { identificacao: ident(), sexo: 'Femea', pesoEntrada: 280.125, dataEntrada: '2026-02-01' }, admin());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ sexo: 'Femea', brinco: null, raca: null, pesoEntrada: 280.125, dataEntrada: '2026-02-01' });
  });

  it('rejects a duplicate identificacao in the tenant with DUPLICATE_CODE, but not across tenants or after delete', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    expectProblem(await api.post(`/api/lotes/${lote.id}/animais`, body({ identificacao: a.identificacao }), gerente()), 400, 'DUPLICATE_CODE');
    const other = await makeLote(t.app, A.id);
    expectProblem(await api.post(`/api/lotes/${other.id}/animais`, body({ identificacao: a.identificacao }), gerente()), 400, 'DUPLICATE_CODE');
    const loteB = await makeLote(t.app, B.id);
    expect((await api.post(`/api/lotes/${loteB.id}/animais`, body({ identificacao: a.identificacao }), tok(B, Role.Gerente))).status).toBe(201);
    expect((await api.del(`/api/animais/${a.id}`, admin())).status).toBe(204);
    expect((await api.post(`/api/lotes/${lote.id}/animais`, body({ identificacao: a.identificacao }), gerente())).status).toBe(201);
  });

  it('answers 400 with errors keyed by field for missing and out-of-range values', async () => {
    const lote = await makeLote(t.app, A.id);
    const url = `/api/lotes/${lote.id}/animais`;
    expectFieldErrors(await api.post(url, {}, gerente()), ['identificacao', 'sexo', 'pesoEntrada']);
    expectFieldErrors(await api.post(url, body({ pesoEntrada: 0 }), gerente()), ['pesoEntrada']);
    expectFieldErrors(await api.post(url, body({ pesoEntrada: -5 }), gerente()), ['pesoEntrada']);
    expectFieldErrors(await api.post(url, body({ pesoEntrada: 1e9 }), gerente()), ['pesoEntrada']);
    expectFieldErrors(await api.post(url, body({ sexo: 'macho' }), gerente()), ['sexo']);
    expectFieldErrors(await api.post(url, body({ identificacao: '   ' }), gerente()), ['identificacao']);
    expectFieldErrors(await api.post(url, body({ dataEntrada: '2026-02-30' }), gerente()), ['dataEntrada']);
  });

  it('answers 400 to hostile bodies: wrong types, nulls, arrays, huge strings', async () => {
    const lote = await makeLote(t.app, A.id);
    const url = `/api/lotes/${lote.id}/animais`;
    expectFieldErrors(await api.post(url, body({ identificacao: 123 }), gerente()), ['identificacao']);
    expectFieldErrors(await api.post(url, body({ identificacao: null }), gerente()), ['identificacao']);
    expectFieldErrors(await api.post(url, body({ pesoEntrada: '300' }), gerente()), ['pesoEntrada']);
    expectFieldErrors(await api.post(url, body({ pesoEntrada: null, sexo: null }), gerente()), ['pesoEntrada', 'sexo']);
    expectFieldErrors(await api.post(url, body({ sexo: ['Macho'] }), gerente()), ['sexo']);
    expectFieldErrors(await api.post(url, body({ raca: { x: 1 } }), gerente()), ['raca']);
    expectFieldErrors(await api.post(url, body({ identificacao: 'x'.repeat(100_000) }), gerente()), ['identificacao']);
    expectFieldErrors(await api.post(url, body({ brinco: 'x'.repeat(51), raca: 'y'.repeat(101) }), gerente()), ['brinco', 'raca']);
    expectProblem(await api.post(url, [body()], gerente()), 400, 'VALIDATION_FAILED');
    expectProblem(await api.call('POST', url, { raw: '{"identificacao":', token: gerente(), headers: { 'content-type': 'application/json' } }), 400, 'BAD_REQUEST');
    // Unknown fields (status, loteId, __proto__) are ignored: a new animal is always Ativo in the path's batch.
    const r = await api.post(url, { ...body(), status: 'Vendido', loteId: uuid(), valorTotal: 9, ['__proto__']: { admin: true } }, gerente());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'Ativo', loteId: lote.id, valorTotal: null });
  });

  it('refuses a closed batch (BATCH_CLOSED) and an unknown, deleted, non-UUID or foreign batch (404)', async () => {
    const closed = await makeLote(t.app, A.id, { status: 'Fechado' });
    expectProblem(await api.post(`/api/lotes/${closed.id}/animais`, body(), gerente()), 400, 'BATCH_CLOSED');
    const deleted = await makeLote(t.app, A.id, { deletedAt: new Date() });
    for (const loteId of [uuid(), 'nao-e-uuid', deleted.id, (await makeLote(t.app, B.id)).id]) {
      expectProblem(await api.post(`/api/lotes/${loteId}/animais`, body(), gerente()), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/lotes/${loteId}/animais`, gerente()), 404, 'NOT_FOUND');
    }
  });
});

describe('GET /api/lotes/{loteId}/animais and GET /api/animais/{id}', () => {
  it('lists the batch animals as an array of list items ordered by identificacao', async () => {
    const lote = await makeLote(t.app, A.id);
    const p = ident('ORD');
    await newAnimal(lote.id, { identificacao: `${p}-2` });
    await newAnimal(lote.id, { identificacao: `${p}-1` });
    await newAnimal(lote.id, { identificacao: `${p}-3` });
    const r = await api.get(`/api/lotes/${lote.id}/animais`, operador());
    expect(r.status).toBe(200);
    expect(r.body.map((a: any) => a.identificacao)).toEqual([`${p}-1`, `${p}-2`, `${p}-3`]);
    // As the batch's protocols: each item also carries atualizadoEm and deletedAt, the cursor of a device's delta sync.
    for (const a of r.body) expect(Object.keys(a).sort()).toEqual([...LIST_KEYS, 'atualizadoEm', 'deletedAt'].sort());
    expect(r.body[0]).toEqual({
      id: expect.any(String), identificacao: `${p}-1`, brinco: 'B-001', eid: null, sexo: 'Macho', raca: 'Nelore', pesoEntrada: 312.5,
      dataEntrada: '2026-01-10', status: 'Ativo', loteId: lote.id, loteCodigo: lote.codigo,
      atualizadoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), deletedAt: null,
    });
  });

  it('reads the detail; 404 for unknown, non-UUID, deleted and another tenant\'s animal', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    const r = await api.get(`/api/animais/${a.id}`, operador());
    expect(r.status).toBe(200);
    // Contract 11.3: the detail read adds pesoAtual and gmd (no individual weighing: the batch's weight, no gmd).
    // Issue 36: the detail adds the sale's GTA.
    expect(Object.keys(r.body).sort()).toEqual([...DETAIL_KEYS, 'pesoAtual', 'gmd', 'gta'].sort());
    expect(r.body).toEqual({ ...a, pesoAtual: lote.pesoMedioEntrada, gmd: null, gta: null });
    expectProblem(await api.get(`/api/animais/${uuid()}`, operador()), 404, 'NOT_FOUND');
    expectProblem(await api.get('/api/animais/123', operador()), 404, 'NOT_FOUND');
    expectProblem(await api.get(`/api/animais/${a.id}`, tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expect((await api.get(`/api/lotes/${lote.id}/animais`, tok(B, Role.Admin))).status).toBe(404);
  });

  it('hides the animals of a soft-deleted batch', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    await t.app.database.db.update(lotes).set({ deletedAt: new Date() }).where(eq(lotes.id, lote.id));
    expectProblem(await api.get(`/api/animais/${a.id}`, operador()), 404, 'NOT_FOUND');
    expect((await api.get(`/api/animais?loteId=${lote.id}`, operador())).body.totalCount).toBe(0);
  });
});

describe('GET /api/animais', () => {
  let T: TestTenant;
  let l1: { id: string; codigo: string };
  let l2: { id: string; codigo: string };
  beforeAll(async () => {
    T = await makeTenant(t.app, 'animal-list');
    l1 = await makeLote(t.app, T.id);
    l2 = await makeLote(t.app, T.id);
    const g = T.users.Gerente.token;
    for (const [loteId, id] of [[l1.id, 'A-03'], [l1.id, 'A-01'], [l2.id, 'A-02'], [l2.id, 'A-05'], [l1.id, 'A-04']]) {
      expect((await api.post(`/api/lotes/${loteId}/animais`, body({ identificacao: id }), g)).status).toBe(201);
    }
    const sold = (await api.get(`/api/animais?pageSize=100`, g)).body.items.find((a: any) => a.identificacao === 'A-05');
    expect((await api.put(`/api/animais/${sold.id}/venda`, { dataVenda: '2026-05-01', pesoVenda: 500, valorArroba: 300 }, g)).status).toBe(200);
  });

  it('pages the tenant animals ordered by identificacao with the paged envelope', async () => {
    const r = await api.get('/api/animais?pageNumber=1&pageSize=2', T.users.Operador.token);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['items', 'pageNumber', 'pageSize', 'totalCount', 'totalPages']);
    expect(r.body).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(r.body.items.map((a: any) => a.identificacao)).toEqual(['A-01', 'A-02']);
    for (const a of r.body.items) expect(Object.keys(a).sort()).toEqual(LIST_KEYS);
    const p3 = await api.get('/api/animais?pageNumber=3&pageSize=2', T.users.Operador.token);
    expect(p3.body.items.map((a: any) => a.identificacao)).toEqual(['A-05']);
    const past = await api.get('/api/animais?pageNumber=9&pageSize=2', T.users.Operador.token);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ items: [], pageNumber: 9, pageSize: 2, totalCount: 5, totalPages: 3 });
  });

  it('defaults to page 1 of 10 and filters by status and loteId', async () => {
    const tk = T.users.Operador.token;
    expect((await api.get('/api/animais', tk)).body).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 5, totalPages: 1 });
    const sold = await api.get('/api/animais?status=Vendido', tk);
    expect(sold.body.items.map((a: any) => [a.identificacao, a.status])).toEqual([['A-05', 'Vendido']]);
    const ativos = await api.get(`/api/animais?status=Ativo&loteId=${l2.id}`, tk);
    expect(ativos.body.items.map((a: any) => a.identificacao)).toEqual(['A-02']);
    expect((await api.get(`/api/animais?loteId=${l1.id}`, tk)).body.items.map((a: any) => a.loteCodigo)).toEqual([l1.codigo, l1.codigo, l1.codigo]);
    expect((await api.get(`/api/animais?loteId=${uuid()}`, tk)).body.totalCount).toBe(0);
    expect((await api.get('/api/animais?unknown=1', tk)).status).toBe(200);
  });

  it('answers 400 to bad paging and filters', async () => {
    const tk = T.users.Operador.token;
    expectFieldErrors(await api.get('/api/animais?pageSize=0', tk), ['pageSize']);
    expectFieldErrors(await api.get('/api/animais?pageSize=101', tk), ['pageSize']);
    expectFieldErrors(await api.get('/api/animais?pageSize=abc', tk), ['pageSize']);
    expectFieldErrors(await api.get('/api/animais?pageNumber=0', tk), ['pageNumber']);
    expectFieldErrors(await api.get('/api/animais?pageNumber=1.5', tk), ['pageNumber']);
    expectFieldErrors(await api.get('/api/animais?status=Perdido', tk), ['status']);
    expectFieldErrors(await api.get('/api/animais?loteId=abc', tk), ['loteId']);
  });

  it('never shows another tenant\'s animals', async () => {
    const r = await api.get('/api/animais?pageSize=100', tok(B, Role.Admin));
    expect(r.body.items.some((a: any) => a.identificacao.startsWith('A-0'))).toBe(false);
    expect((await api.get(`/api/animais?loteId=${l1.id}`, tok(B, Role.Admin))).body.totalCount).toBe(0);
  });
});

describe('PUT /api/animais/{id} and DELETE /api/animais/{id}', () => {
  it('updates identity fields (200 detail) and keeps dataEntrada when omitted', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id, { dataEntrada: '2026-01-15' });
    const identificacao = ident();
    const r = await api.put(`/api/animais/${a.id}`, { identificacao, brinco: null, sexo: 'Femea', raca: 'Angus', pesoEntrada: 299.999 }, gerente());
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(DETAIL_KEYS);
    expect(r.body).toEqual({ ...a, identificacao, brinco: null, sexo: 'Femea', raca: 'Angus', pesoEntrada: 299.999 });
    const r2 = await api.put(`/api/animais/${a.id}`, { ...body({ identificacao }), dataEntrada: '2026-01-20' }, admin());
    expect(r2.body).toMatchObject({ identificacao, dataEntrada: '2026-01-20', status: 'Ativo' });
  });

  it('validates like create, refuses a taken identificacao and answers 404/403/401', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    const b = await newAnimal(lote.id);
    expectFieldErrors(await api.put(`/api/animais/${a.id}`, { identificacao: '' }, gerente()), ['sexo', 'pesoEntrada']);
    expectFieldErrors(await api.put(`/api/animais/${a.id}`, body({ identificacao: '' }), gerente()), ['identificacao']);
    expectProblem(await api.put(`/api/animais/${a.id}`, body({ identificacao: b.identificacao }), gerente()), 400, 'DUPLICATE_CODE');
    expectProblem(await api.put(`/api/animais/${uuid()}`, body(), gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put('/api/animais/xyz', body(), gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put(`/api/animais/${a.id}`, body(), tok(B, Role.Gerente)), 404, 'NOT_FOUND');
    expectProblem(await api.put(`/api/animais/${a.id}`, body(), operador()), 403, 'FORBIDDEN');
    expectProblem(await api.put(`/api/animais/${a.id}`, { identificacao: 5 }, operador()), 403, 'FORBIDDEN');
    expectProblem(await api.put(`/api/animais/${a.id}`, body()), 401, 'UNAUTHENTICATED');
  });

  it('soft-deletes (Admin only): 204, then 404 and absent from lists, row kept', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    expectProblem(await api.del(`/api/animais/${a.id}`, gerente()), 403, 'FORBIDDEN');
    expectProblem(await api.del(`/api/animais/${a.id}`, operador()), 403, 'FORBIDDEN');
    expectProblem(await api.del(`/api/animais/${a.id}`), 401, 'UNAUTHENTICATED');
    expectProblem(await api.del(`/api/animais/${a.id}`, tok(B, Role.Admin)), 404, 'NOT_FOUND');
    const r = await api.del(`/api/animais/${a.id}`, admin());
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expectProblem(await api.get(`/api/animais/${a.id}`, admin()), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/animais/${a.id}`, admin()), 404, 'NOT_FOUND');
    expect((await api.get(`/api/lotes/${lote.id}/animais`, admin())).body).toEqual([]);
    const [row] = await t.app.database.db.select().from(animais).where(eq(animais.id, a.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
  });
});
