import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { isoDay, racaoBody } from '../../helpers/bodies';

export type LoadTokens = { gerente: string; operador: string; racaoId: string };

/**
 * The mixed write load of R1/R2: valid and invalid writes (201, 200, 400, 401, 403, 404) over keep-alive
 * connections, each request with its own X-Request-Id `${prefix}-<n>`. Responded ids are collected from
 * the echoed header.
 */
export function mixedWrites(url: string, tok: LoadTokens, prefix: string, opts: { connections: number; duration: number }) {
  let n = 0;
  const responded = new Map<string, number>();
  const sent = new Set<string>();
  const json = { 'content-type': 'application/json' };
  const variants: (() => { method: string; path: string; headers: Record<string, string>; body?: string })[] = [
    () => ({ method: 'POST', path: '/api/racoes', headers: { ...json, authorization: `Bearer ${tok.gerente}` }, body: JSON.stringify(racaoBody()) }),
    () => ({ method: 'POST', path: '/api/racoes', headers: { ...json, authorization: `Bearer ${tok.gerente}` }, body: '{"custoKg":"caro"}' }),
    () => ({ method: 'PUT', path: `/api/racoes/${tok.racaoId}`, headers: { ...json, authorization: `Bearer ${tok.gerente}` }, body: JSON.stringify(racaoBody()) }),
    () => ({ method: 'POST', path: `/api/lotes/${randomUUID()}/pesagens`, headers: { ...json, authorization: `Bearer ${tok.gerente}` }, body: JSON.stringify({ data: isoDay(-1), pesoMedio: 300, quantidadeAnimais: 10 }) }),
    () => ({ method: 'POST', path: '/api/racoes', headers: json, body: JSON.stringify(racaoBody()) }),
    () => ({ method: 'DELETE', path: `/api/racoes/${randomUUID()}`, headers: { authorization: `Bearer ${tok.operador}` } }),
    () => ({ method: 'POST', path: '/api/precos-mercado', headers: { ...json, authorization: `Bearer ${tok.gerente}` }, body: '{"precoArroba":-1}' }),
    () => ({ method: 'POST', path: '/api/alertas-preco', headers: { ...json, authorization: `Bearer ${tok.operador}` }, body: JSON.stringify({ tipo: 'PrecoAbaixo', valorAlvo: 10 }) }),
  ];
  const instance = autocannon({
    url, connections: opts.connections, duration: opts.duration, pipelining: 1, timeout: 10,
    requests: [{
      setupRequest: (req: any) => {
        const i = n++;
        const v = variants[i % variants.length]();
        const id = `${prefix}-${i}`;
        sent.add(id);
        return { ...req, method: v.method, path: v.path, body: v.body, headers: { ...v.headers, 'x-request-id': id } };
      },
      onResponse: (status: number, _body: string, _ctx: unknown, headers: Record<string, string>) => {
        const id = headers['x-request-id'] ?? headers['X-Request-Id'] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === 'x-request-id')?.[1];
        if (id) responded.set(id, status);
      },
    } as any],
  });
  return { instance, responded, sent, done: instance as unknown as Promise<autocannon.Result> };
}

import http from 'node:http';

/** `nome`: of the feed a valid POST /api/racoes created, when it was answered 201 (R2 looks for it after the exit). */
export type Outcome = { id: string; start: number; end: number; status?: number; error?: string; reused: boolean; nome?: string };

/** One HTTP request on a keep-alive agent, classified: a status, or the socket error code. */
export function call(agent: http.Agent, base: string, method: string, path: string, headers: Record<string, string>, body?: string, timeoutMs = 15_000): Promise<Omit<Outcome, 'id'> & { body: string }> {
  const start = Date.now();
  return new Promise((resolve) => {
    const req = http.request(base + path, { method, agent, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ start, end: Date.now(), status: res.statusCode, reused: req.reusedSocket, body: text }));
      res.on('error', (e: any) => resolve({ start, end: Date.now(), error: e.code ?? e.message, reused: req.reusedSocket, body: text }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: any) => resolve({ start, end: Date.now(), error: e.code ?? e.message, reused: req.reusedSocket, body: '' }));
    req.end(body);
  });
}

/** `workers` concurrent loops of mixed writes on keep-alive sockets until `stopAt` (or a stop()). */
export function keepAliveLoad(base: string, tok: LoadTokens, prefix: string, workers: number, stopAt: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const outcomes: Outcome[] = [];
  let n = 0;
  let stopped = false;
  const json = { 'content-type': 'application/json' };
  const one = async () => {
    while (!stopped && Date.now() < stopAt) {
      const i = n++;
      const id = `${prefix}-${i}`;
      const kind = i % 4;
      const created = racaoBody();
      const r = kind === 0 ? await call(agent, base, 'POST', '/api/racoes', { ...json, authorization: `Bearer ${tok.gerente}`, 'x-request-id': id }, JSON.stringify(created))
        : kind === 1 ? await call(agent, base, 'POST', '/api/racoes', { ...json, authorization: `Bearer ${tok.gerente}`, 'x-request-id': id }, '{"nome":5}')
          : kind === 2 ? await call(agent, base, 'PUT', `/api/racoes/${tok.racaoId}`, { ...json, authorization: `Bearer ${tok.gerente}`, 'x-request-id': id }, JSON.stringify(racaoBody()))
            : await call(agent, base, 'DELETE', `/api/racoes/${randomUUID()}`, { authorization: `Bearer ${tok.operador}`, 'x-request-id': id });
      outcomes.push({ id, start: r.start, end: r.end, status: r.status, error: r.error, reused: r.reused, nome: kind === 0 && r.status === 201 ? created.nome : undefined });
      if (r.error) await new Promise((res) => setTimeout(res, 20)); // the service is going away: do not spin
    }
  };
  const done = Promise.all(Array.from({ length: workers }, one)).then(() => agent.destroy());
  return { outcomes, done, stop: () => (stopped = true) };
}
