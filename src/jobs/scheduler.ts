import schedule, { type Job } from 'node-schedule';
import type { Logger } from 'pino';

/**
 * Decides only when jobs run. Periods are aligned to the epoch (every instance computes the same
 * instants, which lets them agree on who runs a tick); a run never overlaps the previous one.
 */
export class Scheduler {
  private readonly jobs = new Set<Job>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly logger: Logger) {}

  private run(name: string, fn: () => Promise<unknown>): Promise<unknown> {
    const p = fn().catch((err) => this.logger.error({ err, job: name }, 'job failed')).finally(() => this.running.delete(p));
    this.running.add(p);
    return p;
  }

  /** Runs `fn` at every multiple of `seconds` since the epoch. */
  every(name: string, seconds: number, fn: () => Promise<unknown>): void {
    const next = () => {
      if (this.stopped) return;
      const at = new Date((Math.floor(Date.now() / 1000 / seconds) + 1) * seconds * 1000);
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
