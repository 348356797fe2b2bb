import type { Section } from '../context';
import { fill, h } from '../dom';
import { moeda } from '../format';
import { ALERTAS, ATUALIZAR_ALERTA, CRIAR_ALERTA } from '../queries';

type Alerta = { id: string; tipo: string; valorAlvo: number; fonte: string; ativo: boolean; criadoEm: string };

const TIPOS: Record<string, string> = { PrecoAcima: 'Preço acima de', PrecoAbaixo: 'Preço abaixo de' };
const FONTES: Record<string, string> = { PRIMARY: 'Bolsa (PRIMARY)', MANUAL: 'Manual', ETF: 'ETF', INDEX_LEGACY: 'Índice' };

/** The person's price alerts (contract 2.5): create and switch on or off. */
export const alertas: Section = {
  id: 'alertas',
  title: 'Alertas de preço',
  async mount(el, ctx) {
    const list = h('ul', { class: 'lista alertas' });
    const status = h('p', { role: 'status', class: 'status' });
    const tipo = h('select', { id: 'alerta-tipo', name: 'tipo' }, Object.entries(TIPOS).map(([v, t]) => h('option', { value: v }, t)));
    const valor = h('input', { id: 'alerta-valor', name: 'valorAlvo', type: 'number', inputmode: 'decimal', min: '0.01', step: '0.01', required: true });
    const fonte = h('select', { id: 'alerta-fonte', name: 'fonte' }, Object.entries(FONTES).map(([v, t]) => h('option', { value: v }, t)));
    const form = h('form', { class: 'formulario', 'aria-label': 'Novo alerta de preço' },
      h('div', {}, h('label', { for: 'alerta-tipo' }, 'Condição'), tipo),
      h('div', {}, h('label', { for: 'alerta-valor' }, 'Valor da arroba (R$)'), valor),
      h('div', {}, h('label', { for: 'alerta-fonte' }, 'Fonte'), fonte),
      h('button', { type: 'submit' }, 'Criar alerta'));
    el.append(list, form, status);

    let items: Alerta[] = [];
    const render = () => fill(list, items.length === 0 ? h('li', {}, 'Nenhum alerta.') : items.map(row));
    function row(a: Alerta) {
      const id = `alerta-ativo-${a.id}`;
      const toggle = h('input', { type: 'checkbox', id, checked: a.ativo, onchange: () => void setAtivo(a, toggle) });
      return h('li', { 'data-alerta': a.id },
        h('span', {}, `${TIPOS[a.tipo] ?? a.tipo} ${moeda(a.valorAlvo)}`, h('span', { class: 'sub' }, FONTES[a.fonte] ?? a.fonte)),
        h('span', { class: 'interruptor' }, toggle, h('label', { for: id }, 'Ativo')));
    }
    async function setAtivo(a: Alerta, box: HTMLInputElement) {
      try {
        const r = await ctx.api.gql<{ updateAlertaPreco: Alerta }>(ATUALIZAR_ALERTA, {
          id: a.id, input: { tipo: a.tipo, valorAlvo: a.valorAlvo, fonte: a.fonte, ativo: box.checked },
        });
        items = items.map((i) => (i.id === a.id ? r.updateAlertaPreco : i));
        status.textContent = `Alerta ${r.updateAlertaPreco.ativo ? 'ativado' : 'desativado'}.`;
      } catch (e) {
        box.checked = !box.checked;
        status.textContent = `Não foi possível alterar o alerta: ${(e as Error).message}`;
      }
    }
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void (async () => {
        try {
          const r = await ctx.api.gql<{ createAlertaPreco: Alerta }>(CRIAR_ALERTA, {
            input: { tipo: tipo.value, valorAlvo: Number(valor.value), fonte: fonte.value },
          });
          items = [r.createAlertaPreco, ...items];
          render();
          form.reset();
          status.textContent = 'Alerta criado.';
        } catch (err) {
          status.textContent = `Não foi possível criar o alerta: ${(err as Error).message}`;
        }
      })();
    });
    items = (await ctx.api.gql<{ alertasPreco: Alerta[] }>(ALERTAS)).alertasPreco;
    render();
  },
};
