import { CandlestickSeries, type ISeriesApi } from 'lightweight-charts';
import { pageChart } from '../chart';
import { applyBar, mergeQuote, toBars, type Bar, type Candle, type Quote } from '../candles';
import type { Section } from '../context';
import { fill, h } from '../dom';
import { hora, moeda, percentual } from '../format';
import { CANDLES, COTACAO_ATUALIZADA, MERCADO } from '../queries';

const UP = '#1d6b3a';
const DOWN = '#b42318';

/** Text alternative of the chart (its aria-label) and the value the browser tests read. */
export const describeBar = (code: string, b: Bar | undefined) =>
  b ? `Candles diários de ${code}; último dia ${b.time}: abertura ${moeda(b.open)}, máxima ${moeda(b.high)}, mínima ${moeda(b.low)}, fechamento ${moeda(b.close)}` : `Sem candles de ${code}`;

/** The main contract's daily candles, moved live by `quoteUpdated`. */
export const cotacao: Section = {
  id: 'cotacao',
  title: 'Cotação do boi gordo',
  async mount(el, ctx) {
    const { marketContracts } = await ctx.api.gql<{ marketContracts: { contractCode: string; description: string }[] }>(MERCADO);
    const code = marketContracts[0]?.contractCode ?? 'BGI1!';
    const atual = h('p', { class: 'cotacao', id: 'cotacao-atual', 'aria-live': 'polite' }, 'Carregando cotação...');
    const figure = h('figure', { class: 'grafico', role: 'img', 'data-contrato': code });
    const credit = h('p', { class: 'nota' }, 'Gráfico: ', h('a', { href: 'https://www.tradingview.com/lightweight-charts/', rel: 'noopener' }, 'TradingView Lightweight Charts'));
    el.append(h('p', { class: 'sub' }, `${code} · ${marketContracts[0]?.description ?? ''}`), atual, figure, credit);

    const chart = pageChart(figure);
    const series: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
      upColor: UP, downColor: DOWN, borderUpColor: UP, borderDownColor: DOWN, wickUpColor: UP, wickDownColor: DOWN,
    });
    let bars: Bar[] = [];
    let received = 0;
    const show = (q: Quote | undefined) => {
      figure.setAttribute('aria-label', describeBar(code, bars[bars.length - 1]));
      const last = bars[bars.length - 1];
      if (last) figure.setAttribute('data-ultimo', JSON.stringify(last));
      if (!q) return;
      atual.setAttribute('data-preco', String(q.price));
      atual.setAttribute('data-hora', q.quoteTimestamp);
      atual.setAttribute('data-recebidas', String(received));
      fill(atual, h('strong', {}, moeda(q.price)), ' ', h('span', { class: q.variationPercent >= 0 ? 'alta' : 'baixa' }, percentual(q.variationPercent)),
        ` · atualizado às ${hora(q.quoteTimestamp)}`);
    };

    try {
      const r = await ctx.api.gql<{ marketCandles: Candle[]; marketQuoteHistory: Quote[] }>(CANDLES, { contractCode: code });
      bars = toBars(r.marketCandles);
      // The library rewrites the objects it is given (time becomes an object): it gets copies, the page keeps its bars.
      series.setData(bars.map((b) => ({ ...b })));
      chart.timeScale().fitContent();
      const latest = r.marketQuoteHistory[0];
      if (latest) bars = apply(bars, latest);
      show(latest);
      if (!latest) fill(atual, 'Aguardando a primeira cotação...');
    } catch (e) {
      fill(atual, `Cotação indisponível: ${(e as Error).message}`);
    }
    function apply(current: Bar[], q: Quote): Bar[] {
      const bar = mergeQuote(current, q);
      if (!bar) return current;
      series.update({ ...bar });
      return applyBar(current, bar);
    }
    ctx.live.subscribe(COTACAO_ATUALIZADA, { contractCode: code }, (d) => {
      const q = (d as { quoteUpdated: Quote }).quoteUpdated;
      received++;
      bars = apply(bars, q);
      show(q);
      ctx.emit('cotacao', q);
    });
  },
};
