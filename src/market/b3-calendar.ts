import type Holidays from 'date-holidays';

/*
 * The B3 trading calendar, as far as the boi gordo contract needs it: no session on weekends, on Brazil's national
 * holidays (date-holidays' `public` days: Ano Novo, Sexta-Feira Santa, Tiradentes, Trabalho, Independencia, Aparecida,
 * Finados, Republica, Consciencia Negra, Natal), on its `bank` days (Carnaval Monday and Tuesday, Corpus Christi), nor on
 * 24 and 31 December, which B3 closes whole (the library marks them only from 14:00, as `optional`). Sao Paulo's city
 * and state holidays are trading days since 2022, so they are not read.
 */
const FECHADOS = new Set(['public', 'bank']);
const SEM_PREGAO_B3 = ['12-24', '12-31'];

let brasil: Holidays | undefined;

/**
 * Brazil's calendar, the one instance of the process (B3 sessions here, sale days in the projection), loaded on first
 * use: the library's data of every country is about 10 MB of heap that a process which never asks should not hold.
 */
export function calendarioBr(): Holidays {
  // A synchronous load on first use: lastTradingDay is synchronous, and an import at the top would load it at start.
  if (!brasil) {
    // The package's CommonJS export is the class itself (an ES build would give it as `default`).
    const mod = require('date-holidays') as typeof Holidays | { default: typeof Holidays };
    const Calendar = 'default' in mod ? mod.default : mod;
    brasil = new Calendar('BR');
  }
  return brasil;
}

const porAno = new Map<number, Set<string>>();

/** The days of `year` (YYYY-MM-DD) without a B3 session other than weekends; computed once per year. */
function feriadosB3(year: number): Set<string> {
  let dias = porAno.get(year);
  if (!dias) {
    dias = new Set(calendarioBr().getHolidays(year).filter((x) => FECHADOS.has(x.type)).map((x) => x.date.slice(0, 10)));
    for (const md of SEM_PREGAO_B3) dias.add(`${year}-${md}`);
    porAno.set(year, dias);
  }
  return dias;
}

/** Whether B3 holds a trading session on a date (00:00 UTC of the calendar day). */
export function isB3Session(day: Date): boolean {
  const wd = day.getUTCDay();
  return wd !== 0 && wd !== 6 && !feriadosB3(day.getUTCFullYear()).has(day.toISOString().slice(0, 10));
}

/** The last B3 trading session of a month (0-based), at 00:00 UTC: the last trading day of that month's BGI contract. */
export function lastTradingDay(year: number, month0: number): Date {
  const d = new Date(Date.UTC(year, month0 + 1, 0));
  while (!isB3Session(d)) d.setUTCDate(d.getUTCDate() - 1);
  return d;
}
