import 'reflect-metadata';
import {
  buildSchema, getNamedType, getNullableType, isListType, isObjectType, parse, specifiedRules, validate,
  type GraphQLField, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { systemClock } from '../../src/clock';
import { LIST_SIZE, limitsRule, type ListSize } from '../../src/graphql/limits';
import { createAppPubSub } from '../../src/graphql/pubsub';
import { buildAppSchema } from '../../src/modules/index';
import { HealthService } from '../../src/modules/health/health.service';

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

  it('counts objects: each list item times what it holds, or 100 items without a size; scalars are free', () => {
    // nodes(pageSize: 100) x (1 + children 100 x (1 + child 1)) = 20,100 objects > 20,000
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
    const errors = check(`{ nodes { children { child { ${Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ')} } } } }`);
    expect(errors.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED', 'GRAPHQL_LIMIT_EXCEEDED']);
    for (const e of errors) expect(e.message.length).toBeGreaterThan(0);
  });

  it('does not loop on fragment cycles (graphql reports them)', () => {
    const errors = check('{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }');
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('the application schema (contract 6: no unbounded lists)', () => {
  let app: GraphQLSchema;
  beforeAll(() => {
    // As scripts/emit-schema.ts: the schema depends only on resolver metadata.
    const health = new HealthService(async () => {}, { shuttingDown: false }, systemClock);
    app = buildAppSchema({ resolvers: new Map(), pubSub: createAppPubSub(), health });
  });
  const size = (f: GraphQLField<unknown, unknown>) => f.extensions?.[LIST_SIZE] as ListSize | undefined;
  const objectTypes = () => Object.values(app.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));

  it('declares a bound on every list field; a page list is bounded by the page size of every field returning the page', () => {
    const fields = objectTypes().flatMap((t) => Object.values(t.getFields()).map((f) => ({ owner: t.name, f })));
    const isList = (f: GraphQLField<unknown, unknown>) => isListType(getNullableType(f.type));
    // Pages: object types reached through a non-list field that declares a size (its page size argument).
    const pages = new Set(fields.filter(({ f }) => !isList(f) && size(f)).map(({ f }) => getNamedType(f.type).name));
    const unbounded = fields.filter(({ owner, f }) => isList(f) && !size(f) && !pages.has(owner)).map(({ owner, f }) => `${owner}.${f.name}`);
    const unsizedPages = fields.filter(({ f }) => !isList(f) && pages.has(getNamedType(f.type).name) && !size(f)).map(({ owner, f }) => `${owner}.${f.name}`);
    expect(unbounded).toEqual([]);
    expect(unsizedPages).toEqual([]);
    expect(pages).toEqual(new Set(['AnimalPage', 'AuditPage', 'BatchPage', 'CostPage', 'DietPage', 'FeedPage', 'HedgePage', 'PenPage', 'UserPage', 'WeighingPage']));
    // Every size argument exists on its field.
    const badArgs = fields.filter(({ f }) => size(f)?.arg && !f.args.some((a) => a.name === size(f)!.arg)).map(({ owner, f }) => `${owner}.${f.name}`);
    expect(badArgs).toEqual([]);
  });

  it('counts a list at its real size: the literal, the default when absent, the maximum for a variable', () => {
    const appCodes = (source: string) => validate(app, parse(source), [limitsRule(LIMITS)]).map((e) => e.extensions?.code);
    // 1 + pageSize 100 x (1 batch + its animals): 190 animals per batch fit in 20,000, 200 do not, whatever the fields.
    expect(appCodes('{ lotes(pageSize: 100) { items { animais(limit: 190) { id identificacao brinco sexo raca pesoEntrada } } } }')).toEqual([]);
    expect(appCodes('{ lotes(pageSize: 100) { items { animais(limit: 200) { id } } } }')).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    // Without limit: the default (100 per batch).
    expect(appCodes('{ lotes(pageSize: 100) { items { animais { id } consumosRacao { id } } } }')).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    expect(appCodes('{ lotes(pageSize: 100) { items { animais { id } } } }')).toEqual([]);
    // A variable limit counts at the maximum (10,000): even one batch page of 10 is over.
    expect(appCodes('query($n: Int!) { lotes(pageSize: 10) { items { animais(limit: $n) { id identificacao } } } }')).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    // Without pageSize, a page counts at its default (10), not at the maximum.
    expect(appCodes('{ lotes { items { animais(limit: 1000) { id } } } }')).toEqual([]);
    // Lists without a size argument count at their maximum: 1000 alerts.
    expect(appCodes('{ alertasPreco { id tipo valorAlvo fonte ativo criadoEm } }')).toEqual([]);
    // Every REST document fits: a batch's 10,000 animals are 10,001 objects.
    expect(appCodes('query($loteId: ID!) { animaisByLote(loteId: $loteId, limit: 10000) { id identificacao brinco sexo raca pesoEntrada dataEntrada status loteId loteCodigo } }')).toEqual([]);
  });
});
