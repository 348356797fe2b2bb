import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';

// A live dashboard on the default provider (mock) must see the quote move at every sync, not once a minute.
const INTERVAL_S = 5; // the smallest interval the configuration accepts

describe('quoteUpdated on the default configuration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MARKETDATA_SYNC_ENABLED: 'true', MARKETDATA_SYNC_INTERVAL_SECONDS: String(INTERVAL_S) });
  });
  afterAll(() => t.close());

  it('delivers a new quote within one sync interval, and a different one at the next sync', async () => {
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
      // Let the start-up sync (2 s after start) pass, so the timing below starts from a subscribed socket.
      await new Promise((r) => setTimeout(r, 2500));
      const from = Date.now();
      const seen = events.length;
      const waitFor = async (n: number, ms: number) => {
        for (const until = Date.now() + ms; events.length < n && Date.now() < until;) await new Promise((r) => setTimeout(r, 50));
      };
      // One interval, plus the time a sync takes on a busy machine.
      await waitFor(seen + 1, INTERVAL_S * 1000 + 1500);
      expect(events.length).toBeGreaterThan(seen);
      expect(events[seen].at - from).toBeLessThanOrEqual(INTERVAL_S * 1000 + 1500);
      await waitFor(seen + 2, INTERVAL_S * 1000 + 1500);
      const [first, second] = events.slice(seen, seen + 2);
      expect(second).toBeDefined();
      expect(second.quoteTimestamp > first.quoteTimestamp).toBe(true);
      expect(second.price).not.toBe(first.price);
    } finally {
      stop();
      await ws.dispose();
    }
  });
});
