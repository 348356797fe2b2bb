import 'reflect-metadata';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { getNamedType, isInputObjectType, isObjectType, parse, type GraphQLField, type GraphQLSchema, type GraphQLType } from 'graphql';
import { Role } from '../../src/auth/actor';
import { systemClock } from '../../src/clock';
import { AppError } from '../../src/errors';
import { needsOf } from '../../src/graphql/needs';
import { createAppPubSub } from '../../src/graphql/pubsub';
import { buildAppSchema } from '../../src/modules/index';
import { HealthService } from '../../src/modules/health/health.service';
import type { Claim, IdempotencyStore, StoredAnswer } from '../../src/modules/idempotencia/idempotencia.store';
import { idempotent, isFinalGraphqlAnswer, isFinalStatus, keyOwnerOf, mutationFieldsOf } from '../../src/rest/idempotency';

// The Idempotency-Key wrapper over a fake response and store: which answers are kept, and that a kept answer is
// stored before the client gets it.
function fakeRes() {
  const headers = new Map<string, string>();
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200, ended: null as string | null,
    setHeader: (k: string, v: string) => void headers.set(k.toLowerCase(), String(v)),
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    end(chunk?: string) { this.ended = chunk ?? ''; return this; },
  });
  return { res, headers };
}

function fakeStore(claim: Claim = { outcome: 'claimed' }) {
  const log: string[] = [];
  const store = {
    claim: async () => claim,
    finish: async (_o: unknown, _k: string, a: StoredAnswer) => void log.push(`finish ${a.status} ${a.body}`),
    release: async () => void log.push('release'),
  };
  return { store: store as unknown as IdempotencyStore, log };
}

const owner = { tenantId: 't', userId: 'u' };
const refuse = () => { throw new Error('not refused here'); };

describe('idempotent()', () => {
  it('stores a final answer before it is sent', async () => {
    const { res } = fakeRes();
    const { store, log } = fakeStore();
    await idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => {
      res.statusCode = 201;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"id":1}');
      // end() was intercepted: nothing left before the row was written.
      expect(res.ended).toBeNull();
    });
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['finish 201 {"id":1}']);
    expect(res.ended).toBe('{"id":1}');
  });

  it.each([500, 503, 408, 429])('a %i is not kept: the key is released', async (status) => {
    const { res } = fakeRes();
    const { store, log } = fakeStore();
    await idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => {
      res.statusCode = status;
      res.end('{}');
    });
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['release']);
  });

  it('nothing written (an error escaped): the key is released', async () => {
    const { res } = fakeRes();
    const { store, log } = fakeStore();
    await expect(idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => {
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(log).toEqual(['release']);
  });

  it('a replay writes the stored answer, marked, without running', async () => {
    const { res, headers } = fakeRes();
    const { store } = fakeStore({ outcome: 'replay', answer: { status: 201, headers: { 'content-type': 'application/json', location: '/api/x/1' }, body: '{"id":1}' } });
    let ran = false;
    await idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => { ran = true; });
    expect(ran).toBe(false);
    expect([res.statusCode, res.ended, headers.get('location'), headers.get('idempotency-replayed')]).toEqual([201, '{"id":1}', '/api/x/1', 'true']);
  });

  it('final answers: 2xx-4xx but 408 and 429; on GraphQL, no error with 401, 408, 429 or 5xx', () => {
    expect([200, 201, 204, 400, 403, 404, 422].every(isFinalStatus)).toBe(true);
    expect([408, 429, 500, 502, 503].some(isFinalStatus)).toBe(false);
    const gql = (status?: number) => ({ status: 200, headers: {}, body: JSON.stringify(status ? { errors: [{ extensions: { status } }] } : { data: {} }) });
    expect(isFinalGraphqlAnswer(gql())).toBe(true);
    expect(isFinalGraphqlAnswer(gql(400))).toBe(true);
    expect([401, 408, 429, 503].map((s) => isFinalGraphqlAnswer(gql(s)))).toEqual([false, false, false, false]);
  });
});

// A field that is a secret: a token (access, refresh, device) or a password, whatever its type's name.
const SECRET_FIELD = /token$|password|senha|secret/i;

/** Whether a type reaches a secret field, through every object or input type under it. */
function reachesSecret(type: GraphQLType, seen: Set<string>): boolean {
  const named = getNamedType(type);
  if (!(isObjectType(named) || isInputObjectType(named)) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => SECRET_FIELD.test(f.name) || reachesSecret(f.type, seen));
}

/** Whether an operation's arguments or its result hold a secret. */
const holdsSecret = (field: GraphQLField<unknown, unknown>) =>
  reachesSecret(field.type, new Set()) || field.args.some((a) => SECRET_FIELD.test(a.name) || reachesSecret(a.type, new Set()));

describe('which answers are kept for a key', () => {
  let schema: GraphQLSchema;
  beforeAll(() => {
    const health = new HealthService(async () => {}, { shuttingDown: false }, systemClock);
    schema = buildAppSchema({ resolvers: new Map(), pubSub: createAppPubSub(), health });
  });

  it('every mutation whose input or answer holds a password or a token declares secret, so nothing of it is stored', () => {
    const fields = Object.values(schema.getMutationType()!.getFields());
    const secret = fields.filter(holdsSecret).map((f) => f.name).sort();
    // The enumeration finds them (a new one fails here until it is marked).
    expect(secret).toEqual(expect.arrayContaining(['changePassword', 'login', 'refreshToken', 'register']));
    expect(secret.filter((name) => needsOf(fields.find((f) => f.name === name)!.extensions).secret !== true)).toEqual([]);
  });

  it('keyOwnerOf: public or secret fields are not kept; a caller who may not run every field gets its 401/403', () => {
    const actor = { userId: 'u', tenantId: 't', role: Role.Operador, email: 'a@b.c', nome: 'A' };
    const writers = { access: { public: false as const, roles: [Role.Admin, Role.Gerente, Role.Operador] }, needs: {} };
    const admins = { access: { public: false as const, roles: [Role.Admin] }, needs: {} };
    expect(keyOwnerOf(actor, [writers])).toBe(actor);
    expect(keyOwnerOf(actor, [{ access: { public: true }, needs: {} }])).toBeUndefined();
    expect(keyOwnerOf(actor, [{ ...writers, needs: { secret: true } }])).toBeUndefined();
    expect(keyOwnerOf(actor, [])).toBeUndefined();
    expect((keyOwnerOf(null, [writers]) as AppError).code).toBe('UNAUTHENTICATED');
    expect((keyOwnerOf(actor, [writers, admins]) as AppError).code).toBe('FORBIDDEN');
  });

  it('mutationFieldsOf: the root fields of the chosen mutation, through fragments; undefined for a query', () => {
    const body = (query: string, operationName?: string) => ({ query, operationName });
    expect(mutationFieldsOf(body('mutation { a: login(input: {}) { accessToken } logout(input: {}) }'), parse)).toEqual(['login', 'logout']);
    expect(mutationFieldsOf(body('mutation M { ...F ... on Mutation { b } __typename } fragment F on Mutation { a ...F }'), parse)).toEqual(['a', 'b']);
    expect(mutationFieldsOf(body('mutation { ...Missing }'), parse)).toEqual(['']);
    expect(mutationFieldsOf(body('query Q { a } mutation M { b }', 'Q'), parse)).toBeUndefined();
    expect(mutationFieldsOf(body('mutation {'), parse)).toBeUndefined();
    expect(mutationFieldsOf({ query: 1 }, parse)).toBeUndefined();
  });
});
