import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code running for one request (an HTTP request, a graphql-ws operation) knows of it without being handed
 * it: its id, which every log line carries (src/logger.ts), and, from its turn at the database on, whether a
 * statement of it may have committed (`mayCommit`, src/db/guard.ts; undefined before that turn: nothing tracked).
 * One AsyncLocalStorage for both: each one a process holds adds work to every promise it creates.
 */
export type RequestScope = { readonly reqId: string; mayCommit?: boolean; turn?: HeldTurn };

/** The request's turn at the database, given back while its body arrives (`withoutTurn`, src/db/guard.ts). */
export type HeldTurn = { release(): void; retake(): Promise<'ok' | 'down' | 'full' | 'timeout' | 'gone'> };

export const requestScope = new AsyncLocalStorage<RequestScope>();
