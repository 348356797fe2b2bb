import type { Res } from './app';

// HTTP reason phrases, the problem's `title` (contract 1.1).
const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 408: 'Request Timeout',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests', 500: 'Internal Server Error',
  502: 'Bad Gateway', 503: 'Service Unavailable',
};

/** An RFC 9457 problem with exactly the contract's fields, its traceId equal to X-Request-Id. */
export function expectProblem(r: Pick<Res, 'status' | 'headers' | 'body'>, status: number, code: string) {
  expect({ status: r.status, code: r.body?.code }).toEqual({ status, code });
  expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(r.body).toEqual({
    type: 'about:blank', title: TITLES[status], status, detail: expect.any(String), code, traceId: r.headers.get('x-request-id'),
    ...(r.body.errors ? { errors: expect.any(Object) } : {}),
  });
  expect(r.body.detail.length).toBeGreaterThan(0);
}

/** A 400 VALIDATION_FAILED whose `errors` names exactly these fields, each with at least one message. */
export function expectFieldErrors(r: Pick<Res, 'status' | 'headers' | 'body'>, keys: string[]) {
  expectProblem(r, 400, 'VALIDATION_FAILED');
  expect(Object.keys(r.body.errors ?? {}).sort()).toEqual([...keys].sort());
  for (const k of keys) expect(r.body.errors[k]).toEqual(expect.arrayContaining([expect.any(String)]));
}
