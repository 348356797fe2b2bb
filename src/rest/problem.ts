import type { ServerResponse } from 'node:http';
import { toProblem, type ErrorCode, type FieldErrors } from '../errors';
import { sendBody } from './exchange';

/** Writes an RFC 9457 problem+json response: the one place /api errors are rendered. */
export function sendProblem(
  res: ServerResponse,
  err: { code: ErrorCode; message: string; errors?: FieldErrors },
  extraHeaders: Record<string, string> = {},
): void {
  const problem = toProblem(err, String(res.getHeader('X-Request-Id') ?? ''));
  if (problem.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  // A 503 says when to try again (the guard sets its own; a cancelled statement or a lost connection: 1 s).
  if (problem.status === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '1');
  sendBody(res, problem.status, 'application/problem+json; charset=utf-8', JSON.stringify(problem));
}
