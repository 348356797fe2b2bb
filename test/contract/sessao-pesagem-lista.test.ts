import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { sessoesPesagem } from '../../src/modules/sessao-pesagem/schema';
import type { Res } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeAnimal, makeLote, type TestTenant } from '../helpers/factories';
import { startSuite, tok, type Suite } from '../helpers/suite';

/*
 * Issue 36 leftovers: the list of weighing sessions (GET /api/sessoes-pesagem) and a reading linked after the close
 * (POST /api/sessoes-pesagem/{id}/vinculos) counted in the session's batch weighing. Business day 2026-04-01 (Sao Paulo).
 */
let { t, api, a: A, b: B } = {} as Suite;
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/indicadores', name));

const upload = (name: string, content: Buffer | string, token = tok(A, Role.Operador)): Promise<Res> =>
  api.upload('/api/sessoes-pesagem/importacao', name, content, token);

const animal = (tenant: TestTenant, loteId: string, over: Parameters<typeof makeAnimal>[3] = {}) => makeAnimal(t.app, tenant.id, loteId, over);

/** A session's creation instant, set by the test: the list's order and its day filter read it. */
const criadaEm = (id: string, iso: string) => t.app.database.db.update(sessoesPesagem).set({ criadaEm: new Date(iso) }).where(eq(sessoesPesagem.id, id));

/** A device session with the given readings, closed. */
async function sessaoDeDispositivo(leituras: object[], token = tok(A, Role.Operador)) {
  const open = await api.post('/api/sessoes-pesagem', {}, token);
  for (const l of leituras) expect((await api.post(`/api/sessoes-pesagem/${open.body.id}/leituras`, l, token)).status).toBe(201);
  const closed = await api.post(`/api/sessoes-pesagem/${open.body.id}/fechar`, {}, token);
  expect(closed.status).toBe(200);
  return closed.body;
}

beforeAll(async () => ({ t, api, a: A, b: B } = await startSuite('sesl', { clock: fixedClock('2026-04-01T12:00:00Z') })));
afterAll(() => t.close());

describe('GET /api/sessoes-pesagem', () => {
  const ids: Record<string, string> = {};
  const L: Record<string, string> = {};
  const list = async (query = '', token = tok(A, Role.Operador)) => api.get(`/api/sessoes-pesagem${query}`, token);
  const idsOf = (r: Res) => r.body.items.map((x: { id: string }) => x.id);

  beforeAll(async () => {
    L.um = (await makeLote(t.app, A.id)).id;
    L.dois = (await makeLote(t.app, A.id)).id;
    await animal(A, L.um, { eid: '982000017383201' });
    await animal(A, L.um, { eid: '076000000000102' });
    await animal(A, L.dois, { eid: '076000000000401' });
    ids.arquivo = (await upload('sessao.csv', fixture('digistar-eid.csv'))).body.id;
    ids.dispositivo = (await sessaoDeDispositivo([{ eid: '076000000000401', peso: 420, data: '2026-03-10' }])).id;
    ids.aberta = (await api.post('/api/sessoes-pesagem', { observacao: 'tronco 2' }, tok(A, Role.Operador))).body.id;
    // 2026-03-10 12:00 and 23:30 in Sao Paulo (the second is 2026-03-11 in UTC), then 2026-03-12.
    await criadaEm(ids.arquivo, '2026-03-10T15:00:00Z');
    await criadaEm(ids.dispositivo, '2026-03-11T02:30:00Z');
    await criadaEm(ids.aberta, '2026-03-12T12:00:00Z');
    // Tenant B has a session of its own.
    ids.deB = (await api.post('/api/sessoes-pesagem', {}, tok(B, Role.Operador))).body.id;
  });

  it('the tenant\'s sessions, newest first, each a summary (counts, no readings), in the list envelope', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 3, totalPages: 1 });
    expect(idsOf(r)).toEqual([ids.aberta, ids.dispositivo, ids.arquivo]);
    expect(Object.keys(r.body.items[0]).sort()).toEqual([
      'criadaEm', 'desconhecidas', 'fechadaEm', 'formato', 'id', 'lidas', 'nomeArquivo', 'observacao', 'origem', 'registradas', 'status',
    ]);
    // The file: 9 readings, 2 weighed, 3 tags no animal has (103, 999, 104), waiting for a link.
    expect(r.body.items[2]).toMatchObject({
      origem: 'arquivo', formato: 'digistar-eid', nomeArquivo: 'sessao.csv', status: 'Fechada', lidas: 9, registradas: 2, desconhecidas: 3,
      criadaEm: '2026-03-10T15:00:00.000Z', fechadaEm: expect.any(String),
    });
    expect(r.body.items[1]).toMatchObject({ origem: 'dispositivo', formato: null, status: 'Fechada', lidas: 1, registradas: 1, desconhecidas: 0 });
    expect(r.body.items[0]).toMatchObject({ origem: 'dispositivo', status: 'Aberta', observacao: 'tronco 2', fechadaEm: null, lidas: 0, registradas: 0 });
  });

  it('pages as the other lists: a page past the end is empty, bad bounds are 400', async () => {
    const p2 = await list('?pageSize=2&pageNumber=2');
    expect(p2.body).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(idsOf(p2)).toEqual([ids.arquivo]);
    const past = await list('?pageNumber=9');
    expect([past.status, past.body.items, past.body.totalCount]).toEqual([200, [], 3]);
    for (const q of ['?pageSize=0', '?pageSize=101', '?pageNumber=0', '?pageSize=abc']) expectProblem(await list(q), 400, 'VALIDATION_FAILED');
  });

  it('filters by a batch weighed in the session, origin, status and the day it was opened or imported (APP_TIMEZONE)', async () => {
    expect(idsOf(await list(`?loteId=${L.um}`))).toEqual([ids.arquivo]);
    expect(idsOf(await list(`?loteId=${L.dois}`))).toEqual([ids.dispositivo]);
    expect(idsOf(await list('?origem=dispositivo'))).toEqual([ids.aberta, ids.dispositivo]);
    expect(idsOf(await list('?origem=arquivo&status=Fechada'))).toEqual([ids.arquivo]);
    expect(idsOf(await list('?status=Aberta'))).toEqual([ids.aberta]);
    expect(idsOf(await list('?de=2026-03-10&ate=2026-03-10'))).toEqual([ids.dispositivo, ids.arquivo]);
    expect(idsOf(await list('?de=2026-03-11'))).toEqual([ids.aberta]);
    expect(idsOf(await list('?ate=2026-03-09'))).toEqual([]);
    expect((await list('?de=2026-03-10&status=Fechada&pageSize=1')).body).toMatchObject({ totalCount: 2, totalPages: 2 });
    expectFieldErrors(await list('?de=2026-03-12&ate=2026-03-10'), ['de']);
    expectFieldErrors(await list('?loteId=nao-e-uuid'), ['loteId']);
    expectFieldErrors(await list('?origem=planilha'), ['origem']);
    expectFieldErrors(await list('?status=aberta'), ['status']);
    expectFieldErrors(await list('?de=2026-02-30'), ['de']);
  });

  it('every role reads it (as GET by id); no token is 401; another tenant sees only its own, even with a batch of A', async () => {
    for (const role of [Role.Gerente, Role.Admin]) expect((await list('', tok(A, role))).body.totalCount).toBe(3);
    expect((await fetch(`${t.url}/api/sessoes-pesagem`)).status).toBe(401);
    expect(idsOf(await list('', tok(B, Role.Admin)))).toEqual([ids.deB]);
    expect((await list(`?loteId=${L.um}`, tok(B, Role.Admin))).body).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
  });

  it('GraphQL twin: sessoesPesagem with the same filters and page', async () => {
    const g = await api.gql(`query($o: WeighingSessionOrigin) { sessoesPesagem(origem: $o, pageSize: 5) {
      totalCount pageSize items { id status lidas registradas desconhecidas } } }`, { o: 'arquivo' }, tok(A, Role.Operador));
    expect(g.errors).toBeUndefined();
    expect(g.data.sessoesPesagem).toEqual({ totalCount: 1, pageSize: 5, items: [{ id: ids.arquivo, status: 'Fechada', lidas: 9, registradas: 2, desconhecidas: 3 }] });
    const bad = await api.gql('{ sessoesPesagem(pageSize: 101) { totalCount } }', {}, tok(A, Role.Operador));
    expect(bad.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    const other = await api.gql('{ sessoesPesagem { items { id } } }', {}, tok(B, Role.Operador));
    expect(other.data.sessoesPesagem.items).toEqual([{ id: ids.deB }]);
  });
});

describe('a reading linked after the close counts in the session\'s batch weighing', () => {
  // In tenant B: tenant A imported the same file above (a file imported again adds nothing).
  let X: TestTenant;
  beforeAll(() => void (X = B));
  const link = (sessaoId: string, leituraId: string, animalId: string, tenant = X) =>
    api.post(`/api/sessoes-pesagem/${sessaoId}/vinculos`, { leituraId, animalId }, tok(tenant, Role.Gerente));
  const pesagensDoLote = async (loteId: string) => (await api.get(`/api/lotes/${loteId}/pesagens`, tok(X, Role.Operador))).body;

  it('recomputes the mean and count of the batch (and its current weight); the animal gets its weighing and GMD; twice changes nothing', async () => {
    const lote = await makeLote(t.app, X.id);
    const outro = await makeLote(t.app, X.id);
    await animal(X, lote.id, { eid: '982000017383201' });
    await animal(X, lote.id, { eid: '076000000000102' });
    const semEid = await animal(X, lote.id);
    const noOutro = await animal(X, outro.id);
    const s = (await upload('vinculo.csv', fixture('digistar-eid.csv'), tok(X, Role.Operador))).body;
    expect(s.registradas).toBe(2);
    // 890 lb and 1010 lb: 403.697 and 458.128 kg, mean 430.9125.
    expect(await pesagensDoLote(lote.id)).toEqual([expect.objectContaining({ data: '2026-03-10', quantidadeAnimais: 2, pesoMedio: 430.913 })]);

    const unknown = s.leituras.find((l: { eid: string }) => l.eid === '076000000000999');
    const first = await link(s.id, unknown.id, semEid.id);
    expect(first.status).toBe(200);
    // 800 lb = 362.874 kg; GMD from the entry (300 kg on 2026-01-10), 59 days.
    expect(first.body).toMatchObject({ id: unknown.id, situacao: 'registrada', motivo: null, animalId: semEid.id, loteId: lote.id, pesoKg: 362.874, gmd: 1.066 });
    // The same batch weighing row, now of three: (403.697 + 458.128 + 362.874) / 3.
    const [batch] = await pesagensDoLote(lote.id);
    expect(await pesagensDoLote(lote.id)).toEqual([expect.objectContaining({ data: '2026-03-10', quantidadeAnimais: 3, pesoMedio: 408.233 })]);
    expect((await api.get(`/api/lotes/${lote.id}`, tok(X, Role.Operador))).body.pesoMedioAtual).toBe(408.233);
    const sessao = (await api.get(`/api/sessoes-pesagem/${s.id}`, tok(X, Role.Operador))).body;
    expect(sessao).toMatchObject({ registradas: 3, lotes: [{ loteId: lote.id, loteCodigo: lote.codigo, quantidade: 3, pesoMedio: 408.233 }] });
    const detail = (await api.get(`/api/animais/${semEid.id}`, tok(X, Role.Operador))).body;
    expect(detail).toMatchObject({ eid: '076000000000999', pesoAtual: 362.874, gmd: 1.066 });

    // The same link again: the same answer, nothing written.
    const again = await link(s.id, unknown.id, semEid.id);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await pesagensDoLote(lote.id)).toEqual([batch]);
    expect((await api.get(`/api/animais/${semEid.id}/pesagens`, tok(X, Role.Operador))).body).toHaveLength(1);
    // Linked, the reading goes to no other animal.
    expectProblem(await link(s.id, unknown.id, noOutro.id), 400, 'INVALID_STATE');

    // A tag of a batch the session had not weighed: that batch gets the session's weighing, of one.
    const outra = s.leituras.find((l: { eid: string }) => l.eid === '076000000000103');
    expect((await link(s.id, outra.id, noOutro.id)).body).toMatchObject({ situacao: 'registrada', loteId: outro.id, pesoKg: 408.233 });
    expect(await pesagensDoLote(outro.id)).toEqual([expect.objectContaining({ data: '2026-03-10', quantidadeAnimais: 1, pesoMedio: 408.233 })]);
    expect(await pesagensDoLote(lote.id)).toEqual([batch]);
    expect((await api.get(`/api/sessoes-pesagem/${s.id}`, tok(X, Role.Operador))).body.lotes.map((l: { quantidade: number }) => l.quantidade).sort()).toEqual([1, 3]);

    // Another tenant reaches neither the session nor the animal.
    const ultima = s.leituras.find((l: { eid: string; situacao: string }) => l.eid === '076000000000104' && l.situacao === 'eid_desconhecido');
    expectProblem(await link(s.id, ultima.id, semEid.id, A), 404, 'NOT_FOUND');
  });

  it('a batch weighing the user deleted stays deleted; an animal already weighed in the session by its VID makes the link a duplicate', async () => {
    const lote = await makeLote(t.app, X.id);
    const boi = await animal(X, lote.id, { identificacao: `VID-${Date.now()}` });
    const outro = await animal(X, lote.id);
    // A device session: the animal read by its VID, then an unknown tag (pending until the close: nothing to link yet).
    const open = await api.post('/api/sessoes-pesagem', {}, tok(X, Role.Operador));
    await api.post(`/api/sessoes-pesagem/${open.body.id}/leituras`, { vid: boi.identificacao, peso: 410, data: '2026-03-20' }, tok(X, Role.Operador));
    const pendente = await api.post(`/api/sessoes-pesagem/${open.body.id}/leituras`, { eid: '076000000000777', peso: 390, data: '2026-03-20' }, tok(X, Role.Operador));
    expect(pendente.body.situacao).toBe('pendente');
    expectProblem(await link(open.body.id, pendente.body.id, outro.id), 400, 'INVALID_STATE');
    const s = (await api.post(`/api/sessoes-pesagem/${open.body.id}/fechar`, {}, tok(X, Role.Operador))).body;
    expect(s.leituras.map((l: { situacao: string }) => l.situacao)).toEqual(['registrada', 'eid_desconhecido']);
    const [weighing] = await pesagensDoLote(lote.id);
    expect(weighing).toMatchObject({ quantidadeAnimais: 1, pesoMedio: 410 });

    // The tag was the animal read by VID: it takes the tag, the reading is a duplicate, no second weighing.
    const dup = await link(s.id, pendente.body.id, boi.id);
    expect(dup.body).toMatchObject({ situacao: 'duplicada', animalId: boi.id, pesagemAnimalId: null });
    expect(dup.body.motivo).toContain('linha 1');
    expect((await api.get(`/api/animais/${boi.id}`, tok(X, Role.Operador))).body.eid).toBe('076000000000777');
    expect((await api.get(`/api/animais/${boi.id}/pesagens`, tok(X, Role.Operador))).body).toHaveLength(1);
    expect(await pesagensDoLote(lote.id)).toEqual([weighing]);

    // Deleted by the user, the session's weighing of the batch is not brought back by a later link.
    const s2 = await sessaoDeDispositivo([{ vid: outro.identificacao, peso: 400, data: '2026-03-25' }, { eid: '076000000000778', peso: 380, data: '2026-03-25' }],
      tok(X, Role.Operador));
    const deleted = (await pesagensDoLote(lote.id)).find((p: { data: string }) => p.data === '2026-03-25');
    expect((await api.del(`/api/lotes/${lote.id}/pesagens/${deleted.id}`, tok(X, Role.Admin))).status).toBe(204);
    const terceiro = await animal(X, lote.id);
    expect((await link(s2.id, s2.leituras[1].id, terceiro.id)).body.situacao).toBe('registrada');
    expect(await pesagensDoLote(lote.id)).toEqual([weighing]);
  });
});
