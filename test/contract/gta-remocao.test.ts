import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';

/*
 * Issue 36 leftovers: a sale's GTA removed (DELETE /api/animais/{id}/gta, DELETE /api/lotes/{loteId}/animais/gta, the
 * mirrors of the PUTs): the sale is a missing document again. A purchase's GTA is removed by its PUT with gta null
 * (test/contract/gta.test.ts). Business today 2026-03-31 (Sao Paulo).
 */
let t: TestApp;
let api: Client;
let T: TestTenant;
let O: TestTenant;
const A: Record<string, string> = {};
let lote = '';
let loteO = '';
const g = () => T.users[Role.Gerente].token;
const adm = () => T.users[Role.Admin].token;
const op = () => T.users[Role.Operador].token;

const ok = (path: string, body: unknown, method: 'post' | 'put' = 'post', token = g()) => api.must(method, path, body, token);

const venda = (dataVenda: string, gta?: object) => ({ dataVenda, pesoVenda: 500, valorArroba: 310, ...(gta ? { gta } : {}) });
const gta = (numero: string, over: Record<string, unknown> = {}) => ({ uf: 'MS', serie: 'A', numero, dataEmissao: '2026-03-01', ...over });
const pendentes = async () => (await api.get('/api/relatorios/documentos-pendentes?tipo=Saida', g())).body
  .map((m: { data: string; quantidadeAnimais: number }) => `${m.data}:${m.quantidadeAnimais}`);

beforeAll(async () => {
  t = await startTestApp({}, { clock: fixedClock('2026-03-31T15:00:00Z') });
  api = client(t.url);
  [T, O] = [await makeTenant(t.app, 'gta-rm'), await makeTenant(t.app, 'gta-rm-outro')];
  lote = (await ok('/api/lotes', { codigo: 'R1', dataEntrada: '2026-01-01', pesoMedioEntrada: 360, quantidadeAnimais: 10 })).id;
  for (const n of ['V1', 'V2', 'V3', 'V4', 'V5', 'SEM', 'ATIVO']) A[n] = (await ok(`/api/lotes/${lote}/animais`, { identificacao: n, sexo: 'Macho', pesoEntrada: 360 })).id;
  // One load of 2026-03-20 under GTA 1111 (V1, V2); V3 the same day under 2222; V4 and V5 on 2026-03-25 under 3333; SEM without.
  await ok(`/api/animais/${A.V1}/venda`, venda('2026-03-20', gta('1111')), 'put');
  await ok(`/api/animais/${A.V2}/venda`, venda('2026-03-20', gta('1111')), 'put');
  await ok(`/api/animais/${A.V3}/venda`, venda('2026-03-20', gta('2222')), 'put');
  await ok(`/api/animais/${A.V4}/venda`, venda('2026-03-25', gta('3333')), 'put');
  await ok(`/api/animais/${A.V5}/venda`, venda('2026-03-25', gta('3333')), 'put');
  await ok(`/api/animais/${A.SEM}/venda`, venda('2026-03-26'), 'put');
  loteO = (await ok('/api/lotes', { codigo: 'O1', dataEntrada: '2026-01-01', pesoMedioEntrada: 360, quantidadeAnimais: 5 }, 'post', O.users[Role.Gerente].token)).id;
  A.O1 = (await ok(`/api/lotes/${loteO}/animais`, { identificacao: 'O1', sexo: 'Macho', pesoEntrada: 360 }, 'post', O.users[Role.Gerente].token)).id;
  await ok(`/api/animais/${A.O1}/venda`, venda('2026-03-20', gta('1111')), 'put', O.users[Role.Gerente].token);
});
afterAll(() => t.close());

describe('DELETE /api/animais/{id}/gta', () => {
  it('removes a sold animal\'s GTA (204, audited); the sale is listed in documentos-pendentes again and the GTA is free', async () => {
    expect(await pendentes()).toEqual(['2026-03-26:1']);
    const r = await api.del(`/api/animais/${A.V3}/gta`, g());
    expect([r.status, r.text]).toEqual([204, '']);
    expect((await api.get(`/api/animais/${A.V3}`, g())).body).toMatchObject({ status: 'Vendido', gta: null });
    expect(await pendentes()).toEqual(['2026-03-26:1', '2026-03-20:1']);
    // The others of that day keep theirs.
    expect((await api.get(`/api/animais/${A.V1}`, g())).body.gta).toMatchObject({ numero: '001111' });
    // Freed: the GTA can be written again (on this sale, or another movement).
    expect((await api.put(`/api/animais/${A.V3}/gta`, gta('2222'), g())).status).toBe(200);
    expect(await pendentes()).toEqual(['2026-03-26:1']);
    await t.app.auditWriter.flush();
    const audit = (await api.get('/api/audit?pageSize=200&method=DELETE', adm())).body.items;
    expect(audit).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/api/animais/${A.V3}/gta`, statusCode: 204, userEmail: T.users[Role.Gerente].email }));
  });

  it('404 for an animal without a GTA (sold without one, not sold), unknown, or of another tenant; roles as the PUT', async () => {
    expectProblem(await api.del(`/api/animais/${A.SEM}/gta`, g()), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/animais/${A.ATIVO}/gta`, g()), 404, 'NOT_FOUND');
    expectProblem(await api.del('/api/animais/nao-e-uuid/gta', g()), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/animais/${A.O1}/gta`, adm()), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/animais/${A.V1}/gta`, O.users[Role.Admin].token), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/animais/${A.V1}/gta`, op()), 403, 'FORBIDDEN');
    expectProblem(await api.del(`/api/animais/${A.V1}/gta`), 401, 'UNAUTHENTICATED');
    // Nothing of it changed anything.
    expect((await api.get(`/api/animais/${A.V1}`, g())).body.gta).toMatchObject({ numero: '001111' });
    expect((await api.get(`/api/animais/${A.O1}`, O.users[Role.Gerente].token)).body.gta).toMatchObject({ numero: '001111' });
  });

  it('GraphQL: removeGtaVenda, with the same refusals', async () => {
    const m = 'mutation($id: ID!) { removeGtaVenda(id: $id) }';
    const done = await api.gql(m, { id: A.V2 }, adm());
    expect(done.data).toEqual({ removeGtaVenda: true });
    expect((await api.gql(m, { id: A.V2 }, adm())).errors![0].extensions.code).toBe('NOT_FOUND');
    expect((await api.gql(m, { id: A.V1 }, op())).errors![0].extensions.code).toBe('FORBIDDEN');
    expect(await pendentes()).toEqual(['2026-03-26:1', '2026-03-20:1']);
    expect((await api.put(`/api/animais/${A.V2}/gta`, gta('1111'), g())).status).toBe(200);
  });
});

describe('DELETE /api/lotes/{loteId}/animais/gta', () => {
  it('removes one GTA from the batch\'s sales (any zeros, any case): answers what it removed, the load is pending again', async () => {
    const r = await api.del(`/api/lotes/${lote}/animais/gta`, g(), { uf: 'ms', serie: 'a', numero: '03333' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ loteId: lote, dataVenda: '2026-03-25', quantidadeAnimais: 2, gta: { uf: 'MS', serie: 'A', numero: '003333', dataEmissao: '2026-03-01' } });
    expect(await pendentes()).toEqual(['2026-03-26:1', '2026-03-25:2']);
    expect((await api.get(`/api/animais/${A.V4}`, g())).body.gta).toBeNull();
    // Written back by the PUT it mirrors.
    const put = await api.put(`/api/lotes/${lote}/animais/gta`, { dataVenda: '2026-03-25', gta: gta('3333') }, g());
    expect(put.body.quantidadeAnimais).toBe(2);
    expect(await pendentes()).toEqual(['2026-03-26:1']);
  });

  it('404 when no sale of the batch has it, or the batch is another tenant\'s; 400 for a malformed GTA; roles as the PUT', async () => {
    expectProblem(await api.del(`/api/lotes/${lote}/animais/gta`, g(), { uf: 'MS', serie: 'A', numero: '9999' }), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/lotes/${lote}/animais/gta`, g(), { uf: 'MT', serie: 'A', numero: '1111' }), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/lotes/${loteO}/animais/gta`, g(), { uf: 'MS', serie: 'A', numero: '1111' }), 404, 'NOT_FOUND');
    expectProblem(await api.del(`/api/lotes/${lote}/animais/gta`, O.users[Role.Admin].token, { uf: 'MS', serie: 'A', numero: '1111' }), 404, 'NOT_FOUND');
    expectFieldErrors(await api.del(`/api/lotes/${lote}/animais/gta`, g(), { uf: 'XX', serie: 'ABCD', numero: '0' }), ['uf', 'serie', 'numero']);
    expectFieldErrors(await api.del(`/api/lotes/${lote}/animais/gta`, g(), {}), ['uf', 'serie', 'numero']);
    expectProblem(await api.del(`/api/lotes/${lote}/animais/gta`, op(), { uf: 'MS', serie: 'A', numero: '1111' }), 403, 'FORBIDDEN');
    // Tenant O's sale under the same GTA number kept it.
    expect((await api.get(`/api/animais/${A.O1}`, O.users[Role.Gerente].token)).body.gta).toMatchObject({ numero: '001111' });
    expect(await pendentes()).toEqual(['2026-03-26:1']);
  });

  it('GraphQL: removeGtaSaida', async () => {
    const m = 'mutation($l: ID!, $i: ExitGtaKeyInput!) { removeGtaSaida(loteId: $l, input: $i) { dataVenda quantidadeAnimais gta { numero } } }';
    const r = await api.gql(m, { l: lote, i: { uf: 'MS', serie: 'A', numero: '1111' } }, adm());
    expect(r.data).toEqual({ removeGtaSaida: { dataVenda: '2026-03-20', quantidadeAnimais: 2, gta: { numero: '001111' } } });
    expect((await api.gql(m, { l: lote, i: { uf: 'MS', serie: 'A', numero: '1111' } }, adm())).errors![0].extensions.code).toBe('NOT_FOUND');
    expect(await pendentes()).toEqual(['2026-03-26:1', '2026-03-20:2']);
  });
});
