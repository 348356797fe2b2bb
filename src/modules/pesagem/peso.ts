import { eq, min, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { fieldError } from '../../errors';
import { pesagens as pe } from './schema';

/**
 * A batch's weight per head on a day: its latest live weighing not after the day (of two on one day, the later
 * recorded), as a one-row subquery with column `peso_medio`, for a LATERAL join. No row before the first weighing:
 * callers fall back to the entry weight. `lote` is the batch id as the statement names it (a column or a CTE's).
 */
export const pesoNoDia = (tenantId: SQLWrapper | string, lote: SQLWrapper, dia: SQL): SQL => sql`(
  select ${pe.pesoMedio} as peso_medio from ${pe}
   where ${pe.tenantId} = ${tenantId} and ${pe.loteId} = ${lote} and ${pe.deletedAt} is null and ${pe.data} <= ${dia}
   order by ${pe.data} desc, ${pe.criadoEm} desc limit 1)`;

// Weighings may not precede the batch's entry (contract 4.2); moving the entry past one would break that rule and the GMD.
export async function assertNoWeighingBefore(db: Db, actor: Actor, loteId: string, dataEntrada: string) {
  const [{ first }] = await db.select({ first: min(pe.data) }).from(pe)
    .where(liveForTenant(pe, actor, eq(pe.loteId, loteId)));
  if (first !== null && first < dataEntrada) {
    throw fieldError('dataEntrada', 'nao pode ser posterior a uma pesagem do lote');
  }
}
