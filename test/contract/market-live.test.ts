import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { sql } from 'drizzle-orm';

const until = async (ok: () => boolean | Promise<boolean>) => {
  while (!(await ok())) await new Promise((r) => setTimeout(r, 50));
};

// A live dashboard on the default provider (mock) must see the quote move at every sync, not once a minute.
const INTERVAL_S = 5; // the smallest interval the configuration accepts

describe('quoteUpdated on the default configuration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MARKETDATA_SYNC_ENABLED: 'true', MARKETDATA_SYNC_INTERVAL_SECONDS: String(INTERVAL_S) });
  });
  afterAll(() => t.close());

  it('delivers a new quote at every sync, and the price moves', async () => {
    expect(t.app.config.MARKETDATA_PROVIDER).toBe('mock');
    const farm = await makeTenant(t.app);
    const events: { at: number; price: number; quoteTimestamp: string }[] = [];
    const ws = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { Authorization: `Bearer ${farm.users.Operador.token}` },
    });
    const stop = ws.subscribe<{ quoteUpdated: { price: number; quoteTimestamp: string; contractCode: string; source: string } }>(
      { query: 'subscription { quoteUpdated(contractCode: "BGI1!") { contractCode price quoteTimestamp source } }' },
      { next: (m) => events.push({ at: Date.now(), ...m.data!.quoteUpdated }), error: () => {}, complete: () => {} },
    );
    try {
      // Two syncs after the subscription is live (the start-up sync may or may not come before it): the scheduler's
      // claimed ticks count them, whatever the machine's speed; the hang guard is the test's own timeout.
      const ticks = async () => Number((await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from market_sync_ticks`))[0].n);
      await until(() => events.length >= 1);
      const seen = events.length;
      const seenTicks = await ticks();
      await until(() => events.length >= seen + 2);
      const [first, second] = events.slice(seen, seen + 2);
      expect(second.quoteTimestamp > first.quoteTimestamp).toBe(true);
      // The price moves. Not necessarily between two given syncs: the mock's bounce alternates in sign each second, so
      // two quotes an even number of seconds apart (a sync late on a loaded machine) can land on the same cent.
      await until(() => new Set(events.slice(seen).map((e) => e.price)).size >= 2);
      // One event per sync, not one a minute: the events catch up with every sync claimed since (a sync that never
      // delivers leaves this waiting until the test's timeout).
      const syncs = (await ticks()) - seenTicks;
      await until(() => events.length - seen >= syncs);
      expect(syncs).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
      await ws.dispose();
    }
  });
});
