import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionResult } from 'graphql';
import { sharedSubscribe } from '../../src/graphql/shared-subscribe';

// A schema shaped like the service's subscriptions: the event is the root value, fields resolve from it.
type Event = { tenantId: string | null; value: number };
let executions = 0;
const target = new EventTarget();
setMaxListeners(0, target); // 50 subscribers, as the service's own targets allow
const pubsub = createPubSub<{ T: [Event] }>({ eventTarget: target as any });
const schema = makeExecutableSchema({
  typeDefs: `type Query { ok: Boolean }
    type Tick { value: Int! scaled: Int! }
    type Subscription { tick(factor: Int): Tick! }`,
  resolvers: {
    Subscription: {
      tick: {
        subscribe: () => pubsub.subscribe('T'),
        resolve: (event: Event) => {
          executions++;
          return event;
        },
      },
    },
    Tick: { scaled: (e: Event, _a: unknown, _c: unknown, info: any) => e.value * (info.variableValues.factor ?? 1) },
  },
});

const actor = (userId: string, role = 'Gerente', tenantId = 't1') => ({ actor: { userId, tenantId, role, email: '', nome: '' } });

async function subscribe(ctx: object, query = 'subscription($factor: Int) { tick(factor: $factor) { value scaled } }', variableValues: Record<string, unknown> = {}) {
  const result = await sharedSubscribe({ schema, document: parse(query), contextValue: ctx, variableValues });
  if (!(Symbol.asyncIterator in result)) throw new Error(JSON.stringify(result));
  return result;
}

async function deliver(subs: AsyncGenerator<ExecutionResult>[], event: Event) {
  executions = 0;
  const next = subs.map((s) => s.next());
  await new Promise((r) => setImmediate(r)); // every subscriber listens before the publish
  pubsub.publish('T', event);
  return (await Promise.all(next)).map((r) => r.value as ExecutionResult);
}

describe('sharedSubscribe: one execution per event for subscribers of the same document, variables and role', () => {
  it('a global event reaches 50 subscribers of one document and role with one execution, the same data for all', async () => {
    const subs = await Promise.all(Array.from({ length: 50 }, (_, i) => subscribe(actor(`u${i}`, 'Gerente', `t${i % 3}`))));
    const results = await deliver(subs, { tenantId: null, value: 7 });
    expect(executions).toBe(1);
    for (const r of results) expect(r).toEqual({ data: { tick: { value: 7, scaled: 7 } } });
    await Promise.all(subs.map((s) => s.return(undefined)));
  });

  it('other variables, another role or another document execute separately, each with its own answer', async () => {
    const subs = [
      await subscribe(actor('a')), await subscribe(actor('b')),
      await subscribe(actor('c'), undefined, { factor: 3 }),
      await subscribe(actor('d', 'Operador')),
      await subscribe(actor('e'), 'subscription { tick { value } }'),
    ];
    const results = await deliver(subs, { tenantId: null, value: 5 });
    expect(executions).toBe(4);
    expect(results.map((r) => r.data)).toEqual([
      { tick: { value: 5, scaled: 5 } }, { tick: { value: 5, scaled: 5 } }, { tick: { value: 5, scaled: 15 } },
      { tick: { value: 5, scaled: 5 } }, { tick: { value: 5 } },
    ]);
    await Promise.all(subs.map((s) => s.return(undefined)));
  });

  it("a tenant's event is shared only between one user's sockets", async () => {
    const subs = [await subscribe(actor('a')), await subscribe(actor('a')), await subscribe(actor('b')), await subscribe(actor('c', 'Gerente', 't2'))];
    await deliver(subs, { tenantId: 't1', value: 1 });
    expect(executions).toBe(3);
    await Promise.all(subs.map((s) => s.return(undefined)));
  });

  it('a subscriber that leaves while waiting for an event is let go at once', async () => {
    const sub = await subscribe(actor('a'));
    const pending = sub.next();
    const ended = await Promise.race([sub.return(undefined), new Promise((r) => setTimeout(() => r('hung'), 1_000))]);
    expect(ended).toEqual({ done: true, value: undefined });
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('a subscription that cannot start answers its errors', async () => {
    const result = await sharedSubscribe({ schema, document: parse('subscription { nope }'), contextValue: actor('a') });
    expect(result).toEqual(expect.objectContaining({ errors: [expect.anything()] }));
  });
});
