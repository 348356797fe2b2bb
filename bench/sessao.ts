import postgres from 'postgres';
import { round, type Metrics } from './load';
import { peakRssMb, rssMb, type Server } from './procs';
import type { Row } from './report';
import type { SeededTenant } from './seed';

/**
 * Issue 36's bench row: a 5,000-animal session file from a Digi-Star EID indicator imported through
 * POST /api/sessoes-pesagem/importacao, one at a time (no baseline: a time target, and the service's memory growth).
 * Each round sends a new session (its times differ), so every round weighs all 5,000 animals.
 */
export const SESSAO_ROW = 'POST /api/sessoes-pesagem/importacao, 5,000-animal session, one at a time';
const ANIMALS = 5000;

const eid = (i: number) => `076${String(900_000_000_000 + i).padStart(12, '0')}`;

async function seedAnimals(url: string, tenant: SeededTenant): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [lote] = await sql`insert into lotes (tenant_id, codigo, quantidade_animais, peso_medio_entrada, data_entrada)
      values (${tenant.tenantId}, 'BENCH-TRONCO', ${ANIMALS}, 300, '2024-01-10') returning id`;
    await sql`insert into animais (tenant_id, lote_id, identificacao, eid, sexo, peso_entrada, data_entrada)
      select ${tenant.tenantId}, ${lote.id}, 'TR-' || g, '076' || lpad((900000000000 + g)::text, 12, '0'), 'Macho', 300, '2024-01-10'
        from generate_series(0, ${ANIMALS - 1}) g`;
  } finally {
    await sql.end();
  }
}

/** The file as the indicator writes it: RS, right-justified fields, pounds, mm/dd/yy, `$` on a locked weight, CR LF. */
function sessionFile(round: number): string {
  const lines: string[] = [];
  for (let i = 0; i < ANIMALS; i++) {
    const e = eid(i);
    const lb = String(700 + ((i * 7 + round) % 300)).padStart(7);
    const min = String((i + round) % 60).padStart(2, '0');
    lines.push(`\x1e${`A 00000 0 ${e.slice(0, 3)} ${e.slice(3)}`.padStart(29)},${lb},LB,$,GR,3/${10 + (round % 15)}/24,${String(8 + (round % 10)).padStart(2, '0')}:${min},_\r\n`);
  }
  return lines.join('');
}

async function post(port: number, token: string, body: string): Promise<{ ms: number; status: number; text: string }> {
  const boundary = `bench${Date.now()}`;
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sessao.csv"\r\nContent-Type: text/csv\r\n\r\n${body}\r\n--${boundary}--\r\n`;
  const t0 = process.hrtime.bigint();
  const res = await fetch(`http://127.0.0.1:${port}/api/sessoes-pesagem/importacao`, {
    method: 'POST', body: payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const text = await res.text();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, status: res.status, text };
}

/** Rounds of one import each; the row's p50 (ms) against the 5 s target and the RSS growth against +100 MB. */
export async function sessaoRow(service: Server, url: string, tenant: SeededTenant, token: string, rounds: number, problems: string[]): Promise<Row> {
  await seedAnimals(url, tenant);
  // One line first, untimed: it starts the reader's worker thread (kept for every later file, spreadsheets too) and
  // compiles the path, so the growth below is what sessions cost, not the thread's one-time start.
  const warm = await post(service.port, token, `\x1e${'A 00000 0 076 900000000000'.padStart(29)},    700,LB,$,GR,2/1/24,08:00,_\r\n`);
  if (warm.status !== 200) problems.push(`${SESSAO_ROW}: warm-up: ${warm.status} ${warm.text.slice(0, 300)}`);
  const before = rssMb(service.pid);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const a = await post(service.port, token, sessionFile(r));
    const body = a.status === 200 ? JSON.parse(a.text) : undefined;
    if (!body || body.registradas !== ANIMALS) problems.push(`${SESSAO_ROW}: round ${r}: ${a.status} ${a.text.slice(0, 300)}`);
    times.push(a.ms);
  }
  const sorted = [...times].sort((x, y) => x - y);
  const p50 = round(sorted[Math.floor(sorted.length / 2)], 1);
  const growth = round(peakRssMb(service.pid) - before, 1);
  const metrics: Metrics = { rps: 0, p50, p99: round(sorted[sorted.length - 1], 1), cpuUsPerReq: 0, rssMb: growth, requests: rounds, non2xx: 0, errors: 0, seconds: 0 };
  return {
    name: SESSAO_ROW, service: metrics, baseline: null, ratio: p50, target: 5000, targetText: '< 5000 ms (p50), RSS growth < 100 MB',
    met: p50 < 5000 && growth < 100, note: `one import at a time, ${rounds} rounds, hrtime-timed (ms); rssMb column = peak RSS growth (VmHWM - RSS after a one-line warm-up import that starts the reader thread)`,
  };
}
