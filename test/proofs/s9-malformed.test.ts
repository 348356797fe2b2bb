import 'reflect-metadata';
import fc from 'fast-check';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { buildFixtures, VALID_BODIES, type Fixtures } from './helpers/fixtures';
import { classifiedRoutes, fill } from './helpers/roles';
import { QUICK, report } from './helpers/report';
import { xlsx, zip } from '../../src/spreadsheet/template-xlsx';

/**
 * S9 (API4/API8): fast-check hostile bodies for every mutating route (wrong types, nulls, arrays, huge
 * strings, deep nesting, __proto__/constructor keys, unicode, out-of-range numbers), plus 1 MiB + 1,
 * invalid UTF-8 and JSON bombs. Every answer must be < 500 and every error a problem+json with a code;
 * the server (in this process) must end with an unchanged Object.prototype.
 */
jest.setTimeout(600_000);

const RUNS = Number(process.env.PROOFS_S9_RUNS ?? (QUICK ? 30 : 200));
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];

const hostileScalar = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31) - 1, 2 ** 31, 1e-320, 100_000.01, 1_000_000_001),
  fc.string(), fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '\uFEFF', '\u202E', 'null', 'undefined', 'NaN', '1e999', '2026-02-30', '9999-99-99',
    "'; drop table lotes; --", '{"$gt":""}', '<script>alert(1)</script>', '../../etc/passwd', '%00', 'Ação ÇÃO 🐂', 'a'.repeat(70_000)),
  fc.uuid(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...PROTO_KEYS)), tie('value'), { maxKeys: 5 }),
})).value;

// Built before the server starts: deflating 80 MiB blocks this process (which also runs the server) for a while,
// and a keep-alive socket idle across that pause is closed under the next request.
const BOMB = zip({ 'xl/workbook.xml': '<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
  'xl/worksheets/sheet1.xml': Buffer.alloc(80 * 1024 * 1024, 0x3c) });

const nest = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** A JSON text: the route's valid body with fields replaced/added/removed, a random JSON value, or proto-key payloads. */
function bodyText(valid: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(valid ?? {});
  const mutated = fc.tuple(
    fc.subarray(keys), fc.dictionary(fc.constantFrom(...(keys.length ? keys : ['x'])), hostileValue, { maxKeys: 4 }),
    fc.dictionary(fc.constantFrom(...PROTO_KEYS), hostileValue, { maxKeys: 2 }),
  ).map(([drop, replace, extra]) => {
    const b: Record<string, unknown> = Object.create(null);
    for (const [k, v] of Object.entries(valid ?? {})) if (!drop.includes(k)) b[k] = v;
    for (const [k, v] of Object.entries(replace)) b[k] = v;
    // JSON.stringify of own __proto__ keys keeps them: the server sees them as own properties after JSON.parse.
    let text = JSON.stringify(b);
    for (const [k, v] of Object.entries(extra)) text = text.replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v ?? null)}${text.length > 2 ? ',' : ''}`);
    return text;
  });
  const pollution = fc.constantFrom(
    `{"__proto__":{"polluted":"yes","role":"SuperAdmin","tenantId":"00000000-0000-0000-0000-000000000000"}${keys.length ? ',' : ''}${JSON.stringify(valid ?? {}).slice(1)}`,
    `{"constructor":{"prototype":{"polluted":"yes"}}${keys.length ? ',' : ''}${JSON.stringify(valid ?? {}).slice(1)}`,
    `{"input":{"__proto__":{"polluted":"yes"}},"__proto__":[1,2,3]}`,
  );
  const deep = fc.integer({ min: 50, max: 5000 }).chain((d) => fc.constantFrom(
    nest(d, '[', ']'), nest(d, '{"a":', '}'), `{"${keys[0] ?? 'x'}":${nest(d, '[', ']')}}`, `{"animais":${nest(d, '[', ']', '{}')}}`,
  ));
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: pollution }, { weight: 1, arbitrary: deep });
}

describe('S9 malformed input', () => {
  let t: TestApp;
  let api: Client;
  let T: TestTenant;
  let f: Fixtures;
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
  let total = 0;
  const bad: string[] = [];
  const byStatus: Record<number, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
    T = await makeTenant(t.app, 'fuzz');
    f = await buildFixtures(api, T, 'FUZZ');
  });
  afterAll(() => t.close());

  function check(label: string, r: { status: number; headers: Headers; body: any; text: string }, expectStatus?: number, expectCode?: string) {
    total++;
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const problem = r.status >= 400;
    // /graphql answers GraphQL errors (extensions.code), /api answers problem+json (code).
    const shaped = label.includes('(graphql)')
      ? typeof r.body?.errors?.[0]?.extensions?.code === 'string'
      : r.headers.get('content-type')?.startsWith('application/problem+json') && typeof r.body?.code === 'string' && r.body.status === r.status;
    const ok = r.status < 500 && (!problem || shaped)
      && (expectStatus === undefined || r.status === expectStatus) && (expectCode === undefined || r.body?.code === expectCode);
    if (!ok && bad.length < 50) bad.push(`${label} -> ${r.status} ${r.text.slice(0, 300)}`);
  }

  const idFor = (path: string, param: string): string => {
    const seg = path.split('/');
    if (param === 'loteId') return f.lotes[1];
    const root = seg[2] === 'lotes' && seg[4] ? seg[4] : seg[2];
    const pick: Record<string, string | undefined> = {
      users: f.users[0], 'alertas-preco': f.alertas[0], notificacoes: f.notificacoes[0], lotes: f.lotes[1], animais: f.animais[3],
      racoes: f.racoes[1], pesagens: f.pesagens[3].id, medicamentos: f.medicamentos[3].id, 'consumos-racao': f.consumos[3].id,
    };
    return pick[root] ?? f.lotes[1];
  };

  it(`${RUNS} generated hostile bodies per mutating route: 0 x 5xx, 100% problem+json with a code`, async () => {
    const mutating = classifiedRoutes().filter((r) => r.method !== 'GET');
    const perRoute: Record<string, number> = {};
    for (const route of mutating) {
      const role = route.access === 'public' ? null : route.access.includes(Role.Gerente) ? Role.Gerente : route.access[0];
      // Fuzzing with a SuperAdmin-only or users route as Admin of the tenant; DELETE users would remove our caller's peers: fine.
      const token = role ? T.users[role === Role.Admin && route.path.startsWith('/api/users') ? Role.SuperAdmin : role].token : undefined;
      const path = fill(route.path, Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p)])));
      const valid = VALID_BODIES[route.key]?.({ racaoId: f.racoes[0] }) as Record<string, unknown> | undefined;
      let n = 0;
      await fc.assert(fc.asyncProperty(bodyText(valid), async (text) => {
        const r = await api.call(route.method, path, { token, raw: text, headers: { 'content-type': 'application/json' } });
        n++;
        check(`${route.key} ${text.slice(0, 120)}`, r);
        return true;
      }), { numRuns: RUNS, seed: Number(process.env.PROOFS_SEED ?? 20260521) });
      perRoute[route.key] = n;
    }
    const polluted = ({} as any).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== protoBefore;
    report('S9-fuzz', { routes: mutating.length, casesPerRoute: RUNS, requests: total, fiveXX: Object.entries(byStatus).filter(([s]) => Number(s) >= 500).reduce((a, [, n]) => a + n, 0), badResponses: bad.length, byStatus, prototypePolluted: polluted });
    expect(bad).toEqual([]);
    expect(polluted).toBe(false);
  });

  it('1 MiB + 1, invalid UTF-8, JSON bombs, wrong content types, __proto__ keys', async () => {
    const before = total;
    const token = T.users[Role.Gerente].token;
    const url = '/api/racoes';
    const json = { 'content-type': 'application/json' };
    // Exactly 1 MiB + 1 byte of JSON.
    const big = JSON.stringify({ nome: 'x', descricao: '' });
    const pad = 1024 * 1024 + 1 - big.length;
    const over = JSON.stringify({ nome: 'x', descricao: 'y'.repeat(pad) });
    expect(Buffer.byteLength(over)).toBe(1024 * 1024 + 1);
    check('1 MiB + 1', await api.call('POST', url, { token, raw: over, headers: json }), 413, 'PAYLOAD_TOO_LARGE');
    check('1 MiB + 1 unauthenticated', await api.call('POST', url, { raw: over, headers: json }));
    // Invalid UTF-8 bytes inside a JSON string and as raw bytes.
    for (const bytes of [Buffer.from([0x7b, 0x22, 0x6e, 0x6f, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]), Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from([0xed, 0xa0, 0x80])]) {
      const res = await fetch(t.url + url, { method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body: bytes });
      const text = await res.text();
      check(`invalid UTF-8 ${bytes.toString('hex')}`, { status: res.status, headers: res.headers, body: JSON.parse(text), text });
      expect(res.status).toBe(400);
    }
    // JSON bombs: deep arrays and objects just under 1 MiB, at the top level and in a list field.
    const depth = 250_000;
    for (const [label, text] of [
      ['deep array', nest(depth, '[', ']')], ['deep object', nest(80_000, '{"a":', '}')],
      ['deep list field', `{"dataEntrada":"2026-01-01","animais":${nest(depth, '[', ']', '{}')}}`],
      ['wide array', `[${'0,'.repeat(500_000)}0]`], ['many keys', `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`],
    ] as const) {
      check(label, await api.call('POST', url, { token, raw: text, headers: json }));
      check(`${label} (animais lote)`, await api.call('POST', `/api/lotes/${f.lotes[1]}/animais/lote`, { token, raw: text, headers: json }));
      check(`${label} (graphql)`, await api.call('POST', '/graphql', { token, raw: text, headers: json }));
    }
    // Wrong content types and charsets.
    check('text/plain', await api.call('POST', url, { token, raw: '{}', headers: { 'content-type': 'text/plain' } }), 415);
    check('form', await api.call('POST', url, { token, raw: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415);
    check('utf-16 charset', await api.call('POST', url, { token, raw: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } }));
    check('gzip claimed', await api.call('POST', url, { token, raw: '{}', headers: { ...json, 'content-encoding': 'gzip' } }), 400, 'BAD_REQUEST');
    check('deflate claimed', await api.call('POST', url, { token, raw: '{}', headers: { ...json, 'content-encoding': 'deflate' } }), 400, 'BAD_REQUEST');
    check('unknown encoding', await api.call('POST', url, { token, raw: '{}', headers: { ...json, 'content-encoding': 'zstd-x' } }), 415);
    check('truncated', await api.call('POST', url, { token, raw: '{"nome":', headers: json }), 400, 'BAD_REQUEST');
    // __proto__ with privileged fields: not honoured, no pollution.
    const r = await api.call('POST', url, { token, raw: '{"__proto__":{"polluted":"yes","tenantId":"x"},"nome":"P","custoKg":1,"dataCompra":"2026-01-01","quantidadeKg":1}', headers: json });
    expect(r.status).toBe(201);
    total++;
    const polluted = ({} as any).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== protoBefore;
    report('S9-edges', { requests: total - before, badResponses: bad.length, prototypePolluted: polluted });
    report('S9', { totalRequests: total, fiveXX: Object.entries(byStatus).filter(([s]) => Number(s) >= 500).reduce((a, [, n]) => a + n, 0), notProblemJson: bad.length, prototypePolluted: polluted });
    expect(bad).toEqual([]);
    expect(polluted).toBe(false);
  });

  it(`${RUNS} hostile files per import route: corrupted and truncated xlsx, zip bombs, binaries, broken csv, bad multipart`, async () => {
    const before = total;
    const token = T.users[Role.Gerente].token;
    const good = xlsx([['LoteCodigo', 'Data', 'PesoMedio_kg', 'Identificacao', 'Sexo', 'PesoEntrada'], ['L-1', '2026-01-01', 300, 'A-1', 'Macho', 300]]);
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b)),
      fc.tuple(fc.integer({ min: 0, max: good.length }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }))
        .map(([cut, flips]) => { const b = Buffer.from(good.subarray(0, cut === 0 ? good.length : cut)); for (const [i, v] of flips) if (b.length) b[i % b.length] = v; return b; }),
      fc.string({ unit: 'binary', maxLength: 2000 }).map((x) => Buffer.from(`LoteCodigo;Data;PesoMedio_kg\n${x}`)),
      fc.constantFrom(BOMB, Buffer.from('"unterminated;quote\n'), Buffer.from('\uFEFF'), Buffer.alloc(0)),
    );
    const name = fc.constantFrom('a.xlsx', 'a.csv', 'A.XLSX', 'a', '../../etc/passwd.csv', 'a.xlsx.exe', '\u0000.csv', 'ç🐂.csv', 'x'.repeat(300) + '.csv');
    for (const kind of ['pesagens', 'animais']) {
      await fc.assert(fc.asyncProperty(file, name, async (content, filename) => {
        const form = new FormData();
        form.append('file', new Blob([content]), filename);
        const res = await fetch(`${t.url}/api/importacao/${kind}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
        const text = await res.text();
        check(`import ${kind} ${filename} (${content.length} bytes)`, { status: res.status, headers: res.headers, body: JSON.parse(text), text });
        return true;
      }), { numRuns: RUNS, seed: Number(process.env.PROOFS_SEED ?? 20260521) });
      const multipart = (raw: string, type = 'multipart/form-data; boundary=b') => api.call('POST', `/api/importacao/${kind}`, { token, raw, headers: { 'content-type': type } });
      check(`${kind} no boundary`, await multipart('x', 'multipart/form-data'), 400, 'INVALID_FILE');
      check(`${kind} truncated multipart`, await multipart('--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nLoteCodigo'), 400, 'INVALID_FILE');
      check(`${kind} other field`, await multipart('--b\r\nContent-Disposition: form-data; name="outro"\r\n\r\nx\r\n--b--\r\n'), 400, 'INVALID_FILE');
      check(`${kind} json body`, await api.call('POST', `/api/importacao/${kind}`, { token, raw: '{}', headers: { 'content-type': 'application/json' } }), 415);
    }
    const polluted = ({} as any).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== protoBefore;
    report('S9-files', { requests: total - before, badResponses: bad.length, byStatus, prototypePolluted: polluted });
    expect(bad).toEqual([]);
  });
});
