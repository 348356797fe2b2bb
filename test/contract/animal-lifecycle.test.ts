import 'reflect-metadata';
// Animals (CONTRACT 4.3): death, sale, a closed batch, batch creation, roles on every route, the GraphQL twins.
import { eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { lotes } from '../../src/modules/lote/schema';
import { uuid } from '../helpers/app';
import { animalBody, ident, makeLote, makeTenant, postAnimal } from '../helpers/factories';
import { startSuite, tok, tokensOf, type Suite } from '../helpers/suite';
import { expectProblem, expectFieldErrors } from '../helpers/expect';


let { t, api, a: A, b: B } = {} as Suite;
beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('animal')));
afterAll(() => t.close());
const { admin, gerente, operador } = tokensOf(() => A);
const newAnimal = (loteId: string, over: Record<string, unknown> = {}) => postAnimal(api, gerente(), loteId, over);

describe('PUT /api/animais/{id}/mortalidade', () => {
  it('moves Ativo to Morto: 200 {id, status, dataMorte, causa}; the detail shows it', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    const r = await api.put(`/api/animais/${a.id}/mortalidade`, { dataMorte: '2026-03-02', causa: ' Pneumonia ' }, gerente());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: a.id, status: 'Morto', dataMorte: '2026-03-02', causa: 'Pneumonia' });
    const d = await api.get(`/api/animais/${a.id}`, operador());
    expect(d.body).toMatchObject({ status: 'Morto', dataMorte: '2026-03-02', causaMorte: 'Pneumonia', dataVenda: null, valorTotal: null });
    expectProblem(await api.put(`/api/animais/${a.id}/mortalidade`, { dataMorte: '2026-03-03', causa: 'x' }, gerente()), 400, 'INVALID_STATE');
    expectProblem(await api.put(`/api/animais/${a.id}/venda`, { dataVenda: '2026-03-03', pesoVenda: 400, valorArroba: 300 }, gerente()), 400, 'INVALID_STATE');
  });

  it('validates the body and the date, and answers 403/401/404', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id, { dataEntrada: '2026-02-01' });
    const url = `/api/animais/${a.id}/mortalidade`;
    expectFieldErrors(await api.put(url, {}, gerente()), ['dataMorte', 'causa']);
    expectFieldErrors(await api.put(url, { dataMorte: '01/03/2026', causa: 'x' }, gerente()), ['dataMorte']);
    expectFieldErrors(await api.put(url, { dataMorte: '2026-03-01', causa: 'x'.repeat(501) }, gerente()), ['causa']);
    expectFieldErrors(await api.put(url, { dataMorte: '2026-03-01', causa: '  ' }, gerente()), ['causa']);
    expectFieldErrors(await api.put(url, { dataMorte: 20260301, causa: ['x'] }, gerente()), ['dataMorte', 'causa']);
    expectFieldErrors(await api.put(url, { dataMorte: '2026-01-31', causa: 'Picada' }, gerente()), ['dataMorte']);
    expectProblem(await api.put(url, { dataMorte: '2026-03-01', causa: 'x' }), 401, 'UNAUTHENTICATED');
    // Issue 28: Operador records deaths from the field page; a sale stays with Admin and Gerente.
    expectFieldErrors(await api.put(url, { dataMorte: '2026-01-31', causa: 'x' }, operador()), ['dataMorte']);
    expectProblem(await api.put(`/api/animais/nope/mortalidade`, { dataMorte: '2026-03-01', causa: 'x' }, gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put(url, { dataMorte: '2026-03-01', causa: 'x' }, tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expect((await api.put(url, { dataMorte: '2026-02-01', causa: 'x' }, admin())).status).toBe(200);
  });
});

describe('PUT /api/animais/{id}/venda', () => {
  it('moves Ativo to Vendido: 200 {id, status, pesoVenda, valorTotal} with valorTotal rounded in SQL', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    // 300.3 / 15 * 301.25 = 6031.025 exactly: 6031.03 (binary floating point gives 6031.02).
    const r = await api.put(`/api/animais/${a.id}/venda`, { dataVenda: '2026-06-01', pesoVenda: 300.3, valorArroba: 301.25 }, gerente());
    expect(r.status).toBe(200);
    // The legacy fields alone: valued on live arrobas (contract 4.3), and the answer says so.
    expect(r.body).toEqual({
      id: a.id, status: 'Vendido', pesoVenda: 300.3, valorTotal: 6031.03, pesoCarcaca: null, rendimentoCarcaca: null, arrobas: 20.02, baseArroba: 'viva',
      gta: null,
    });
    const d = await api.get(`/api/animais/${a.id}`, operador());
    expect(d.body).toMatchObject({ status: 'Vendido', dataVenda: '2026-06-01', pesoVenda: 300.3, valorArroba: 301.25, valorTotal: 6031.03, dataMorte: null });
    expectProblem(await api.put(`/api/animais/${a.id}/venda`, { dataVenda: '2026-06-02', pesoVenda: 300, valorArroba: 300 }, gerente()), 400, 'INVALID_STATE');
    expectProblem(await api.put(`/api/animais/${a.id}/mortalidade`, { dataMorte: '2026-06-02', causa: 'x' }, gerente()), 400, 'INVALID_STATE');
  });

  it('rounds other values to 2 decimals', async () => {
    const lote = await makeLote(t.app, A.id);
    const cases: [number, number, number][] = [[450.5, 300, 9010], [512.345, 311.11, 10626.38], [1, 0.01, 0]];
    for (const [pesoVenda, valorArroba, valorTotal] of cases) {
      const a = await newAnimal(lote.id);
      const r = await api.put(`/api/animais/${a.id}/venda`, { dataVenda: '2026-06-01', pesoVenda, valorArroba }, admin());
      expect(r.body).toMatchObject({ id: a.id, status: 'Vendido', pesoVenda, valorTotal, baseArroba: 'viva' });
    }
  });

  it('lets exactly one of two concurrent sales win', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    const sale = (valorArroba: number) => api.put(`/api/animais/${a.id}/venda`, { dataVenda: '2026-06-01', pesoVenda: 450, valorArroba }, gerente());
    const results = await Promise.all([sale(300), sale(310), sale(320)]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectProblem(r, 400, 'INVALID_STATE');
    const d = await api.get(`/api/animais/${a.id}`, gerente());
    expect(d.body.valorTotal).toBe(ok[0].body.valorTotal);
  });

  it('validates the body and answers 403/401/404', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id, { dataEntrada: '2026-02-01' });
    const url = `/api/animais/${a.id}/venda`;
    expectFieldErrors(await api.put(url, {}, gerente()), ['dataVenda', 'pesoVenda', 'valorArroba']);
    expectFieldErrors(await api.put(url, { dataVenda: '2026-06-01', pesoVenda: 0, valorArroba: -1 }, gerente()), ['pesoVenda', 'valorArroba']);
    expectFieldErrors(await api.put(url, { dataVenda: '2026-06-01', pesoVenda: '450', valorArroba: null }, gerente()), ['pesoVenda', 'valorArroba']);
    expectFieldErrors(await api.put(url, { dataVenda: '2026-06-01', pesoVenda: 1e12, valorArroba: 1e12 }, gerente()), ['pesoVenda', 'valorArroba']);
    expectFieldErrors(await api.put(url, { dataVenda: '2026-01-31', pesoVenda: 450, valorArroba: 300 }, gerente()), ['dataVenda']);
    expectProblem(await api.put(url, { dataVenda: '2026-06-01', pesoVenda: 450, valorArroba: 300 }, operador()), 403, 'FORBIDDEN');
    expectProblem(await api.put(url, { dataVenda: '2026-06-01', pesoVenda: 450, valorArroba: 300 }), 401, 'UNAUTHENTICATED');
    expectProblem(await api.put(`/api/animais/${uuid()}/venda`, { dataVenda: '2026-06-01', pesoVenda: 450, valorArroba: 300 }, gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.put(url, { dataVenda: '2026-06-01', pesoVenda: 450, valorArroba: 300 }, tok(B, Role.Gerente)), 404, 'NOT_FOUND');
  });
});

describe('animals of a closed batch', () => {
  it('are readable but every write gets 400 BATCH_CLOSED', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    await t.app.database.db.update(lotes).set({ status: 'Fechado' }).where(eq(lotes.id, lote.id));
    expect((await api.get(`/api/animais/${a.id}`, operador())).status).toBe(200);
    expect((await api.get(`/api/lotes/${lote.id}/animais`, operador())).body).toHaveLength(1);
    expectProblem(await api.put(`/api/animais/${a.id}`, animalBody(), gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.put(`/api/animais/${a.id}/venda`, { dataVenda: '2026-06-01', pesoVenda: 450, valorArroba: 300 }, gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.put(`/api/animais/${a.id}/mortalidade`, { dataMorte: '2026-06-01', causa: 'x' }, gerente()), 400, 'BATCH_CLOSED');
    expectProblem(await api.del(`/api/animais/${a.id}`, admin()), 400, 'BATCH_CLOSED');
    expectProblem(await api.post(`/api/lotes/${lote.id}/animais/lote`, { animais: [animalBody()] }, gerente()), 400, 'BATCH_CLOSED');
  });
});

describe('POST /api/lotes/{loteId}/animais/lote', () => {
  it('creates the valid items and reports the invalid ones by index (201)', async () => {
    const lote = await makeLote(t.app, A.id);
    const existing = await newAnimal(lote.id);
    const p = ident('LT');
    const items = [
      { identificacao: `${p}-0`, sexo: 'Macho', pesoEntrada: 300 },
      { identificacao: `${p}-1`, pesoEntrada: 300 },
      { identificacao: existing.identificacao, sexo: 'Femea', pesoEntrada: 280 },
      { identificacao: `${p}-3`, brinco: 'X9', sexo: 'Femea', raca: 'Angus', pesoEntrada: 290.5, dataEntrada: '2026-03-05' },
      { identificacao: `${p}-0`, sexo: 'Femea', pesoEntrada: 310 },
      { identificacao: `${p}-5`, sexo: 'Macho', pesoEntrada: '300' },
      { identificacao: `${p}-6`, sexo: 'Boi', pesoEntrada: 0, dataEntrada: '2026-13-01' },
      { identificacao: 'y'.repeat(5000), sexo: 'Macho', pesoEntrada: 300 },
      { ['__proto__']: { identificacao: 'z' }, sexo: 'Macho', pesoEntrada: 300 },
      { identificacao: `${p}-9`, sexo: 'Macho', pesoEntrada: 301, extra: true },
    ];
    const r = await api.post(`/api/lotes/${lote.id}/animais/lote`, { dataEntrada: '2026-03-01', animais: items }, gerente());
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(['criados', 'erros']);
    expect(r.body.criados).toBe(3);
    expect(r.body.erros.map((e: any) => e.indice)).toEqual([1, 2, 4, 5, 6, 7, 8]);
    for (const e of r.body.erros) expect(e).toEqual({ indice: expect.any(Number), mensagem: expect.any(String) });
    const msg = (i: number) => r.body.erros.find((e: any) => e.indice === i).mensagem as string;
    expect(msg(1)).toMatch(/sexo/);
    expect(msg(2)).toMatch(/identificacao/);
    expect(msg(4)).toMatch(/identificacao/);
    expect(msg(5)).toMatch(/pesoEntrada/);
    expect(msg(6)).toMatch(/sexo.*pesoEntrada.*dataEntrada/);
    expect(msg(7)).toMatch(/identificacao/);
    expect(msg(8)).toMatch(/identificacao/);
    const list = await api.get(`/api/animais?loteId=${lote.id}&pageSize=100`, operador());
    const mine = list.body.items.filter((a: any) => a.identificacao.startsWith(p));
    expect(mine.map((a: any) => [a.identificacao, a.dataEntrada, a.status, a.sexo])).toEqual([
      [`${p}-0`, '2026-03-01', 'Ativo', 'Macho'], [`${p}-3`, '2026-03-05', 'Ativo', 'Femea'], [`${p}-9`, '2026-03-01', 'Ativo', 'Macho'],
    ]);
    const [after] = await t.app.database.db.select().from(lotes).where(eq(lotes.id, lote.id));
    expect(after.quantidadeAnimais).toBe(50);
  });

  it('defaults dataEntrada to the batch and reports all-invalid requests with criados 0', async () => {
    const lote = await makeLote(t.app, A.id, { dataEntrada: '2026-02-14' });
    const r = await api.post(`/api/lotes/${lote.id}/animais/lote`, { animais: [animalBody()] }, admin());
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ criados: 1, erros: [] });
    expect((await api.get(`/api/lotes/${lote.id}/animais`, admin())).body[0].dataEntrada).toBe('2026-02-14');
    const bad = await api.post(`/api/lotes/${lote.id}/animais/lote`, { animais: [{}, { sexo: 'Macho' }] }, admin());
    expect(bad.status).toBe(201);
    expect(bad.body).toEqual({ criados: 0, erros: [{ indice: 0, mensagem: expect.any(String) }, { indice: 1, mensagem: expect.any(String) }] });
  });

  it('accepts 1000 items and refuses 1001, an empty list and malformed envelopes with 400', async () => {
    const lote = await makeLote(t.app, A.id);
    const url = `/api/lotes/${lote.id}/animais/lote`;
    const p = ident('K');
    const many = Array.from({ length: 1000 }, (_, i) => ({ identificacao: `${p}-${String(i).padStart(4, '0')}`, sexo: i % 2 ? 'Macho' : 'Femea', pesoEntrada: 250 + i / 10 }));
    const ok = await api.post(url, { animais: many }, gerente());
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ criados: 1000, erros: [] });
    expect((await api.get(`/api/animais?loteId=${lote.id}&pageSize=1`, gerente())).body.totalCount).toBe(1000);
    expectFieldErrors(await api.post(url, { animais: [...many, many[0]] }, gerente()), ['animais']);
    expectFieldErrors(await api.post(url, { animais: [] }, gerente()), ['animais']);
    expectFieldErrors(await api.post(url, {}, gerente()), ['animais']);
    expectFieldErrors(await api.post(url, { animais: 'todos' }, gerente()), ['animais']);
    expectFieldErrors(await api.post(url, { animais: null }, gerente()), ['animais']);
    expectFieldErrors(await api.post(url, { animais: [animalBody()], dataEntrada: 'ontem' }, gerente()), ['dataEntrada']);
    expectProblem(await api.post(url, { animais: [animalBody(), 7] }, gerente()), 400, 'VALIDATION_FAILED');
  });

  it('answers 401, 403 for Operador, and 404 for an unknown or foreign batch', async () => {
    const lote = await makeLote(t.app, A.id);
    const url = `/api/lotes/${lote.id}/animais/lote`;
    expectProblem(await api.post(url, { animais: [animalBody()] }), 401, 'UNAUTHENTICATED');
    expectProblem(await api.post(url, { animais: [animalBody()] }, operador()), 403, 'FORBIDDEN');
    expectProblem(await api.post(url, { animais: 'x' }, operador()), 403, 'FORBIDDEN');
    expectProblem(await api.post(`/api/lotes/${uuid()}/animais/lote`, { animais: [animalBody()] }, gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.post(`/api/lotes/abc/animais/lote`, { animais: [animalBody()] }, gerente()), 404, 'NOT_FOUND');
    expectProblem(await api.post(url, { animais: [animalBody()] }, tok(B, Role.Gerente)), 404, 'NOT_FOUND');
  });
});

describe('authentication and roles on every animal route', () => {
  it('answers 401 without a token and lets every role read', async () => {
    const lote = await makeLote(t.app, A.id);
    const a = await newAnimal(lote.id);
    for (const path of ['/api/animais', `/api/animais/${a.id}`, `/api/lotes/${lote.id}/animais`]) {
      expectProblem(await api.get(path), 401, 'UNAUTHENTICATED');
      expectProblem(await api.get(path, 'not-a-token'), 401, 'UNAUTHENTICATED');
      for (const role of [Role.Operador, Role.Gerente, Role.Admin]) expect((await api.get(path, tok(A, role))).status).toBe(200);
    }
    expectProblem(await api.post(`/api/lotes/${lote.id}/animais`, animalBody()), 401, 'UNAUTHENTICATED');
    expectProblem(await api.post(`/api/lotes/${lote.id}/animais`, animalBody(), operador()), 403, 'FORBIDDEN');
    expectProblem(await api.post(`/api/lotes/${lote.id}/animais`, {}, operador()), 403, 'FORBIDDEN');
  });
});

describe('GraphQL twins', () => {
  it('reads and writes with the same rules and error codes', async () => {
    const lote = await makeLote(t.app, A.id);
    const identificacao = ident();
    const created = await api.gql(
      `mutation($loteId: ID!, $input: AnimalInput!) { createAnimal(loteId: $loteId, input: $input) { id identificacao status loteCodigo } }`,
      { loteId: lote.id, input: { identificacao, sexo: 'Macho', pesoEntrada: 300 } }, gerente());
    expect(created.errors).toBeUndefined();
    expect(created.data.createAnimal).toEqual({ id: expect.any(String), identificacao, status: 'Ativo', loteCodigo: lote.codigo });
    const id = created.data.createAnimal.id;

    const page = await api.gql(`query($l: ID) { animais(loteId: $l, pageSize: 5) { totalCount items { id identificacao } } }`, { l: lote.id }, operador());
    expect(page.data.animais).toEqual({ totalCount: 1, items: [{ id, identificacao }] });

    const forbidden = await api.gql(
      `mutation($id: ID!) { registerVenda(id: $id, input: {dataVenda: "2026-06-01", pesoVenda: 300.3, valorArroba: 301.25}) { id } }`, { id }, operador());
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    const invalid = await api.gql(
      `mutation($id: ID!) { registerVenda(id: $id, input: {dataVenda: "2026-06-01", pesoVenda: 0, valorArroba: 301.25}) { id } }`, { id }, gerente());
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, errors: { pesoVenda: expect.any(Array) } });

    const sold = await api.gql(
      `mutation($id: ID!) { registerVenda(id: $id, input: {dataVenda: "2026-06-01", pesoVenda: 300.3, valorArroba: 301.25}) { id status pesoVenda valorTotal } }`, { id }, gerente());
    expect(sold.data.registerVenda).toEqual({ id, status: 'Vendido', pesoVenda: 300.3, valorTotal: 6031.03 });

    const again = await api.gql(
      `mutation($id: ID!) { registerMortalidade(id: $id, input: {dataMorte: "2026-06-02", causa: "x"}) { id } }`, { id }, gerente());
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_STATE', status: 400 });

    const foreign = await api.gql(`query($id: ID!) { animal(id: $id) { id } }`, { id }, tok(B, Role.Admin));
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const batch = await api.gql(
      `mutation($l: ID!, $input: CreateAnimaisInput!) { createAnimais(loteId: $l, input: $input) { criados erros { indice mensagem } } }`,
      { l: lote.id, input: { animais: [{ identificacao: ident(), sexo: 'Femea', pesoEntrada: 200 }, { identificacao }] } }, gerente());
    expect(batch.data.createAnimais).toEqual({ criados: 1, erros: [{ indice: 1, mensagem: expect.any(String) }] });

    const del = await api.gql(`mutation($id: ID!) { deleteAnimal(id: $id) }`, { id }, gerente());
    expect(del.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('nests Batch.animais when the batch query exists', async () => {
    if (!t.app.schema.getQueryType()?.getFields().lote) return;
    const T = await makeTenant(t.app, 'animal-nest');
    const [l1, l2] = [await makeLote(t.app, T.id), await makeLote(t.app, T.id)];
    const g = T.users.Gerente.token;
    await api.post(`/api/lotes/${l1.id}/animais/lote`, { animais: [animalBody({ identificacao: 'N-2' }), animalBody({ identificacao: 'N-1' })] }, g);
    await api.post(`/api/lotes/${l2.id}/animais`, animalBody({ identificacao: 'N-3' }), g);
    // Two batches in one operation: their animals come from one batched (DataLoader) query.
    const r = await api.gql(`query($a: ID!, $b: ID!) { a: lote(id: $a) { animais { identificacao loteId } } b: lote(id: $b) { animais { identificacao } } }`,
      { a: l1.id, b: l2.id }, g);
    expect(r.errors).toBeUndefined();
    expect(r.data.a.animais).toEqual([{ identificacao: 'N-1', loteId: l1.id }, { identificacao: 'N-2', loteId: l1.id }]);
    expect(r.data.b.animais).toEqual([{ identificacao: 'N-3' }]);
  });
});
