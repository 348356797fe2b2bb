// Which cells of an xlsx are dates: a number is a date serial only when its cell style's number format is a date
// format (builtin ids 14-22 and the East Asian date ids 27-36 and 50-58, or a custom format with d, m or y outside
// quotes, escapes and [brackets], and not a time of day alone). The serial counts days from the workbook's epoch.

const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const BUILTIN_TIMES = new Set([18, 19, 20, 21, 45, 46, 47]);

/** Excel's own limit of a number format code; a longer one is refused (read-xlsx.ts) before it is looked at. */
export const MAX_FORMAT_CODE = 255;

const AM_PM = /^(AM\/PM|A\/P)/i;

/**
 * Whether a number format shows a calendar date. One pass over the first section (up to `;`), skipping quoted text,
 * backslash escapes, `[...]` (colours, conditions, elapsed time) and AM/PM; a quote or bracket never closed is a
 * literal character. The regex this replaces rescanned the rest of the code at each unclosed `[` (quadratic): a code
 * of 2,000 of them, judged once per cell style, held the event loop 25 s over 4,000 styles.
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILTIN_DATES.has(id) && !BUILTIN_TIMES.has(id);
  const lastQuote = code.lastIndexOf('"');
  const lastBracket = code.lastIndexOf(']');
  let date = false, month = false, time = false;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === ';') break;
    if (c === '"' && i < lastQuote) i = code.indexOf('"', i + 1);
    else if (c === '[' && i < lastBracket) i = code.indexOf(']', i + 1);
    else if (c === '\\') i++;
    else if ((c === 'a' || c === 'A') && AM_PM.test(code.slice(i, i + 5))) i += code[i + 1] === '/' ? 2 : 4;
    else if (c === 'd' || c === 'D' || c === 'y' || c === 'Y') date = true;
    else if (c === 'm' || c === 'M') month = true;
    else if (c === 'h' || c === 'H' || c === 's' || c === 'S') time = true;
  }
  return date || (month && !time);
}

const DAY = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * A date serial as YYYY-MM-DD (the time of day dropped). The 1900 system counts the 29 February 1900 Lotus
 * invented (serial 60): serials below it are one day later than the 1899-12-30 epoch gives, and 60 itself is no day,
 * so it is returned as that impossible date and refused by the row's date check.
 */
export function serialToDate(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2_958_466) return null;
  const days = Math.floor(serial);
  if (date1904) return new Date(EPOCH_1904 + days * DAY).toISOString().slice(0, 10);
  if (days === 60) return '1900-02-29';
  return new Date(EPOCH_1900 + (days < 60 ? days + 1 : days) * DAY).toISOString().slice(0, 10);
}
