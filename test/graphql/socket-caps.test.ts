import 'reflect-metadata';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { alerted, sleep } from '../helpers/sockets';

/**
 * Issue 25, item 5: one user holds at most GRAPHQL_WS_SOCKETS_PER_USER sockets (more are closed with 4429) and one
 * socket runs at most GRAPHQL_WS_SUBSCRIPTIONS_PER_SOCKET operations (more are answered RATE_LIMITED, the
 * socket and its other subscriptions untouched). Tight limits here; the defaults are 10 and 50.
 */
let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_WS_SOCKETS_PER_USER: '3', GRAPHQL_WS_SUBSCRIPTIONS_PER_SOCKET: '4' });
  api = client(t.url);
});
afterAll(() => t.close());

type Socket = { client: WsClient; state: Promise<'connected' | number>; closed: Promise<number> };

/** A socket of `token`; `state` is 'connected' once acknowledged, or the close code when refused. */
function connect(token: string): Socket {
  let onState!: (s: 'connected' | number) => void;
  let onClosed!: (code: number) => void;
  const state = new Promise<'connected' | number>((r) => (onState = r));
  const closed = new Promise<number>((r) => (onClosed = r));
  const ws = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {},
    connectionParams: { Authorization: `Bearer ${token}` },
    on: { connected: () => onState('connected'), closed: (e: any) => { onState(e?.code); onClosed(e?.code); } },
  });
  return { client: ws, state, closed };
}

type Sub = { events: number; error?: any; stop(): void };

function subscribe(s: Socket): Sub {
  const sub: Sub = { events: 0, stop: () => {} };
  sub.stop = s.client.subscribe({ query: 'subscription { notificationAdded { id } }' }, {
    next: () => void sub.events++, error: (e) => void (sub.error = e), complete: () => {},
  });
  return sub;
}

// Without `ms`, however long a loaded machine takes (jest's timeout is the hang guard); with it, "not within ms".
const until = async (ok: () => boolean, ms = Infinity) => {
  for (const end = Date.now() + ms; !ok() && Date.now() < end;) await sleep(20);
  return ok();
};

describe('graphql-ws caps per user and per socket (issue 25)', () => {
  it('a user\'s socket past the cap is closed with 4429; other users are not affected; a closed socket frees its place', async () => {
    const x = await alerted(t, api, 'ws-cap-sockets');
    const other = x.tenant.users.Admin;
    const held = [connect(x.owner.token), connect(x.owner.token), connect(x.owner.token)];
    try {
      expect(await Promise.all(held.map((s) => s.state))).toEqual(['connected', 'connected', 'connected']);
      const refused = connect(x.owner.token);
      expect(await refused.state).toBe(4429);
      const otherUser = connect(other.token);
      expect(await otherUser.state).toBe('connected');
      await otherUser.client.dispose();

      await held.shift()!.client.dispose();
      // The service sees the close a moment later: a new socket is accepted then.
      let again = connect(x.owner.token);
      while ((await again.state) !== 'connected') {
        await sleep(50);
        again = connect(x.owner.token);
      }
      expect(await again.state).toBe('connected');
      held.push(again);
    } finally {
      await Promise.all(held.map((s) => s.client.dispose()));
    }
  });

  it('a subscription past the socket\'s cap is refused with RATE_LIMITED; the others keep delivering', async () => {
    const x = await alerted(t, api, 'ws-cap-subs');
    const s = connect(x.owner.token);
    try {
      expect(await s.state).toBe('connected');
      const subs = [subscribe(s), subscribe(s), subscribe(s), subscribe(s)];
      await sleep(200);
      const extra = subscribe(s);
      expect(await until(() => extra.error !== undefined)).toBe(true);
      expect(extra.error).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
      // The four are live: one notification reaches each of them.
      await x.fire();
      expect(await until(() => subs.every((u) => u.events > 0))).toBe(true);
      expect(subs.map((u) => u.error)).toEqual([undefined, undefined, undefined, undefined]);

      // Completing one frees its place.
      subs[0].stop();
      let next = subscribe(s);
      for (let i = 0; i < 20 && (await until(() => next.error !== undefined, 150)); i++) next = subscribe(s);
      expect(next.error).toBeUndefined();
      const before = next.events;
      await x.fire();
      expect(await until(() => next.events > before)).toBe(true);
    } finally {
      await s.client.dispose();
    }
  });
});
