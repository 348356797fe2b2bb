import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * `GET /metrics` in the Prometheus text format (prom-client). Labels are route templates (`/api/lotes/:id`), methods,
 * statuses and job names: never an id, an e-mail or anything a tenant wrote, so the page says how the service
 * runs and nothing about whose data it holds (docs/decisions.md, "Metrics").
 */
export type MetricSources = {
  /** The database guard (src/db/guard.ts): up, turns in use of `turns`, requests waiting of `queueMax`. */
  database(): { up: boolean; running: number; turns: number; queued: number; queueMax: number; poolMax: number };
  /** Open TCP connections of the HTTP server. */
  connections(): Promise<number>;
  /** Open graphql-ws sockets, and subscriptions (members) in their groups. */
  sockets(): number;
  subscriptions(): { groups: number; members: number };
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300];

// Process metrics (CPU, memory, heap, GC, event-loop delay, handles) describe the process, not an app: one set per
// process, however many apps a test starts. The event-loop delay is sampled every 100 ms: at prom-client's default
// of 10 ms an idle process spent about 5.7 ms of CPU per second on these metrics, at 100 ms about 1.5.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 100 });
  }
  return processRegistry;
}

const gauge = (registry: Registry, name: string, help: string, collect: (g: Gauge) => void | Promise<void>) =>
  new Gauge({ name, help, registers: [registry], collect() { return collect(this); } });

export class Metrics {
  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;
  private readonly registry = new Registry();
  private sources?: MetricSources;
  private readonly requests = new Counter({
    name: 'feedlot_http_requests_total', help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const, registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'feedlot_http_request_duration_seconds', help: 'Time from the request to the end of its response, by method and route template',
    labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry],
  });
  private readonly jobRuns = new Counter({ name: 'feedlot_job_runs_total', help: 'Background job runs, by job', labelNames: ['job'] as const, registers: [this.registry] });
  private readonly jobFailures = new Counter({ name: 'feedlot_job_failures_total', help: 'Background job runs that failed, by job', labelNames: ['job'] as const, registers: [this.registry] });
  private readonly jobSeconds = new Histogram({
    name: 'feedlot_job_duration_seconds', help: 'Background job run time, by job', labelNames: ['job'] as const, buckets: JOB_BUCKETS, registers: [this.registry],
  });

  constructor() {
    processMetrics();
    const db = () => this.sources?.database();
    const r = this.registry;
    gauge(r, 'feedlot_db_up', 'Whether the database answers its probe (1) or not (0)', (g) => void g.set(db()?.up === false ? 0 : 1));
    gauge(r, 'feedlot_db_turns_in_use', 'Requests using the database now (turns taken)', (g) => void g.set(db()?.running ?? 0));
    gauge(r, 'feedlot_db_turns_max', 'Requests that may use the database at once', (g) => void g.set(db()?.turns ?? 0));
    gauge(r, 'feedlot_db_queue_length', 'Requests waiting for a turn at the database', (g) => void g.set(db()?.queued ?? 0));
    gauge(r, 'feedlot_db_queue_max', 'Requests allowed to wait for a turn (DATABASE_QUEUE_MAX)', (g) => void g.set(db()?.queueMax ?? 0));
    gauge(r, 'feedlot_db_pool_max', 'Connections in the pool (DATABASE_POOL_MAX; 1 on the embedded database)', (g) => void g.set(db()?.poolMax ?? 0));
    gauge(r, 'feedlot_http_open_connections', 'Open HTTP connections (sockets)', async (g) => void g.set(await (this.sources?.connections() ?? 0)));
    gauge(r, 'feedlot_graphql_ws_sockets', 'Open graphql-ws sockets', (g) => void g.set(this.sources?.sockets() ?? 0));
    gauge(r, 'feedlot_graphql_subscriptions', 'Active graphql-ws subscriptions', (g) => void g.set(this.sources?.subscriptions().members ?? 0));
    gauge(r, 'feedlot_graphql_subscription_groups', 'Groups of subscriptions sharing one execution per event', (g) => void g.set(this.sources?.subscriptions().groups ?? 0));
  }

  /** Where the gauges read their values, once the parts exist (src/app.ts). */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  job(name: string, ok: boolean, seconds: number): void {
    this.jobRuns.inc({ job: name });
    if (!ok) this.jobFailures.inc({ job: name });
    this.jobSeconds.observe({ job: name }, seconds);
  }

  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }
}
