import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forTenant, withTenant } from '../../db/tenant';
import { idempotencyKeys } from './schema';

/** Who sent a key: keys are per user within a tenant. */
export type KeyOwner = { tenantId: string; userId: string };

/** A final answer as it was sent: replayed byte for byte to a retry. */
export type StoredAnswer = { status: number; headers: Record<string, string>; body: string };

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'mismatch' }
  | { outcome: 'running' }
  /** The user holds `maxKeysPerUser` live keys and this one is new: 429 until the oldest expires. */
  | { outcome: 'full'; retryAfterSeconds: number };

/** How long a key's first answer is kept (the contract asks for at least 24 h). */
export const KEY_TTL_HOURS = 24;

/**
 * A key still marked running this long after it was claimed belongs to a request that can no longer finish (its
 * process stopped between the claim and the answer): a retry may take it over. Far above any request's own limit
 * (headers, queue, body, statement timeouts).
 */
export const RUNNING_LEASE_SECONDS = 120;

/** The Idempotency-Key table: claim a key, record its answer, or let it go when there is no final answer. */
export class IdempotencyStore {
  /** `maxKeysPerUser`: live keys one user may hold (IDEMPOTENCY_KEYS_PER_USER), so no account grows the table without bound. */
  constructor(private readonly db: Db, private readonly maxKeysPerUser: number) {}

  /**
   * Claims `key` for a request with `hash`, atomically: the first of concurrent requests wins (insert on conflict);
   * an expired key, or one abandoned while running with the same request, is taken over. Otherwise the stored
   * row decides: another request (422), still running (409) or the first answer.
   */
  async claim(owner: KeyOwner, key: string, hash: string): Promise<Claim> {
    const t = idempotencyKeys;
    const full = await this.fullFor(owner, key);
    if (full) return full;
    const won = await this.db.insert(t)
      .values(withTenant(owner, { userId: owner.userId, key, requestHash: hash, expiresAt: sql`now() + ${KEY_TTL_HOURS}::int * interval '1 hour'` }))
      .onConflictDoUpdate({
        target: [t.tenantId, t.userId, t.key],
        set: { requestHash: hash, status: null, headers: null, body: null, criadoEm: sql`now()`, expiresAt: sql`excluded.expires_at` },
        setWhere: sql`${t.expiresAt} < now() or (${t.status} is null and ${t.requestHash} = ${hash}
          and ${t.criadoEm} < now() - ${RUNNING_LEASE_SECONDS}::int * interval '1 second')`,
      })
      .returning({ key: t.key });
    if (won.length > 0) return { outcome: 'claimed' };
    const [row] = await this.db.select({ requestHash: t.requestHash, status: t.status, headers: t.headers, body: t.body })
      .from(t).where(this.keyOf(owner, key));
    // Deleted between the two statements (its request failed without a final answer): the caller may retry.
    if (!row) return { outcome: 'running' };
    if (row.requestHash !== hash) return { outcome: 'mismatch' };
    if (row.status === null) return { outcome: 'running' };
    return { outcome: 'replay', answer: { status: row.status, headers: row.headers ?? {}, body: row.body ?? '' } };
  }

  /**
   * The refusal of a new key when the user already holds the cap of live ones (a key already held, replayed or taken
   * over, is never refused). Counted before the claim, not in it: concurrent new keys of one user may pass the cap by
   * as many as there are requests in flight, which is still a bound.
   */
  private async fullFor(owner: KeyOwner, key: string): Promise<Claim | null> {
    const t = idempotencyKeys;
    const mine = forTenant(t, owner, eq(t.userId, owner.userId), gt(t.expiresAt, sql`now()`));
    // Counts at most the cap (the primary key's (tenant_id, user_id) prefix): a user far below it reads a few rows.
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` })
      .from(this.db.select({ one: sql`1` }).from(t).where(mine).limit(this.maxKeysPerUser).as('live'));
    if (n < this.maxKeysPerUser) return null;
    const [held] = await this.db.select({ key: t.key }).from(t).where(this.keyOf(owner, key));
    if (held) return null;
    const [{ seconds }] = await this.db.select({ seconds: sql<number>`ceil(extract(epoch from min(${t.expiresAt}) - now()))::int` }).from(t).where(mine);
    return { outcome: 'full', retryAfterSeconds: Math.max(1, seconds ?? 1) };
  }

  /**
   * Records the final answer of a key: in the claim's own transaction (an update of the claimed row), or, when a failed
   * step rolled the claim back with its write, as a new row (one statement either way).
   */
  async record(owner: KeyOwner, key: string, hash: string, answer: StoredAnswer): Promise<void> {
    const t = idempotencyKeys;
    const values = { status: answer.status, headers: answer.headers, body: answer.body };
    await this.db.insert(t)
      .values(withTenant(owner, { userId: owner.userId, key, requestHash: hash, ...values, expiresAt: sql`now() + ${KEY_TTL_HOURS}::int * interval '1 hour'` }))
      .onConflictDoUpdate({ target: [t.tenantId, t.userId, t.key], set: values, setWhere: sql`${t.status} is null and ${t.requestHash} = ${hash}` });
  }

  /** Lets a claimed key go (no final answer: a 5xx, a refusal): the next request with it runs. */
  async release(owner: KeyOwner, key: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(this.keyOf(owner, key), sql`${idempotencyKeys.status} is null`));
  }

  /** Deletes expired keys of every tenant (the scheduler's cleanup); returns how many. */
  async purgeExpired(): Promise<number> {
    // tenancy: a maintenance job over every tenant's expired keys.
    const gone = await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`)).returning({ key: idempotencyKeys.key });
    return gone.length;
  }

  private keyOf(owner: KeyOwner, key: string) {
    return forTenant(idempotencyKeys, owner, eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, key));
  }
}
