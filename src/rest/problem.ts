import type { Response } from 'express';
import { toProblem, type ErrorCode, type FieldErrors } from '../errors';

/** Writes an RFC 9457 problem+json response: the one place /api errors are rendered. */
export function sendProblem(
  res: Response,
  err: { code: ErrorCode; message: string; errors?: FieldErrors },
  extraHeaders: Record<string, string> = {},
): void {
  const problem = toProblem(err, String(res.getHeader('X-Request-Id') ?? ''));
  if (problem.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  // A 503 says when to try again (the guard sets its own; a cancelled statement or a lost connection: 1 s).
  if (problem.status === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '1');
  res.status(problem.status).type('application/problem+json; charset=utf-8').send(JSON.stringify(problem));
}
