import { applyBar, mergeQuote, toBars, type Bar, type Quote } from '../../web/src/candles';
import { CARTOES_EM_ANDAMENTO, CARTOES_REALIZADO, COLUNAS_RENTABILIDADE, COLUNAS_TRATO, CARTOES_FINANCEIRO, notaCocho, sinal, totaisTrato, valor, type Trato } from '../../web/src/economia';
import { data, moeda, numero, percentual } from '../../web/src/format';
import { added, allRead, badge, initial, KEPT, read, type Notificacao } from '../../web/src/notifications';
import { COLUNAS_PROJECAO, COLUNAS_TRAVA, descreveGrafico, serieMargem, valorProjecao, type ProjecaoResumo } from '../../web/src/projecao';
import { visibleTo } from '../../web/src/registry';
import { Session, type KeyValueStore } from '../../web/src/session';

// The live dashboard page's own logic (web/src): number formats, the chart's bars, the unread count, the session.

const quote = (over: Partial<Quote>): Quote => ({
  contractCode: 'BGI1!', price: 330, openPrice: 328, highPrice: 331, lowPrice: 327, variationPercent: 0.5,
  quoteTimestamp: '2026-11-24T14:00:00.000Z', ...over,
});
const bar = (time: string, close = 320): Bar => ({ time, open: 318, high: 322, low: 317, close });

describe('formats (pt-BR)', () => {
  it('writes money, numbers, percentages and dates the Brazilian way', () => {
    expect(moeda(1234.5)).toBe('R$\u00a01.234,50');
    expect(numero(1.5649, 3)).toBe('1,565');
    expect(numero(93)).toBe('93');
    expect(percentual(0.456)).toBe('+0,46 %');
    expect(percentual(-1.2)).toBe('-1,20 %');
    expect(data('2026-11-24')).toBe('24/11/2026');
    expect(data(null)).toBe('-');
  });
});

describe('chart bars', () => {
  it('one bar per UTC day, oldest first, from candles in any order', () => {
    const bars = toBars([
      { candleTime: '2026-11-23T00:00:00.000Z', open: 1, high: 2, low: 0.5, close: 1.5 },
      { candleTime: '2026-11-22T00:00:00.000Z', open: 1, high: 2, low: 0.5, close: 1.2 },
      { candleTime: '2026-11-23T00:00:00.000Z', open: 1, high: 3, low: 0.5, close: 2.5 },
    ]);
    expect(bars.map((b) => [b.time, b.close])).toEqual([['2026-11-22', 1.2], ['2026-11-23', 2.5]]);
  });

  it('a quote of the last bar\'s day moves its close and widens high and low', () => {
    const bars = [bar('2026-11-23'), bar('2026-11-24')];
    expect(mergeQuote(bars, quote({ price: 325 }))).toEqual({ time: '2026-11-24', open: 318, high: 325, low: 317, close: 325 });
    expect(mergeQuote(bars, quote({ price: 310 }))).toEqual({ time: '2026-11-24', open: 318, high: 322, low: 310, close: 310 });
  });

  it('a quote of a new day opens a bar from the quote; an older one changes nothing', () => {
    const bars = [bar('2026-11-23')];
    expect(mergeQuote(bars, quote({}))).toEqual({ time: '2026-11-24', open: 328, high: 331, low: 327, close: 330 });
    expect(mergeQuote([], quote({ openPrice: 0, lowPrice: 0, highPrice: 0 }))).toEqual({ time: '2026-11-24', open: 330, high: 330, low: 330, close: 330 });
    expect(mergeQuote([bar('2026-11-25')], quote({}))).toBeNull();
  });

  it('applyBar replaces the same day and appends a new one', () => {
    const bars = [bar('2026-11-23'), bar('2026-11-24')];
    expect(applyBar(bars, bar('2026-11-24', 400)).map((b) => b.close)).toEqual([320, 400]);
    expect(applyBar(bars, bar('2026-11-25')).length).toBe(3);
  });
});

describe('notifications and the badge', () => {
  const n = (id: string, lida = false): Notificacao => ({ id, tipo: 'AlertaPreco', titulo: 'Alerta de Preco', mensagem: 'm', lida, criadaEm: '2026-11-24T14:00:00.000Z' });

  it('a new notification counts once, also when the socket delivers it again', () => {
    let s = initial([n('a')], 1);
    s = added(s, n('b'));
    s = added(s, n('b'));
    s = added(s, n('a'));
    expect(s.unread).toBe(2);
    expect(s.items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(added(s, n('c', true)).unread).toBe(2);
  });

  it('marking read lowers the count once; all read sets it to 0; the list is bounded', () => {
    let s = initial([n('a'), n('b')], 5);
    s = read(read(s, 'a'), 'a');
    expect(s.unread).toBe(4);
    expect(read(s, 'missing')).toBe(s);
    expect(allRead(s)).toMatchObject({ unread: 0 });
    let big = initial([], 0);
    for (let i = 0; i < KEPT + 5; i++) big = added(big, n(String(i)));
    expect(big.items).toHaveLength(KEPT);
    expect(big.unread).toBe(KEPT + 5);
  });

  it('the badge says how many are unread, in words for screen readers', () => {
    expect(badge(0)).toEqual({ text: '0', label: 'Notificações: nenhuma não lida', visible: false });
    expect(badge(1)).toMatchObject({ text: '1', label: 'Notificações: 1 não lida', visible: true });
    expect(badge(250)).toMatchObject({ text: '99+', label: 'Notificações: 250 não lidas' });
  });
});

describe('session', () => {
  const store = (): KeyValueStore & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  const user = { nome: 'Ana', email: 'ana@x.io', role: 'Admin' };

  it('survives a reload of the tab and asks for a refresh in the last fifth of the token life', () => {
    let now = 1_000_000;
    const s = store();
    new Session(s, () => now).set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900 }, user);
    const again = new Session(s, () => now);
    expect(again.user).toEqual(user);
    expect(again.needsRefresh()).toBe(false);
    now += 841_000; // 59 s left of 900: inside the last minute
    expect(again.needsRefresh()).toBe(true);
    again.clear();
    expect(s.map.size).toBe(0);
    expect(again.needsRefresh()).toBe(false);
  });

  it('ignores a damaged stored value', () => {
    const s = store();
    s.setItem('painel.sessao', '{not json');
    expect(new Session(s).user).toBeNull();
    s.setItem('painel.sessao', JSON.stringify({ accessToken: 1 }));
    expect(new Session(s).user).toBeNull();
  });
});

describe('section registry', () => {
  it('hides sections restricted to other roles', () => {
    const sections = [{ id: 'resumo' }, { id: 'economia', roles: ['Admin', 'Gerente'] }];
    expect(visibleTo('Operador', sections).map((s) => s.id)).toEqual(['resumo']);
    expect(visibleTo('Gerente', sections).map((s) => s.id)).toEqual(['resumo', 'economia']);
  });
});

describe('economics and feeding plan', () => {
  const item = (over: Partial<Trato>): Trato => ({
    loteId: 'l', loteCodigo: 'L', curralCodigo: 'C', dietaId: 'd', dietaNome: 'D', cabecas: 10, notaCocho: 1, kgPrevisto: 200,
    kgPrevistoPorCabeca: 20, kgFornecidoOntem: 190, confirmacaoId: null, kgFornecido: null, ...over,
  });

  it('a value the API cannot compute (null) is a dash; numbers use the column\'s format', () => {
    const [, , preco] = COLUNAS_RENTABILIDADE.find(([f]) => f === 'precoEquilibrio')!;
    expect(valor(null, preco)).toBe('-');
    expect(valor(301.5, preco)).toBe('R$\u00a0301,50');
    const [, , margem] = COLUNAS_RENTABILIDADE.find(([f]) => f === 'margemEstimada')!;
    expect(valor(-15.144, margem)).toBe('-15,14 %');
    const [, , porCabeca] = COLUNAS_TRATO.find(([f]) => f === 'kgPrevistoPorCabeca')!;
    expect(valor(24.8, porCabeca)).toBe('24,80 kg');
    const [, , previsto] = COLUNAS_TRATO.find(([f]) => f === 'kgPrevisto')!;
    expect(valor(1979, previsto)).toBe('1.979 kg');
  });

  it('shows every money part of the summary once, and profit and loss in their colours', () => {
    expect(CARTOES_FINANCEIRO.map(([f]) => f)).toEqual(['receitaTotal', 'custoTotal', 'lucroLiquido', 'custoCompraAnimais',
      'custoRacao', 'custoMedicamentos', 'custoProtocolos', 'custoOutros', 'custoForaDosLotes']);
    expect([sinal(2.7), sinal(-0.01), sinal(0)]).toEqual(['alta', 'baixa', '']);
  });

  it('shows the realized result apart from the estimate, every margin over costs and every arroba figure of carcass (issue 34)', () => {
    expect(CARTOES_REALIZADO.map(([f]) => f)).toEqual(['lotes', 'receitaVendas', 'custoTotal', 'resultado', 'margem']);
    expect(CARTOES_EM_ANDAMENTO.map(([f]) => f)).toEqual(['lotes', 'receitaVendas', 'valorEstimadoVenda', 'custoTotal', 'resultado', 'margem']);
    const margens = [...CARTOES_REALIZADO, ...CARTOES_EM_ANDAMENTO, ...COLUNAS_RENTABILIDADE].filter(([, label]) => /margem/i.test(label));
    expect(margens.map(([, label]) => label.endsWith('(sobre o custo)'))).toEqual([true, true, true]);
    expect(CARTOES_FINANCEIRO.some(([, label]) => /margem/i.test(label))).toBe(false);
    const arrobas = COLUNAS_RENTABILIDADE.filter(([f]) => ['custoPorArroba', 'precoEquilibrio', 'valorEstimadoVenda'].includes(f));
    expect(arrobas.map(([, label]) => label.includes('@ de carcaça'))).toEqual([true, true, true]);
    const [, , margem] = CARTOES_REALIZADO.find(([f]) => f === 'margem')!;
    expect(margem(-17.6)).toBe('-17,60 %');
  });

  it('names the bunk score and how it moves the plan; no reading is said so', () => {
    expect(notaCocho(0)).toBe('0 · Cocho limpo (+5 %)');
    expect(notaCocho(4)).toBe('4 · Intocado (-15 %)');
    expect(notaCocho(null)).toBe('Sem leitura');
  });

  it('totals the plan: heads, planned kg, yesterday\'s kg (none counts 0) and confirmed batches', () => {
    expect(totaisTrato([])).toEqual({ cabecas: 0, kgPrevisto: 0, kgFornecidoOntem: 0, confirmados: 0 });
    expect(totaisTrato([item({}), item({ cabecas: 5, kgPrevisto: 80, kgFornecidoOntem: null, confirmacaoId: 'c', kgFornecido: 80 })]))
      .toEqual({ cabecas: 15, kgPrevisto: 280, kgFornecidoOntem: 190, confirmados: 1 });
  });
});

describe('when to sell (issue 29)', () => {
  const p: ProjecaoResumo = {
    melhorDia: 3, melhorData: '2026-04-03', melhorMargem: 135699.32, pontoOtimoDia: 3, pontoOtimoData: '2026-04-03', precoSpot: 312,
    explicacao: 'Vender em 03/04/2026 (dia 3)', carenciaAte: '2026-04-02', precoEquilibrioPesagem: 251.05,
    hedge: { arrobasReferencia: 2051.8, arrobasHedge: 495, percentualHedge: 24.13, precoTravado: 322 },
  };
  const cells = (x: ProjecaoResumo) => COLUNAS_PROJECAO.map(([campo, , texto]) => [campo, texto(x, 60), valorProjecao(x, campo)]);

  it('writes each batch\'s best day, its margin, the optimal point and its hedge; a missing value is "-"', () => {
    expect(cells(p)).toEqual([
      ['melhorDia', '03/04/2026 (dia 3)', 3], ['melhorMargem', 'R$\u00a0135.699,32', 135699.32], ['pontoOtimoDia', '03/04/2026 (dia 3)', 3],
      ['carenciaAte', '02/04/2026', '2026-04-02'], ['precoEquilibrioPesagem', 'R$\u00a0251,05', 251.05],
      ['percentualHedge', '24,13 %', 24.13], ['precoTravado', 'R$\u00a0322,00', 322], ['explicacao', 'Vender em 03/04/2026 (dia 3)', 'Vender em 03/04/2026 (dia 3)'],
    ]);
    const semHedge = { ...p, pontoOtimoDia: null, pontoOtimoData: null, carenciaAte: null, hedge: { ...p.hedge, percentualHedge: null, precoTravado: null } };
    expect(cells(semHedge).map(([, texto]) => texto).slice(2, 7)).toEqual(['Após 60 dias', '-', 'R$\u00a0251,05', '-', '-']);
    // No sale day in the horizon (a withdrawal through it): no best day, said so.
    const semDia = { ...p, melhorDia: null, melhorData: null, melhorMargem: null, pontoOtimoDia: null, pontoOtimoData: null };
    expect(cells(semDia).map(([, texto]) => texto).slice(0, 2)).toEqual(['Nenhum no horizonte', '-']);
  });

  it('writes the locked margin (issue 34) and flags an over-hedged batch', () => {
    const m = { margemFisica: 46190.37, resultadoHedge: -1650, margemTravada: 44540.37, percentualHedge: 237.91, sobreHedge: true };
    expect(COLUNAS_TRAVA.map(([campo, , texto]) => [campo, texto(m)])).toEqual([
      ['resultadoHedge', '-R$\u00a01.650,00'], ['margemTravada', 'R$\u00a044.540,37'], ['sobreHedge', 'Sobre-hedge: 237,91 % das arrobas'],
    ]);
    expect(COLUNAS_TRAVA[2][2]({ ...m, percentualHedge: 24.13, sobreHedge: false })).toBe('Dentro das arrobas projetadas');
  });

  it('charts the margin by exit day and describes the best one', () => {
    const dias = [
      { dia: 0, data: '2026-03-31', margem: 10, precoEquilibrio: 250, precoArroba: 315, contrato: 'BGIH26' },
      { dia: 1, data: '2026-04-01', margem: 12.5, precoEquilibrio: 251, precoArroba: 316.5, contrato: 'BGIJ26' },
    ];
    expect(serieMargem(dias)).toEqual([{ time: '2026-03-31', value: 10 }, { time: '2026-04-01', value: 12.5 }]);
    expect(descreveGrafico('P1', dias, 1)).toBe('Margem projetada de P1 por dia de saída, de 31/03/2026 a 01/04/2026; melhor dia 01/04/2026: R$\u00a012,50 a R$\u00a0316,50 por arroba');
    expect(descreveGrafico('P1', [], 1)).toBe('Sem projeção de P1');
    expect(descreveGrafico('P1', dias, null)).toBe('Margem projetada de P1: nenhum dia de venda de 31/03/2026 a 01/04/2026');
  });
});
