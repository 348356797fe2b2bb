// The device side of a delta sync (issue 33, item 4): a list kept in the phone, brought up to date with the rows the
// server changed since the last sync, page by page, by the opaque cursor the server hands back (GET .../delta).
// The server may send a row twice, never skip one; merging by id makes the repeats harmless.

/** A row of a list synced by delta; once deleted, its tombstone carries deletedAt. */
export type Sincronizavel = { id: string; deletedAt?: string | null };

/** One answer of GET .../delta. */
export type Pagina<T> = { itens: T[]; cursor: string; temMais: boolean };

/** Merges a page into the rows held: a row replaces the one of its id, a tombstone removes it. */
export function mesclar<T extends Sincronizavel>(antes: readonly T[], novos: readonly T[]): T[] {
  const porId = new Map(antes.map((r) => [r.id, r]));
  for (const r of novos) {
    if (r.deletedAt) porId.delete(r.id);
    else porId.set(r.id, r);
  }
  return [...porId.values()];
}

/**
 * Brings a list up to date: asks page after page from the cursor held until the server says the pass is over, and
 * returns the rows and the cursor to keep. Without a cursor (first load, or a device that kept a timestamp of the
 * old atualizadoDesde), the list is rebuilt from the server's live rows, not merged into what was held (a first load
 * has no tombstones). A failed page throws: the caller keeps what it had, which the next sync brings up to date.
 */
export async function atualizarLista<T extends Sincronizavel>(
  buscar: (cursor: string | null) => Promise<Pagina<T>>, antes: readonly T[], cursor: string | null,
): Promise<{ itens: T[]; cursor: string }> {
  let itens: T[] = cursor ? [...antes] : [];
  let c = cursor;
  for (;;) {
    const p = await buscar(c);
    itens = mesclar(itens, p.itens);
    c = p.cursor;
    if (!p.temMais) return { itens, cursor: c };
  }
}
