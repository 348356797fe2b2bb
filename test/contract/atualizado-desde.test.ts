import 'reflect-metadata';
import { VALID_BODIES } from '../helpers/bodies';
import { makeLote } from '../helpers/factories';
import { startSuite, type Suite } from '../helpers/suite';

// atualizadoDesde on the lists the field page syncs (issue 28): rows changed at or after the instant, deleted ones
// as tombstones.
const protocolo = (produto: string) => ({ ...(VALID_BODIES['POST /api/lotes/:loteId/protocolos'] as (i: object) => Record<string, unknown>)({}), produto });
const later = (rows: { atualizadoEm: string }[]) =>
  new Date(Math.max(...rows.map((r) => Date.parse(r.atualizadoEm))) + 1).toISOString();
const pause = () => new Promise((r) => setTimeout(r, 5));

describe('atualizadoDesde', () => {
  let s: Suite;
  beforeAll(async () => {
    s = await startSuite('delta');
  });
  afterAll(() => s.t.close());

  it('protocols: changed and deleted since the instant, deleted ones with deletedAt', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const base = `/api/lotes/${lote.id}/protocolos`;
    const made = [];
    for (const p of ['A', 'B', 'C']) made.push((await s.api.post(base, protocolo(p), s.admin)).body);
    const listed = (await s.api.get(base, s.operador)).body;
    expect(listed.map((p: any) => p.deletedAt)).toEqual([null, null, null]);
    const since = later(listed);
    await pause();
    expect((await s.api.put(`${base}/${made[0].id}`, protocolo('A2'), s.admin)).status).toBe(200);
    expect((await s.api.del(`${base}/${made[1].id}`, s.admin)).status).toBe(204);
    const delta = await s.api.get(`${base}?atualizadoDesde=${encodeURIComponent(since)}`, s.operador);
    expect(delta.status).toBe(200);
    const byId = Object.fromEntries(delta.body.map((p: any) => [p.id, p]));
    expect(Object.keys(byId).sort()).toEqual([made[0].id, made[1].id].sort());
    expect(byId[made[0].id]).toMatchObject({ produto: 'A2', deletedAt: null });
    expect(typeof byId[made[1].id].deletedAt).toBe('string');
    // Without it, the live list as before.
    expect((await s.api.get(base, s.operador)).body.map((p: any) => p.produto).sort()).toEqual(['A2', 'C']);
    // From before everything, every row, the deleted one included.
    expect((await s.api.get(`${base}?atualizadoDesde=2000-01-01T00:00:00Z`, s.operador)).body).toHaveLength(3);
  });

  it('bunk readings: only those changed since', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const base = `/api/lotes/${lote.id}/leituras-cocho`;
    const first = await s.api.post(base, { data: '2026-03-01', nota: 1 }, s.operador);
    const since = later((await s.api.get(base, s.operador)).body);
    await pause();
    const second = await s.api.post(base, { data: '2026-03-02', nota: 2 }, s.operador);
    const delta = await s.api.get(`${base}?atualizadoDesde=${encodeURIComponent(since)}`, s.operador);
    expect(delta.body.map((r: any) => r.id)).toEqual([second.body.id]);
    await pause();
    await s.api.put(`${base}/${first.body.id}`, { data: '2026-03-01', nota: 3 }, s.operador);
    const after = await s.api.get(`${base}?atualizadoDesde=${encodeURIComponent(later(delta.body))}`, s.operador);
    expect(after.body.map((r: any) => [r.id, r.nota])).toEqual([[first.body.id, 3]]);
  });

  it('a value that is not an instant is 400 naming it', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const r = await s.api.get(`/api/lotes/${lote.id}/leituras-cocho?atualizadoDesde=ontem`, s.operador);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(['atualizadoDesde']);
  });
});
