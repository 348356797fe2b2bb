import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
