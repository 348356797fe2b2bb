import 'reflect-metadata';
import fc from 'fast-check';
import { fixedClock } from '../../src/clock';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type Res, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';

/*
 * CONTRACT 12.4 / 12.5 under concurrent writers, as a property: for any set of confirmations (some of a batch and
 * day twice at once), direct consumptions and stock entries fired together, then corrections and deletions of the
 * confirmations (a correction may race one or two deletions of the same one) with more entries, every feed's stock and every
 * batch's feed cost equal what the answers say was written, each batch and day is confirmed exactly once, and no
 * request fails with a 5xx. Each run feeds a day of its own, so runs add up on one farm; stock and totals are
 * compared as differences from the run's start, in grams and cents (no float sums).
 */
const LOTES = 8;
const FEEDS = 3;
const NUM_RUNS = 12; // 1-3 s a run on PGlite on a loaded machine (load 16): the suite stays well under 60 s with its setup

type Consumo = { id: string; racaoId: string; quantidadeKg: number; custoTotal: number; loteId: string };

// The two diets as [feed, percentual]; batch i follows diet i % 2.
const MIX: [number, number][][] = [[[0, 37.5], [1, 62.5]], [[0, 55.55], [1, 40.45], [2, 4]]];

const grams = (kg: number) => Math.round(kg * 1000);
const cents = (money: number) => Math.round(money * 100);
const kg = fc.integer({ min: 1, max: 2_000_000 }).map((g) => g / 1000);
const price = fc.integer({ min: 0, max: 1000 }).map((c) => c / 100);
const entry = fc.record({ feed: fc.nat(FEEDS - 1), kg, custo: price });
const morning = fc.record({
  confirm: fc.uniqueArray(fc.record({ lote: fc.nat(LOTES - 1), kg, twice: fc.option(kg, { nil: undefined }) }), { selector: (c) => c.lote, minLength: 1, maxLength: LOTES }),
  direct: fc.array(fc.record({ lote: fc.nat(LOTES - 1), feed: fc.nat(FEEDS - 1), kg }), { maxLength: 4 }),
  entries: fc.array(entry, { maxLength: 3 }),
  // Later the same day: per confirmation (index modulo those made), a correction, a deletion (or two at once), or both.
  later: fc.uniqueArray(fc.record({ which: fc.nat(LOTES - 1), kg: fc.option(kg, { nil: undefined }), remove: fc.constantFrom(0, 1, 2) }), { selector: (l) => l.which, maxLength: LOTES }),
  laterEntries: fc.array(entry, { maxLength: 2 }),
});

describe('concurrent confirmations keep stock and totals exact (property)', () => {
  let t: TestApp;
  let api: Client;
  let admin: string;
  let operador: string;
  const feeds: string[] = [];
  const lotes: string[] = [];
  let day = 0;

  const ok = async (p: Promise<Res> | Res, status = 200) => {
    const r = await p;
    if (r.status !== status) throw new Error(`${r.status}: ${r.text}`);
    return r.body;
  };

  beforeAll(async () => {
    t = await startTestApp({}, { clock: fixedClock('2026-06-30T15:00:00Z') });
    api = client(t.url);
    const farm = await makeTenant(t.app, 'concorrencia');
    admin = farm.users[Role.Admin].token;
    operador = farm.users[Role.Operador].token;
    for (const [nome, custoKg] of [['Concentrado', 1.73], ['Volumoso', 0.31], ['Nucleo', 3.07]] as const) {
      feeds.push((await ok(api.post('/api/racoes', { nome, custoKg, quantidadeKg: 1_000_000, dataCompra: '2026-03-01' }, admin), 201)).id);
    }
    const dieta = async (nome: string, ingredientes: [number, number][]) => (await ok(api.post('/api/dietas', {
      nome, ingredientes: ingredientes.map(([f, percentual]) => ({ racaoId: feeds[f], percentual })),
    }, admin), 201)).id;
    // Both diets draw the first two feeds, so confirmations of different batches contend for the same feed rows.
    const diets = [await dieta('Mix', MIX[0]), await dieta('Terminacao', MIX[1])];
    for (let i = 0; i < LOTES; i++) {
      const pen = await ok(api.post('/api/currais', { codigo: `C${i}`, capacidade: 200 }, admin), 201);
      const l = await ok(api.post('/api/lotes', { codigo: `L${i}`, curralId: pen.id, quantidadeAnimais: 100, pesoMedioEntrada: 350, dataEntrada: '2026-03-01' }, admin), 201);
      await ok(api.put(`/api/lotes/${l.id}/dieta`, { dietaId: diets[i % 2], desde: '2026-03-01' }, admin));
      lotes.push(l.id);
    }
  });
  afterAll(() => t.close());

  /** Stock of every feed (grams) and feed cost of every batch and of the dashboard (cents). */
  const snapshot = async () => ({
    stock: await Promise.all(feeds.map(async (id) => grams((await ok(api.get(`/api/racoes/${id}`, operador))).estoqueKg))),
    custo: await Promise.all(lotes.map(async (id) => cents((await ok(api.get(`/api/lotes/${id}`, operador))).custoTotalRacao))),
    dashboard: cents((await ok(api.get('/api/dashboard/summary', operador))).custoTotalRacao),
  });

  /**
   * A confirmation's consumptions are its diet's ingredients, kg x percentual / 100 rounded half up to the gram (integer
   * arithmetic: the exact product is an integer of 1e-7 kg), one per feed, and nothing else.
   */
  const expectMix = (answer: { loteId: string; kgFornecido: number; consumos: Consumo[] }, kgFornecido: number) => {
    const mix = MIX[lotes.indexOf(answer.loteId) % 2];
    expect(answer.kgFornecido).toBe(kgFornecido);
    expect(answer.consumos.map((x) => [x.racaoId, grams(x.quantidadeKg)]).sort())
      .toEqual(mix.map(([f, pct]) => [feeds[f], Math.round((grams(kgFornecido) * Math.round(pct * 100)) / 10_000)]).sort());
  };

  it('stock, batch totals and the dashboard equal the sums of what was written', async () => {
    await fc.assert(fc.asyncProperty(morning, async (m) => {
      day += 1;
      const data = new Date(Date.UTC(2026, 2, 1 + day)).toISOString().slice(0, 10);
      const before = await snapshot();
      const addEntries = (list: typeof m.entries) => list.map((e) =>
        api.post(`/api/racoes/${feeds[e.feed]}/entradas`, { data, quantidadeKg: e.kg, custoKg: e.custo }, admin));
      const confirm = (lote: number, kgFornecido: number) => api.post('/api/tratos/confirmacoes', { data, loteId: lotes[lote], kgFornecido }, operador);

      const attempts = m.confirm.map((c) => [confirm(c.lote, c.kg), ...(c.twice === undefined ? [] : [confirm(c.lote, c.twice)])]);
      const [answers, direct, entries] = await Promise.all([
        Promise.all(attempts.map((a) => Promise.all(a))),
        Promise.all(m.direct.map((d) => api.post(`/api/lotes/${lotes[d.lote]}/consumos-racao`, { data, racaoId: feeds[d.feed], quantidadeKg: d.kg }, admin))),
        Promise.all(addEntries(m.entries)),
      ]);
      for (const a of answers) expect(a.map((r) => r.status === 201 ? 201 : `${r.status} ${r.body?.code}`).sort()).toEqual([201, ...a.slice(1).map(() => '400 DUPLICATE_CONFIRMATION')]);
      expect([...direct, ...entries].map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      const confirmed = answers.map((a) => a.find((r) => r.status === 201)!.body);
      confirmed.forEach((c, i) => expectMix(c, [m.confirm[i].kg, m.confirm[i].twice][answers[i].findIndex((r) => r.status === 201)]!));
      direct.forEach((r, i) => expect([r.body.loteId, r.body.racaoId, r.body.quantidadeKg]).toEqual([lotes[m.direct[i].lote], feeds[m.direct[i].feed], m.direct[i].kg]));

      // Later: corrections and deletions at once (the same confirmation may get both), with more stock entries.
      const later = m.later.map((l) => ({ ...l, conf: confirmed[l.which % confirmed.length] }))
        .filter((l, i, all) => all.findIndex((x) => x.conf.id === l.conf.id) === i);
      const [corrections, removals, laterEntries] = await Promise.all([
        Promise.all(later.map((l) => (l.kg === undefined ? null : api.put(`/api/tratos/confirmacoes/${l.conf.id}`, { kgFornecido: l.kg }, operador)))),
        Promise.all(later.map((l) => Promise.all(Array.from({ length: l.remove }, () => api.del(`/api/tratos/confirmacoes/${l.conf.id}`, admin))))),
        Promise.all(addEntries(m.laterEntries)),
      ]);
      expect(laterEntries.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      // Of two deletions at once one wins; a correction that lost the race against a deletion finds nothing: 404s, never a 5xx.
      removals.forEach((rs) => expect(rs.map((r) => r.status).sort()).toEqual([204, 404].slice(0, rs.length)));
      corrections.forEach((r, i) => r && expect([200, ...(removals[i].length ? [404] : [])]).toContain(r.status));
      corrections.forEach((r, i) => r?.status === 200 && expectMix(r.body, later[i].kg!));

      // What is live now, from the answers alone.
      const live: Consumo[] = [...direct.map((r) => r.body)];
      for (const c of confirmed) {
        const i = later.findIndex((l) => l.conf.id === c.id);
        if (i >= 0 && removals[i].length) continue;
        const fixed = i >= 0 ? corrections[i] : null;
        live.push(...(fixed ? fixed.body : c).consumos.map((x: Consumo) => ({ ...x, loteId: c.loteId })));
      }
      const added = [...m.entries, ...m.laterEntries];
      const after = await snapshot();
      expect(after.stock).toEqual(before.stock.map((g, f) => g
        + added.filter((e) => e.feed === f).reduce((s, e) => s + grams(e.kg), 0)
        - live.filter((x) => x.racaoId === feeds[f]).reduce((s, x) => s + grams(x.quantidadeKg), 0)));
      const costOf = (list: Consumo[]) => list.reduce((s, x) => s + cents(x.custoTotal), 0);
      expect(after.custo).toEqual(before.custo.map((c, i) => c + costOf(live.filter((x) => x.loteId === lotes[i]))));
      expect(after.dashboard).toBe(before.dashboard + costOf(live));
      // The 4.10 lists hold exactly those consumptions of the day, and the plan shows each surviving confirmation.
      const listed = await Promise.all(lotes.map(async (id) => (await ok(api.get(`/api/lotes/${id}/consumos-racao`, operador))).filter((x: Consumo & { data: string }) => x.data === data)));
      expect(listed.flat().map((x: Consumo) => x.id).sort()).toEqual(live.map((x) => x.id).sort());
      const plan = await ok(api.get(`/api/tratos?data=${data}`, operador));
      const survivors = confirmed.filter((c) => !later.some((l, i) => l.conf.id === c.id && removals[i].length));
      expect(plan.filter((p: { confirmacaoId: string | null }) => p.confirmacaoId).map((p: { confirmacaoId: string }) => p.confirmacaoId).sort())
        .toEqual(survivors.map((c) => c.id).sort());
    }), { numRuns: NUM_RUNS, endOnFailure: true });
  });
});
