import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';

/** Core of the measured servers; the runner (load generator) and PostgreSQL share the other one. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
const CLK_TCK = 100; // getconf CLK_TCK on Linux x86_64

export type Server = { name: string; pid: number; port: number; child: ChildProcess; send(msg: object): void; stop(): Promise<void> };

/**
 * Starts `node <script>` pinned to SERVER_CORE (taskset execs node, so the pid is the server's) with an IPC
 * channel; resolves when it reports `{ ready: port }`. stderr goes to `logFile`.
 */
export function startServer(name: string, script: string, env: Record<string, string>, logFile: string, nodeArgs: string[] = []): Promise<Server> {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...nodeArgs, script], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stderr!.pipe(log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name}: not ready within 60 s (see ${logFile})`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name}: exited with ${code} before ready (see ${logFile})`));
    });
    child.on('message', (m: any) => {
      if (m?.ready === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const server: Server = {
        name, pid: child.pid!, port: m.ready, child,
        send: (msg) => child.send(msg),
        stop: () => new Promise<void>((res) => {
          if (child.exitCode !== null) return res();
          const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(hard);
            res();
          });
          child.send({ cmd: 'stop' });
        }),
      };
      resolve(server);
    });
  });
}

/** Waits for the next IPC message of `server` matching `pick`, bounded by `ms`. */
export function nextMessage<T>(server: Server, pick: (m: any) => T | undefined, ms = 30_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.child.off('message', on);
      reject(new Error(`${server.name}: no answer within ${ms} ms`));
    }, ms);
    const on = (m: any) => {
      const v = pick(m);
      if (v === undefined) return;
      clearTimeout(timer);
      server.child.off('message', on);
      resolve(v);
    };
    server.child.on('message', on);
  });
}

/** utime + stime of a process, in microseconds. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLK_TCK;
}

function statusKb(pid: number, key: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}
export const rssMb = (pid: number) => statusKb(pid, 'VmRSS') / 1024;
export const peakRssMb = (pid: number) => statusKb(pid, 'VmHWM') / 1024;

/** Polls VmRSS every 100 ms; stop() returns the highest value seen (MB). */
export function rssSampler(pid: number) {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    try {
      max = Math.max(max, rssMb(pid));
    } catch {
      /* process gone */
    }
  }, 100);
  return { stop: () => (clearInterval(timer), max) };
}

export function pinSelf(core: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', core, String(process.pid)], { stdio: 'ignore' });
}

/** Pins the PostgreSQL postmaster (new backends inherit it) to `core`; returns a restore function. */
export function pinPostgres(core: string, pidFile = '/var/lib/postgresql/15/main/postmaster.pid'): { pid: number | null; restore(): void } {
  let pid: number | null = null;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const before = execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' }).split(':').pop()!.trim();
    execFileSync('taskset', ['-a', '-c', '-p', core, String(pid)], { stdio: 'ignore' });
    return {
      pid,
      restore: () => {
        try {
          execFileSync('taskset', ['-a', '-c', '-p', before || '0-1', String(pid)], { stdio: 'ignore' });
        } catch {
          /* postmaster gone */
        }
      },
    };
  } catch (e) {
    process.stderr.write(`warning: could not pin PostgreSQL (${(e as Error).message}); numbers are less isolated\n`);
    return { pid, restore: () => {} };
  }
}

export const distFile = (...p: string[]) => path.join(__dirname, ...p);
