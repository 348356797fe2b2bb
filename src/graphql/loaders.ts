/**
 * Rows grouped under their keys, in the keys' order, in one pass over the rows: the result shape of a DataLoader
 * batch function. (Filtering the rows once per key costs keys x rows: 100 batches x 20,000 animals.)
 */
export function groupByKey<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k)!);
}

/** The fields of a subquery under the keys of the selection it was built from (to select from a LATERAL subquery). */
export function columnsOf<S extends object, K extends string>(subquery: S, selection: Record<K, unknown>): { [P in K]: P extends keyof S ? S[P] : never } {
  const sq = subquery as Record<string, unknown>;
  return Object.fromEntries(Object.keys(selection).map((k) => [k, sq[k]])) as { [P in K]: P extends keyof S ? S[P] : never };
}
