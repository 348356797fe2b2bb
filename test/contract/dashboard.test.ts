import { sql } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { animais } from '../../src/modules/animal/schema';
import { consumosRacao } from '../../src/modules/consumo-racao/schema';
import { lotes } from '../../src/modules/lote/schema';
import { medicamentos } from '../../src/modules/medicamento/schema';
import { notificacoes } from '../../src/modules/notificacao/schema';
import { pesagens } from '../../src/modules/pesagem/schema';
import { precosMercado } from '../../src/modules/preco-mercado/schema';
import { racoes } from '../../src/modules/racao/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';

// "Today" is 2026-11-20 in America/Sao_Paulo.
const clock = fixedClock('2026-11-20T15:00:00.000Z');

describe('GET /api/dashboard/summary', () => {
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    api = client(t.url);
    a = await makeTenant(t.app, 'dash-a');
    b = await makeTenant(t.app, 'dash-b');
    const db = t.app.database.db;
    const tenantId = a.id;
    const lote = async (key: string, v: Partial<typeof lotes.$inferInsert>) => {
      const row = await makeLote(t.app, tenantId, { codigo: key, quantidadeAnimais: 1, dataEntrada: '2026-08-01', ...v });
      ids[key] = row.id;
      return row.id;
    };
    const l1 = await lote('L1', { quantidadeAnimais: 100, pesoMedioEntrada: 300, dataEntrada: '2026-08-01' });
    const l2 = await lote('L2', { quantidadeAnimais: 50, pesoMedioEntrada: 250, dataEntrada: '2026-11-10', dataPrevistaSaida: '2026-11-30' });
    const l3 = await lote('L3', { quantidadeAnimais: 30, status: 'Fechado', dataSaida: '2026-11-01' });
    const l4 = await lote('L4', { quantidadeAnimais: 2, pesoMedioEntrada: 280, dataEntrada: '2026-10-01', dataPrevistaSaida: '2027-01-01' });
    const l5 = await lote('L5', { quantidadeAnimais: 1000, deletedAt: new Date() });
    await db.insert(pesagens).values([
      { tenantId, loteId: l1, data: '2026-10-01', pesoMedio: 360, quantidadeAnimais: 100 },
      { tenantId, loteId: l1, data: '2026-11-01', pesoMedio: 390, quantidadeAnimais: 100 },
      { tenantId, loteId: l1, data: '2026-11-15', pesoMedio: 999, quantidadeAnimais: 100, deletedAt: new Date() },
      { tenantId, loteId: l4, data: '2026-11-01', pesoMedio: 310, quantidadeAnimais: 2 },
    ]);
    const animal = (loteId: string, i: string, status: 'Ativo' | 'Morto' | 'Vendido', valorTotal: number | null = null, deleted = false) =>
      ({ tenantId, loteId, identificacao: i, sexo: 'Macho' as const, pesoEntrada: 300, dataEntrada: '2026-08-01', status, valorTotal, deletedAt: deleted ? new Date() : null });
    await db.insert(animais).values([
      animal(l1, 'm1', 'Morto'), animal(l1, 'm2', 'Morto'), animal(l1, 'm3', 'Morto'), animal(l1, 'm4', 'Morto', null, true),
      animal(l1, 'v1', 'Vendido', 5000.5), animal(l1, 'v2', 'Vendido', 4000.25),
      ...Array.from({ length: 10 }, (_, i) => animal(l1, `a${i}`, 'Ativo')),
      animal(l4, 'v3', 'Vendido', 100), animal(l4, 'v4', 'Vendido', 100), animal(l4, 'v5', 'Vendido', 100),
      animal(l5, 'x1', 'Vendido', 7777),
    ]);
    const [racao] = await db.insert(racoes).values({ tenantId, nome: 'Milho', custoKg: 1, dataCompra: '2026-08-01', quantidadeKg: 1000 }).returning();
    const consumo = (loteId: string, custoTotal: number, deleted = false) =>
      ({ tenantId, loteId, racaoId: racao.id, data: '2026-10-01', quantidadeKg: 1, custoTotal, deletedAt: deleted ? new Date() : null });
    await db.insert(consumosRacao).values([consumo(l1, 1234.56), consumo(l1, 100.01), consumo(l3, 50), consumo(l5, 999), consumo(l1, 77, true)]);
    const med = (loteId: string, custoTotal: number) =>
      ({ tenantId, loteId, nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-10-01', quantidadeAnimais: 1, custoUnitario: custoTotal, custoTotal });
    await db.insert(medicamentos).values([med(l2, 200.5), med(l4, 10.25)]);
    await db.insert(precosMercado).values([
      { fonte: 'PRIMARY', data: '2026-11-19', precoArroba: 320.5 },
      { fonte: 'PRIMARY', data: '2026-11-20', precoArroba: 322.75 },
      { tenantId, fonte: 'MANUAL', data: '2026-11-21', precoArroba: 999 },
    ]);
    const user = a.users.Gerente;
    await db.insert(notificacoes).values([
      { tenantId, userId: user.id, titulo: 'x', mensagem: 'x', tipo: 'PesagemPendente' },
      { tenantId, userId: user.id, titulo: 'y', mensagem: 'y', tipo: 'AlertaPreco' },
      { tenantId, userId: user.id, titulo: 'z', mensagem: 'z', tipo: 'AlertaPreco', lida: true },
      { tenantId, userId: a.users.Admin.id, titulo: 'w', mensagem: 'w', tipo: 'AlertaPreco' },
    ]);
  });
  afterAll(() => t.close());

  it('computes every KPI of the tenant on hand-made data', async () => {
    const r = await api.get('/api/dashboard/summary', a.users.Gerente.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      totalLotesAtivos: 3,
      totalLotesFechados: 1,
      totalAnimaisAtivos: 145, // (100 - 5) + 50 + max(0, 2 - 3)
      totalAnimaisVendidos: 5,
      totalAnimaisMortos: 3,
      pesoMedioAtual: 342.895, // (390*100 + 250*50 + 310*2) / 152
      gmdMedioGeral: 0.978, // (90/92*100 + 30/31*2) / 102
      custoTotalRacao: 1384.57,
      custoTotalMedicamentos: 210.75,
      receitaTotalVendas: 9300.75,
      precoArrobaAtual: 322.75,
      lotesProximosFechamento: [
        { loteId: ids.L1, codigo: 'L1', diasConfinamento: 111, pesoMedioAtual: 390 },
        { loteId: ids.L2, codigo: 'L2', diasConfinamento: 10, pesoMedioAtual: 250 },
      ],
      alertasNaoLidos: 2,
    });
  });

  it('alertasNaoLidos equals the unread count of the caller', async () => {
    for (const u of [a.users.Gerente, a.users.Admin, a.users.Operador]) {
      const [d, c] = await Promise.all([api.get('/api/dashboard/summary', u.token), api.get('/api/notificacoes/nao-lidas/count', u.token)]);
      expect(d.body.alertasNaoLidos).toBe(c.body.count);
    }
  });

  it('shows another tenant none of it', async () => {
    const r = await api.get('/api/dashboard/summary', b.users.Admin.token);
    expect(r.body).toEqual({
      totalLotesAtivos: 0, totalLotesFechados: 0, totalAnimaisAtivos: 0, totalAnimaisVendidos: 0, totalAnimaisMortos: 0,
      pesoMedioAtual: 0, gmdMedioGeral: 0, custoTotalRacao: 0, custoTotalMedicamentos: 0, receitaTotalVendas: 0,
      precoArrobaAtual: 322.75, lotesProximosFechamento: [], alertasNaoLidos: 0,
    });
  });

  it('needs authentication, and every role may read it; GraphQL gives the same numbers', async () => {
    expect((await api.get('/api/dashboard/summary')).status).toBe(401);
    const rest = await api.get('/api/dashboard/summary', a.users.Operador.token);
    const gql = await api.gql('{ dashboardSummary { totalAnimaisAtivos pesoMedioAtual lotesProximosFechamento { codigo } } }', {}, a.users.Operador.token);
    expect(gql.data.dashboardSummary).toEqual({
      totalAnimaisAtivos: rest.body.totalAnimaisAtivos, pesoMedioAtual: rest.body.pesoMedioAtual,
      lotesProximosFechamento: [{ codigo: 'L1' }, { codigo: 'L2' }],
    });
  });
});

describe('running totals of a batch', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    api = client(t.url);
  });
  afterAll(() => t.close());

  it('follow every write path and equal a recomputation from scratch', async () => {
    const { users } = await makeTenant(t.app, 'totais');
    const tok = users.Admin.token;
    const lote = (await api.post('/api/lotes', { codigo: 'T1', dataEntrada: '2026-10-01', pesoMedioEntrada: 300, quantidadeAnimais: 10 }, tok)).body;
    expect(lote.id).toEqual(expect.any(String));
    const racao = (await api.post('/api/racoes', { nome: 'Milho', custoKg: 1.5, dataCompra: '2026-10-01', quantidadeKg: 5000 }, tok)).body;
    const c1 = (await api.post(`/api/lotes/${lote.id}/consumos-racao`, { data: '2026-10-02', racaoId: racao.id, quantidadeKg: 100 }, tok)).body;
    const c2 = (await api.post(`/api/lotes/${lote.id}/consumos-racao`, { data: '2026-10-03', racaoId: racao.id, quantidadeKg: 10.5 }, tok)).body;
    expect((await api.put(`/api/lotes/${lote.id}/consumos-racao/${c2.id}`, { data: '2026-10-03', racaoId: racao.id, quantidadeKg: 20 }, tok)).status).toBe(200);
    expect((await api.del(`/api/lotes/${lote.id}/consumos-racao/${c1.id}`, tok)).status).toBe(204);
    const m = (await api.post(`/api/lotes/${lote.id}/medicamentos`, { nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-10-02', quantidadeAnimais: 10, custoUnitario: 3.33 }, tok)).body;
    expect((await api.put(`/api/lotes/${lote.id}/medicamentos/${m.id}`, { nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-10-02', quantidadeAnimais: 5, custoUnitario: 3.33 }, tok)).status).toBe(200);
    const bichos = [];
    for (const i of [1, 2, 3, 4]) {
      bichos.push((await api.post(`/api/lotes/${lote.id}/animais`, { identificacao: `B${i}`, sexo: 'Macho', pesoEntrada: 300 }, tok)).body);
    }
    expect((await api.put(`/api/animais/${bichos[0].id}/venda`, { dataVenda: '2026-11-01', pesoVenda: 540, valorArroba: 310.5 }, tok)).status).toBe(200);
    expect((await api.put(`/api/animais/${bichos[1].id}/venda`, { dataVenda: '2026-11-01', pesoVenda: 500, valorArroba: 300 }, tok)).status).toBe(200);
    expect((await api.put(`/api/animais/${bichos[2].id}/mortalidade`, { dataMorte: '2026-11-02', causa: 'Pneumonia' }, tok)).status).toBe(200);
    expect((await api.del(`/api/animais/${bichos[1].id}`, tok)).status).toBe(204);

    const [row] = await t.app.database.rows<Record<string, string | number>>(sql`
      select l.total_custo_racao, l.total_custo_medicamentos, l.total_animais_mortos, l.total_animais_vendidos, l.total_receita_vendas,
        (select coalesce(sum(custo_total), 0) from consumos_racao c where c.lote_id = l.id and c.deleted_at is null) as racao,
        (select coalesce(sum(custo_total), 0) from medicamentos x where x.lote_id = l.id and x.deleted_at is null) as meds,
        (select count(*) from animais a where a.lote_id = l.id and a.deleted_at is null and a.status = 'Morto') as mortos,
        (select count(*) from animais a where a.lote_id = l.id and a.deleted_at is null and a.status = 'Vendido') as vendidos,
        (select coalesce(sum(valor_total), 0) from animais a where a.lote_id = l.id and a.deleted_at is null and a.status = 'Vendido') as receita
      from lotes l where l.id = ${lote.id}`);
    expect(Number(row.total_custo_racao)).toBe(30); // only c2 is live: 20 kg x 1.50
    expect(Number(row.total_custo_medicamentos)).toBe(16.65);
    expect([Number(row.total_animais_mortos), Number(row.total_animais_vendidos)]).toEqual([1, 1]);
    expect(Number(row.total_receita_vendas)).toBe(11178); // 540 / 15 x 310.50
    expect([Number(row.racao), Number(row.meds), Number(row.mortos), Number(row.vendidos), Number(row.receita)])
      .toEqual([30, 16.65, 1, 1, 11178]);
    const d = (await api.get('/api/dashboard/summary', tok)).body;
    expect(d).toMatchObject({ custoTotalRacao: 30, custoTotalMedicamentos: 16.65, totalAnimaisMortos: 1, totalAnimaisVendidos: 1, receitaTotalVendas: 11178, totalAnimaisAtivos: 8 });
  });
});
