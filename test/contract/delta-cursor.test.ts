import 'reflect-metadata';
import { VALID_BODIES } from '../helpers/bodies';
import { expectFieldErrors } from '../helpers/expect';
import { animalBody, makeLote, postAnimal } from '../helpers/factories';
import { startSuite, type Suite } from '../helpers/suite';

// The commit-ordered cursor of a device's delta sync (issue 33, item 4): GET .../delta?cursor=&limit= answers
// { itens, cursor, temMais }; a device asks again while temMais, and merges by id (rows may come twice, never zero).
// Other suites write to the same PostgreSQL server, so a pass may re-send rows: assertions say "contains", not "equals".
const protocolo = (produto: string) => ({ ...(VALID_BODIES['POST /api/lotes/:loteId/protocolos'] as (i: object) => Record<string, unknown>)({}), produto });
type Row = { id: string; deletedAt?: string | null };

describe('delta sync by cursor', () => {
  let s: Suite;
  beforeAll(async () => {
    s = await startSuite('delta-cursor');
  });
  afterAll(() => s.t.close());

  /** A device's sync: pages until temMais is false; the rows held, merged by id, tombstones dropped. */
  async function sync(path: string, held: Map<string, Row>, cursor: string | undefined, limit: number) {
    let c = cursor;
    let pages = 0;
    for (;;) {
      const r = await s.api.get(`${path}?limit=${limit}${c ? `&cursor=${c}` : ''}`, s.operador);
      expect(r.status).toBe(200);
      expect(r.body.itens.length).toBeLessThanOrEqual(limit);
      for (const row of r.body.itens as Row[]) if (row.deletedAt) held.delete(row.id); else held.set(row.id, row);
      c = r.body.cursor;
      pages++;
      if (!r.body.temMais) return { cursor: c as string, pages };
    }
  }

  it('animals: pages of 5 bring all 18, then the changes, deletions as tombstones; nothing is skipped', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const made = [];
    for (let i = 0; i < 18; i++) made.push(await postAnimal(s.api, s.admin, lote.id, { identificacao: `D-${String(17 - i).padStart(2, '0')}` }));
    const path = `/api/lotes/${lote.id}/animais/delta`;
    const held = new Map<string, Row>();
    const first = await sync(path, held, undefined, 5);
    expect(first.pages).toBeGreaterThanOrEqual(4);
    expect([...held.keys()].sort()).toEqual(made.map((a) => a.id).sort());

    const [e, d] = made;
    expect((await s.api.put(`/api/animais/${e.id}`, animalBody({ identificacao: e.identificacao, raca: 'Angus' }), s.admin)).status).toBe(200);
    expect((await s.api.del(`/api/animais/${d.id}`, s.admin)).status).toBe(204);
    const novo = await postAnimal(s.api, s.admin, lote.id);
    const seen: Row[] = [];
    const r = await s.api.get(`${path}?cursor=${first.cursor}`, s.operador);
    seen.push(...r.body.itens);
    expect(r.body.temMais).toBe(false);
    expect(seen).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: e.id, raca: 'Angus', deletedAt: null }), expect.objectContaining({ id: d.id, deletedAt: expect.any(String) }),
      expect.objectContaining({ id: novo.id, loteCodigo: lote.codigo }),
    ]));
    await sync(path, held, first.cursor, 5);
    expect([...held.keys()].sort()).toEqual([...made.map((a) => a.id), novo.id].filter((id) => id !== d.id).sort());
  });

  it('the first load leaves deleted rows out; readings and protocols page the same way', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const gone = await postAnimal(s.api, s.admin, lote.id);
    await s.api.del(`/api/animais/${gone.id}`, s.admin);
    expect((await s.api.get(`/api/lotes/${lote.id}/animais/delta`, s.operador)).body).toMatchObject({ itens: [], temMais: false });

    const leituras = `/api/lotes/${lote.id}/leituras-cocho`;
    for (let d = 1; d <= 7; d++) expect((await s.api.post(leituras, { data: `2026-03-0${d}`, nota: d % 5 }, s.operador)).status).toBe(201);
    const held = new Map<string, Row>();
    await sync(`${leituras}/delta`, held, undefined, 3);
    expect(held.size).toBe(7);

    const protocolos = `/api/lotes/${lote.id}/protocolos`;
    const p = (await s.api.post(protocolos, protocolo('A'), s.admin)).body;
    await s.api.post(protocolos, protocolo('B'), s.admin);
    const ps = new Map<string, Row>();
    const c = await sync(`${protocolos}/delta`, ps, undefined, 1);
    expect(ps.size).toBe(2);
    await s.api.del(`${protocolos}/${p.id}`, s.admin);
    await sync(`${protocolos}/delta`, ps, c.cursor, 1);
    expect([...ps.keys()]).not.toContain(p.id);
    expect(ps.size).toBe(1);
  });

  it('GraphQL answers the same; a cursor it did not write is 400 naming it; another tenant gets 404', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const a = await postAnimal(s.api, s.admin, lote.id);
    const query = 'query($l: ID!, $c: String) { animaisByLoteDelta(loteId: $l, limit: 1, cursor: $c) { itens { id } cursor temMais } }';
    const g = (await s.api.gql(query, { l: lote.id }, s.operador)).data.animaisByLoteDelta;
    expect(g).toEqual({ itens: [{ id: a.id }], cursor: expect.any(String), temMais: false });
    const path = `/api/lotes/${lote.id}/animais/delta`;
    expect((await s.api.get(`${path}?cursor=${g.cursor}`, s.operador)).status).toBe(200);
    const forged = Buffer.from('d1.1.1.nao-e-uuid').toString('base64url');
    for (const bad of ['x', forged, Buffer.from('d2.1.1.').toString('base64url'), g.cursor.slice(0, -2), 'a'.repeat(300)]) {
      expectFieldErrors(await s.api.get(`${path}?cursor=${bad}`, s.operador), ['cursor']);
    }
    const viaGql = await s.api.gql(query, { l: lote.id, c: 'x' }, s.operador);
    expect(viaGql.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const role of Object.values(s.b.users)) expect((await s.api.get(path, role.token)).status).toBe(404);
    expect((await s.api.get(path)).status).toBe(401);
    expectFieldErrors(await s.api.get(`${path}?limit=0`, s.operador), ['limit']);
  });
});
