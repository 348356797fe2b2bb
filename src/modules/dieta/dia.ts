import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loteDietas } from './schema';

/**
 * A batch's diet on a day (contract 12.2): its latest lote_dietas step whose `desde` is not after the day, as a
 * one-row subquery with columns `dieta_id` and `desde`, for a LATERAL join correlated with the batch's row. One index
 * probe per batch (lote_dietas_lote_desde_unique), whether the statement reads one batch or every open one.
 */
export const dietaDoDia = (lote: { tenantId: AnyPgColumn; id: AnyPgColumn }, dia: SQL): SQL => sql`(
  select ${loteDietas.dietaId} as dieta_id, ${loteDietas.desde} as desde from ${loteDietas}
   where ${loteDietas.tenantId} = ${lote.tenantId} and ${loteDietas.loteId} = ${lote.id} and ${loteDietas.desde} <= ${dia}
   order by ${loteDietas.desde} desc limit 1)`;
