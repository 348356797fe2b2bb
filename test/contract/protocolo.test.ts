import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { animais } from '../../src/modules/animal/schema';
import { lotes } from '../../src/modules/lote/schema';
import { users } from '../../src/modules/user/schema';
import { uuid } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeLote as makeLoteOf, makeTenant, type TestTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';
import { sleep, subscribed, until, watch } from '../helpers/sockets';

const KEYS = ['id', 'loteId', 'produto', 'tipo', 'dataPrevista', 'dataRealizada', 'quantidadeMl', 'custoPorAnimal', 'carenciaDias',
  'fimCarencia', 'realizado', 'atrasado', 'observacoes', 'createdAt'].sort();

// 2026-11-20 23:00 in Sao Paulo (APP_TIMEZONE default), already 2026-11-21 in UTC.
const clock = fixedClock('2026-11-21T02:00:00.000Z');
let { t, api, a: A, b: B } = {} as Suite;

const rand = (p: string) => `${p}-${randomBytes(5).toString('hex')}`;
const url = (loteId: string, id?: string, action?: string) => `/api/lotes/${loteId}/protocolos${id ? `/${id}` : ''}${action ? `/${action}` : ''}`;
const body = (over: Record<string, unknown> = {}) => ({
  produto: 'Vacina Aftosa', tipo: 'Vacina', dataPrevista: '2026-11-25', quantidadeMl: 5, custoPorAnimal: 2.5, carenciaDias: 10,
  observacoes: 'reforco', ...over,
});

const makeLote = (tenant: TestTenant, over: Partial<typeof lotes.$inferInsert> = {}) => makeLoteOf(t.app, tenant.id, { quantidadeAnimais: 20, dataEntrada: '2026-09-01', ...over });
async function makeAnimal(tenant: TestTenant, loteId: string, over: Partial<typeof animais.$inferInsert> = {}) {
  const [a] = await t.app.database.db.insert(animais).values({
    tenantId: tenant.id, loteId, identificacao: rand('A'), sexo: 'Macho', pesoEntrada: 300, dataEntrada: '2026-09-01', ...over,
  }).returning();
  return a;
}
async function newProtocolo(loteId: string, over: Record<string, unknown> = {}) {
  const r = await api.post(url(loteId), body(over), tok(A, Role.Gerente));
  expect(r.status).toBe(201);
  return r.body;
}
const realizar = (loteId: string, id: string, b: Record<string, unknown>, token = tok(A, Role.Operador)) =>
  api.post(url(loteId, id, 'realizar'), b, token);
const vender = (animalId: string, dataVenda: string) =>
  api.put(`/api/animais/${animalId}/venda`, { dataVenda, pesoVenda: 500, valorArroba: 300 }, tok(A, Role.Gerente));

beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('prot', { clock })));
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-21T02:00:00.000Z'));

describe('protocols CRUD (contract 11.1)', () => {
  it('creates (201, Location, exact shape), reads, lists dataPrevista asc then produto, updates and deletes', async () => {
    const lote = await makeLote(A);
    const r = await api.post(url(lote.id), body({ produto: '  Vacina Aftosa ' }), tok(A, Role.Gerente));
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/lotes/${lote.id}/protocolos/${r.body.id}`);
    expect(Object.keys(r.body).sort()).toEqual(KEYS);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), loteId: lote.id, produto: 'Vacina Aftosa', tipo: 'Vacina', dataPrevista: '2026-11-25',
      dataRealizada: null, quantidadeMl: 5, custoPorAnimal: 2.5, carenciaDias: 10, fimCarencia: null, realizado: false, atrasado: false,
      observacoes: 'reforco', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    await newProtocolo(lote.id, { produto: 'B Vermifugo', tipo: 'Vermifugo', dataPrevista: '2026-11-01' });
    await newProtocolo(lote.id, { produto: 'A Vitamina', tipo: 'Vitamina', dataPrevista: '2026-11-01' });
    const list = await api.get(url(lote.id), tok(A, Role.Operador));
    expect(list.body.map((p: any) => p.produto)).toEqual(['A Vitamina', 'B Vermifugo', 'Vacina Aftosa']);
    expect((await api.get(url(lote.id, r.body.id), tok(A, Role.Operador))).body).toEqual(r.body);
    const u = await api.put(url(lote.id, r.body.id), { produto: 'Clostridiose', tipo: 'Outro', dataPrevista: '2026-11-30' }, tok(A, Role.Admin));
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ produto: 'Clostridiose', tipo: 'Outro', quantidadeMl: 0, custoPorAnimal: 0, carenciaDias: 0, observacoes: null });
    expect((await api.del(url(lote.id, r.body.id), tok(A, Role.Admin))).status).toBe(204);
    expectProblem(await api.get(url(lote.id, r.body.id), tok(A, Role.Admin)), 404, 'NOT_FOUND');
    expect((await api.get(url(lote.id), tok(A, Role.Operador))).body).toHaveLength(2);
  });

  it('validates every field', async () => {
    const lote = await makeLote(A);
    const bad = async (over: Record<string, unknown>, keys: string[]) =>
      expectFieldErrors(await api.post(url(lote.id), body(over), tok(A, Role.Gerente)), keys);
    await bad({ produto: '' }, ['produto']);
    await bad({ produto: 'x'.repeat(201) }, ['produto']);
    await bad({ tipo: 'Soro' }, ['tipo']);
    await bad({ dataPrevista: '2026-13-01' }, ['dataPrevista']);
    await bad({ dataPrevista: undefined }, ['dataPrevista']);
    await bad({ quantidadeMl: -0.01 }, ['quantidadeMl']);
    await bad({ custoPorAnimal: -1 }, ['custoPorAnimal']);
    await bad({ carenciaDias: -1 }, ['carenciaDias']);
    await bad({ carenciaDias: 366 }, ['carenciaDias']);
    await bad({ carenciaDias: 1.5 }, ['carenciaDias']);
    await bad({ observacoes: 'x'.repeat(1001) }, ['observacoes']);
    expect((await api.post(url(lote.id), body({ carenciaDias: 365, quantidadeMl: 0, custoPorAnimal: 0 }), tok(A, Role.Gerente))).status).toBe(201);
    const p = await newProtocolo(lote.id);
    expectFieldErrors(await realizar(lote.id, p.id, {}), ['dataRealizada']);
    expectFieldErrors(await realizar(lote.id, p.id, { dataRealizada: '2026-11-01', quantidadeMl: -1 }), ['quantidadeMl']);
    expectFieldErrors(await realizar(lote.id, p.id, { dataRealizada: '2026-08-31' }), ['dataRealizada']);
  });

  it('realizar: 200 with realizado, fimCarencia = dataRealizada + carenciaDias; a second time 400 PROTOCOL_ALREADY_DONE', async () => {
    const lote = await makeLote(A);
    const p = await newProtocolo(lote.id, { dataPrevista: '2026-10-01', quantidadeMl: 4 });
    expect(p.atrasado).toBe(true);
    const r = await realizar(lote.id, p.id, { dataRealizada: '2026-10-03', observacoes: 'aplicado no curral 2' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ realizado: true, atrasado: false, dataRealizada: '2026-10-03', fimCarencia: '2026-10-13', quantidadeMl: 4, observacoes: 'aplicado no curral 2' });
    expectProblem(await realizar(lote.id, p.id, { dataRealizada: '2026-10-04' }), 400, 'PROTOCOL_ALREADY_DONE');
    const q = await newProtocolo(lote.id, { carenciaDias: 0 });
    expect((await realizar(lote.id, q.id, { dataRealizada: '2026-10-05', quantidadeMl: 7.5 }, tok(A, Role.Admin))).body)
      .toMatchObject({ fimCarencia: '2026-10-05', quantidadeMl: 7.5, observacoes: 'reforco' });
  });

  it('records the realized cost for economics: custoPorAnimal x heads on dataRealizada', async () => {
    const lote = await makeLote(A, { quantidadeAnimais: 20 });
    await makeAnimal(A, lote.id, { status: 'Morto', dataMorte: '2026-10-01' });
    await makeAnimal(A, lote.id, { status: 'Vendido', dataVenda: '2026-10-20' });
    const p = await newProtocolo(lote.id, { custoPorAnimal: 2.55 });
    await realizar(lote.id, p.id, { dataRealizada: '2026-10-10' });
    const cost = async () => (await t.app.database.rows<any>(
      sql`select cabecas_realizadas, custo_realizado from protocolos where id = ${p.id}`))[0];
    expect(await cost()).toMatchObject({ cabecas_realizadas: 19 });
    expect(Number((await cost()).custo_realizado)).toBe(48.45);
    await api.put(url(lote.id, p.id), body({ custoPorAnimal: 3 }), tok(A, Role.Gerente));
    expect(Number((await cost()).custo_realizado)).toBe(57);
  });

  it('atrasado follows the business day of APP_TIMEZONE, not UTC', async () => {
    const lote = await makeLote(A);
    const p = await newProtocolo(lote.id, { dataPrevista: '2026-11-20' });
    expect(p.atrasado).toBe(false); // 23:00 on 2026-11-20 in Sao Paulo
    clock.set('2026-11-21T03:00:00.000Z'); // midnight in Sao Paulo
    expect((await api.get(url(lote.id, p.id), tok(A, Role.Operador))).body.atrasado).toBe(true);
  });

  it('roles: writes Admin and Gerente, delete Admin, realizar also Operador, reads everyone; closed batch 400 BATCH_CLOSED', async () => {
    const lote = await makeLote(A);
    const p = await newProtocolo(lote.id);
    expectProblem(await api.post(url(lote.id), body(), tok(A, Role.Operador)), 403, 'FORBIDDEN');
    expectProblem(await api.put(url(lote.id, p.id), body(), tok(A, Role.Operador)), 403, 'FORBIDDEN');
    expectProblem(await api.del(url(lote.id, p.id), tok(A, Role.Gerente)), 403, 'FORBIDDEN');
    expectProblem(await realizar(lote.id, p.id, { dataRealizada: '2026-11-01' }, tok(A, Role.SuperAdmin)), 403, 'FORBIDDEN');
    expectProblem(await api.get(url(lote.id)), 401, 'UNAUTHENTICATED');
    expect((await realizar(lote.id, p.id, { dataRealizada: '2026-11-01' }, tok(A, Role.Operador))).status).toBe(200);
    const fechado = await makeLote(A, { status: 'Fechado', dataSaida: '2026-11-01' });
    expectProblem(await api.post(url(fechado.id), body(), tok(A, Role.Gerente)), 400, 'BATCH_CLOSED');
  });

  it("tenancy: another tenant's batch or protocol is 404 on every route", async () => {
    const lote = await makeLote(A);
    const p = await newProtocolo(lote.id);
    const b = tok(B, Role.Admin);
    expectProblem(await api.get(url(lote.id), b), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(lote.id, p.id), b), 404, 'NOT_FOUND');
    expectProblem(await api.post(url(lote.id), body(), b), 404, 'NOT_FOUND');
    expectProblem(await api.put(url(lote.id, p.id), body(), b), 404, 'NOT_FOUND');
    expectProblem(await api.del(url(lote.id, p.id), b), 404, 'NOT_FOUND');
    expectProblem(await realizar(lote.id, p.id, { dataRealizada: '2026-11-01' }, b), 404, 'NOT_FOUND');
    const other = await makeLote(A);
    expectProblem(await api.get(url(other.id, p.id), tok(A, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(lote.id, uuid()), tok(A, Role.Admin)), 404, 'NOT_FOUND');
    expectProblem(await api.get(url(lote.id, 'x'), tok(A, Role.Admin)), 404, 'NOT_FOUND');
  });

  it('GraphQL: same operations, errors with code and status', async () => {
    const lote = await makeLote(A);
    const create = `mutation($l: ID!) { createProtocolo(loteId: $l, input: {produto: "Vacina", tipo: Vacina, dataPrevista: "2026-11-01", carenciaDias: 3}) { id realizado } }`;
    const c = await api.gql(create, { l: lote.id }, tok(A, Role.Gerente));
    expect(c.data.createProtocolo.realizado).toBe(false);
    const done = `mutation($l: ID!, $id: ID!) { realizarProtocolo(loteId: $l, id: $id, input: {dataRealizada: "2026-11-02"}) { fimCarencia } }`;
    expect((await api.gql(done, { l: lote.id, id: c.data.createProtocolo.id }, tok(A, Role.Operador))).data.realizarProtocolo.fimCarencia).toBe('2026-11-05');
    const again = await api.gql(done, { l: lote.id, id: c.data.createProtocolo.id }, tok(A, Role.Operador));
    expect(again.errors![0].extensions).toMatchObject({ code: 'PROTOCOL_ALREADY_DONE', status: 400 });
    expect((await api.gql(create, { l: lote.id }, tok(A, Role.Operador))).errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const l = await api.gql(`query($l: ID!) { protocolos(loteId: $l) { produto fimCarencia } lote(id: $l) { carenciaAte } }`, { l: lote.id }, tok(A, Role.Operador));
    expect(l.data).toEqual({ protocolos: [{ produto: 'Vacina', fimCarencia: '2026-11-05' }], lote: { carenciaAte: null } });
  });
});

describe('medications gain carenciaDias and fimCarencia', () => {
  it('defaults to 0 days (fimCarencia = dataAplicacao) and validates 0..365', async () => {
    const lote = await makeLote(A);
    const med = { nome: 'Oxitetraciclina', tipo: 'Antibiotico', dataAplicacao: '2026-11-10', quantidadeAnimais: 20, custoUnitario: 4 };
    const r = await api.post(`/api/lotes/${lote.id}/medicamentos`, med, tok(A, Role.Gerente));
    expect(r.body).toMatchObject({ carenciaDias: 0, fimCarencia: '2026-11-10' });
    const w = await api.post(`/api/lotes/${lote.id}/medicamentos`, { ...med, carenciaDias: 28 }, tok(A, Role.Gerente));
    expect(w.body).toMatchObject({ carenciaDias: 28, fimCarencia: '2026-12-08' });
    expectFieldErrors(await api.post(`/api/lotes/${lote.id}/medicamentos`, { ...med, carenciaDias: 366 }, tok(A, Role.Gerente)), ['carenciaDias']);
    expect((await api.get(`/api/lotes/${lote.id}`, tok(A, Role.Operador))).body.carenciaAte).toBe('2026-12-08');
  });
});

describe('withdrawal gate (400 WITHDRAWAL_PERIOD)', () => {
  // A protocol realized on 2026-11-01 with 10 days: the withdrawal ends on 2026-11-11.
  async function treated() {
    const lote = await makeLote(A);
    const p = await newProtocolo(lote.id, { produto: 'Ivomec Gold', carenciaDias: 10 });
    await realizar(lote.id, p.id, { dataRealizada: '2026-11-01' });
    return lote;
  }

  it('on a sale: the day before the end is refused naming product and date, the day itself and after are allowed', async () => {
    const lote = await treated();
    const [a1, a2, a3] = [await makeAnimal(A, lote.id), await makeAnimal(A, lote.id), await makeAnimal(A, lote.id)];
    const r = await vender(a1.id, '2026-11-10');
    expectProblem(r, 400, 'WITHDRAWAL_PERIOD');
    expect(r.body.detail).toContain('Ivomec Gold');
    expect(r.body.detail).toContain('2026-11-11');
    expect((await api.get(`/api/animais/${a1.id}`, tok(A, Role.Operador))).body.status).toBe('Ativo');
    expect((await vender(a2.id, '2026-11-11')).status).toBe(200);
    expect((await vender(a3.id, '2026-11-12')).status).toBe(200);
    expect((await api.get(`/api/lotes/${lote.id}`, tok(A, Role.Operador))).body.carenciaAte).toBeNull(); // today is 2026-11-20
  });

  it('names the latest end among protocols and medications; GraphQL answers the same code', async () => {
    const lote = await treated();
    await api.post(`/api/lotes/${lote.id}/medicamentos`, {
      nome: 'Penicilina', tipo: 'Antibiotico', dataAplicacao: '2026-11-05', quantidadeAnimais: 20, custoUnitario: 4, carenciaDias: 30,
    }, tok(A, Role.Gerente));
    const a = await makeAnimal(A, lote.id);
    const r = await vender(a.id, '2026-11-30');
    expectProblem(r, 400, 'WITHDRAWAL_PERIOD');
    expect(r.body.detail).toMatch(/Penicilina.*2026-12-05/);
    expect((await api.get(`/api/lotes/${lote.id}`, tok(A, Role.Operador))).body.carenciaAte).toBe('2026-12-05');
    const g = await api.gql(`mutation($id: ID!) { registerVenda(id: $id, input: {dataVenda: "2026-11-30", pesoVenda: 500, valorArroba: 300}) { status } }`, { id: a.id }, tok(A, Role.Gerente));
    expect(g.errors![0].extensions).toMatchObject({ code: 'WITHDRAWAL_PERIOD', status: 400 });
    expect(g.errors![0].message).toMatch(/Penicilina.*2026-12-05/);
  });

  it('on closing (dataSaida = business today): refused the day before the end, allowed the day itself and the day after', async () => {
    const fechar = (id: string) => api.post(`/api/lotes/${id}/fechar`, { pesoSaida: 520, rendimentoCarcaca: 54 }, tok(A, Role.Gerente));
    const [l1, l2, l3] = [await treated(), await treated(), await treated()];
    clock.set('2026-11-10T15:00:00.000Z');
    const r = await fechar(l1.id);
    expectProblem(r, 400, 'WITHDRAWAL_PERIOD');
    expect(r.body.detail).toMatch(/Ivomec Gold.*2026-11-11/);
    expect((await api.get(`/api/lotes/${l1.id}`, tok(A, Role.Operador))).body).toMatchObject({ status: 'Aberto', carenciaAte: '2026-11-11' });
    clock.set('2026-11-11T15:00:00.000Z');
    expect((await fechar(l2.id)).status).toBe(200);
    clock.set('2026-11-12T15:00:00.000Z');
    expect((await fechar(l3.id)).status).toBe(200);
    const g = await api.gql(`mutation($id: ID!) { fecharLote(id: $id, input: {pesoSaida: 520, rendimentoCarcaca: 54}) { status } }`, { id: l1.id }, tok(A, Role.Gerente));
    expect(g.data.fecharLote.status).toBe('Fechado'); // the 12th: the withdrawal is over
  });

  it('is race-safe: a realization and a sale at the same time, one of them sees the other', async () => {
    for (let i = 0; i < 6; i++) {
      const lote = await makeLote(A);
      const p = await newProtocolo(lote.id, { carenciaDias: 30 });
      const a = await makeAnimal(A, lote.id);
      const [done, sale] = await Promise.all([realizar(lote.id, p.id, { dataRealizada: '2026-11-01' }), vender(a.id, '2026-11-15')]);
      expect(done.status).toBe(200);
      const sold = (await api.get(`/api/animais/${a.id}`, tok(A, Role.Operador))).body.status;
      // Either the sale went first (200, Vendido) or it saw the realized protocol (400, still Ativo): never a 5xx.
      expect([sale.status, sold]).toEqual(sale.status === 200 ? [200, 'Vendido'] : [400, 'Ativo']);
      if (sale.status === 400) expect(sale.body.code).toBe('WITHDRAWAL_PERIOD');
    }
  });
});

describe('ProtocoloAtrasado job', () => {
  it('notifies active Admins and Gerentes once per overdue protocol of an open batch, pushed on notificationAdded', async () => {
    const T = await makeTenant(t.app, 'prot-job');
    await t.app.database.db.insert(users).values({ tenantId: T.id, nome: 'Inativo', email: `inativo.${T.slug}@teste.com`, passwordHash: 'x', role: Role.Gerente, ativo: false });
    const lote = await makeLote(T, { codigo: rand('JOB') });
    const post = (over: Record<string, unknown>) => api.post(url(lote.id), body(over), tok(T, Role.Gerente)).then((r) => r.body);
    const overdue = await post({ produto: 'Vacina Raiva', dataPrevista: '2026-11-19' });
    await post({ produto: 'Hoje', dataPrevista: '2026-11-20' }); // today in Sao Paulo: not overdue yet
    const done = await post({ produto: 'Feita', dataPrevista: '2026-11-01' });
    await realizar(lote.id, done.id, { dataRealizada: '2026-11-01' }, tok(T, Role.Operador));
    const fechado = await makeLote(T, { status: 'Fechado', dataSaida: '2026-11-15' });
    await t.app.database.rows(sql`insert into protocolos (tenant_id, lote_id, produto, tipo, data_prevista) values (${T.id}, ${fechado.id}, 'Fechado', 'Vacina', '2026-10-01')`);
    const before = subscribed(t);
    const socket = watch(t, T.users.Admin.token);
    // Live once the app has attached it: a fixed 300 ms missed the push on a loaded machine (the run then waited forever).
    await until(() => subscribed(t) > before);
    try {
      const run = await t.app.protocoloAtrasado();
      expect(run.notificacoes).toBeGreaterThanOrEqual(2);
      for (const role of [Role.Admin, Role.Gerente]) {
        const list = (await api.get('/api/notificacoes', tok(T, role))).body;
        expect(list).toEqual([{
          id: expect.any(String), titulo: 'Protocolo Atrasado', tipo: 'ProtocoloAtrasado', lida: false, criadaEm: '2026-11-21T02:00:00.000Z',
          mensagem: `O protocolo Vacina Raiva do lote ${lote.codigo} estava previsto para 2026-11-19 e nao foi realizado`,
          dados: { loteId: lote.id, loteCodigo: lote.codigo, protocoloId: overdue.id, produto: 'Vacina Raiva', dataPrevista: '2026-11-19' },
        }]);
      }
      expect((await api.get('/api/notificacoes', tok(T, Role.Operador))).body).toEqual([]);
      while (socket.events.length === 0) await sleep(50);
      expect(socket.events.map((e) => e.data.notificationAdded.tipo)).toEqual(['ProtocoloAtrasado']);
      // Once per protocol: later runs, even days later, do not repeat it; the next day's newly overdue one is reported.
      await t.app.protocoloAtrasado();
      clock.set('2026-11-21T03:00:00.000Z');
      await t.app.protocoloAtrasado();
      const list = (await api.get('/api/notificacoes', tok(T, Role.Admin))).body;
      expect(list.map((n: any) => n.dados.produto).sort()).toEqual(['Hoje', 'Vacina Raiva']);
      expect((await api.get('/api/notificacoes', tok(B, Role.Admin))).body.filter((n: any) => n.tipo === 'ProtocoloAtrasado')).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });
});
