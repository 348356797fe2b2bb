import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Client, TestApp } from './app';
import { makeTenant, type TestTenant, type TestUser } from './factories';

/** Live graphql-ws sockets with a notificationAdded subscription, and a way to make notifications arrive. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ok()` holds, however long a loaded machine takes: jest's timeout is the hang guard, not a budget here. */
export async function until(ok: () => unknown): Promise<void> {
  while (!(await ok())) await sleep(20);
}

/** The graphql-ws subscriptions an app has attached: wait for one more than before, and a subscription is live. */
export const subscribed = (t: TestApp) => t.app.http.subscriptions().members;

export type Watch = { events: { at: number; data: any }[]; closed: Promise<{ code: number; at: number }>; open: boolean; dispose(): Promise<void> };

/** A live socket of `token` with a notificationAdded subscription; `closed` resolves with the close code and time. */
export function watch(t: TestApp, token: string): Watch {
  let onClosed!: (v: { code: number; at: number }) => void;
  const closed = new Promise<{ code: number; at: number }>((r) => (onClosed = r));
  const events: Watch['events'] = [];
  const ws = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {},
    connectionParams: { Authorization: `Bearer ${token}` },
    on: { closed: (e: any) => { w.open = false; onClosed({ code: e?.code, at: Date.now() }); } },
  });
  ws.subscribe({ query: 'subscription { notificationAdded { id tipo } }' }, { next: (m) => events.push({ at: Date.now(), data: m.data }), error: () => {}, complete: () => {} });
  const w: Watch = { events, closed, open: true, dispose: async () => { await ws.dispose(); } };
  return w;
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

/**
 * Fires until the socket has received one more event (the subscription is live), however long that takes; a fire
 * may come before the subscription is, so it fires again after each quiet second. False when the socket closed first.
 */
export async function probe(w: Watch, fire: () => Promise<void>): Promise<boolean> {
  const before = w.events.length;
  while (w.events.length === before && w.open) {
    await fire();
    for (let k = 0; k < 50 && w.events.length === before && w.open; k++) await sleep(20);
  }
  return w.events.length > before;
}

/** The close, or null when the socket stays open for `ms`. */
export const closedWithin = (w: Watch, ms: number) => Promise.race([w.closed, sleep(ms).then(() => null)]);
