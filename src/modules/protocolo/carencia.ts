import { asc, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { medicamentos } from '../medicamento/schema';
import { protocolos } from './schema';

// The two sources of a withdrawal period (contract 11.1): realized protocols and medications.
// A zero-day period is none: a medication applied later than a sale does not block it.
const SOURCES = [
  { t: protocolos, produto: protocolos.produto, fim: protocolos.fimCarencia, has: gt(protocolos.carenciaDias, 0) },
  { t: medicamentos, produto: medicamentos.nome, fim: medicamentos.fimCarencia, has: gt(medicamentos.carenciaDias, 0) },
] as const;

/**
 * The withdrawal gate: refuses (400 WITHDRAWAL_PERIOD) selling an animal of the batch, or closing it, on `data`
 * while a realized protocol or a medication has fimCarencia after that date. Callers hold the batch row lock
 * (requireLote forWrite), the same lock realizing a protocol or writing a medication takes, so of a sale and a
 * concurrent realization one commits first and the other sees it.
 */
export async function assertNoWithdrawal(db: Db, actor: Actor, loteId: string, data: string): Promise<void> {
  const hits = await Promise.all(SOURCES.map(({ t, produto, fim, has }) =>
    db.select({ produto, fim }).from(t).where(liveForTenant(t, actor, eq(t.loteId, loteId), has, gt(fim, data)))
      .orderBy(desc(fim), asc(produto)).limit(1)));
  const [latest] = hits.flat().sort((a, b) => (b.fim! > a.fim! ? 1 : b.fim! < a.fim! ? -1 : a.produto.localeCompare(b.produto)));
  if (!latest) return;
  throw new AppError('WITHDRAWAL_PERIOD', `Lote em periodo de carencia: ${latest.produto} ate ${latest.fim}`);
}

/** carenciaAte of several batches: the latest fimCarencia after `today`, or null (Batch.carenciaAte, one read per source). */
export async function carenciaAte(db: Db, actor: Actor, loteIds: string[], today: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (loteIds.length === 0) return out;
  for (const { t, fim, has } of SOURCES) {
    const rows = await db.select({ loteId: t.loteId, fim: max(fim) }).from(t)
      .where(liveForTenant(t, actor, inArray(t.loteId, loteIds), has, gt(fim, today))).groupBy(t.loteId);
    for (const r of rows) if (r.fim && (out.get(r.loteId) ?? '') < r.fim) out.set(r.loteId, r.fim);
  }
  return out;
}

/**
 * carenciaAte of the batch `loteId` (a column of a larger statement: the feeding plan's) after `dia`, or null, as one
 * SQL expression over the same sources and rules. tenancy: each source on `tenantId`, the caller's.
 */
export const carenciaAteSql = (tenantId: string, loteId: SQL, dia: SQL): SQL => sql`greatest(${sql.join(SOURCES.map(({ t, fim, has }) =>
  sql`(select max(${fim}) from ${t} where ${t.tenantId} = ${tenantId} and ${t.loteId} = ${loteId} and ${t.deletedAt} is null and ${has} and ${fim} > ${dia})`), sql`, `)})`;
