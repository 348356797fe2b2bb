import { PgDatabase, PgSession, PgTransaction, type PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { requestScope, type OpenedUnit, type RequestScope, type UnitOfWork } from '../request-scope';

/**
 * One unit of work per write (issue 37): every statement a REST write or a GraphQL mutation sends runs in one
 * transaction, opened on its first statement that is not a plain read, carried by the request scope, committed
 * when the work returns and rolled back when it throws; `afterCommit` callbacks (publish, notify, push) run only
 * after the commit. Services hold one port (`Db`, `Database`) and never see a transaction.
 */
export type { UnitOfWork };

/** What a unit's open transaction gives its statements: drizzle's session and the driver's own transaction client. */
type Opened = OpenedUnit & { session: PgSession };

/** What the port needs of the driver: a transaction whose callback is held open until the unit ends. */
export type Begin = (body: (session: PgSession, client: unknown) => Promise<void>) => Promise<void>;

/** Statements that may run outside the unit's transaction before it opens: plain reads that lock nothing. */
const PLAIN_READ = /^\s*(\(\s*)*select\b/i;
// A select that locks rows, takes a transaction-scoped advisory lock (it would be released at once outside the unit:
// R6 found the price chain's writers no longer serialized), sets a transaction-local setting or moves a sequence.
const LOCKING = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\bpg_(try_)?advisory_xact_lock(_shared)?\s*\(|\bset_config\s*\(|\b(nextval|setval)\s*\(/i;
export const isPlainRead = (text: string): boolean => PLAIN_READ.test(text) && !LOCKING.test(text);

const ROLLBACK = Symbol('rollback');

/** Opens the transaction of a unit: resolves once BEGIN has run; `end` commits or rolls back and waits for it. */
function openTransaction(begin: Begin): Promise<Opened> {
  return new Promise<Opened>((resolve, reject) => {
    let settle!: (ok: boolean) => void;
    const decided = new Promise<boolean>((r) => (settle = r));
    let opened = false;
    const done = begin(async (session, client) => {
      opened = true;
      resolve({ session, client, end: async (ok) => (settle(ok), await done.catch((e) => (e === ROLLBACK ? undefined : Promise.reject(e)))) });
      if (!(await decided)) throw ROLLBACK;
    });
    done.catch((e) => {
      if (!opened) reject(e);
    });
  });
}

export const currentUnit = (): UnitOfWork | undefined => requestScope.getStore()?.unit;

/**
 * Runs `work` as one unit of work: its statements share one transaction (opened lazily), committed when `work`
 * returns, rolled back when it throws; then its `afterCommit` callbacks. Inside a unit already, `work` joins it.
 */
export async function unitOfWork<T>(work: () => Promise<T>): Promise<T> {
  if (currentUnit()) return work();
  const unit: UnitOfWork = { after: [] };
  // The request's own scope object, not a copy: the guard reads what its statements may have committed off it (R4).
  const scope: RequestScope = requestScope.getStore() ?? { reqId: '' };
  scope.unit = unit;
  let result: T;
  try {
    result = await requestScope.run(scope, work);
  } catch (e) {
    unit.ended = true;
    scope.unit = undefined;
    await endUnit(unit, false).catch(() => undefined);
    await runKept(unit);
    throw e;
  }
  // Work the unit started and left running (a timer) runs on the pool from here on, never in a transaction no one ends.
  unit.ended = true;
  scope.unit = undefined;
  await endUnit(unit, true);
  await runKept(unit);
  for (const fn of unit.after) runAfter(fn);
  return result;
}

/**
 * Runs `fn` once the current unit ends, committed or rolled back, before the request is answered: a fact a failed
 * request must leave behind (a stolen refresh token's family revoked, although the refresh is refused). Outside a
 * unit, at once.
 */
export async function keep(fn: () => Promise<unknown>): Promise<void> {
  const unit = currentUnit();
  if (unit) (unit.kept ??= []).push(fn);
  else await fn();
}

async function runKept(unit: UnitOfWork): Promise<void> {
  for (const fn of unit.kept ?? []) await fn();
}

async function endUnit(unit: UnitOfWork, ok: boolean): Promise<void> {
  const open = unit.open;
  unit.open = undefined;
  if (open) await (await open).end(ok);
}

/**
 * Rolls back what the current unit has sent so far (a GraphQL mutation field that failed): its later statements
 * open a new transaction, and the callbacks queued so far are dropped.
 */
export async function abortUnit(): Promise<void> {
  const unit = currentUnit();
  if (!unit) return;
  unit.after = [];
  await endUnit(unit, false).catch(() => undefined);
}

/** Whether the current unit has a transaction open (what a field that follows another must protect with a savepoint). */
export const unitIsOpen = (): boolean => currentUnit()?.open !== undefined;

function runAfter(fn: () => unknown): void {
  try {
    void Promise.resolve(fn()).catch(() => undefined);
  } catch {
    // A callback's failure (a subscriber gone) never changes an answer already committed.
  }
}

/** Runs `fn` once the current unit of work commits; at once outside one (nothing of it can roll back then). */
export function afterCommit(fn: () => unknown): void {
  const unit = currentUnit();
  if (unit) unit.after.push(fn);
  else runAfter(fn);
}

type Args = Parameters<PgSession['prepareQuery']>;
type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown>; all(values?: Record<string, unknown>): Promise<unknown> };

/**
 * A prepared statement that picks its session each time it runs: the unit's transaction when the running code is in
 * a unit that has one open (or this statement must open it), else the plain pool. Statements prepared once at start
 * (`.prepare(name)`) are routed the same way.
 */
class RoutedQuery {
  joinsNotNullableMap?: Record<string, boolean>;
  private token: unknown;
  private direct?: Prepared;

  constructor(private readonly port: RoutedSession, private readonly args: Args) {}

  setToken(token: unknown): this {
    this.token = token;
    return this;
  }

  getQuery() {
    return this.args[0];
  }

  isResponseInArrayMode(): boolean {
    return this.args[3];
  }

  private on(session: PgSession): Prepared {
    const prepare = (on: PgSession) => on.prepareQuery(...this.args) as unknown as Prepared;
    const q = session === this.port.base ? (this.direct ??= prepare(this.port.base)) : prepare(session);
    (q as unknown as { joinsNotNullableMap?: unknown }).joinsNotNullableMap = this.joinsNotNullableMap;
    return (q as unknown as { setToken(t: unknown): Prepared }).setToken(this.token);
  }

  execute(values?: Record<string, unknown>) {
    const s = this.port.sessionFor(this.args[0].sql);
    return s instanceof Promise ? s.then((x) => this.on(x).execute(values)) : this.on(s).execute(values);
  }

  all(values?: Record<string, unknown>) {
    const s = this.port.sessionFor(this.args[0].sql);
    return s instanceof Promise ? s.then((x) => this.on(x).all(values)) : this.on(s).all(values);
  }
}

/** A transaction inside a unit: the unit's own (no savepoint, since the unit rolls back whole). */
class UnitTransaction extends PgTransaction<never, never, never> {
  override transaction<U>(inner: (t: PgTransaction<never, never, never>) => Promise<U>): Promise<U> {
    return inner(this);
  }
}

/** drizzle's session for the port: statements routed (see RoutedQuery), transactions folded into the unit. */
class RoutedSession extends PgSession {
  constructor(dialect: PgDialect, readonly base: PgSession, private readonly open: () => Promise<Opened>, private readonly outside: boolean) {
    super(dialect);
  }

  /** The session a statement runs on; `text` decides whether a plain read may run before the transaction opens. */
  sessionFor(text: string): PgSession | Promise<PgSession> {
    const unit = currentUnit();
    if (!unit || unit.ended) return this.base;
    if (!unit.open && (this.outside || isPlainRead(text))) return this.base;
    return (unit.open ??= this.open()).then((o) => o.session as PgSession);
  }

  override prepareQuery<T extends PreparedQueryConfig>(...args: Args): PgPreparedQuery<T> {
    return new RoutedQuery(this, args) as unknown as PgPreparedQuery<T>;
  }

  override async count(query: SQL): Promise<number> {
    return (await this.sessionFor('')).count(query);
  }

  /** Outside a unit, a transaction is a unit of its own; inside one, the unit's. */
  override async transaction<T>(fn: (tx: PgTransaction<never, never, never>) => Promise<T>): Promise<T> {
    return unitOfWork(() => fn(new UnitTransaction(this.dialect, this as never, undefined as never)));
  }
}

export type UnitPorts<D> = {
  /** The port every service holds. */
  db: D;
  /**
   * A port whose statements stay out of a unit whose transaction is not open yet: rate-limit counters, which a failed
   * sign-in must not roll back. Once the transaction is open they join it (an embedded database has one connection).
   */
  outside: D;
  /** The unit's transaction client for a raw statement with `text`, or undefined to run it on the pool. */
  rawClient(text: string): Promise<unknown> | undefined;
};

/** The ports over one database: `base` its plain drizzle database, `begin` its driver's transaction. */
export function unitPorts<D>(dialect: PgDialect, base: PgDatabase<never, never, never>, begin: Begin, client: unknown): UnitPorts<D> {
  const baseSession = (base as unknown as { session: PgSession }).session;
  const open = () => openTransaction(begin);
  const port = (outside: boolean) => Object.assign(
    new PgDatabase(dialect, new RoutedSession(dialect, baseSession, open, outside) as never, undefined as never), { $client: client }) as unknown as D;
  return {
    db: port(false),
    outside: port(true),
    rawClient: (text) => {
      const unit = currentUnit();
      if (!unit || unit.ended || (!unit.open && isPlainRead(text))) return undefined;
      return (unit.open ??= open()).then((o) => o.client);
    },
  };
}

/**
 * One root field of a mutation as a step of the request's unit (GraphQL runs them in order, each complete before the
 * next): a step that throws leaves nothing behind, and the steps before it keep what they wrote. The first step's
 * failure rolls the unit back (nothing else of it can have written but the key's claim, which the answer's record
 * restores); a later step runs under a savepoint when the transaction is open, so only a request of several fields
 * pays for it.
 */
export async function unitStep<T>(step: () => Promise<T>): Promise<T> {
  const unit = currentUnit();
  if (!unit || unit.ended) return step();
  const first = (unit.steps = (unit.steps ?? 0) + 1) === 1;
  if (first || !unit.open) {
    try {
      return await step();
    } catch (e) {
      await abortUnit();
      throw e;
    }
  }
  const { session } = (await unit.open) as Opened;
  const queued = unit.after.length;
  await session.execute(sql.raw('savepoint unit_step'));
  try {
    const value = await step();
    await session.execute(sql.raw('release savepoint unit_step'));
    return value;
  } catch (e) {
    unit.after.length = queued;
    await session.execute(sql.raw('rollback to savepoint unit_step')).catch(() => abortUnit());
    throw e;
  }
}
