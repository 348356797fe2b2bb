import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

function parseDate(v: unknown): string {
  if (typeof v !== 'string' || !isCalendarDate(v)) throw new GraphQLError('deve ser uma data no formato AAAA-MM-DD');
  return v;
}

/** Contract `date`: YYYY-MM-DD, a real calendar day, carried as a string end to end (no time zone shifts). */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'Calendar date, YYYY-MM-DD',
  serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

// ISO 8601 with a time; a value without an offset is read as UTC (contract 1).
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function parseDateTime(v: unknown): Date {
  if (typeof v === 'string') {
    if (isCalendarDate(v)) return new Date(`${v}T00:00:00Z`);
    if (DATETIME.test(v) && isCalendarDate(v.slice(0, 10))) {
      const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(v);
      const d = new Date(hasOffset ? v : `${v}Z`);
      if (!Number.isNaN(d.getTime())) return d;
    }
  }
  throw new GraphQLError('deve ser uma data e hora ISO 8601');
}

/** Contract `datetime`: serialized as UTC with a Z suffix, `2026-03-06T14:30:00.000Z`. */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'UTC timestamp, ISO 8601 with Z',
  serialize: (v) => {
    const d = v instanceof Date ? v : new Date(v as string);
    return d.toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

/** Free-form JSON object (Notification.dados). */
export const JSONObjectScalar = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  description: 'A JSON object',
  serialize: (v) => v as Record<string, unknown>,
  parseValue: (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new GraphQLError('deve ser um objeto');
    return v as Record<string, unknown>;
  },
});
