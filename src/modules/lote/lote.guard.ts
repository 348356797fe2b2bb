import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { columnsOf, groupByKey } from '../../graphql/loaders';
import { isUuid } from '../../validation';
import { lotes } from './schema';

export type LoteRef = { id: string; codigo: string; status: 'Aberto' | 'Fechado'; dataEntrada: string; curralId: string | null };

/**
 * The batch a nested resource hangs from, in the caller's tenant, or 404 (unknown, deleted and
 * another tenant's look alike). `forWrite` also refuses a closed batch (400 BATCH_CLOSED) and
 * locks the row so a concurrent close cannot slip between the check and the write.
 */
export async function requireLote(db: Db, actor: Actor, loteId: string, opts: { forWrite?: boolean } = {}): Promise<LoteRef> {
  if (!isUuid(loteId)) throw notFound('Lote');
  const q = db
    .select({ id: lotes.id, codigo: lotes.codigo, status: lotes.status, dataEntrada: lotes.dataEntrada, curralId: lotes.curralId })
    .from(lotes)
    .where(liveForTenant(lotes, actor, eq(lotes.id, loteId)));
  const [lote] = opts.forWrite ? await q.for('update') : await q;
  if (!lote) throw notFound('Lote');
  if (opts.forWrite && lote.status === 'Fechado') throw new AppError('BATCH_CLOSED', 'Lote fechado nao pode ser alterado');
  return lote;
}

/**
 * The one rule for a day of a batch's life: not before its entry and, for what was observed or done (a weighing, a bunk
 * reading, a confirmed feeding, a realized protocol), not after today; a plan (a diet from `desde`) passes no `hoje` and
 * may look ahead. A closed batch takes no writes at all (`requireLote` with `forWrite`), so its exit needs no check.
 */
export function assertDiaDoLote(lote: Pick<LoteRef, 'dataEntrada'>, field: string, dia: string, hoje?: string): void {
  if (dia >= lote.dataEntrada && (hoje === undefined || dia <= hoje)) return;
  const fim = hoje === undefined ? 'em diante' : `ate hoje (${hoje})`;
  throw fieldError(field, `deve estar na estadia do lote: da entrada (${lote.dataEntrada}) ${fim}`);
}

/** JOIN condition from a batch's child rows to their batch, in the same tenant and not deleted (the "live batch"). */
export const liveLoteJoin = (child: { tenantId: AnyPgColumn; loteId: AnyPgColumn }) =>
  and(eq(lotes.tenantId, child.tenantId), eq(lotes.id, child.loteId), isNull(lotes.deletedAt)) as SQL;

type ChildOfLote = PgTable & { tenantId: AnyPgColumn; loteId: AnyPgColumn; deletedAt?: AnyPgColumn };

/**
 * Inside a LATERAL subquery under `lotes`: the live child rows of the outer batch row (rows without soft delete: all of
 * them). The tenant comes from that row, whose own WHERE is `liveForTenant(lotes, actor, ...)` (tenancy: scoped
 * through the outer batch).
 */
const childrenOfLote = (child: ChildOfLote) =>
  and(eq(child.tenantId, lotes.tenantId), eq(child.loteId, lotes.id), child.deletedAt && isNull(child.deletedAt)) as SQL;

/**
 * The first `limit` live rows of `child` under each batch of `loteIds` (in `order`), grouped in the keys' order, in one
 * statement: the DataLoader batch of Batch.animais, Batch.pesagens, ... Per batch a LATERAL subquery stops at `limit`,
 * so the work follows what is returned, not the size of the history. The batches are the caller's live ones
 * (`liveForTenant`), their rows `childrenOfLote`; `join` adds an inner join inside the subquery (a name from another
 * table, on its own tenancy condition). Every row carries its batch's `loteCodigo`.
 */
export async function firstPerLote<F extends { loteId: AnyPgColumn } & Record<string, AnyPgColumn>>(
  db: Db, actor: Actor, loteIds: readonly string[], limit: number,
  q: { child: ChildOfLote; fields: F; order: SQL[]; join?: { table: PgTable; on: SQL | undefined } },
): Promise<(SelectResultFields<F> & { loteCodigo: string })[][]> {
  const valid = loteIds.filter(isUuid);
  if (valid.length === 0) return loteIds.map(() => []);
  const rank = sql<number>`row_number() over (order by ${sql.join(q.order, sql`, `)})`.as('rank');
  // Built over the plain column map: the result type is F's (the declared return), drizzle's generic one is not needed.
  const fields: Record<string, AnyPgColumn> = q.fields;
  const inner = db.select({ ...fields, rank }).from(q.child).$dynamic();
  const top = (q.join ? inner.innerJoin(q.join.table, q.join.on) : inner)
    .where(childrenOfLote(q.child)).orderBy(...q.order).limit(limit).as('top');
  const rows = await db.select({ ...columnsOf(top, fields), loteCodigo: lotes.codigo }).from(lotes).crossJoinLateral(top)
    .where(liveForTenant(lotes, actor, inArray(lotes.id, valid)))
    .orderBy(asc(lotes.id), asc(top.rank));
  return groupByKey(loteIds, rows as (SelectResultFields<F> & { loteCodigo: string })[], (r) => r.loteId as string);
}
