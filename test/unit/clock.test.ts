import { businessDate } from '../../src/clock';

// What businessDate must agree with at every instant: a formatter asked afresh.
const fresh = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('businessDate', () => {
  it.each([
    ['America/Sao_Paulo', '2026-11-24T00:00:00Z'],
    // Days of 23 and 25 hours (daylight saving), and a zone whose shift is at midnight (Sao Paulo in 2018).
    ['America/New_York', '2026-03-08T00:00:00Z'], ['America/New_York', '2026-11-01T00:00:00Z'],
    ['Europe/Berlin', '2026-03-29T00:00:00Z'], ['America/Sao_Paulo', '2018-11-03T12:00:00Z'], ['America/Sao_Paulo', '2019-02-16T12:00:00Z'],
    ['Antarctica/Troll', '2026-03-29T00:00:00Z'], ['Australia/Lord_Howe', '2026-04-04T12:00:00Z'], ['UTC', '2026-12-31T12:00:00Z'],
  ])('agrees with a fresh formatter every 7 minutes over two days in %s from %s', (zone, start) => {
    const t0 = Date.parse(start);
    for (let t = t0; t < t0 + 2 * 86_400_000; t += 7 * 60_000 + 13_001) {
      expect([zone, new Date(t).toISOString(), businessDate(new Date(t), zone)]).toEqual([zone, new Date(t).toISOString(), fresh(new Date(t), zone)]);
    }
  });

  it('gives the right day around each midnight, to the millisecond, and when the clock goes back', () => {
    const zone = 'America/Sao_Paulo';
    for (const iso of ['2026-11-25T02:59:59.999Z', '2026-11-25T03:00:00.000Z', '2026-11-24T12:00:00Z', '2026-11-25T02:59:59.999Z', '2026-11-26T03:00:00.000Z', '2026-11-20T10:00:00Z']) {
      expect(businessDate(new Date(iso), zone)).toBe(fresh(new Date(iso), zone));
    }
  });
});
