/** A value of an exported cell: text, number, a calendar date (YYYY-MM-DD), or empty. */
export type Cell = string | number | boolean | null;

/** What the exports write: one header row of field names, then rows of cells. */
export type Table = { columns: string[]; rows: Cell[][] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only value (contract 1: `date` fields are YYYY-MM-DD): spreadsheets receive it as a date, not as text. */
export const isDate = (v: Cell): v is string => typeof v === 'string' && DATE.test(v);
