// Cell text to values, as spreadsheets written in Brazil hold them.

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function validDate(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2999 || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return t.toISOString().slice(0, 10);
}

/**
 * AAAA-MM-DD or DD/MM/AAAA; null otherwise. A plain number is not a date: the xlsx reader gives a date-styled cell as
 * AAAA-MM-DD in its workbook's date system (1900 or 1904), and a number without a date style is what it shows.
 */
export function parseDate(s: string): string | null {
  let m = ISO.exec(s);
  if (m) return validDate(+m[1], +m[2], +m[3]);
  m = BR.exec(s);
  if (m) return validDate(+m[3], +m[2], +m[1]);
  return null;
}

/** 340.5, 340,5 or 1.234,5 (decimal comma with thousands dots); null when not a finite number. */
export function parseNumber(s: string): number | null {
  let t = s.replace(/\s/g, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
