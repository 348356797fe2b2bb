/** One row of a sheet: its line number in the file (1 = header), its text cells, the columns holding a formula. */
export type SheetRow = { line: number; cells: string[]; formulas: number[] };
