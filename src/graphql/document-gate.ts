import {
  GraphQLError, Kind, Lexer, parse, Source, TokenKind, validate,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode, type ValidationRule,
} from 'graphql';
import { setNewest } from '../bounded';

/** What one GraphQL document may cost before graphql's own validation runs on it (issue 25). */
export type DocumentBounds = {
  /** The limits rule (src/graphql/limits.ts): definitions, depth, aliases, cost. */
  limits: ValidationRule;
  maxDepth: number;
  /** Parsing stops here with a syntax error. */
  maxTokens: number;
  /** Validation stops after this many errors. */
  maxErrors: number;
  /** Field nodes that may share one response path, fragments expanded. */
  maxSamePath: number;
};

const sameError = (path: string, n: number, max: number) =>
  new GraphQLError(`${n} campos respondem em "${path}": o limite e ${max}`, { extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED' } });

class TooWide {
  constructor(readonly path: string, readonly count: number) {}
}

/**
 * Field nodes sharing one response path (`{ a { x } a { x } }`: two at `a`, two at `a.x`), fragments expanded, at most
 * `max`. graphql's rule that fields of one path can be merged compares every pair of them, and the sub-selections of
 * each pair: with a few thousand same-named fields that is most of a second. Bounding the nodes per path bounds the
 * pairs; the depth is already bounded (the limits rule runs alongside), and a group of one field is checked once.
 */
class SamePaths {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly expanded = new Map<SelectionSetNode, Map<string, FieldNode[]>>();
  private readonly open = new Set<string>();
  private readonly checked = new Set<SelectionSetNode>();

  constructor(document: DocumentNode, private readonly max: number, private readonly maxDepth: number) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  check(sets: SelectionSetNode[], path: string, depth: number): void {
    if (depth > this.maxDepth || sets.length === 0) return;
    if (sets.length === 1) {
      if (this.checked.has(sets[0])) return;
      this.checked.add(sets[0]);
    }
    const merged = new Map<string, FieldNode[]>();
    for (const set of sets) for (const [name, fields] of this.expand(set, path)) this.push(merged, name, fields, path);
    for (const [name, fields] of merged) {
      this.check(fields.flatMap((f) => (f.selectionSet ? [f.selectionSet] : [])), join(path, name), depth + 1);
    }
  }

  private push(into: Map<string, FieldNode[]>, name: string, fields: readonly FieldNode[], path: string): void {
    const list = into.get(name) ?? [];
    if (list.length + fields.length > this.max) throw new TooWide(join(path, name), list.length + fields.length);
    list.push(...fields);
    into.set(name, list);
  }

  // The fields of a selection set by response name, through inline fragments and fragment spreads; once per set.
  private expand(set: SelectionSetNode, path: string): Map<string, FieldNode[]> {
    const known = this.expanded.get(set);
    if (known) return known;
    const out = new Map<string, FieldNode[]>();
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) this.push(out, sel.alias?.value ?? sel.name.value, [sel], path);
      else if (sel.kind === Kind.INLINE_FRAGMENT) for (const [k, v] of this.expand(sel.selectionSet, path)) this.push(out, k, v, path);
      else {
        const frag = this.fragments.get(sel.name.value);
        if (!frag || this.open.has(frag.name.value)) continue; // cycles are graphql's own rules' to report
        this.open.add(frag.name.value);
        try {
          for (const [k, v] of this.expand(frag.selectionSet, path)) this.push(out, k, v, path);
        } finally {
          this.open.delete(frag.name.value);
        }
      }
    }
    this.expanded.set(set, out);
    return out;
  }
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * Each operation's first response path with more than `max` fields. A walk of the selection sets alone: it needs no
 * types, so it runs before graphql's validation, which walks every node with its TypeInfo.
 */
function samePathErrors(document: DocumentNode, max: number, maxDepth: number): GraphQLError[] {
  const paths = new SamePaths(document, max, maxDepth);
  const errors: GraphQLError[] = [];
  for (const op of document.definitions) {
    if (op.kind !== Kind.OPERATION_DEFINITION) continue;
    try {
      paths.check([op.selectionSet], '', 1);
    } catch (e) {
      if (!(e instanceof TooWide)) throw e;
      errors.push(sameError(e.path, e.count, max));
    }
  }
  return errors;
}

/** `syntaxError`: graphql's own syntax error (over /graphql Apollo answers it, re-parsing within the same bound). */
export type Gated = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[]; syntaxError: boolean };

/**
 * A client's document, parsed within the token bound and checked by the cheap, linear rules (definitions, depth,
 * aliases, cost, fields per response path) before graphql's own rules see it: those are quadratic in places, so a
 * document they would take long over is refused first.
 */
export function gateDocument(schema: GraphQLSchema, bounds: DocumentBounds, source: string): Gated {
  const scanned = scan(source, bounds.maxTokens, MAX_NESTING);
  if (scanned === 'syntax') return { errors: [syntaxOf(source, bounds.maxTokens)], syntaxError: true };
  if (scanned) return { errors: [new GraphQLError(scanned, { extensions: { code: 'BAD_REQUEST' } })], syntaxError: false };
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: bounds.maxTokens });
  } catch (e) {
    return { errors: [e instanceof GraphQLError ? e : syntaxOf(source, bounds.maxTokens)], syntaxError: true };
  }
  const unused = unusedFragment(document);
  if (unused) return { errors: [unusedError(unused)], syntaxError: false };
  // Fields per response path first: a walk of the selection sets, where the limits rule walks every node with
  // graphql's TypeInfo, which a document refused for its width need not pay for (550 copies of a field: 14 ms of 17).
  const wide = samePathErrors(document, bounds.maxSamePath, bounds.maxDepth);
  if (wide.length > 0) return { errors: wide.slice(0, bounds.maxErrors), syntaxError: false };
  const errors = validate(schema, document, [bounds.limits], { maxErrors: bounds.maxErrors });
  return errors.length > 0 ? { errors, syntaxError: false } : { document };
}

const unusedError = (name: string) =>
  new GraphQLError(`Fragmento "${name}" nao e usado por nenhuma operacao`, { extensions: { code: 'BAD_REQUEST' } });

/**
 * The first fragment no operation reaches (graphql's NoUnusedFragments, which it reports only alongside its other
 * rules): the cheap rules walk from the operations, so an unused fragment was seen first by graphql's own, quadratic
 * ones (4,900 fields in one took 120-340 ms of CPU before the refusal). One pass over the document, each fragment's
 * spreads collected once. Operations are all walked by the cheap rules, so none is unused to the gate.
 */
function unusedFragment(document: DocumentNode): string | undefined {
  const spreads = new Map<string, string[]>();
  const roots: string[] = [];
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) spreads.set(d.name.value, spreadsIn(d.selectionSet));
    else if (d.kind === Kind.OPERATION_DEFINITION) roots.push(...spreadsIn(d.selectionSet));
  }
  const used = new Set<string>();
  for (let name = roots.pop(); name !== undefined; name = roots.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    roots.push(...(spreads.get(name) ?? []));
  }
  for (const name of spreads.keys()) if (!used.has(name)) return name;
  return undefined;
}

/** Names spread anywhere in a selection set (nesting bounded by MAX_NESTING before parsing). */
function spreadsIn(set: SelectionSetNode, out: string[] = []): string[] {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FRAGMENT_SPREAD) out.push(sel.name.value);
    else if (sel.selectionSet) spreadsIn(sel.selectionSet, out);
  }
  return out;
}

/**
 * `gateDocument` with the documents that passed remembered by their exact text. Clients send the same few documents
 * again and again, and lexing, parsing and checking a page's query cost about as much CPU as running it (bench feeds
 * page). Refusals are not remembered (a hostile client could fill the memory with them, and they end the request
 * anyway); at most `maxDocuments` passes of at most `maxLength` characters each, the least recently used forgotten
 * first.
 */
export function rememberingGate(schema: GraphQLSchema, bounds: DocumentBounds, maxDocuments = 500, maxLength = 8192): (source: string) => Gated {
  const passed = new Map<string, DocumentNode>();
  return (source) => {
    const known = passed.get(source);
    const gated: Gated = known ? { document: known } : gateDocument(schema, bounds, source);
    if (gated.document && source.length <= maxLength) setNewest(passed, source, gated.document, maxDocuments);
    return gated;
  };
}

/**
 * Brackets (`{`, `[`, `(`) open at once. The parser recurses per level, and the depth limit does not see inside
 * introspection fields (`__type { ofType { ofType ... } }`) nor argument values: without this, 1,600 levels within
 * the token bound took 50 ms, and a few thousand overflowed the parser's stack. The standard introspection query
 * opens 10 at most; a query within the depth limit, with arguments, far fewer than 64.
 */
export const MAX_NESTING = 64;

/**
 * One pass of graphql's own lexer before parsing: the tokens (at most `maxTokens`) and the nesting. A bad document
 * is refused here without being parsed: over the token bound or the nesting (a message), or not lexable ('syntax').
 */
function scan(source: string, maxTokens: number, maxNesting: number): string | 'syntax' | undefined {
  const lexer = new Lexer(new Source(source));
  let depth = 0;
  try {
    for (let n = 0, token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++n > maxTokens) return `Documento GraphQL com mais de ${maxTokens} tokens`;
      if (OPEN.has(token.kind) && ++depth > maxNesting) return `Documento GraphQL aninhado demais: mais de ${maxNesting} niveis`;
      if (CLOSE.has(token.kind)) depth--;
    }
  } catch {
    return 'syntax';
  }
  return undefined;
}

const OPEN = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSE = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

const syntaxOf = (source: string, maxTokens: number): GraphQLError => {
  try {
    parse(source, { maxTokens });
  } catch (e) {
    if (e instanceof GraphQLError) return e;
  }
  return new GraphQLError('Documento GraphQL invalido', { extensions: { code: 'BAD_REQUEST' } });
};
