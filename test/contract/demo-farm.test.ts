import { fixedClock } from '../../src/clock';
import { DEMO_LOTES } from '../../src/demo/farm';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';

// Issue 17: a new database with DEMO_SEED gets a demo farm whose every dashboard number is real, seeded through the
// services; the printed demo login works; the same day gives the same farm.
jest.setTimeout(120_000);

describe('demo farm (DEMO_SEED on an empty database)', () => {
  let t: TestApp;
  let api: Client;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_SEED: 'true' }, { clock: fixedClock('2026-11-24T15:00:00Z') });
    api = client(t.url);
    const login = await api.post('/api/auth/login', { email: t.app.demo!.email, password: t.app.demo!.password });
    expect(login.status).toBe(200);
    token = login.body.accessToken;
  });
  afterAll(() => t?.close());

  it('the dashboard shows the farm: open and closed batches, sales, deaths, costs, price and a batch near closing', async () => {
    await t.app.pesagemPendente();
    const r = await api.get('/api/dashboard/summary', token);
    expect(r.status).toBe(200);
    const open = DEMO_LOTES.filter((l) => !l.venda);
    expect(r.body).toMatchObject({
      totalLotesAtivos: open.length,
      totalLotesFechados: 1,
      totalAnimaisAtivos: open.reduce((n, l) => n + l.cabecas - (l.mortes ?? 0), 0),
      totalAnimaisVendidos: 20,
      totalAnimaisMortos: 1,
      alertasNaoLidos: 1, // the second batch's latest weighing is 34 days old
    });
    for (const k of ['pesoMedioAtual', 'gmdMedioGeral', 'custoTotalRacao', 'custoTotalMedicamentos', 'receitaTotalVendas', 'precoArrobaAtual']) {
      expect(r.body[k]).toBeGreaterThan(0);
    }
    expect(r.body.gmdMedioGeral).toBeGreaterThan(1);
    expect(r.body.gmdMedioGeral).toBeLessThan(2);
    expect(r.body.lotesProximosFechamento.map((l: any) => l.codigo)).toEqual(['L01-NELORE']);
  });

  it('lists hold real rows: animals, weighings, consumption, medications, legacy prices and alerts', async () => {
    const lotes = await api.get('/api/lotes?pageSize=10', token);
    expect(lotes.body.totalCount).toBe(DEMO_LOTES.length);
    const l01 = lotes.body.items.find((l: any) => l.codigo === 'L01-NELORE');
    const detail = await api.get(`/api/lotes/${l01.id}`, token);
    expect(detail.body.diasConfinamento).toBe(92);
    expect(detail.body.gmdMedio).toBeGreaterThan(1.3);
    expect((await api.get(`/api/lotes/${l01.id}/animais`, token)).body).toHaveLength(40);
    expect((await api.get(`/api/lotes/${l01.id}/pesagens`, token)).body).toHaveLength(3);
    expect((await api.get(`/api/lotes/${l01.id}/consumos-racao`, token)).body).toHaveLength(2 * Math.ceil(92 / 7)) // weekly records, days -92..-1;
    expect((await api.get(`/api/lotes/${l01.id}/medicamentos`, token)).body).toHaveLength(3);
    const manual = await api.get('/api/precos-mercado/resumo?fonte=MANUAL', token);
    expect(manual.body.historico).toHaveLength(30);
    const primary = await api.get('/api/precos-mercado/resumo', token);
    expect(primary.body.historico.length).toBeGreaterThanOrEqual(29);
    const alertas = await api.get('/api/alertas-preco', token);
    expect(alertas.body.map((a: any) => [a.tipo, a.ativo]).sort()).toEqual([['PrecoAbaixo', false], ['PrecoAcima', true]]);
  });

  it('is deterministic: a second empty database on the same day gets the same numbers', async () => {
    const again = await startTestApp({ DEMO_SEED: 'true' }, { clock: fixedClock('2026-11-24T15:00:00Z') });
    try {
      const api2 = client(again.url);
      const login = await api2.post('/api/auth/login', { email: again.app.demo!.email, password: again.app.demo!.password });
      const a = (await api.get('/api/dashboard/summary', token)).body;
      const b = (await api2.get('/api/dashboard/summary', login.body.accessToken)).body;
      const strip = ({ alertasNaoLidos: _n, lotesProximosFechamento, ...rest }: any) => ({ ...rest, near: lotesProximosFechamento.map((l: any) => l.codigo) });
      expect(strip(b)).toEqual(strip(a));
    } finally {
      await again.close();
    }
  });
});
