import 'reflect-metadata';
import fc from 'fast-check';
import { Role } from '../../src/auth/actor';
import { animalBody, makeLote } from '../helpers/factories';
import { startOneTenant, tok, type OneTenantSuite } from '../helpers/suite';
import { readerCpuMicros } from '../../src/spreadsheet/read-off-thread';
import { styled } from './helpers/hostile-sheets';
import { percentile, QUICK, report } from './helpers/report';

/**
 * S24 (issue 33, item 5): every parser of client input stays linear. Random hostile inputs of three kinds, each
 * answered 4xx: xlsx styles (format codes past 255 characters of unclosed `[`, quotes and escapes, judged by up to
 * 4,000 cell styles; other attributes past the bound), JSON nested 65-20,000 levels in the animals batch (REST with
 * and without an Idempotency-Key, /graphql variables), and GraphQL documents whose fragment no operation uses (up to
 * the token bound, anonymous and with a token). Measured per input (median of 3 sends): the CPU time of the threads
 * that do the request's work, the main thread (the event loop: the service and this client share it, so the client's
 * side is included) plus the spreadsheet reader's worker thread; and `/api/health/live`, asked every 10 ms
 * throughout. Asserted as the issue says: each < 50 ms of CPU, health < 100 ms. V8's compiler and collector helper
 * threads are not the input's work and vary with the machine's load (a 75 ms answer once read 131 ms of whole-process
 * CPU); the whole process's figure is reported beside it. Node 20 has no per-thread clock: there the whole process
 * is asserted, which is stricter.
 */
jest.setTimeout(1_800_000);

const RUNS = QUICK ? 8 : 25;
const round = (n: number) => Math.round(n * 10) / 10;
type Sent = { status: number; code: string };
type Sample = Sent & { kind: string; cpuMs: number; processCpuMs: number; wallMs: number; shape: string };

/** This thread's CPU time in microseconds (`process.threadCpuUsage`, Node 23.9+); undefined before. */
function threadMicros(): number | undefined {
  const own = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.();
  return own && own.user + own.system;
}

/** The answer's status and error code (problem+json or GraphQL). */
async function outcome(res: Response): Promise<Sent> {
  const text = await res.text();
  try {
    const body = JSON.parse(text);
    return { status: res.status, code: body.code ?? body.errors?.[0]?.extensions?.code ?? (body.data ? 'data' : '') };
  } catch {
    return { status: res.status, code: 'not json' };
  }
}

/** JSON text of `levels` containers one inside the other: built as text, the client's JSON.stringify would overflow. */
const nestedText = (levels: number, kind: 'array' | 'object' | 'mixed') => {
  const open = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2 === 0) ? ['[', ']'] : ['{"k":', '}']);
  let head = '';
  let tail = '';
  for (let i = 0; i < levels; i++) {
    const [o, c] = open(i);
    head += o;
    tail = c + tail;
  }
  return `${head}1${tail}`;
};

describe('S24 parsers of client input stay linear', () => {
  let s: OneTenantSuite;
  let loteId: string;
  let healthMax = 0;
  let healthFailed = 0;
  let healthCalls = 0;
  // Health is counted from the first input on (not while the app starts).
  let measuring = false;
  let stop = false;
  let pinger: Promise<void>;

  beforeAll(async () => {
    s = await startOneTenant('s22', { RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE: '600' });
    loteId = (await makeLote(s.t.app, s.tenant.id)).id;
    pinger = (async () => {
      while (!stop) {
        const at = performance.now();
        const ok = await fetch(`${s.t.url}/api/health/live`).then((r) => r.arrayBuffer().then(() => r.ok), () => false);
        if (!ok) healthFailed++;
        healthCalls++;
        if (measuring) healthMax = Math.max(healthMax, performance.now() - at);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
  });
  afterAll(async () => {
    stop = true;
    await pinger;
    await s?.t.close();
  });

  const samples: Sample[] = [];

  /** Sends one input 3 times (once when it takes over a second: the code before); keeps the median CPU. */
  async function measure(kind: string, shape: unknown, send: () => Promise<Response>): Promise<Sample> {
    const runs: Sample[] = [];
    for (let i = 0; i < 3; i++) {
      measuring = true;
      const before = { process: process.cpuUsage(), thread: threadMicros(), reader: await readerCpuMicros() };
      const at = performance.now();
      const sent = await outcome(await send());
      const wallMs = performance.now() - at;
      const whole = process.cpuUsage(before.process);
      const processCpuMs = (whole.user + whole.system) / 1000;
      const threads = threadMicros();
      const cpuMs = threads === undefined ? processCpuMs : (threads - before.thread! + (await readerCpuMicros()) - before.reader) / 1000;
      runs.push({ kind, ...sent, cpuMs, processCpuMs, wallMs, shape: JSON.stringify(shape).slice(0, 200) });
      if (runs[i].wallMs > 1000) break;
    }
    runs.sort((a, b) => a.cpuMs - b.cpuMs);
    const median = runs[Math.floor((runs.length - 1) / 2)];
    samples.push(median);
    return median;
  }
  const refused = (x: Sample) => x.status >= 400 && x.status < 500 && x.cpuMs < 50;

  const gerente = () => tok(s.tenant, Role.Gerente);
  const upload = (file: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'estilos.xlsx');
    return fetch(`${s.t.url}/api/importacao/pesagens`, { method: 'POST', body: form, headers: { authorization: `Bearer ${gerente()}` } });
  };
  const json = (path: string, body: string, headers: Record<string, string> = {}) => fetch(`${s.t.url}${path}`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${gerente()}`, ...headers },
  });

  it('xlsx styles: long format codes and attributes are 400 within 50 ms of CPU', async () => {
    // The first requests of a route load its document and compile the refusal's path: not a cost of any file.
    for (const file of [styled('dd/mm/yyyy', 1), styled('['.repeat(300), 1), styled('d', 1, [['name', 'A'.repeat(3000)]])]) await upload(file);
    const code = fc.record({
      unit: fc.constantFrom('[', '[[d', '"[', '\\[', '[m;', '"', '[h]m'),
      chars: fc.integer({ min: 256, max: 3000 }),
      xfs: fc.integer({ min: 1, max: 4000 }),
    });
    const attribute = fc.record({ name: fc.constantFrom('name', 'family', 'val', 'x:custom'), bytes: fc.integer({ min: 2561, max: 20_000 }), xfs: fc.integer({ min: 1, max: 4000 }) });
    const input = fc.oneof(code.map((c) => ({ ...c, kind: 'formatCode' as const })), attribute.map((a) => ({ ...a, kind: 'attribute' as const })));
    await fc.assert(fc.asyncProperty(input, async (p) => {
      const file = p.kind === 'formatCode'
        ? styled(p.unit.repeat(Math.ceil(p.chars / p.unit.length)).slice(0, p.chars).replace(/"/g, '&quot;'), p.xfs)
        : styled('dd/mm/yyyy', p.xfs, [[p.name, 'A'.repeat(p.bytes)]]);
      return refused(await measure(`styles.${p.kind}`, p, () => upload(file)));
    }), { numRuns: RUNS, endOnFailure: true });
  });

  it('JSON nested past 64 levels is 400 VALIDATION_FAILED within 50 ms of CPU, REST and /graphql', async () => {
    const item = JSON.stringify(animalBody()).slice(0, -1);
    const query = JSON.stringify('mutation($l: ID!, $i: CreateAnimaisInput!) { createAnimais(loteId: $l, input: $i) { criados } }');
    const input = fc.record({
      levels: fc.integer({ min: 65, max: 20_000 }), kind: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
      where: fc.constantFrom('rest', 'restIdempotent', 'graphql'),
    });
    let n = 0;
    const sender = (where: string, batch: string) => (where === 'graphql'
      ? () => json('/graphql', `{"query":${query},"variables":{"l":"${loteId}","i":${batch}}}`)
      : () => json(`/api/lotes/${loteId}/animais/lote`, batch, where === 'restIdempotent' ? { 'idempotency-key': `s22-${n++}` } : {}));
    // As for the styles: the first request of each path compiles its refusal (a keyed write's path too: 92 ms of CPU
    // for the only keyed sample of one CI run), not a cost of any body.
    for (const where of ['rest', 'restIdempotent', 'graphql']) await sender(where, `{"animais":[${item},"extra":${nestedText(65, 'mixed')}}]}`)();
    await fc.assert(fc.asyncProperty(input, async (p) => {
      const batch = `{"animais":[${item},"extra":${nestedText(p.levels, p.kind)}}]}`;
      const x = await measure(`json.${p.where}`, p, sender(p.where, batch));
      // Past /graphql's 64 KiB body limit the body is refused before it is parsed: 413.
      return refused(x) && (x.code === 'VALIDATION_FAILED' || x.status === 413);
    }), { numRuns: RUNS, endOnFailure: true });
  });

  it('a GraphQL fragment no operation uses is 400 within 50 ms of CPU, anonymous or not', async () => {
    const leaf = fc.constantFrom('__typename', 'a: __typename', '__type(name: "Query") { name }', 'lotes { items { id } }', 'nope { x }');
    const input = fc.record({ leaf, n: fc.integer({ min: 100, max: 4900 }), anonymous: fc.boolean(), named: fc.boolean() });
    let n = 0;
    await fc.assert(fc.asyncProperty(input, async (p) => {
      // Within the token bound (5,000): the fragment's fields cut where the next would pass it.
      const perLeaf = p.leaf.split(/[\s(){}:]+/).filter(Boolean).length + (p.leaf.match(/[(){}:]/g)?.length ?? 0);
      const fields = Math.max(1, Math.floor(Math.min(p.n, 4900) / perLeaf));
      const op = p.named ? 'query Usada { __typename }' : '{ __typename }';
      const doc = `${op} fragment Sobra on Query { ${`${p.leaf} `.repeat(fields)}} # ${n++}`;
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(p.anonymous ? {} : { authorization: `Bearer ${gerente()}` }) };
      const x = await measure(`graphql.${p.anonymous ? 'anonymous' : 'token'}`, { ...p, fields }, () =>
        fetch(`${s.t.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: doc }) }));
      return refused(x);
    }), { numRuns: RUNS, endOnFailure: true });
  });

  it('the figures: every input 4xx under 50 ms of CPU, /api/health/live under 100 ms and never failing throughout', async () => {
    const byKind: Record<string, unknown> = {};
    for (const kind of [...new Set(samples.map((x) => x.kind))]) {
      const of = samples.filter((x) => x.kind === kind);
      const cpu = of.map((x) => x.cpuMs);
      byKind[kind] = { inputs: of.length, statuses: [...new Set(of.map((x) => `${x.status} ${x.code}`))], cpuP50Ms: round(percentile(cpu, 50)), cpuMaxMs: round(Math.max(...cpu)) };
    }
    const worst = [...samples].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 3).map((x) => ({ ...x, cpuMs: round(x.cpuMs), processCpuMs: round(x.processCpuMs), wallMs: round(x.wallMs) }));
    const processCpu = samples.map((x) => x.processCpuMs);
    const cpuMeasure = threadMicros() === undefined ? 'whole process' : 'main thread + reader thread';
    report('S24', { cpuMeasure, byKind, processCpuP50Ms: round(percentile(processCpu, 50)), processCpuMaxMs: round(Math.max(...processCpu)), readerThreadCpuMs: round((await readerCpuMicros()) / 1000), worst, healthMaxMs: round(healthMax), healthCalls, healthFailed });
    expect(samples.filter((x) => !refused(x))).toEqual([]);
    expect({ healthUnder100: healthMax < 100, healthFailed }).toEqual({ healthUnder100: true, healthFailed: 0 });
  });
});
