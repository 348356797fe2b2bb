import type { ServerResponse } from 'node:http';
import { toProblem, type ErrorCode, type FieldErrors } from '../errors';
import { bodyAnswer, send, type Answer } from './exchange';

/** An RFC 9457 problem+json answer: the one place /api errors are rendered. `reqId` goes into the body. */
export function problemAnswer(
  err: { code: ErrorCode; message: string; errors?: FieldErrors },
  reqId: string,
  extraHeaders: Record<string, string> = {},
): Answer {
  const problem = toProblem(err, reqId);
  const headers: Record<string, string> = problem.status === 401 ? { 'WWW-Authenticate': 'Bearer', ...extraHeaders } : { ...extraHeaders };
  // A 503 says when to try again (the guard sets its own; a cancelled statement or a lost connection: 1 s).
  if (problem.status === 503 && !headers['Retry-After']) headers['Retry-After'] = '1';
  return bodyAnswer(problem.status, 'application/problem+json; charset=utf-8', JSON.stringify(problem), headers);
}

/** Writes a problem+json response (see `problemAnswer`). */
export function sendProblem(
  res: ServerResponse,
  err: { code: ErrorCode; message: string; errors?: FieldErrors },
  extraHeaders: Record<string, string> = {},
): void {
  const retry = res.getHeader('Retry-After');
  send(res, problemAnswer(err, String(res.getHeader('X-Request-Id') ?? ''), retry === undefined ? extraHeaders : { 'Retry-After': String(retry), ...extraHeaders }));
}
