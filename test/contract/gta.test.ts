import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';

/*
 * Issue 36 item 4: the GTA (Guia de Transito Animal) of every movement. Business today 2026-03-31 (Sao Paulo).
 * Batches G1 and G2 entered 2026-01-01; entries are purchases, exits the sales of a batch on a day under one GTA.
 */
let t: TestApp;
let api: Client;
let T: TestTenant;
let O: TestTenant;
const L: Record<string, string> = {};
const A: Record<string, string> = {};
const g = () => T.users[Role.Gerente].token;
const adm = () => T.users[Role.Admin].token;
const op = () => T.users[Role.Operador].token;

const ok = (path: string, body: unknown, method: 'post' | 'put' = 'post', token = g()) => api.must(method, path, body, token);

const compra = (over: Record<string, unknown> = {}) => ({ dataCompra: '2026-01-02', quantidadeAnimais: 10, pesoTotal: 3600, valorTotal: 36000, ...over });
const venda = (over: Record<string, unknown> = {}) => ({ dataVenda: '2026-03-20', pesoVenda: 500, valorArroba: 310, ...over });
const gta = (over: Record<string, unknown> = {}) => ({ uf: 'MT', serie: 'A', numero: '1234', dataEmissao: '2026-01-01', ...over });

beforeAll(async () => {
  t = await startTestApp({}, { clock: fixedClock('2026-03-31T15:00:00Z') });
  api = client(t.url);
  [T, O] = [await makeTenant(t.app, 'gta'), await makeTenant(t.app, 'gta-outro')];
  for (const codigo of ['G1', 'G2']) L[codigo] = (await ok('/api/lotes', { codigo, dataEntrada: '2026-01-01', pesoMedioEntrada: 360, quantidadeAnimais: 10 })).id;
  for (const [n, lote] of [['A1', 'G1'], ['A2', 'G1'], ['A3', 'G2'], ['A4', 'G2'], ['A5', 'G1'], ['A6', 'G1'], ['M1', 'G1']]) {
    A[n] = (await ok(`/api/lotes/${L[lote]}/animais`, { identificacao: `${n}-${lote}`, sexo: 'Macho', pesoEntrada: 360 })).id;
  }
  L.O = (await ok('/api/lotes', { codigo: 'O1', dataEntrada: '2026-01-01', pesoMedioEntrada: 360, quantidadeAnimais: 5 }, 'post', O.users[Role.Gerente].token)).id;
});
afterAll(() => t.close());

describe('the GTA of an entry (POST/PUT /api/lotes/{loteId}/compras)', () => {
  let c1 = '';

  it('takes the GTA, normalized: the UF and series upper case, the number zero-padded to 6 digits', async () => {
    const r = await api.post(`/api/lotes/${L.G1}/compras`, compra({ gta: gta({ uf: ' mt', serie: 'a ', numero: ' 1234' }) }), g());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ quantidadeAnimais: 10, valorArroba: 300, gta: { uf: 'MT', serie: 'A', numero: '001234', dataEmissao: '2026-01-01' } });
    c1 = r.body.id;
    expect((await api.get(`/api/lotes/${L.G1}/compras/${c1}`, g())).body.gta).toEqual({ uf: 'MT', serie: 'A', numero: '001234', dataEmissao: '2026-01-01' });
    // Without one: allowed, null (and listed as a missing document below).
    const sem = await api.post(`/api/lotes/${L.G2}/compras`, compra({ dataCompra: '2026-01-03' }), g());
    expect(sem.status).toBe(201);
    expect(sem.body.gta).toBeNull();
  });

  it('refuses a GTA of another shape, field by field, in Portuguese', async () => {
    const post = (g: unknown) => api.post(`/api/lotes/${L.G1}/compras`, compra({ gta: g }), adm());
    for (const uf of ['XX', 'S P', 'BR', '', 'SPP', 'sp;drop table compras', 12, 'x'.repeat(100_000)]) expectFieldErrors(await post(gta({ uf })), ['gta.uf']);
    for (const serie of ['ABCD', '', ' ', 'A-1', 'Á', 7]) expectFieldErrors(await post(gta({ serie })), ['gta.serie']);
    for (const numero of ['12a', '0', '0000', '1234567890', '', '-1', '1.234', '１２３', 1234]) expectFieldErrors(await post(gta({ numero })), ['gta.numero']);
    for (const dataEmissao of ['ontem', '2026-02-30', '01/01/2026', null]) expectFieldErrors(await post(gta({ dataEmissao })), ['gta.dataEmissao']);
    const r = await post(gta({ uf: 'XX' }));
    expect(r.body.errors['gta.uf']).toEqual(['deve ser a sigla de uma das 27 unidades da federacao (ex.: SP, MT, GO)']);
    expectFieldErrors(await post({ uf: 'SP' }), ['gta.serie', 'gta.numero', 'gta.dataEmissao']);
    expect((await post('MT-A-1234')).status).toBe(400);
    expect((await post([gta()])).status).toBe(400);
    // Issued in the future, or after the purchase it covers.
    const futura = await post(gta({ numero: '99', dataEmissao: '2026-04-01' }));
    expectFieldErrors(futura, ['gta.dataEmissao']);
    expect(futura.body.errors['gta.dataEmissao']).toEqual(['nao pode ser uma data futura']);
    const depois = await post(gta({ numero: '99', dataEmissao: '2026-01-03' }));
    expect(depois.body.errors['gta.dataEmissao']).toEqual(['nao pode ser posterior a dataCompra']);
    // Nothing was written.
    expect((await api.get(`/api/lotes/${L.G1}/compras`, g())).body).toHaveLength(1);
  });

  it('one GTA, one purchase: another purchase of the tenant with it is 400 DUPLICATE_CODE, whatever its zeros', async () => {
    const r = await api.post(`/api/lotes/${L.G2}/compras`, compra({ gta: gta({ numero: '001234' }) }), g());
    expectProblem(r, 400, 'DUPLICATE_CODE');
    expect(r.body.errors['gta.numero'][0]).toMatch(/^GTA ja registrada na compra de 2026-01-02 do lote G1$/);
    // Another series, state or number is another document; another tenant has its own documents.
    for (const other of [{ serie: 'B' }, { uf: 'MS' }, { numero: '12345' }]) {
      const x = await api.post(`/api/lotes/${L.G2}/compras`, compra({ gta: gta(other) }), g());
      expect(x.status).toBe(201);
      expect((await api.del(`/api/lotes/${L.G2}/compras/${x.body.id}`, adm())).status).toBe(204);
    }
    expect((await api.post(`/api/lotes/${L.O}/compras`, compra({ gta: gta() }), O.users[Role.Gerente].token)).status).toBe(201);
  });

  it('PUT keeps the GTA when the body has none (a client of the contract), replaces it, removes it with null', async () => {
    const put = (body: object) => api.put(`/api/lotes/${L.G1}/compras/${c1}`, body, g());
    let r = await put(compra({ valorTotal: 37000 }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ valorTotal: 37000, gta: { numero: '001234' } });
    // Its own GTA again is no reuse.
    expect((await put(compra({ gta: gta() }))).status).toBe(200);
    // A purchase moved before the kept GTA's emission.
    expectFieldErrors(await put(compra({ dataCompra: '2025-12-31' })), ['dataCompra']);
    r = await put(compra({ gta: gta({ serie: 'C' }) }));
    expect(r.body.gta).toMatchObject({ serie: 'C', numero: '001234' });
    r = await put(compra({ gta: null }));
    expect(r.body.gta).toBeNull();
    // Freed: the first GTA can go on another purchase now; the purchase takes its GTA back for the reports below.
    const x = await api.post(`/api/lotes/${L.G2}/compras`, compra({ gta: gta() }), g());
    expect(x.status).toBe(201);
    expect((await api.del(`/api/lotes/${L.G2}/compras/${x.body.id}`, adm())).status).toBe(204);
    expect((await put(compra({ gta: gta() }))).body.gta.numero).toBe('001234');
  });

  it('two purchases with the same GTA at once: exactly one is written', async () => {
    const body = compra({ gta: gta({ numero: '777' }) });
    const rs = await Promise.all([1, 2, 3].map(() => api.post(`/api/lotes/${L.G2}/compras`, body, g())));
    expect(rs.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    for (const r of rs.filter((x) => x.status === 400)) expectProblem(r, 400, 'DUPLICATE_CODE');
    await api.del(`/api/lotes/${L.G2}/compras/${rs.find((r) => r.status === 201)!.body.id}`, adm());
  });

  it('roles and tenancy as the purchases: Operador 403, another tenant\'s batch 404', async () => {
    expectProblem(await api.post(`/api/lotes/${L.G1}/compras`, compra({ gta: gta({ numero: '5' }) }), op()), 403, 'FORBIDDEN');
    expectProblem(await api.post(`/api/lotes/${L.O}/compras`, compra({ gta: gta({ numero: '5' }) }), g()), 404, 'NOT_FOUND');
  });

  it('GraphQL: createCompra and compra carry the same gta, and the same refusals', async () => {
    const q = 'mutation($l: ID!, $i: PurchaseInput!) { createCompra(loteId: $l, input: $i) { id gta { uf serie numero dataEmissao } } }';
    const r = await api.gql(q, { l: L.G2, i: compra({ dataCompra: '2026-01-05', gta: gta({ uf: 'go', numero: '42' }) }) }, g());
    expect(r.data.createCompra.gta).toEqual({ uf: 'GO', serie: 'A', numero: '000042', dataEmissao: '2026-01-01' });
    const again = await api.gql(q, { l: L.G2, i: compra({ gta: gta({ uf: 'GO', numero: '42' }) }) }, g());
    expect(again.errors![0].extensions).toMatchObject({ code: 'DUPLICATE_CODE' });
    const bad = await api.gql(q, { l: L.G2, i: compra({ gta: gta({ uf: 'ZZ' }) }) }, g());
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    const read = await api.gql('query($l: ID!) { compras(loteId: $l, limit: 10) { dataCompra gta { numero } } }', { l: L.G2 }, g());
    expect(read.data.compras).toEqual([{ dataCompra: '2026-01-05', gta: { numero: '000042' } }, { dataCompra: '2026-01-03', gta: null }]);
  });
});

describe('the GTA of an exit (PUT /api/animais/{id}/venda, PUT /api/animais/{id}/gta)', () => {
  const saida = gta({ uf: 'GO', serie: 'E', numero: '555', dataEmissao: '2026-03-19' });

  it('a sale takes the GTA; the animals of one load share it, from any batch, on the same day', async () => {
    const r = await api.put(`/api/animais/${A.A1}/venda`, venda({ gta: saida }), g());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: A.A1, status: 'Vendido', pesoVenda: 500, valorTotal: 10333.33, pesoCarcaca: null, rendimentoCarcaca: null, arrobas: 33.33,
      baseArroba: 'viva', gta: { uf: 'GO', serie: 'E', numero: '000555', dataEmissao: '2026-03-19' },
    });
    expect((await api.put(`/api/animais/${A.A3}/venda`, venda({ pesoVenda: 520, gta: { ...saida, numero: '000555' } }), g())).status).toBe(200);
    expect((await api.get(`/api/animais/${A.A3}`, op())).body.gta).toEqual({ uf: 'GO', serie: 'E', numero: '000555', dataEmissao: '2026-03-19' });
  });

  it('refuses the GTA of another movement: another day, a purchase; the same load with another emission date', async () => {
    const dia = await api.put(`/api/animais/${A.A2}/venda`, venda({ dataVenda: '2026-03-21', gta: saida }), g());
    expectProblem(dia, 400, 'DUPLICATE_CODE');
    expect(dia.body.errors['gta.numero']).toEqual(['GTA ja registrada na venda de 2026-03-20']);
    expectProblem(await api.put(`/api/animais/${A.A2}/venda`, venda({ gta: gta() }), g()), 400, 'DUPLICATE_CODE');
    const emissao = await api.put(`/api/animais/${A.A2}/venda`, venda({ gta: { ...saida, dataEmissao: '2026-03-18' } }), g());
    expectFieldErrors(emissao, ['gta.dataEmissao']);
    expect(emissao.body.errors['gta.dataEmissao']).toEqual(['difere da emissao ja registrada para esta GTA (2026-03-19)']);
    expectFieldErrors(await api.put(`/api/animais/${A.A2}/venda`, venda({ gta: { ...saida, numero: '9', dataEmissao: '2026-03-21' } }), g()), ['gta.dataEmissao']);
    expectFieldErrors(await api.put(`/api/animais/${A.A2}/venda`, venda({ gta: { ...saida, uf: 'EX' } }), g()), ['gta.uf']);
    // A purchase cannot take a sale's GTA either.
    expectProblem(await api.post(`/api/lotes/${L.G1}/compras`, compra({ dataCompra: '2026-03-25', gta: saida }), g()), 400, 'DUPLICATE_CODE');
    // Nothing of the refused sales was written.
    expect((await api.get(`/api/animais/${A.A2}`, g())).body.status).toBe('Ativo');
  });

  it('a sale without a GTA is allowed; PUT /api/animais/{id}/gta writes it later', async () => {
    const r = await api.put(`/api/animais/${A.A2}/venda`, venda({ dataVenda: '2026-03-25' }), g());
    expect(r.status).toBe(200);
    expect(r.body.gta).toBeNull();
    expect((await api.put(`/api/animais/${A.A4}/venda`, venda({ dataVenda: '2026-03-25' }), g())).status).toBe(200);
    const put = (id: string, body: unknown, token = g()) => api.put(`/api/animais/${id}/gta`, body, token);
    // The body is the GTA itself: its fields are named as they are in it.
    const depois = await put(A.A2, gta({ numero: '321', dataEmissao: '2026-03-26' }));
    expectFieldErrors(depois, ['dataEmissao']);
    expect(depois.body.errors.dataEmissao).toEqual(['nao pode ser posterior a dataVenda']);
    expectFieldErrors(await put(A.A2, gta({ numero: '321', dataEmissao: '2026-04-01' })), ['dataEmissao']);
    expectFieldErrors(await put(A.A2, { uf: 'SP' }), ['serie', 'numero', 'dataEmissao']);
    expectProblem(await put(A.A5, gta({ numero: '321' })), 400, 'INVALID_STATE');
    expectProblem(await put(A.A2, gta({ numero: '321' }), op()), 403, 'FORBIDDEN');
    expectProblem(await put(randomUUID(), gta({ numero: '321' })), 404, 'NOT_FOUND');
    expectProblem(await put('nao-e-uuid', gta({ numero: '321' })), 404, 'NOT_FOUND');
    expectProblem(await put(A.A2, gta({ numero: '321' }), O.users[Role.Gerente].token), 404, 'NOT_FOUND');
    const dup = await put(A.A2, saida);
    expectProblem(dup, 400, 'DUPLICATE_CODE');
    expect(Object.keys(dup.body.errors)).toEqual(['numero']);
    const w = await put(A.A2, gta({ uf: 'ms', serie: 'b', numero: '321', dataEmissao: '2026-03-24' }));
    expect(w.status).toBe(200);
    expect(w.body).toEqual({ id: A.A2, status: 'Vendido', dataVenda: '2026-03-25', gta: { uf: 'MS', serie: 'B', numero: '000321', dataEmissao: '2026-03-24' } });
  });

  it('GraphQL: registerVenda and registerGtaVenda, with the same refusals', async () => {
    const q = 'mutation($id: ID!, $i: VendaInput!) { registerVenda(id: $id, input: $i) { status gta { numero } } }';
    const bad = await api.gql(q, { id: A.A5, i: venda({ gta: gta({ numero: 'abc' }) }) }, g());
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    const r = await api.gql(q, { id: A.A5, i: venda({ dataVenda: '2026-03-28', gta: gta({ uf: 'SP', serie: '1', numero: '88', dataEmissao: '2026-03-28' }) }) }, g());
    expect(r.data.registerVenda).toEqual({ status: 'Vendido', gta: { numero: '000088' } });
    const m = 'mutation($id: ID!, $i: GtaInput!) { registerGtaVenda(id: $id, input: $i) { id dataVenda gta { uf numero } } }';
    const forb = await api.gql(m, { id: A.A5, i: gta({ numero: '89' }) }, op());
    expect(forb.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const late = await api.gql(m, { id: A.A5, i: gta({ numero: '1234' }) }, g());
    expect(late.errors![0].extensions).toMatchObject({ code: 'DUPLICATE_CODE' });
    const a = await api.gql('query($id: ID!) { animal(id: $id) { status gta { uf serie numero dataEmissao } } }', { id: A.A5 }, op());
    expect(a.data.animal).toEqual({ status: 'Vendido', gta: { uf: 'SP', serie: '1', numero: '000088', dataEmissao: '2026-03-28' } });
  });

  it('PUT /api/lotes/{loteId}/animais/gta writes one GTA on a batch\'s sales of a day that have none', async () => {
    const put = (lote: string, body: unknown, token = g()) => api.put(`/api/lotes/${lote}/animais/gta`, body, token);
    const body = { dataVenda: '2026-03-27', gta: gta({ uf: 'pa', serie: '2', numero: '900', dataEmissao: '2026-03-26' }) };
    expectProblem(await put(L.G1, body), 400, 'INVALID_STATE');
    A.A7 = (await ok(`/api/lotes/${L.G1}/animais`, { identificacao: 'A7-G1', sexo: 'Macho', pesoEntrada: 360 })).id;
    for (const n of ['A6', 'A7']) expect((await api.put(`/api/animais/${A[n]}/venda`, venda({ dataVenda: '2026-03-27' }), g())).status).toBe(200);
    expectProblem(await put(L.G1, body, op()), 403, 'FORBIDDEN');
    expectProblem(await put(L.O, body), 404, 'NOT_FOUND');
    expectProblem(await put('123', body), 404, 'NOT_FOUND');
    expectFieldErrors(await put(L.G1, { ...body, gta: { ...body.gta, uf: 'XX' } }), ['gta.uf']);
    expectFieldErrors(await put(L.G1, { ...body, gta: { ...body.gta, dataEmissao: '2026-03-28' } }), ['gta.dataEmissao']);
    expectFieldErrors(await put(L.G1, { gta: body.gta }), ['dataVenda']);
    expectProblem(await put(L.G1, { ...body, gta: gta() }), 400, 'DUPLICATE_CODE');
    const r = await put(L.G1, body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ loteId: L.G1, dataVenda: '2026-03-27', quantidadeAnimais: 2, gta: { uf: 'PA', serie: '2', numero: '000900', dataEmissao: '2026-03-26' } });
    expectProblem(await put(L.G1, body), 400, 'INVALID_STATE');
    const gq = await api.gql('mutation($l: ID!, $i: ExitGtaInput!) { registerGtaSaida(loteId: $l, input: $i) { quantidadeAnimais } }', { l: L.G1, i: body }, g());
    expect(gq.errors![0].extensions).toMatchObject({ code: 'INVALID_STATE' });
  });

  it('a death is no movement', async () => {
    expect((await api.put(`/api/animais/${A.M1}/mortalidade`, { dataMorte: '2026-03-10', causa: 'Timpanismo' }, g())).status).toBe(200);
  });
});

describe('reports: movimentacoes, documentos-pendentes, relatorio-vendas and their exports', () => {
  // A report's GTA is four columns.
  const G = (gtaUf: string, gtaSerie: string, gtaNumero: string, gtaDataEmissao: string) => ({ gtaUf, gtaSerie, gtaNumero, gtaDataEmissao });
  const SEM = { gtaUf: null, gtaSerie: null, gtaNumero: null, gtaDataEmissao: null };
  const mov = (tipo: string, data: string, lote: string, quantidadeAnimais: number, pesoTotal: number, gta: object | null, compraId: unknown = null) =>
    ({ tipo, data, loteId: L[lote], loteCodigo: lote, compraId, quantidadeAnimais, pesoTotal, ...(gta ?? SEM) });

  it('GET /api/relatorios/movimentacoes: entries and exits (per batch, day and GTA), data desc', async () => {
    const r = await api.get('/api/relatorios/movimentacoes', g());
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      mov('Saida', '2026-03-28', 'G1', 1, 500, G('SP', '1', '000088', '2026-03-28')),
      mov('Saida', '2026-03-27', 'G1', 2, 1000, G('PA', '2', '000900', '2026-03-26')),
      mov('Saida', '2026-03-25', 'G1', 1, 500, G('MS', 'B', '000321', '2026-03-24')),
      mov('Saida', '2026-03-25', 'G2', 1, 500, null),
      mov('Saida', '2026-03-20', 'G1', 1, 500, G('GO', 'E', '000555', '2026-03-19')),
      mov('Saida', '2026-03-20', 'G2', 1, 520, G('GO', 'E', '000555', '2026-03-19')),
      mov('Entrada', '2026-01-05', 'G2', 10, 3600, G('GO', 'A', '000042', '2026-01-01'), expect.any(String)),
      mov('Entrada', '2026-01-03', 'G2', 10, 3600, null, expect.any(String)),
      mov('Entrada', '2026-01-02', 'G1', 10, 3600, G('MT', 'A', '001234', '2026-01-01'), expect.any(String)),
    ]);
  });

  it('filters by GTA (any zeros, any case), type, batch and period; bad filters are 400', async () => {
    const list = async (q: string) => (await api.get(`/api/relatorios/movimentacoes?${q}`, g())).body.map((m: any) => `${m.tipo} ${m.data} ${m.loteCodigo}`);
    expect(await list('gtaNumero=555')).toEqual(['Saida 2026-03-20 G1', 'Saida 2026-03-20 G2']);
    expect(await list('gtaNumero=000555&gtaUf=go&gtaSerie=e')).toEqual(['Saida 2026-03-20 G1', 'Saida 2026-03-20 G2']);
    expect(await list('gtaNumero=555&gtaUf=SP')).toEqual([]);
    expect(await list('gtaUf=GO&tipo=Entrada')).toEqual(['Entrada 2026-01-05 G2']);
    expect(await list(`loteId=${L.G2}&de=2026-03-01&ate=2026-03-24`)).toEqual(['Saida 2026-03-20 G2']);
    expectFieldErrors(await api.get('/api/relatorios/movimentacoes?gtaUf=XX', g()), ['gtaUf']);
    expectFieldErrors(await api.get('/api/relatorios/movimentacoes?gtaNumero=1%3B--', g()), ['gtaNumero']);
    expectFieldErrors(await api.get('/api/relatorios/movimentacoes?de=2026-03-02&ate=2026-03-01', g()), ['de']);
    expect((await api.get('/api/relatorios/movimentacoes?tipo=Morte', g())).status).toBe(400);
    expect((await api.get('/api/relatorios/movimentacoes?loteId=x', g())).status).toBe(400);
  });

  it('GET /api/relatorios/documentos-pendentes: the movements without a GTA', async () => {
    const r = await api.get('/api/relatorios/documentos-pendentes', g());
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { tipo: 'Saida', data: '2026-03-25', loteId: L.G2, loteCodigo: 'G2', compraId: null, quantidadeAnimais: 1, pesoTotal: 500 },
      { tipo: 'Entrada', data: '2026-01-03', loteId: L.G2, loteCodigo: 'G2', compraId: expect.any(String), quantidadeAnimais: 10, pesoTotal: 3600 },
    ]);
    expect((await api.get('/api/relatorios/documentos-pendentes?tipo=Saida', g())).body).toHaveLength(1);
    // Written later: no longer pending.
    expect((await api.put(`/api/animais/${A.A4}/gta`, gta({ uf: 'TO', numero: '4', dataEmissao: '2026-03-25' }), adm())).status).toBe(200);
    expect((await api.get('/api/relatorios/documentos-pendentes?tipo=Saida', g())).body).toEqual([]);
  });

  it('Admin and Gerente only; another tenant sees its own movements only', async () => {
    for (const path of ['/api/relatorios/movimentacoes', '/api/relatorios/documentos-pendentes']) {
      expectProblem(await api.get(path, op()), 403, 'FORBIDDEN');
      expectProblem(await api.get(path), 401, 'UNAUTHENTICATED');
      const other = await api.get(path, O.users[Role.Admin].token);
      expect(other.status).toBe(200);
      expect(other.body.every((m: any) => m.loteCodigo === 'O1')).toBe(true);
    }
    expect((await api.get('/api/relatorios/movimentacoes', O.users[Role.Admin].token)).body).toHaveLength(1);
    for (const field of ['movimentacoes', 'documentosPendentes']) {
      const gq = await api.gql(`{ ${field} { tipo } }`, {}, op());
      expect(gq.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('GraphQL: movimentacoes filtered by GTA, documentosPendentes', async () => {
    const r = await api.gql('{ movimentacoes(gtaNumero: "42") { tipo loteCodigo gtaUf gtaNumero } }', {}, g());
    expect(r.data).toEqual({ movimentacoes: [{ tipo: 'Entrada', loteCodigo: 'G2', gtaUf: 'GO', gtaNumero: '000042' }] });
    const p = await api.gql('{ documentosPendentes(tipo: Entrada) { data } }', {}, g());
    expect(p.data).toEqual({ documentosPendentes: [{ data: '2026-01-03' }] });
    const bad = await api.gql('{ movimentacoes(gtaSerie: "ABCD") { tipo } }', {}, g());
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('the sales report lists each sale\'s GTA; its export adds the GTA columns after the contract\'s', async () => {
    const r = await api.get('/api/financeiro/relatorio-vendas?de=2026-03-20&ate=2026-03-20', g());
    expect(r.body.vendas.map((v: any) => [v.identificacao, { gtaUf: v.gtaUf, gtaSerie: v.gtaSerie, gtaNumero: v.gtaNumero, gtaDataEmissao: v.gtaDataEmissao }])).toEqual([
      ['A1-G1', G('GO', 'E', '000555', '2026-03-19')], ['A3-G2', G('GO', 'E', '000555', '2026-03-19')],
    ]);
    const csv = await api.get('/api/financeiro/relatorio-vendas?format=csv&de=2026-03-25', g());
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('totalVendas;receitaTotal;pesoTotalVendido;arrobasTotais;valorMedioArroba;vendas.animalId;vendas.identificacao;vendas.loteCodigo;vendas.dataVenda;vendas.pesoVenda;vendas.valorArroba;vendas.valorTotal;vendas.pesoCarcaca;vendas.rendimentoCarcaca;vendas.arrobas;vendas.baseArroba;vendas.gtaUf;vendas.gtaSerie;vendas.gtaNumero;vendas.gtaDataEmissao;pesoCarcacaTotal;arrobasCarcaca;arrobasVivas;baseArroba');
    expect(lines.slice(1).filter(Boolean).map((l) => l.split(';').slice(16, 20).join(';')).sort()).toEqual(['MS;B;000321;2026-03-24', 'PA;2;000900;2026-03-26', 'PA;2;000900;2026-03-26', 'SP;1;000088;2026-03-28', 'TO;A;000004;2026-03-25']);
  });

  it('movimentacoes and documentos-pendentes export as CSV and XLSX', async () => {
    const csv = await api.get('/api/relatorios/movimentacoes?format=csv&gtaNumero=555', g());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="movimentacoes-2026-03-31.csv"');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('tipo;data;loteId;loteCodigo;compraId;quantidadeAnimais;pesoTotal;gtaUf;gtaSerie;gtaNumero;gtaDataEmissao');
    expect(lines[1]).toBe(`Saida;2026-03-20;${L.G1};G1;;1;500;GO;E;000555;2026-03-19`);
    const pend = await api.get('/api/relatorios/documentos-pendentes', g(), { accept: 'text/csv' });
    expect(pend.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('tipo;data;loteId;loteCodigo;compraId;quantidadeAnimais;pesoTotal');
    const xlsx = await api.get('/api/relatorios/documentos-pendentes?format=xlsx', g());
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await api.get('/api/relatorios/movimentacoes?format=pdf', g())).status).toBe(400);
  });

  it('a deleted purchase or sold animal leaves the reports and frees its GTA', async () => {
    const c = (await api.get(`/api/lotes/${L.G2}/compras`, g())).body.find((x: any) => x.gta?.numero === '000042');
    expect((await api.del(`/api/lotes/${L.G2}/compras/${c.id}`, adm())).status).toBe(204);
    expect((await api.get('/api/relatorios/movimentacoes?gtaNumero=42', g())).body).toEqual([]);
    expect((await api.del(`/api/animais/${A.A5}`, adm())).status).toBe(204);
    const x = await api.post(`/api/lotes/${L.G1}/compras`, compra({ dataCompra: '2026-03-30', gta: gta({ uf: 'SP', serie: '1', numero: '88', dataEmissao: '2026-03-28' }) }), g());
    expect(x.status).toBe(201);
  });
});
