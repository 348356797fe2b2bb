// Brazilian Portuguese number and date formats of the page (pure: unit-tested in test/unit/web-logic.test.ts).

const cache = new Map<string, Intl.NumberFormat>();
function nf(key: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat('pt-BR', opts)));
  return f;
}

/** R$ 1.234,56 */
export const moeda = (n: number) => nf('brl', { style: 'currency', currency: 'BRL' }).format(n);

/** 1.234,5 with at most `casas` decimals (and at least `min`). */
export const numero = (n: number, casas = 0, min = casas) =>
  nf(`n${casas}:${min}`, { maximumFractionDigits: casas, minimumFractionDigits: min }).format(n);

/** +0,45 % / -1,20 % */
export const percentual = (n: number) => `${n > 0 ? '+' : ''}${numero(n, 2)} %`;

/** 2026-11-24 -> 24/11/2026 (a calendar date, no time zone involved). */
export function data(iso: string | null | undefined): string {
  if (!iso) return '-';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An instant in the viewer's time zone: 24/11/2026 14:03. */
export function dataHora(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** Time of day with seconds, for the latest quote: 14:03:05. */
export function hora(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeStyle: 'medium', timeZone }).format(new Date(iso));
}
