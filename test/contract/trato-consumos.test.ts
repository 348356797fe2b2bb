import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { openBatchesSql, tratoSeedSql } from '../../bench/trato-seed';
import { fixedClock } from '../../src/clock';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type Res, type TestApp } from '../helpers/app';
import { expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { countStatements } from '../helpers/statements';

/*
 * CONTRACT 12.4 seen from seed 4.10: a confirmed trato's consumptions are ordinary consumptions to read, but they
 * belong to the confirmation (docs/decisions.md): a PUT or DELETE of one through 4.10 is 400 TRATO_CONSUMPTION naming
 * the confirmation's routes, and nothing changes. And the cost at scale: the plan of 500 open batches is one statement.
 */
describe('a confirmed trato through the consumption routes (seed 4.10)', () => {
  let t: TestApp;
  let api: Client;
  let farm: TestTenant;
  let admin: string;
  let gerente: string;
  let operador: string;
  const ids: Record<string, string> = {};

  const ok = async (r: Promise<Res> | Res, status = 200) => {
    const res = await r;
    if (res.status !== status) throw new Error(`${res.status}: ${res.text}`);
    return res.body;
  };
  const body = { data: '2026-04-09', racaoId: '', quantidadeKg: 1, observacao: 'editado' };

  beforeAll(async () => {
    t = await startTestApp({}, { clock: fixedClock('2026-04-10T15:00:00Z') });
    api = client(t.url);
    farm = await makeTenant(t.app, 'trato-consumos');
    admin = farm.users[Role.Admin].token;
    gerente = farm.users[Role.Gerente].token;
    operador = farm.users[Role.Operador].token;
    const feed = async (nome: string, custoKg: number) =>
      (await ok(api.post('/api/racoes', { nome, custoKg, quantidadeKg: 10000, dataCompra: '2026-04-01' }, admin), 201)).id;
    ids.M = await feed('Milho', 1.2);
    ids.S = await feed('Silagem', 0.25);
    body.racaoId = ids.M;
    const dieta = await ok(api.post('/api/dietas', { nome: 'Mix', ingredientes: [{ racaoId: ids.M, percentual: 40 }, { racaoId: ids.S, percentual: 60 }] }, gerente), 201);
    const pen = await ok(api.post('/api/currais', { codigo: 'P1', capacidade: 100 }, gerente), 201);
    ids.L = (await ok(api.post('/api/lotes', { codigo: 'L1', curralId: pen.id, quantidadeAnimais: 50, pesoMedioEntrada: 300, dataEntrada: '2026-04-01' }, gerente), 201)).id;
    await ok(api.put(`/api/lotes/${ids.L}/dieta`, { dietaId: dieta.id, desde: '2026-04-01' }, gerente));
    // 500 kg: M 200 kg x 1.20 = 240.00, S 300 kg x 0.25 = 75.00
    const conf = await ok(api.post('/api/tratos/confirmacoes', { data: '2026-04-09', loteId: ids.L, kgFornecido: 500 }, operador), 201);
    ids.conf = conf.id;
    ids.cM = conf.consumos.find((x: any) => x.racaoId === ids.M).id;
    ids.cS = conf.consumos.find((x: any) => x.racaoId === ids.S).id;
    ids.direct = (await ok(api.post(`/api/lotes/${ids.L}/consumos-racao`, { ...body, quantidadeKg: 10, observacao: undefined }, gerente), 201)).id;
  });
  afterAll(() => t.close());

  /** What must not move: stock of both feeds, the batch's feed cost, the confirmation's consumptions. */
  const state = async () => ({
    m: (await ok(api.get(`/api/racoes/${ids.M}`, operador))).estoqueKg,
    s: (await ok(api.get(`/api/racoes/${ids.S}`, operador))).estoqueKg,
    custo: (await ok(api.get(`/api/lotes/${ids.L}`, operador))).custoTotalRacao,
    consumos: await ok(api.get(`/api/lotes/${ids.L}/consumos-racao`, operador)),
  });

  it('shows them as ordinary consumptions, in the exact 4.10 shapes', async () => {
    const list = await ok(api.get(`/api/lotes/${ids.L}/consumos-racao`, operador));
    const mine = list.filter((x: any) => x.id !== ids.direct).sort((a: any, b: any) => a.custoTotal - b.custoTotal);
    expect(mine).toEqual([
      { id: ids.cS, data: '2026-04-09', racaoId: ids.S, racaoNome: 'Silagem', quantidadeKg: 300, custoTotal: 75, loteId: ids.L },
      { id: ids.cM, data: '2026-04-09', racaoId: ids.M, racaoNome: 'Milho', quantidadeKg: 200, custoTotal: 240, loteId: ids.L },
    ]);
    expect(await ok(api.get(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, operador))).toEqual({
      id: ids.cM, data: '2026-04-09', racaoId: ids.M, racaoNome: 'Milho', quantidadeKg: 200, custoTotal: 240, observacao: 'Trato confirmado',
    });
    // 10 kg direct at 1.20 = 12.00
    expect((await state()).custo).toBe(327);
  });

  it('PUT and DELETE of one are 400 TRATO_CONSUMPTION naming the confirmation routes, and change nothing', async () => {
    const before = await state();
    const put = await api.put(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, body, gerente);
    expectProblem(put, 400, 'TRATO_CONSUMPTION');
    expect(put.body.detail).toContain(`PUT /api/tratos/confirmacoes/${ids.conf}`);
    const del = await api.del(`/api/lotes/${ids.L}/consumos-racao/${ids.cS}`, admin);
    expectProblem(del, 400, 'TRATO_CONSUMPTION');
    expect(del.body.detail).toContain(`DELETE /api/tratos/confirmacoes/${ids.conf}`);
    const g = await api.gql(`mutation($l: ID!, $id: ID!, $i: FeedConsumptionInput!) { updateConsumoRacao(loteId: $l, id: $id, input: $i) { id } }`,
      { l: ids.L, id: ids.cM, i: body }, gerente);
    expect(g.errors?.[0].extensions).toMatchObject({ code: 'TRATO_CONSUMPTION', status: 400 });
    const gd = await api.gql('mutation($l: ID!, $id: ID!) { deleteConsumoRacao(loteId: $l, id: $id) }', { l: ids.L, id: ids.cS }, admin);
    expect(gd.errors?.[0].extensions).toMatchObject({ code: 'TRATO_CONSUMPTION', status: 400 });
    expect(await state()).toEqual(before);
  });

  it('roles and checks come first: 403 for an Operador, 404 for another batch, FEED_NOT_FOUND before the consumption', async () => {
    expectProblem(await api.put(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, body, operador), 403, 'FORBIDDEN');
    expectProblem(await api.del(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, gerente), 403, 'FORBIDDEN');
    const other = await makeTenant(t.app, 'trato-consumos-outra');
    expectProblem(await api.put(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, body, other.users[Role.Admin].token), 404, 'NOT_FOUND');
    expectProblem(await api.put(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, { ...body, racaoId: '00000000-0000-4000-8000-000000000000' }, gerente), 400, 'FEED_NOT_FOUND');
  });

  it('a direct consumption is still edited and deleted; the confirmation route rewrites the trato consumptions', async () => {
    await ok(api.put(`/api/lotes/${ids.L}/consumos-racao/${ids.direct}`, { ...body, quantidadeKg: 20 }, gerente));
    // 600 kg: M 240 kg (288.00), S 360 kg (90.00); direct 20 kg (24.00); stock M 10000 - 240 - 20, S 10000 - 360
    const fixed = await ok(api.put(`/api/tratos/confirmacoes/${ids.conf}`, { kgFornecido: 600 }, operador));
    const now = await state();
    expect({ m: now.m, s: now.s, custo: now.custo }).toEqual({ m: 9740, s: 9640, custo: 402 });
    expectProblem(await api.get(`/api/lotes/${ids.L}/consumos-racao/${ids.cM}`, operador), 404, 'NOT_FOUND');
    expect(now.consumos.map((x: any) => x.id).sort()).toEqual([ids.direct, ...fixed.consumos.map((x: any) => x.id)].sort());
    await ok(api.del(`/api/lotes/${ids.L}/consumos-racao/${ids.direct}`, admin), 204);
    await ok(api.del(`/api/tratos/confirmacoes/${ids.conf}`, admin), 204);
    expect(await state()).toEqual({ m: 10000, s: 10000, custo: 0, consumos: [] });
  });
});

describe('the plan of 500 open batches (contract 12.4, cost at scale)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { clock: fixedClock('2026-04-10T15:00:00Z') });
  });
  afterAll(() => t.close());

  it('is one SQL statement for the caller, whatever the number of batches', async () => {
    const farm = await makeTenant(t.app, 'trato-500');
    const db = t.app.database;
    await db.rows(sql.raw(openBatchesSql(farm.id, 500, '2026-04-10')));
    for (const s of tratoSeedSql(farm.id, '2026-04-10')) await db.rows(sql.raw(s));
    const api = client(t.url);
    const token = farm.users[Role.Operador].token;
    await api.get('/api/tratos?data=2026-04-10', token); // the caller's active-user check is cached for a few seconds
    let r: Res | undefined;
    const n = await countStatements(t, async () => { r = await api.get('/api/tratos?data=2026-04-10', token); });
    expect(r!.status).toBe(200);
    expect(r!.body).toHaveLength(500);
    // Both branches of the plan: 250 batches fed yesterday, 250 from 2.2 % of the live weight.
    expect(r!.body.filter((p: any) => p.kgFornecidoOntem !== null)).toHaveLength(250);
    expect(r!.body.every((p: any) => p.kgPrevisto > 0)).toBe(true);
    expect(n).toBe(1);
    const g = await countStatements(t, () => api.gql('{ tratos(data: "2026-04-10") { loteId kgPrevisto } }', {}, token));
    expect(g).toBe(1);
  });
});
