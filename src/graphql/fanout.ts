import {
  createSourceEventStream, execute, getOperationAST, Kind, print,
  type ExecutionArgs, type ExecutionResult, type GraphQLError, type GraphQLFormattedError,
} from 'graphql';
import { requestScope } from '../request-scope';
import type { Context } from './context';
import type { SocketSession, SocketSessions } from './socket-sessions';

/** What a delivery needs of a websocket (ws's WebSocket has it). */
export type FrameSocket = { readonly readyState: number; readonly bufferedAmount: number; send(data: string): void; close(code: number, reason: string): void };

const OPEN = 1;

const isAsyncIterable = (v: unknown): v is AsyncIterable<unknown> =>
  typeof (v as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function';
// A subscriber that stopped reading is closed rather than buffered for without bound (docs/decisions.md).
export const MAX_BUFFERED_BYTES = 1024 * 1024;
export const SLOW_CONSUMER = 1013; // RFC 6455 "try again later"

type Options = {
  sessions: SocketSessions;
  formatError: (error: GraphQLError) => GraphQLFormattedError;
  /** Root subscription fields whose events and filters do not depend on who subscribes (market quotes). */
  sharedAcrossUsers: ReadonlySet<string>;
};

/**
 * Subscription delivery for graphql-ws (issue 7/8, fan-out): subscribers of the same document, variables and role
 * form a group with one source stream; each event is executed once per group, serialized once, and written to every
 * member's socket in one synchronous pass, each frame differing only by the member's subscription id.
 *
 * A group spans users only for the root fields named in `sharedAcrossUsers`; any other subscription (a user's
 * notifications, filtered by its context) groups only the sockets of one user. graphql-ws keeps the protocol:
 * `subscribe` answers errors as usual or a `Subscriber` (an iterable that never yields and ends when the client,
 * the socket or the source ends it), and its `onOperation` hook hands the socket to `attach`.
 */
export class Fanout {
  private readonly groups = new Map<string, Group>();

  constructor(private readonly options: Options) {}

  /** graphql-ws's `subscribe`: the subscriber's own source stream runs its resolver's checks (roles, arguments). */
  readonly subscribe = async (args: ExecutionArgs): Promise<ExecutionResult | Subscriber> => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source; // the errors of a subscription that could not start
    return new Subscriber(this, this.keyOf(args), args, (source as AsyncIterable<unknown>)[Symbol.asyncIterator]());
  };

  /** Joins a started subscriber to its group: from now on each event of the group is written to `socket` as `id`. */
  attach(subscriber: Subscriber, socket: FrameSocket, id: string, session: SocketSession): void {
    subscriber.bind(socket, id, session);
    const group = this.groups.get(subscriber.key);
    if (group) {
      group.members.add(subscriber);
      void subscriber.source.return?.(); // the group's source serves it
      return;
    }
    const created: Group = { key: subscriber.key, source: subscriber.source, members: new Set([subscriber]) };
    this.groups.set(created.key, created);
    void this.pump(created);
  }

  /** Live groups and their members (the unit tests check that nothing is left behind). */
  get size(): { groups: number; members: number } {
    let members = 0;
    for (const g of this.groups.values()) members += g.members.size;
    return { groups: this.groups.size, members };
  }

  leave(subscriber: Subscriber): void {
    const group = this.groups.get(subscriber.key);
    if (!group?.members.delete(subscriber) || group.members.size > 0) return;
    this.groups.delete(group.key);
    void group.source.return?.();
  }

  private keyOf(args: ExecutionArgs): string {
    const actor = (args.contextValue as Context | undefined)?.actor;
    // Shared only when the one field that runs is plainly the shared one: a directive (`@skip`, `@include`) or a
    // fragment could make another root field run under that name's key.
    const selections = getOperationAST(args.document, args.operationName)?.selectionSet.selections ?? [];
    const [only] = selections;
    const shared = selections.length === 1 && only.kind === Kind.FIELD && !only.directives?.length && this.options.sharedAcrossUsers.has(only.name.value);
    const who = shared ? '' : `${actor?.tenantId}/${actor?.userId}`;
    return `${who}\u0000${actor?.role ?? ''}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${print(args.document)}`;
  }

  /** The group's events, one at a time, until its source ends (every member then completes) or fails. */
  private async pump(group: Group): Promise<void> {
    try {
      for (;;) {
        const r = await group.source.next();
        if (r.done) break;
        await this.publish(group, r.value);
      }
      for (const m of group.members) m.finish();
    } catch (err) {
      for (const m of group.members) m.fail(err);
    } finally {
      if (this.groups.get(group.key) === group) this.groups.delete(group.key);
    }
  }

  private async publish(group: Group, event: unknown): Promise<void> {
    // Executed in a current member's context: the group shares its role (and, unless shared across users, its user).
    // The members when the event came: one who subscribes while it executes did not ask for it.
    const members = [...group.members];
    if (members.length === 0) return;
    // Logged under that member's socket id (whose context it runs in), not the publisher's request.
    const reqId = (members[0].args.contextValue as Context | undefined)?.requestId ?? 'ws';
    const text = await requestScope.run({ reqId }, async () => {
      const result = await execute({ ...members[0].args, rootValue: event });
      return JSON.stringify(result.errors ? { ...result, errors: result.errors.map(this.options.formatError) } : result);
    });
    for (const m of members) m.deliver(text, this.options.sessions);
  }
}

type Group = { key: string; source: AsyncIterator<unknown>; members: Set<Subscriber> };

/**
 * One graphql-ws subscription. As graphql-ws sees it, an async iterator whose `next()` settles only when the
 * subscription ends; its events are written by the group straight to the socket.
 */
export class Subscriber implements AsyncIterableIterator<ExecutionResult> {
  private socket?: FrameSocket;
  private head = '';
  private session?: SocketSession;
  private ended = false;
  /** Deliveries waiting for a re-check of the user, in order. */
  private tail?: Promise<void>;
  private readonly end: Promise<IteratorResult<ExecutionResult>>;
  private settle!: (r: IteratorResult<ExecutionResult> | Promise<never>) => void;

  constructor(private readonly hub: Fanout, readonly key: string, readonly args: ExecutionArgs, readonly source: AsyncIterator<unknown>) {
    this.end = new Promise((resolve) => (this.settle = resolve));
    this.end.catch(() => {}); // a failure is graphql-ws's to handle, through next()
  }

  bind(socket: FrameSocket, id: string, session: SocketSession): void {
    this.socket = socket;
    this.session = session;
    this.head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  }

  /** Writes one serialized result now, unless the user's rights are being re-checked or the token expired. */
  deliver(payload: string, sessions: SocketSessions): void {
    const session = this.session!;
    if (!this.tail && sessions.deliverableNow(session)) return this.write(payload);
    const queued: Promise<void> = (this.tail ?? Promise.resolve())
      .then(() => sessions.deliverable(session))
      .then((ok) => {
        if (ok) this.write(payload);
        if (this.tail === queued) this.tail = undefined;
      });
    this.tail = queued;
  }

  private write(payload: string): void {
    const socket = this.socket!;
    if (this.ended || socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.close(SLOW_CONSUMER, 'Subscriber too slow');
    socket.send(`${this.head}${payload}}`);
  }

  /** The source ended: graphql-ws then sends `complete`. */
  finish(): void {
    this.ended = true;
    this.settle({ done: true, value: undefined });
  }

  /** The source failed: graphql-ws closes the socket as for any failing subscription. */
  fail(err: unknown): void {
    this.ended = true;
    this.settle(Promise.reject(err));
  }

  next(): Promise<IteratorResult<ExecutionResult>> {
    return this.end;
  }

  /** The client completed the subscription or the socket went away. */
  async return(): Promise<IteratorResult<ExecutionResult>> {
    if (!this.ended) {
      this.ended = true;
      if (this.socket) this.hub.leave(this);
      else await this.source.return?.(); // never attached (the client left while it started)
      this.settle({ done: true, value: undefined });
    }
    return { done: true, value: undefined };
  }

  throw(): Promise<IteratorResult<ExecutionResult>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
