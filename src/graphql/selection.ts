import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = Record<string, FragmentDefinitionNode>;

/** The fields of a selection set, through inline fragments and named ones (each named fragment read once). */
function fieldsOf(set: SelectionSetNode | undefined, fragments: Fragments, out: FieldNode[] = [], seen = new Set<string>()): FieldNode[] {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) out.push(s);
    else if (s.kind === Kind.INLINE_FRAGMENT) fieldsOf(s.selectionSet, fragments, out, seen);
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      fieldsOf(fragments[s.name.value]?.selectionSet, fragments, out, seen);
    }
  }
  return out;
}

/**
 * The names of the fields a query selects under `child` of the field being resolved (every alias of it, through
 * fragments; `@skip`/`@include` ignored, so a superset), sorted, without meta fields such as `__typename`. A resolver
 * that can build less than its whole answer asks this rather than building fields nobody reads.
 */
export function selectedUnder(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, child: string): string[] {
  const children = info.fieldNodes.flatMap((n) => fieldsOf(n.selectionSet, info.fragments)).filter((f) => f.name.value === child);
  const names = children.flatMap((c) => fieldsOf(c.selectionSet, info.fragments)).map((f) => f.name.value);
  return [...new Set(names.filter((n) => !n.startsWith('__')))].sort();
}
