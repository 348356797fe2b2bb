import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionResult } from 'graphql';
import { compileDocument, repeatedDocuments } from '../../src/graphql/compiled';

class Refused extends Error {}

const schema = makeExecutableSchema({
  typeDefs: 'type Query { item(id: ID!): Item! items: [Item!]! } type Item { id: ID! nome: String peso: Float! }',
  resolvers: {
    Query: {
      item: (_: unknown, { id }: { id: string }) => {
        if (id === 'recusado') throw new Refused('sem permissao');
        return { id, nome: `item ${id}`, peso: 1.5 };
      },
      items: async () => [{ id: '1', nome: null, peso: 2 }, { id: '2', nome: 'b', peso: 3 }],
    },
  },
});

const shape = (r: ExecutionResult) => JSON.parse(JSON.stringify(r));

describe('compiled execution (graphql-jit) answers as graphql-js does', () => {
  const doc = parse('query Q($id: ID!) { item(id: $id) { id nome peso } items { id nome } }');
  const interpreted = repeatedDocuments(schema)(doc, 'Q'); // a document's first run is interpreted
  const compiled = compileDocument(schema, doc, 'Q');

  it.each([
    ['data', { id: '7' }],
    ['a resolver error (path, locations, original error kept)', { id: 'recusado' }],
    ['bad variables (answered by graphql-js: Apollo knows its errors as 400)', {}],
    ['a variable of the wrong type', { id: { x: 1 } }],
  ])('%s', async (_name, variables) => {
    const a = await interpreted(undefined, {}, variables);
    const b = await compiled(undefined, {}, variables);
    expect(shape(b)).toEqual(shape(a));
    for (const e of b.errors ?? []) expect(e.extensions).toEqual(expect.any(Object));
    if ((variables as { id?: unknown }).id === 'recusado') expect(b.errors![0].originalError).toBeInstanceOf(Refused);
  });
});

describe('repeatedDocuments', () => {
  it('interprets a document on its first run and compiles it from the second, keeping at most maxCompiled', async () => {
    const runOf = repeatedDocuments(schema, 2);
    const docs = [1, 2, 3].map((n) => parse(`{ items { id } a${n}: item(id: "${n}") { id } }`));
    const first = docs.map((d) => runOf(d, undefined));
    const second = docs.map((d) => runOf(d, undefined));
    expect(second[0]).not.toBe(first[0]);
    expect(runOf(docs[2], undefined)).toBe(second[2]); // kept
    expect(runOf(docs[0], undefined)).not.toBe(second[0]); // dropped when the third was compiled, compiled again
    for (const [i, d] of docs.entries()) {
      expect(await runOf(d, undefined)(undefined, {}, {})).toEqual({ data: { items: [{ id: '1' }, { id: '2' }], [`a${i + 1}`]: { id: String(i + 1) } } });
    }
  });

  it('never compiles an introspection query', () => {
    const runOf = repeatedDocuments(schema);
    const d = parse('{ __schema { queryType { name } } }');
    runOf(d, undefined);
    expect(runOf(d, undefined)).not.toBe(runOf(d, undefined));
  });
});
