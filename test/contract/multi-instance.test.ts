import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { inArray } from 'drizzle-orm';
import { claimTick } from '../../src/jobs/market-ingestion.job';
import { marketSyncTicks } from '../../src/modules/market/schema';
import { client, startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { subscribed, until } from '../helpers/sockets';

// Two instances sharing one PostgreSQL server: this suite exists only in the PostgreSQL run, because
// the embedded database cannot be shared between processes (there, pub/sub is in-process).
const onServer = Boolean(process.env.DATABASE_URL);

const suite = onServer ? 'two instances on one PostgreSQL database' : 'one embedded instance (in-process pub/sub)';

describe(suite, () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp();
    // PGlite cannot be shared between instances: there the "other" instance is the same one.
    two = onServer ? await startTestApp({}, { shareDatabaseOf: one }) : one;
  });
  afterAll(async () => {
    if (two !== one) await two.close();
    await one.close();
  });

  it('delivers a notification raised on one instance to a subscriber on the other', async () => {
    expect(Boolean(one.app.database.listenClient)).toBe(onServer);
    const tenant = await makeTenant(one.app, 'multi');
    const owner = tenant.users.Gerente;
    const api1 = client(one.url);
    await api1.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL' }, owner.token);
    const got: { at: number; data: any }[] = [];
    await until(() => subscribed(two) === 0); // an earlier test's socket is gone (the server sees a close later)
    const ws = createClient({ url: `${two.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${owner.token}` }, retryAttempts: 0 });
    const stop = ws.subscribe({ query: 'subscription { notificationAdded { tipo dados } }' }, { next: (m) => got.push({ at: Date.now(), data: m.data }), error: () => {}, complete: () => {} });
    try {
      await until(() => subscribed(two) > 0);
      expect((await api1.post('/api/precos-mercado', { data: '2026-11-01', precoArroba: 150 }, owner.token)).status).toBe(201);
      await until(() => got.length > 0);
      expect(got).toHaveLength(1);
      expect(got[0].data.notificationAdded).toEqual({ tipo: 'AlertaPreco', dados: { precoAtual: 150, alertaId: expect.any(String) } });
    } finally {
      stop();
      await ws.dispose();
    }
  });

  it("closes a user's socket on the other instance at the deactivation (contract 6)", async () => {
    const tenant = await makeTenant(one.app, 'multi-ws');
    const user = tenant.users.Gerente;
    await until(() => subscribed(two) === 0); // an earlier test's socket is gone (the server sees a close later)
    let closed: { code: number; at: number } | undefined;
    const ws = createClient({
      url: `${two.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {},
      connectionParams: { Authorization: `Bearer ${user.token}` }, on: { closed: (e: any) => (closed = { code: e?.code, at: Date.now() }) },
    });
    const stop = ws.subscribe({ query: 'subscription { notificationAdded { id } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    try {
      await until(() => subscribed(two) > 0);
      expect(closed).toBeUndefined();
      expect((await client(one.url).put(`/api/users/${user.id}/toggle-active`, undefined, tenant.users.Admin.token)).status).toBe(200);
      await until(() => closed);
      expect(closed?.code).toBe(4401);
    } finally {
      stop();
      await ws.dispose();
    }
  });

  it('runs each ingestion period on exactly one instance', async () => {
    const tick = Math.floor(Date.now() / 1000);
    const results = await Promise.all([claimTick(one.app.database.db, tick), claimTick(two.app.database.db, tick), claimTick(one.app.database.db, tick)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('prunes period claims older than a day when a period is claimed (market_sync_ticks does not grow forever)', async () => {
    const db = one.app.database.db;
    const tick = Math.floor(Date.now() / 1000) + 10;
    await db.insert(marketSyncTicks).values([
      { tick: 1, instance: 'velha', startedAt: new Date(Date.now() - 25 * 3_600_000) },
      { tick: 2, instance: 'recente', startedAt: new Date(Date.now() - 23 * 3_600_000) },
    ]);
    expect(await claimTick(db, tick)).toBe(true);
    const left = (await db.select({ tick: marketSyncTicks.tick }).from(marketSyncTicks).where(inArray(marketSyncTicks.tick, [1, 2, tick]))).map((r) => r.tick);
    expect(left.sort((a, b) => a - b)).toEqual([2, tick]);
  });
});
