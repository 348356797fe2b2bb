import { CONTINUOUS_SUFFIX, nextMonthlyCodes } from '../contracts';
import { TIMEFRAME_MS, type Timeframe } from '../market.model';

// Deterministic synthetic prices: the same contract and instant always give the same value, so the
// mock provider and the fake helper agree with each other and across restarts.

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform value in [0, 1) for a key. */
export function unit(key: string): number {
  let t = (hash(key) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// Fake market data only: shapes generated prices to cents. Stored money is rounded by PostgreSQL, never here.
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The series a code is priced on at an instant: a continuous code (`BGI1!`) is the nearest dated contract the mock lists
 * then (the next month's), as an exchange's continuous series is its front month; a dated code is itself. So the
 * continuous quote and its contract's are one figure, and the continuous history rolls at each month turn.
 */
export function seriesAt(contractCode: string, ms: number): string {
  if (!contractCode.endsWith(CONTINUOUS_SUFFIX)) return contractCode;
  return nextMonthlyCodes(new Date(ms), 1, contractCode.slice(0, -CONTINUOUS_SUFFIX.length))[0];
}

/** Price per arroba at minute `m` since the epoch: slow and fast waves plus noise, within about R$ 300-360. */
export function priceAt(code: string, minute: number): number {
  const contractCode = seriesAt(code, minute * 60000);
  const phase = unit(contractCode) * 2 * Math.PI;
  const day = minute / 1440;
  const slow = 22 * Math.sin((2 * Math.PI * day) / 97 + phase);
  const fast = 6 * Math.sin((2 * Math.PI * day) / 13 + phase * 2);
  const intraday = 1.5 * Math.sin((2 * Math.PI * minute) / 390);
  const noise = 0.8 * (unit(`${contractCode}:${minute}`) - 0.5);
  return round2(330 + slow + fast + intraday + noise);
}

export type Ohlcv = { time: Date; open: number; high: number; low: number; close: number; volume: number };

/** The candle starting at bucket start `startMs` of a timeframe. */
export function candleAt(code: string, timeframe: Timeframe, startMs: number): Ohlcv {
  const contractCode = seriesAt(code, startMs);
  const len = TIMEFRAME_MS[timeframe];
  const m0 = Math.floor(startMs / 60000);
  const m1 = Math.floor((startMs + len) / 60000) - 1;
  const open = priceAt(contractCode, m0);
  const close = priceAt(contractCode, m1);
  const spread = 0.2 + unit(`${contractCode}:${timeframe}:${startMs}:s`) * Math.min(6, Math.sqrt(len / 60000) / 4);
  return {
    time: new Date(startMs),
    open,
    high: round2(Math.max(open, close) + spread),
    low: round2(Math.min(open, close) - spread),
    close,
    volume: Math.round(20 + unit(`${contractCode}:${timeframe}:${startMs}:v`) * Math.sqrt(len / 60000) * 40),
  };
}

/** The start of the timeframe bucket holding `ms` (months by calendar, the rest by fixed length). */
export function bucketStart(timeframe: Timeframe, ms: number): number {
  if (timeframe === '1M') {
    const d = new Date(ms);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (timeframe === '1w') {
    // Weeks start on Monday 00:00 UTC.
    const day = Math.floor(ms / 86_400_000);
    return (day - ((day + 3) % 7)) * 86_400_000;
  }
  return Math.floor(ms / TIMEFRAME_MS[timeframe]) * TIMEFRAME_MS[timeframe];
}

/** The last `limit` complete-or-current candles up to `nowMs`, oldest first. */
export function recentCandles(contractCode: string, timeframe: Timeframe, limit: number, nowMs: number): Ohlcv[] {
  const out: Ohlcv[] = [];
  let start = bucketStart(timeframe, nowMs);
  for (let i = 0; i < limit; i++) {
    out.push(candleAt(contractCode, timeframe, start));
    start = timeframe === '1M'
      ? Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() - 1, 1)
      : start - TIMEFRAME_MS[timeframe];
  }
  return out.reverse();
}

/**
 * Tick-level jitter of the quote around the minute's price: alternating in sign from one second to the next
 * (a bid-ask bounce of R$ 0.05-0.15), so consecutive seconds of one minute always differ.
 */
function bounce(contractCode: string, second: number): number {
  const size = 0.05 + 0.1 * unit(`${contractCode}:${second}:b`);
  return second % 2 === 0 ? size : -size;
}

/** Quote price at second `s` since the epoch; never equal to the price of the second before. */
export function quotePriceAt(contractCode: string, second: number): number {
  const at = (s: number) => round2(priceAt(contractCode, Math.floor(s / 60)) + bounce(contractCode, s));
  const price = at(second);
  // Across a minute boundary the minute's price jumps and could cancel the bounce; move one cent then.
  return price === at(second - 1) ? round2(price + 0.01) : price;
}

/**
 * Quote at `nowMs`, at second resolution: the price of the current second, the day's open, range and change
 * against yesterday's close. A live dashboard polling or subscribing every few seconds sees it move.
 */
export function quoteAt(code: string, nowMs: number) {
  const contractCode = seriesAt(code, nowMs);
  const second = Math.floor(nowMs / 1000);
  const minute = Math.floor(second / 60);
  const dayStart = Math.floor(nowMs / 86_400_000) * 1440;
  const price = quotePriceAt(contractCode, second);
  const open = priceAt(contractCode, dayStart);
  const prevClose = priceAt(contractCode, dayStart - 1);
  return {
    price,
    open,
    high: round2(Math.max(open, price) + 0.3),
    low: round2(Math.min(open, price) - 0.3),
    changePercent: round2(((price - prevClose) / prevClose) * 100),
    volume: Math.round(10 + (minute - dayStart) * 0.7),
    time: new Date(second * 1000),
  };
}
