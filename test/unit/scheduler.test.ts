import pino from 'pino';
import { Scheduler } from '../../src/jobs/scheduler';

// A periodic job runs once per instant: a timer firing a little before its instant scheduled that same instant
// again, and the market sync ran twice in a row (two quotes of the same price, seen as a flaky live-quote test).
it('runs a periodic job once per epoch-aligned instant', async () => {
  const scheduler = new Scheduler(pino({ level: 'silent' }));
  const ticks: number[] = [];
  scheduler.every('tick', 1, async () => void ticks.push(Math.round(Date.now() / 1000)));
  // Until three instants have passed (about 3 s; longer when the machine is busy and timers fire late).
  for (const until = Date.now() + 15_000; ticks.length < 3 && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
  await scheduler.stop();
  expect(ticks.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ticks).size).toBe(ticks.length);
  for (let i = 1; i < ticks.length; i++) expect(ticks[i] - ticks[i - 1]).toBeGreaterThanOrEqual(1);
});
