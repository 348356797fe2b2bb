/** Time source of every rule that depends on "now"; tests pass a fixed one. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (iso: string): Clock & { set(iso: string): void } => {
  let t = new Date(iso);
  return { now: () => new Date(t), set: (v) => void (t = new Date(v)) };
};

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: the contract's business "today". */
export function businessDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
