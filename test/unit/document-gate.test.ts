import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { gateDocument, rememberingGate, type DocumentBounds } from '../../src/graphql/document-gate';
import { limitsRule } from '../../src/graphql/limits';

// Issue 25: the cheap checks that run before graphql's own (quadratic in places) validation rules.
const schema = buildSchema(`
  type Node { id: ID! name: String child: Node }
  type Query { node(id: ID): Node }
`);
const bounds: DocumentBounds = {
  limits: limitsRule({ maxDepth: 10, maxAliases: 15, maxCost: 20000, maxDefinitions: 100 }),
  maxDepth: 10, maxTokens: 5000, maxErrors: 20, maxSamePath: 10,
};
const gate = (source: string) => {
  const g = gateDocument(schema, bounds, source);
  return g.errors ? { syntaxError: g.syntaxError, messages: g.errors.map((e) => e.message) } : 'ok';
};
const cpuMs = (fn: () => unknown) => {
  const at = process.cpuUsage();
  fn();
  const d = process.cpuUsage(at);
  return (d.user + d.system) / 1000;
};

describe('gateDocument', () => {
  it('passes ordinary documents, with fragments and repeated fields', () => {
    expect(gate('{ node { id ...F child { id } } node { name } } fragment F on Node { id name }')).toBe('ok');
  });

  it('refuses more tokens than the bound and nesting past 64 brackets without parsing; leaves syntax errors to Apollo', () => {
    expect(gate(`{ ${'node { id } '.repeat(1300)}}`)).toEqual({ syntaxError: false, messages: ['Documento GraphQL com mais de 5000 tokens'] });
    const nesting = 'Documento GraphQL aninhado demais: mais de 64 niveis';
    expect(gate(`{ node(id: ${'['.repeat(3000)}1${']'.repeat(3000)}) { id } }`)).toEqual({ syntaxError: false, messages: [nesting] });
    // Below the depth limit's sight (unknown or introspection fields) and within the token bound: still refused.
    expect(gate(`{ ${'node { '.repeat(65)}id${' }'.repeat(65)} }`)).toEqual({ syntaxError: false, messages: [nesting] });
    // 64 levels pass the gate (graphql's own rules then refuse a list where an ID goes).
    expect(gate(`{ node(id: ${'['.repeat(61)}1${']'.repeat(61)}) { id } }`)).toBe('ok');
    // graphql's own syntax errors are left to Apollo.
    expect(gate('{ node { id }')).toEqual({ syntaxError: true, messages: [expect.stringMatching(/^Syntax Error/)] });
    expect(gate('{ node { id } } \u0001')).toEqual({ syntaxError: true, messages: [expect.stringMatching(/^Syntax Error/)] });
  });

  it('refuses a fragment no operation reaches before any other rule (issue 33: graphql checked it first, quadratically)', () => {
    const unused = (name: string) => ({ syntaxError: false, messages: [`Fragmento "${name}" nao e usado por nenhuma operacao`] });
    expect(gate('{ node { ...A } } fragment A on Node { ...B } fragment B on Node { id }')).toBe('ok');
    expect(gate('query X { node { ...A } } query Y { node { id } } fragment A on Node { id }')).toBe('ok');
    expect(gate('{ node { id } } fragment U on Node { id }')).toEqual(unused('U'));
    // A cycle no operation reaches, and a fragment reached only from an unused one.
    expect(gate('{ node { id } } fragment C on Node { ...D } fragment D on Node { ...C }')).toEqual(unused('C'));
    expect(gate('{ node { ...A } } fragment A on Node { id } fragment U on Node { ...V } fragment V on Node { id }')).toEqual(unused('U'));
    // Fields the same-path bound would refuse if the fragment were used: the fragment is refused for being unused.
    expect(gate(`{ node { id } } fragment U on Query { ${'node { child { id } } '.repeat(700)}}`)).toEqual(unused('U'));
  });

  it('allows 10 fields on one response path and refuses 11, counting fragments and nested merges', () => {
    expect(gate(`{ ${'node { id } '.repeat(10)}}`)).toBe('ok');
    expect(gate(`{ ${'node { id } '.repeat(11)}}`)).toEqual({ syntaxError: false, messages: ['11 campos respondem em "node": o limite e 10'] });
    // 4 x node, each with 3 x child: 12 fields at node.child.
    expect(gate(`{ ${'node { child { id } child { id } child { id } } '.repeat(4)}}`)).toEqual({ syntaxError: false, messages: ['12 campos respondem em "node.child": o limite e 10'] });
    // A fragment spread twice at each of 24 levels is 2^24 fields at one path: refused at the fourth level.
    const frags = ['fragment F0 on Node { id }'];
    for (let i = 1; i <= 24; i++) frags.push(`fragment F${i} on Node { ...F${i - 1} ...F${i - 1} }`);
    expect(gate(`{ node { ...F24 } } ${frags.join(' ')}`)).toEqual({ syntaxError: false, messages: ['16 campos respondem em "node.id": o limite e 10'] });
  });

  it('answers every document within the token bound in a few milliseconds, where graphql alone took far longer', () => {
    const merge = `{ ${'node { child { id } } '.repeat(700)}}`;
    gate('{ node { id } }'); // warm: a running service has compiled these functions long before
    const alone = cpuMs(() => validate(schema, parse(merge), specifiedRules));
    const gated = Math.min(...[0, 1, 2].map(() => cpuMs(() => gate(merge))));
    expect(gate(merge)).toEqual({ syntaxError: false, messages: ['11 campos respondem em "node": o limite e 10'] });
    expect(gated).toBeLessThan(alone / 3);
  });
});

describe('rememberingGate', () => {
  it('answers a document that passed from memory, never a refusal, and forgets the least recently used past its bound', () => {
    const gate = rememberingGate(schema, bounds, 2);
    const a = '{ node { id name } }';
    const b = '{ node { id child { id } } }';
    const first = gate(a).document;
    expect(first).toBeDefined();
    expect(gate(a).document).toBe(first); // the same parsed document: not parsed again
    const wide = `{ ${'node { id } '.repeat(11)}}`; // 11 fields on one response path: refused
    const roomy = rememberingGate(schema, bounds);
    const refused = roomy(wide).errors;
    expect(refused).toHaveLength(1);
    expect(roomy(wide).errors).not.toBe(refused); // refusals are checked again every time
    const second = gate(b).document;
    expect(gate(a).document).toBe(first); // a is now the most recently used
    gate('{ node { name child { name } } }'); // a third pass: b (least recent) goes
    expect(gate(a).document).toBe(first);
    expect(gate(b).document).not.toBe(second);
  });

  it('does not remember a document longer than its bound', () => {
    const gate = rememberingGate(schema, bounds, 500, 10);
    const a = '{ node { id name } }';
    expect(gate(a).document).not.toBe(gate(a).document);
  });
});
