import type * as Flexible from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { rateLimits } from './schema';

export type LimitedAction = 'login' | 'register';
export type HeaderSink = (name: string, value: string) => void;

// The package's index loads every store it supports (Mongo, MySQL, DynamoDB, etcd...: about 1 MB of heap); the
// classes used are required alone, a store's only when configured.
const lib = <K extends 'RateLimiterRes' | 'RateLimiterMemory' | 'RateLimiterDrizzle' | 'RateLimiterRedis'>(name: K) =>
  require(`rate-limiter-flexible/lib/${name}`) as (typeof Flexible)[K];
const RateLimiterRes = lib('RateLimiterRes');
type RateLimiterRes = Flexible.RateLimiterRes;

const tooMany = (msBeforeNext: number, setHeader: HeaderSink) => {
  setHeader('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return new AppError('RATE_LIMITED', 'Limite de requisicoes excedido; tente novamente mais tarde');
};

/** One point of `limiter` for `key`, with the X-RateLimit headers; 429 with Retry-After past `perMinute`. */
async function consume(limiter: RateLimiterAbstract, perMinute: number, key: string, setHeader: HeaderSink): Promise<void> {
  const headers = (r: RateLimiterRes) => {
    setHeader('X-RateLimit-Limit', String(perMinute));
    setHeader('X-RateLimit-Remaining', String(Math.max(0, perMinute - r.consumedPoints)));
    setHeader('X-RateLimit-Reset', String(Math.ceil(r.msBeforeNext / 1000)));
  };
  try {
    headers(await limiter.consume(key));
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    headers(e);
    throw tooMany(e.msBeforeNext, setHeader);
  }
}

/**
 * Contract 2.2: fixed 60 s windows per client IP and action, plus a per-account cap on failed logins.
 * Counted where the mutation field executes, so REST, GraphQL aliases and batches all consume.
 */
export class RateLimits {
  constructor(
    private readonly perIp: Record<LimitedAction, RateLimiterAbstract>,
    private readonly loginFailures: RateLimiterAbstract,
    private readonly perMinute: number,
    private readonly failuresPerHour: number,
    private readonly anonymous?: { limiter: RateLimiterAbstract; perMinute: number },
  ) {}

  async hit(action: LimitedAction, ip: string, setHeader: HeaderSink): Promise<void> {
    await consume(this.perIp[action], this.perMinute, ip, setHeader);
  }

  /** Issue 25: a request to /graphql without a valid access token, counted per IP (parse and validation are work). */
  async anonymousGraphql(ip: string, setHeader: HeaderSink): Promise<void> {
    if (this.anonymous) await consume(this.anonymous.limiter, this.anonymous.perMinute, ip, setHeader);
  }

  /** 429 when the account already has the hour's quota of failures, whatever the IP. */
  async assertAccountOpen(email: string, setHeader: HeaderSink): Promise<void> {
    const r = await this.loginFailures.get(email);
    if (r && r.consumedPoints >= this.failuresPerHour) throw tooMany(r.msBeforeNext, setHeader);
  }

  async accountFailed(email: string): Promise<void> {
    await this.loginFailures.penalty(email, 1);
  }
}

export async function createRateLimits(config: Config, db: Db): Promise<{ limits: RateLimits; close(): Promise<void> }> {
  let close = async () => {};
  let make: (prefix: string, points: number, duration: number) => RateLimiterAbstract;
  if (config.RATE_LIMIT_STORE === 'redis') {
    const { Redis } = await import('ioredis');
    const client = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    await client.connect();
    close = async () => void client.disconnect();
    const RateLimiterRedis = lib('RateLimiterRedis');
    make = (keyPrefix, points, duration) => new RateLimiterRedis({ storeClient: client, keyPrefix, points, duration });
  } else if (config.RATE_LIMIT_STORE === 'postgres') {
    const RateLimiterDrizzle = lib('RateLimiterDrizzle');
    make = (keyPrefix, points, duration) =>
      new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration, clearExpiredByTimeout: false } as any);
  } else {
    const RateLimiterMemory = lib('RateLimiterMemory');
    make = (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration });
  }
  const perMinute = config.RATE_LIMIT_AUTH_PER_MINUTE;
  const failures = config.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR;
  const limits = new RateLimits(
    { login: make('rl_login', perMinute, 60), register: make('rl_register', perMinute, 60) },
    // Points beyond the cap are never consumed through consume(); penalty() only counts.
    make('rl_login_fail', 1_000_000, 3600),
    perMinute,
    failures,
    { limiter: make('rl_graphql_anon', config.RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE, 60), perMinute: config.RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE },
  );
  return { limits, close };
}
