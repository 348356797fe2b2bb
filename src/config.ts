import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * The only reader of process.env. One table declares every key: how it parses, its default and
 * what it means. `.env.example` and the README configuration table are checked against it.
 */
type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
type Parser<T> = (raw: string) => Parsed<T>;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (error: string): Parsed<never> => ({ ok: false, error });

const int = (min: number, max: number): Parser<number> => (raw) =>
  /^-?\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max
    ? ok(Number(raw))
    : fail(`must be an integer between ${min} and ${max}`);
const bool: Parser<boolean> = (raw) =>
  ['true', '1'].includes(raw) ? ok(true) : ['false', '0'].includes(raw) ? ok(false) : fail('must be true or false');
const oneOf = <T extends string>(...values: T[]): Parser<T> => (raw) =>
  (values as string[]).includes(raw) ? ok(raw as T) : fail(`must be one of ${values.join(', ')}`);
const str = (min = 1, max = 4096): Parser<string> => (raw) =>
  Buffer.byteLength(raw) >= min && raw.length <= max ? ok(raw) : fail(`must be ${min}..${max} bytes`);
const matching = (re: RegExp, what: string): Parser<string> => (raw) => (re.test(raw) ? ok(raw) : fail(what));
const timeZone: Parser<string> = (raw) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
    return ok(raw);
  } catch {
    return fail('unknown IANA time zone');
  }
};
// Same values as Express's `trust proxy`: a boolean, a hop count, or a list of addresses/subnets.
const trustProxy: Parser<boolean | number | string> = (raw) =>
  raw === 'true' ? ok(true) : raw === 'false' ? ok(false) : /^\d+$/.test(raw) ? ok(Number(raw)) : ok(raw);
const csv: Parser<string[]> = (raw) => ok(raw.split(',').map((s) => s.trim()).filter(Boolean));
const csvOf = (allowed: readonly string[]): Parser<string[]> => (raw) => {
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = items.filter((i) => !allowed.includes(i));
  return bad.length ? fail(`unknown value(s) ${bad.join(', ')}; allowed ${allowed.join(', ')}`) : ok(items);
};
const url = matching(/^https?:\/\/\S+$/, 'must be an http(s) URL');

type Spec<T> = { parse: Parser<T>; default: T; doc: string };
const spec = <T>(parse: Parser<T>, def: T, doc: string): Spec<T> => ({ parse, default: def, doc });
const optional = <T>(parse: Parser<T>, doc: string): Spec<T | undefined> => ({ parse, default: undefined, doc });

/**
 * argon2id at OWASP's recommended minimum (m=19 MiB, t=2): the default cost of a password hash and the least a
 * production process accepts. Lower costs exist for the test suite, which hashes and checks passwords by the hundred.
 */
export const PASSWORD_HASH_FLOOR = { memoryKiB: 19456, iterations: 2 } as const;

/** Slug of the tenant that holds the bootstrap SuperAdmin and no farm data (contract 4.5). */
export const SYSTEM_TENANT = 'system';

export const ENV = {
  PORT: spec(int(0, 65535), 3000, 'HTTP port'),
  HOST: spec(str(), '0.0.0.0', 'Interface to listen on'),
  NODE_ENV: spec(oneOf('development', 'production', 'test'), 'development', 'Runtime mode (error masking does not depend on it)'),
  DATA_DIR: spec(str(), './data', 'Embedded PostgreSQL (PGlite) data directory, used when DATABASE_URL is unset'),
  DATABASE_URL: optional(matching(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'), 'PostgreSQL server URL; unset = embedded PGlite'),
  DATABASE_POOLER: spec(oneOf('none', 'pgbouncer-transaction'), 'none',
    'What DATABASE_URL leads to: PostgreSQL itself (none), or PgBouncer (transaction or session mode): no prepared statements, settings per transaction, DATABASE_DIRECT_URL for LISTEN and migrations'),
  DATABASE_DIRECT_URL: optional(matching(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'),
    'PostgreSQL itself, bypassing the pooler: LISTEN/NOTIFY, migrations and the start-up lock; required with DATABASE_POOLER=pgbouncer-transaction'),
  DATABASE_POOL_MAX: spec(int(1, 200), 10, 'Connections in the pool (PostgreSQL server only); requests using the database at once: twice this'),
  DATABASE_QUEUE_MAX: spec(int(0, 100000), 2000, 'Requests that may wait for their turn at the database; beyond it, 503 with Retry-After at once'),
  DATABASE_QUEUE_TIMEOUT_MS: spec(int(100, 600000), 15000, 'Longest wait for a turn at the database (and for room in the audit queue) before 503 with Retry-After'),
  DATABASE_PROBE_TIMEOUT_MS: spec(int(100, 600000), 1000,
    'How long the health probe waits for the database before taking it as down (contract 2.8: 1 s); above 1000 refused when NODE_ENV=production (longer only for tests on a loaded machine)'),
  DATABASE_STATEMENT_TIMEOUT_MS: spec(int(0, 3600000), 30000, 'PostgreSQL statement_timeout of every pooled connection (0 = none); the statement rolls back, 503'),
  DATABASE_LOCK_TIMEOUT_MS: spec(int(0, 3600000), 10000, 'PostgreSQL lock_timeout of every pooled connection (0 = none); the statement rolls back, 503'),
  REQUEST_HEADERS_TIMEOUT_MS: spec(int(1000, 600000), 10000, "Longest wait for a request's headers; then the connection is closed (Node headersTimeout)"),
  REQUEST_BODY_TIMEOUT_MS: spec(int(1000, 600000), 30000, 'Longest time a request body (JSON or upload) may take to arrive; then 408 and the connection is closed'),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: spec(int(1000, 600000), 5000,
    "How long an idle keep-alive connection is kept (Node keepAliveTimeout); behind a proxy or load balancer, longer than its idle timeout"),
  UPLOADS_PER_USER: spec(int(1, 1000), 2, 'Spreadsheet uploads one user may send at once; more: 429 with Retry-After'),
  UPLOADS_PER_TENANT: spec(int(1, 10000), 4, 'Spreadsheet uploads the users of one tenant may send at once; more: 429 with Retry-After'),
  IDEMPOTENCY_KEYS_PER_USER: spec(int(1, 10000000), 10000, 'Idempotency-Key answers one user may hold at once (kept 24 h); a new key past it: 429 with Retry-After'),
  JWT_SECRET: optional(str(32), 'HS256 secret, at least 32 bytes; required with DATABASE_URL; embedded mode generates one under DATA_DIR'),
  JWT_ISSUER: spec(str(), 'feedlot-api', 'iss claim of access tokens'),
  JWT_AUDIENCE: spec(str(), 'feedlot-api', 'aud claim of access tokens'),
  ACCESS_TOKEN_TTL_SECONDS: spec(int(60, 86400), 3600, 'Access token lifetime (expiresIn), seconds'),
  REFRESH_TOKEN_TTL_DAYS: spec(int(1, 365), 7, 'Refresh token lifetime, days'),
  TRUST_PROXY: spec(trustProxy, false, "Express 'trust proxy': honour X-Forwarded-For from these hops"),
  PASSWORD_HASH_MEMORY_KIB: spec(int(8, 4194304), PASSWORD_HASH_FLOOR.memoryKiB as number,
    'argon2id memory of each new password hash, KiB; below 19456 refused when NODE_ENV=production (lower only for tests)'),
  PASSWORD_HASH_ITERATIONS: spec(int(1, 100), PASSWORD_HASH_FLOOR.iterations as number,
    'argon2id passes of each new password hash; below 2 refused when NODE_ENV=production (lower only for tests)'),
  RATE_LIMIT_AUTH_PER_MINUTE: spec(int(1, 100000), 10, 'Requests per minute per IP on register and on login'),
  RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: spec(int(1, 100000), 20, 'Failed logins per account per hour before 429'),
  RATE_LIMIT_STORE: spec(oneOf('memory', 'postgres', 'redis'), 'memory', 'Where rate-limit counters live (postgres/redis: shared by instances)'),
  REDIS_URL: spec(matching(/^rediss?:\/\/\S+$/, 'must be a redis:// URL'), 'redis://127.0.0.1:6379', 'Redis URL for RATE_LIMIT_STORE=redis'),
  BOOTSTRAP_SUPERADMIN_EMAIL: optional(str(3, 254), 'Creates this SuperAdmin in tenant "system" at start-up if missing'),
  BOOTSTRAP_SUPERADMIN_PASSWORD: optional(str(8, 128), 'Password of the bootstrap SuperAdmin'),
  DEMO_SEED: optional(bool, 'Create a demo tenant, its Admin and a demo farm on an empty database (default: true when embedded)'),
  REGISTRATION_TENANT: spec(matching(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a tenant slug'), 'default', 'Slug of the tenant self-registered users join (never "system")'),
  ALLOW_REGISTRATION: spec(bool, true, 'false turns POST /api/auth/register into 403'),
  APP_TIMEZONE: spec(timeZone, 'America/Sao_Paulo', 'Time zone of business dates ("today")'),
  SHUTDOWN_DELAY_MS: spec(int(0, 600000), 0, 'After SIGTERM, keep serving (health 503) this long before closing'),
  SHUTDOWN_GRACE_MS: spec(int(0, 600000), 10000, 'Longest wait for in-flight requests during shutdown'),
  METRICS_TOKEN: optional(matching(/^[A-Za-z0-9._~+/=-]{16,256}$/, 'must be 16..256 characters of A-Z a-z 0-9 . _ ~ + / = -'),
    'Bearer token GET /metrics requires (16..256 token characters); unset = /metrics open (no tenant data in it)'),
  LOG_LEVEL: spec(oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'info', 'pino log level'),
  GRAPHQL_INTROSPECTION: optional(bool, 'Allow GraphQL introspection (default: false when NODE_ENV=production, else true)'),
  GRAPHQL_MAX_DEPTH: spec(int(1, 100), 10, 'Deepest selection allowed in a GraphQL operation'),
  GRAPHQL_MAX_ALIASES: spec(int(1, 1000), 15, 'Most aliases allowed in a GraphQL operation'),
  GRAPHQL_MAX_COST: spec(int(1, 10000000), 20000, 'Highest estimated cost of a GraphQL operation'),
  GRAPHQL_BODY_LIMIT_BYTES: spec(int(1024, 1048576), 65536, 'Largest request body of POST /graphql and message of graphql-ws; larger: 413 / socket closed 1009'),
  GRAPHQL_MAX_TOKENS: spec(int(100, 1000000), 5000, 'Most lexical tokens in one GraphQL document (HTTP and graphql-ws); parsing stops there with a syntax error'),
  GRAPHQL_MAX_DEFINITIONS: spec(int(1, 10000), 100, 'Most definitions (operations and fragments) in one GraphQL document'),
  RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE: spec(int(1, 1000000), 60, 'Requests per minute per IP to /graphql without a valid access token; then 429'),
  GRAPHQL_WS_SOCKETS_PER_USER: spec(int(1, 100000), 10, 'graphql-ws sockets one user may hold open on one instance; more: closed with 4429'),
  GRAPHQL_WS_SUBSCRIPTIONS_PER_SOCKET: spec(int(1, 100000), 50, 'Operations (subscriptions) one graphql-ws socket may run at once; more: GraphQL error RATE_LIMITED'),
  AUDIT_ENABLED: spec(bool, true, 'Write the audit log (false only for benchmarks)'),
  CORS_ORIGINS: spec(csv, [] as string[], 'Comma-separated origins allowed by CORS (none by default)'),
  PESAGEM_PENDENTE_ENABLED: spec(bool, true, 'Run the daily overdue-weighing job (and once at start-up)'),
  PROTOCOLO_ATRASADO_ENABLED: spec(bool, true, 'Run the daily overdue-protocol job (and once at start-up)'),
  PESAGEM_PENDENTE_DIAS: spec(int(1, 3650), 30, 'Days without weighing after which a batch is overdue'),
  RESUMO_DIARIO_ENABLED: spec(bool, true, "Send each user's daily digest at the tenant's hour (checked every 5 minutes and at start-up)"),
  SMTP_URL: optional(matching(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'), 'SMTP server for the daily digest e-mail (smtp://user:pass@host:587); unset = no e-mail'),
  SMTP_FROM: spec(str(3, 320), 'Confinamento <nao-responda@localhost>', 'Sender (From) of the daily digest e-mail'),
  APP_PUBLIC_URL: spec(url, 'http://localhost:3000', 'Public base URL of the API, for links in e-mails (unsubscribe)'),
  PUSH_PROVIDER: spec(oneOf('log', 'fcm'), 'log', 'Push delivery of notifications: log only, or Firebase Cloud Messaging (HTTP v1)'),
  FCM_SERVICE_ACCOUNT_FILE: optional(str(), 'Service-account JSON file for PUSH_PROVIDER=fcm'),
  FCM_API_URL: spec(url, 'https://fcm.googleapis.com', 'FCM HTTP v1 base URL'),
  FCM_TOKEN_URL: optional(url, "OAuth token endpoint (default: the service account's token_uri)"),
  DASHBOARD_DIAS_FECHAMENTO: spec(int(1, 3650), 80, 'Days in confinement after which an open batch without a planned exit is near closing'),
  MARKETDATA_PROVIDER: spec(oneOf('primary', 'etf', 'paid_stub', 'mock'), 'mock', 'Active market-data provider (MarketData:Provider)'),
  MARKETDATA_FALLBACK: optional(oneOf('primary', 'etf', 'paid_stub', 'mock', 'none'), 'Provider used when the active one fails (default: etf behind primary, else none)'),
  MARKETDATA_SYNC_ENABLED: spec(bool, true, 'Run the market ingestion job'),
  MARKETDATA_SYNC_INTERVAL_SECONDS: spec(int(5, 86400), 300, 'Ingestion period in seconds (MarketData:SyncIntervalSeconds)'),
  MARKETDATA_ACTIVE_CONTRACTS: spec(csv, [] as string[], "Contract codes to ingest (MarketData:ActiveContracts); default the provider's continuous contract"),
  MARKETDATA_SYNC_TIMEFRAMES: spec(csvOf(['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M']), ['1d'], 'Candle timeframes fetched by each sync'),
  MARKETDATA_PRIMARY_URL: spec(url, 'http://127.0.0.1:3001', 'Base URL of the primary helper (npm run market:helper)'),
  MARKETDATA_ETF_URL: spec(url, 'http://127.0.0.1:3002', 'Base URL of the brapi-compatible ETF quote API'),
  MARKETDATA_ETF_TOKEN: optional(str(), 'Token of the ETF quote API'),
  MARKETDATA_ETF_TICKER: spec(matching(/^[A-Z0-9]{4,12}$/, 'must be a ticker'), 'BBOI11', 'ETF ticker of the etf provider'),
  MARKETDATA_TIMEOUT_MS: spec(int(100, 60000), 5000, 'Timeout of each call to a provider'),
  MARKETDATA_QUOTE_CACHE_SECONDS: spec(int(0, 3600), 10, 'How long a live quote is reused'),
} satisfies Record<string, Spec<unknown>>;

type EnvTable = typeof ENV;
export type Config = Readonly<{ [K in keyof EnvTable]: EnvTable[K]['default'] }>;

export class ConfigError extends Error {}

/** Validates the whole environment once and throws one ConfigError that names every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(ENV) as [string, Spec<unknown>][]) {
    const raw = env[key];
    if (raw === undefined || raw === '') {
      out[key] = s.default;
      continue;
    }
    const parsed = s.parse(raw);
    if (parsed.ok) out[key] = parsed.value;
    else problems.push(`${key}: ${parsed.error}`);
  }
  if (env.DATABASE_URL && !env.JWT_SECRET) problems.push('JWT_SECRET: required when DATABASE_URL is set');
  if (env.DATABASE_POOLER === 'pgbouncer-transaction') {
    if (!env.DATABASE_URL) problems.push('DATABASE_POOLER: pgbouncer-transaction needs DATABASE_URL (the pooler\'s address)');
    if (!env.DATABASE_DIRECT_URL) {
      problems.push('DATABASE_DIRECT_URL: required when DATABASE_POOLER=pgbouncer-transaction (a direct connection to PostgreSQL: LISTEN/NOTIFY, migrations and the start-up lock need a session, which a transaction pooler does not keep)');
    }
  }
  if (env.BOOTSTRAP_SUPERADMIN_EMAIL && !env.BOOTSTRAP_SUPERADMIN_PASSWORD) {
    problems.push('BOOTSTRAP_SUPERADMIN_PASSWORD: required when BOOTSTRAP_SUPERADMIN_EMAIL is set');
  }
  if (env.PUSH_PROVIDER === 'fcm' && !env.FCM_SERVICE_ACCOUNT_FILE) problems.push('FCM_SERVICE_ACCOUNT_FILE: required when PUSH_PROVIDER=fcm');
  // Contract 4.5: the SuperAdmin's tenant is never where strangers sign up.
  if (env.REGISTRATION_TENANT === SYSTEM_TENANT) problems.push(`REGISTRATION_TENANT: "${SYSTEM_TENANT}" holds the SuperAdmin and cannot be the registration tenant`);
  problems.push(...weakPasswordHash(out));
  if (out.NODE_ENV === 'production' && (out.DATABASE_PROBE_TIMEOUT_MS as number) > 1000) {
    problems.push('DATABASE_PROBE_TIMEOUT_MS: at most 1000 when NODE_ENV=production (contract 2.8)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  if (out.DEMO_SEED === undefined) out.DEMO_SEED = !out.DATABASE_URL;
  // A production service does not describe its schema to anyone who asks, unless configured to.
  if (out.GRAPHQL_INTROSPECTION === undefined) out.GRAPHQL_INTROSPECTION = out.NODE_ENV !== 'production';
  return Object.freeze(out) as Config;
}

/** A production process never stores passwords below OWASP's minimum, whatever its environment says. */
function weakPasswordHash(out: Record<string, unknown>): string[] {
  if (out.NODE_ENV !== 'production') return [];
  const weak: string[] = [];
  if ((out.PASSWORD_HASH_MEMORY_KIB as number) < PASSWORD_HASH_FLOOR.memoryKiB) {
    weak.push(`PASSWORD_HASH_MEMORY_KIB: at least ${PASSWORD_HASH_FLOOR.memoryKiB} when NODE_ENV=production`);
  }
  if ((out.PASSWORD_HASH_ITERATIONS as number) < PASSWORD_HASH_FLOOR.iterations) {
    weak.push(`PASSWORD_HASH_ITERATIONS: at least ${PASSWORD_HASH_FLOOR.iterations} when NODE_ENV=production`);
  }
  return weak;
}

/** The process environment over the optional `.env` file of the working directory (real variables win). */
export function environment(file = '.env'): Record<string, string | undefined> {
  const fromFile = existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return { ...fromFile, ...process.env };
}
