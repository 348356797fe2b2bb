import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { isoDay, loteBody, racaoBody } from '../helpers/bodies';
import { report } from './helpers/report';

/** R6: parallel duplicates and conflicting transitions have exactly one winner; the database keeps the invariants. */
jest.setTimeout(180_000);

const tally = (rs: { status: number; body: any }[]) => {
  const out: Record<string, number> = {};
  for (const r of rs) {
    const k = `${r.status}${r.body?.code ? ` ${r.body.code}` : ''}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};

describe('R6 races', () => {
  let t: TestApp;
  let api: Client;
  let T: TestTenant;
  let gerente: string;
  let admin: string;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
    T = await makeTenant(t.app, 'races');
    gerente = T.users[Role.Gerente].token;
    admin = T.users[Role.Admin].token;
  });
  afterAll(async () => {
    report('R6', figures);
    await t.close();
  });
  const count = async (q: ReturnType<typeof sql>) => (await t.app.database.rows<{ n: number }>(q))[0].n;

  it('50 x the same MANUAL price date: 1 created, 49 DUPLICATE_PRICE_RECORD, 1 row', async () => {
    const data = isoDay(-400);
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => api.post('/api/precos-mercado', { data, precoArroba: 300 + i, fonte: 'MANUAL' }, gerente)));
    const rows = await count(sql`select count(*)::int as n from precos_mercado where tenant_id = ${T.id} and data = ${data}`);
    figures.price = { responses: tally(rs), rows };
    expect(rs.filter((r) => r.status === 201)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400 && r.body.code === 'DUPLICATE_PRICE_RECORD')).toHaveLength(49);
    expect(rows).toBe(1);
  });

  it('20 distinct MANUAL dates in parallel: the variacao chain holds', async () => {
    const base = -600;
    const prices = Array.from({ length: 20 }, (_, i) => ({ data: isoDay(base + i), precoArroba: 200 + ((i * 37) % 50) }));
    const shuffled = [...prices].sort(() => Math.random() - 0.5);
    const rs = await Promise.all(shuffled.map((p) => api.post('/api/precos-mercado', { ...p, fonte: 'MANUAL', indice: 'chain' }, gerente)));
    expect(rs.every((r) => r.status === 201)).toBe(true);
    const rows = await t.app.database.rows<{ data: string; preco: string; variacao: string }>(sql`
      select data::text as data, preco_arroba::text as preco, variacao::text as variacao from precos_mercado
      where tenant_id = ${T.id} and indice = 'chain' order by data`);
    const broken = rows.filter((r, i) => i > 0 && Math.abs(Number(r.variacao) - (Number(r.preco) - Number(rows[i - 1].preco))) > 0.005);
    figures.variacaoChain = { records: rows.length, broken: broken.length };
    expect(rows).toHaveLength(20);
    expect(broken).toEqual([]);
  });

  it('50 x the same batch codigo: 1 created, 1 row', async () => {
    const codigo = `RACE-${Date.now()}`;
    const rs = await Promise.all(Array.from({ length: 50 }, () => api.post('/api/lotes', { ...loteBody(), codigo }, gerente)));
    const rows = await count(sql`select count(*)::int as n from lotes where tenant_id = ${T.id} and codigo = ${codigo}`);
    figures.loteCodigo = { responses: tally(rs), rows };
    expect(rs.filter((r) => r.status === 201)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(49);
    expect(rows).toBe(1);
  });

  it('50 x register with the same e-mail: 1 created, 49 EMAIL_TAKEN, 1 row', async () => {
    const email = `race.${Date.now()}@teste.com`;
    const rs = await Promise.all(Array.from({ length: 50 }, () => api.post('/api/auth/register', { nome: 'Corrida', email, password: PASSWORD, confirmPassword: PASSWORD })));
    const rows = await count(sql`select count(*)::int as n from users where lower(email) = ${email}`);
    figures.registerEmail = { responses: tally(rs), rows };
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 400 && r.body.code === 'EMAIL_TAKEN')).toHaveLength(49);
    expect(rows).toBe(1);
  });

  it('2 x fechar of one batch: 1 closes, 1 BATCH_CLOSED', async () => {
    const lote = (await api.post('/api/lotes', loteBody(), gerente)).body;
    const rs = await Promise.all([0, 1].map(() => api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 54 }, gerente)));
    figures.fechar = { responses: tally(rs) };
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(rs.find((r) => r.status === 400)!.body.code).toBe('BATCH_CLOSED');
  });

  it('10 x refresh of one refresh token: exactly 1 success', async () => {
    const login = await api.post('/api/auth/login', { email: T.users[Role.Operador].email, password: PASSWORD });
    expect(login.status).toBe(200);
    const rs = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/auth/refresh', { accessToken: login.body.accessToken, refreshToken: login.body.refreshToken })));
    figures.refresh = { responses: tally(rs) };
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('fechar vs consumption, 10 rounds: either order, never a consumption after the close; totals hold', async () => {
    const racao = (await api.post('/api/racoes', racaoBody(), gerente)).body;
    const outcomes: Record<string, number> = {};
    const broken: string[] = [];
    for (let round = 0; round < 10; round++) {
      const lote = (await api.post('/api/lotes', loteBody(), gerente)).body;
      const [fechar, consumo] = await Promise.all([
        api.post(`/api/lotes/${lote.id}/fechar`, { pesoSaida: 500, rendimentoCarcaca: 54 }, gerente),
        api.post(`/api/lotes/${lote.id}/consumos-racao`, { data: isoDay(-2), racaoId: racao.id, quantidadeKg: 10 }, admin),
      ]);
      const k = `fechar ${fechar.status} / consumo ${consumo.status}${consumo.body?.code ? ` ${consumo.body.code}` : ''}`;
      outcomes[k] = (outcomes[k] ?? 0) + 1;
      if (fechar.status !== 200 || !(consumo.status === 201 || (consumo.status === 400 && consumo.body.code === 'BATCH_CLOSED'))) broken.push(k);
      const detail = (await api.get(`/api/lotes/${lote.id}`, gerente)).body;
      const list = (await api.get(`/api/lotes/${lote.id}/consumos-racao`, gerente)).body as any[];
      const sum = Math.round(list.reduce((a, c) => a + c.custoTotal, 0) * 100) / 100;
      if (detail.custoTotalRacao !== sum || list.length !== (consumo.status === 201 ? 1 : 0)) broken.push(`round ${round}: total ${detail.custoTotalRacao} vs ${sum}, ${list.length} rows`);
    }
    figures.closeVsConsumption = { rounds: 10, outcomes, broken: broken.length };
    expect(broken).toEqual([]);
  });
});
