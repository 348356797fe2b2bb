import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { getOperationAST, Kind, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import type { Actor } from '../auth/actor';
import { accessError } from '../auth/auth-checker';
import { AppError } from '../errors';
import type { FieldAccess } from '../graphql/field-access';
import { fieldsOf } from '../graphql/selection';
import type { OperationNeeds } from '../graphql/needs';
import { boundedJson } from '../validation';
import type { Answer } from './exchange';
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

/** A write's root field as the key rule sees it: who may run it (its @Authorized roles) and what it declares (@Needs). */
export type KeyedField = { access: FieldAccess; needs: OperationNeeds };

/**
 * Whether a field's answers are kept for a key: only when it needs a caller (keys are per user; a public operation,
 * login, refresh or register, has no one to key by even when a token comes along) and neither its input nor its
 * answer holds a secret (`@Needs({ secret: true })`).
 */
export const keepsAnswers = (f: KeyedField): boolean => !f.access.public && f.needs.secret !== true;

/**
 * The owner of a keyed write's key, decided on every request, the replay of a stored answer included: undefined when
 * the answers are not kept (the request runs as if it had no key); the 401/403 a fresh request would get when the
 * caller may not run every field now (deactivated, demoted: the stored answer is not sent); else the caller.
 */
export function keyOwnerOf(actor: Actor | null, fields: readonly KeyedField[]): Actor | AppError | undefined {
  if (fields.length === 0 || !fields.every(keepsAnswers)) return undefined;
  for (const f of fields) {
    const denied = accessError(actor, f.access.public ? [] : f.access.roles);
    if (denied) return denied;
  }
  return actor ?? undefined;
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

/** A refusal in the transport's error shape (problem+json, GraphQL errors), as an answer. */
export type Refuse = (error: AppError, headers?: Record<string, string>) => Answer;

export type Idempotent = {
  store: IdempotencyStore;
  owner: KeyOwner;
  key: string;
  hash: string;
  refuse: Refuse;
  /** Whether an answer is final (kept for the key); by default its status decides. */
  isFinal?: (answer: StoredAnswer) => boolean;
};

/** The answer to a key already used, or the refusal: what a claim that did not win means. */
function answerLost(claim: Exclude<Claim, { outcome: 'claimed' }>, refuse: Refuse): Answer {
  if (claim.outcome === 'mismatch') {
    return refuse(new AppError('IDEMPOTENCY_KEY_REUSED', 'Esta Idempotency-Key ja foi usada com outra requisicao'));
  }
  if (claim.outcome === 'full') {
    return refuse(new AppError('RATE_LIMITED', 'Chaves de idempotencia demais em uso; aguarde as mais antigas expirarem'),
      { 'Retry-After': String(claim.retryAfterSeconds) });
  }
  if (claim.outcome === 'running') {
    return refuse(new AppError('IDEMPOTENCY_KEY_IN_USE', 'Uma requisicao com esta Idempotency-Key ainda esta em andamento'), { 'Retry-After': '1' });
  }
  const { status, headers, body } = claim.answer;
  return { status, headers: { ...headers, 'Idempotency-Replayed': 'true', ...(body ? { 'Content-Length': Buffer.byteLength(body) } : {}) }, body };
}

/** An answer as kept for its key: its status, the headers that belong to its content, its body as text. */
function stored(a: Answer): StoredAnswer {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(a.headers)) if (REPLAYED_HEADERS.includes(k.toLowerCase())) headers[k.toLowerCase()] = String(v);
  return { status: a.status, headers, body: Buffer.isBuffer(a.body) ? a.body.toString('utf8') : a.body };
}

/**
 * Runs `run` at most once per key, inside the request's unit of work (src/db/unit-of-work.ts): the key is claimed
 * and the final answer recorded in the write's own transaction, before it commits, so a write is never committed
 * without its answer nor an answer kept for a write that rolled back (a process killed in between loses both).
 * Without a final answer the key is let go. Others get the stored answer, 422 or 409.
 */
export async function idempotent(x: Idempotent, run: () => Promise<Answer>): Promise<Answer> {
  const claim = await x.store.claim(x.owner, x.key, x.hash);
  if (claim.outcome !== 'claimed') return answerLost(claim, x.refuse);
  const answer = await run();
  const kept = stored(answer);
  const isFinal = x.isFinal ?? ((a: StoredAnswer) => isFinalStatus(a.status));
  await (isFinal(kept) ? x.store.record(x.owner, x.key, x.hash, kept) : x.store.release(x.owner, x.key));
  return answer;
}

/**
 * The root fields of a POST /graphql body's operation when it is a mutation (through fragments at the root); undefined
 * for a query, or a body that does not parse (a key on those is ignored).
 */
export function mutationFieldsOf(body: unknown, parse: (query: string) => DocumentNode): string[] | undefined {
  const b = body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof b?.query !== 'string') return undefined;
  let doc: DocumentNode;
  try {
    doc = parse(b.query);
  } catch {
    return undefined;
  }
  const op = getOperationAST(doc, typeof b.operationName === 'string' ? b.operationName : undefined);
  if (op?.operation !== 'mutation') return undefined;
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  let unknownFragment = false;
  const names = fieldsOf(op.selectionSet, fragments, () => { unknownFragment = true; }).map((f) => f.name.value).filter((n) => !n.startsWith('__'));
  // An unknown fragment is graphql's validation error to answer: '' names no field, so the request runs unkeyed.
  return [...new Set(unknownFragment ? [...names, ''] : names)];
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
