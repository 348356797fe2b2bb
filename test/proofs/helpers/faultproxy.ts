import net from 'node:net';

export type FaultMode = 'pass' | 'blackhole' | 'reset' | 'latency';

/**
 * A TCP fault proxy for database outages (no toxiproxy here). Modes apply to existing and new
 * connections: pass forwards; blackhole accepts and forwards nothing, holding the bytes until the mode
 * returns to pass (a hung server or a partition: TCP delivers late, it does not lose data); reset destroys
 * every socket (a crashed server); latency delays each chunk by `latencyMs` in both directions.
 */
export class FaultProxy {
  mode: FaultMode = 'pass';
  latencyMs = 300;
  private server = net.createServer((c) => this.accept(c));
  private pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private held: { to: net.Socket; chunk: Buffer }[] = [];
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  setMode(mode: FaultMode, latencyMs = this.latencyMs): void {
    this.mode = mode;
    this.latencyMs = latencyMs;
    if (mode === 'reset') for (const p of this.pairs) this.drop(p);
    if (mode !== 'blackhole') {
      const held = this.held;
      this.held = [];
      for (const h of held) if (!h.to.destroyed) h.to.write(h.chunk);
    }
  }

  get connections(): number {
    return this.pairs.size;
  }

  private drop(p: { client: net.Socket; upstream: net.Socket }) {
    p.client.resetAndDestroy();
    p.upstream.destroy();
    this.pairs.delete(p);
  }

  private accept(client: net.Socket) {
    if (this.mode === 'reset') return void client.resetAndDestroy();
    const upstream = net.connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const pipe = (from: net.Socket, to: net.Socket) => from.on('data', (chunk) => {
      if (this.mode === 'blackhole') return void this.held.push({ to, chunk }); // the peer waits
      if (this.mode === 'reset') return this.drop(pair);
      if (this.mode === 'latency') setTimeout(() => to.destroyed || to.write(chunk), this.latencyMs);
      else to.write(chunk);
    });
    pipe(client, upstream);
    pipe(upstream, client);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  }

  async close(): Promise<void> {
    for (const p of this.pairs) this.drop(p);
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
