import { validate } from '../../class-validator';

/**
 * The API's own rules for a row: `values` (already read from the cells) are checked as an instance of the input
 * class the API validates (class-validator, the same decorators), so a limit changed there applies to imports too.
 * Absent values are skipped (optional columns; required ones are checked by the caller). The row's error text
 * ("PesoMedio_kg deve ser maior que 0", column names from `columns`), or undefined when the row passes.
 */
export async function inputErrors<T extends object>(Input: new () => T, values: { [K in keyof T]?: unknown }, columns: { [K in keyof T]?: string }): Promise<string | undefined> {
  const problems = await validate(Object.assign(new Input(), values), {
    forbidUnknownValues: false, skipMissingProperties: true, validationError: { target: false, value: false },
  });
  if (problems.length === 0) return undefined;
  return problems.map((e) => `${columns[e.property as keyof T] ?? e.property} ${Object.values(e.constraints ?? {}).join(', ')}`).join('; ');
}

/** A required column left blank. */
export const blankRequired = (values: Record<string, string>, required: readonly string[]) => {
  const blank = required.find((c) => !values[c]);
  return blank && `${blank} e obrigatorio`;
};
