import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getOperationAST, type DocumentNode } from 'graphql';
import { AppError } from '../errors';
import { boundedJson } from '../validation';
import type { Claim, IdempotencyStore, KeyOwner, StoredAnswer } from '../modules/idempotencia/idempotencia.store';

/**
 * Idempotency-Key (docs/decisions.md, "Idempotency-Key"): a client that repeats a write after losing its answer
 * sends the same key and gets the first answer instead of a second write. Shared by /api and POST /graphql.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** 1 to 128 visible ASCII characters (a UUID fits; nothing a log line or a header could be broken with). */
const KEY_FORMAT = /^[\x21-\x7e]{1,128}$/;

/** The request's key: undefined without the header, an AppError (400) when malformed or repeated. */
export function idempotencyKeyOf(req: IncomingMessage): string | AppError | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && KEY_FORMAT.test(raw)) return raw;
  return new AppError('BAD_REQUEST', 'Idempotency-Key invalida: de 1 a 128 caracteres ASCII visiveis');
}

/**
 * What makes two requests "the same": method, path, query and body (uploads: the file's name and bytes), as the
 * JSON text of `[method, path, query, body]`. It runs before the body's checks, so a body nested too deep to
 * stringify is hashed cut at the bound (MAX_JSON_DEPTH), then refused 400.
 */
export function requestHash(method: string, path: string, query: string, body: unknown): string {
  const text = `${JSON.stringify([method, path, query]).slice(0, -1)},${boundedJson(body ?? null).text}]`;
  return createHash('sha256').update(text).digest('hex');
}

// Headers of an answer that belong to its content; the rest (request id, rate-limit counters) are the retry's own.
const REPLAYED_HEADERS = ['content-type', 'location', 'content-disposition'];

/**
 * Whether an answer is final and so kept for the key: a 5xx (the outcome is unknown or the service failed), a 408
 * (the body never arrived) and a 429 (try later) are not: the key is released and a retry runs again.
 */
export const isFinalStatus = (status: number) => status < 500 && status !== 408 && status !== 429;

export type Refuse = (error: AppError, headers?: Record<string, string>) => void;

export type Idempotent = {
  store: IdempotencyStore;
  owner: KeyOwner;
  key: string;
  hash: string;
  /** Renders a refusal in the transport's error shape (problem+json, GraphQL errors). */
  refuse: Refuse;
  /** Whether the answer written is final (kept for the key); by default its status decides. */
  isFinal?: (answer: StoredAnswer) => boolean;
};

/** The answer to a key already used, or the refusal: what a claim that did not win means. */
function answerLost(res: ServerResponse, claim: Exclude<Claim, { outcome: 'claimed' }>, refuse: Refuse): void {
  if (claim.outcome === 'mismatch') {
    return refuse(new AppError('IDEMPOTENCY_KEY_REUSED', 'Esta Idempotency-Key ja foi usada com outra requisicao'));
  }
  if (claim.outcome === 'running') {
    return refuse(new AppError('IDEMPOTENCY_KEY_IN_USE', 'Uma requisicao com esta Idempotency-Key ainda esta em andamento'), { 'Retry-After': '1' });
  }
  const { status, headers, body } = claim.answer;
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Idempotency-Replayed', 'true');
  if (body) res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Runs `run` (which writes the whole answer with one `res.end`) at most once per key: the first request claims the
 * key, and its answer, when final, is stored before the client receives it, so a retry arriving right after the
 * answer finds it. Without a final answer the key is released. Others get the stored answer, 422 or 409.
 */
export async function idempotent(res: ServerResponse, x: Idempotent, run: () => Promise<void>): Promise<void> {
  const claim = await x.store.claim(x.owner, x.key, x.hash);
  if (claim.outcome !== 'claimed') return answerLost(res, claim, x.refuse);
  const isFinal = x.isFinal ?? ((a: StoredAnswer) => isFinalStatus(a.status));
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  let settled = false;
  const keep = (chunk: unknown): Promise<void> => {
    const body = chunk === undefined || chunk === null ? '' : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    const headers: Record<string, string> = {};
    for (const h of REPLAYED_HEADERS) {
      const v = res.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    const answer = { status: res.statusCode, headers, body };
    return isFinal(answer) ? x.store.finish(x.owner, x.key, answer) : x.store.release(x.owner, x.key);
  };
  // The answer leaves only once its fate is recorded; a failure to record still sends it (the key then stays
  // running until its lease ends, see RUNNING_LEASE_SECONDS).
  res.end = ((chunk?: unknown) => {
    settled = true;
    res.end = end as typeof res.end;
    void keep(chunk).catch(() => undefined).finally(() => end(chunk));
    return res;
  }) as typeof res.end;
  try {
    await run();
  } finally {
    // Nothing was written (the client left, an error escaped to the transport's own handler): no final answer.
    if (!settled) {
      res.end = end as typeof res.end;
      await x.store.release(x.owner, x.key).catch(() => undefined);
    }
  }
}

/** A POST /graphql body whose operation is a mutation (a key on a query, or on a body that does not parse, is ignored). */
export function isMutationBody(body: unknown, parse: (query: string) => DocumentNode): boolean {
  const b = body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof b?.query !== 'string') return false;
  try {
    return getOperationAST(parse(b.query), typeof b.operationName === 'string' ? b.operationName : undefined)?.operation === 'mutation';
  } catch {
    return false;
  }
}

/** A GraphQL answer (always 200 with errors inside) is final unless an error carries a status that is not. */
export function isFinalGraphqlAnswer(answer: StoredAnswer): boolean {
  if (!isFinalStatus(answer.status)) return false;
  try {
    const parsed = JSON.parse(answer.body) as { errors?: { extensions?: { status?: unknown } }[] };
    return (parsed.errors ?? []).every((e) => typeof e.extensions?.status !== 'number' || (isFinalStatus(e.extensions.status) && e.extensions.status !== 401));
  } catch {
    return false;
  }
}
