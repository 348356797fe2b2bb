import 'reflect-metadata';
import fc from 'fast-check';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { astFromValue, getNamedType, Kind, print, typeFromAST, visit, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { VALID_BODIES } from '../helpers/bodies';
import { buildFixtures, type Fixtures } from './helpers/fixtures';
import { classifiedRoutes, fill } from './helpers/roles';
import { QUICK, report } from './helpers/report';
import { MULTIPART_HEAD, MULTIPART_TYPE, trickle } from '../helpers/trickle';
import { xlsx } from '../../src/spreadsheet/template-xlsx';
import { writeZip as zip } from '../../src/spreadsheet/write-zip';

/**
 * S9 (API4/API8): fast-check hostile bodies for every mutating route (wrong types, nulls, arrays, huge
 * strings, deep nesting, __proto__/constructor keys, unicode, out-of-range numbers), plus 1 MiB + 1,
 * invalid UTF-8 and JSON bombs. Every answer must be < 500 and every error a problem+json with a code;
 * the server (in this process) must end with an unchanged Object.prototype.
 */
jest.setTimeout(600_000);

const RUNS = Number(process.env.PROOFS_S9_RUNS ?? (QUICK ? 30 : 200));
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];

// Positive numbers a numeric column rounds to 0 (kg at 3 decimals, money and percentages at 2), and 5e-3, the
// smallest money that rounds up (issue: values accepted, stored as 0, then divided by).
const TINY = [0.0004, 1e-9, 5e-3, 0.001, 0.0049, 0.0005];
const hostileScalar = fc.oneof(
  fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(...TINY),
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

// Text that must never be stored or reach the database: U+0000 and lone surrogates, somewhere in ASCII text.
const BAD_CHARS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];
const badText = fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...BAD_CHARS), fc.string({ maxLength: 8 })).map(([a, b, c]) => a + b + c);
const nulText = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, c]) => `${a}\u0000${c}`);
// The same in a URL: %00, invalid and truncated UTF-8, an encoded surrogate.
const BAD_ENCODED = ['a%00b', '%00', '%E0%A4', '%ED%A0%80', '%ff', 'x%C3', '%ED%BF%BFz'];
const TEXT_RUNS = Number(process.env.PROOFS_S9_TEXT_RUNS ?? (QUICK ? 4 : 12));

type Leaf = (string | number)[];
/** Paths of the string leaves of a JSON value. */
function leaves(v: unknown, at: Leaf = []): Leaf[] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]));
  return [];
}
const leafName = (l: Leaf) => l.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
function withLeaf<T>(v: T, l: Leaf, value: string): T {
  const copy = JSON.parse(JSON.stringify(v ?? {}));
  if (l.length === 0) return value as T;
  let cur = copy;
  for (const p of l.slice(0, -1)) cur = cur[p];
  cur[l[l.length - 1]] = value;
  return copy;
}

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

/**
 * A route document with its variables written as literals (absent ones dropped), for the literal fuzz; null when a
 * value cannot be written as a literal of its type (text in an Int or enum position).
 */
function inlineVariables(doc: import('graphql').DocumentNode, values: Record<string, unknown>): string | null {
  const op = doc.definitions.find((d: any) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const types = new Map((op.variableDefinitions ?? []).map((d) => [d.variable.name.value, typeFromAST(schemaOf(), d.type as any) as GraphQLInputType]));
  try {
    return print(visit(doc, {
      VariableDefinition: () => null,
      Argument: (arg) => {
        if (arg.value.kind !== Kind.VARIABLE) return undefined;
        const name = arg.value.name.value;
        if (values[name] === undefined) return null;
        return { ...arg, value: astFromValue(values[name], types.get(name)!)! };
      },
    }));
  } catch {
    return null;
  }
}

/** Whether the leaf at `l` of variable `name` is text (String or ID) rather than a scalar with its own literal rules. */
function textLeaf(doc: import('graphql').DocumentNode, name: string, l: Leaf): boolean {
  const op = doc.definitions.find((d: any) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const def = op.variableDefinitions?.find((d) => d.variable.name.value === name);
  let t: any = def && getNamedType(typeFromAST(schemaOf(), def.type as any) as GraphQLInputType);
  for (const p of l) t = typeof p === 'number' ? t : getNamedType(t?.getFields?.()[p]?.type);
  return t?.name === 'String' || t?.name === 'ID';
}

/** Paths of the number leaves of a JSON value. */
function numberLeaves(v: unknown, at: Leaf = []): Leaf[] {
  if (typeof v === 'number') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => numberLeaves(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => numberLeaves(x, [...at, k]));
  return [];
}

/** Where a number goes in a route's body: its valid body's number leaves, and every Float field of its input type. */
function numericSlots(doc: import('graphql').DocumentNode, bodyVar: string, valid: Record<string, unknown>): Leaf[] {
  const op = doc.definitions.find((d: any) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const def = op.variableDefinitions?.find((d) => d.variable.name.value === bodyVar);
  const type: any = def && getNamedType(typeFromAST(schemaOf(), def.type as any) as GraphQLInputType);
  const floats = Object.values(type?.getFields?.() ?? {}).filter((x: any) => getNamedType(x.type as GraphQLInputType).name === 'Float').map((x: any) => [x.name] as Leaf);
  const seen = new Set<string>();
  return [...numberLeaves(valid), ...floats].filter((l) => !seen.has(leafName(l)) && seen.add(leafName(l)));
}

/** A copy of `v` with the number at `l` (an absent optional field is added). */
function withNumber<T>(v: T, l: Leaf, value: number): T {
  const copy = JSON.parse(JSON.stringify(v ?? {}));
  let cur = copy;
  for (const p of l.slice(0, -1)) cur = cur[p];
  cur[l[l.length - 1]] = value;
  return copy;
}

let schemaRef: import('graphql').GraphQLSchema;
const schemaOf = () => schemaRef;

describe('S9 malformed input', () => {
  let t: TestApp;
  let api: Client;
  let T: TestTenant;
  let f: Fixtures;
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
  let total = 0;
  const bad: string[] = [];
  const byStatus: Record<number, number> = {};

  // A short body bound, so trickled bodies are answered within the suite (the default is 30 s: S18).
  const BODY_MS = 3000;
  beforeAll(async () => {
    t = await startTestApp({ REQUEST_BODY_TIMEOUT_MS: String(BODY_MS) });
    api = client(t.url);
    T = await makeTenant(t.app, 'fuzz');
    f = await buildFixtures(api, T, 'FUZZ');
    schemaRef = t.app.schema;
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
    // A GraphQL INTERNAL error is a 5xx in disguise (answered with HTTP 200 when other fields had data).
    const internal = label.includes('(graphql)') && r.body?.errors?.some((e: any) => e?.extensions?.code === 'INTERNAL');
    const ok = r.status < 500 && !internal && (!problem || shaped)
      && (expectStatus === undefined || r.status === expectStatus) && (expectCode === undefined || r.body?.code === expectCode);
    if (!ok && bad.length < 50) bad.push(`${label} -> ${r.status} ${r.text.slice(0, 300)}`);
  }

  const tokenFor = (route: ReturnType<typeof classifiedRoutes>[number]) => {
    const role = route.access === 'public' ? null : route.access.includes(Role.Gerente) ? Role.Gerente : route.access[0];
    return role ? T.users[role === Role.Admin && route.path.startsWith('/api/users') ? Role.SuperAdmin : role].token : undefined;
  };

  /** 400 VALIDATION_FAILED (REST code, or GraphQL extensions.code) with `field` among the named fields. */
  function named(label: string, r: { status: number; headers: Headers; body: any; text: string }, field: (k: string) => boolean) {
    const graphql = label.includes('(graphql)');
    check(label, r, 400, graphql ? undefined : 'VALIDATION_FAILED');
    const body = graphql ? r.body?.errors?.[0]?.extensions : r.body;
    const ok = body?.code === 'VALIDATION_FAILED' && Object.keys(body?.errors ?? {}).some(field) && (!graphql || r.body.data === undefined);
    if (!ok && bad.length < 50) bad.push(`${label} -> not named: ${r.text.slice(0, 300)}`);
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

  it('tiny positive numbers in every numeric field (REST and /graphql): never a 5xx, then every read of the tenant still answers < 500', async () => {
    const before = total;
    const cases: Record<string, number> = { rest: 0, graphql: 0, reads: 0, accepted: 0 };
    // Closing the batch last: once closed, its purchases, costs and consumptions are refused (BATCH_CLOSED).
    const last = (r: { path: string }) => (r.path.endsWith('/fechar') ? 1 : 0);
    const writes = classifiedRoutes().filter((r) => r.method !== 'GET' && !r.upload && r.body).sort((x, y) => last(x) - last(y));
    for (const route of writes) {
      const token = tokenFor(route);
      const ids = Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p)]));
      const valid = (VALID_BODIES[route.key]?.({ racaoId: f.racoes[0], loteId: f.lotes[1] }) ?? {}) as Record<string, unknown>;
      for (const slot of numericSlots(route.doc, route.body!, valid)) {
        for (const tiny of TINY) {
          const body = withNumber(VALID_BODIES[route.key]?.({ racaoId: f.racoes[0], loteId: f.lotes[1] }) ?? {}, slot, tiny);
          const r = await api.call(route.method, fill(route.path, ids), { token, body });
          check(`${route.key} ${leafName(slot)}=${tiny}`, r);
          cases.rest++;
          if (r.status < 300) cases.accepted++;
          const vars = { ...ids, [route.body!]: withNumber(VALID_BODIES[route.key]?.({ racaoId: f.racoes[0], loteId: f.lotes[1] }) ?? {}, slot, tiny) };
          check(`${route.key} ${leafName(slot)}=${tiny} (graphql)`, await api.call('POST', '/graphql', { token, body: { query: print(route.doc), variables: vars } }));
          cases.graphql++;
        }
      }
    }
    // Whatever was stored, every read of the tenant (lists, details, plans, reports) still answers without a 5xx.
    for (const route of classifiedRoutes().filter((r) => r.method === 'GET')) {
      const path = fill(route.path, Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p)])));
      const r = await api.call('GET', path.includes('carregamentos') ? `${path}?capacidadeKg=1000` : path, { token: tokenFor(route) });
      cases.reads++;
      if (r.status >= 500) check(`read after tiny numbers ${route.key}`, r);
      else total++;
    }
    report('S9-tiny-numbers', { cases, requests: total - before, badResponses: bad.length });
    expect(bad).toEqual([]);
  });

  it('NUL and ill-formed UTF-16 in every route: path parameters, query string and every body text field are 400 naming the field', async () => {
    const before = total;
    const cases: Record<string, number> = { path: 0, query: 0, body: 0 };
    // Upload routes take a file, not text (a JSON body is 415); their hostile files are the edge cases below.
    for (const route of classifiedRoutes().filter((r) => !r.upload)) {
      const token = tokenFor(route);
      const ids = Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p)]));
      const valid = VALID_BODIES[route.key]?.({ racaoId: f.racoes[0] });
      const hasBody = route.method !== 'GET';
      for (const p of route.params) {
        for (const enc of BAD_ENCODED) {
          const path = fill(route.path, { ...ids, [p]: enc });
          named(`${route.key} path ${p}=${enc}`, await api.call(route.method, path, { token, body: hasBody ? valid ?? {} : undefined }), (k) => k === p);
          cases.path++;
        }
      }
      const op = route.doc.definitions.find((d: any) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      const queryVars = (op.variableDefinitions ?? []).map((d) => d.variable.name.value).filter((v) => v !== route.body && !route.params.includes(v));
      // A route without query parameters still refuses bad text in one it does not read.
      for (const q of queryVars.length ? queryVars : ['x']) {
        for (const enc of BAD_ENCODED) {
          const r = await api.call(route.method, `${fill(route.path, ids)}?${q}=${enc}`, { token, body: hasBody ? valid ?? {} : undefined });
          named(`${route.key} query ${q}=${enc}`, r, (k) => k === q);
          cases.query++;
        }
      }
      if (!hasBody) continue;
      const slots = leaves(valid ?? {});
      const slot = fc.oneof(
        ...(slots.length ? [fc.constantFrom(...slots).map((l) => ({ l, extra: false }))] : []),
        fc.constant({ l: ['extra'] as Leaf, extra: true }),
      );
      await fc.assert(fc.asyncProperty(slot, badText, fc.boolean(), async ({ l }, text, asKey) => {
        // The bad text as a value, or as a key of the body (named by its readable form).
        const body = asKey ? { ...(valid as object ?? {}), [`k${text}`]: 1 } : withLeaf(valid, l, text);
        const r = await api.call(route.method, fill(route.path, ids), { token, raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        named(`${route.key} body ${asKey ? 'key' : leafName(l)}=${JSON.stringify(text)}`, r, (k) => (asKey ? k.startsWith('k') : k === leafName(l)));
        cases.body++;
        return true;
      }), { numRuns: TEXT_RUNS, seed: Number(process.env.PROOFS_SEED ?? 20260521) });
    }
    report('S9-text', { routes: classifiedRoutes().length, cases, requests: total - before, badResponses: bad.length });
    expect(bad).toEqual([]);
  });

  it('GraphQL: NUL and ill-formed UTF-16 in variables, literals and subscription arguments are VALIDATION_FAILED naming the field', async () => {
    const before = total;
    const cases: Record<string, number> = { variables: 0, literals: 0, subscriptions: 0 };
    // Upload routes take a file, not text (a JSON body is 415); their hostile files are the edge cases below.
    for (const route of classifiedRoutes().filter((r) => !r.upload)) {
      const op = route.doc.definitions.find((d: any) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      const defs = op.variableDefinitions ?? [];
      if (defs.length === 0) continue;
      const token = tokenFor(route);
      const validVars: Record<string, unknown> = Object.fromEntries(route.params.map((p) => [p, idFor(route.path, p)]));
      if (route.body) validVars[route.body] = VALID_BODIES[route.key]?.({ racaoId: f.racoes[0] }) ?? {};
      // Every variable is a slot; the body variable's slots are its string leaves.
      const slots: { name: string; l: Leaf }[] = defs.flatMap((d): { name: string; l: Leaf }[] => {
        const name = d.variable.name.value;
        return name === route.body ? leaves(validVars[name]).map((l) => ({ name, l })) : [{ name, l: [] }];
      });
      if (slots.length === 0) continue;
      const query = print(route.doc);
      const gql = (q: string, variables?: Record<string, unknown>) => api.call('POST', '/graphql', { token, body: { query: q, variables } });
      const expectName = ({ name, l }: { name: string; l: Leaf }) => (l.length ? `${name}.${leafName(l)}` : name);
      await fc.assert(fc.asyncProperty(fc.constantFrom(...slots), badText, nulText, async (slot, text, nul) => {
        const vars = { ...validVars, [slot.name]: withLeaf(validVars[slot.name], slot.l, text) };
        named(`${route.key} variables ${expectName(slot)}=${JSON.stringify(text)} (graphql)`, await gql(query, vars), (k) => k === expectName(slot));
        cases.variables++;
        // The same operation with its variables written as literals (a lone surrogate cannot be written in a
        // GraphQL literal at all: the lexer refuses it, which S9 counts as any 4xx below).
        const literal = inlineVariables(route.doc, { ...validVars, [slot.name]: withLeaf(validVars[slot.name], slot.l, nul) });
        const leaf = slot.l.length ? leafName(slot.l) : '';
        if (literal === null) return true;
        const label = `${route.key} literal ${expectName(slot)} (graphql)`;
        // A Date or DateTime literal is refused by its scalar during validation (400), before any text check.
        if (textLeaf(route.doc, slot.name, slot.l)) named(label, await gql(literal), (k) => (leaf ? k.endsWith(leaf) : !k.includes('.')));
        else check(label, await gql(literal), 400);
        cases.literals++;
        return true;
      }), { numRuns: TEXT_RUNS, seed: Number(process.env.PROOFS_SEED ?? 20260521) });
    }
    const surrogateLiteral = await api.call('POST', '/graphql', { token: T.users[Role.Gerente].token, body: { query: '{ racoes(search: "a\ud800") { totalCount } }' } });
    check('lone surrogate in a literal (graphql)', surrogateLiteral, 400);

    const ws = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { Authorization: `Bearer ${T.users[Role.Gerente].token}` },
    });
    const first = (query: string, variables?: Record<string, unknown>) => new Promise<any>((resolve) => {
      ws.subscribe({ query, variables }, { next: (m) => resolve({ next: m }), error: (e) => resolve(e), complete: () => resolve('complete') });
    });
    try {
      await fc.assert(fc.asyncProperty(badText, nulText, async (text, nul) => {
        for (const [label, errors, field] of [
          ['variable', await first('subscription($c: String) { quoteUpdated(contractCode: $c) { price } }', { c: text }), 'c'],
          ['literal', await first(`subscription { quoteUpdated(contractCode: ${JSON.stringify(nul)}) { price } }`), 'contractCode'],
        ] as const) {
          total++;
          cases.subscriptions++;
          const ext = Array.isArray(errors) ? errors[0]?.extensions : undefined;
          if (ext?.code !== 'VALIDATION_FAILED' || ext?.status !== 400 || !Object.keys(ext.errors ?? {}).includes(field)) {
            bad.push(`subscription ${label} ${JSON.stringify(text)} -> ${JSON.stringify(errors).slice(0, 300)}`);
          }
        }
        return true;
      }), { numRuns: TEXT_RUNS * 3, seed: Number(process.env.PROOFS_SEED ?? 20260521) });
    } finally {
      await ws.dispose();
    }
    report('S9-graphql-text', { cases, requests: total - before, badResponses: bad.length });
    expect(bad).toEqual([]);
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
    // Bodies that trickle in a byte at a time: 408 at the body bound, the connection closed (REST, /graphql, upload).
    const slow = { everyMs: 250, giveUpMs: BODY_MS + 10_000, token };
    const trickled = await Promise.all([
      trickle(t.url, { ...slow, path: url, contentType: 'application/json', head: '{"nome": "', length: 5000 }),
      trickle(t.url, { ...slow, path: '/graphql', contentType: 'application/json', head: '{"query": "', length: 5000 }),
      trickle(t.url, { ...slow, path: '/api/importacao/pesagens', contentType: MULTIPART_TYPE, head: MULTIPART_HEAD, length: 100_000 }),
    ].map((x) => x.answered));
    for (const [i, x] of trickled.entries()) {
      check(`trickled body ${i}`, { status: x.status ?? 0, headers: new Headers(x.headers), body: x.body, text: JSON.stringify(x.body) }, 408, 'REQUEST_TIMEOUT');
      if (x.headers.connection !== 'close' || !x.closedByServer) bad.push(`trickled body ${i}: connection left open`);
    }
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
