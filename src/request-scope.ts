import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code running for one request (an HTTP request, a graphql-ws operation) knows of it without being handed
 * it: its id, which every log line carries (src/logger.ts), and, from its turn at the database on, whether a
 * statement of it may have committed (`mayCommit`, src/db/guard.ts; undefined before that turn: nothing tracked).
 * and, for a write, its unit of work (`unit`, src/db/unit-of-work.ts): the one transaction its statements share and
 * what runs after it commits.
 * One AsyncLocalStorage for all: each one a process holds adds work to every promise it creates.
 */
export type RequestScope = { readonly reqId: string; mayCommit?: boolean; turn?: HeldTurn; unit?: UnitOfWork };

/** A write's unit of work: its transaction once a statement opened it, and the callbacks to run after its commit. */
export type UnitOfWork = { open?: Promise<OpenedUnit>; after: (() => unknown)[]; kept?: (() => Promise<unknown>)[]; ended?: boolean; steps?: number };

/** An open transaction: its driver session and client (typed where they are used) and how it ends. */
export type OpenedUnit = { session: unknown; client: unknown; end(ok: boolean): Promise<void> };

/** The request's turn at the database, given back while its body arrives (`withoutTurn`, src/db/guard.ts). */
export type HeldTurn = { release(): void; retake(): Promise<'ok' | 'down' | 'full' | 'timeout' | 'gone'> };

export const requestScope = new AsyncLocalStorage<RequestScope>();
