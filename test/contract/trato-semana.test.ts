import 'reflect-metadata';
import { fixedClock } from '../../src/clock';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { expectFieldErrors, expectProblem } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';

/*
 * CONTRACT 12.3-12.5: a hand-computed week of feeding. Every number below was computed by hand.
 *
 * Feeds: Milho M 1.20 R$/kg, MS 88, 10000 kg | Silagem S 0.25, MS 35, 20000 kg | Nucleo N 3.00, MS 90, 600 kg, minimum 400.
 * Diets: D1 Adaptacao S 60 / M 35 / N 5 -> MS (60x35 + 35x88 + 5x90)/100 = 56.3
 *        D2 Terminacao S 30 / M 62 / N 8 -> MS (30x35 + 62x88 + 8x90)/100 = 72.26
 * Pens P1 (cap 100), P2 (cap 60). Batch A in P1: 50 head x 380 kg, D1 from 03-01, D2 from 03-05 (diet change).
 * Batch B in P2: 40 head x 300 kg, D2 from 03-01. Both entered 2026-03-01. Business today: 2026-03-08.
 */
describe('a week of feeding (tratos, readings, confirmations, stock)', () => {
  let t: TestApp;
  let api: Client;
  let farm: TestTenant;
  let other: TestTenant;
  let admin: string;
  let gerente: string;
  let operador: string;
  const ids: Record<string, string> = {};
  const conf: Record<string, any> = {};

  const ok = async (r: Promise<any> | any, status = 200) => {
    const res = await r;
    if (res.status !== status) throw new Error(`${res.status}: ${res.text}`);
    return res.body;
  };
  const plano = async (data: string) => {
    const rest = await ok(api.get(`/api/tratos?data=${data}`, operador));
    const g = await api.gql(`query($d: Date) { tratos(data: $d) { loteId loteCodigo curralCodigo dietaId dietaNome cabecas notaCocho leituraCochoId
      kgPrevisto kgPrevistoPorCabeca kgFornecidoOntem confirmacaoId kgFornecido carenciaAte } }`, { d: data }, operador);
    expect(g.data.tratos).toEqual(rest);
    return rest.map((p: any) => [p.loteCodigo, p.curralCodigo, p.dietaNome, p.cabecas, p.notaCocho, p.kgFornecidoOntem, p.kgPrevisto, p.kgPrevistoPorCabeca]);
  };
  const confirmar = (loteId: string, data: string, kgFornecido: number, token = operador) =>
    ok(api.post('/api/tratos/confirmacoes', { data, loteId, kgFornecido }, token), 201);
  const ler = (loteId: string, data: string, nota: number) => ok(api.post(`/api/lotes/${loteId}/leituras-cocho`, { data, nota }, operador), 201);
  const consumos = (c: any) => c.consumos.map((x: any) => [x.racaoNome, x.quantidadeKg, x.custoTotal]);
  const feed = async (nome: string, custoKg: number, materiaSecaPercentual: number, quantidadeKg: number, estoqueMinimoKg?: number) =>
    (await ok(api.post('/api/racoes', { nome, custoKg, materiaSecaPercentual, quantidadeKg, estoqueMinimoKg, dataCompra: '2026-02-25' }, admin), 201)).id;

  beforeAll(async () => {
    t = await startTestApp({}, { clock: fixedClock('2026-03-08T15:00:00Z') });
    api = client(t.url);
    [farm, other] = await Promise.all([makeTenant(t.app, 'semana'), makeTenant(t.app, 'semana-outra')]);
    admin = farm.users[Role.Admin].token;
    gerente = farm.users[Role.Gerente].token;
    operador = farm.users[Role.Operador].token;
    ids.M = await feed('Milho', 1.2, 88, 10000);
    ids.S = await feed('Silagem', 0.25, 35, 20000);
    ids.N = await feed('Nucleo', 3, 90, 600, 400);
    const dieta = async (nome: string, s: number, m: number, nn: number) => (await ok(api.post('/api/dietas', {
      nome, ingredientes: [{ racaoId: ids.S, percentual: s }, { racaoId: ids.M, percentual: m }, { racaoId: ids.N, percentual: nn }],
    }, gerente), 201));
    const d1 = await dieta('Adaptacao', 60, 35, 5);
    const d2 = await dieta('Terminacao', 30, 62, 8);
    expect([d1.materiaSecaPercentual, d2.materiaSecaPercentual]).toEqual([56.3, 72.26]);
    ids.D1 = d1.id;
    ids.D2 = d2.id;
    const p1 = await ok(api.post('/api/currais', { codigo: 'P1', capacidade: 100 }, gerente), 201);
    const p2 = await ok(api.post('/api/currais', { codigo: 'P2', capacidade: 60 }, gerente), 201);
    const lote = async (codigo: string, curralId: string, quantidadeAnimais: number, pesoMedioEntrada: number) =>
      (await ok(api.post('/api/lotes', { codigo, curralId, quantidadeAnimais, pesoMedioEntrada, dataEntrada: '2026-03-01' }, gerente), 201)).id;
    ids.A = await lote('A', p1.id, 50, 380);
    ids.B = await lote('B', p2.id, 40, 300);
    await ok(api.put(`/api/lotes/${ids.A}/dieta`, { dietaId: ids.D1, desde: '2026-03-01' }, gerente));
    await ok(api.put(`/api/lotes/${ids.A}/dieta`, { dietaId: ids.D2, desde: '2026-03-05' }, gerente));
    await ok(api.put(`/api/lotes/${ids.B}/dieta`, { dietaId: ids.D2, desde: '2026-03-01' }, gerente));
  });
  afterAll(() => t.close());

  it('day 1 (03-02): no delivery yesterday -> 2.2 % of the live weight as dry matter, as fed by the diet', async () => {
    // A: 0.022 x 50 x 380 = 418 kg DM / 0.563 = 742.45 -> 742 ; B: 0.022 x 40 x 300 = 264 / 0.7226 = 365.35 -> 365
    expect(await plano('2026-03-02')).toEqual([
      ['A', 'P1', 'Adaptacao', 50, null, null, 742, 14.84],
      ['B', 'P2', 'Terminacao', 40, null, null, 365, 9.125],
    ]);
    conf.A1 = await confirmar(ids.A, '2026-03-02', 742);
    // D1 x 742: S 445.2 kg x 0.25 = 111.30 ; M 259.7 x 1.20 = 311.64 ; N 37.1 x 3 = 111.30
    expect(consumos(conf.A1)).toEqual([['Milho', 259.7, 311.64], ['Nucleo', 37.1, 111.3], ['Silagem', 445.2, 111.3]]);
    expect(conf.A1).toMatchObject({ data: '2026-03-02', loteId: ids.A, kgFornecido: 742, dietaId: ids.D1, dietaNome: 'Adaptacao', dietaVersao: 1, custoTotal: 534.24 });
    conf.B1 = await confirmar(ids.B, '2026-03-02', 365);
    // D2 x 365: S 109.5 x 0.25 = 27.375 -> 27.38 ; M 226.3 x 1.2 = 271.56 ; N 29.2 x 3 = 87.60
    expect(consumos(conf.B1)).toEqual([['Milho', 226.3, 271.56], ['Nucleo', 29.2, 87.6], ['Silagem', 109.5, 27.38]]);
    expect(conf.B1.custoTotal).toBe(386.54);
    expectProblem(await api.post('/api/tratos/confirmacoes', { data: '2026-03-02', loteId: ids.A, kgFornecido: 1 }, operador), 400, 'DUPLICATE_CONFIRMATION');
  });

  it('day 2 (03-03): yesterday adjusted by the bunk score (0: +5 %, 2: -5 %)', async () => {
    await ler(ids.A, '2026-03-03', 0);
    await ler(ids.B, '2026-03-03', 2);
    expectProblem(await api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: '2026-03-03', nota: 1 }, operador), 400, 'DUPLICATE_READING');
    // A: 742 x 1.05 = 779.1 -> 779 ; B: 365 x 0.95 = 346.75 -> 347
    expect(await plano('2026-03-03')).toEqual([
      ['A', 'P1', 'Adaptacao', 50, 0, 742, 779, 15.58],
      ['B', 'P2', 'Terminacao', 40, 2, 365, 347, 8.675],
    ]);
    conf.A2 = await confirmar(ids.A, '2026-03-03', 779);
    expect(consumos(conf.A2)).toEqual([['Milho', 272.65, 327.18], ['Nucleo', 38.95, 116.85], ['Silagem', 467.4, 116.85]]);
    conf.B2 = await confirmar(ids.B, '2026-03-03', 347);
    // S 104.1 x 0.25 = 26.025 -> 26.03 ; M 215.14 x 1.2 = 258.168 -> 258.17 ; N 27.76 x 3 = 83.28
    expect(consumos(conf.B2)).toEqual([['Milho', 215.14, 258.17], ['Nucleo', 27.76, 83.28], ['Silagem', 104.1, 26.03]]);
    expect([conf.A2.custoTotal, conf.B2.custoTotal]).toEqual([560.88, 367.48]);
  });

  it('day 3 (03-04): B skipped; A confirmed, a stock entry at a new price, A corrected at the price now', async () => {
    const r = await ler(ids.A, '2026-03-04', 2);
    // The reading is corrected to 1 (0 %): A stays at 779.
    expect(await ok(api.put(`/api/lotes/${ids.A}/leituras-cocho/${r.id}`, { data: '2026-03-04', nota: 1, observacao: 'recontado' }, operador)))
      .toEqual({ id: r.id, data: '2026-03-04', nota: 1, observacao: 'recontado' });
    expect(await plano('2026-03-04')).toEqual([
      ['A', 'P1', 'Adaptacao', 50, 1, 779, 779, 15.58],
      ['B', 'P2', 'Terminacao', 40, null, 347, 347, 8.675],
    ]);
    conf.A3 = await confirmar(ids.A, '2026-03-04', 779);
    expect(conf.A3.custoTotal).toBe(560.88);
    // Milho stock: 10000 - (259.7 + 226.3 + 272.65 + 215.14 + 272.65) = 8753.56 ; entry 5000 kg at 1.50:
    // custoKg = (8753.56 x 1.20 + 5000 x 1.50) / 13753.56 = 1.3091 -> 1.31
    const entrada = await ok(api.post(`/api/racoes/${ids.M}/entradas`, { data: '2026-03-04', quantidadeKg: 5000, custoKg: 1.5 }, gerente), 201);
    expect(entrada).toEqual({ id: expect.any(String), racaoId: ids.M, data: '2026-03-04', quantidadeKg: 5000, custoKg: 1.5, estoqueKg: 13753.56, custoMedioKg: 1.31 });
    expect((await ok(api.get(`/api/racoes/${ids.M}`, operador))).custoKg).toBe(1.31);
    // Corrected to 790 kg, same diet version, prices now: S 474 x 0.25 = 118.50 ; M 276.5 x 1.31 = 362.215 -> 362.22 ; N 39.5 x 3 = 118.50
    const fixed = await ok(api.put(`/api/tratos/confirmacoes/${conf.A3.id}`, { kgFornecido: 790 }, operador));
    expect(consumos(fixed)).toEqual([['Milho', 276.5, 362.22], ['Nucleo', 39.5, 118.5], ['Silagem', 474, 118.5]]);
    expect(fixed).toMatchObject({ id: conf.A3.id, kgFornecido: 790, custoTotal: 599.22, dietaVersao: 1 });
    // The rewritten consumptions replace the first ones in the seed 4.10 list (one per ingredient, same shape).
    const list = await ok(api.get(`/api/lotes/${ids.A}/consumos-racao`, operador));
    expect(list.filter((x: any) => x.data === '2026-03-04').map((x: any) => [x.racaoNome, x.quantidadeKg, x.custoTotal]).sort())
      .toEqual([['Milho', 276.5, 362.22], ['Nucleo', 39.5, 118.5], ['Silagem', 474, 118.5]]);
    expect(Object.keys(list[0]).sort()).toEqual(['custoTotal', 'data', 'id', 'loteId', 'quantidadeKg', 'racaoId', 'racaoNome']);
  });

  it('day 4 (03-05): A changes diet; B after a skipped day starts over; Nucleo crosses its minimum once', async () => {
    await ler(ids.A, '2026-03-05', 3);
    await ler(ids.B, '2026-03-05', 4);
    // A: 790 x 0.90 = 711 on D2 ; B: no delivery on 03-04 -> 2.2 % rule again (the score needs a delivery to adjust) = 365
    expect(await plano('2026-03-05')).toEqual([
      ['A', 'P1', 'Terminacao', 50, 3, 790, 711, 14.22],
      ['B', 'P2', 'Terminacao', 40, 4, null, 365, 9.125],
    ]);
    const before = (await ok(api.get('/api/notificacoes', gerente))).filter((x: any) => x.tipo === 'EstoqueBaixo');
    expect(before).toEqual([]);
    conf.A4 = await confirmar(ids.A, '2026-03-05', 711);
    // D2 x 711: S 213.3 x 0.25 = 53.325 -> 53.33 ; M 440.82 x 1.31 = 577.4742 -> 577.47 ; N 56.88 x 3 = 170.64
    expect(consumos(conf.A4)).toEqual([['Milho', 440.82, 577.47], ['Nucleo', 56.88, 170.64], ['Silagem', 213.3, 53.33]]);
    expect(conf.A4).toMatchObject({ dietaNome: 'Terminacao', custoTotal: 801.44 });
    conf.B4 = await confirmar(ids.B, '2026-03-05', 365);
    // S 27.38 ; M 226.3 x 1.31 = 296.453 -> 296.45 ; N 87.60
    expect(conf.B4.custoTotal).toBe(411.43);
    // Nucleo: 600 - 37.1 - 29.2 - 38.95 - 27.76 - 39.5 = 427.49 -> A day 4 takes 56.88 -> 370.61 (< 400: one notice) -> B 341.41
    for (const token of [admin, gerente]) {
      const notes = (await ok(api.get('/api/notificacoes', token))).filter((x: any) => x.tipo === 'EstoqueBaixo');
      expect(notes.map((x: any) => [x.titulo, x.dados])).toEqual([['Estoque Baixo', { racaoId: ids.N, racaoNome: 'Nucleo', estoqueKg: 370.61, estoqueMinimoKg: 400 }]]);
    }
    expect((await ok(api.get('/api/notificacoes', operador))).filter((x: any) => x.tipo === 'EstoqueBaixo')).toEqual([]);
  });

  it('day 5 (03-06): plan from yesterday with and without a reading; an Admin removes a confirmation', async () => {
    await ler(ids.A, '2026-03-06', 1);
    expect(await plano('2026-03-06')).toEqual([
      ['A', 'P1', 'Terminacao', 50, 1, 711, 711, 14.22],
      ['B', 'P2', 'Terminacao', 40, null, 365, 365, 9.125],
    ]);
    const extra = await confirmar(ids.B, '2026-03-06', 365);
    const [planned] = (await ok(api.get('/api/tratos?data=2026-03-06', operador))).filter((p: any) => p.loteCodigo === 'B');
    expect(planned).toMatchObject({ confirmacaoId: extra.id, kgFornecido: 365 });
    expectProblem(await api.del(`/api/tratos/confirmacoes/${extra.id}`, gerente), 403, 'FORBIDDEN');
    expect((await api.del(`/api/tratos/confirmacoes/${extra.id}`, admin)).status).toBe(204);
    expect((await api.put(`/api/tratos/confirmacoes/${extra.id}`, { kgFornecido: 1 }, admin)).status).toBe(404);
  });

  it('stock, costs and totals at the end of the week', async () => {
    const feeds = Object.fromEntries(await Promise.all(['M', 'S', 'N'].map(async (k) => [k, await ok(api.get(`/api/racoes/${ids[k]}`, operador))])));
    // M: 13753.56 + 272.65 - 276.5 (correction) - 440.82 - 226.3 = 13082.59 ; S: 20000 - 1923 = 18077 ; N: 341.41
    expect([feeds.M.estoqueKg, feeds.S.estoqueKg, feeds.N.estoqueKg]).toEqual([13082.59, 18077, 341.41]);
    expect([feeds.M.custoKg, feeds.S.custoKg, feeds.N.custoKg]).toEqual([1.31, 0.25, 3]);
    expect(feeds.N.estoqueNegativo).toBe(false);
    // N consumed 03-02..03-08: 37.1 + 29.2 + 38.95 + 27.76 + 39.5 + 56.88 + 29.2 = 258.59 -> 36.941/day -> 341.41 / 36.941 = 9.24 -> 9.2
    expect(feeds.N.diasEstoque).toBe(9.2);
    // A: 534.24 + 560.88 + 599.22 + 801.44 = 2495.78 ; B: 386.54 + 367.48 + 411.43 = 1165.45 (the removed confirmation counts no more)
    const [a, b] = await Promise.all([ok(api.get(`/api/lotes/${ids.A}`, operador)), ok(api.get(`/api/lotes/${ids.B}`, operador))]);
    expect([a.custoTotalRacao, b.custoTotalRacao]).toEqual([2495.78, 1165.45]);
    expect((await ok(api.get('/api/dashboard/summary', operador))).custoTotalRacao).toBe(3661.23);
    const mov = await ok(api.get(`/api/racoes/${ids.N}/movimentos`, operador));
    expect(mov.map((m: any) => [m.tipo, m.data, m.quantidadeKg, m.loteCodigo])).toEqual([
      ['Consumo', '2026-03-05', -29.2, 'B'], ['Consumo', '2026-03-05', -56.88, 'A'], ['Consumo', '2026-03-04', -39.5, 'A'],
      ['Consumo', '2026-03-03', -27.76, 'B'], ['Consumo', '2026-03-03', -38.95, 'A'], ['Consumo', '2026-03-02', -29.2, 'B'], ['Consumo', '2026-03-02', -37.1, 'A'],
    ]);
    const mMov = await ok(api.get(`/api/racoes/${ids.M}/movimentos?limit=200`, operador));
    expect(mMov.find((m: any) => m.tipo === 'Entrada')).toMatchObject({ data: '2026-03-04', quantidadeKg: 5000, custoKg: 1.5, custoTotal: 7500, loteId: null });
    const g = await api.gql(`query($id: ID!) { lote(id: $id) { dieta { dietaNome } leiturasCocho(limit: 2) { data nota } } }`, { id: ids.A }, operador);
    expect(g.data.lote).toEqual({ dieta: { dietaNome: 'Terminacao' }, leiturasCocho: [{ data: '2026-03-06', nota: 1 }, { data: '2026-03-05', nota: 3 }] });
    const pens = await api.gql('{ currais { items { codigo lote { codigo cabecas } } } racoes(pageSize: 10) { items { nome estoqueKg diasEstoque } } }', {}, operador);
    expect(pens.data.currais.items).toEqual([{ codigo: 'P1', lote: { codigo: 'A', cabecas: 50 } }, { codigo: 'P2', lote: { codigo: 'B', cabecas: 40 } }]);
    expect(pens.data.racoes.items.find((f: any) => f.nome === 'Nucleo')).toEqual({ nome: 'Nucleo', estoqueKg: 341.41, diasEstoque: 9.2 });
    // The same figures through the list's search and date filters (each a statement of its own shape).
    const searched = await ok(api.get('/api/racoes?search=nucleo&dataCompraAte=2100-01-01', operador));
    expect(searched.items.map((f: any) => [f.nome, f.estoqueKg, f.diasEstoque])).toEqual([['Nucleo', 341.41, 9.2]]);
  });

  it('mixer loads of a day: the fewest equal loads not above the capacity, per diet', async () => {
    // 03-02: Adaptacao 742 kg (A) in 2 loads of 371: S 60 % 222.6, M 35 % 129.85, N 5 % 18.55 ; Terminacao 365 (B) in 1 load.
    expect(await ok(api.get('/api/tratos/carregamentos?data=2026-03-02&capacidadeKg=500', operador))).toEqual([
      { dietaId: ids.D1, dietaNome: 'Adaptacao', kgTotal: 742, numeroCargas: 2, kgPorCarga: 371, ingredientes: [
        { racaoId: ids.S, racaoNome: 'Silagem', kg: 222.6 }, { racaoId: ids.M, racaoNome: 'Milho', kg: 129.85 }, { racaoId: ids.N, racaoNome: 'Nucleo', kg: 18.55 }] },
      { dietaId: ids.D2, dietaNome: 'Terminacao', kgTotal: 365, numeroCargas: 1, kgPorCarga: 365, ingredientes: [
        { racaoId: ids.M, racaoNome: 'Milho', kg: 226.3 }, { racaoId: ids.S, racaoNome: 'Silagem', kg: 109.5 }, { racaoId: ids.N, racaoNome: 'Nucleo', kg: 29.2 }] },
    ]);
    // 03-05: Terminacao 711 (A) + 365 (B) = 1076 kg in 3 loads of 358.667: M 62 % 222.373, S 30 % 107.6, N 8 % 28.693
    const g = await api.gql('{ carregamentos(data: "2026-03-05", capacidadeKg: 500) { dietaNome kgTotal numeroCargas kgPorCarga ingredientes { racaoNome kg } } }', {}, operador);
    expect(g.data.carregamentos).toEqual([{ dietaNome: 'Terminacao', kgTotal: 1076, numeroCargas: 3, kgPorCarga: 358.667, ingredientes: [
      { racaoNome: 'Milho', kg: 222.373 }, { racaoNome: 'Silagem', kg: 107.6 }, { racaoNome: 'Nucleo', kg: 28.693 }] }]);
    expectFieldErrors(await api.get('/api/tratos/carregamentos?data=2026-03-05', operador), ['capacidadeKg']);
    expectFieldErrors(await api.get('/api/tratos/carregamentos?capacidadeKg=0', operador), ['capacidadeKg']);
    expectFieldErrors(await api.get('/api/tratos/carregamentos?capacidadeKg=abc', operador), ['capacidadeKg']);
    expect(await ok(api.get('/api/tratos/carregamentos?capacidadeKg=500&data=2026-03-05', other.users[Role.Operador].token))).toEqual([]);
  });

  it('feeding efficiency of batch A over its stay and its last 30 days', async () => {
    await ok(api.post(`/api/lotes/${ids.A}/pesagens`, { data: '2026-03-08', pesoMedio: 392, quantidadeAnimais: 50 }, gerente), 201);
    // As fed 742 + 779 + 790 + 711 = 3022 kg. Dry matter:
    //  d1 445.2 x .35 + 259.7 x .88 + 37.1 x .90 = 155.82 + 228.536 + 33.39 = 417.746
    //  d2 467.4 x .35 + 272.65 x .88 + 38.95 x .90 = 163.59 + 239.932 + 35.055 = 438.577
    //  d3 474 x .35 + 276.5 x .88 + 39.5 x .90 = 165.9 + 243.32 + 35.55 = 444.77
    //  d4 213.3 x .35 + 440.82 x .88 + 56.88 x .90 = 74.655 + 387.9216 + 51.192 = 513.7686   -> 1814.8616
    // 8 days (03-01..03-08) x 50 head: 4.537 kg DM/head/day ; gain 50 x (392 - 380) = 600 kg ; 1814.8616 / 600 = 3.025 ;
    // cost 2495.78 / 600 = 4.16 R$/kg gained. The stay is shorter than 30 days: both periods are the same.
    const periodo = { de: '2026-03-01', ate: '2026-03-08', dias: 8, kgFornecido: 3022, kgMateriaSeca: 1814.862, materiaSecaPorCabecaDia: 4.537,
      ganhoKg: 600, conversaoAlimentar: 3.025, custoRacao: 2495.78, custoPorKgGanho: 4.16 };
    expect(await ok(api.get(`/api/lotes/${ids.A}/eficiencia`, gerente))).toEqual({ loteId: ids.A, loteCodigo: 'A', cabecas: 50, total: periodo, ultimos30Dias: periodo });
    const g = await api.gql('query($id: ID!) { eficienciaLote(loteId: $id) { total { conversaoAlimentar custoPorKgGanho } } }', { id: ids.A }, admin);
    expect(g.data.eficienciaLote.total).toEqual({ conversaoAlimentar: 3.025, custoPorKgGanho: 4.16 });
    // B has no weighing: no gain, so no conversion.
    expect((await ok(api.get(`/api/lotes/${ids.B}/eficiencia`, admin))).total).toMatchObject({ ganhoKg: 0, conversaoAlimentar: null, custoPorKgGanho: null, custoRacao: 1165.45 });
    expectProblem(await api.get(`/api/lotes/${ids.A}/eficiencia`, operador), 403, 'FORBIDDEN');
    expect((await api.get(`/api/lotes/${ids.A}/eficiencia`, other.users[Role.Admin].token)).status).toBe(404);
  });

  it('exports (contract 10 rules for 12.6): mixer loads one row per ingredient, efficiency one row with dotted periods', async () => {
    // The test client's text() drops the BOM: read the bytes.
    const csv = async (path: string, token: string, headers: Record<string, string> = {}) => {
      const r = await fetch(t.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const bytes = Buffer.from(await r.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return { disposition: r.headers.get('content-disposition'), lines: bytes.subarray(3).toString('utf8').split('\r\n') };
    };
    const cargas = await csv('/api/tratos/carregamentos?data=2026-03-02&capacidadeKg=500&format=csv', operador);
    expect(cargas.disposition).toMatch(/^attachment; filename="carregamentos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(cargas.lines).toEqual([
      'dietaId;dietaNome;kgTotal;numeroCargas;kgPorCarga;ingredientes.racaoId;ingredientes.racaoNome;ingredientes.kg',
      `${ids.D1};Adaptacao;742;2;371;${ids.S};Silagem;222,6`, `${ids.D1};Adaptacao;742;2;371;${ids.M};Milho;129,85`,
      `${ids.D1};Adaptacao;742;2;371;${ids.N};Nucleo;18,55`, `${ids.D2};Terminacao;365;1;365;${ids.M};Milho;226,3`,
      `${ids.D2};Terminacao;365;1;365;${ids.S};Silagem;109,5`, `${ids.D2};Terminacao;365;1;365;${ids.N};Nucleo;29,2`, '',
    ]);
    const periodo = '2026-03-01;2026-03-08;8;3022;1814,862;4,537;600;3,025;2495,78;4,16';
    const efic = await csv(`/api/lotes/${ids.A}/eficiencia`, gerente, { accept: 'text/csv' });
    expect(efic.disposition).toMatch(/^attachment; filename="eficiencia-\d{4}-\d{2}-\d{2}\.csv"$/);
    const cols = 'de;ate;dias;kgFornecido;kgMateriaSeca;materiaSecaPorCabecaDia;ganhoKg;conversaoAlimentar;custoRacao;custoPorKgGanho';
    expect(efic.lines).toEqual([
      `loteId;loteCodigo;cabecas;${cols.split(';').map((c) => `total.${c}`).join(';')};${cols.split(';').map((c) => `ultimos30Dias.${c}`).join(';')}`,
      `${ids.A};A;50;${periodo};${periodo}`, '',
    ]);
    const xlsx = await api.get(`/api/lotes/${ids.A}/eficiencia?format=xlsx`, gerente);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="eficiencia-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expectProblem(await api.get(`/api/lotes/${ids.A}/eficiencia?format=csv`, operador), 403, 'FORBIDDEN');
    expectFieldErrors(await api.get('/api/tratos/carregamentos?data=2026-03-02&capacidadeKg=500&format=ods', operador), ['format']);
  });

  it('roles, tenancy and validation of every field', async () => {
    const o2 = other.users[Role.Admin].token;
    expect((await api.get(`/api/lotes/${ids.A}/leituras-cocho`, o2)).status).toBe(404);
    expect((await api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: '2026-03-07', nota: 1 }, o2)).status).toBe(404);
    expect((await api.put(`/api/tratos/confirmacoes/${conf.A1.id}`, { kgFornecido: 1 }, o2)).status).toBe(404);
    expect((await api.del(`/api/tratos/confirmacoes/${conf.A1.id}`, o2)).status).toBe(404);
    expect((await api.post('/api/tratos/confirmacoes', { data: '2026-03-07', loteId: ids.A, kgFornecido: 1 }, o2)).status).toBe(404);
    expect(await ok(api.get('/api/tratos?data=2026-03-05', o2))).toEqual([]);
    expect((await api.get(`/api/racoes/${ids.N}/movimentos`, o2)).status).toBe(404);
    expect((await api.post(`/api/racoes/${ids.N}/entradas`, { data: '2026-03-07', quantidadeKg: 1, custoKg: 1 }, o2)).status).toBe(404);
    expectProblem(await api.post(`/api/racoes/${ids.N}/entradas`, { data: '2026-03-07', quantidadeKg: 1, custoKg: 1 }, operador), 403, 'FORBIDDEN');
    expectProblem(await api.get('/api/tratos'), 401, 'UNAUTHENTICATED');
    expect(await ok(api.get('/api/tratos', operador))).toEqual(await ok(api.get('/api/tratos?data=2026-03-08', operador)));
    expectFieldErrors(await api.get('/api/tratos?data=2026-02-30', operador), ['data']);
    expectFieldErrors(await api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: '2026-03-07', nota: 5, observacao: 'x'.repeat(1001) }, operador), ['nota', 'observacao']);
    expectFieldErrors(await api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: 'ontem', nota: 1.5 }, operador), ['data', 'nota']);
    expectFieldErrors(await api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: '2026-03-09', nota: 1 }, operador), ['data']);
    expectFieldErrors(await api.post(`/api/lotes/${ids.A}/leituras-cocho`, { data: '2026-02-28', nota: 1 }, operador), ['data']);
    expectFieldErrors(await api.post('/api/tratos/confirmacoes', { data: '2026-03-07', loteId: 'x', kgFornecido: 0 }, operador), ['kgFornecido', 'loteId']);
    expectFieldErrors(await api.post('/api/tratos/confirmacoes', { loteId: ids.A, kgFornecido: '1' }, operador), ['data', 'kgFornecido']);
    expectFieldErrors(await api.post('/api/tratos/confirmacoes', { data: '2026-03-09', loteId: ids.A, kgFornecido: 1 }, operador), ['data']);
    expectFieldErrors(await api.put(`/api/tratos/confirmacoes/${conf.A1.id}`, { kgFornecido: 1_000_001 }, operador), ['kgFornecido']);
    expectFieldErrors(await api.post(`/api/racoes/${ids.N}/entradas`, { data: '2026-03-07', quantidadeKg: 0, custoKg: -1 }, admin), ['custoKg', 'quantidadeKg']);
    const sem = await ok(api.post('/api/lotes', { codigo: 'SEM-DIETA', quantidadeAnimais: 5, pesoMedioEntrada: 300, dataEntrada: '2026-03-01' }, admin), 201);
    expectProblem(await api.post('/api/tratos/confirmacoes', { data: '2026-03-07', loteId: sem.id, kgFornecido: 10 }, operador), 400, 'INVALID_STATE');
    await ok(api.post(`/api/lotes/${sem.id}/fechar`, { pesoSaida: 400, rendimentoCarcaca: 52 }, admin));
    expectProblem(await api.post('/api/tratos/confirmacoes', { data: '2026-03-07', loteId: sem.id, kgFornecido: 10 }, operador), 400, 'BATCH_CLOSED');
    expectProblem(await api.post(`/api/lotes/${sem.id}/leituras-cocho`, { data: '2026-03-07', nota: 1 }, operador), 400, 'BATCH_CLOSED');
  });
});
