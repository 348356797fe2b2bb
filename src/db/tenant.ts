import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What the helpers need of the caller (an `Actor` is one): its tenant, from the verified token. */
type TenantScope = { tenantId: string };
type TenantOwned = { tenantId: AnyPgColumn };
type SoftDeleted = { deletedAt: AnyPgColumn };

/** WHERE of every read, update and delete of a tenant-owned table: the caller's tenant, plus the given conditions. */
export const forTenant = (t: TenantOwned, actor: TenantScope, ...conds: (SQL | undefined)[]) =>
  and(eq(t.tenantId, actor.tenantId), ...conds) as SQL;

/**
 * Rows changed since `since` (a device's delta sync, `atualizadoDesde`): updated at or after it, or soft-deleted at
 * or after it (tombstones). Inclusive, so a row changed in the same microsecond as the previous sync is sent again
 * rather than missed.
 */
export function changedSince(t: { atualizadoEm: AnyPgColumn; deletedAt?: AnyPgColumn }, since: Date): SQL {
  // An ISO string: postgres.js does not bind a Date in a raw fragment.
  const at = sql`${since.toISOString()}::timestamptz`;
  return t.deletedAt ? sql`(${t.atualizadoEm} >= ${at} or ${t.deletedAt} >= ${at})` : sql`${t.atualizadoEm} >= ${at}`;
}

/** As forTenant, and not soft-deleted. */
export const liveForTenant = (t: TenantOwned & SoftDeleted, actor: TenantScope, ...conds: (SQL | undefined)[]) =>
  forTenant(t, actor, isNull(t.deletedAt), ...conds);

/** Values of an INSERT into a tenant-owned table, stamped with the caller's tenant. */
export const withTenant = <V extends object>(actor: TenantScope, values: V) => ({ ...values, tenantId: actor.tenantId });

/**
 * The tenant of a prepared statement: bound at execution (`execute({ tenantId: actor.tenantId, ... })`), so
 * `forTenant(table, TENANT_PARAM, ...)` keeps prepared queries on the same helper as every other.
 */
export const TENANT_PARAM: TenantScope = { tenantId: sql.placeholder('tenantId') as unknown as string };
