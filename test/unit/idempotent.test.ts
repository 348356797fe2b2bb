import 'reflect-metadata';
import { getNamedType, isInputObjectType, isObjectType, parse, type GraphQLField, type GraphQLSchema, type GraphQLType } from 'graphql';
import { Role } from '../../src/auth/actor';
import { systemClock } from '../../src/clock';
import { AppError } from '../../src/errors';
import { needsOf } from '../../src/graphql/needs';
import { createAppPubSub } from '../../src/graphql/pubsub';
import { buildAppSchema } from '../../src/modules/index';
import { HealthService } from '../../src/modules/health/health.service';
import type { Claim, IdempotencyStore, StoredAnswer } from '../../src/modules/idempotencia/idempotencia.store';
import type { Answer } from '../../src/rest/exchange';
import { idempotent, isFinalGraphqlAnswer, isFinalStatus, keyOwnerOf, mutationFieldsOf } from '../../src/rest/idempotency';

// The Idempotency-Key wrapper over a fake store: which answers are kept, and that a kept answer is recorded before
// it is returned (the transport sends it after the unit of work commits).
function fakeStore(claim: Claim = { outcome: 'claimed' }) {
  const log: string[] = [];
  const store = {
    claim: async () => claim,
    record: async (_o: unknown, _k: string, _h: string, a: StoredAnswer) => void log.push(`record ${a.status} ${a.body} ${JSON.stringify(a.headers)}`),
    release: async () => void log.push('release'),
  };
  return { store: store as unknown as IdempotencyStore, log };
}

const owner = { tenantId: 't', userId: 'u' };
const refuse = (): Answer => { throw new Error('not refused here'); };

describe('idempotent()', () => {
  it('records a final answer (the headers of its content) before returning it', async () => {
    const { store, log } = fakeStore();
    const answer = await idempotent({ store, owner, key: 'k', hash: 'h', refuse }, async () => {
      expect(log).toEqual([]);
      return { status: 201, headers: { 'Content-Type': 'application/json', Location: '/api/x/1', 'X-Other': '1' }, body: '{"id":1}' };
    });
    expect(log).toEqual(['record 201 {"id":1} {"content-type":"application/json","location":"/api/x/1"}']);
    expect(answer.body).toBe('{"id":1}');
  });

  it.each([500, 503, 408, 429])('a %i is not kept: the key is released', async (status) => {
    const { store, log } = fakeStore();
    await idempotent({ store, owner, key: 'k', hash: 'h', refuse }, async () => ({ status, headers: {}, body: '{}' }));
    expect(log).toEqual(['release']);
  });

  it('an error that escapes records nothing: the unit of work rolls the claim back with the write', async () => {
    const { store, log } = fakeStore();
    await expect(idempotent({ store, owner, key: 'k', hash: 'h', refuse }, async () => {
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(log).toEqual([]);
  });

  it('a replay returns the stored answer, marked, without running', async () => {
    const { store } = fakeStore({ outcome: 'replay', answer: { status: 201, headers: { 'content-type': 'application/json', location: '/api/x/1' }, body: '{"id":1}' } });
    let ran = false;
    const a = await idempotent({ store, owner, key: 'k', hash: 'h', refuse }, async () => ((ran = true), { status: 200, headers: {}, body: '' }));
    expect(ran).toBe(false);
    expect([a.status, a.body, a.headers.location, a.headers['Idempotency-Replayed']]).toEqual([201, '{"id":1}', '/api/x/1', 'true']);
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
