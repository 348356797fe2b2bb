import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = Record<string, FragmentDefinitionNode>;

/**
 * The fields of a selection set, through inline fragments and named ones (each named fragment read once, so a spread
 * repeated or cycling is walked once). `unknown` hears the name of a spread fragment the document does not define.
 */
export function fieldsOf(set: SelectionSetNode | undefined, fragments: Fragments, unknown?: (name: string) => void): FieldNode[] {
  const out: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (at: SelectionSetNode | undefined): void => {
    for (const s of at?.selections ?? []) {
      if (s.kind === Kind.FIELD) out.push(s);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const fragment = fragments[s.name.value];
        if (fragment) walk(fragment.selectionSet);
        else unknown?.(s.name.value);
      }
    }
  };
  walk(set);
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
