import { sql } from 'drizzle-orm';
import { check, date, index, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The GTA of a movement, on the row of the movement (a purchase, a sold animal): all four set, or none. */
export const gtaColumns = () => ({
  gtaUf: text(), gtaSerie: text(), gtaNumero: text(), gtaDataEmissao: date({ mode: 'string' }),
});

type WithGta = { tenantId: AnyPgColumn; gtaUf: AnyPgColumn; gtaSerie: AnyPgColumn; gtaNumero: AnyPgColumn; gtaDataEmissao: AnyPgColumn; deletedAt: AnyPgColumn };

/** A movement found by its GTA (the reuse check, the report's filter), and the all-or-none rule. */
export const gtaKeys = (table: string, t: WithGta) => [
  index(`${table}_tenant_gta_idx`).on(t.tenantId, t.gtaNumero, t.gtaSerie, t.gtaUf).where(sql`${t.gtaNumero} is not null and ${t.deletedAt} is null`),
  check(`${table}_gta_completa`, sql`num_nulls(${t.gtaUf}, ${t.gtaSerie}, ${t.gtaNumero}, ${t.gtaDataEmissao}) in (0, 4)`),
];
