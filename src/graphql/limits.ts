import {
  GraphQLError, getNamedType, isListType, getNullableType, Kind,
  type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type GraphQLField, type SelectionSetNode,
  type ValidationContext, type GraphQLOutputType, type GraphQLCompositeType, isObjectType, isInterfaceType,
} from 'graphql';

export type Limits = { maxDepth: number; maxAliases: number; maxCost: number };

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED' } });

/**
 * The bound of a list field, declared on the field (extension `listSize`, see `MaxItems` in paging.ts): at most
 * `max` items; with `arg`, as many as that argument asks (its default when absent, `max` when it is a variable,
 * since validation does not see variable values). On a field returning a page, it bounds the page's `items`.
 */
export type ListSize = { max: number; arg?: string };
export const LIST_SIZE = 'listSize';

// Fields without a declaration (none in the application's schema; a unit test holds that): their literal page
// size / limit argument, else this.
const DEFAULT_LIST_SIZE = 100;
const SIZE_ARGS = ['pageSize', 'limit', 'first'];

type Walk = { depth: number; aliases: number; cost: number };

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

// `inherited`: a page field's size (`racoes(pageSize: 10)`) bounds the list inside it (`items`).
function walk(
  ctx: ValidationContext, set: SelectionSetNode, parent: GraphQLCompositeType | undefined, depth: number,
  fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>, acc: Walk, inherited?: number,
): number {
  acc.depth = Math.max(acc.depth, depth);
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.alias) acc.aliases++;
      const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : {};
      const def: GraphQLField<unknown, unknown> | undefined = fields[sel.name.value];
      // The cost is the number of objects the answer may hold: one per object field, one per item of a list of
      // objects (times what each item holds). Scalars cost nothing: their number is bounded by the schema and the
      // alias limit, while objects are rows read. So a REST document returning a whole list also fits over /graphql.
      if (sel.selectionSet && def) {
        const type: GraphQLOutputType = getNullableType(def.type);
        const own = declaredSize(def, sel) ?? sizeArg(sel);
        const list = isListType(type);
        const child = walk(ctx, sel.selectionSet, getNamedType(def.type) as GraphQLCompositeType, depth + 1, fragments, seen, acc, list ? undefined : own);
        cost += (list ? own ?? inherited ?? DEFAULT_LIST_SIZE : 1) * (1 + child);
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const t = sel.typeCondition ? (ctx.getSchema().getType(sel.typeCondition.name.value) as GraphQLCompositeType) : parent;
      cost += walk(ctx, sel.selectionSet, t, depth, fragments, seen, acc, inherited);
    } else {
      const frag = fragments[sel.name.value];
      if (!frag || seen.has(frag.name.value)) continue; // cycles are reported by graphql's own rules
      seen.add(frag.name.value);
      const t = ctx.getSchema().getType(frag.typeCondition.name.value) as GraphQLCompositeType;
      cost += walk(ctx, frag.selectionSet, t, depth, fragments, seen, acc, inherited);
      seen.delete(frag.name.value);
    }
  }
  return cost;
}

/** One validation rule enforcing depth, alias and estimated-cost limits on each operation. */
export function limitsRule(limits: Limits) {
  return (ctx: ValidationContext): ASTVisitor => ({
    OperationDefinition(op) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const d of ctx.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
      const root = ctx.getSchema().getRootType(op.operation);
      const acc: Walk = { depth: 0, aliases: 0, cost: 0 };
      acc.cost = walk(ctx, op.selectionSet, root ?? undefined, 1, fragments, new Set(), acc);
      if (acc.depth > limits.maxDepth) ctx.reportError(limitError(`Profundidade ${acc.depth} excede o limite de ${limits.maxDepth}`));
      if (acc.aliases > limits.maxAliases) ctx.reportError(limitError(`${acc.aliases} aliases excedem o limite de ${limits.maxAliases}`));
      if (acc.cost > limits.maxCost) ctx.reportError(limitError(`Custo estimado ${acc.cost} excede o limite de ${limits.maxCost}`));
    },
  });
}
