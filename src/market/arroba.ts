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
