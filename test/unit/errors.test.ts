import 'reflect-metadata';
import { validate } from 'class-validator';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, ERROR_STATUS, normalizeError, toGraphQLError, toProblem, type ErrorCode } from '../../src/errors';
import { CreateTenantInput, TenantAdminInput } from '../../src/modules/user/tenant.types';

// RFC 9110 reason phrases, written out by hand.
const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 408: 'Request Timeout', 409: 'Conflict',
  410: 'Gone', 412: 'Precondition Failed', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

// The statuses CONTRACT 1.1, 2.x and the seed's section 7 give each named code.
const CONTRACT_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400, EMAIL_TAKEN: 400, INVALID_CREDENTIALS: 400, REFRESH_TOKEN_INVALID: 400, WRONG_PASSWORD: 400,
  DUPLICATE_PRICE_RECORD: 400, FEED_NOT_FOUND: 400, BATCH_CLOSED: 400, DEVICE_TOKEN_NOT_FOUND: 400, GRAPHQL_LIMIT_EXCEEDED: 400,
  UNAUTHENTICATED: 401, FORBIDDEN: 403, REGISTRATION_DISABLED: 403, NOT_FOUND: 404, METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, RATE_LIMITED: 429, INTERNAL: 500, PROVIDER_UNAVAILABLE: 502,
};

describe('error catalog', () => {
  it.each(Object.entries(CONTRACT_STATUS))('%s is HTTP %i', (code, status) => {
    expect(ERROR_STATUS[code as ErrorCode]).toBe(status);
  });

  it.each(Object.keys(ERROR_STATUS) as ErrorCode[])('%s renders a problem with its status and reason phrase', (code) => {
    const status = ERROR_STATUS[code];
    expect(TITLES[status]).toBeDefined();
    const p = toProblem({ code, message: 'mensagem' }, 'trace-1');
    expect(p).toEqual({ type: 'about:blank', title: TITLES[status], status, detail: 'mensagem', code, traceId: 'trace-1' });
    expect(new AppError(code, 'x').status).toBe(status);
  });

  it('adds errors only when given', () => {
    expect(toProblem({ code: 'VALIDATION_FAILED', message: 'm', errors: { nome: ['e obrigatorio'] } }, 't').errors).toEqual({ nome: ['e obrigatorio'] });
    expect('errors' in toProblem({ code: 'NOT_FOUND', message: 'm' }, 't')).toBe(false);
  });
});

describe('normalizeError', () => {
  it('keeps an AppError, bare or wrapped by GraphQL', () => {
    const e = new AppError('EMAIL_TAKEN', 'E-mail ja cadastrado');
    const wrapped = new GraphQLError(e.message, { originalError: e, path: ['register'] });
    for (const err of [e, wrapped]) {
      expect(normalizeError(err)).toEqual(expect.objectContaining({ code: 'EMAIL_TAKEN', status: 400, message: 'E-mail ja cadastrado' }));
    }
    const fields = new AppError('VALIDATION_FAILED', 'm', { de: ['x'] });
    expect(normalizeError(fields).errors).toEqual({ de: ['x'] });
  });

  it("maps TypeGraphQL's ArgumentValidationError to VALIDATION_FAILED keyed by JSON field path", async () => {
    const admin = Object.assign(new TenantAdminInput(), { nome: 'Adm', email: 'nao-email', password: 'fraca' });
    const input = Object.assign(new CreateTenantInput(), { nome: 'x', slug: 'Com Espaco', admin });
    const errors = await validate(input, { forbidUnknownValues: false });
    expect(errors.length).toBeGreaterThan(0);
    const wrapped = new GraphQLError('Argument Validation Error', { originalError: new ArgumentValidationError(errors), path: ['createTenant'] });
    const n = normalizeError(wrapped);
    expect(n.code).toBe('VALIDATION_FAILED');
    expect(n.status).toBe(400);
    expect(Object.keys(n.errors!).sort()).toEqual(['admin.email', 'admin.password', 'nome', 'slug']);
    for (const messages of Object.values(n.errors!)) expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    // Too short, and no upper-case, digit or symbol: at least two distinct complaints.
    // (The three Matches rules share class-validator's constraint key "matches", so only one of them survives; see the report.)
    expect(n.errors!['admin.password'].length).toBeGreaterThanOrEqual(2);
  });

  it('maps unique violations by constraint name (postgres.js and PGlite shapes, wrapped in a cause)', () => {
    const pgjs = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), { code: '23505', constraint_name: 'users_email_unique' });
    const pglite = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'tenants_slug_unique' });
    const drizzleWrapped = Object.assign(new Error('Failed query: insert into "users" ...'), { cause: pgjs });
    expect(normalizeError(drizzleWrapped)).toEqual(expect.objectContaining({ code: 'EMAIL_TAKEN', status: 400 }));
    expect(normalizeError(new GraphQLError('x', { originalError: pglite, path: ['createTenant'] }))).toEqual(expect.objectContaining({ code: 'DUPLICATE_CODE', status: 400 }));
    const unknown = Object.assign(new Error('duplicate key value violates unique constraint "outra"'), { code: '23505', constraint_name: 'outra' });
    const n = normalizeError(unknown);
    expect(n).toEqual(expect.objectContaining({ code: 'INTERNAL', status: 500, message: 'Erro interno' }));
  });

  it('anything unknown is INTERNAL with a generic message, and toGraphQLError shows only that', () => {
    const secret = new Error('select * from users where password_hash = $1: connection refused at /app/src/db.ts:10');
    const n = normalizeError(new GraphQLError(secret.message, { originalError: secret, path: ['users'] }));
    expect(n).toEqual(expect.objectContaining({ code: 'INTERNAL', status: 500, message: 'Erro interno' }));
    expect(n.internal).toBe(secret);
    const formatted = toGraphQLError({ message: secret.message, path: ['users'], extensions: { stacktrace: ['at x'] } }, secret);
    expect(formatted).toEqual({ message: 'Erro interno', locations: undefined, path: ['users'], extensions: { code: 'INTERNAL', status: 500 } });
    expect(normalizeError('texto').code).toBe('INTERNAL');
    expect(normalizeError(undefined).code).toBe('INTERNAL');
  });

  it('an execution error that is a bare GraphQLError (non-null violation, serialization) is INTERNAL', () => {
    const e = new GraphQLError('Cannot return null for non-nullable field User.nome.', { path: ['user', 'nome'] });
    expect(normalizeError(e).code).toBe('INTERNAL');
  });

  it('request errors: limits, parse/validation (also wrapped the way Apollo wraps them), GET mutations', () => {
    const limit = new GraphQLError('Profundidade 11 excede o limite de 10', { extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED' } });
    expect(normalizeError(limit)).toEqual(expect.objectContaining({ code: 'GRAPHQL_LIMIT_EXCEEDED', status: 400, message: limit.message }));
    const apolloWrapped = new GraphQLError(limit.message, { originalError: limit, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(normalizeError(apolloWrapped)).toEqual(expect.objectContaining({ code: 'GRAPHQL_LIMIT_EXCEEDED', status: 400 }));
    const unknownField = new GraphQLError('Cannot query field "userz" on type "Query".');
    const wrappedField = new GraphQLError(unknownField.message, { originalError: unknownField, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(normalizeError(wrappedField)).toEqual(expect.objectContaining({ code: 'BAD_REQUEST', status: 400 }));
    const getMutation = new GraphQLError('GET requests only support query operations', { extensions: { code: 'BAD_REQUEST', http: { status: 405 } } });
    expect(normalizeError(getMutation)).toEqual(expect.objectContaining({ code: 'METHOD_NOT_ALLOWED', status: 405 }));
  });

  it('maps auth errors by name', () => {
    expect(normalizeError(Object.assign(new Error('x'), { name: 'AuthenticationError' })).code).toBe('UNAUTHENTICATED');
    expect(normalizeError(Object.assign(new Error('x'), { name: 'AuthorizationError' })).code).toBe('FORBIDDEN');
  });
});

describe('database connection loss', () => {
  it('is 503 SERVICE_UNAVAILABLE, not an internal error', () => {
    for (const code of ['ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '08006', '57P01']) {
      const driver = Object.assign(new Error('socket hang up'), { code });
      const wrapped = new GraphQLError('x', { originalError: Object.assign(new Error('Failed query'), { cause: driver }), path: ['racoes'] });
      expect(normalizeError(wrapped)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    }
  });
});
