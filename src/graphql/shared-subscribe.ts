import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Context } from './context';
import { isAsyncIterable } from './socket-sessions';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * graphql-ws's `subscribe`: graphql-js's own, except that subscribers of the same document and variables, with the
 * same role, share the execution of each event. A quote published to 1,000 dashboards is executed once per distinct
 * subscription, not 1,000 times (issue 7/8, fan-out).
 *
 * Events are shared only within their scope: a global event (`tenantId: null`, market quotes) between every
 * subscriber of the same role; any other event only between the sockets of one user. Events are the payload objects
 * the pub/sub hands to every listener, so a WeakMap keyed by the event forgets them with the event.
 */
export async function sharedSubscribe(args: ExecutionArgs): Promise<ExecutionResult | AsyncGenerator<ExecutionResult>> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source; // the errors of a subscription that could not start
  const actor = (args.contextValue as Context | undefined)?.actor;
  const base = `${actor?.role ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${print(args.document)}`;
  // graphql-js's event stream is an async generator (it has return()), typed as an iterable.
  return mapEvents(source as AsyncGenerator<unknown>, (event) => {
    if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
    const global = (event as { tenantId?: unknown }).tenantId === null;
    const key = global ? base : `${actor?.tenantId}/${actor?.userId}\u0000${base}`;
    let byKey = executions.get(event);
    if (!byKey) executions.set(event, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = execute({ ...args, rootValue: event })));
    return result;
  });
}

const executions = new WeakMap<object, Map<string, Result>>();


/**
 * The source's events mapped through `fn`. Not an async generator: `return()` must reach the source at once, even
 * while a `next()` waits for an event (an unsubscribed socket would otherwise keep its listener until one came).
 */
function mapEvents(source: AsyncGenerator<unknown>, fn: (event: unknown) => Result): AsyncGenerator<ExecutionResult> {
  const step = async (r: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> =>
    (r.done ? { done: true, value: undefined } : { done: false, value: await fn(r.value) });
  const mapped: AsyncGenerator<ExecutionResult> = {
    next: () => source.next().then(step),
    return: () => source.return(undefined).then(() => ({ done: true, value: undefined })),
    throw: (e?: unknown) => source.throw(e).then(step),
    [Symbol.asyncIterator]: () => mapped,
    [Symbol.asyncDispose]: async () => void (await source.return(undefined)),
  };
  return mapped;
}
