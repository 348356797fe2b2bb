import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Role } from '../../src/auth/actor';
import { animais } from '../../src/modules/animal/schema';
import { lotes } from '../../src/modules/lote/schema';
import { uuid } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeLote as makeLoteOf, makeTenant, type TestTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';

let { t, api, a: A, b: B } = {} as Suite;

const rand = (p: string) => `${p}-${randomBytes(5).toString('hex')}`;
const url = (animalId: string, id?: string) => `/api/animais/${animalId}/pesagens${id ? `/${id}` : ''}`;

const makeLote = (tenant: TestTenant, over: Partial<typeof lotes.$inferInsert> = {}) => makeLoteOf(t.app, tenant.id, over);

async function makeAnimal(tenant: TestTenant, over: Partial<typeof animais.$inferInsert> = {}) {
  const lote = over.loteId ? { id: over.loteId } : await makeLote(tenant);
  const [a] = await t.app.database.db.insert(animais).values({
    tenantId: tenant.id, loteId: lote.id, identificacao: rand('A'), sexo: 'Macho', pesoEntrada: 280, dataEntrada: '2026-01-10', ...over,
  }).returning();
  return a;
}

beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('pa')));
afterAll(() => t.close());

describe('POST/GET/DELETE /api/animais/{animalId}/pesagens', () => {
  it('creates (201, exact shape), lists data desc, deletes (Admin, 204), and feeds pesoAtual and gmd', async () => {
    const a = await makeAnimal(A);
    const r = await api.post(url(a.id), { data: '2026-02-09', peso: 340.5, observacao: '  balanca 2 ' }, tok(A, Role.Gerente));
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), animalId: a.id, data: '2026-02-09', peso: 340.5, observacao: 'balanca 2' });
    const later = await api.post(url(a.id), { data: '2026-03-11', peso: 370 }, tok(A, Role.Admin));
    expect(later.body.observacao).toBeNull();
    const list = await api.get(url(a.id), tok(A, Role.Operador));
    expect(list.status).toBe(200);
    expect(list.body.map((p: any) => p.data)).toEqual(['2026-03-11', '2026-02-09']);
    // gmd = (370 - 280) / (2026-03-11 - 2026-01-10 = 60 days) = 1.5
    const d = await api.get(`/api/animais/${a.id}`, tok(A, Role.Operador));
    expect(d.body).toMatchObject({ pesoAtual: 370, gmd: 1.5 });
    expect((await api.del(url(a.id, later.body.id), tok(A, Role.Admin))).status).toBe(204);
    // (340.5 - 280) / 30 = 2.01666.. -> 2.017
    expect((await api.get(`/api/animais/${a.id}`, tok(A, Role.Operador))).body).toMatchObject({ pesoAtual: 340.5, gmd: 2.017 });
    expectProblem(await api.del(url(a.id, later.body.id), tok(A, Role.Admin)), 404, 'NOT_FOUND');
  });

  it("without an individual weighing pesoAtual is the batch's pesoMedioAtual and gmd is null", async () => {
    const lote = await makeLote(A, { pesoMedioEntrada: 310 });
    const a = await makeAnimal(A, { loteId: lote.id });
    expect((await api.get(`/api/animais/${a.id}`, tok(A, Role.Operador))).body).toMatchObject({ pesoAtual: 310, gmd: null });
    expect((await api.post(`/api/lotes/${lote.id}/pesagens`, { data: '2026-02-01', pesoMedio: 333.3, quantidadeAnimais: 50 }, tok(A, Role.Gerente))).status).toBe(201);
    expect((await api.get(`/api/animais/${a.id}`, tok(A, Role.Operador))).body).toMatchObject({ pesoAtual: 333.3, gmd: null });
    // A weighing on the entry day: no days to divide by, gmd stays null.
    await api.post(url(a.id), { data: '2026-01-10', peso: 281 }, tok(A, Role.Gerente));
    expect((await api.get(`/api/animais/${a.id}`, tok(A, Role.Operador))).body).toMatchObject({ pesoAtual: 281, gmd: null });
  });

  it('validates peso, data and observacao field by field', async () => {
    const a = await makeAnimal(A);
    expectFieldErrors(await api.post(url(a.id), { data: '2026-02-01', peso: 0 }, tok(A, Role.Gerente)), ['peso']);
    expectFieldErrors(await api.post(url(a.id), { data: '2026-02-01', peso: -3 }, tok(A, Role.Gerente)), ['peso']);
    expectFieldErrors(await api.post(url(a.id), { data: '2026-02-01', peso: 'x' }, tok(A, Role.Gerente)), ['peso']);
    expectFieldErrors(await api.post(url(a.id), { peso: 300 }, tok(A, Role.Gerente)), ['data']);
    expectFieldErrors(await api.post(url(a.id), { data: '2026-02-30', peso: 300 }, tok(A, Role.Gerente)), ['data']);
    expectFieldErrors(await api.post(url(a.id), { data: '2026-01-09', peso: 300 }, tok(A, Role.Gerente)), ['data']);
    expectFieldErrors(await api.post(url(a.id), { data: '2026-02-01', peso: 300, observacao: 'x'.repeat(1001) }, tok(A, Role.Gerente)), ['observacao']);
  });

  it('refuses new weighings of an animal that is not Ativo (400 INVALID_STATE) or of a closed batch (400 BATCH_CLOSED)', async () => {
    const morto = await makeAnimal(A);
    expect((await api.put(`/api/animais/${morto.id}/mortalidade`, { dataMorte: '2026-02-01', causa: 'Tristeza' }, tok(A, Role.Gerente))).status).toBe(200);
    expectProblem(await api.post(url(morto.id), { data: '2026-01-20', peso: 300 }, tok(A, Role.Gerente)), 400, 'INVALID_STATE');
    const fechado = await makeLote(A, { status: 'Fechado', dataSaida: '2026-03-01' });
    const a = await makeAnimal(A, { loteId: fechado.id });
    expectProblem(await api.post(url(a.id), { data: '2026-01-20', peso: 300 }, tok(A, Role.Gerente)), 400, 'BATCH_CLOSED');
  });

  it('roles: create Admin, Gerente and Operador (issue 28), delete Admin only, reads everyone; 401 without a token', async () => {
    const a = await makeAnimal(A);
    expect((await api.post(url(a.id), { data: '2026-02-02', peso: 301 }, tok(A, Role.Operador))).status).toBe(201);
    const p = await api.post(url(a.id), { data: '2026-02-01', peso: 300 }, tok(A, Role.Gerente));
    expectProblem(await api.del(url(a.id, p.body.id), tok(A, Role.Gerente)), 403, 'FORBIDDEN');
    expectProblem(await api.del(url(a.id, p.body.id), tok(A, Role.Operador)), 403, 'FORBIDDEN');
    expectProblem(await api.get(url(a.id)), 401, 'UNAUTHENTICATED');
    // 403 before 400 (contract 1.2 order): the delete of a weighing stays Admin's.
    expectProblem(await api.del(url(a.id, 'abc'), tok(A, Role.Operador)), 403, 'FORBIDDEN');
  });

  it("tenancy and unknown ids: another tenant's animal or weighing is 404", async () => {
    const a = await makeAnimal(A);
    const p = await api.post(url(a.id), { data: '2026-02-01', peso: 300 }, tok(A, Role.Gerente));
    expectProblem(await api.get(url(a.id), tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.post(url(a.id), { data: '2026-02-01', peso: 300 }, tok(B, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.del(url(a.id, p.body.id), tok(B, Role.Admin)), 404, 'NOT_FOUND');
    const other = await makeAnimal(A);
    expectProblem(await api.del(url(other.id, p.body.id), tok(A, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.get(url('nao-e-uuid'), tok(A, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(uuid()), tok(A, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.del(url(a.id, 'x'), tok(A, Role.Admin)), 404, 'NOT_FOUND');
  });

  it('GraphQL: same operations, pesoAtual and gmd on list items in one batched read', async () => {
    const lote = await makeLote(A);
    const a1 = await makeAnimal(A, { loteId: lote.id, identificacao: rand('G1') });
    await makeAnimal(A, { loteId: lote.id, identificacao: rand('G2') });
    const g = await api.gql(`mutation($id: ID!) { createPesagemAnimal(animalId: $id, input: {data: "2026-01-20", peso: 300}) { peso } }`, { id: a1.id }, tok(A, Role.Gerente));
    expect(g).toEqual({ data: { createPesagemAnimal: { peso: 300 } } });
    // Issue 28: Operador creates weighings; deleting one stays Admin's.
    const denied = await api.gql(`mutation($id: ID!) { deletePesagemAnimal(animalId: $id, pesagemId: $id) }`, { id: a1.id }, tok(A, Role.Operador));
    expect(denied.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const l = await api.gql(`query($id: ID!) { animaisByLote(loteId: $id) { identificacao pesoAtual gmd } }`, { id: lote.id }, tok(A, Role.Operador));
    expect(l.data.animaisByLote.map((x: any) => [x.pesoAtual, x.gmd])).toEqual([[300, 2], [300, null]]);
  });
});

describe('GET /api/lotes/filtros', () => {
  it("returns the distinct non-blank cidades and racas of the tenant's live batches, sorted, and both statuses", async () => {
    const T = await makeTenant(t.app, 'filtros');
    await makeLote(T, { cidade: 'Goiania', raca: 'Nelore' });
    await makeLote(T, { cidade: 'Cuiaba', raca: 'Angus' });
    await makeLote(T, { cidade: 'Goiania', raca: null, status: 'Fechado' });
    await makeLote(T, { cidade: '   ', raca: 'brangus' });
    await makeLote(T, { cidade: 'Zz Apagada', raca: 'Apagada', deletedAt: new Date() });
    await makeLote(B, { cidade: 'Outro Tenant', raca: 'Outra' });
    const r = await api.get('/api/lotes/filtros', tok(T, Role.Operador));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ cidades: ['Cuiaba', 'Goiania'], racas: ['Angus', 'brangus', 'Nelore'], status: ['Aberto', 'Fechado'] });
    const empty = await makeTenant(t.app, 'filtros-vazio');
    expect((await api.get('/api/lotes/filtros', tok(empty, Role.Gerente))).body).toEqual({ cidades: [], racas: [], status: ['Aberto', 'Fechado'] });
    expectProblem(await api.get('/api/lotes/filtros'), 401, 'UNAUTHENTICATED');
    expect(await api.gql('{ loteFiltros { status } }', {}, tok(T, Role.Admin))).toEqual({ data: { loteFiltros: { status: ['Aberto', 'Fechado'] } } });
  });
});
