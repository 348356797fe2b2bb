import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { startConsumoSuite, path, type ConsumoSuite } from '../helpers/consumo-racao';
import { loteBody } from '../helpers/lote';
import { racaoBody } from '../helpers/racao';
import { countStatements } from '../helpers/statements';

/*
 * Issue 37, item 7: what each write path sends to the database, BEGIN and COMMIT included, is no more than before the
 * unit of work (one transaction per write, the Idempotency-Key's claim and answer inside it). BEFORE: the counts of
 * the code before it, measured with this counter on commit b932d5c (postgres.js sends one more statement per request).
 */
const BEFORE: Record<string, Record<'pglite' | 'postgres', number>> = {
  'POST /api/racoes': { pglite: 4, postgres: 5 },
  'POST /api/racoes with a key': { pglite: 7, postgres: 8 },
  'PUT /api/racoes/:id': { pglite: 4, postgres: 5 },
  'POST consumos-racao': { pglite: 6, postgres: 7 },
  'POST consumos-racao with a key': { pglite: 9, postgres: 10 },
  'DELETE consumos-racao/:id': { pglite: 4, postgres: 5 },
  'POST /api/lotes': { pglite: 7, postgres: 8 },
  'GraphQL createRacao': { pglite: 4, postgres: 5 },
  'GraphQL updateRacao + createLote': { pglite: 8, postgres: 10 },
};

describe('statements per write (issue 37)', () => {
  let s: ConsumoSuite;
  let loteId: string;
  beforeAll(async () => {
    s = await startConsumoSuite();
    loteId = await s.makeLote(s.a.id);
  });
  afterAll(() => s.t.close());

  // The caller's active-user check is cached a few seconds per instance: whether it runs is not the write's.
  const USERS = /from "users"/;
  const count = (fn: () => Promise<unknown>) => countStatements(s.t, fn, USERS);
  const expectStatus = async (p: Promise<{ status: number }>, status: number) => expect((await p).status).toBe(status);
  const keyed = () => ({ 'Idempotency-Key': randomUUID() });
  const feedId = () => s.feed.id;

  const scenarios: [string, () => Promise<unknown>][] = [
    ['POST /api/racoes', () => expectStatus(s.api.post('/api/racoes', racaoBody(), s.admin), 201)],
    ['POST /api/racoes with a key', () => expectStatus(s.api.call('POST', '/api/racoes', { token: s.admin, body: racaoBody(), headers: keyed() }), 201)],
    ['PUT /api/racoes/:id', () => expectStatus(s.api.put(`/api/racoes/${feedId()}`, racaoBody({ quantidadeKg: 900000 }), s.admin), 200)],
    ['POST consumos-racao', () => expectStatus(s.api.post(path(loteId), s.body(), s.admin), 201)],
    ['POST consumos-racao with a key', () => expectStatus(s.api.call('POST', path(loteId), { token: s.admin, body: s.body(), headers: keyed() }), 201)],
    ['DELETE consumos-racao/:id', async () => {
      const made = await s.create(loteId);
      await count(async () => undefined); // the creation's audit row flushed before counting
      return { made };
    }],
    ['POST /api/lotes', () => expectStatus(s.api.post('/api/lotes', loteBody(), s.admin), 201)],
    ['GraphQL createRacao', async () => {
      const r = await s.api.gql('mutation C($input: FeedInput!) { createRacao(input: $input) { id } }', { input: racaoBody() }, s.admin);
      expect(r.errors).toBeUndefined();
    }],
    ['GraphQL updateRacao + createLote', async () => {
      const r = await s.api.gql('mutation U($id: ID!, $input: FeedInput!, $lote: LoteInput!) { updateRacao(id: $id, input: $input) { id } createLote(input: $lote) { id } }',
        { id: feedId(), input: racaoBody({ quantidadeKg: 800000 }), lote: loteBody() }, s.admin);
      expect(r.errors).toBeUndefined();
    }],
  ];

  it.each(scenarios)('%s: no more statements than before', async (name, run) => {
    let n: number;
    if (name === 'DELETE consumos-racao/:id') {
      const { made } = (await run()) as { made: { id: string } };
      n = await count(() => expectStatus(s.api.call('DELETE', path(loteId, made.id), { token: s.admin }), 204));
    } else {
      await run(); // warm: the first run of a route compiles its document
      n = await count(run);
    }
    const before = BEFORE[name][s.t.app.database.kind];
    console.log(`statements ${s.t.app.database.kind} ${name}: ${n} (before: ${before})`);
    expect(n).toBeLessThanOrEqual(before);
  });
});
