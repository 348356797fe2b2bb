import { storedUnits } from '../../validation';

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

/** A number longer than this is not a value of these sheets (and the pattern below then never sees a long text). */
const MAX_NUMBER_TEXT = 40;

/**
 * 340.5, 340,5, 1.234,5 (decimal comma with thousands dots) or 1,234.5 (the last of `,` and `.` is the decimal
 * mark when both appear); null when not a finite number.
 */
export function parseNumber(s: string): number | null {
  let t = s.replace(/\s/g, '');
  if (t.length > MAX_NUMBER_TEXT) return null;
  const comma = t.lastIndexOf(',');
  if (comma > t.lastIndexOf('.')) t = t.replace(/\./g, '').replace(',', '.');
  else if (comma >= 0) t = t.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A cell's number, or its text when it is not one (the input class then refuses it: "deve ser um numero"). */
export const cellNumber = (s: string): number | string => parseNumber(s) ?? s;

/** `n` as a numeric column of scale `places` stores it (PostgreSQL's rounding of the decimal text: 8256.8175 is 8256.818). */
export const round = (n: number, places: number) => storedUnits(n, places) / 10 ** places;
