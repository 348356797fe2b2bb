import type { Logger } from 'pino';
import type { Actor } from '../auth/actor';
import type { ActiveUser } from './context';

/** The current rights of several users, read fresh from the database: active users only (deleted or inactive are absent). */
export type ActiveUsersLookup = (userIds: string[]) => Promise<Map<string, ActiveUser>>;

type Closable = { close(code: number, reason: string): void };

/** One authenticated graphql-ws connection: what it was granted and until when. */
export type SocketSession = {
  readonly actor: Actor;
  readonly expiresAt: number;
  closed: boolean;
  /** A re-check of the user in progress (after a change was announced); deliveries wait for it. */
  checking?: Promise<void>;
  socket: Closable;
  timer?: NodeJS.Timeout;
};

// Contract 6: a socket whose token expired, or whose user lost its rights, is closed with 4401.
export const SOCKET_UNAUTHORIZED = 4401;
// Issue 25: a user already holds GRAPHQL_WS_SOCKETS_PER_USER sockets; graphql-ws clients treat 4429 as final (no retry).
export const SOCKET_TOO_MANY = 4429;

// A change announced on any instance (UserChanged) re-checks at once; the sweep bounds a lost announcement or a change
// made outside the API, as the 5 s cache of the HTTP active-user check does.
export const SOCKET_SWEEP_MS = 5_000;

// Timers past this are clamped by Node (32-bit); the expiry check at delivery covers the rest.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Keeps graphql-ws sockets only as good as their token and their user (contract 6). A socket is closed with 4401 when
 * its access token expires and when its user is deactivated, deleted, or changes role or tenant; and every result is
 * checked just before it is sent (src/graphql/fanout.ts), so an event racing the close is dropped.
 */
export class SocketSessions {
  private readonly byUser = new Map<string, Set<SocketSession>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly lookup: ActiveUsersLookup, private readonly logger: Logger, sweepMs = SOCKET_SWEEP_MS) {
    this.sweeper = setInterval(() => void this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  /** Open sockets (metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** The open sockets of one user (on this instance). */
  count(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Registers an accepted socket; it is closed at `expiresAt` (ms since the epoch) at the latest. */
  open(socket: Closable, actor: Actor, expiresAt: number): SocketSession {
    const session: SocketSession = { actor, expiresAt, closed: false, socket };
    let set = this.byUser.get(actor.userId);
    if (!set) this.byUser.set(actor.userId, (set = new Set()));
    set.add(session);
    session.timer = setTimeout(() => this.close(session, 'Token expirado'), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now())));
    session.timer.unref();
    return session;
  }

  /** The socket went away by itself. */
  forget(session: SocketSession): void {
    clearTimeout(session.timer);
    session.closed = true;
    this.remove(session);
  }

  /** A user's role, activity, deletion or tenant changed (announced by any instance): re-check that user's sockets now. */
  userChanged(userId: string): void {
    if (this.byUser.has(userId)) void this.recheck([userId], true);
  }

  /** Whether a result may still be sent on this socket: waits for a re-check in progress, closes an expired one. */
  async deliverable(session: SocketSession): Promise<boolean> {
    if (session.checking) await session.checking;
    if (!session.closed && Date.now() >= session.expiresAt) this.close(session, 'Token expirado');
    return !session.closed;
  }

  /** Whether a result may be sent at once: no re-check in progress, token still valid (the common case, no wait). */
  deliverableNow(session: SocketSession): boolean {
    return !session.checking && !session.closed && Date.now() < session.expiresAt;
  }

  /** Stops the sweep (shutdown); the sockets themselves are closed by the server. */
  stop(): void {
    clearInterval(this.sweeper);
    for (const set of this.byUser.values()) for (const s of set) clearTimeout(s.timer);
  }

  /** Every connected user, a thousand per statement. */
  private async sweep(): Promise<void> {
    const ids = [...this.byUser.keys()];
    for (let i = 0; i < ids.length; i += 1000) await this.recheck(ids.slice(i, i + 1000), false);
  }

  /** Closes the sockets of users who lost their rights. `hold`: deliveries to them wait for the answer (a change was announced). */
  private recheck(userIds: string[], hold: boolean): Promise<void> {
    const sessions = userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
    if (sessions.length === 0) return Promise.resolve();
    const check = this.lookup(userIds).then(
      (current) => {
        for (const s of sessions) {
          const u = current.get(s.actor.userId);
          if (!u || u.role !== s.actor.role || u.tenantId !== s.actor.tenantId) this.close(s, 'Sessao revogada');
        }
      },
      // Unknown (database down): keep the sockets; the next sweep decides.
      (err) => this.logger.warn({ err }, 'socket re-check failed'),
    );
    if (hold) {
      for (const s of sessions) {
        const pending: Promise<void> = Promise.all([s.checking, check]).then(() => {
          if (s.checking === pending) s.checking = undefined;
        });
        s.checking = pending;
      }
    }
    return check;
  }

  private close(session: SocketSession, reason: string): void {
    if (session.closed) return;
    session.closed = true;
    clearTimeout(session.timer);
    this.remove(session);
    session.socket.close(SOCKET_UNAUTHORIZED, reason);
  }

  private remove(session: SocketSession): void {
    const set = this.byUser.get(session.actor.userId);
    set?.delete(session);
    if (set?.size === 0) this.byUser.delete(session.actor.userId);
  }
}
