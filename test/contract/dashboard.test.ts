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
import { makeTenant, type TestTenant } from '../helpers/factories';

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
      const [row] = await db.insert(lotes).values({ tenantId, codigo: key, quantidadeAnimais: 1, pesoMedioEntrada: 300, dataEntrada: '2026-08-01', ...v }).returning();
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
