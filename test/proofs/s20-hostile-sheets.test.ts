import 'reflect-metadata';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Role } from '../../src/auth/actor';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';
import { tok } from '../helpers/suite';
import { badText, bomb, farColumn, longErrors, manyStrings, nearLimit, unclosedRows } from './helpers/hostile-sheets';
import { report } from './helpers/report';

/**
 * S20: hostile spreadsheets cannot freeze or exhaust the service. Each file goes to POST /api/importacao/pesagens
 * while /api/health/live is probed without pause; measured per file: the answer's status, time and size, the
 * slowest probe, the event loop's longest stall and the growth of RSS. Every file must be answered in < 2 s, never
 * 5xx, with probes < 100 ms and RSS growth < 100 MB; NUL and broken Unicode in a cell are a 400, never stored.
 */
jest.setTimeout(900_000);

const MB = 1024 * 1024;
type Case = { name: string; file: Buffer; status: number };

describe('S20 hostile spreadsheets', () => {
  let t: TestApp;
  let a: TestTenant;
  let lote: { id: string; codigo: string };
  let cases: Case[];
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    // Built before the service starts, so their cost is not measured as the service's.
    const near = nearLimit(45);
    cases = [
      { name: 'unclosedRows', file: unclosedRows(40_000), status: 400 },
      { name: 'farColumnXFD', file: farColumn(10_000, 'XFD'), status: 200 },
      { name: 'farColumnZZZ', file: farColumn(10_000, 'ZZZ'), status: 400 },
      { name: 'sharedStrings2.5M', file: manyStrings(2_500_000), status: 400 },
      { name: 'longErrors', file: longErrors(10_000, 32_767), status: 200 },
      { name: 'bomb200MiB', file: bomb(200), status: 400 },
      { name: 'nearUploadLimit', file: near, status: 200 },
    ];
    t = await startTestApp();
    a = await makeTenant(t.app, 's20');
    lote = await makeLote(t.app, a.id, { dataEntrada: '2026-01-01' });
    // The route's first request compiles its document: not a cost of any file.
    const warm = new FormData();
    warm.append('file', new Blob(['LoteCodigo;Data;PesoMedio_kg\n']), 'warm.csv');
    await fetch(`${t.url}/api/importacao/pesagens`, { method: 'POST', body: warm, headers: { authorization: `Bearer ${tok(a, Role.Gerente)}` } });
    for (const [name, text] of [['rawNul', '\u0000'], ['charRefNul', 'a&#0;b'], ['escapedNul', 'a_x0000_b'], ['loneSurrogate', 'a&#xD800;b']]) {
      cases.push({ name, file: badText(lote.codigo, text), status: 400 });
    }
  });
  afterAll(async () => {
    report('S20', figures);
    await t?.close();
  });

  async function measure(c: Case) {
    let done = false;
    let probeMax = 0;
    let probeErrors = 0;
    let rssMax = process.memoryUsage().rss;
    const rssBefore = rssMax;
    const probes = (async () => {
      while (!done) {
        const at = performance.now();
        // A keep-alive socket idle across a long stall can be closed under the next probe: counted, not fatal.
        await fetch(`${t.url}/api/health/live`).then((r) => r.arrayBuffer(), () => probeErrors++);
        probeMax = Math.max(probeMax, performance.now() - at);
        rssMax = Math.max(rssMax, process.memoryUsage().rss);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const form = new FormData();
    form.append('file', new Blob([c.file]), `${c.name}.xlsx`);
    const at = performance.now();
    const cpu = process.cpuUsage();
    const res = await fetch(`${t.url}/api/importacao/pesagens`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(a, Role.Gerente)}` } })
      .catch((e: Error) => ({ status: `no answer (${(e.cause as Error | undefined)?.message ?? e.message})`, text: async () => '{}' }));
    const text = await res.text();
    const ms = Math.round(performance.now() - at);
    const used = process.cpuUsage(cpu);
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
    done = true;
    await probes;
    loop.disable();
    const body = JSON.parse(text);
    return {
      fileBytes: c.file.length, status: res.status, ms, cpuMs: Math.round((used.user + used.system) / 1000), answerBytes: text.length, code: body.code, errosListed: body.erros?.length,
      detail: typeof body.detail === 'string' ? body.detail.slice(0, 120) : undefined,
      healthMaxMs: Math.round(probeMax), probeErrors, loopStallMaxMs: Math.round(loop.max / 1e6), rssGrowthMB: Math.round((rssMax - rssBefore) / MB),
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
    // The files with NUL or broken Unicode stored nothing.
    const stored = await (await fetch(`${t.url}/api/lotes/${lote.id}/pesagens`, { headers: { authorization: `Bearer ${tok(a, Role.Gerente)}` } })).json();
    expect({ failures, stored }).toEqual({ failures: [], stored: [] });
  });
});
