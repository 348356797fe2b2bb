import { sql, type SQL } from 'drizzle-orm';
import { lotes } from './schema';

/**
 * The batch's figures that more than one statement reads off its row, written once. Each is a SQL fragment over
 * `lotes` (running totals and the latest weighing are kept on the row by triggers: migrations 0007 and 0009), to be
 * used in a select (with `.mapWith`) or inside a larger statement.
 */

/** Head in the batch now: quantidadeAnimais minus dead and sold, never below 0. */
export const cabecasAgora = (): SQL<number> =>
  sql<number>`greatest(0, ${lotes.quantidadeAnimais} - ${lotes.totalAnimaisMortos} - ${lotes.totalAnimaisVendidos})`;

/** Weight per head now: the latest weighing's, or the entry weight before any. */
export const pesoAtual = (): SQL<number> => sql<number>`coalesce(${lotes.ultimaPesagemPeso}, ${lotes.pesoMedioEntrada})`;

/**
 * Daily gain per head from entry to a weighing (`peso` on `data`), kg/day, unrounded; null when `data` is the
 * entry day. Callers say when it applies (a weighing after entry) and how it is rounded.
 */
export const gmdDesdeEntrada = (peso: unknown, data: unknown): SQL<number | null> =>
  sql<number | null>`(${peso} - ${lotes.pesoMedioEntrada}) / nullif(${data} - ${lotes.dataEntrada}, 0)`;

/** gmdMedio: from entry to the latest weighing, kg/day to 3 decimals; null before a weighing after entry. */
export const gmdMedio = (): SQL<number | null> => sql<number | null>`case when ${lotes.ultimaPesagemData} > ${lotes.dataEntrada}
  then round(${gmdDesdeEntrada(lotes.ultimaPesagemPeso, lotes.ultimaPesagemData)}, 3) end`;

/** gmdFinal: from entry to the exit weight, kg/day to 3 decimals; null without an exit after entry. */
export const gmdFinal = (): SQL<number | null> => sql<number | null>`case when ${lotes.dataSaida} > ${lotes.dataEntrada}
  then round(${gmdDesdeEntrada(lotes.pesoSaida, lotes.dataSaida)}, 3) end`;

/** Days since the latest weighing (or, before any, since entry) on business day `today`: overdue past PESAGEM_PENDENTE_DIAS. */
export const diasSemPesagem = (today: string): SQL<number> =>
  sql<number>`(${today}::date - coalesce(${lotes.ultimaPesagemData}, ${lotes.dataEntrada}))`;
