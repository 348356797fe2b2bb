import { startTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(() => t.close());

const post = (query: string) => fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

// A document of several operations that names none has no operation to run: a client error, whatever its kind
// (the executor decides from the operation whether a unit of work is opened).
it('several operations without operationName is a 400, not a 500', async () => {
  for (const query of ['query A { __typename }\nquery B { __typename }', 'mutation A { __typename }\nquery B { __typename }']) {
    const r = await post(query);
    const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect([r.status, body.errors?.[0]?.extensions?.code]).toEqual([400, expect.not.stringMatching(/^INTERNAL$/)]);
  }
});
