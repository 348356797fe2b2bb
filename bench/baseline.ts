import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import postgres from 'postgres';
import { WebSocketServer } from 'ws';
import { businessDate } from '../src/clock';
import { eq, fillPlaceholders, sql as dsql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CASING } from '../src/db/raw';
import { lotes } from '../src/modules/lote/schema';
import { comExplicacao } from '../src/modules/projecao/projecao.advice';
import { contratosCurva, feriados } from '../src/modules/projecao/projecao.rules';
import { projecaoSql } from '../src/modules/projecao/projecao.sql';
import * as Q from './baseline-sql';

/**
 * The BASELINE: a minimal node:http + postgres.js server answering the bench's requests with the same JSON bytes as
 * the service, using the best SQL we can write (bench/baseline-sql.ts), prepared statements, the same indexes and a
 * JWT verified with a KeyObject. Also a bare `ws` broadcast for the subscription fan-out. Started by bench/run.js.
 */
const env = process.env;
const sql = postgres(env.DATABASE_URL!, { max: Number(env.DATABASE_POOL_MAX ?? 10), onnotice: () => {}, prepare: true });
// As drizzle sets them on the service's client: a json parameter is sent as the text it is given (the projection's
// curve and holidays are JSON text already), not serialized again into a JSON string.
for (const oid of ['114', '3802']) (sql.options.serializers as Record<string, (v: unknown) => unknown>)[oid] = (v) => v;
const key = createSecretKey(Buffer.from(env.JWT_SECRET!));
const ISSUER = env.JWT_ISSUER ?? 'feedlot-api';
const AUDIENCE = env.JWT_AUDIENCE ?? 'feedlot-api';
const TTL = Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 3600);
const TIME_ZONE = env.APP_TIMEZONE ?? 'America/Sao_Paulo';
const DIAS_FECHAMENTO = Number(env.DASHBOARD_DIAS_FECHAMENTO ?? 80);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Claims = { sub: string; tenantId: string; email: string; role: string };
const q = <T = any>(text: string, params: unknown[]) => sql.unsafe(text, params as any[], { prepare: true }) as unknown as Promise<T[]>;

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
const problem = (res: ServerResponse, status: number, title: string) => send(res, status, JSON.stringify({ status, title }));

function claimsOf(req: IncomingMessage): Claims | null {
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  try {
    const c = jwt.verify(m[1], key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, clockTolerance: 30 }) as Claims;
    return typeof c.sub === 'string' && UUID.test(c.sub) && typeof c.tenantId === 'string' && UUID.test(c.tenantId) ? c : null;
  } catch {
    return null;
  }
}

/** Runs the data query alongside the active-user check (same round trip time); 401 if the user is gone. */
async function authed<T>(req: IncomingMessage, res: ServerResponse, run: (c: Claims) => Promise<T>): Promise<T | undefined> {
  const c = claimsOf(req);
  if (!c) return void problem(res, 401, 'Unauthorized');
  const [user, data] = await Promise.all([q(Q.ACTIVE_USER, [c.sub, c.tenantId]), run(c)]);
  if (user.length === 0) return void problem(res, 401, 'Unauthorized');
  return data;
}

function readBody(req: IncomingMessage): Promise<any> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 1 << 20) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

const intParam = (v: string | null | undefined, dflt: number, min: number, max: number) => {
  const n = v == null ? dflt : Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** `stock`: the REST list's selection, which adds the stock fields (contract 12.5) to the GraphQL page's. */
async function feedsPage(tenantId: string, pageNumber: number, pageSize: number, search: string | undefined, stock: boolean) {
  const offset = (pageNumber - 1) * pageSize;
  const today = businessDate(new Date(), TIME_ZONE);
  const rows = search
    ? await q(Q.FEEDS_SEARCH, [tenantId, pageSize, offset, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, today])
    : await q(Q.FEEDS_PAGE, [tenantId, pageSize, offset, today]);
  const totalCount: number = rows[0]?.total ?? 0;
  const items = [];
  for (const r of rows) {
    if (r.id === null) continue;
    const item = { id: r.id, nome: r.nome, descricao: r.descricao, custoKg: r.custoKg, dataCompra: r.dataCompra, quantidadeKg: r.quantidadeKg, fornecedor: r.fornecedor };
    items.push(stock ? { ...item, materiaSecaPercentual: r.materiaSecaPercentual, estoqueKg: r.estoqueKg, estoqueMinimoKg: r.estoqueMinimoKg,
      estoqueNegativo: r.estoqueKg < 0, diasEstoque: r.diasEstoque } : item);
  }
  return { items, pageNumber, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

/** GET /api/racoes/{id} and GraphQL racao(id): the REST document's selection, in its order; null when absent. */
async function feedOne(c: Claims, id: string) {
  if (!UUID.test(id)) return null;
  const [r] = await q(Q.FEED_ONE, [c.tenantId, id, businessDate(new Date(), TIME_ZONE)]);
  return r ? { id: r.id, nome: r.nome, descricao: r.descricao, custoKg: r.custoKg, dataCompra: r.dataCompra, quantidadeKg: r.quantidadeKg,
    fornecedor: r.fornecedor, composicao: r.composicao, materiaSecaPercentual: r.materiaSecaPercentual, estoqueKg: r.estoqueKg,
    estoqueMinimoKg: r.estoqueMinimoKg, estoqueNegativo: r.estoqueKg < 0, diasEstoque: r.diasEstoque } : null;
}

async function dashboard(c: Claims) {
  const today = businessDate(new Date(), TIME_ZONE);
  const [r] = await q(Q.DASHBOARD, [c.tenantId, today, 15, DIAS_FECHAMENTO, c.sub]);
  const n = (v: number | null) => v ?? 0;
  return {
    totalLotesAtivos: r.lotes_ativos, totalLotesFechados: r.lotes_fechados, totalAnimaisAtivos: r.animais_ativos,
    totalAnimaisVendidos: r.vendidos, totalAnimaisMortos: r.mortos, pesoMedioAtual: n(r.peso_medio), gmdMedioGeral: n(r.gmd_medio),
    custoTotalRacao: r.custo_racao, custoTotalMedicamentos: r.custo_medicamentos, receitaTotalVendas: r.receita,
    precoArrobaAtual: n(r.preco_arroba), lotesProximosFechamento: r.proximos, alertasNaoLidos: r.nao_lidas,
  };
}

async function login(res: ServerResponse, body: any) {
  const email = String(body?.email ?? '').trim().toLowerCase();
  const [u] = await q(Q.LOGIN_USER, [email]);
  if (!u || !u.ativo || !(await argon2.verify(u.password_hash, String(body?.password ?? '').normalize('NFKC')))) {
    return problem(res, 401, 'Invalid credentials');
  }
  const accessToken = jwt.sign({ email: u.email, role: u.role, tenantId: u.tenant_id }, key, {
    algorithm: 'HS256', subject: u.id, issuer: ISSUER, audience: AUDIENCE, expiresIn: TTL, jwtid: randomUUID(),
  });
  const refreshToken = randomBytes(32).toString('base64url');
  send(res, 200, JSON.stringify({ accessToken, refreshToken, expiresIn: TTL, user: { id: u.id, nome: u.nome, email: u.email, role: u.role } }));
}

const CONSUMPTIONS_PATH = /^\/api\/lotes\/([^/]+)\/consumos-racao$/;
const PROJECTION_PATH = /^\/api\/lotes\/([^/]+)\/projecao$/;

/**
 * The projection's statement is the service's own, rendered once: its rules (sale days, the curve by date, basis,
 * taxes, the whole marginal cost) outgrew a second hand-written copy, so this row measures what the service adds
 * around the same statement (issue 34, docs/decisions.md).
 */
const ph = dsql.placeholder;
const PROJECAO = new PgDialect({ casing: CASING }).sqlToQuery(projecaoSql(ph('tenantId'), ph('today'), ph('dias'), ph('curva'), ph('feriados'), eq(lotes.id, ph('loteId'))));

/** GET /api/lotes/{id}/projecao: the curve's candidate contracts and holidays (as the service lists them) and one statement. */
async function projection(req: IncomingMessage, res: ServerResponse, loteId: string, diasParam: string | null) {
  if (!UUID.test(loteId)) return problem(res, 404, 'Not found');
  const dias = intParam(diasParam, 60, 1, 180);
  if (dias === null) return problem(res, 400, 'Bad request');
  const today = businessDate(new Date(), TIME_ZONE);
  const values = { today, dias, curva: JSON.stringify(contratosCurva(today)), feriados: JSON.stringify(await feriados(today)), loteId };
  const rows = await authed(req, res, (c) => q(PROJECAO.sql, fillPlaceholders(PROJECAO.params, { ...values, tenantId: c.tenantId })));
  if (!rows) return;
  if (rows.length === 0) return problem(res, 404, 'Not found');
  const p = rows[0].projecao;
  send(res, 200, JSON.stringify(comExplicacao(typeof p === 'string' ? JSON.parse(p) : p)));
}
const FEED_PATH = /^\/api\/racoes\/([^/]+)$/;

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  const qm = url.indexOf('?');
  const path = qm < 0 ? url : url.slice(0, qm);
  const params = new URLSearchParams(qm < 0 ? '' : url.slice(qm + 1));
  if (req.method === 'GET' && path === '/api/racoes') {
    const pageNumber = intParam(params.get('pageNumber'), 1, 1, 1_000_000);
    const pageSize = intParam(params.get('pageSize'), 10, 1, 100);
    if (pageNumber === null || pageSize === null) return problem(res, 400, 'Bad request');
    const page = await authed(req, res, (c) => feedsPage(c.tenantId, pageNumber, pageSize, params.get('search')?.trim() || undefined, true));
    if (page) send(res, 200, JSON.stringify(page));
  } else if (req.method === 'GET' && FEED_PATH.test(path)) {
    const id = FEED_PATH.exec(path)![1];
    const found = await authed(req, res, async (c) => ({ feed: await feedOne(c, id) }));
    if (found) return found.feed ? send(res, 200, JSON.stringify(found.feed)) : problem(res, 404, 'Not found');
  } else if (req.method === 'POST' && path === '/graphql') {
    // The bench's two operations: the feeds page { racoes(pageSize) {...} } and the point read { racao(id) {...} }.
    const body = await readBody(req);
    if (typeof body?.variables?.id === 'string') {
      const found = await authed(req, res, async (c) => ({ feed: await feedOne(c, body.variables.id) }));
      if (found) send(res, 200, `${JSON.stringify({ data: { racao: found.feed } })}\n`);
      return;
    }
    const pageSize = intParam(body?.variables?.pageSize, 10, 1, 100) ?? 10;
    const page = await authed(req, res, (c) => feedsPage(c.tenantId, 1, pageSize, undefined, false));
    if (page) send(res, 200, `${JSON.stringify({ data: { racoes: page } })}\n`);
  } else if (req.method === 'GET' && CONSUMPTIONS_PATH.test(path)) {
    const loteId = CONSUMPTIONS_PATH.exec(path)![1];
    if (!UUID.test(loteId)) return problem(res, 404, 'Not found');
    const rows = await authed(req, res, (c) => q(Q.CONSUMPTIONS, [c.tenantId, loteId]));
    if (!rows) return;
    if (rows.length === 0 && (await q(Q.LIVE_LOTE, [claimsOf(req)!.tenantId, loteId])).length === 0) return problem(res, 404, 'Not found');
    send(res, 200, JSON.stringify(rows));
  } else if (req.method === 'GET' && PROJECTION_PATH.test(path)) {
    await projection(req, res, PROJECTION_PATH.exec(path)![1], params.get('dias'));
  } else if (req.method === 'GET' && path === '/api/dashboard/summary') {
    const d = await authed(req, res, dashboard);
    if (d) send(res, 200, JSON.stringify(d));
  } else if (req.method === 'GET' && (path === '/api/financeiro/rentabilidade' || path === '/api/financeiro/summary')) {
    const today = businessDate(new Date(), TIME_ZONE);
    const rows = await authed(req, res, (c) => q(path.endsWith('summary') ? Q.FINANCEIRO_SUMMARY : Q.RENTABILIDADE, [c.tenantId, today]));
    if (rows) send(res, 200, JSON.stringify(path.endsWith('summary') ? rows[0] : rows));
  } else if (req.method === 'GET' && path === '/api/tratos') {
    const data = params.get('data') ?? businessDate(new Date(), TIME_ZONE);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) return problem(res, 400, 'Bad request');
    const rows = await authed(req, res, (c) => q(Q.TRATOS, [c.tenantId, data]));
    if (rows) send(res, 200, JSON.stringify(rows));
  } else if (req.method === 'POST' && path === '/api/auth/login') {
    await login(res, await readBody(req));
  } else {
    problem(res, 404, 'Not found');
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((err) => {
    process.stderr.write(`${err?.stack ?? err}\n`);
    if (!res.headersSent) problem(res, 500, 'Internal');
    else res.end();
  });
});
server.keepAliveTimeout = 65_000;

// Bare fan-out: the parent sends { cmd: 'broadcast', payload } and every connected client gets the same frame.
const wss = new WebSocketServer({ server, path: '/ws' });

process.on('message', (m: { cmd?: string; payload?: string }) => {
  if (m?.cmd === 'broadcast') {
    const data = Buffer.from(m.payload!);
    for (const client of wss.clients) client.send(data, { binary: false });
  } else if (m?.cmd === 'clients') {
    process.send!({ clients: wss.clients.size });
  } else if (m?.cmd === 'stop') {
    for (const c of wss.clients) c.terminate();
    server.close();
    server.closeAllConnections();
    void sql.end({ timeout: 2 }).finally(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.send!({ ready: typeof addr === 'object' && addr ? addr.port : 0 });
});
