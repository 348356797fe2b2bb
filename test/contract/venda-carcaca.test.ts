import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { precosMercado } from '../../src/modules/preco-mercado/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { expectFieldErrors } from '../helpers/expect';
import { makeTenant, type TestTenant } from '../helpers/factories';

/*
 * Issue 34 item 1, a batch computed by hand (business today 2026-03-31, latest PRIMARY arroba R$ 320.00):
 * RC: 4 head of 400 kg entered 2026-01-01 (rendimentoEstimado 53). Purchase 16000 (1600 kg); feed 1000 kg x 2.00 = 2000;
 *     custoTotal 18000. Weighing 2026-03-01: 520 kg. Animals A1 390, A2 400, A3 410, A4 400 kg at entry.
 * Sales on 2026-03-20 at R$ 310.00 per arroba:
 *   A1 with its romaneio's carcass, 291.6 kg of 540 (yield 54.00 %): 291.6 / 15 = 19.44 @, 291.6 x 310 / 15 = 6026.40.
 *   A2 with its romaneio's yield, 53.5 % of 555.5 kg: carcass round(297.1925, 3) = 297.193 kg, 19.81 @,
 *      round(297.193 x 310 / 15, 2) = 6141.99 (on live arrobas it would be 555.5 x 310 / 15 = 11480.33).
 *   A3 the legacy way, 540 kg live: 36 @, 11160.00.
 * relatorio-vendas: 3 sales, 23328.39; 1635.5 kg live; arrobas (291.6 + 297.193 + 540) / 15 = 75.25; mean price
 *   23328.39 / 75.2529 = 310.00; carcass 588.793 kg = 39.25 @; live 36 @; mista.
 * A4 stays: 1 head x 520 kg x 53 % / 15 = 18.3733 @ x 320 = 5879.47.
 * Summary in progress: sales 23328.39 + estimate 5879.47 - costs 18000 = 11207.86, 62.27 % of 18000.
 * resultado-animais: purchase by entry weight 3900 / 4000 / 4100 / 4000; feed 2000 by head-days 78 / 78 / 78 / 89 of 323:
 *   482.97 x 3 and 551.08. A1 6026.40 - 4382.97 = 1643.43; A2 6141.99 - 4482.97 = 1659.02; A3 11160 - 4582.97 = 6577.03;
 *   A4 5879.47 - 4551.08 = 1328.39.
 * Then A4 sold at its romaneio's 53 % of 520 kg: 275.6 kg, 275.6 x 310 / 15 = 5695.73; the batch closed: realized
 *   29024.12 - 18000 = 11024.12, 61.25 % of 18000 (its margemEstimada too); nothing in progress.
 */
let t: TestApp;
let api: Client;
let T: TestTenant;
let lote: string;
const ids: Record<string, string> = {};
const g = () => T.users[Role.Gerente].token;

const ok = (path: string, body: unknown, method: 'post' | 'put' = 'post') => api.must(method, path, body, g());

beforeAll(async () => {
  t = await startTestApp({}, { clock: fixedClock('2026-03-31T15:00:00Z') });
  api = client(t.url);
  T = await makeTenant(t.app, 'carcaca');
  await t.app.database.db.insert(precosMercado).values([{ data: '2026-03-30', precoArroba: 320, fonte: 'PRIMARY' }]);
  lote = (await ok('/api/lotes', { codigo: 'RC', dataEntrada: '2026-01-01', pesoMedioEntrada: 400, quantidadeAnimais: 4 })).id;
  await ok(`/api/lotes/${lote}/compras`, { dataCompra: '2026-01-01', quantidadeAnimais: 4, pesoTotal: 1600, valorTotal: 16000 });
  const racao = await ok('/api/racoes', { nome: 'R', custoKg: 2, dataCompra: '2026-01-01', quantidadeKg: 5000 });
  await ok(`/api/lotes/${lote}/consumos-racao`, { data: '2026-02-01', racaoId: racao.id, quantidadeKg: 1000 });
  await ok(`/api/lotes/${lote}/pesagens`, { data: '2026-03-01', pesoMedio: 520, quantidadeAnimais: 4 });
  for (const [n, peso] of [['A1', 390], ['A2', 400], ['A3', 410], ['A4', 400], ['V1', 400]] as const) {
    ids[n] = (await ok(`/api/lotes/${lote}/animais`, { identificacao: n, sexo: 'Macho', pesoEntrada: peso })).id;
  }
  // V1 only serves the refusals below and is deleted before the figures.
});
afterAll(() => t.close());

describe('PUT /api/animais/{id}/venda with the romaneio', () => {
  it('refuses a romaneio a steer cannot have: both fields, a yield outside 40-70 %, a carcass not below the live weight', async () => {
    const venda = (extra: object) => api.put(`/api/animais/${ids.V1}/venda`, { dataVenda: '2026-03-20', pesoVenda: 500, valorArroba: 310, ...extra }, g());
    expectFieldErrors(await venda({ pesoCarcaca: 270, rendimentoCarcaca: 54 }), ['rendimentoCarcaca']);
    for (const rendimentoCarcaca of [39.99, 70.01, 5.45, 0, -1]) expectFieldErrors(await venda({ rendimentoCarcaca }), ['rendimentoCarcaca']);
    // 199.995 kg of 500 is 39.999 %; 350.005 kg is 70.001 %; 500 and more is no carcass at all.
    for (const pesoCarcaca of [199.995, 350.005, 500, 538, 0, -270]) expectFieldErrors(await venda({ pesoCarcaca }), ['pesoCarcaca']);
    expectFieldErrors(await venda({ pesoCarcaca: 'muito' }), ['pesoCarcaca']);
    expect((await api.get(`/api/animais/${ids.V1}`, g())).body.status).toBe('Ativo');
  });

  it('accepts the edges of the range exactly: 40 % and 70 %', async () => {
    for (const [pesoCarcaca, rendimentoCarcaca, valorTotal] of [[200, 40, 4133.33], [350, 70, 7233.33]] as const) {
      const r = await api.put(`/api/animais/${ids.V1}/venda`, { dataVenda: '2026-03-20', pesoVenda: 500, valorArroba: 310, pesoCarcaca }, g());
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ pesoCarcaca, rendimentoCarcaca, valorTotal, baseArroba: 'carcaca' });
      // Back to Ativo for the next edge: a deleted sale is a new animal.
      await api.del(`/api/animais/${ids.V1}`, T.users[Role.Admin].token);
      ids.V1 = (await ok(`/api/lotes/${lote}/animais`, { identificacao: `V1-${pesoCarcaca}`, sexo: 'Macho', pesoEntrada: 400 })).id;
    }
    expect((await api.del(`/api/animais/${ids.V1}`, T.users[Role.Admin].token)).status).toBe(204);
  });

  it('values a sale on carcass arrobas from the carcass weight or from the yield, and on live arrobas with the legacy fields alone', async () => {
    const a1 = await ok(`/api/animais/${ids.A1}/venda`, { dataVenda: '2026-03-20', pesoVenda: 540, valorArroba: 310, pesoCarcaca: 291.6 }, 'put');
    expect(a1).toEqual({
      id: ids.A1, status: 'Vendido', pesoVenda: 540, valorTotal: 6026.4, pesoCarcaca: 291.6, rendimentoCarcaca: 54, arrobas: 19.44, baseArroba: 'carcaca',
      gta: null,
    });
    // The same sale over GraphQL, the romaneio's yield this time.
    const a2 = await api.gql(`mutation($id: ID!) {
      registerVenda(id: $id, input: { dataVenda: "2026-03-20", pesoVenda: 555.5, valorArroba: 310, rendimentoCarcaca: 53.5 }) {
        valorTotal pesoCarcaca rendimentoCarcaca arrobas baseArroba } }`, { id: ids.A2 }, g());
    expect(a2.errors).toBeUndefined();
    expect(a2.data.registerVenda).toEqual({ valorTotal: 6141.99, pesoCarcaca: 297.193, rendimentoCarcaca: 53.5, arrobas: 19.81, baseArroba: 'carcaca' });
    const a3 = await ok(`/api/animais/${ids.A3}/venda`, { dataVenda: '2026-03-20', pesoVenda: 540, valorArroba: 310 }, 'put');
    expect(a3).toMatchObject({ valorTotal: 11160, pesoCarcaca: null, rendimentoCarcaca: null, arrobas: 36, baseArroba: 'viva' });
    expect((await api.get(`/api/animais/${ids.A2}`, g())).body).toMatchObject({
      status: 'Vendido', pesoVenda: 555.5, valorArroba: 310, valorTotal: 6141.99, pesoCarcaca: 297.193, rendimentoCarcaca: 53.5, baseArroba: 'carcaca',
    });
    expect((await api.get(`/api/animais/${ids.A4}`, g())).body).toMatchObject({ status: 'Ativo', pesoCarcaca: null, baseArroba: null });
    const gql = await api.gql(`query($id: ID!) { animal(id: $id) { pesoCarcaca rendimentoCarcaca baseArroba } }`, { id: ids.A1 }, g());
    expect(gql.data.animal).toEqual({ pesoCarcaca: 291.6, rendimentoCarcaca: 54, baseArroba: 'carcaca' });
  });
});

const RELATORIO = {
  totalVendas: 3, receitaTotal: 23328.39, pesoTotalVendido: 1635.5, arrobasTotais: 75.25, valorMedioArroba: 310,
  pesoCarcacaTotal: 588.793, arrobasCarcaca: 39.25, arrobasVivas: 36, baseArroba: 'mista',
};
const venda = (n: string, pesoVenda: number, valorTotal: number, pesoCarcaca: number | null, rendimentoCarcaca: number | null, arrobas: number) => ({
  animalId: ids[n], identificacao: n, loteCodigo: 'RC', dataVenda: '2026-03-20', pesoVenda, valorArroba: 310, valorTotal,
  pesoCarcaca, rendimentoCarcaca, arrobas, baseArroba: pesoCarcaca === null ? 'viva' : 'carcaca',
  gtaUf: null, gtaSerie: null, gtaNumero: null, gtaDataEmissao: null,
});

describe('the figures that follow a sale, each with its basis', () => {
  it('GET /api/financeiro/relatorio-vendas counts the arrobas each sale is priced on (REST, GraphQL, CSV)', async () => {
    const vendas = [venda('A1', 540, 6026.4, 291.6, 54, 19.44), venda('A2', 555.5, 6141.99, 297.193, 53.5, 19.81), venda('A3', 540, 11160, null, null, 36)];
    expect((await api.get('/api/financeiro/relatorio-vendas', g())).body).toEqual({ ...RELATORIO, vendas });
    const r = await api.gql(`{ relatorioVendas { totalVendas receitaTotal pesoTotalVendido arrobasTotais valorMedioArroba pesoCarcacaTotal
      arrobasCarcaca arrobasVivas baseArroba vendas { identificacao arrobas baseArroba } } }`, {}, g());
    expect(r.data.relatorioVendas).toEqual({ ...RELATORIO, vendas: vendas.map(({ identificacao, arrobas, baseArroba }) => ({ identificacao, arrobas, baseArroba })) });
    const csv = (await api.get('/api/financeiro/relatorio-vendas?format=csv', g())).text.slice(1).split('\r\n');
    expect(csv[0]).toMatch(/;vendas\.valorTotal;vendas\.pesoCarcaca;vendas\.rendimentoCarcaca;vendas\.arrobas;vendas\.baseArroba;vendas\.gtaUf;vendas\.gtaSerie;vendas\.gtaNumero;vendas\.gtaDataEmissao;pesoCarcacaTotal;arrobasCarcaca;arrobasVivas;baseArroba$/);
    expect(csv[1]).toMatch(/^3;23328,39;1635,5;75,25;310;[0-9a-f-]{36};A1;RC;2026-03-20;540;310;6026,4;291,6;54;19,44;carcaca;;;;;588,793;39,25;36;mista$/);
    expect(csv[3]).toMatch(/;A3;RC;2026-03-20;540;310;11160;;;36;viva;;;;;588,793;39,25;36;mista$/);
  });

  it('GET /api/financeiro/resultado-animais values each animal on its basis', async () => {
    const r = await api.get(`/api/financeiro/resultado-animais/${lote}`, g());
    expect(r.body.map((a: any) => [a.identificacao, a.custoTotal, a.valorEstimadoVenda, a.resultadoEstimado, a.baseArroba])).toEqual([
      ['A1', 4382.97, 6026.4, 1643.43, 'carcaca'], ['A2', 4482.97, 6141.99, 1659.02, 'carcaca'], ['A3', 4582.97, 11160, 6577.03, 'viva'],
      ['A4', 4551.08, 5879.47, 1328.39, 'carcaca'],
    ]);
    const csv = (await api.get(`/api/financeiro/resultado-animais/${lote}?format=csv`, g())).text.slice(1).split('\r\n');
    expect(csv[0]).toMatch(/;status;baseArroba$/);
    expect(csv[2]).toMatch(/^[0-9a-f-]{36};A2;.*;6141,99;1659,02;Vendido;carcaca$/);
  });

  it('GET /api/financeiro/summary: the open batch in progress, then realized once closed (REST, GraphQL, CSV)', async () => {
    const campos = 'lotes custoTotal receitaVendas valorEstimadoVenda resultado margem';
    const nada = { lotes: 0, custoTotal: 0, receitaVendas: 0, valorEstimadoVenda: 0, resultado: 0, margem: 0 };
    const aberto = { lotes: 1, custoTotal: 18000, receitaVendas: 23328.39, valorEstimadoVenda: 5879.47, resultado: 11207.86, margem: 62.27 };
    expect((await api.get('/api/financeiro/summary', g())).body).toMatchObject({ realizado: nada, emAndamento: aberto, custoForaDosLotes: 0 });
    await ok(`/api/animais/${ids.A4}/venda`, { dataVenda: '2026-03-31', pesoVenda: 520, valorArroba: 310, rendimentoCarcaca: 53 }, 'put');
    // A4: round(520 x 0.53, 3) = 275.6 kg, 18.37 @, 275.6 x 310 / 15 = 5695.73; the batch's sales now 29024.12.
    await ok(`/api/lotes/${lote}/fechar`, { pesoSaida: 520, rendimentoCarcaca: 53 });
    const fechado = { lotes: 1, custoTotal: 18000, receitaVendas: 29024.12, valorEstimadoVenda: 0, resultado: 11024.12, margem: 61.25 };
    const r = await api.gql(`{ financeiroSummary { custoTotal receitaTotal realizado { ${campos} } emAndamento { ${campos} } custoForaDosLotes } }`, {}, g());
    expect(r.data.financeiroSummary).toEqual({ custoTotal: 18000, receitaTotal: 29024.12, realizado: fechado, emAndamento: nada, custoForaDosLotes: 0 });
    expect((await api.get('/api/financeiro/summary', g())).body).toMatchObject({ realizado: fechado, emAndamento: nada });
    const csv = (await api.get('/api/financeiro/summary?format=csv', g())).text.slice(1).split('\r\n');
    expect(csv[1]).toMatch(/;1;18000;29024,12;0;11024,12;61,25;0;0;0;0;0;0;0$/);
    // The closed batch's margin is the same figure: its revenue against its own costs.
    expect((await api.get(`/api/financeiro/rentabilidade/${lote}`, g())).body).toMatchObject({ valorEstimadoVenda: 29024.12, margemEstimada: 61.25 });
  });
});
