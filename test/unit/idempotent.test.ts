import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Claim, IdempotencyStore, StoredAnswer } from '../../src/modules/idempotencia/idempotencia.store';
import { idempotent, isFinalGraphqlAnswer, isFinalStatus } from '../../src/rest/idempotency';

// The Idempotency-Key wrapper over a fake response and store: which answers are kept, and that a kept answer is
// stored before the client gets it.
function fakeRes() {
  const headers = new Map<string, string>();
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200, ended: null as string | null,
    setHeader: (k: string, v: string) => void headers.set(k.toLowerCase(), String(v)),
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    end(chunk?: string) { this.ended = chunk ?? ''; return this; },
  });
  return { res, headers };
}

function fakeStore(claim: Claim = { outcome: 'claimed' }) {
  const log: string[] = [];
  const store = {
    claim: async () => claim,
    finish: async (_o: unknown, _k: string, a: StoredAnswer) => void log.push(`finish ${a.status} ${a.body}`),
    release: async () => void log.push('release'),
  };
  return { store: store as unknown as IdempotencyStore, log };
}

const owner = { tenantId: 't', userId: 'u' };
const refuse = () => { throw new Error('not refused here'); };

describe('idempotent()', () => {
  it('stores a final answer before it is sent', async () => {
    const { res } = fakeRes();
    const { store, log } = fakeStore();
    await idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => {
      res.statusCode = 201;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"id":1}');
      // end() was intercepted: nothing left before the row was written.
      expect(res.ended).toBeNull();
    });
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['finish 201 {"id":1}']);
    expect(res.ended).toBe('{"id":1}');
  });

  it.each([500, 503, 408, 429])('a %i is not kept: the key is released', async (status) => {
    const { res } = fakeRes();
    const { store, log } = fakeStore();
    await idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => {
      res.statusCode = status;
      res.end('{}');
    });
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['release']);
  });

  it('nothing written (an error escaped): the key is released', async () => {
    const { res } = fakeRes();
    const { store, log } = fakeStore();
    await expect(idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => {
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(log).toEqual(['release']);
  });

  it('a replay writes the stored answer, marked, without running', async () => {
    const { res, headers } = fakeRes();
    const { store } = fakeStore({ outcome: 'replay', answer: { status: 201, headers: { 'content-type': 'application/json', location: '/api/x/1' }, body: '{"id":1}' } });
    let ran = false;
    await idempotent(res as unknown as ServerResponse, { store, owner, key: 'k', hash: 'h', refuse }, async () => { ran = true; });
    expect(ran).toBe(false);
    expect([res.statusCode, res.ended, headers.get('location'), headers.get('idempotency-replayed')]).toEqual([201, '{"id":1}', '/api/x/1', 'true']);
  });

  it('final answers: 2xx-4xx but 408 and 429; on GraphQL, no error with 401, 408, 429 or 5xx', () => {
    expect([200, 201, 204, 400, 403, 404, 422].every(isFinalStatus)).toBe(true);
    expect([408, 429, 500, 502, 503].some(isFinalStatus)).toBe(false);
    const gql = (status?: number) => ({ status: 200, headers: {}, body: JSON.stringify(status ? { errors: [{ extensions: { status } }] } : { data: {} }) });
    expect(isFinalGraphqlAnswer(gql())).toBe(true);
    expect(isFinalGraphqlAnswer(gql(400))).toBe(true);
    expect([401, 408, 429, 503].map((s) => isFinalGraphqlAnswer(gql(s)))).toEqual([false, false, false, false]);
  });
});
