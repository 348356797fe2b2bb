import 'reflect-metadata';
import { eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { lotes } from '../../src/modules/lote/schema';
import { medicamentos } from '../../src/modules/medicamento/schema';
import { uuid } from '../helpers/app';
import { makeLote } from '../helpers/factories';
import { expectProblem, expectFieldErrors } from '../helpers/expect';
import { startSuite, tok, tokensOf, type Suite } from '../helpers/suite';

// Contract 11.1: medications carry carenciaDias and fimCarencia (dataAplicacao + carenciaDias).
const LIST_KEYS = ['id', 'nome', 'tipo', 'dataAplicacao', 'dosagem', 'quantidadeAnimais', 'custoUnitario', 'custoTotal', 'loteId', 'observacao', 'carenciaDias', 'fimCarencia'].sort();
const DETAIL_KEYS = [...LIST_KEYS, 'loteCodigo', 'fornecedor'].sort();

let { t, api, a: A, b: B } = {} as Suite;
beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('med')));
afterAll(() => t.close());
const { admin, gerente, operador } = tokensOf(() => A);

const body = (over: Record<string, unknown> = {}) => ({
  nome: 'Ivermectina 1%', tipo: 'Vermifugo', dataAplicacao: '2026-02-10', dosagem: '1 ml/50 kg', quantidadeAnimais: 50,
  custoUnitario: 3.45, fornecedor: 'Agro Vet', observacao: 'Aplicacao subcutanea', ...over,
});

const url = (loteId: string, id?: string) => `/api/lotes/${loteId}/medicamentos${id ? `/${id}` : ''}`;

async function newMed(loteId: string, over: Record<string, unknown> = {}) {
  const r = await api.post(url(loteId), body(over), gerente());
  expect(r.status).toBe(201);
  return r.body;
}

describe('POST /api/lotes/{loteId}/medicamentos', () => {
  it('creates (201, Location, detail shape) with custoTotal = round(quantidadeAnimais * custoUnitario, 2)', async () => {
    const lote = await makeLote(t.app, A.id);
    const r = await api.post(url(lote.id), body({ nome: '  Ivermectina 1% ' }), gerente());
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/lotes/${lote.id}/medicamentos/${r.body.id}`);
    expect(Object.keys(r.body).sort()).toEqual(DETAIL_KEYS);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), nome: 'Ivermectina 1%', tipo: 'Vermifugo', dataAplicacao: '2026-02-10',
      dosagem: '1 ml/50 kg', quantidadeAnimais: 50, custoUnitario: 3.45, custoTotal: 172.5, loteId: lote.id,
      observacao: 'Aplicacao subcutanea', loteCodigo: lote.codigo, fornecedor: 'Agro Vet', carenciaDias: 0, fimCarencia: '2026-02-10',
    });
  });

  it('computes custoTotal exactly (no binary floating point) and from the stored 2-decimal unit cost', async () => {
    const lote = await makeLote(t.app, A.id);
    // 0.1 * 3 is 0.30000000000000004 in floating point; 1.15 * 7 = 8.049999999999999.
    expect((await newMed(lote.id, { quantidadeAnimais: 3, custoUnitario: 0.1 })).custoTotal).toBe(0.3);
    expect((await newMed(lote.id, { quantidadeAnimais: 7, custoUnitario: 1.15 })).custoTotal).toBe(8.05);
    expect((await newMed(lote.id, { quantidadeAnimais: 1_000_000, custoUnitario: 1_000_000 })).custoTotal).toBe(1_000_000_000_000);
    const r = await newMed(lote.id, { quantidadeAnimais: 10, custoUnitario: 1.005 });
    expect(r.custoTotal).toBeCloseTo(r.custoUnitario * 10, 2);
    expect((await newMed(lote.id, { custoUnitario: 0 })).custoTotal).toBe(0);
  });

  it('stores missing optional strings as null; Admin may create', async () => {
    const lote = await makeLote(t.app, A.id);
    const r = await api.post(url(lote.id), { nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-03-01', quantidadeAnimais: 1, custoUnitario: 10 }, admin());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ dosagem: null, observacao: null, fornecedor: null, custoTotal: 10 });
  });

  it('answers 400 with errors keyed by field', async () => {
    const lote = await makeLote(t.app, A.id);
    expectFieldErrors(await api.post(url(lote.id), {}, gerente()), ['nome', 'tipo', 'dataAplicacao', 'quantidadeAnimais', 'custoUnitario']);
    expectFieldErrors(await api.post(url(lote.id), body({ nome: ' ', tipo: '' }), gerente()), ['nome', 'tipo']);
    expectFieldErrors(await api.post(url(lote.id), body({ quantidadeAnimais: 0, custoUnitario: -0.01 }), gerente()), ['quantidadeAnimais', 'custoUnitario']);
    expectFieldErrors(await api.post(url(lote.id), body({ quantidadeAnimais: 1_000_001, custoUnitario: 1_000_000.01 }), gerente()), ['quantidadeAnimais', 'custoUnitario']);
    expectFieldErrors(await api.post(url(lote.id), body({ quantidadeAnimais: 2.5 }), gerente()), ['quantidadeAnimais']);
    expectFieldErrors(await api.post(url(lote.id), body({ dataAplicacao: '2026-02-29' }), gerente()), ['dataAplicacao']);
    expectFieldErrors(await api.post(url(lote.id), body({
      nome: 'n'.repeat(201), tipo: 't'.repeat(101), dosagem: 'd'.repeat(201), fornecedor: 'f'.repeat(201), observacao: 'o'.repeat(1001),
    }), gerente()), ['nome', 'tipo', 'dosagem', 'fornecedor', 'observacao']);
  });

  it('answers 400 to hostile bodies: wrong types, nulls, arrays, huge strings', async () => {
    const lote = await makeLote(t.app, A.id);
    expectFieldErrors(await api.post(url(lote.id), body({ nome: 42, tipo: true }), gerente()), ['nome', 'tipo']);
    expectFieldErrors(await api.post(url(lote.id), body({ quantidadeAnimais: '50', custoUnitario: '3.45' }), gerente()), ['quantidadeAnimais', 'custoUnitario']);
    expectFieldErrors(await api.post(url(lote.id), body({ nome: null, quantidadeAnimais: null }), gerente()), ['nome', 'quantidadeAnimais']);
    expectFieldErrors(await api.post(url(lote.id), body({ dataAplicacao: ['2026-02-10'], observacao: { a: 1 } }), gerente()), ['dataAplicacao', 'observacao']);
    expectFieldErrors(await api.post(url(lote.id), body({ quantidadeAnimais: 1e20 }), gerente()), ['quantidadeAnimais']);
    expectFieldErrors(await api.post(url(lote.id), body({ observacao: 'x'.repeat(200_000) }), gerente()), ['observacao']);
    expectProblem(await api.post(url(lote.id), [body()], gerente()), 400, 'VALIDATION_FAILED');
    expect((await api.post(url(lote.id), 'texto', gerente())).status).toBe(400);
    const r = await api.post(url(lote.id), { ...body(), custoTotal: 1, loteId: uuid(), ['__proto__']: { x: 1 } }, gerente());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ custoTotal: 172.5, loteId: lote.id });
  });

  it('answers 400 BATCH_CLOSED on a closed batch and 404 on an unknown, non-UUID, deleted or foreign batch', async () => {
    const closed = await makeLote(t.app, A.id, { status: 'Fechado' });
    expectProblem(await api.post(url(closed.id), body(), gerente()), 400, 'BATCH_CLOSED');
    const deleted = await makeLote(t.app, A.id, { deletedAt: new Date() });
    for (const loteId of [uuid(), 'lote-1', deleted.id, (await makeLote(t.app, B.id)).id]) {
      expectProblem(await api.post(url(loteId), body(), gerente()), 404, 'NOT_FOUND');
      expectProblem(await api.get(url(loteId), gerente()), 404, 'NOT_FOUND');
    }
  });
});

describe('GET /api/lotes/{loteId}/medicamentos[/{id}]', () => {
  it('lists the batch medications (list shape) ordered by dataAplicacao desc, then creation desc', async () => {
    const lote = await makeLote(t.app, A.id);
    const other = await makeLote(t.app, A.id);
    await newMed(other.id);
    const m1 = await newMed(lote.id, { nome: 'M1', dataAplicacao: '2026-02-01' });
    const m2 = await newMed(lote.id, { nome: 'M2', dataAplicacao: '2026-03-01' });
    const m3 = await newMed(lote.id, { nome: 'M3', dataAplicacao: '2026-02-01' });
    const r = await api.get(url(lote.id), operador());
    expect(r.status).toBe(200);
    expect(r.body.map((m: any) => m.nome)).toEqual(['M2', 'M3', 'M1']);
    for (const m of r.body) expect(Object.keys(m).sort()).toEqual(LIST_KEYS);
    const { loteCodigo: _c, fornecedor: _f, ...listShape } = m2;
    expect(r.body[0]).toEqual(listShape);
    expect(r.body.map((m: any) => m.id)).toEqual([m2.id, m3.id, m1.id]);
    expect((await api.get(url((await makeLote(t.app, A.id)).id), operador())).body).toEqual([]);
  });

  it('reads the detail; 404 for unknown, non-UUID, another batch\'s, deleted and another tenant\'s', async () => {
    const lote = await makeLote(t.app, A.id);
    const m = await newMed(lote.id);
    const r = await api.get(url(lote.id, m.id), operador());
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(DETAIL_KEYS);
    expect(r.body).toEqual(m);
    expectProblem(await api.get(url(lote.id, uuid()), operador()), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(lote.id, 'abc'), operador()), 404, 'NOT_FOUND');
    expectProblem(await api.get(url((await makeLote(t.app, A.id)).id, m.id), operador()), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(lote.id, m.id), tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(lote.id), tok(B, Role.Admin)), 404, 'NOT_FOUND');
  });

  it('is readable by every role and refused without a token', async () => {
    const lote = await makeLote(t.app, A.id);
    const m = await newMed(lote.id);
    for (const path of [url(lote.id), url(lote.id, m.id)]) {
      expectProblem(await api.get(path), 401, 'UNAUTHENTICATED');
      for (const role of [Role.Operador, Role.Gerente, Role.Admin]) expect((await api.get(path, tok(A, role))).status).toBe(200);
    }
  });
});

describe('PUT /api/lotes/{loteId}/medicamentos/{id}', () => {
  it('replaces the fields and recomputes custoTotal (200 detail)', async () => {
    const lote = await makeLote(t.app, A.id);
    const m = await newMed(lote.id);
    const r = await api.put(url(lote.id, m.id), {
      nome: 'Oxitetraciclina', tipo: 'Antibiotico', dataAplicacao: '2026-02-20', quantidadeAnimais: 12, custoUnitario: 8.33,
    }, gerente());
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(DETAIL_KEYS);
    expect(r.body).toEqual({
      id: m.id, nome: 'Oxitetraciclina', tipo: 'Antibiotico', dataAplicacao: '2026-02-20', dosagem: null, quantidadeAnimais: 12,
      custoUnitario: 8.33, custoTotal: 99.96, loteId: lote.id, observacao: null, loteCodigo: lote.codigo, fornecedor: null,
      carenciaDias: 0, fimCarencia: '2026-02-20',
    });
    expect((await api.get(url(lote.id, m.id), operador())).body).toEqual(r.body);
  });

  it('answers 400, 401, 403 (Operador) and 404 as the contract orders them', async () => {
    const lote = await makeLote(t.app, A.id);
    const m = await newMed(lote.id);
    expectFieldErrors(await api.put(url(lote.id, m.id), body({ custoUnitario: 'caro' }), gerente()), ['custoUnitario']);
    expectProblem(await api.put(url(lote.id, m.id), body()), 401, 'UNAUTHENTICATED');
    expectProblem(await api.put(url(lote.id, m.id), body(), operador()), 403, 'FORBIDDEN');
    expectProblem(await api.put(url(lote.id, m.id), {}, operador()), 403, 'FORBIDDEN');
    expectProblem(await api.put(url(lote.id, uuid()), body(), gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put(url(lote.id, 'x1'), body(), gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put(url(uuid(), m.id), body(), gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put(url(lote.id, m.id), body(), tok(B, Role.Gerente)), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/lotes/{loteId}/medicamentos/{id}', () => {
  it('soft-deletes (Admin only): 204, then 404 and absent from the list, row kept', async () => {
    const lote = await makeLote(t.app, A.id);
    const m = await newMed(lote.id);
    expectProblem(await api.del(url(lote.id, m.id)), 401, 'UNAUTHENTICATED');
    expectProblem(await api.del(url(lote.id, m.id), gerente()), 403, 'FORBIDDEN');
    expectProblem(await api.del(url(lote.id, m.id), operador()), 403, 'FORBIDDEN');
    expectProblem(await api.del(url(lote.id, m.id), tok(B, Role.Admin)), 404, 'NOT_FOUND');
    const r = await api.del(url(lote.id, m.id), admin());
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expectProblem(await api.get(url(lote.id, m.id), admin()), 404, 'NOT_FOUND');
    expectProblem(await api.del(url(lote.id, m.id), admin()), 404, 'NOT_FOUND');
    expect((await api.get(url(lote.id), admin())).body).toEqual([]);
    const [row] = await t.app.database.db.select().from(medicamentos).where(eq(medicamentos.id, m.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
  });
});

describe('medications of a closed batch', () => {
  it('are readable, but create, update and delete get 400 BATCH_CLOSED', async () => {
    const lote = await makeLote(t.app, A.id);
    const m = await newMed(lote.id);
    await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(eq(lotes.id, lote.id));
    expect((await api.get(url(lote.id), operador())).body).toHaveLength(1);
    expect((await api.get(url(lote.id, m.id), operador())).status).toBe(200);
    expectProblem(await api.post(url(lote.id), body(), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.put(url(lote.id, m.id), body(), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.del(url(lote.id, m.id), admin()), 400, 'BATCH_CLOSED');
  });
});

describe('GraphQL twins', () => {
  it('reads and writes with the same rules and error codes', async () => {
    const lote = await makeLote(t.app, A.id);
    const created = await api.gql(
      `mutation($l: ID!, $input: MedicamentoInput!) { createMedicamento(loteId: $l, input: $input) { id nome custoTotal loteCodigo } }`,
      { l: lote.id, input: body({ quantidadeAnimais: 3, custoUnitario: 0.1 }) }, gerente());
    expect(created.errors).toBeUndefined();
    expect(created.data.createMedicamento).toEqual({ id: expect.any(String), nome: 'Ivermectina 1%', custoTotal: 0.3, loteCodigo: lote.codigo });
    const id = created.data.createMedicamento.id;

    const list = await api.gql(`query($l: ID!) { medicamentos(loteId: $l) { id custoUnitario } }`, { l: lote.id }, operador());
    expect(list.data.medicamentos).toEqual([{ id, custoUnitario: 0.1 }]);

    const invalid = await api.gql(
      `mutation($l: ID!, $id: ID!, $input: MedicamentoInput!) { updateMedicamento(loteId: $l, id: $id, input: $input) { id } }`,
      { l: lote.id, id, input: body({ quantidadeAnimais: 0 }) }, gerente());
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, errors: { quantidadeAnimais: expect.any(Array) } });

    const forbidden = await api.gql(`mutation($l: ID!, $id: ID!) { deleteMedicamento(loteId: $l, id: $id) }`, { l: lote.id, id }, gerente());
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    const foreign = await api.gql(`query($l: ID!, $id: ID!) { medicamento(loteId: $l, id: $id) { id } }`, { l: lote.id, id }, tok(B, Role.Admin));
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(eq(lotes.id, lote.id));
    const closed = await api.gql(`mutation($l: ID!, $id: ID!) { deleteMedicamento(loteId: $l, id: $id) }`, { l: lote.id, id }, admin());
    expect(closed.errors?.[0]?.extensions).toMatchObject({ code: 'BATCH_CLOSED', status: 400 });
  });

  it('nests Batch.medicamentos when the batch query exists', async () => {
    if (!t.app.schema.getQueryType()?.getFields().lote) return;
    const [l1, l2] = [await makeLote(t.app, A.id), await makeLote(t.app, A.id)];
    await newMed(l1.id, { nome: 'Antigo', dataAplicacao: '2026-01-20' });
    await newMed(l1.id, { nome: 'Novo', dataAplicacao: '2026-02-20' });
    // Two batches in one operation: their medications come from one batched (DataLoader) query.
    const r = await api.gql(`query($a: ID!, $b: ID!) { a: lote(id: $a) { medicamentos { nome loteId } } b: lote(id: $b) { medicamentos { nome } } }`,
      { a: l1.id, b: l2.id }, operador());
    expect(r.errors).toBeUndefined();
    expect(r.data.a.medicamentos).toEqual([{ nome: 'Novo', loteId: l1.id }, { nome: 'Antigo', loteId: l1.id }]);
    expect(r.data.b.medicamentos).toEqual([]);
  });
});
