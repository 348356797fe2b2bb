// The device side of `atualizadoDesde` (issue 28): a list kept in the phone, brought up to date with the rows the
// server changed since the last sync, instead of fetched whole each time.

/** A row of a list synced by delta: its last change and, once deleted, its tombstone's instant. */
export type Sincronizavel = { id: string; atualizadoEm: string; deletedAt?: string | null };

/** The largest instant the rows carry (ISO instants of the API compare as text); '' for none. */
export function cursor(rows: readonly Sincronizavel[], desde = ''): string {
  let m = desde;
  for (const r of rows) for (const t of [r.atualizadoEm, r.deletedAt]) if (t && t > m) m = t;
  return m;
}

/**
 * Merges a delta into the rows held: a row replaces the one of its id, a tombstone removes it. The next cursor
 * includes the tombstones' deletedAt, so a deletion already applied is not asked for again.
 */
export function mesclar<T extends Sincronizavel>(antes: readonly T[], novos: readonly T[], desde: string): { itens: T[]; desde: string } {
  const porId = new Map(antes.map((r) => [r.id, r]));
  for (const r of novos) porId.set(r.id, r);
  return { itens: [...porId.values()].filter((r) => !r.deletedAt), desde: cursor(novos, desde) };
}
