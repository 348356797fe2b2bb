import { setMaxListeners } from 'node:events';
import { createPubSub, filter, pipe } from '@graphql-yoga/subscription';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type GraphQLError } from 'graphql';
import pino from 'pino';
import { Role } from '../../src/auth/actor';
import type { ActiveUser } from '../../src/graphql/context';
import { Fanout, MAX_BUFFERED_BYTES, SLOW_CONSUMER, Subscriber, type FrameSocket } from '../../src/graphql/fanout';
import { SocketSessions } from '../../src/graphql/socket-sessions';

// A schema shaped like the service's subscriptions: the event is the root value, fields resolve from it. `tick` is
// shared across users (as quoteUpdated), `mine` is filtered by the subscriber (as notificationAdded).
type Event = { tenantId: string | null; userId?: string; value: number };
let executions = 0;
let openSources = 0;
const target = new EventTarget();
setMaxListeners(0, target);
const pubsub = createPubSub<{ T: [Event] }>({ eventTarget: target as any });
const counted = (source: AsyncIterable<Event>): AsyncIterable<Event> => {
  openSources++;
  const it = source[Symbol.asyncIterator]();
  return { [Symbol.asyncIterator]: () => ({ next: () => it.next(), return: async () => (openSources--, it.return!()) }) };
};
const schema = makeExecutableSchema({
  typeDefs: `type Query { ok: Boolean }
    type Tick { value: Int! scaled: Int! }
    type Subscription { tick(factor: Int): Tick! mine: Tick! broken: Tick! slow: Tick! }`,
  resolvers: {
    Subscription: {
      tick: { subscribe: () => counted(pubsub.subscribe('T')), resolve: (e: Event) => (executions++, e) },
      mine: {
        subscribe: (_r: unknown, _a: unknown, ctx: any) => counted(pipe(pubsub.subscribe('T'), filter((e: Event) => e.userId === ctx.actor.userId))),
        resolve: (e: Event) => (executions++, e),
      },
      slow: { subscribe: () => counted(pubsub.subscribe('T')), resolve: async (e: Event) => (await new Promise((r) => setTimeout(r, 30)), e) },
      broken: { subscribe: () => counted(pubsub.subscribe('T')), resolve: () => { throw new Error('secret detail'); } },
    },
    Tick: { scaled: (e: Event, _a: unknown, _c: unknown, info: any) => e.value * (info.variableValues.factor ?? 1) },
  },
});

const actor = (userId: string, role = Role.Gerente, tenantId = 't1') => ({ userId, tenantId, role, email: '', nome: '' });
const silent = pino({ level: 'silent' });
const tick = 'subscription($factor: Int) { tick(factor: $factor) { value scaled } }';

function socket(): FrameSocket & { frames: string[]; closed?: [number, string] } {
  return {
    frames: [], readyState: 1, bufferedAmount: 0,
    send(data) { this.frames.push(data); },
    close(code, reason) { this.closed = [code, reason]; (this as { readyState: number }).readyState = 3; },
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((r) => setImmediate(r));

describe(Fanout.name, () => {
  let lookup: (ids: string[]) => Promise<Map<string, ActiveUser>>;
  let sessions: SocketSessions;
  let fanout: Fanout;
  let subscribers: Subscriber[];

  beforeEach(() => {
    executions = 0;
    subscribers = [];
    lookup = async () => new Map();
    sessions = new SocketSessions((ids) => lookup(ids), silent, 60_000);
    fanout = new Fanout({ sessions, formatError: (e: GraphQLError) => ({ message: `formatted: ${e.message}` }), sharedAcrossUsers: new Set(['tick']) });
  });
  afterEach(async () => {
    await Promise.all(subscribers.map((s) => s.return()));
    sessions.stop();
    expect(fanout.size).toEqual({ groups: 0, members: 0 });
    expect(openSources).toBe(0);
  });

  async function join(who: ReturnType<typeof actor>, query = tick, variableValues: Record<string, unknown> = {}, expiresAt = Date.now() + 60_000) {
    const ws = socket();
    const started = await fanout.subscribe({ schema, document: parse(query), contextValue: { actor: who }, variableValues });
    if (!(started instanceof Subscriber)) throw new Error(JSON.stringify(started));
    const session = sessions.open(ws, who, expiresAt);
    fanout.attach(started, ws, `sub-${subscribers.length}`, session);
    subscribers.push(started);
    return { ws, sub: started, session };
  }

  async function publish(event: Event) {
    await flush(); // every group's pump waits for the event
    pubsub.publish('T', event);
    await flush();
  }

  it('a shared field reaches 50 subscribers of every user and tenant of one role with one execution and one source', async () => {
    const all = [];
    for (let i = 0; i < 50; i++) all.push(await join(actor(`u${i}`, Role.Gerente, `t${i % 3}`)));
    expect(fanout.size).toEqual({ groups: 1, members: 50 });
    expect(openSources).toBe(1);
    await publish({ tenantId: null, value: 7 });
    expect(executions).toBe(1);
    all.forEach(({ ws }, i) => expect(ws.frames).toEqual([`{"id":"sub-${i}","type":"next","payload":{"data":{"tick":{"value":7,"scaled":7}}}}`]));
  });

  it('other variables, another role or another document form their own groups, each with its own answer', async () => {
    const subs = [
      await join(actor('a')), await join(actor('b')),
      await join(actor('c'), tick, { factor: 3 }),
      await join(actor('d', Role.Operador)),
      await join(actor('e'), 'subscription { tick { value } }'),
    ];
    expect(fanout.size).toEqual({ groups: 4, members: 5 });
    await publish({ tenantId: null, value: 5 });
    expect(executions).toBe(4);
    expect(subs.map(({ ws }) => JSON.parse(ws.frames[0]).payload.data)).toEqual([
      { tick: { value: 5, scaled: 5 } }, { tick: { value: 5, scaled: 5 } }, { tick: { value: 5, scaled: 15 } },
      { tick: { value: 5, scaled: 5 } }, { tick: { value: 5 } },
    ]);
  });

  it("any other field is shared only between one user's sockets, filtered by that user", async () => {
    const mine = 'subscription { mine { value } }';
    const [a1, a2, b] = [await join(actor('a'), mine), await join(actor('a'), mine), await join(actor('b'), mine)];
    expect(fanout.size).toEqual({ groups: 2, members: 3 });
    await publish({ tenantId: 't1', userId: 'a', value: 1 });
    expect(executions).toBe(1);
    expect([a1.ws.frames.length, a2.ws.frames.length, b.ws.frames.length]).toEqual([1, 1, 0]);
  });

  it('a shared field name under a directive does not make a per-user subscription shared', async () => {
    const sneaky = 'subscription { tick @skip(if: true) { value } mine { value } }';
    const [a, b] = [await join(actor('a', Role.Gerente, 't1'), sneaky), await join(actor('b', Role.Gerente, 't2'), sneaky)];
    expect(fanout.size).toEqual({ groups: 2, members: 2 });
    await publish({ tenantId: 't1', userId: 'a', value: 1 });
    expect([a.ws.frames.length, b.ws.frames.length]).toEqual([1, 0]);
  });

  it('an event executing when a subscriber joins is not sent to it', async () => {
    const slow = 'subscription { slow { value } }';
    const early = await join(actor('a'), slow);
    await publish({ tenantId: null, value: 1 }); // executing for 30 ms
    const late = await join(actor('a'), slow);
    await new Promise((r) => setTimeout(r, 60));
    expect([early.ws.frames.length, late.ws.frames.length]).toEqual([1, 0]);
  });

  it('resolver errors are formatted once, for every member', async () => {
    const [x, y] = [await join(actor('a'), 'subscription { broken { value } }'), await join(actor('b'), 'subscription { broken { value } }')];
    await publish({ tenantId: null, value: 1 });
    for (const { ws } of [x, y]) expect(JSON.parse(ws.frames[0]).payload).toEqual({ data: null, errors: [{ message: 'formatted: secret detail' }] });
  });

  it('a member that leaves gets nothing more; the last one to leave closes the source', async () => {
    const [x, y] = [await join(actor('a')), await join(actor('b'))];
    const pending = x.sub.next();
    expect(await x.sub.return()).toEqual({ done: true, value: undefined });
    expect(await pending).toEqual({ done: true, value: undefined });
    await publish({ tenantId: null, value: 2 });
    expect([x.ws.frames.length, y.ws.frames.length]).toEqual([0, 1]);
    await y.sub.return();
    expect(fanout.size).toEqual({ groups: 0, members: 0 });
    expect(openSources).toBe(0);
  });

  it('an event racing the re-check of a deactivated user waits for it, is dropped, and the socket closes with 4401', async () => {
    const answer = deferred<Map<string, ActiveUser>>();
    const { ws } = await join(actor('a'));
    await publish({ tenantId: null, value: 1 });
    lookup = () => answer.promise;
    sessions.userChanged('a'); // the deactivation is announced; its re-check is in flight
    await publish({ tenantId: null, value: 2 });
    expect(ws.frames).toHaveLength(1);
    answer.resolve(new Map());
    await flush();
    expect(ws.frames).toHaveLength(1);
    expect(ws.closed).toEqual([4401, 'Sessao revogada']);
  });

  it('events held by a re-check that keeps the user are sent afterwards, in order, before later ones', async () => {
    const answer = deferred<Map<string, ActiveUser>>();
    const who = actor('a');
    const { ws } = await join(who);
    lookup = () => answer.promise;
    sessions.userChanged('a');
    await publish({ tenantId: null, value: 1 });
    await publish({ tenantId: null, value: 2 });
    answer.resolve(new Map([['a', { id: 'a', tenantId: who.tenantId, role: who.role, email: '', nome: '' }]]));
    await flush();
    await publish({ tenantId: null, value: 3 });
    expect(ws.frames.map((f) => JSON.parse(f).payload.data.tick.value)).toEqual([1, 2, 3]);
    expect(ws.closed).toBeUndefined();
  });

  it('a delivery never overtakes one still waiting for a check', async () => {
    const { ws, sub } = await join(actor('a'));
    const check = deferred<boolean>();
    let ready = false;
    const stub = { deliverableNow: () => ready, deliverable: () => check.promise } as unknown as SocketSessions;
    sub.deliver('1', stub); // waits for the check
    ready = true;
    sub.deliver('2', stub); // could go at once, but 1 is ahead of it
    expect(ws.frames).toEqual([]);
    check.resolve(true);
    await flush();
    expect(ws.frames.map((f) => JSON.parse(f).payload)).toEqual([1, 2]);
  });

  it('nothing is sent after the token expires; the socket is closed with 4401', async () => {
    const { ws } = await join(actor('a'), tick, {}, Date.now() + 30);
    await new Promise((r) => setTimeout(r, 60));
    await publish({ tenantId: null, value: 1 });
    expect(ws.frames).toEqual([]);
    expect(ws.closed).toEqual([4401, 'Token expirado']);
  });

  it('a subscriber that stopped reading is closed instead of buffered for', async () => {
    const [slow, fast] = [await join(actor('a')), await join(actor('b'))];
    (slow.ws as { bufferedAmount: number }).bufferedAmount = MAX_BUFFERED_BYTES + 1;
    await publish({ tenantId: null, value: 1 });
    expect(slow.ws.frames).toEqual([]);
    expect(slow.ws.closed).toEqual([SLOW_CONSUMER, expect.any(String)]);
    expect(fast.ws.frames).toHaveLength(1);
  });

  it('a subscription that cannot start answers its errors', async () => {
    const result = await fanout.subscribe({ schema, document: parse('subscription { nope }'), contextValue: { actor: actor('a') } });
    expect(result).toEqual(expect.objectContaining({ errors: [expect.anything()] }));
  });

  it('a subscriber that ends before it is attached closes its own source', async () => {
    const started = await fanout.subscribe({ schema, document: parse(tick), contextValue: { actor: actor('a') } });
    expect(openSources).toBe(1);
    await (started as Subscriber).return();
    expect(openSources).toBe(0);
  });
});
