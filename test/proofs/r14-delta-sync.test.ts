import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';
import { report } from './helpers/report';

/**
 * R14 (issue 33, item 4): delta sync never loses a row. WRITERS connections write to one batch's animals (insert,
 * update, soft delete) and bunk readings (insert, update), each in a transaction that waits a random time before
 * its write and before its commit, so transactions start in one order and commit in another. One device syncs in a
 * loop through GET .../delta with a small limit, another through atualizadoDesde as the field page did before (its
 * losses are the figure of the defect). When the writers are done, each device finishes its pass and makes one
 * more; then the cursor device must equal the server: 0 rows missing, 0 stale, 0 extra.
 * PostgreSQL only: PGlite runs one transaction at a time, so commits cannot overtake each other.
 */
jest.setTimeout(600_000);

const WRITERS = 8;
const WRITES_EACH = 130;
const LIMIT = 5;
const onServer = Boolean(process.env.DATABASE_URL);

type Row = { id: string; deletedAt?: string | null; atualizadoEm: string; pesoEntrada?: number; nota?: number };
type Held = Map<string, Row>;
/** What a device must hold of a row: its version's visible fields. */
const version = (r: { pesoEntrada?: number | string; nota?: number | string }) => `${r.pesoEntrada ?? ''}|${r.nota ?? ''}`;
const rnd = (n: number) => Math.floor(Math.random() * n);

const merge = (held: Held, rows: Row[]) => {
  for (const r of rows) if (r.deletedAt) held.delete(r.id); else held.set(r.id, r);
};

/** The device of this issue: pages by cursor while temMais; returns when a pass ended. */
async function cursorPass(api: Client, token: string, path: string, held: Held, state: { cursor?: string }) {
  for (;;) {
    const r = await api.get(`${path}/delta?limit=${LIMIT}${state.cursor ? `&cursor=${state.cursor}` : ''}`, token);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    merge(held, r.body.itens);
    state.cursor = r.body.cursor;
    if (!r.body.temMais) return;
  }
}

/** The device before: atualizadoDesde = the largest atualizadoEm or deletedAt received. */
async function timestampPass(api: Client, token: string, path: string, held: Held, state: { desde?: string }) {
  const r = await api.get(`${path}${state.desde ? `?atualizadoDesde=${encodeURIComponent(state.desde)}` : ''}`, token);
  if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  merge(held, r.body);
  for (const row of r.body as Row[]) for (const t of [row.atualizadoEm, row.deletedAt]) if (t && t > (state.desde ?? '')) state.desde = t;
}

(onServer ? describe : describe.skip)('R14 delta sync never loses a row', () => {
  let t: TestApp;
  let api: Client;
  let T: TestTenant;
  let token: string;
  let db: postgres.Sql;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
    T = await makeTenant(t.app, 'r14');
    token = T.users[Role.Operador].token;
    db = postgres(t.app.config.DATABASE_URL!, { max: WRITERS, onnotice: () => {} });
  });
  afterAll(async () => {
    report('R14', figures);
    await db.end({ timeout: 5 });
    await t.close();
  });

  /** One writer: WRITES_EACH transactions, each one write between two random waits. */
  async function writer(w: number, loteId: string, animals: string[], readings: string[]) {
    for (let i = 0; i < WRITES_EACH; i++) {
      const kind = rnd(10);
      await db.begin(async (tx) => {
        await tx`select pg_sleep(${rnd(30) / 1000})`;
        if (kind < 3 || animals.length < 5) {
          const [a] = await tx`insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada)
            values (${T.id}, ${loteId}, ${`R14-${w}-${i}`}, 'Macho', ${200 + rnd(100)}, '2026-01-10') returning id`;
          animals.push(a.id);
        } else if (kind < 6) {
          await tx`update animais set peso_entrada = ${200 + rnd(1000) / 10}, atualizado_em = now()
            where tenant_id = ${T.id} and id = ${animals[rnd(animals.length)]} and deleted_at is null`;
        } else if (kind < 7) {
          const [id] = animals.splice(rnd(animals.length), 1);
          await tx`update animais set deleted_at = now() where tenant_id = ${T.id} and id = ${id} and deleted_at is null`;
        } else if (kind < 9 || readings.length === 0) {
          const day = new Date(Date.UTC(2020, 0, 1) + (w * WRITES_EACH + i) * 86_400_000).toISOString().slice(0, 10);
          const [r] = await tx`insert into leituras_cocho (tenant_id, lote_id, data, nota) values (${T.id}, ${loteId}, ${day}, ${rnd(5)}) returning id`;
          readings.push(r.id);
        } else {
          await tx`update leituras_cocho set nota = ${rnd(5)}, atualizado_em = now() where tenant_id = ${T.id} and id = ${readings[rnd(readings.length)]}`;
        }
        await tx`select pg_sleep(${rnd(40) / 1000})`;
      });
    }
  }

  async function serverRows(loteId: string) {
    const animais = await t.app.database.rows<{ id: string; peso: string }>(sql`
      select id, peso_entrada::float8 as peso from animais where tenant_id = ${T.id} and lote_id = ${loteId} and deleted_at is null`);
    const leituras = await t.app.database.rows<{ id: string; nota: number }>(sql`
      select id, nota from leituras_cocho where tenant_id = ${T.id} and lote_id = ${loteId}`);
    return { animais: new Map(animais.map((a) => [a.id, version({ pesoEntrada: Number(a.peso) })])), leituras: new Map(leituras.map((r) => [r.id, version({ nota: r.nota })])) };
  }

  /** Rows of the server the device lacks, holds in an older version, or holds though deleted. */
  function compare(server: Map<string, string>, held: Held) {
    let missing = 0;
    let stale = 0;
    for (const [id, v] of server) {
      const h = held.get(id);
      if (!h) missing++;
      else if (version(h) !== v) stale++;
    }
    const extra = [...held.keys()].filter((id) => !server.has(id)).length;
    return { missing, stale, extra };
  }

  it(`${WRITERS} writers x ${WRITES_EACH} writes with random commit delays; the cursor device ends equal to the server`, async () => {
    const lote = await makeLote(t.app, T.id);
    const paths = { animais: `/api/lotes/${lote.id}/animais`, leituras: `/api/lotes/${lote.id}/leituras-cocho` };
    const dev = { animais: new Map() as Held, leituras: new Map() as Held, a: {} as { cursor?: string }, l: {} as { cursor?: string } };
    const old = { animais: new Map() as Held, leituras: new Map() as Held, a: {} as { desde?: string }, l: {} as { desde?: string } };
    const animals: string[] = [];
    const readings: string[] = [];
    let done = false;
    const syncs = { cursor: 0, atualizadoDesde: 0 };
    // Each device in its own loop, as often as it can: the timestamp device loses a row when it reads between a
    // later-started transaction's commit and an earlier-started one's.
    const loop = async (step: () => Promise<void>, count: keyof typeof syncs) => {
      while (!done) {
        await step();
        syncs[count]++;
      }
    };
    const devices = Promise.all([
      loop(async () => {
        await cursorPass(api, token, paths.animais, dev.animais, dev.a);
        await cursorPass(api, token, paths.leituras, dev.leituras, dev.l);
      }, 'cursor'),
      loop(async () => {
        await timestampPass(api, token, paths.animais, old.animais, old.a);
        await timestampPass(api, token, paths.leituras, old.leituras, old.l);
      }, 'atualizadoDesde'),
    ]);
    const started = Date.now();
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w, lote.id, animals, readings)));
    done = true;
    await devices;
    // After the writers: the pass in progress ends, then one whole pass more (a device's next sync).
    for (let k = 0; k < 2; k++) {
      await cursorPass(api, token, paths.animais, dev.animais, dev.a);
      await cursorPass(api, token, paths.leituras, dev.leituras, dev.l);
      await timestampPass(api, token, paths.animais, old.animais, old.a);
      await timestampPass(api, token, paths.leituras, old.leituras, old.l);
    }
    const server = await serverRows(lote.id);
    const result = {
      writes: WRITERS * WRITES_EACH, writers: WRITERS, limit: LIMIT, deviceSyncs: syncs, seconds: Math.round((Date.now() - started) / 1000),
      server: { animais: server.animais.size, leituras: server.leituras.size },
      cursor: { animais: compare(server.animais, dev.animais), leituras: compare(server.leituras, dev.leituras) },
      atualizadoDesde: { animais: compare(server.animais, old.animais), leituras: compare(server.leituras, old.leituras) },
    };
    Object.assign(figures, result);
    expect(result.writes).toBeGreaterThanOrEqual(1000);
    expect(result.cursor).toEqual({ animais: { missing: 0, stale: 0, extra: 0 }, leituras: { missing: 0, stale: 0, extra: 0 } });
  });
});
