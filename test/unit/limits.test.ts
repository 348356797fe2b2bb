import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { limitsRule } from '../../src/graphql/limits';

// CONTRACT 6: depth <= 10, aliases <= 15; cost bounded (GRAPHQL_MAX_COST default 20000).
const LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 20000 };

// A recursive schema: the application's schema has no cycle deep enough to reach the limit.
const schema = buildSchema(`
  type Node { id: ID! name: String child: Node children(limit: Int): [Node!]! }
  type Page { items: [Node!]! totalCount: Int! }
  type Query { node: Node nodes(pageSize: Int): [Node!]! page(pageSize: Int): Page! }
`);

const check = (source: string) => validate(schema, parse(source), [...specifiedRules, limitsRule(LIMITS)]);
const codes = (source: string) => check(source).map((e) => e.extensions?.code ?? 'GRAPHQL');
const nest = (depth: number) => `{ ${'node { '.repeat(1)}${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;

describe('limitsRule', () => {
  it('allows depth 10 and rejects depth 11', () => {
    expect(codes(nest(10))).toEqual([]);
    expect(codes(nest(11))).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const frag = `fragment F on Node { child { child { child { child { child { child { child { child { id } } } } } } } } }`;
    expect(codes(`{ node { child { ...F } } } ${frag}`)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    expect(codes(`{ node { ... on Node { child { ... on Node { child { child { child { child { child { child { child { child { id } } } } } } } } } } } } }`)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
  });

  it('allows 15 aliases and rejects 16, also inside fragments', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: id`).join(' ');
    expect(codes(`{ node { ${aliases(15)} } }`)).toEqual([]);
    expect(codes(`{ node { ${aliases(16)} } }`)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    expect(codes(`{ node { ...F } } fragment F on Node { ${aliases(16)} }`)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
  });

  it('multiplies list children by their size argument, or 100 without one', () => {
    // nodes(pageSize: 100) x children (100) x 3 fields = 30,000+ > 20,000
    expect(codes('{ nodes(pageSize: 100) { children { id name child { id } } } }')).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    expect(codes('{ nodes(pageSize: 10) { children(limit: 10) { id name } } }')).toEqual([]);
    expect(codes('{ nodes { children { id } } }')).toEqual([]);
    expect(codes('{ nodes { children { id name child { id } } } }')).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
  });

  it('bounds the list inside a page by the page size', () => {
    // page(pageSize: 10) { items } counts items as 10, not 100: 10 x (1 + 100 x 3) ~ 3,000 < 20,000
    expect(codes('{ page(pageSize: 10) { items { children { id name child { id } } } } }')).toEqual([]);
    // Without a page size the items count as 100: 100 x (1 + 100 x 3) > 20,000
    expect(codes('{ page { items { children { id name child { id } } } } }')).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
  });

  it('reports each exceeded limit once, with a message', () => {
    const errors = check(`{ nodes { children { ${Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ')} } } }`);
    expect(errors.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED', 'GRAPHQL_LIMIT_EXCEEDED']);
    for (const e of errors) expect(e.message.length).toBeGreaterThan(0);
  });

  it('does not loop on fragment cycles (graphql reports them)', () => {
    const errors = check('{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }');
    expect(errors.length).toBeGreaterThan(0);
  });
});
