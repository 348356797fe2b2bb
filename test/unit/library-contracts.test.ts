import 'reflect-metadata';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import { normalizeError } from '../../src/errors';

// src/errors.ts recognises some library errors by name or message text where the library offers no code. These
// tests break loudly when an upgrade changes that text, instead of a 503 or a 400 silently becoming a 500.
describe('library errors the catalog recognises', () => {
  it('a query on a closed PGlite is 503 SERVICE_UNAVAILABLE (PGlite has no error code for it, only its message)', async () => {
    const pg = new PGlite();
    await pg.query('select 1');
    await pg.close();
    const err = await pg.query('select 1').then(() => null, (e: unknown) => e);
    expect(err).not.toBeNull();
    expect(normalizeError(err)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it("TypeGraphQL's validation, authentication and authorization errors keep the names the catalog maps", () => {
    expect(normalizeError(new ArgumentValidationError([])).code).toBe('VALIDATION_FAILED');
    expect(normalizeError(new AuthenticationError()).code).toBe('UNAUTHENTICATED');
    expect(normalizeError(new AuthorizationError()).code).toBe('FORBIDDEN');
  });
});

// Where the service reaches past a package's index (to load less, or to read what the package keeps), an upgrade
// that moves a file or renames a field must fail here, not in production.
describe("package internals the service reads", () => {
  it('each class-validator rule required file by file is the one the package exports', () => {
    const ours = require('../../src/class-validator') as Record<string, unknown>;
    const pkg = require('class-validator') as Record<string, unknown>;
    // validate and validateOrReject are the service's own (one Validator from the package's container).
    const names = Object.keys(ours).filter((k) => typeof ours[k] === 'function' && !k.startsWith('validate'));
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) expect([name, ours[name]]).toEqual([name, pkg[name]]);
  });

  it('each rate-limiter-flexible class required from lib/ is the one the package exports', () => {
    const pkg = require('rate-limiter-flexible') as Record<string, unknown>;
    for (const name of ['RateLimiterRes', 'RateLimiterMemory', 'RateLimiterDrizzle', 'RateLimiterRedis']) {
      expect([name, require(`rate-limiter-flexible/lib/${name}`)]).toEqual([name, pkg[name]]);
    }
  });

  it('postgres.js, in both builds the service loads (ESM by import(), CommonJS by require), has the hooks `retiring` uses and the row-counter patch', () => {
    const { readFileSync } = require('node:fs') as typeof import('node:fs');
    const root = path.resolve(path.dirname(require.resolve('postgres')), '../..'); // from cjs/src/index.js
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version).toBe('3.4.9'); // patches/postgres+3.4.9.patch
    for (const build of ['src', 'cjs/src']) {
      const text = readFileSync(path.join(root, build, 'connection.js'), 'utf8');
      // src/db/client.ts `retiring`: the statement's connection, a read per row received, the error's delivery.
      expect([build, text.includes('q.options.onexecute(connection)')]).toEqual([build, true]);
      expect([build, /function DataRow[\s\S]*?query\.forEachFn\n/.test(text)]).toEqual([build, true]);
      expect([build, text.includes('query.reject(err)')]).toEqual([build, true]);
      // The upstream fix (PR #1120): the counter starts again at every ReadyForQuery.
      expect([build, /function ReadyForQuery[\s\S]*?query = results = errorResponse = null\n\s*rows = 0\n/.test(text)]).toEqual([build, true]);
    }
  });

  it("TypeGraphQL's metadata gives every TypeGraphQL root field an access rule (REST orders 401/403 by it)", () => {
    const { healthResolvers } = require('../../src/modules/health/health.schema') as typeof import('../../src/modules/health/health.schema');
    const { resolverInstances } = require('../../src/modules/index') as typeof import('../../src/modules/index');
    const { rootFieldAccess } = require('../../src/graphql/field-access') as typeof import('../../src/graphql/field-access');
    const { buildSchema } = require('graphql') as typeof import('graphql');
    const { readFileSync } = require('node:fs') as typeof import('node:fs');
    expect(resolverInstances({} as never).size).toBeGreaterThan(0);
    const schema = buildSchema(readFileSync(`${__dirname}/../../schema/schema.graphql`, 'utf8'));
    const access = rootFieldAccess();
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((t) => Object.keys(t!.getFields()));
    const health = new Set(Object.keys(healthResolvers({} as never).Query)); // written as SDL, not TypeGraphQL
    expect(roots.filter((f) => !access.has(f) && !health.has(f))).toEqual([]);
    expect(health.size).toBeGreaterThan(0);
    expect(access.get('login')).toEqual({ public: true });
    expect(access.get('createUser')).toMatchObject({ public: false, roles: expect.arrayContaining(['Admin']) });
  });
});
