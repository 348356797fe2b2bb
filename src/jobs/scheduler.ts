import type { Logger } from 'pino';

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a later instant is reached in steps.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

type Timer = { cancel(): void };

/** Calls `fn` at the instant `at` (plain timers: a date-only scheduler needs no cron library, nor its memory). */
function runAt(at: Date, fn: () => void): Timer {
  let handle: NodeJS.Timeout;
  // Timers run on the monotonic clock and may wake a moment before the wall clock reaches `at`: wait again then,
  // or an epoch-aligned job would compute the same instant and run twice.
  const arm = () => {
    const wait = at.getTime() - Date.now();
    if (wait <= 0) return fn();
    handle = setTimeout(arm, Math.min(wait, MAX_TIMEOUT_MS));
  };
  handle = setTimeout(arm, Math.min(Math.max(at.getTime() - Date.now(), 0), MAX_TIMEOUT_MS));
  return { cancel: () => clearTimeout(handle) };
}

/**
 * Decides only when jobs run. Periods are aligned to the epoch (every instance computes the same
 * instants, which lets them agree on who runs a tick); a run never overlaps the previous one.
 */
export class Scheduler {
  private readonly jobs = new Set<Timer>();
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
      const job = runAt(at, () => {
        this.jobs.delete(job);
        void this.run(name, fn).then(next);
      });
      this.jobs.add(job);
    };
    next();
  }

  /** Runs `fn` once, `delayMs` from now (start-up work that must not delay listening). */
  soon(name: string, delayMs: number, fn: () => Promise<unknown>): void {
    if (this.stopped) return;
    const job = runAt(new Date(Date.now() + delayMs), () => {
      this.jobs.delete(job);
      void this.run(name, fn);
    });
    this.jobs.add(job);
  }

  /** Cancels future runs and waits for the ones in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs) job.cancel();
    this.jobs.clear();
    await Promise.allSettled([...this.running]);
  }
}
