import { createChart } from 'lightweight-charts';
import { moeda } from './format';

/** A chart of the page, all drawn alike: height 300, prices in R$ (pt-BR), the page's colours. */
export const pageChart = (figure: HTMLElement) => createChart(figure, {
  autoSize: true, height: 300,
  // The attribution the library's licence asks for is a text link under the chart (the logo would sit inside role=img).
  layout: { background: { color: '#ffffff' }, textColor: '#1f2933', fontSize: 12, attributionLogo: false },
  grid: { vertLines: { color: '#eef0f2' }, horzLines: { color: '#eef0f2' } },
  localization: { locale: 'pt-BR', priceFormatter: (p: number) => moeda(p) },
  timeScale: { borderColor: '#c9ced4' }, rightPriceScale: { borderColor: '#c9ced4' },
});
