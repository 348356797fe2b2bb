import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { startSuite, type Suite } from '../helpers/suite';
import { racaoBody } from '../helpers/racao';

/*
 * Issue 37: each root field of a mutation is a step of the request's unit of work. A field that fails leaves nothing
 * behind; the fields before and after it keep what they wrote (GraphQL's serial execution), whichever comes first.
 */
describe('unit of work: mutation fields as steps', () => {
  let s: Suite;
  beforeAll(async () => {
    s = await startSuite('unit-of-work');
  });
  afterAll(() => s.t.close());

  const DOC = (order: 'ok-first' | 'failing-first') => {
    const ok = 'ok: createRacao(input: $input) { id nome }';
    const failing = 'failing: updateRacao(id: $missing, input: $input) { id }';
    return `mutation M($input: FeedInput!, $missing: ID!) { ${order === 'ok-first' ? `${ok} ${failing}` : `${failing} ${ok}`} }`;
  };
  const feedNamed = async (nome: string) => {
    const r = await s.api.get(`/api/racoes?search=${encodeURIComponent(nome)}`, s.admin);
    return (r.body.items as { nome: string }[]).filter((f) => f.nome === nome).length;
  };

  const unique = () => racaoBody({ nome: `Racao uow ${randomUUID().slice(0, 8)}` });

  // updateRacao is non-null: its error nulls the whole answer and stops the fields after it (graphql-js), yet a field
  // that ran before it keeps what it wrote (the failing one ran under a savepoint of the open transaction).
  it.each([['ok-first', 1], ['failing-first', 0]] as const)('%s: the failing field answers its error; feeds written: %i', async (order, written) => {
    const input = unique();
    const r = await s.api.gql(DOC(order), { input, missing: randomUUID() }, s.admin);
    expect(r.errors?.map((e: any) => e.extensions.code)).toEqual(['NOT_FOUND']);
    expect(await feedNamed(input.nome as string)).toBe(written);
  });

  it('a REST write that fails writes nothing', async () => {
    const input = unique();
    const r = await s.api.put(`/api/racoes/${randomUUID()}`, input, s.admin);
    expect(r.status).toBe(404);
    expect(await feedNamed(input.nome as string)).toBe(0);
  });
});
