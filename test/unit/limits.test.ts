import 'reflect-metadata';
import {
  buildSchema, getNamedType, getNullableType, isListType, isObjectType, parse, specifiedRules, validate,
  type GraphQLField, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { systemClock } from '../../src/clock';
import { LIST_SIZE, limitsRule, type Limits, type ListSize } from '../../src/graphql/limits';
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

  it('counts an object declaring a size at least at that size, whatever is selected of it (issue 33)', () => {
    const cost = (source: string) => validate(schema, parse(source), [limitsRule({ ...LIMITS, maxCost: 0 })]).map((e) => e.message);
    // A page reads its rows for its totals alone: 1 + 50, not 1.
    expect(cost('{ page(pageSize: 50) { totalCount } }')).toEqual(['Custo estimado 51 excede o limite de 0']);
    // Its items hold more than the page size: they count, not the size twice.
    expect(cost('{ page(pageSize: 50) { items { id } } }')).toEqual(['Custo estimado 51 excede o limite de 0']);
    expect(cost('{ page(pageSize: 50) { items { child { id } } } }')).toEqual(['Custo estimado 101 excede o limite de 0']);
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

/** `levels` fragments, each spreading the one below twice: 2^levels leaves when expanded. */
const bomb = (levels: number, leaf = 'id') => {
  const frags = [`fragment F0 on Node { ${leaf} }`];
  for (let i = 1; i <= levels; i++) frags.push(`fragment F${i} on Node { ...F${i - 1} ...F${i - 1} }`);
  return `{ node { ...F${levels} } } ${frags.join(' ')}`;
};
const timed = <T>(fn: () => T) => {
  const at = process.hrtime.bigint();
  const value = fn();
  return { value, ms: Number(process.hrtime.bigint() - at) / 1e6 };
};

describe('limitsRule walks each fragment once (issue 25)', () => {
  const only = (source: string, limits: Limits = LIMITS) => validate(schema, parse(source), [limitsRule(limits)]).map((e) => e.message);

  // No time bound: a walk per spread would visit 2^200 selections here and never return (the run's hang guard fails it).
  it('a fragment spread twice at each of 24 and of 200 levels is walked once per fragment', () => {
    for (const levels of [24, 200]) expect(check(bomb(levels))).toEqual([]);
  });

  it('counts what the expansion would hold: aliases and objects of a fragment spread twice count twice', () => {
    // 4 levels: 16 copies of the leaf's alias.
    expect(only(bomb(4, 'a: id'))).toEqual(['16 aliases excedem o limite de 15']);
    expect(only(bomb(3, 'a: id'))).toEqual([]);
    // 16 copies of child (1 object each) under node: 17 objects.
    expect(only(bomb(4, 'child { id }'), { ...LIMITS, maxCost: 16 })).toEqual(['Custo estimado 17 excede o limite de 16']);
    // A fragment's depth counts at each place it is spread.
    const deep = 'fragment D on Node { child { child { child { child { id } } } } }';
    expect(only(`{ node { ...D child { child { child { child { child { ...D } } } } } } } ${deep}`)).toEqual(['Profundidade 11 excede o limite de 10']);
    expect(only(`{ node { ...D child { child { child { child { ...D } } } } } } ${deep}`)).toEqual([]);
  });

  it('a fragment inside a page counts at the page size it inherits, wherever it is spread', () => {
    const frag = 'fragment I on Page { items { children { id } } }';
    // page(pageSize: 2): 1 + 2 x (1 + 100) = 203; page(pageSize: 3): 1 + 3 x 101 = 304; both: 507.
    expect(only(`{ a: page(pageSize: 2) { ...I } b: page(pageSize: 3) { ...I } } ${frag}`, { ...LIMITS, maxCost: 506 })).toEqual(['Custo estimado 507 excede o limite de 506']);
    expect(only(`{ a: page(pageSize: 2) { ...I } b: page(pageSize: 3) { ...I } } ${frag}`, { ...LIMITS, maxCost: 507 })).toEqual([]);
  });

  it('saturates instead of overflowing: 3 spreads per level over 1,000 levels is over every limit, not NaN', () => {
    const frags = ['fragment F0 on Node { a: child { id } }'];
    for (let i = 1; i <= 1000; i++) frags.push(`fragment F${i} on Node { ...F${i - 1} ...F${i - 1} ...F${i - 1} }`);
    const messages = only(`{ nodes(pageSize: 0) { ...F1000 } } ${frags.join(' ')}`);
    expect(messages).toEqual([expect.stringMatching(/^1000000000000000 aliases/)]);
    const costly = only(`{ node { ...F1000 } } ${frags.join(' ')}`);
    expect(costly).toContainEqual('Custo estimado 1000000000000000 excede o limite de 20000');
  });

  it('many operations sharing fragments: linear, one walk of each fragment', () => {
    const source = (n: number) => `${Array.from({ length: n }, (_, i) => `query Q${i} { node { ...F24 } }`).join(' ')} ${bomb(24).replace(/^\{ node \{ \.\.\.F24 \} \} /, '')}`;
    const best = (n: number) => Math.min(...[1, 2, 3].map(() => timed(() => expect(only(source(n))).toEqual([])).ms));
    // 10x the operations against itself in the same process (no budget in ms, which a busy machine breaks): linear is
    // ~10x, rebuilding the fragments per operation was 100x. The floor absorbs noise on small timings.
    const small = best(2_000);
    expect(best(20_000)).toBeLessThan(Math.max(small, 20) * 40);
  });

  it('refuses a document with more definitions than the bound, without walking it', () => {
    const ops = (n: number) => Array.from({ length: n }, (_, i) => `query Q${i} { node { id } }`).join(' ');
    expect(only(ops(100), { ...LIMITS, maxDefinitions: 100 })).toEqual([]);
    expect(only(ops(101), { ...LIMITS, maxDefinitions: 100 })).toEqual(['101 definicoes excedem o limite de 100 por documento']);
    // A fragment counts as a definition.
    expect(only(`${ops(99)} fragment X on Node { id } fragment Y on Node { id }`, { ...LIMITS, maxDefinitions: 100 })).toHaveLength(1);
  });

  it('terminates on fragment cycles through memoized fragments', () => {
    const source = '{ node { ...A ...B ...A } } fragment A on Node { child { ...B ...A } } fragment B on Node { child { ...A ...B } }';
    expect(only(source)).toEqual([]);
    expect(check(source).map((e) => e.message)).toContainEqual(expect.stringMatching(/Cannot spread fragment "A" within itself/));
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
    // BatchProjection: every field returning a projection declares the days it computes (issue 33).
    expect(pages).toEqual(new Set(['AnimalPage', 'AuditPage', 'BatchPage', 'BatchProjection', 'CostPage', 'DietPage', 'FeedPage', 'HedgePage', 'PenPage',
      'UserPage', 'WeighingPage', 'WeighingSessionPage', 'AnimalDelta', 'BunkReadingDelta', 'SanitaryProtocolDelta']));
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

  /** The estimated cost of a document, as the rule reports it over a limit of 0. */
  const costOf = (source: string) => {
    const [error] = validate(app, parse(source), [limitsRule({ ...LIMITS, maxCost: 0 })]);
    return Number(/^Custo estimado (\d+)/.exec(error?.message ?? '')?.[1]);
  };

  // Issue 33: every list whose size comes from an argument, a date range or child rows, and every object computing
  // such a list, at the size the rule counts it; the comment gives the sum.
  it.each([
    // A projection computes 181 days per batch (dias, or the planned exit up to 180 days away), selected or not:
    // 1 + 181; its days inside count at the same 181.
    ['Query.projecaoLote', '{ projecaoLote(loteId: "x", dias: 1) { melhorDia } }', 182],
    ['BatchProjection.dias', '{ projecaoLote(loteId: "x", dias: 180) { melhorDia hedge { diaReferencia } dias { dia margem } } }', 183],
    // 1 + 100 batches x (1 + 1 + 181)
    ['Batch.projecao', '{ lotes(pageSize: 100) { items { projecao(dias: 180) { melhorDia } } } }', 18301],
    ['Batch.projecao (variable dias)', 'query($d: Int!) { lotes(pageSize: 10) { items { projecao(dias: $d) { melhorDia } } } }', 1831],
    // Lists sized by an argument: records of the last `dias` days, candles, a batch's child rows (1 + 10 x (1 + 7)).
    ['Query.precoMercadoHistorico', '{ precoMercadoHistorico(dias: 30) { data precoArroba } }', 30],
    ['Query.marketCandles', '{ marketCandles(limit: 20) { close } }', 20],
    ['Batch.animais', '{ lotes(pageSize: 10) { items { animais(limit: 7) { id } } } }', 81],
    ['Batch.pesagens (default limit 100)', '{ lote(id: "x") { pesagens { id } } }', 101],
    // A page reads its rows even for its totals: 1 + 100.
    ['Query.lotes (totals only)', '{ lotes(pageSize: 100) { totalCount } }', 101],
    // Date ranges: the statement caps the rows at the declared maximum, counted whatever the range.
    ['Query.auditLog', '{ auditLog(de: "2026-01-01T00:00:00Z", ate: "2026-12-31T00:00:00Z", pageSize: 200) { items { id } } }', 201],
    ['SalesReport.vendas', '{ relatorioVendas(de: "2026-01-01", ate: "2026-12-31") { vendas { animalId } } }', 10001],
    ['FinancialReport.lotes', '{ relatorioFinanceiro(de: "2026-01-01", ate: "2026-12-31") { lotes { custoTotal } } }', 10001],
    // Computed from a day's plan: 200 diets x (1 + 50 ingredients).
    ['Query.carregamentos', '{ carregamentos(capacidadeKg: 1000) { ingredientes { kg } } }', 10200],
    ['PriceSummary.historico', '{ precoMercadoResumo { historico { data } } }', 31],
  ])('%s counts at its real size', (_field, source, cost) => {
    expect(costOf(source)).toBe(cost);
  });

  it("refuses the issue's document: two projections of 100 batches over 180 days (36,602), one fits (18,301)", () => {
    const one = (alias: string) => `${alias}: lotes(pageSize: 100) { items { projecao(dias: 180) { melhorDia melhorMargem } } }`;
    expect(costOf(`{ ${one('a')} }`)).toBe(18301);
    const errors = validate(app, parse(`{ ${one('a')} ${one('b')} }`), [limitsRule(LIMITS)]);
    expect(errors.map((e) => [e.extensions?.code, e.message])).toEqual([['GRAPHQL_LIMIT_EXCEEDED', 'Custo estimado 36602 excede o limite de 20000']]);
  });
});
