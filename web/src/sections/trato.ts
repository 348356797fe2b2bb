import type { Section } from '../context';
import { fill, h } from '../dom';
import { numero } from '../format';
import { COLUNAS_TRATO, kg, notaCocho, totaisTrato, valor, type Trato } from '../economia';
import { TRATOS } from '../queries';

/** Contract 12.4: today's feeding plan, one row per open batch with a pen and a diet, and the day's totals. */
export const trato: Section = {
  id: 'trato',
  title: 'Trato de hoje',
  wide: true,
  async mount(el, ctx) {
    const hoje = h('p', { class: 'sub' });
    const tabela = h('div');
    el.append(hoje, tabela);
    const { tratos } = await ctx.api.gql<{ tratos: Trato[] }>(TRATOS);
    const t = totaisTrato(tratos);
    // The API's "today" is the business date of the service's time zone, not the browser's: the page does not name it.
    fill(hoje, `${numero(t.confirmados)} de ${numero(tratos.length)} lotes com o trato de hoje confirmado.`);
    if (tratos.length === 0) return fill(tabela, h('p', {}, 'Nenhum lote com curral e dieta.'));
    fill(tabela, h('div', { class: 'tabela', role: 'region', 'aria-label': 'Trato de hoje por curral', tabindex: 0 },
      h('table', {},
        h('caption', { class: 'sr' }, `Trato de hoje: ${tratos.length} lotes`),
        h('thead', {}, h('tr', {},
          h('th', { scope: 'col' }, 'Curral'), h('th', { scope: 'col' }, 'Lote'), h('th', { scope: 'col' }, 'Dieta'),
          h('th', { scope: 'col' }, 'Leitura de cocho'), COLUNAS_TRATO.map(([, label]) => h('th', { scope: 'col' }, label)))),
        h('tbody', {}, tratos.map((i) => h('tr', { 'data-lote': i.loteCodigo },
          h('th', { scope: 'row' }, i.curralCodigo), h('td', { 'data-rotulo': 'Lote' }, i.loteCodigo), h('td', { 'data-rotulo': 'Dieta' }, i.dietaNome),
          h('td', { 'data-campo': 'notaCocho', 'data-valor': String(i.notaCocho), 'data-rotulo': 'Leitura de cocho', class: 'inteiro' }, notaCocho(i.notaCocho)),
          COLUNAS_TRATO.map(([field, label, format]) => h('td', {
            'data-campo': field, 'data-valor': String(i[field]), 'data-rotulo': label, class: field === 'kgPrevisto' ? 'resposta' : null,
          }, valor(i[field], format)))))),
        h('tfoot', {}, h('tr', {},
          h('th', { scope: 'row', colspan: 4 }, 'Total'), h('td', { 'data-rotulo': 'Cabeças' }, numero(t.cabecas)),
          h('td', { 'data-campo': 'totalPrevisto', 'data-rotulo': 'Previsto hoje', class: 'resposta' }, kg(t.kgPrevisto)),
          h('td', { class: 'vazio' }, ''), h('td', { 'data-rotulo': 'Fornecido ontem' }, kg(t.kgFornecidoOntem)), h('td', { class: 'vazio' }, ''))))));
  },
};
