/** Time source of every rule that depends on "now"; tests pass a fixed one. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** The business "today" (YYYY-MM-DD in the service's time zone), what every dated rule of a service reads. */
export type Today = () => string;

export const businessToday = (clock: Clock, timeZone: string): Today => () => businessDate(clock.now(), timeZone);

export const fixedClock = (iso: string): Clock & { set(iso: string): void } => {
  let t = new Date(iso);
  return { now: () => new Date(t), set: (v) => void (t = new Date(v)) };
};

// One formatter per time zone: building an Intl.DateTimeFormat costs more than a whole point read's own work
// (a tenth of its CPU in a profile of GET /api/racoes/{id}). Formatting with a built one still costs ~10 us, so
// each zone also remembers its current day and the span of instants it surely covers.
type Zone = { format: Intl.DateTimeFormat; clock: Intl.DateTimeFormat; day: string; from: number; until: number };
const zones = new Map<string, Zone>();

// Daylight-saving shifts are at most two hours: a day is known to last at least this long past its wall-clock end.
const SHIFT_MARGIN_MS = 2 * 3_600_000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: the contract's business "today". */
export function businessDate(at: Date, timeZone: string): string {
  const z = zones.get(timeZone) ?? zone(timeZone);
  const t = at.getTime();
  if (t >= z.from && t < z.until) return z.day;
  // Wall-clock time left in the day, less the largest shift: the date cannot change before then (in a day's last
  // two hours nothing is remembered).
  const [h, m, sec] = z.clock.format(at).split(':').map(Number);
  const left = 86_400_000 - ((h * 60 + m) * 60 + sec) * 1000 - (((t % 1000) + 1000) % 1000) - SHIFT_MARGIN_MS;
  Object.assign(z, { day: z.format.format(at), from: t, until: t + Math.max(0, left) });
  return z.day;
}

function zone(timeZone: string): Zone {
  const z: Zone = {
    format: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    clock: new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    day: '', from: 0, until: 0,
  };
  zones.set(timeZone, z);
  return z;
}

/** The calendar day `days` after `date` (both yyyy-mm-dd; negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
