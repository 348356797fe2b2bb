import { LineSeries } from 'lightweight-charts';
import { pageChart } from '../chart';
import type { Section } from '../context';
import { debounce, fill, h } from '../dom';
import { sinal } from '../economia';
import { data } from '../format';
import {
  CARTOES_HEDGE, COLUNAS_PROJECAO, COLUNAS_TRAVA, descreveGrafico, serieMargem, valorProjecao,
  type DiaProjecao, type Hedge, type HedgeResumo, type LoteProjecao, type MargemTravadaResumo,
} from '../projecao';
import { COTACAO_ATUALIZADA, HEDGES, PROJECAO_LOTE, PROJECOES } from '../queries';
import { registroHedge, tabelaHedges } from './hedges';

const HORIZONTE = 60;
const VERDE = '#1d6b3a';
const VERMELHO = '#b42318';
/** A batch's answer, first in its card on a phone: when to sell, for how much, how much is hedged and at what price. */
const RESPOSTA = new Set(['melhorDia', 'melhorMargem', 'percentualHedge', 'precoTravado', 'margemTravada']);

/**
 * Issue 29, when to sell: each open batch's best exit day against the futures curve, the margin by exit day of one
 * batch (chart, best day marked), and the hedge positions marked to market. Money: Admin and Gerente. Every quote
 * (any contract: the curve and the positions follow them all) reloads it from the API.
 */
export const projecao: Section = {
  id: 'projecao',
  title: 'Quando vender: ponto ótimo de abate e hedge',
  roles: ['Admin', 'Gerente'],
  wide: true,
  async mount(el, ctx) {
    const tabela = h('div');
    const escolha = h('select', { id: 'projecao-lote' });
    const figure = h('figure', { class: 'grafico-margem', role: 'img', id: 'projecao-grafico' });
    const cartoes = h('dl', { class: 'cartoes' });
    const posicoes = h('div');
    el.append(h('p', { class: 'sub' }, `Projeção de ${HORIZONTE} dias: curva de futuros da B3 interpolada entre os vencimentos, com a base regional, `
      + 'a categoria, o Funrural e o frete, contra o custo de cada dia (ração, operação, juros e mortalidade). Só dias de venda: nunca em carência, '
      + 'domingo ou feriado nacional. O equilíbrio da rentabilidade é o da última pesagem; o da projeção, o do peso projetado.'),
      tabela, h('label', { for: 'projecao-lote' }, 'Margem por dia de saída do lote'), escolha, figure,
      h('h3', {}, 'Posições de hedge abertas'), cartoes, posicoes);

    const chart = pageChart(figure);
    const linha = chart.addSeries(LineSeries, { color: VERDE, lineWidth: 2, priceLineVisible: false });
    // The best day is a dot of a one-point series, labelled on the price axis (the markers plugin would add 2.7 KiB gzip).
    const melhorPonto = chart.addSeries(LineSeries, {
      color: VERMELHO, lineVisible: false, pointMarkersVisible: true, pointMarkersRadius: 6, priceLineVisible: false, crosshairMarkerVisible: false,
    });

    const grafico = async (lote: LoteProjecao | undefined) => {
      if (!lote?.projecao) {
        linha.setData([]);
        melhorPonto.setData([]);
        return figure.setAttribute('aria-label', 'Nenhum lote aberto');
      }
      const r = await ctx.api.gql<{ projecaoLote: { dias: DiaProjecao[] } }>(PROJECAO_LOTE, { loteId: lote.id, dias: HORIZONTE });
      const dias = r.projecaoLote.dias;
      linha.setData(serieMargem(dias));
      const melhor = lote.projecao.melhorDia === null ? undefined : dias.find((d) => d.dia === lote.projecao!.melhorDia);
      melhorPonto.setData(melhor ? [{ time: melhor.data, value: melhor.margem }] : []);
      melhorPonto.applyOptions({ title: melhor ? `Melhor dia ${data(melhor.data)}` : '' });
      chart.timeScale().fitContent();
      figure.setAttribute('aria-label', descreveGrafico(lote.codigo, dias, lote.projecao.melhorDia));
      figure.dataset.lote = lote.codigo;
      figure.dataset.melhorDia = String(lote.projecao.melhorDia);
      figure.dataset.pontos = String(dias.length);
    };

    let lotes: LoteProjecao[] = [];
    const carregarProjecoes = async () => {
      lotes = (await ctx.api.gql<{ lotes: { items: LoteProjecao[] } }>(PROJECOES, { dias: HORIZONTE })).lotes.items.filter((l) => l.projecao);
      fill(tabela, lotes.length === 0 ? h('p', {}, 'Nenhum lote aberto.') : tabelaProjecoes(lotes));
      const atual = escolha.value;
      fill(escolha, lotes.map((l) => h('option', { value: l.id, selected: l.id === atual }, l.codigo)));
      await grafico(lotes.find((l) => l.id === escolha.value));
    };
    const carregarHedges = async () => {
      const r = await ctx.api.gql<{ hedges: { items: Hedge[] }; hedgeResumo: HedgeResumo }>(HEDGES);
      fill(cartoes, CARTOES_HEDGE.map(([field, label, format]) => h('div', { class: 'cartao' }, h('dt', {}, label),
        h('dd', { 'data-campo': field, 'data-valor': r.hedgeResumo[field], class: field === 'arrobasLiquidas' ? null : sinal(r.hedgeResumo[field]) }, format(r.hedgeResumo[field])))));
      fill(posicoes, r.hedges.items.length === 0 ? h('p', {}, 'Nenhuma posição aberta.') : tabelaHedges(r.hedges.items, registro.acoes));
    };
    const tudo = () => Promise.all([carregarProjecoes(), carregarHedges()]).then(() => registro.mostrarLotes());
    // A write's answer is said after the page shows its effect; a failed reload leaves the previous numbers.
    const registro = registroHedge({ ctx, lotes: () => lotes, recarregar: () => tudo().catch(() => undefined) });
    el.append(registro.el);
    escolha.addEventListener('change', () => void grafico(lotes.find((l) => l.id === escolha.value)).catch(() => undefined));
    const recarregar = debounce(() => void tudo().catch(() => undefined), 400);
    ctx.live.subscribe(COTACAO_ATUALIZADA, {}, recarregar);
    await tudo();
  },
};

function tabelaProjecoes(lotes: LoteProjecao[]) {
  return h('div', { class: 'tabela', role: 'region', 'aria-label': 'Quando vender cada lote aberto', tabindex: 0 },
    h('table', {},
      h('caption', { class: 'sr' }, `Projeção de ${lotes.length} lotes abertos`),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Lote'), [...COLUNAS_PROJECAO, ...COLUNAS_TRAVA].map(([, label]) => h('th', { scope: 'col' }, label)))),
      h('tbody', {}, lotes.map((l) => h('tr', { 'data-lote': l.codigo }, h('th', { scope: 'row' }, l.codigo),
        COLUNAS_PROJECAO.map(([campo, rotulo, texto]) => h('td', {
          'data-campo': campo, 'data-valor': String(valorProjecao(l.projecao!, campo)), 'data-rotulo': rotulo,
          class: [RESPOSTA.has(campo) ? 'resposta' : '', campo === 'explicacao' ? 'inteiro' : '', campo === 'melhorMargem' ? sinal(l.projecao!.melhorMargem ?? 0) : ''].join(' ').trim() || null,
        }, texto(l.projecao!, HORIZONTE))),
        COLUNAS_TRAVA.map(([campo, rotulo, texto]) => celulaTrava(l, campo, rotulo, texto)))))));
}

/** A locked-margin cell; an over-hedged batch's coverage is marked as a loss is (class baixa), for the eye and the tests. */
function celulaTrava(l: LoteProjecao, campo: (typeof COLUNAS_TRAVA)[number][0], rotulo: string, texto: (m: MargemTravadaResumo) => string) {
  const m = l.margemTravada;
  const classe = !m ? '' : campo === 'sobreHedge' ? (m.sobreHedge ? 'baixa' : '') : sinal(m[campo] as number);
  return h('td', {
    'data-campo': campo, 'data-valor': String(m ? m[campo] : null), 'data-rotulo': rotulo, class: `${RESPOSTA.has(campo) ? 'resposta ' : ''}${classe}`.trim() || null,
  }, m ? texto(m) : '-');
}
