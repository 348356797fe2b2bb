import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD } from '../helpers/factories';
import { badText, bomb, farColumn, longErrors, manyStrings, nearLimit, unclosedRows } from './helpers/hostile-sheets';
import { report } from './helpers/report';
import { createDatabase, ensureBuilt, startService, tenantAdmin, type Service } from './helpers/service';

/**
 * S20: hostile spreadsheets cannot freeze or exhaust the service. The real service (dist/src/main.js, its own
 * process: PGlite in a DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set) gets each file on
 * POST /api/importacao/pesagens while /api/health/live is probed without pause; measured per file: the answer's
 * status, time and size, the service's CPU time, the slowest probe and the growth of the service's RSS. Every file
 * must be answered in < 2 s, never 5xx, with probes < 100 ms and RSS growth < 100 MB; NUL and broken Unicode in a
 * cell are a 400, never stored.
 */
jest.setTimeout(1_200_000);

const MB = 1024 * 1024;
type Case = { name: string; file: Buffer; status: number };

/** The service's resident memory (bytes) and CPU time (ms) from /proc. */
function usage(pid: number): { rss: number; cpuMs: number } {
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { rss, cpuMs: (Number(stat[11]) + Number(stat[12])) * 10 };
}

describe('S20 hostile spreadsheets', () => {
  let svc: Service;
  let token: string;
  let loteId: string;
  let cleanup: () => Promise<void>;
  const cases: Case[] = [];
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    ensureBuilt();
    // Built before the service starts: a keep-alive socket idle across the seconds this takes would be closed under
    // the next request.
    cases.push(
      { name: 'unclosedRows', file: unclosedRows(40_000), status: 400 },
      { name: 'farColumnXFD', file: farColumn(10_000, 'XFD'), status: 200 },
      { name: 'farColumnZZZ', file: farColumn(10_000, 'ZZZ'), status: 400 },
      { name: 'sharedStrings2.5M', file: manyStrings(2_500_000), status: 400 },
      { name: 'longErrors', file: longErrors(10_000, 32_767), status: 200 },
      { name: 'bomb200MiB', file: bomb(200), status: 400 },
      { name: 'nearUploadLimit', file: nearLimit(45), status: 200 },
      ...[['rawNul', '\u0000'], ['charRefNul', 'a&#0;b'], ['escapedNul', 'a_x0000_b'], ['loneSurrogate', 'a&#xD800;b']]
        .map(([name, text]) => ({ name, file: badText('S20-1', text), status: 400 })),
    );
    const email = 'super@s20.prova';
    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const db = await createDatabase('s20');
      env = { DATABASE_URL: db.url };
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-s20-'));
      env = { DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    svc = await startService({ ...env, BOOTSTRAP_SUPERADMIN_EMAIL: email, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD });
    token = (await tenantAdmin(svc.url, email)).admin;
    const lote = await fetch(`${svc.url}/api/lotes`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ codigo: 'S20-1', dataEntrada: '2026-01-01', pesoMedioEntrada: 300, quantidadeAnimais: 50, raca: 'Nelore' }),
    });
    if (lote.status !== 201) throw new Error(`lote: ${lote.status} ${await lote.text()}`);
    loteId = ((await lote.json()) as { id: string }).id;
    // The route's first request loads its document: not a cost of any file.
    await upload(Buffer.from('LoteCodigo;Data;PesoMedio_kg\n'), 'warm.csv');
  });
  afterAll(async () => {
    report('S20', figures);
    svc?.proc.kill('SIGTERM');
    await svc?.exited;
    await cleanup?.();
  });

  function upload(file: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([file]), name);
    return fetch(`${svc.url}/api/importacao/pesagens`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  }

  async function measure(c: Case) {
    const pid = svc.proc.pid!;
    let done = false;
    let probeMax = 0;
    let probeErrors = 0;
    const before = usage(pid);
    let rssMax = before.rss;
    const probes = (async () => {
      while (!done) {
        const at = performance.now();
        // A keep-alive socket idle across a long stall can be closed under the next probe: counted, not fatal.
        await fetch(`${svc.url}/api/health/live`).then((r) => r.arrayBuffer(), () => probeErrors++);
        probeMax = Math.max(probeMax, performance.now() - at);
        rssMax = Math.max(rssMax, usage(pid).rss);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const at = performance.now();
    const res = await upload(c.file, `${c.name}.xlsx`)
      .catch((e: Error) => ({ status: `no answer (${(e.cause as Error | undefined)?.message ?? e.message})`, text: async () => '{}' }));
    const text = await res.text();
    const ms = Math.round(performance.now() - at);
    const after = usage(pid);
    rssMax = Math.max(rssMax, after.rss);
    done = true;
    await probes;
    const body = JSON.parse(text);
    return {
      fileBytes: c.file.length, status: res.status, ms, serviceCpuMs: after.cpuMs - before.cpuMs, answerBytes: text.length, code: body.code,
      errosListed: body.erros?.length, detail: typeof body.detail === 'string' ? body.detail.slice(0, 120) : undefined,
      healthMaxMs: Math.round(probeMax), probeErrors, rssGrowthMB: Math.round((rssMax - before.rss) / MB),
    };
  }

  it('answers every hostile file in < 2 s without 5xx, health < 100 ms meanwhile, RSS growth < 100 MB', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      const f = await measure(c);
      figures[c.name] = f;
      console.log(`S20 ${c.name}: ${JSON.stringify(f)}`);
      if (f.status !== c.status) failures.push(`${c.name}: status ${f.status}, expected ${c.status}`);
      if (f.ms >= 2000) failures.push(`${c.name}: ${f.ms} ms`);
      if (f.healthMaxMs >= 100 || f.probeErrors > 0) failures.push(`${c.name}: health ${f.healthMaxMs} ms, ${f.probeErrors} probes failed`);
      if (f.rssGrowthMB >= 100) failures.push(`${c.name}: RSS +${f.rssGrowthMB} MB`);
      if (f.answerBytes >= 1 * MB) failures.push(`${c.name}: answer of ${f.answerBytes} bytes`);
    }
    figures.loadAverage = os.loadavg()[0];
    // The files with NUL or broken Unicode stored nothing.
    const stored = await (await fetch(`${svc.url}/api/lotes/${loteId}/pesagens`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect({ failures, stored }).toEqual({ failures: [], stored: [] });
  });
});
