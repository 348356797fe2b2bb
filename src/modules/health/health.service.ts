import type { Clock } from '../../clock';

export type HealthStatus = { status: 'Healthy' | 'Unhealthy'; timestamp: Date };
/**
 * Whether the last database probe failed. Requests still waiting on a database that went away (a hung or
 * partitioned server never answers, and postgres.js has no query timeout) are answered 503 at once (R4).
 */
export class DatabaseState {
  down = false;
  private listeners = new Set<() => void>();

  /** Calls `cb` once, when a probe finds the database down; returns the unsubscribe function. */
  onDown(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  report(ok: boolean): void {
    this.down = !ok;
    if (ok) return;
    const waiting = [...this.listeners];
    this.listeners.clear();
    for (const cb of waiting) cb();
  }
}

export type Lifecycle = { shuttingDown: boolean; database?: DatabaseState };

const PROBE_TIMEOUT_MS = 1000;
const PROBE_CACHE_MS = 1000;

/** Contract 2.8: healthy when the database answers within 1 s and the process is not shutting down. */
export class HealthService {
  private cached: { ok: boolean; at: number } | null = null;
  private inflight: Promise<boolean> | null = null;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly lifecycle: Lifecycle,
    private readonly clock: Clock,
  ) {}

  async check(): Promise<HealthStatus> {
    const timestamp = this.clock.now();
    if (this.lifecycle.shuttingDown) return { status: 'Unhealthy', timestamp };
    return { status: (await this.probe()) ? 'Healthy' : 'Unhealthy', timestamp };
  }

  /** Probes in the background every `intervalMs`, so an outage is known without waiting for a health call. */
  watch(intervalMs: number): () => void {
    const timer = setInterval(() => void this.probe(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  live(): HealthStatus {
    return { status: 'Healthy', timestamp: this.clock.now() };
  }

  private async probe(): Promise<boolean> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < PROBE_CACHE_MS) return this.cached.ok;
    this.inflight ??= this.run().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async run(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    const ok = await Promise.race([this.ping().then(() => true, () => false), timeout]);
    clearTimeout(timer);
    this.cached = { ok, at: Date.now() };
    this.lifecycle.database?.report(ok);
    return ok;
  }
}
