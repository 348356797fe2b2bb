import 'reflect-metadata';
import { fixedClock } from '../../src/clock';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';

/*
 * CONTRACT 12.4 / 12.5 under concurrent writers: confirmations of many batches drawing the same feeds, direct
 * consumptions and duplicate confirmations at the same time. Whatever the interleaving, stock and batch totals
 * equal the sums of what was written, and a batch and day is confirmed once. Seeded, so a failure replays.
 */
describe('concurrent confirmations keep stock and totals exact', () => {
  let t: TestApp;
  let api: Client;
  let admin: string;
  let operador: string;

  beforeAll(async () => {
    t = await startTestApp({}, { clock: fixedClock('2026-05-10T15:00:00Z') });
    api = client(t.url);
    const farm = await makeTenant(t.app, 'concorrencia');
    admin = farm.users[Role.Admin].token;
    operador = farm.users[Role.Operador].token;
  }, 60_000);
  afterAll(() => t.close());

  const ok = async (p: Promise<any>, status: number) => {
    const r = await p;
    if (r.status !== status) throw new Error(`${r.status}: ${r.text}`);
    return r.body;
  };

  it('random kg, two feeds, 12 batches, duplicates and direct consumptions at once', async () => {
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const feed = (nome: string, custoKg: number) =>
      ok(api.post('/api/racoes', { nome, custoKg, quantidadeKg: 50000, dataCompra: '2026-05-01' }, admin), 201);
    const [f1, f2] = await Promise.all([feed('Concentrado', 1.73), feed('Volumoso', 0.31)]);
    const dieta = await ok(api.post('/api/dietas', { nome: 'Mix', ingredientes: [{ racaoId: f1.id, percentual: 37.5 }, { racaoId: f2.id, percentual: 62.5 }] }, admin), 201);
    const lotes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const pen = await ok(api.post('/api/currais', { codigo: `C${i}`, capacidade: 200 }, admin), 201);
      const l = await ok(api.post('/api/lotes', { codigo: `L${i}`, curralId: pen.id, quantidadeAnimais: 100, pesoMedioEntrada: 350, dataEntrada: '2026-05-01' }, admin), 201);
      await ok(api.put(`/api/lotes/${l.id}/dieta`, { dietaId: dieta.id, desde: '2026-05-01' }, admin), 200);
      lotes.push(l.id);
    }
    const kgs = lotes.map(() => Math.round(200 + rnd() * 800) + Math.round(rnd() * 1000) / 1000);
    const writes = [
      ...lotes.map((loteId, i) => api.post('/api/tratos/confirmacoes', { data: '2026-05-09', loteId, kgFornecido: kgs[i] }, operador)),
      // The same batch and day twice more: exactly one of the three wins.
      ...[0, 1].map(() => api.post('/api/tratos/confirmacoes', { data: '2026-05-09', loteId: lotes[0], kgFornecido: 1 }, operador)),
      ...[0, 1, 2].map((i) => api.post(`/api/lotes/${lotes[1]}/consumos-racao`, { data: '2026-05-09', racaoId: f1.id, quantidadeKg: 10 + i }, admin)),
    ];
    const results = await Promise.all(writes);
    const byLote0 = results.filter((r, i) => i === 0 || (i >= 12 && i < 14));
    expect(byLote0.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const confirmed = results.slice(0, 14).filter((r) => r.status === 201).map((r) => r.body);
    const direct = results.slice(14).map((r) => r.body);
    expect(direct.map((d) => d.custoTotal)).toEqual([17.3, 19.03, 20.76]);
    // What was written, summed from the answers: kg per feed and cost per batch.
    const kgOf = (racaoId: string) => confirmed.flatMap((c) => c.consumos).filter((x: any) => x.racaoId === racaoId)
      .reduce((s: number, x: any) => s + Math.round(x.quantidadeKg * 1000), 0);
    const f1Direct = 33_000; // 10 + 11 + 12 kg in grams
    const stock = async (id: string) => (await ok(api.get(`/api/racoes/${id}`, operador), 200)).estoqueKg;
    expect(await stock(f1.id)).toBe((50_000_000 - kgOf(f1.id) - f1Direct) / 1000);
    expect(await stock(f2.id)).toBe((50_000_000 - kgOf(f2.id)) / 1000);
    let total = 0;
    for (const c of confirmed) {
      const cents = c.consumos.reduce((s: number, x: any) => s + Math.round(x.custoTotal * 100), 0);
      const extra = c.loteId === lotes[1] ? 1730 + 1903 + 2076 : 0;
      expect((await ok(api.get(`/api/lotes/${c.loteId}`, operador), 200)).custoTotalRacao).toBe((cents + extra) / 100);
      total += cents + extra;
    }
    expect((await ok(api.get('/api/dashboard/summary', operador), 200)).custoTotalRacao).toBe(total / 100);
    // Corrections of all of them at once, then deletion of half: stock and totals follow.
    await Promise.all(confirmed.map((c) => ok(api.put(`/api/tratos/confirmacoes/${c.id}`, { kgFornecido: 100 }, operador), 200)));
    await Promise.all(confirmed.slice(0, 6).map((c) => ok(api.del(`/api/tratos/confirmacoes/${c.id}`, admin), 204)));
    // 6 batches x 100 kg remain: f1 37.5 kg and f2 62.5 kg each.
    expect(await stock(f1.id)).toBe((50_000_000 - 6 * 37_500 - f1Direct) / 1000);
    expect(await stock(f2.id)).toBe((50_000_000 - 6 * 62_500) / 1000);
    // 37.5 x 1.73 = 64.875 -> 64.88 ; 62.5 x 0.31 = 19.375 -> 19.38 : 84.26 per batch
    const plan = await ok(api.get('/api/tratos?data=2026-05-09', operador), 200);
    expect(plan.filter((p: any) => p.kgFornecido !== null)).toHaveLength(6);
    const summary = await ok(api.get('/api/dashboard/summary', operador), 200);
    expect(summary.custoTotalRacao).toBe(Math.round(6 * 8426 + 1730 + 1903 + 2076) / 100);
  }, 120_000);
});
