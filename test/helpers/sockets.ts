import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Client, TestApp } from './app';
import { makeTenant, type TestTenant, type TestUser } from './factories';

/** Live graphql-ws sockets with a notificationAdded subscription, and a way to make notifications arrive. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Watch = { events: { at: number; data: any }[]; closed: Promise<{ code: number; at: number }>; dispose(): Promise<void> };

/** A live socket of `token` with a notificationAdded subscription; `closed` resolves with the close code and time. */
export function watch(t: TestApp, token: string): Watch {
  let onClosed!: (v: { code: number; at: number }) => void;
  const closed = new Promise<{ code: number; at: number }>((r) => (onClosed = r));
  const events: Watch['events'] = [];
  const ws = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {},
    connectionParams: { Authorization: `Bearer ${token}` },
    on: { closed: (e: any) => onClosed({ code: e?.code, at: Date.now() }) },
  });
  ws.subscribe({ query: 'subscription { notificationAdded { id tipo } }' }, { next: (m) => events.push({ at: Date.now(), data: m.data }), error: () => {}, complete: () => {} });
  return { events, closed, dispose: async () => { await ws.dispose(); } };
}

let day = 0;

/** A tenant whose Gerente owns a MANUAL price alert: each `fire()` (a crossing posted by the Admin) notifies the Gerente. */
export async function alerted(t: TestApp, api: Client, label: string): Promise<{ tenant: TestTenant; owner: TestUser; fire(): Promise<void> }> {
  const tenant = await makeTenant(t.app, label);
  const owner = tenant.users.Gerente;
  const ok = (r: { status: number; text: string }) => {
    if (r.status !== 201) throw new Error(`${r.status} ${r.text}`);
  };
  ok(await api.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL' }, owner.token));
  const price = async (precoArroba: number) => {
    const data = new Date(Date.UTC(2031, 0, 1) + day++ * 86_400_000).toISOString().slice(0, 10);
    ok(await api.post('/api/precos-mercado', { data, precoArroba }, tenant.users.Admin.token));
  };
  return { tenant, owner, fire: async () => { await price(50); await price(150); } };
}

/** Fires until the socket has received one more event (the subscription is live); false when none came. */
export async function probe(w: Watch, fire: () => Promise<void>): Promise<boolean> {
  const before = w.events.length;
  for (let i = 0; i < 10 && w.events.length === before; i++) {
    await fire();
    for (let k = 0; k < 20 && w.events.length === before; k++) await sleep(50);
  }
  return w.events.length > before;
}

/** The close, or null when the socket stays open for `ms`. */
export const closedWithin = (w: Watch, ms: number) => Promise.race([w.closed, sleep(ms).then(() => null)]);
