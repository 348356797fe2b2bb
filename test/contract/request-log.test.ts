import { createClient } from 'graphql-ws';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { createLogger } from '../../src/logger';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { racaoBody } from '../helpers/racao';
import { alerted, sleep } from '../helpers/sockets';

/**
 * Issue 26: every line logged while serving a request carries its id (`reqId`), whatever logs it: the access line,
 * an internal error on /api, on /graphql and on a graphql-ws operation, a push delivery started by the request.
 * The service's own logger (src/logger.ts) writes into `lines`; each request is sent alone and its lines are
 * those written from its start until its access line (and a little after, for work it started).
 */
const lines: string[] = [];
let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({}, { logger: createLogger('info', { write: (l: string) => void lines.push(l) }) });
  api = client(t.url);
  // A feed named "boom" fails in the database with an error the catalog does not know: an internal error, logged.
  await t.app.database.rows(sql.raw(`create function log_test_boom() returns trigger language plpgsql as $$
    begin if new.nome = 'boom' then raise exception 'boom'; end if; return new; end $$`));
  await t.app.database.rows(sql.raw('create trigger log_test_boom before insert on racoes for each row execute function log_test_boom()'));
});
afterAll(() => t.close());

const parsed = (from: number) => lines.slice(from).map((l) => JSON.parse(l) as { reqId?: string; msg: string });

/** The lines of one request: sent with `id`, until its access line, plus 100 ms for what it started. */
async function linesOf(id: string, send: (headers: Record<string, string>) => Promise<unknown>) {
  const from = lines.length;
  await send({ 'x-request-id': id });
  // Until its access line is written, however long a loaded machine takes (jest's timeout is the hang guard).
  while (!parsed(from).some((l) => l.msg === 'request' && l.reqId === id)) await sleep(10);
  await sleep(100);
  return parsed(from);
}

it('an internal error on /api and its access line carry the request id', async () => {
  const { tenant } = await alerted(t, api, 'log-rest');
  const got = await linesOf('log-rest-1', (headers) =>
    api.call('POST', '/api/racoes', { body: racaoBody({ nome: 'boom' }), token: tenant.users.Gerente.token, headers }));
  expect(got.map((l) => l.msg)).toEqual(expect.arrayContaining(['internal error', 'request']));
  expect(got.filter((l) => l.reqId !== 'log-rest-1')).toEqual([]);
});

it('an internal GraphQL error on /graphql carries the request id', async () => {
  const { tenant } = await alerted(t, api, 'log-gql');
  const query = 'mutation($input: FeedInput!) { createRacao(input: $input) { id } }';
  const got = await linesOf('log-gql-1', (headers) =>
    api.call('POST', '/graphql', { body: { query, variables: { input: racaoBody({ nome: 'boom' }) } }, token: tenant.users.Gerente.token, headers }));
  expect(got.map((l) => l.msg)).toEqual(expect.arrayContaining(['internal GraphQL error', 'request']));
  expect(got.filter((l) => l.reqId !== 'log-gql-1')).toEqual([]);
});

it('a push delivery started by a request logs with its id', async () => {
  const { tenant, owner, fire } = await alerted(t, api, 'log-push');
  await fire(); // the alert's first crossing, before there is a device to push to
  expect((await api.post('/api/auth/device-token', { token: 'log-push-device', platform: 'android' }, owner.token)).status).toBe(200);
  await sleep(200);
  const from = lines.length;
  const got = await linesOf('log-push-1', (headers) =>
    api.call('POST', '/api/precos-mercado', { body: { data: '2032-01-01', precoArroba: 40 }, token: tenant.users.Admin.token, headers }));
  await linesOf('log-push-2', (headers) =>
    api.call('POST', '/api/precos-mercado', { body: { data: '2032-01-02', precoArroba: 160 }, token: tenant.users.Admin.token, headers }));
  const all = parsed(from);
  const push = all.filter((l) => l.msg === 'push (log provider)');
  expect(push.length).toBeGreaterThan(0);
  expect(push.every((l) => l.reqId === 'log-push-2')).toBe(true);
  expect(got.filter((l) => l.reqId !== 'log-push-1')).toEqual([]);
  expect(all.filter((l) => l.reqId !== 'log-push-1' && l.reqId !== 'log-push-2')).toEqual([]);
});

it('a graphql-ws operation logs with its socket id', async () => {
  const { tenant } = await alerted(t, api, 'log-ws');
  const feed = await api.post('/api/racoes', racaoBody({ nome: 'Racao ws' }), tenant.users.Gerente.token);
  await t.app.database.rows(sql.raw('alter table racoes rename column nome to nome_quebrado'));
  const from = lines.length;
  const ws = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
    connectionParams: { Authorization: `Bearer ${tenant.users.Gerente.token}` },
  });
  try {
    const result = await new Promise<any>((resolve, reject) => {
      ws.subscribe({ query: `{ racao(id: "${feed.body.id}") { id nome } }` }, { next: resolve, error: reject, complete: () => {} });
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    await sleep(100);
  } finally {
    await ws.dispose();
    await t.app.database.rows(sql.raw('alter table racoes rename column nome_quebrado to nome'));
  }
  const got = parsed(from);
  expect(got.map((l) => l.msg)).toContain('internal GraphQL error');
  expect(got.filter((l) => !/^ws-[0-9a-f-]{36}$/.test(l.reqId ?? ''))).toEqual([]);
  expect(new Set(got.map((l) => l.reqId)).size).toBe(1);
});
