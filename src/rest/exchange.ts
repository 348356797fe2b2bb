import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import proxyaddr from 'proxy-addr';
import typeis from 'type-is';
import type { Actor } from '../auth/actor';
import type { Context } from '../graphql/context';

/**
 * The request and response every handler of the service sees: Node's own objects, with what the service reads off
 * them once per request in `locals` (Express keeps an existing `res.locals`, so the same values reach the routes
 * Express serves). /api is served without Express's router (see `src/http/rest-api.ts`), so nothing here depends on it.
 */
export type Locals = {
  startedAt: bigint;
  /** The request target's path, undecoded, without the query. */
  path: string;
  /** The client's address, after the configured trusted proxies (TRUST_PROXY). */
  ip: string;
  /** The REST route's path pattern, for the access log. */
  route?: string;
  actor?: Actor | null;
  /** The /graphql request's context. */
  ctx?: Context;
  audited?: boolean;
  query?: Record<string, string | string[] | undefined>;
};
export type Req = IncomingMessage & { body?: unknown };
export type Res = ServerResponse & { locals: Locals };

export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

/** The raw query string, without '?'. */
export const rawQuery = (req: IncomingMessage): string => {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
};

/** The query string parsed as Express's 'simple' parser does (node:querystring), once per request. */
export function queryOf(req: IncomingMessage, res: Res): Record<string, string | string[] | undefined> {
  return (res.locals.query ??= parseQuery(rawQuery(req)));
}

/** Whether the request has a body as body-parser decides it (a Transfer-Encoding, or a Content-Length, 0 included). */
export const hasBody = (req: IncomingMessage): boolean => typeis.hasBody(req);

/** Whether the request's body has one of `types` (Content-Type, wildcards as `application/*+json`). */
export const hasType = (req: IncomingMessage, types: string[]): boolean => !!typeis(req, types);

/**
 * The client address as Express's `trust proxy` setting computes it: `true` trusts every hop, a number that many
 * hops, a string a comma-separated list of addresses, subnets or names (`loopback`, `uniquelocal`).
 */
export function clientAddress(trust: boolean | number | string): (req: IncomingMessage) => string {
  // No proxy trusted: the peer is the client (what proxy-addr answers then, without parsing X-Forwarded-For).
  if (trust === false || trust === 0 || trust === '') return (req) => req.socket.remoteAddress ?? '';
  const fn = trust === true ? () => true
    : typeof trust === 'number' ? (_a: string, i: number) => i < trust
      : proxyaddr.compile(typeof trust === 'string' ? trust.split(',').map((v) => v.trim()) : []);
  return (req) => proxyaddr(req, fn);
}

/**
 * A whole answer, decided before a byte of it is written: a write's answer is recorded for its Idempotency-Key in
 * the write's own transaction, then sent (src/rest/idempotency.ts).
 */
export type Answer = { status: number; headers: Record<string, string | number>; body: string | Buffer };

/** Writes an answer: its status, its headers, its body. */
export function send(res: ServerResponse, a: Answer): void {
  res.statusCode = a.status;
  for (const [k, v] of Object.entries(a.headers)) res.setHeader(k, v);
  res.end(a.body);
}

/** A whole answer with its Content-Type and Content-Length. */
export const bodyAnswer = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): Answer =>
  ({ status, headers: { ...headers, 'Content-Type': type, 'Content-Length': typeof body === 'string' ? Buffer.byteLength(body) : body.length }, body });

export const jsonAnswer = (status: number, data: unknown, headers?: Record<string, string>): Answer =>
  bodyAnswer(status, 'application/json; charset=utf-8', JSON.stringify(data) ?? '', headers);

/** Writes a whole answer: status, Content-Type, Content-Length and body (nothing else is set here). */
export function sendBody(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  send(res, bodyAnswer(status, type, body));
}

export const sendJson = (res: ServerResponse, status: number, data: unknown): void => send(res, jsonAnswer(status, data));
