import { isB3Session, lastTradingDay } from '../../src/market/b3-calendar';

const dia = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('the B3 calendar (BGI last trading day)', () => {
  it('has no session on weekends, national holidays, Carnaval, Corpus Christi, 24 and 31 December', () => {
    for (const d of ['2026-01-01', '2026-02-16', '2026-02-17', '2026-04-03', '2026-04-21', '2026-06-04', '2026-09-07', '2026-10-12',
      '2026-11-02', '2026-11-20', '2026-12-24', '2026-12-25', '2026-12-31', '2026-11-28', '2026-11-29']) {
      expect([d, isB3Session(dia(d))]).toEqual([d, false]);
    }
    // Sao Paulo's own holidays (25 January, 9 July) are trading days; so is Ash Wednesday.
    for (const d of ['2027-01-25', '2026-07-09', '2026-02-18', '2026-12-30']) expect([d, isB3Session(dia(d))]).toEqual([d, true]);
  });

  it('is the last session of the month, not its last day', () => {
    expect(iso(lastTradingDay(2026, 11))).toBe('2026-12-30');
    expect(iso(lastTradingDay(2027, 11))).toBe('2027-12-30');
    expect(iso(lastTradingDay(2028, 11))).toBe('2028-12-29'); // 31 Sunday, 30 Saturday
    expect(iso(lastTradingDay(2029, 2))).toBe('2029-03-29'); // Good Friday 2029-03-30
    expect(iso(lastTradingDay(2026, 3))).toBe('2026-04-30');
    expect(iso(lastTradingDay(2027, 0))).toBe('2027-01-29'); // 31 Sunday
  });
});
