import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real PgBouncer (the Debian package) in transaction pooling mode, started by a test in front of the local
 * PostgreSQL server. Without the binary the suites that need it skip with a NOTICE, unless
 * PGBOUNCER_TESTS=required (CI), where its absence fails them.
 */
const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

export function pgbouncerBinary(): string | undefined {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found || process.env.PGBOUNCER_TESTS !== 'required') {
    if (!found) console.warn('NOTICE: pgbouncer is not installed (apt-get install pgbouncer): the PgBouncer tests are SKIPPED. Set PGBOUNCER_TESTS=required to fail instead.');
    return found;
  }
  throw new Error('PGBOUNCER_TESTS=required but pgbouncer is not installed (apt-get install pgbouncer)');
}

export type PgBouncer = {
  port: number;
  /** `serverUrl` (the PostgreSQL server's) with host and port replaced by PgBouncer's. */
  urlFor(serverUrl: string): string;
  log(): string;
  stop(): Promise<void>;
  /** Synchronous stop, for a process that is exiting. */
  kill(): void;
};

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

async function listening(port: number, proc: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`pgbouncer exited: ${log()}`);
    const up = await new Promise<boolean>((r) => {
      const c = net.connect(port, '127.0.0.1', () => (c.destroy(), r(true)));
      c.on('error', () => r(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`pgbouncer did not listen on ${port}: ${log()}`);
}

/**
 * Starts PgBouncer (pool_mode=transaction, auth_type=trust) for every database of `serverUrl`'s server.
 * `ignoreStartupParameters` lists startup parameters it accepts and drops (its default refuses all but a few).
 * As root it runs as the `postgres` user: PgBouncer refuses to run as root.
 */
export async function startPgBouncer(binary: string, serverUrl: string, opts: { ignoreStartupParameters?: string[]; poolSize?: number } = {}): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-pgbouncer-'));
  const port = await freePort();
  const user = decodeURIComponent(server.username || 'postgres');
  const logFile = path.join(dir, 'pgbouncer.log');
  writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(path.join(dir, 'pgbouncer.ini'), [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1', `listen_port = ${port}`, 'unix_socket_dir =',
    'auth_type = trust', `auth_file = ${path.join(dir, 'users.txt')}`,
    'pool_mode = transaction', `default_pool_size = ${opts.poolSize ?? 20}`, 'max_client_conn = 1000',
    `ignore_startup_parameters = ${['extra_float_digits', ...(opts.ignoreStartupParameters ?? [])].join(',')}`,
    `logfile = ${logFile}`, 'log_connections = 0', 'log_disconnections = 0',
    '',
  ].join('\n'));
  const root = process.getuid?.() === 0;
  if (root) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    for (const f of ['', 'users.txt', 'pgbouncer.ini']) chownSync(path.join(dir, f), uid, -1);
  }
  // Under a small shell that ends PgBouncer when this process is gone: a test process that is killed (jest ends
  // its workers without an 'exit' event) left one PgBouncer per test file running.
  const watch = `"$0" "$@" & child=$!; trap 'kill $child' TERM; while kill -0 ${process.pid} 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done; kill $child 2>/dev/null; wait $child; rm -rf "$PGB_DIR"`;
  const proc = spawn('sh', ['-c', watch, binary, ...(root ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore', env: { ...process.env, PGB_DIR: dir } });
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  await listening(port, proc, log);
  return {
    port,
    urlFor: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    log,
    kill: () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
