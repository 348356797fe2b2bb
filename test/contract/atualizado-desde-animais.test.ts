import 'reflect-metadata';
import { ATUALIZADO_DESDE } from '../../src/graphql/paging';
import { isoDay } from '../helpers/bodies';
import { animalBody, makeLote, postAnimal } from '../helpers/factories';
import { startSuite, type Suite } from '../helpers/suite';

// atualizadoDesde on a batch's animals (issue 28), as on its protocols: the animals changed at or after the instant
// (identity update, death, sale) and the deleted ones as tombstones with deletedAt; without it, the live list.
const later = (rows: { atualizadoEm: string }[]) =>
  new Date(Math.max(...rows.map((r) => Date.parse(r.atualizadoEm))) + 1).toISOString();
const pause = () => new Promise((r) => setTimeout(r, 5));
const LIST_KEYS = ['id', 'identificacao', 'brinco', 'sexo', 'raca', 'pesoEntrada', 'dataEntrada', 'status', 'loteId', 'loteCodigo',
  'eid', 'atualizadoEm', 'deletedAt'].sort();

describe('atualizadoDesde on a batch animals', () => {
  let s: Suite;
  beforeAll(async () => {
    s = await startSuite('delta-animais');
  });
  afterAll(() => s.t.close());

  it('returns exactly the updated, dead, sold and deleted animals since the instant, the deleted one with deletedAt', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const base = `/api/lotes/${lote.id}/animais`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await postAnimal(s.api, s.admin, lote.id));
    const before = (await s.api.get(base, s.operador)).body;
    expect(before).toHaveLength(5);
    for (const a of before) expect(Object.keys(a).sort()).toEqual(LIST_KEYS);
    expect(before.map((a: any) => a.deletedAt)).toEqual([null, null, null, null, null]);
    const since = later(before);
    await pause();
    const [e, m, v, d, u] = made;
    expect((await s.api.put(`/api/animais/${e.id}`, animalBody({ identificacao: e.identificacao, raca: 'Angus' }), s.admin)).status).toBe(200);
    expect((await s.api.put(`/api/animais/${m.id}/mortalidade`, { dataMorte: isoDay(-1), causa: 'Pneumonia' }, s.operador)).status).toBe(200);
    expect((await s.api.put(`/api/animais/${v.id}/venda`, { dataVenda: isoDay(-1), pesoVenda: 500, valorArroba: 300 }, s.admin)).status).toBe(200);
    expect((await s.api.del(`/api/animais/${d.id}`, s.admin)).status).toBe(204);

    const delta = await s.api.get(`${base}?atualizadoDesde=${encodeURIComponent(since)}`, s.operador);
    expect(delta.status).toBe(200);
    const byId = Object.fromEntries(delta.body.map((a: any) => [a.id, a]));
    expect(Object.keys(byId).sort()).toEqual([e.id, m.id, v.id, d.id].sort());
    expect(byId[e.id]).toMatchObject({ raca: 'Angus', status: 'Ativo', deletedAt: null });
    expect(byId[m.id]).toMatchObject({ status: 'Morto', deletedAt: null });
    expect(byId[v.id]).toMatchObject({ status: 'Vendido', deletedAt: null });
    expect(Date.parse(byId[d.id].deletedAt)).toBeGreaterThanOrEqual(Date.parse(since));
    for (const id of [e.id, m.id, v.id]) expect(Date.parse(byId[id].atualizadoEm)).toBeGreaterThanOrEqual(Date.parse(since));
    expect(byId[u.id]).toBeUndefined();

    // Without it, the live list as before: same keys, the deleted animal gone, the dead and the sold ones kept.
    const after = (await s.api.get(base, s.operador)).body;
    for (const a of after) expect(Object.keys(a).sort()).toEqual(LIST_KEYS);
    expect(after.map((a: any) => a.id).sort()).toEqual([e.id, m.id, v.id, u.id].sort());
    // From before everything, every animal, the deleted one included; after the last change, none.
    expect((await s.api.get(`${base}?atualizadoDesde=2000-01-01T00:00:00Z`, s.operador)).body).toHaveLength(5);
    const cursor = later(delta.body.map((a: any) => ({ atualizadoEm: a.deletedAt ?? a.atualizadoEm })));
    expect((await s.api.get(`${base}?atualizadoDesde=${encodeURIComponent(cursor)}`, s.operador)).body).toEqual([]);
  });

  it('every role of the tenant reads it; another tenant gets 404; a value that is not an instant is 400', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    await postAnimal(s.api, s.admin, lote.id);
    const path = `/api/lotes/${lote.id}/animais?atualizadoDesde=2000-01-01T00:00:00Z`;
    for (const token of [s.admin, s.gerente, s.operador]) {
      const r = await s.api.get(path, token);
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(1);
    }
    for (const role of Object.values(s.b.users)) expect((await s.api.get(path, role.token)).status).toBe(404);
    expect((await s.api.get(path)).status).toBe(401);
    const bad = await s.api.get(`/api/lotes/${lote.id}/animais?atualizadoDesde=ontem`, s.operador);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['atualizadoDesde']);
  });

  it('GraphQL animaisByLote takes the same argument', async () => {
    const lote = await makeLote(s.t.app, s.a.id);
    const a = await postAnimal(s.api, s.admin, lote.id);
    await s.api.del(`/api/animais/${a.id}`, s.admin);
    const query = 'query($l: ID!, $d: DateTime) { animaisByLote(loteId: $l, atualizadoDesde: $d) { id deletedAt } }';
    expect((await s.api.gql(query, { l: lote.id }, s.operador)).data.animaisByLote).toEqual([]);
    const delta = await s.api.gql(query, { l: lote.id, d: '2000-01-01T00:00:00Z' }, s.operador);
    expect(delta.data.animaisByLote).toEqual([{ id: a.id, deletedAt: expect.any(String) }]);
  });

  it('OpenAPI documents the parameter and the item fields', async () => {
    const op = (await s.api.get('/api/openapi.json')).body.paths['/api/lotes/{loteId}/animais'].get;
    expect(op.parameters.find((p: any) => p.name === 'atualizadoDesde'))
      .toMatchObject({ in: 'query', required: false, description: ATUALIZADO_DESDE, schema: { format: 'date-time' } });
    const item = op.responses['200'].content['application/json'].schema.items;
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(['atualizadoEm', 'deletedAt']));
  });
});
