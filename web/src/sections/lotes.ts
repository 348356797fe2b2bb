import type { Section } from '../context';
import { fill, h } from '../dom';
import { data, moeda, numero } from '../format';
import { LOTES_ABERTOS } from '../queries';

type Lote = {
  id: string; codigo: string; descricao: string | null; quantidadeAnimais: number; dataEntrada: string; dataPrevistaSaida: string | null;
  diasConfinamento: number; pesoMedioAtual: number; gmdMedio: number | null; custoTotalRacao: number; custoTotalMedicamentos: number;
};

/** Columns of the open-batch table: header, cell. */
const COLUMNS: [string, (l: Lote) => string][] = [
  ['Cabeças', (l) => numero(l.quantidadeAnimais)],
  ['Entrada', (l) => data(l.dataEntrada)],
  ['Dias', (l) => numero(l.diasConfinamento)],
  ['Peso médio', (l) => `${numero(l.pesoMedioAtual, 1)} kg`],
  ['GMD', (l) => (l.gmdMedio == null ? '-' : `${numero(l.gmdMedio, 3)} kg/dia`)],
  ['Ração', (l) => moeda(l.custoTotalRacao)],
  ['Medicamentos', (l) => moeda(l.custoTotalMedicamentos)],
  ['Saída prevista', (l) => data(l.dataPrevistaSaida)],
];

/** Open batches (contract 4.1 KPIs), reloaded with the dashboard's events. */
export const lotes: Section = {
  id: 'lotes',
  title: 'Lotes abertos',
  wide: true,
  async mount(el, ctx) {
    const body = h('div');
    el.append(body);
    const { lotes: page } = await ctx.api.gql<{ lotes: { totalCount: number; items: Lote[] } }>(LOTES_ABERTOS);
    if (page.items.length === 0) return fill(body, h('p', {}, 'Nenhum lote aberto.'));
    fill(body, h('div', { class: 'tabela', role: 'region', 'aria-label': 'Tabela de lotes abertos', tabindex: 0 },
      h('table', {},
        h('caption', { class: 'sr' }, `Lotes abertos: ${page.totalCount}`),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Lote'), COLUMNS.map(([t]) => h('th', { scope: 'col' }, t)))),
        h('tbody', {}, page.items.map((l) => h('tr', { 'data-lote': l.codigo },
          h('th', { scope: 'row' }, l.codigo, l.descricao ? h('span', { class: 'sub' }, l.descricao) : null),
          COLUMNS.map(([t, cell]) => h('td', { 'data-rotulo': t }, cell(l)))))))));
  },
};
