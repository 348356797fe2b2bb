import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, databaseUnavailable, type ErrorCode } from '../errors';
import type { Config } from '../config';
import { requestScope } from '../request-scope';

/**
 * The database guard (R4, R11; docs/operations.md "Load and outages"). Busy is not down:
 * - "down" is what a probe on a connection of its own says (see HealthService), so a saturated pool never looks
 *   like a dead database;
 * - a request waits for its turn a bounded time (at most `active` requests run at once, at most `queueMax` wait,
 *   each at most `queueTimeoutMs`), else 503 with Retry-After before any statement of it was sent;
 * - a request is answered 503 because the database went down only while no statement of it that may commit
 *   has been sent; one that may commit waits for the database's own answer;
 * - time limits on running statements belong to PostgreSQL (statement_timeout, lock_timeout): the statement
 *   and its transaction roll back, and the answer says so.
 * Every wait here is bounded, the audit queue's included (issue: audit backpressure hung requests during
 * an outage).
 */
export type GuardOptions = { active: number; queueMax: number; queueTimeoutMs: number };

/** Seconds a client should wait before retrying a 503 of overload, and of an outage. */
export const RETRY_AFTER = { busy: '1', down: '5' } as const;

// Per request (its scope, from its turn at the database on): whether a statement that may commit has been sent for it,
// and its turn (see `withoutTurn`).
const READ_ONLY = /^\s*(\(\s*)*select\b/i;

/** Called by the database client for each statement it sends: anything but a plain SELECT may commit. */
export function statementSent(text: string): void {
  const w = requestScope.getStore();
  if (w?.mayCommit === false && !READ_ONLY.test(text)) w.mayCommit = true;
}

/** Whether the current request has sent a statement that may commit (its failure is then no proof it did not). */
export const mayHaveCommitted = (): boolean => requestScope.getStore()?.mayCommit === true;

// 'gone': the client closed its connection while waiting; it takes no turn and gets no answer.
type Turn = 'ok' | 'down' | 'full' | 'timeout' | 'gone';
export type Released = 'down' | 'unknown';
// How long a write caught by an outage may still get the database's answer before it is answered "unknown".
const UNKNOWN_AFTER_MS = 250;

/** The answer to a write whose outcome the database never told: 500, not a 503 that invites a blind retry. */
const outcomeUnknown = () => new AppError('INTERNAL', 'O banco de dados parou de responder; o resultado desta operacao e desconhecido: consulte antes de repetir');

/**
 * Why the database does not serve a request: it is down; it is busy (no turn, or no room in the audit queue, in
 * time); or it stopped answering after a write of the request may have committed ('unknown').
 */
export type Refusal = 'down' | 'busy' | Released;

/**
 * The one answer to a refused request, whatever the transport (REST renders it as problem+json, /graphql as a
 * GraphQL error body): 503 with when to retry, or 500 when a write may have committed (R4, R11).
 */
export function refusalAnswer(why: Refusal): { error: AppError; headers: Record<string, string> } {
  if (why === 'down') return { error: databaseUnavailable(), headers: { 'Retry-After': RETRY_AFTER.down } };
  if (why === 'busy') return { error: new AppError('SERVICE_UNAVAILABLE', 'Servidor ocupado, tente novamente'), headers: { 'Retry-After': RETRY_AFTER.busy } };
  return { error: outcomeUnknown(), headers: {} };
}

/**
 * An error raised while executing, as answered: the database lost under a request whose write may have committed
 * is "outcome unknown" (R11), never a 503; anything else is itself.
 */
export function asAnswered<E extends { code: ErrorCode; message: string }>(e: E): E | AppError {
  const lost = e.code === 'SERVICE_UNAVAILABLE' && e.message === databaseUnavailable().message;
  return lost && mayHaveCommitted() ? outcomeUnknown() : e;
}
type Waiter = { done: boolean; give(turn: Turn): void };

/** A client that may leave while it waits: whether it has `left`, and `onLeave` (returns the unsubscribe). */
export type Departure = { readonly left: boolean; onLeave(cb: () => void): () => void };

export class DatabaseGuard {
  down = false;
  private listeners = new Set<() => void>();
  private running = 0;
  private queue: Waiter[] = [];

  constructor(readonly opts: GuardOptions) {}

  /** The probe's verdict. When the database goes down, every queued request is answered 503 at once. */
  report(ok: boolean): void {
    this.down = !ok;
    if (ok) return;
    const waiting = [...this.listeners];
    this.listeners.clear();
    for (const cb of waiting) cb();
  }

  /** Calls `cb` once, when the database is found down; returns the unsubscribe function. */
  onDown(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queue.length };
  }

  /**
   * For a request in progress when the database goes down: resolves 'down' at once when it has sent nothing that
   * may commit (503 is then true); 'unknown' when a write of it may commit and the database has not answered
   * within UNKNOWN_AFTER_MS (R4 wants no request to hang; the answer must not claim the write failed).
   */
  released(): { promise: Promise<Released>; cancel(): void } {
    const w = requestScope.getStore();
    let off = () => {};
    let timer: NodeJS.Timeout | undefined;
    const promise = new Promise<Released>((resolve) => {
      off = this.onDown(() => {
        if (!w?.mayCommit) return resolve('down');
        timer = setTimeout(() => resolve('unknown'), UNKNOWN_AFTER_MS);
      });
    });
    return { promise, cancel: () => (off(), clearTimeout(timer)) };
  }

  /**
   * A turn to use the database: 'ok', or why not ('down', 'full', 'timeout', 'gone'). Call `leave()` after 'ok'.
   * `gone` says when the client leaves: its place in the queue is dropped at once, so the turn it would have
   * been given goes to a request someone still waits for (a departed waiter given 'ok' held its turn forever).
   */
  enter(gone?: Departure): Promise<Turn> {
    if (gone?.left) return Promise.resolve('gone');
    const now = this.tryEnter();
    if (now) return Promise.resolve(now);
    if (this.queue.length >= this.opts.queueMax) return Promise.resolve('full');
    return new Promise((resolve) => {
      let off = () => {};
      let stopListening = () => {};
      const w: Waiter = {
        done: false,
        give: (turn) => {
          if (w.done) return;
          w.done = true;
          clearTimeout(timer);
          off();
          stopListening();
          const i = this.queue.indexOf(w);
          if (i >= 0) this.queue.splice(i, 1);
          resolve(turn);
        },
      };
      const timer = setTimeout(() => w.give('timeout'), this.opts.queueTimeoutMs);
      off = this.onDown(() => w.give('down'));
      if (gone) stopListening = gone.onLeave(() => w.give('gone'));
      this.queue.push(w);
    });
  }

  /** A turn at once ('ok'; call `leave()` after it), 'down', or null when every turn is taken. */
  tryEnter(): 'ok' | 'down' | null {
    if (this.down) return 'down';
    if (this.running >= this.opts.active) return null;
    this.running++;
    return 'ok';
  }

  /**
   * Passes the turn to the next waiter (`running` unchanged), after one turn of the event loop, so I/O (health,
   * new connections) is served between requests even when an in-process database keeps the thread busy.
   */
  leave(): void {
    setImmediate(() => {
      const next = this.queue.find((w) => !w.done);
      if (next) next.give('ok');
      else this.running--;
    });
  }
}

/**
 * The guard of this process. PGlite runs each query synchronously on this thread and starts the next queued one
 * without yielding to the event loop: two requests at once keep it (and health) breathing; a server gets two
 * requests per pooled connection.
 */
export function guardFor(kind: 'pglite' | 'postgres', config: Pick<Config, 'DATABASE_POOL_MAX' | 'DATABASE_QUEUE_MAX' | 'DATABASE_QUEUE_TIMEOUT_MS'>): DatabaseGuard {
  const active = kind === 'pglite' ? 2 : 2 * config.DATABASE_POOL_MAX;
  return new DatabaseGuard({ active, queueMax: config.DATABASE_QUEUE_MAX, queueTimeoutMs: config.DATABASE_QUEUE_TIMEOUT_MS });
}

/** What the guard reads off a response: whether the audit trail will record the request. */
type GuardedResponse = ServerResponse & { locals: { audited?: boolean } };

export type GuardMiddlewareOptions = {
  /** Bounded wait for room in the audit queue (audited requests only); false when there was none. */
  auditRoom?: (timeoutMs: number) => Promise<boolean>;
  /** Renders `refusalAnswer`'s answer (problem+json on /api, GraphQL errors on /graphql). */
  reject: (res: ServerResponse, answer: ReturnType<typeof refusalAnswer>) => void;
};

/**
 * Waits in the guard's queue. Listened to from the start: a client that leaves while queued (a load generator
 * closing its connections, a browser navigating away) must give its place up, and `close` does not fire twice for
 * a late listener.
 */
function queued(guard: DatabaseGuard, res: ServerResponse): Promise<Turn> {
  return guard.enter({
    get left() {
      return res.closed;
    },
    onLeave: (cb) => {
      res.once('close', cb);
      return () => void res.off('close', cb);
    },
  });
}

/**
 * Admits a request to the database: 503 + Retry-After at once when the database is down, after a bounded
 * wait when it is saturated or the audit queue is full; the rest of the request runs with its statements
 * tracked (see `released`). Mount it just before the handler (after body parsing, so the tracking context
 * is the handler's own).
 */
export function databaseGuard(guard: DatabaseGuard, opts: GuardMiddlewareOptions, timeoutMs: number) {
  return async (_req: IncomingMessage, res: GuardedResponse, next: () => void) => {
    if (res.closed) return; // left before this point (during body parsing, say): nothing to answer
    // A free turn is taken at once; only a request that has to queue listens for its client leaving.
    const turn = guard.tryEnter() ?? await queued(guard, res);
    if (turn === 'gone') return;
    if (turn !== 'ok') return opts.reject(res, refusalAnswer(turn === 'down' ? 'down' : 'busy'));
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      guard.leave();
    };
    // Granted in the same tick the client left: nobody to answer, the turn goes back at once.
    if (res.closed) return leave();
    res.once('finish', leave);
    res.once('close', leave);
    if (res.locals.audited && opts.auditRoom && !(await opts.auditRoom(timeoutMs))) {
      return opts.reject(res, refusalAnswer('busy'));
    }
    const retake = async (): Promise<Turn> => {
      const again = guard.tryEnter() ?? await queued(guard, res);
      if (again !== 'ok') return again;
      held = true;
      // Granted as the client left (its 'close' may already have run): the turn goes back.
      if (res.closed) return (leave(), 'gone');
      return 'ok';
    };
    // Its own statements only: what ran before its turn (a rate-limit counter) is not the request's write.
    requestScope.run({ reqId: requestScope.getStore()?.reqId ?? '', mayCommit: false, turn: { release: leave, retake } }, next);
  };
}

/**
 * Runs `wait` (a request body arriving) without the request's turn at the database, then takes a turn again.
 * A client that sends slowly must not keep everyone else from the database: 22 trickled uploads held every turn
 * of a server (3 of the embedded database) and every other request of every tenant got 503. `{ value }`, or why
 * no turn was given back: `busy` and `down` are answered like any refused request, `gone` not at all. Outside a
 * guarded request (no turn held) it only runs `wait`.
 */
export async function withoutTurn<T>(wait: () => Promise<T>): Promise<{ value: T } | { refused: Refusal | 'gone' }> {
  const turn = requestScope.getStore()?.turn;
  turn?.release();
  const value = await wait();
  const again = turn ? await turn.retake() : 'ok';
  if (again === 'ok') return { value };
  return { refused: again === 'gone' ? 'gone' : again === 'down' ? 'down' : 'busy' };
}
