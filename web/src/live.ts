import { createClient, type Client } from 'graphql-ws';
import type { Api } from './api';

export type LiveStatus = 'conectando' | 'ao-vivo' | 'reconectando';
type Sub = { query: string; variables?: Record<string, unknown>; next(data: unknown): void };

/** graphql-ws closes a socket whose token expired (or whose user changed) with 4401: refresh and reconnect. */
const UNAUTHORIZED = 4401;

/**
 * The page's subscriptions over one graphql-ws socket on /graphql, authenticated by connectionParams. Network
 * drops are retried by the client; a 4401 close refreshes the token and opens a new socket with the same
 * subscriptions.
 */
export class Live {
  private client: Client | null = null;
  private readonly subs: Sub[] = [];
  private stopped = false;

  constructor(private readonly api: Api, private readonly onStatus: (s: LiveStatus) => void) {}

  subscribe(query: string, variables: Record<string, unknown> | undefined, next: (data: unknown) => void): void {
    const sub = { query, variables, next };
    this.subs.push(sub);
    if (this.client) this.attach(this.client, sub);
  }

  start(): void {
    this.stopped = false;
    this.onStatus('conectando');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
    const client = createClient({
      url,
      connectionParams: () => ({ Authorization: `Bearer ${this.api.session.accessToken ?? ''}` }),
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        connected: () => this.onStatus('ao-vivo'),
        closed: (e) => {
          if (this.stopped) return;
          this.onStatus('reconectando');
          if ((e as CloseEvent).code === UNAUTHORIZED) void this.renew(client);
        },
      },
    });
    this.client = client;
    for (const sub of this.subs) this.attach(client, sub);
  }

  stop(): void {
    this.stopped = true;
    void this.client?.dispose();
    this.client = null;
  }

  private attach(client: Client, sub: Sub): void {
    client.subscribe({ query: sub.query, variables: sub.variables }, {
      next: (r) => { if (r.data) sub.next(r.data); },
      error: () => undefined, // the socket's close handler reconnects
      complete: () => undefined,
    });
  }

  private async renew(old: Client): Promise<void> {
    if (old !== this.client) return;
    await old.dispose();
    if (this.stopped) return;
    if (!(await this.api.refresh())) return this.api.loggedOut();
    this.start();
  }
}
