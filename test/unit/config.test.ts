import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, ENV, loadConfig } from '../../src/config';

const thrown = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    return e as Error;
  }
  throw new Error('loadConfig accepted a bad environment');
};

describe('loadConfig', () => {
  it('has the contract defaults', () => {
    const c = loadConfig({});
    expect(c).toEqual(expect.objectContaining({
      PORT: 3000, DATA_DIR: './data', DATABASE_URL: undefined, JWT_SECRET: undefined, ACCESS_TOKEN_TTL_SECONDS: 3600,
      REFRESH_TOKEN_TTL_DAYS: 7, TRUST_PROXY: false, RATE_LIMIT_AUTH_PER_MINUTE: 10, RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: 20,
      RATE_LIMIT_STORE: 'memory', REGISTRATION_TENANT: 'default', ALLOW_REGISTRATION: true, APP_TIMEZONE: 'America/Sao_Paulo',
      SHUTDOWN_DELAY_MS: 0, SHUTDOWN_GRACE_MS: 10000, GRAPHQL_MAX_DEPTH: 10, GRAPHQL_MAX_ALIASES: 15, AUDIT_ENABLED: true,
    }));
    expect(Object.isFrozen(c)).toBe(true);
    expect(c.DEMO_SEED).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'x'.repeat(32) }).DEMO_SEED).toBe(false);
  });

  it('parses typed values', () => {
    const c = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', ALLOW_REGISTRATION: 'false', CORS_ORIGINS: 'https://a.com, https://b.com', RATE_LIMIT_STORE: 'redis' });
    expect(c.PORT).toBe(8080);
    expect(c.TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(c.ALLOW_REGISTRATION).toBe(false);
    expect(c.CORS_ORIGINS).toEqual(['https://a.com', 'https://b.com']);
    expect(c.RATE_LIMIT_STORE).toBe('redis');
  });

  it('rejects several bad keys at once, naming each', () => {
    const e = thrown({
      PORT: 'abc', LOG_LEVEL: 'barulhento', RATE_LIMIT_STORE: 'mongo', APP_TIMEZONE: 'Marte/Base', ALLOW_REGISTRATION: 'talvez',
      ACCESS_TOKEN_TTL_SECONDS: '10', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x',
    });
    expect(e).toBeInstanceOf(ConfigError);
    for (const key of ['PORT', 'LOG_LEVEL', 'RATE_LIMIT_STORE', 'APP_TIMEZONE', 'ALLOW_REGISTRATION', 'ACCESS_TOKEN_TTL_SECONDS', 'DATABASE_URL', 'REDIS_URL']) {
      expect(e.message).toMatch(new RegExp(`\\b${key}\\b`));
    }
    expect(e.message).not.toMatch(/\bHOST\b/);
  });

  it('requires a JWT_SECRET of at least 32 bytes', () => {
    const e = thrown({ JWT_SECRET: 'x'.repeat(31) });
    expect(e).toBeInstanceOf(ConfigError);
    expect(e.message).toMatch(/\bJWT_SECRET\b/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(loadConfig({ JWT_SECRET: 'ç'.repeat(16) }).JWT_SECRET).toBe('ç'.repeat(16));
  });

  it('hashes passwords at OWASP\'s minimum by default and refuses less in production (tests run cheaper)', () => {
    expect(loadConfig({})).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 19456, PASSWORD_HASH_ITERATIONS: 2 });
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_ITERATIONS: '1' })).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 8, PASSWORD_HASH_ITERATIONS: 1 });
    const e = thrown({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '19455', PASSWORD_HASH_ITERATIONS: '1' });
    expect(e).toBeInstanceOf(ConfigError);
    expect(e.message).toMatch(/PASSWORD_HASH_MEMORY_KIB: at least 19456/);
    expect(e.message).toMatch(/PASSWORD_HASH_ITERATIONS: at least 2/);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' }).PASSWORD_HASH_MEMORY_KIB).toBe(65536);
    expect(thrown({ PASSWORD_HASH_MEMORY_KIB: '7' }).message).toMatch(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    const e = thrown({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/postgres' });
    expect(e).toBeInstanceOf(ConfigError);
    expect(e.message).toMatch(/\bJWT_SECRET\b/);
  });

  it('requires DATABASE_DIRECT_URL (and DATABASE_URL) with DATABASE_POOLER=pgbouncer-transaction, naming them', () => {
    const pooled = { DATABASE_URL: 'postgres://root@127.0.0.1:6432/feedlot', JWT_SECRET: 'x'.repeat(32), DATABASE_POOLER: 'pgbouncer-transaction' };
    expect(thrown(pooled).message).toMatch(/DATABASE_DIRECT_URL: required when DATABASE_POOLER=pgbouncer-transaction/);
    expect(thrown({ DATABASE_POOLER: 'pgbouncer-transaction', DATABASE_DIRECT_URL: 'postgres://root@127.0.0.1:5432/feedlot' }).message).toMatch(/DATABASE_POOLER: pgbouncer-transaction needs DATABASE_URL/);
    expect(thrown({ DATABASE_POOLER: 'pgbouncer' }).message).toMatch(/DATABASE_POOLER: must be one of none, pgbouncer-transaction/);
    const ok = loadConfig({ ...pooled, DATABASE_DIRECT_URL: 'postgres://root@127.0.0.1:5432/feedlot' });
    expect([ok.DATABASE_POOLER, ok.DATABASE_DIRECT_URL]).toEqual(['pgbouncer-transaction', 'postgres://root@127.0.0.1:5432/feedlot']);
    expect(loadConfig({}).DATABASE_POOLER).toBe('none');
  });

  it('requires the bootstrap password with the bootstrap e-mail', () => {
    expect(thrown({ BOOTSTRAP_SUPERADMIN_EMAIL: 'root@x.com' }).message).toMatch(/\bBOOTSTRAP_SUPERADMIN_PASSWORD\b/);
  });

  it('refuses the SuperAdmin tenant "system" as the registration tenant (contract 4.5)', () => {
    const e = thrown({ REGISTRATION_TENANT: 'system' });
    expect(e).toBeInstanceOf(ConfigError);
    expect(e.message).toMatch(/\bREGISTRATION_TENANT\b.*system/);
    expect(loadConfig({ REGISTRATION_TENANT: 'system-b' }).REGISTRATION_TENANT).toBe('system-b');
  });
});

describe('.env.example', () => {
  it('lists exactly the keys of the environment table', () => {
    const file = path.resolve(__dirname, '../../.env.example');
    expect(existsSync(file)).toBe(true);
    const keys = new Set<string>();
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      const m = /^\s*#?\s*([A-Z][A-Z0-9_]*)\s*=/.exec(line);
      if (m) keys.add(m[1]);
    }
    expect([...keys].sort()).toEqual(Object.keys(ENV).sort());
  });
});
