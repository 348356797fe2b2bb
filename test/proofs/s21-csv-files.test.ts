import 'reflect-metadata';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Role } from '../../src/auth/actor';
import { makeLote } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';
import { report } from './helpers/report';
import { MAX_ERROS } from '../../src/modules/importacao/importacao.types';

/**
 * S21 (issue 26, files as they exist): hostile CSV uploads are answered quickly and exactly. A number cell of a
 * long digit run (the number pattern backtracked quadratically on it), a 5 MiB quote-heavy file, and a quote never
 * closed near the top of a 5 MiB file (it swallowed every row after it into one cell). The server runs in this
 * process, so the event loop's longest delay during each upload is the time it blocked every other request.
 */
jest.setTimeout(120_000);

const HEADER = 'LoteCodigo;Data;PesoMedio_kg;QuantidadeAnimais;Observacoes';
const MIB = 1024 * 1024;

describe('S21 CSV files as people (and attackers) write them', () => {
  let s: Suite;
  let codigo: string;
  let loteId: string;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    s = await startSuite('s21');
    ({ codigo, id: loteId } = await makeLote(s.t.app, s.a.id, { quantidadeAnimais: 40, dataEntrada: '2026-01-10' }));
  });
  afterAll(async () => {
    report('S21', figures);
    await s.t.close();
  });

  /** Uploads `csv`; the answer, its time and the longest event-loop delay meanwhile. */
  async function timed(name: string, csv: string) {
    const body = Buffer.from(csv);
    const form = new FormData();
    form.append('file', new Blob([body]), `${name}.csv`);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const res = await fetch(`${s.t.url}/api/importacao/pesagens`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(s.a, Role.Gerente)}` } });
    const json = (await res.json()) as { erros?: string[]; importadas?: number; code?: string; detail?: string };
    const ms = Math.round(performance.now() - started);
    lag.disable();
    const blockedMs = Math.round(lag.max / 1e6);
    figures[name] = { bytes: body.length, status: res.status, ms, blockedMs, importadas: json.importadas, erros: json.erros?.length, code: json.code };
    return { status: res.status, json, ms, blockedMs };
  }

  it('a 60,000-digit number cell is a row error answered at once (the pattern used to block ~10 s)', async () => {
    const r = await timed('longDigits', `${HEADER}\n${codigo};2026-02-01;${'1'.repeat(60_000)}x;10;\n${codigo};2026-02-02;350,5;10;\n`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ importadas: 1, ignoradas: 0, erros: ['Linha 2: PesoMedio_kg deve ser um numero, deve ser no maximo 10000, deve ser maior que 0'] });
    expect(r.ms).toBeLessThan(2000);
    expect(r.blockedMs).toBeLessThan(500);
  });

  it('a 5 MiB quote-heavy file: the misaligned rows reported (the first MAX_ERROS listed), answered in < 2 s', async () => {
    const row = `${codigo};2026-02-01;${'"""";'.repeat(98)}"x"\n`; // 100 cells of quotes where the header has 5
    const rows = Math.min(10_000, Math.floor((5 * MIB - HEADER.length - 1) / Buffer.byteLength(row)));
    const r = await timed('quoteHeavy', `${HEADER}\n${row.repeat(rows)}`);
    expect(r.status).toBe(200);
    expect(r.json.importadas).toBe(0);
    expect(rows).toBeGreaterThan(MAX_ERROS);
    expect(r.json.erros).toHaveLength(MAX_ERROS);
    expect(r.json.erros?.[0]).toBe('Linha 2: a linha tem 101 campos e o cabecalho 5');
    expect(r.json.erros?.[MAX_ERROS - 1]).toBe(`Linha ${MAX_ERROS + 1}: a linha tem 101 campos e o cabecalho 5`);
    expect(r.ms).toBeLessThan(2000);
  });

  it('a quote never closed on line 3 of a 5 MiB file is 400 naming line 3; nothing imported', async () => {
    const good = (i: number) => `${codigo};${new Date(Date.UTC(2026, 1, 1) + i * 86_400_000).toISOString().slice(0, 10)};${300 + (i % 50)};10;ok\n`;
    const filler = Array.from({ length: 9_990 }, (_, i) => good(i + 2)).join('').padEnd(5 * MIB - 200, ' ');
    const weighings = async () => (await s.api.get(`/api/lotes/${loteId}/pesagens`, tok(s.a, Role.Operador))).body.length;
    const before = await weighings();
    const r = await timed('unterminatedQuote', `${HEADER}\n${good(0)}${codigo};2026-02-02;301;10;"sem fim\n${filler}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'INVALID_FILE', detail: 'Arquivo invalido: aspas abertas na linha 3 nao foram fechadas' });
    expect(r.ms).toBeLessThan(2000);
    expect(await weighings()).toBe(before);
  });
});
