import type { Clock } from '../../clock';
import type { DatabaseGuard } from '../../db/guard';

export type HealthStatus = { status: 'Healthy' | 'Unhealthy'; timestamp: Date };

export type Lifecycle = { shuttingDown: boolean; database?: DatabaseGuard };

const PROBE_CACHE_MS = 1000;

/**
 * Contract 2.8: healthy when the database answers within 1 s and the process is not shutting down. The probe
 * (`ping`) does not queue behind the load: on a server it has a connection of its own (R11).
 */
export class HealthService {
  private cached: { ok: boolean; at: number } | null = null;
  private inflight: Promise<boolean> | null = null;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly lifecycle: Lifecycle,
    private readonly clock: Clock,
    /** Contract 2.8's 1 s (DATABASE_PROBE_TIMEOUT_MS): a slower answer is a database down, and the guard answers 503. */
    private readonly timeoutMs = 1000,
  ) {}

  async check(): Promise<HealthStatus> {
    const timestamp = this.clock.now();
    if (this.lifecycle.shuttingDown) return { status: 'Unhealthy', timestamp };
    return { status: (await this.probe()) ? 'Healthy' : 'Unhealthy', timestamp };
  }

  /** Probes in the background every `intervalMs`, so an outage is known without waiting for a health call. */
  watch(intervalMs: number): () => void {
    // Past the cache: a health answer may be 1 s old, but an outage must be known within the probe timeout.
    const timer = setInterval(() => void this.probe(true), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  live(): HealthStatus {
    return { status: 'Healthy', timestamp: this.clock.now() };
  }

  private async probe(fresh = false): Promise<boolean> {
    const now = Date.now();
    if (!fresh && this.cached && now - this.cached.at < PROBE_CACHE_MS) return this.cached.ok;
    this.inflight ??= this.run().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async run(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      // A timer runs before the poll phase: after the event loop was held up (GC, a busy host), an answer that
      // arrived in time would lose to it. One turn of the loop lets it in first, so a late timer is not a down database.
      timer = setTimeout(() => setImmediate(() => resolve(false)), this.timeoutMs);
    });
    const ok = await Promise.race([this.ping().then(() => true, () => false), timeout]);
    clearTimeout(timer);
    this.cached = { ok, at: Date.now() };
    this.lifecycle.database?.report(ok);
    return ok;
  }
}
