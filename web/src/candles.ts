// The daily candles of the chart and how a live quote moves them (pure: unit-tested).

export type Candle = { candleTime: string; open: number; high: number; low: number; close: number };
export type Quote = {
  contractCode: string; price: number; openPrice: number; highPrice: number; lowPrice: number;
  variationPercent: number; quoteTimestamp: string;
};
/** A bar of the chart: `time` is the candle's UTC calendar day (daily candles start at 00:00 UTC). */
export type Bar = { time: string; open: number; high: number; low: number; close: number };

export const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** Candles (oldest first) to bars, one per day: a repeated day keeps the last one. */
export function toBars(candles: Candle[]): Bar[] {
  const byDay = new Map<string, Bar>();
  for (const c of candles) byDay.set(utcDay(c.candleTime), { time: utcDay(c.candleTime), open: c.open, high: c.high, low: c.low, close: c.close });
  return [...byDay.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * The bar a quote produces: today's bar moved to the quote's price (high and low widened), or a new bar for a new
 * day. A quote older than the last bar changes nothing (null): the chart only moves forward.
 */
export function mergeQuote(bars: Bar[], q: Quote): Bar | null {
  const time = utcDay(q.quoteTimestamp);
  const last = bars[bars.length - 1];
  if (last && time < last.time) return null;
  if (last && time === last.time) {
    return { time, open: last.open, high: Math.max(last.high, q.price), low: Math.min(last.low, q.price), close: q.price };
  }
  const open = q.openPrice > 0 ? q.openPrice : q.price;
  return {
    time, open, close: q.price,
    high: Math.max(q.highPrice, q.price, open),
    low: Math.min(q.lowPrice > 0 ? q.lowPrice : q.price, q.price, open),
  };
}

/** Applies a bar to the list (replacing the same day or appending). */
export function applyBar(bars: Bar[], bar: Bar): Bar[] {
  const last = bars[bars.length - 1];
  return last && last.time === bar.time ? [...bars.slice(0, -1), bar] : [...bars, bar];
}
