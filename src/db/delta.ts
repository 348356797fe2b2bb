import { and, asc, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { fieldError } from '../errors';
import type { Db } from './client';

// A device's delta sync by a commit-ordered cursor (issue 33, item 4). Rows are walked in (txid, id) order, txid
// being the transaction that last wrote the row (migration 0026). A timestamp cursor loses rows: now() is the
// transaction's start, so a row stamped earlier can commit after a reader has moved past its stamp. A transaction id
// below the reader's snapshot xmin can no longer commit; one at or above it may still be in flight, invisible now
// and visible later with an id the cursor has passed. So a walk (a pass over the batch, in pages) never trusts ids
// past the lowest xmin it met: when it ends, the next pass starts again from that xmin. Rows sent twice are merged
// by id on the device; no row is skipped. Invariant of a cursor: every row version the device lacks lies after
// `apos`, or has a txid >= `proximo`. A page keeps it: a row its snapshot cannot see is in flight (txid >= that
// snapshot's xmin >= `proximo`) or got its id after the snapshot (past every visible id, so after the page's last
// row). A pass's end restarts at txid >= `proximo`, which holds both kinds. The proof is
// test/proofs/r14-delta-sync.test.ts; the decisions are in docs/decisions.md, "Issue 33, item 4".

/** Where a device is: the rows after `apos` remain in this pass; the next pass starts at txid `proximo`. */
type Cursor = { proximo: number; apos: { txid: number; id: string | null } | null };

const VERSION = 'd1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TXID = /^\d{1,15}$/;

/** The opaque text of a cursor: base64url of its versioned tuple. */
function cursorText(c: Cursor): string {
  const parts = [VERSION, String(c.proximo), c.apos ? String(c.apos.txid) : '', c.apos?.id ?? ''];
  return Buffer.from(parts.join('.')).toString('base64url');
}

/** A cursor given back by a device; anything this server did not write is a 400 naming the field. */
function readCursor(text: string): Cursor {
  const [v, proximo, txid, id, ...rest] = Buffer.from(text, 'base64url').toString().split('.');
  const ok = v === VERSION && rest.length === 0 && TXID.test(proximo) && (txid === '' ? id === '' : TXID.test(txid))
    && (id === '' || UUID.test(id)) && text.length <= 200;
  if (!ok) throw fieldError('cursor', 'cursor invalido: use o valor devolvido pela ultima sincronizacao');
  return { proximo: Number(proximo), apos: txid === '' ? null : { txid: Number(txid), id: id || null } };
}

type DeltaTable = PgTable & { txid: AnyPgColumn; id: AnyPgColumn; deletedAt?: AnyPgColumn };
export type Delta<T> = { itens: T[]; cursor: string; temMais: boolean };

/**
 * One page of a device's delta sync: the rows of `table` matching `where` (the tenant and the batch) after the
 * cursor, at most `limit`, in commit order, and the cursor to pass next. Without a cursor, the first load: live rows
 * only (deleted ones are of no use to a device that holds nothing yet). `temMais`: ask again now, the pass is not over.
 */
export async function deltaPage<F extends SelectedFields, T = SelectResultFields<F>>(
  db: Db, table: DeltaTable, fields: F, where: SQL, limit: number, cursor?: string | null,
): Promise<Delta<T>> {
  const from = cursor ? readCursor(cursor) : null;
  // Taken before the rows' statement: a snapshot's xmin only grows, so this one is at most the rows' own.
  const [{ xmin }] = await db.select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` }).from(sql`(values (1)) as one (x)`);
  const x = Number(xmin);
  const rows = await db.select({ ...fields, txid: table.txid }).from(table)
    .where(and(where, from ? after(table, from) : table.deletedAt && isNull(table.deletedAt)))
    .orderBy(asc(table.txid), asc(table.id)).limit(limit + 1) as unknown as (T & { txid: number; id: string })[];
  const temMais = rows.length > limit;
  const itens = rows.slice(0, limit);
  const floor = Math.min(from?.proximo ?? x, x);
  const last = itens[itens.length - 1];
  const next: Cursor = temMais
    ? { proximo: floor, apos: { txid: Number(last.txid), id: last.id } }
    : { proximo: x, apos: { txid: floor, id: null } };
  return { itens: itens.map(({ txid: _, ...r }) => r as unknown as T), cursor: cursorText(next), temMais };
}

/** The rows after a position: (txid, id) past it, or every txid from it on when the position starts a pass. */
function after(t: DeltaTable, c: Cursor): SQL | undefined {
  if (!c.apos) return undefined;
  const { txid, id } = c.apos;
  return id ? sql`(${t.txid}, ${t.id}) > (${txid}, ${id}::uuid)` : sql`${t.txid} >= ${txid}`;
}
