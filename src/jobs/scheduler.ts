import schedule, { type Job } from 'node-schedule';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics';

// node-schedule turns every date it is given into a luxon DateTime (through cron-parser), and luxon asks Intl for
// the system locale the first time: the first Intl.DateTimeFormat of a process maps about 6 MB of ICU data, which
// an idle process otherwise never touches. A fixed locale spares that; the jobs' dates are instants, so no
// locale-dependent output changes. luxon is node-schedule's own copy (the same version is listed in package.json).
(require('luxon') as { Settings: { defaultLocale: string } }).Settings.defaultLocale = 'en-US';

/**
 * Decides only when jobs run. Periods are aligned to the epoch (every instance computes the same
 * instants, which lets them agree on who runs a tick); a run never overlaps the previous one.
 */
export class Scheduler {
  private readonly jobs = new Set<Job>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly logger: Logger, private readonly metrics?: Pick<Metrics, 'job'>) {}

  private run(name: string, fn: () => Promise<unknown>): Promise<unknown> {
    const started = process.hrtime.bigint();
    const done = (ok: boolean) => this.metrics?.job(name, ok, Number(process.hrtime.bigint() - started) / 1e9);
    const p = fn().then(() => done(true), (err) => {
      done(false);
      this.logger.error({ err, job: name }, 'job failed');
    }).finally(() => this.running.delete(p));
    this.running.add(p);
    return p;
  }

  /**
   * Runs `fn` at every multiple of `seconds` since the epoch. The next instant is the first multiple after both
   * the clock and the instant just run: a timer may fire a millisecond before its instant, and computed from the
   * clock alone the same instant was scheduled again and the job ran twice in a row (two identical quotes).
   */
  every(name: string, seconds: number, fn: () => Promise<unknown>): void {
    const period = seconds * 1000;
    let last = 0;
    const next = () => {
      if (this.stopped) return;
      const at = new Date((Math.floor(Math.max(Date.now(), last) / period) + 1) * period);
      last = at.getTime();
      const job = schedule.scheduleJob(at, async () => {
        this.jobs.delete(job);
        await this.run(name, fn);
        next();
      });
      if (job) this.jobs.add(job);
    };
    next();
  }

  /** Runs `fn` once, `delayMs` from now (start-up work that must not delay listening). */
  soon(name: string, delayMs: number, fn: () => Promise<unknown>): void {
    const job = schedule.scheduleJob(new Date(Date.now() + delayMs), () => {
      this.jobs.delete(job);
      void this.run(name, fn);
    });
    if (job) this.jobs.add(job);
  }

  /** Cancels future runs and waits for the ones in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs) job.cancel();
    this.jobs.clear();
    await Promise.allSettled([...this.running]);
  }
}
