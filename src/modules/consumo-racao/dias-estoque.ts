import { sql } from 'drizzle-orm';
import { qualified } from '../../db/raw';
import type { DiasEstoque } from '../racao/racao.service';
import { consumosRacao as c } from './schema';

/**
 * Contract 12.5: stock on hand (negative counts as 0) over the mean daily consumption of business today and the 6
 * days before, 1 decimal; null without consumption. A correlated subquery, so reads stay one statement.
 */
// tenancy: correlated on the feed's tenant (the outer row's tenant_id, or the caller's for a page of feeds).
export const diasEstoque: DiasEstoque = (today, feed) => sql<number | null>`(select case when sum(${qualified(c.quantidadeKg)}) > 0
    then round(greatest(${feed.estoqueKg}, 0) / nullif(sum(${qualified(c.quantidadeKg)}) / 7, 0), 1) end
  from ${c}
  where ${qualified(c.tenantId)} = ${feed.tenantId} and ${qualified(c.racaoId)} = ${feed.id} and ${qualified(c.deletedAt)} is null
    and ${qualified(c.data)} between ${today}::date - 6 and ${today}::date)`.mapWith((v) => (v === null ? null : Number(v)));
