import { LineSeries } from 'lightweight-charts';
import { pageChart } from '../chart';
import type { Section } from '../context';
import { debounce, fill, h } from '../dom';
import { sinal, valor } from '../economia';
import { data, dataHora } from '../format';
import {
  CARTOES_HEDGE, COLUNAS_HEDGE, COLUNAS_PROJECAO, COLUNAS_TRAVA, descreveGrafico, serieMargem, valorProjecao,
  type DiaProjecao, type Hedge, type HedgeResumo, type LoteProjecao, type MargemTravadaResumo,
} from '../projecao';
import { COTACAO_ATUALIZADA, HEDGES, PROJECAO_LOTE, PROJECOES } from '../queries';

const HORIZONTE = 60;
const VERDE = '#1d6b3a';
const VERMELHO = '#b42318';

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
      fill(posicoes, r.hedges.items.length === 0 ? h('p', {}, 'Nenhuma posição aberta.') : tabelaHedges(r.hedges.items));
    };
    escolha.addEventListener('change', () => void grafico(lotes.find((l) => l.id === escolha.value)).catch(() => undefined));
    const recarregar = debounce(() => void Promise.all([carregarProjecoes(), carregarHedges()]).catch(() => undefined), 400);
    ctx.live.subscribe(COTACAO_ATUALIZADA, {}, recarregar);
    await Promise.all([carregarProjecoes(), carregarHedges()]);
  },
};

function tabelaProjecoes(lotes: LoteProjecao[]) {
  return h('div', { class: 'tabela', role: 'region', 'aria-label': 'Quando vender cada lote aberto (role para ver todas as colunas)', tabindex: 0 },
    h('table', {},
      h('caption', { class: 'sr' }, `Projeção de ${lotes.length} lotes abertos`),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Lote'), [...COLUNAS_PROJECAO, ...COLUNAS_TRAVA].map(([, label]) => h('th', { scope: 'col' }, label)))),
      h('tbody', {}, lotes.map((l) => h('tr', { 'data-lote': l.codigo }, h('th', { scope: 'row' }, l.codigo),
        COLUNAS_PROJECAO.map(([campo, , texto]) => h('td', {
          'data-campo': campo, 'data-valor': String(valorProjecao(l.projecao!, campo)), class: campo === 'melhorMargem' ? sinal(l.projecao!.melhorMargem ?? 0) : null,
        }, texto(l.projecao!, HORIZONTE))),
        COLUNAS_TRAVA.map(([campo, , texto]) => celulaTrava(l, campo, texto)))))));
}

/** A locked-margin cell; an over-hedged batch's coverage is marked as a loss is (class baixa), for the eye and the tests. */
function celulaTrava(l: LoteProjecao, campo: (typeof COLUNAS_TRAVA)[number][0], texto: (m: MargemTravadaResumo) => string) {
  const m = l.margemTravada;
  const classe = !m ? null : campo === 'sobreHedge' ? (m.sobreHedge ? 'baixa' : null) : sinal(m[campo] as number);
  return h('td', { 'data-campo': campo, 'data-valor': String(m ? m[campo] : null), class: classe }, m ? texto(m) : '-');
}

function tabelaHedges(itens: Hedge[]) {
  return h('div', { class: 'tabela', role: 'region', 'aria-label': 'Posições de hedge abertas (role para ver todas as colunas)', tabindex: 0 },
    h('table', {},
      h('caption', { class: 'sr' }, `${itens.length} posições abertas`),
      h('thead', {}, h('tr', {}, ['Contrato', 'Vencimento', 'Posição'].map((t) => h('th', { scope: 'col' }, t)),
        COLUNAS_HEDGE.map(([, label]) => h('th', { scope: 'col' }, label)), h('th', { scope: 'col' }, 'Cotação em'), h('th', { scope: 'col' }, 'Lotes'))),
      h('tbody', {}, itens.map((p) => h('tr', { 'data-hedge': p.id },
        h('th', { scope: 'row' }, p.contrato), h('td', {}, data(p.vencimento)), h('td', {}, p.direcao === 'Venda' ? 'Vendida' : 'Comprada'),
        COLUNAS_HEDGE.map(([field, , format]) => h('td', {
          'data-campo': field, 'data-valor': String(p[field]), class: field === 'resultado' && typeof p.resultado === 'number' ? sinal(p.resultado) : null,
        }, valor(p[field], format))),
        h('td', { 'data-campo': 'cotacaoEm', 'data-valor': String(p.cotacaoEm) }, p.cotacaoEm ? dataHora(p.cotacaoEm) : 'Sem cotação'),
        h('td', {}, p.lotes.map((l) => l.codigo).join(', ') || '-'))))));
}
