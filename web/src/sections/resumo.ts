import type { Section } from '../context';
import { debounce, fill, h } from '../dom';
import { moeda, numero } from '../format';
import { DASHBOARD } from '../queries';

type Summary = Record<string, number> & { lotesProximosFechamento: { loteId: string; codigo: string; diasConfinamento: number; pesoMedioAtual: number }[] };

/** The cards of contract section 5: field, label, how the number is written. */
export const CARDS: [field: string, label: string, format: (n: number) => string][] = [
  ['totalLotesAtivos', 'Lotes ativos', (n) => numero(n)],
  ['totalLotesFechados', 'Lotes fechados', (n) => numero(n)],
  ['totalAnimaisAtivos', 'Animais ativos', (n) => numero(n)],
  ['totalAnimaisVendidos', 'Animais vendidos', (n) => numero(n)],
  ['totalAnimaisMortos', 'Animais mortos', (n) => numero(n)],
  ['pesoMedioAtual', 'Peso médio atual', (n) => `${numero(n, 1)} kg`],
  ['gmdMedioGeral', 'GMD médio', (n) => `${numero(n, 3)} kg/dia`],
  ['custoTotalRacao', 'Custo de ração', moeda],
  ['custoTotalMedicamentos', 'Custo de medicamentos', moeda],
  ['receitaTotalVendas', 'Receita de vendas', moeda],
  ['precoArrobaAtual', 'Preço da arroba', moeda],
  ['alertasNaoLidos', 'Notificações não lidas', (n) => numero(n)],
];

/** Contract section 5, reloaded when a notification or a quote arrives or notifications are read (all change its numbers). */
export const resumo: Section = {
  id: 'resumo',
  title: 'Resumo do confinamento',
  wide: true,
  async mount(el, ctx) {
    const cards = h('dl', { class: 'cartoes' });
    const proximos = h('div');
    el.append(cards, h('h3', {}, 'Lotes próximos do fechamento'), proximos);
    const load = async () => {
      const { dashboardSummary: s } = await ctx.api.gql<{ dashboardSummary: Summary }>(DASHBOARD);
      fill(cards, CARDS.map(([field, label, format]) =>
        h('div', { class: 'cartao' }, h('dt', {}, label), h('dd', { 'data-campo': field, 'data-valor': s[field] }, format(s[field])))));
      fill(proximos, s.lotesProximosFechamento.length === 0
        ? h('p', {}, 'Nenhum lote perto do fechamento.')
        : h('ul', { class: 'lista proximos' }, s.lotesProximosFechamento.map((l) =>
          h('li', {}, h('strong', {}, l.codigo), ` · ${numero(l.diasConfinamento)} dias · ${numero(l.pesoMedioAtual, 1)} kg`))));
      ctx.emit('naoLidas', s.alertasNaoLidos);
    };
    const reload = debounce(() => void load().catch(() => undefined), 400);
    ctx.on('notificacao', reload);
    ctx.on('cotacao', reload);
    ctx.on('leitura', reload);
    await load();
  },
};
