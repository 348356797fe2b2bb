import type { Section } from '../context';
import { debounce, fill, h } from '../dom';
import {
  CARTOES_EM_ANDAMENTO, CARTOES_FINANCEIRO, CARTOES_REALIZADO, COLUNAS_RENTABILIDADE, sinal, valor, type Campo, type Financeiro,
  type Rentabilidade, type ResultadoLotes,
} from '../economia';
import { moeda } from '../format';
import { COTACAO_ATUALIZADA, ECONOMIA } from '../queries';

/**
 * Contract 10.4: the tenant's result and each open batch's economics. Money is for Admin and Gerente (the API answers
 * 403 to an Operador), so the section is not shown to other roles. Reloaded when a quote arrives: the estimated sale
 * value follows the price of the arroba, and the hedge result the quotes of the positions' contracts.
 */
/** The cards of a group of batches; results and margins in their colours. */
const grupo = (nome: string, r: ResultadoLotes, campos: Campo<ResultadoLotes>[]) => campos.map(([field, label, format]) =>
  h('div', { class: 'cartao' }, h('dt', {}, label), h('dd', {
    'data-campo': `${nome}.${field}`, 'data-valor': r[field], class: field === 'resultado' || field === 'margem' ? sinal(r[field]) : null,
  }, format(r[field]))));

export const economia: Section = {
  id: 'economia',
  title: 'Economia dos lotes',
  roles: ['Admin', 'Gerente'],
  wide: true,
  async mount(el, ctx) {
    const cards = h('dl', { class: 'cartoes' });
    const realizado = h('dl', { class: 'cartoes' });
    const emAndamento = h('dl', { class: 'cartoes' });
    const tabela = h('div');
    el.append(cards, h('h3', {}, 'Realizado: lotes fechados'), realizado, h('h3', {}, 'Em andamento: estimativa dos lotes abertos'), emAndamento,
      h('h3', {}, 'Rentabilidade dos lotes abertos'), tabela);
    const load = async () => {
      const r = await ctx.api.gql<{ financeiroSummary: Financeiro & { hedge: { resultadoTotal: number } }; rentabilidade: Rentabilidade[] }>(ECONOMIA);
      const s = r.financeiroSummary;
      // The hedge register's result (issue 29) beside contract 10.4's cards: futures, not part of lucroLiquido.
      const hedge = s.hedge.resultadoTotal;
      fill(cards, CARTOES_FINANCEIRO.map(([field, label, format]) =>
        h('div', { class: 'cartao' }, h('dt', {}, label), h('dd', { 'data-campo': field, 'data-valor': s[field], class: field === 'lucroLiquido' ? sinal(s[field]) : null }, format(s[field])))),
      h('div', { class: 'cartao' }, h('dt', {}, 'Resultado do hedge (B3)'), h('dd', { 'data-campo': 'hedgeResultadoTotal', 'data-valor': hedge, class: sinal(hedge) }, moeda(hedge))));
      fill(realizado, grupo('realizado', s.realizado, CARTOES_REALIZADO));
      fill(emAndamento, grupo('emAndamento', s.emAndamento, CARTOES_EM_ANDAMENTO));
      fill(tabela, r.rentabilidade.length === 0 ? h('p', {}, 'Nenhum lote aberto.') : h('div', {
        class: 'tabela', role: 'region', 'aria-label': 'Rentabilidade dos lotes abertos', tabindex: 0,
      }, h('table', {},
        h('caption', { class: 'sr' }, `Rentabilidade de ${r.rentabilidade.length} lotes abertos`),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Lote'), COLUNAS_RENTABILIDADE.map(([, t]) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, r.rentabilidade.map((l) => h('tr', { 'data-lote': l.loteCodigo },
          h('th', { scope: 'row' }, l.loteCodigo),
          COLUNAS_RENTABILIDADE.map(([field, label, format]) => h('td', {
            'data-campo': field, 'data-valor': String(l[field]), 'data-rotulo': label,
            class: field === 'margemEstimada' ? `resposta ${sinal(l[field])}` : field === 'precoEquilibrio' ? 'resposta' : null,
          }, valor(l[field], format)))))))));
    };
    const reload = debounce(() => void load().catch(() => undefined), 400);
    // Every contract's quotes: the main one moves the estimated sales, the hedged ones the hedge result.
    ctx.live.subscribe(COTACAO_ATUALIZADA, {}, reload);
    await load();
  },
};
