import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { productionStart } from '../../helpers/dockerfile';
import { PASSWORD } from '../../helpers/factories';
import { racaoBody } from '../../helpers/bodies';

const ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(ROOT, 'dist/src/main.js');
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

// The image's runtime settings: its node flags (`node <flags> dist/src/main.js`) and its allocator and thread-pool
// variables. A proof's memory and latency are those of the process as production starts it (without the flags, S20's
// RSS growth near the upload limit swung between 30 and 117 MB against its 100 MB bound).
const IMAGE = productionStart();
const NODE_FLAGS = IMAGE.command.slice(1, -1);
const RUNTIME_ENV = Object.fromEntries(Object.entries(IMAGE.env).filter(([k]) => /^(UV_|MALLOC_)/.test(k)));

/**
 * `npm run build` unless dist is a clean build of this tree (scripts/dist-fresh.js; the proofs run the real entry
 * point, dist/src/main.js). A type error fails the proof: tsc would still emit, and a proof must not run a stale or
 * unchecked dist. The build marks dist fresh only when tsc passed.
 */
export function ensureBuilt(): void {
  if (existsSync(MAIN) && spawnSync(process.execPath, [path.join(ROOT, 'scripts/dist-fresh.js')]).status === 0) return;
  try {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe', timeout: 180_000 });
  } catch (e: any) {
    throw new Error(`build failed (the proofs do not run an unchecked dist): ${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A fresh database on the PostgreSQL server; drop() removes it. */
export async function createDatabase(label: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `feedlot_proof_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(), name,
    drop: async () => {
      const a = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export type Service = {
  url: string;
  port: number;
  proc: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

export const JWT_SECRET = randomBytes(32).toString('hex');

/**
 * Starts `node <the image's flags> dist/src/main.js` with its runtime settings (or another build's `main`, or `argv` run in
 * `cwd`) on 127.0.0.1 and resolves once /api/health/live answers. `node` on the PATH is the one running the proofs.
 */
export async function startService(
  env: Record<string, string>, opts: { port?: number; timeoutMs?: number; main?: string; argv?: string[]; cwd?: string } = {},
): Promise<Service> {
  const port = opts.port ?? (await freePort());
  let out = '';
  const [cmd, ...args] = opts.argv ?? [process.execPath, ...NODE_FLAGS, opts.main ?? MAIN];
  const proc = spawn(cmd, args, {
    cwd: opts.cwd ?? ROOT,
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? '/tmp',
      PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, DEMO_SEED: 'false', LOG_LEVEL: 'silent',
      MARKETDATA_SYNC_ENABLED: 'false', PESAGEM_PENDENTE_ENABLED: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '100000', ...RUNTIME_ENV, ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((r) =>
    proc.once('exit', (code, signal) => r({ code, signal, at: Date.now() })));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + (opts.timeoutMs ?? 60_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`service exited during start-up:\n${out}`);
    try {
      const r = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(1000) });
      if (r.status === 200) return { url, port, proc, output: () => out, exited };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`service did not start within the deadline:\n${out}`);
}

/** Runs the entry point to completion (config errors, migrations) and returns its exit code and output. */
export function runToExit(env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let out = '';
    const proc = spawn(process.execPath, [MAIN], {
      cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.on('data', (d) => (out += d));
    proc.stderr!.on('data', (d) => (out += d));
    const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: out });
    });
  });
}

/** Login over HTTP and return the access token. */
export async function login(url: string, email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const r = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (r.status !== 200) throw new Error(`login ${r.status}: ${await r.text()}`);
  return (await r.json()) as any;
}

/** Through the API of a running service: a tenant (by the bootstrap SuperAdmin) with an Admin and an Operador, and one feed. */
export async function tenantAdmin(url: string, superEmail: string) {
  const su = await login(url, superEmail, PASSWORD);
  const slug = `r-${Date.now().toString(36)}`;
  const res = await fetch(`${url}/api/tenants`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${su.accessToken}` },
    body: JSON.stringify({ nome: 'Fazenda Prova', slug, admin: { nome: 'Admin Prova', email: `admin@${slug}.com`, password: PASSWORD } }),
  });
  if (res.status !== 201) throw new Error(`tenant: ${res.status} ${await res.text()}`);
  const admin = await login(url, `admin@${slug}.com`, PASSWORD);
  const op = await fetch(`${url}/api/users`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
    body: JSON.stringify({ nome: 'Operador Prova', email: `op@${slug}.com`, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' }),
  });
  if (op.status !== 201) throw new Error(`user: ${op.status}`);
  const operador = await login(url, `op@${slug}.com`, PASSWORD);
  const racao = await fetch(`${url}/api/racoes`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` }, body: JSON.stringify(racaoBody()) });
  return { admin: admin.accessToken, adminRefresh: admin.refreshToken, operador: operador.accessToken, racaoId: ((await racao.json()) as any).id as string };
}

