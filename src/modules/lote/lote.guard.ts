import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { lotes } from './schema';

export type LoteRef = { id: string; codigo: string; status: 'Aberto' | 'Fechado'; dataEntrada: string; curralId: string | null };

/**
 * The batch a nested resource hangs from, in the caller's tenant, or 404 (unknown, deleted and
 * another tenant's look alike). `forWrite` also refuses a closed batch (400 BATCH_CLOSED) and
 * locks the row so a concurrent close cannot slip between the check and the write.
 */
export async function requireLote(db: DbOrTx, actor: Actor, loteId: string, opts: { forWrite?: boolean } = {}): Promise<LoteRef> {
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

/** JOIN condition from a batch's child rows to their batch, in the same tenant and not deleted (the "live batch"). */
export const liveLoteJoin = (child: { tenantId: AnyPgColumn; loteId: AnyPgColumn }) =>
  and(eq(lotes.tenantId, child.tenantId), eq(lotes.id, child.loteId), isNull(lotes.deletedAt)) as SQL;

/**
 * Inside a LATERAL subquery under `lotes`: the live child rows of the outer batch row. The tenant comes from that
 * row, whose own WHERE is `liveForTenant(lotes, actor, ...)` (tenancy: scoped through the outer batch).
 */
export const childrenOfLote = (child: { tenantId: AnyPgColumn; loteId: AnyPgColumn; deletedAt: AnyPgColumn }) =>
  and(eq(child.tenantId, lotes.tenantId), eq(child.loteId, lotes.id), isNull(child.deletedAt)) as SQL;
