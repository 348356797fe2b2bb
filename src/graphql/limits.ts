import {
  BREAK, GraphQLError, getNamedType, isListType, getNullableType, Kind,
  type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type GraphQLField, type SelectionSetNode,
  type ValidationContext, type GraphQLOutputType, type GraphQLCompositeType, isObjectType, isInterfaceType,
} from 'graphql';

/** `maxDefinitions`: operations and fragments in one document (unbounded when absent). */
export type Limits = { maxDepth: number; maxAliases: number; maxCost: number; maxDefinitions?: number };

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED' } });

/**
 * The bound of a list field, declared on the field (extension `listSize`, see `MaxItems` in paging.ts): at most
 * `max` items; with `arg`, as many as that argument asks (its default when absent, `max` when it is a variable,
 * since validation does not see variable values). On a field returning one object (a page, a batch's projection),
 * it is the rows the field reads or computes whatever is selected of them, and it bounds the list inside (`items`).
 */
export type ListSize = { max: number; arg?: string };
export const LIST_SIZE = 'listSize';

// Fields without a declaration (none in the application's schema; a unit test holds that): their literal page
// size / limit argument, else this.
const DEFAULT_LIST_SIZE = 100;
const SIZE_ARGS = ['pageSize', 'limit', 'first'];

/** What a selection set holds, below and including itself: its deepest level (1 = the set itself), aliases, cost. */
type Walk = { depth: number; aliases: number; cost: number };

// Counts saturate here: a fragment spread many times over multiplies them, and Infinity times a zero page size
// would be NaN, which compares below every limit.
const CAP = 1e15;
const sat = (n: number) => (n > CAP ? CAP : n);

/** The literal page size / limit argument of a field, if any. */
function sizeArg(node: FieldNode): number | undefined {
  for (const arg of node.arguments ?? []) {
    if (SIZE_ARGS.includes(arg.name.value) && arg.value.kind === Kind.INT) return Number(arg.value.value);
  }
  return undefined;
}

/** How many items the selected field may return, from its declared ListSize; undefined when it declares none. */
export function declaredSize(def: GraphQLField<unknown, unknown> | undefined, node: FieldNode): number | undefined {
  const size = def?.extensions?.[LIST_SIZE] as ListSize | undefined;
  if (!size) return undefined;
  if (!size.arg) return size.max;
  const given = node.arguments?.find((a) => a.name.value === size.arg)?.value;
  if (given?.kind === Kind.INT) return Math.min(size.max, Math.max(0, Number(given.value)));
  if (given) return size.max;
  const byDefault = def!.args.find((a) => a.name === size.arg)?.defaultValue;
  return typeof byDefault === 'number' ? Math.min(size.max, byDefault) : size.max;
}

/**
 * The walk of one document. Each fragment is walked once per page size it inherits (its result is remembered), so
 * the walk is linear in the document however often a fragment is spread: re-expanding it at every use made a
 * 1 KB document of 24 fragment levels, each spread twice, take seconds. A fragment spread inside itself (a cycle,
 * which graphql's own rules report) counts as empty.
 */
class DocumentWalk {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly done = new Map<string, Walk>();
  private readonly open = new Set<string>();

  constructor(private readonly ctx: ValidationContext) {
    for (const d of ctx.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  // `inherited`: a page field's size (`racoes(pageSize: 10)`) bounds the list inside it (`items`).
  set(set: SelectionSetNode, parent: GraphQLCompositeType | undefined, inherited?: number): Walk {
    const acc: Walk = { depth: 1, aliases: 0, cost: 0 };
    const add = (w: Walk, deeper: number) => {
      acc.depth = Math.max(acc.depth, w.depth + deeper);
      acc.aliases = sat(acc.aliases + w.aliases);
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.alias) acc.aliases = sat(acc.aliases + 1);
        const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : {};
        const def: GraphQLField<unknown, unknown> | undefined = fields[sel.name.value];
        // The cost is the number of objects the answer may hold: one per object field, one per item of a list of
        // objects (times what each item holds). Scalars cost nothing: their number is bounded by the schema and the
        // alias limit, while objects are rows read. So a REST document returning a whole list also fits over /graphql.
        // An object declaring a size costs at least that many rows: a projection computes its days whether or not
        // they are selected (issue 33).
        if (sel.selectionSet && def) {
          const type: GraphQLOutputType = getNullableType(def.type);
          const own = declaredSize(def, sel) ?? sizeArg(sel);
          const list = isListType(type);
          const child = this.set(sel.selectionSet, getNamedType(def.type) as GraphQLCompositeType, list ? undefined : own);
          add(child, 1);
          const cost = list ? (own ?? inherited ?? DEFAULT_LIST_SIZE) * (1 + child.cost) : 1 + Math.max(own ?? 0, child.cost);
          acc.cost = sat(acc.cost + cost);
        }
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const t = sel.typeCondition ? this.type(sel.typeCondition.name.value) : parent;
        const inner = this.set(sel.selectionSet, t, inherited);
        add(inner, 0);
        acc.cost = sat(acc.cost + inner.cost);
      } else {
        const inner = this.fragment(sel.name.value, inherited);
        add(inner, 0);
        acc.cost = sat(acc.cost + inner.cost);
      }
    }
    return acc;
  }

  private fragment(name: string, inherited: number | undefined): Walk {
    const key = `${name}\u0000${inherited ?? ''}`;
    const known = this.done.get(key);
    if (known) return known;
    const frag = this.fragments.get(name);
    if (!frag || this.open.has(name)) return { depth: 0, aliases: 0, cost: 0 };
    this.open.add(name);
    const w = this.set(frag.selectionSet, this.type(frag.typeCondition.name.value), inherited);
    this.open.delete(name);
    this.done.set(key, w);
    return w;
  }

  private type(name: string): GraphQLCompositeType | undefined {
    return this.ctx.getSchema().getType(name) as GraphQLCompositeType | undefined;
  }
}

/**
 * One validation rule enforcing, per document, a bound on its definitions (operations and fragments) and, per
 * operation, depth, alias and estimated-cost limits. A document over the definition bound is not walked further.
 */
export function limitsRule(limits: Limits) {
  return (ctx: ValidationContext): ASTVisitor => {
    let walk: DocumentWalk | undefined;
    return {
      Document(doc) {
        if (limits.maxDefinitions === undefined || doc.definitions.length <= limits.maxDefinitions) return;
        ctx.reportError(limitError(`${doc.definitions.length} definicoes excedem o limite de ${limits.maxDefinitions} por documento`));
        return BREAK;
      },
      OperationDefinition(op) {
        walk ??= new DocumentWalk(ctx);
        const { depth, aliases, cost } = walk.set(op.selectionSet, ctx.getSchema().getRootType(op.operation) ?? undefined);
        if (depth > limits.maxDepth) ctx.reportError(limitError(`Profundidade ${depth} excede o limite de ${limits.maxDepth}`));
        if (aliases > limits.maxAliases) ctx.reportError(limitError(`${aliases} aliases excedem o limite de ${limits.maxAliases}`));
        if (cost > limits.maxCost) ctx.reportError(limitError(`Custo estimado ${cost} excede o limite de ${limits.maxCost}`));
        return false; // its selections were walked here
      },
    };
  };
}
