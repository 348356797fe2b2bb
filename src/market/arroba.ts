import { sql, type SQL } from 'drizzle-orm';

/**
 * The arroba, the unit cattle are priced in: 15 kg. A slaughterhouse pays per arroba of carcass (live weight x carcass
 * yield); the legacy sale formula (contract 4.3) counts arrobas of live weight. Every statement converts through here.
 */
export const KG_POR_ARROBA = 15;

const kg = sql.raw(String(KG_POR_ARROBA));

/** Arrobas of a carcass weight in kg. */
export const arrobas = (carcacaKg: unknown): SQL => sql`(${carcacaKg}) / ${kg}`;

/** Arrobas of carcass of a live weight at a carcass yield in percent. */
export const arrobasCarcaca = (pesoVivoKg: unknown, rendimentoPct: unknown): SQL => arrobas(sql`(${pesoVivoKg}) * (${rendimentoPct}) / 100`);

/** Arrobas of a live weight taken whole, as the legacy sale formula counts them (contract 4.3: pesoVenda / 15). */
export const arrobasVivas = (pesoVivoKg: unknown): SQL => sql`(${pesoVivoKg}) / ${kg}`;

/** Value of a live weight at a price per arroba (legacy), multiplied before dividing so numeric stays exact on rounding edges. */
export const valorArrobasVivas = (pesoVivoKg: unknown, precoArroba: unknown): SQL => sql`(${pesoVivoKg}) * (${precoArroba}) / ${kg}`;

/** Value of a carcass weight at a price per arroba of carcass (a romaneio's sale), multiplied before dividing as above. */
export const valorArrobasCarcaca = (carcacaKg: unknown, precoArroba: unknown): SQL => sql`(${carcacaKg}) * (${precoArroba}) / ${kg}`;

/**
 * The carcass yields a sale's romaneio may carry, in percent of the live weight: outside them a figure is a typo (a
 * carcass weight in the live weight's field, a yield of 5.45 for 54.5), not a steer.
 */
export const RENDIMENTO_MIN = 40;
export const RENDIMENTO_MAX = 70;

/** Which weight a figure counts its arrobas of: the carcass (romaneio, or an estimate at a yield) or the live weight. */
export type BaseArroba = 'carcaca' | 'viva' | 'mista';

/** The basis of a sale: carcass when its carcass weight is known, else the legacy live arrobas; null when not sold. */
export const baseArrobaDaVenda = (status: string, pesoCarcaca: number | null): BaseArroba | null =>
  status !== 'Vendido' ? null : pesoCarcaca === null ? 'viva' : 'carcaca';

/** The same in SQL, over a sale's carcass weight column. */
export const baseArrobaSql = (pesoCarcaca: unknown): SQL => sql`(case when ${pesoCarcaca} is null then 'viva' else 'carcaca' end)`;

/** The weight a sale's arrobas are counted on: its carcass when known, else its live weight (contract 4.3). */
export const pesoBaseVenda = (pesoCarcaca: unknown, pesoVenda: unknown): SQL => sql`coalesce(${pesoCarcaca}, ${pesoVenda})`;
