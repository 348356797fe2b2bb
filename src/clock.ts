/** Time source of every rule that depends on "now"; tests pass a fixed one. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (iso: string): Clock & { set(iso: string): void } => {
  let t = new Date(iso);
  return { now: () => new Date(t), set: (v) => void (t = new Date(v)) };
};

// One formatter per time zone: building an Intl.DateTimeFormat costs more than a whole point read's own work
// (a tenth of its CPU in a profile of GET /api/racoes/{id}), formatting with a built one is cheap.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: the contract's business "today". */
export function businessDate(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(at);
}
