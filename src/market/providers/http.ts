import { ProviderUnavailable, type ProviderId } from '../market.model';

export type HttpOptions = { provider: ProviderId; timeoutMs: number; maxBytes?: number };

/**
 * GET a JSON document from a market source, treating everything unusual as unavailability:
 * timeouts (including a slow drip of the body), redirects (never followed), non-2xx, bodies over
 * the size cap and malformed JSON.
 */
export async function getJson(url: string, opts: HttpOptions): Promise<unknown> {
  const maxBytes = opts.maxBytes ?? 2 * 1024 * 1024;
  const fail = (reason: string) => new ProviderUnavailable(opts.provider, reason);
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let res: Response;
  try {
    res = await send(url, signal);
  } catch (e) {
    throw fail((e as Error).name === 'TimeoutError' ? 'timeout' : 'connection failed');
  }
  if (res.status < 200 || res.status >= 300) {
    await res.body?.cancel().catch(() => {});
    throw fail(`HTTP ${res.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw fail('response too large');
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof ProviderUnavailable) throw e;
    throw fail((e as Error).name === 'TimeoutError' ? 'timeout' : 'body read failed');
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw fail('malformed JSON');
  }
}

// A kept-alive connection that the server closes as idle just as our request reaches it fails with a reset before any
// answer: the server read nothing, so the GET is sent again (RFC 9110 9.2.2), on a new connection, within the same
// timeout. Seen under CPU load: the client's idle timer (coarse, started late by a busy event loop) let it reuse a
// connection at the instant the helper's 5 s keepAliveTimeout closed it, and a sync lost whole contracts (issue 37).
// A refused connection or a timeout is not retried. Three attempts: a pool may hold more than one such connection.
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const ATTEMPTS = 3;

async function send(url: string, signal: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { redirect: 'manual', signal, headers: { accept: 'application/json' } });
    } catch (e) {
      const code = ((e as Error).cause as { code?: string } | undefined)?.code;
      if (attempt === ATTEMPTS || signal.aborted || !code || !RESET_CODES.has(code)) throw e;
    }
  }
}

/** The fields of a JSON object; anything else (null, a scalar) has none, so every field reads as missing. */
export function fieldsOf(v: unknown): Readonly<Record<string, unknown>> {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
}

/** A finite number >= 0; a missing field is 0 (contract 3.2); anything else is a provider failure. */
export function nonNegative(v: unknown, provider: ProviderId, field: string): number {
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new ProviderUnavailable(provider, `invalid ${field}`);
  return n;
}

/** A price must be present and > 0. */
export function price(v: unknown, provider: ProviderId, field: string): number {
  const n = nonNegative(v, provider, field);
  if (n <= 0) throw new ProviderUnavailable(provider, `invalid ${field}`);
  return n;
}

/** `time` as ISO 8601 or epoch seconds. */
export function instant(v: unknown, provider: ProviderId, field = 'time'): Date {
  const d = typeof v === 'number' ? new Date(v * 1000) : typeof v === 'string' ? new Date(/^\d+$/.test(v) ? Number(v) * 1000 : v) : null;
  if (!d || Number.isNaN(d.getTime())) throw new ProviderUnavailable(provider, `invalid ${field}`);
  return d;
}
