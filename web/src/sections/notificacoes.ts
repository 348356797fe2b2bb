import type { Section } from '../context';
import { fill, h } from '../dom';
import { dataHora } from '../format';
import { added, allRead, initial, read, type Notificacao, type NotificacoesState } from '../notifications';
import { MARCAR_LIDA, MARCAR_TODAS, NOTIFICACOES } from '../queries';

/** The person's notifications; new ones arrive over `notificationAdded` and raise the header badge. */
export const notificacoes: Section = {
  id: 'notificacoes',
  title: 'Notificações',
  async mount(el, ctx) {
    const list = h('ul', { class: 'lista notificacoes' });
    const todas = h('button', { type: 'button', class: 'secundario' }, 'Marcar todas como lidas');
    el.append(todas, list);
    const r = await ctx.api.gql<{ notificacoes: Notificacao[]; notificacoesNaoLidas: { count: number } }>(NOTIFICACOES);
    let state: NotificacoesState = initial(r.notificacoes, r.notificacoesNaoLidas.count);
    const set = (next: NotificacoesState) => {
      state = next;
      ctx.emit('naoLidas', state.unread);
      render();
    };
    const render = () => fill(list, state.items.length === 0 ? h('li', {}, 'Nenhuma notificação.') : state.items.map((n) =>
      h('li', { class: n.lida ? 'lida' : 'nova', 'data-notificacao': n.id },
        h('strong', {}, n.titulo), h('span', {}, n.mensagem), h('span', { class: 'sub' }, dataHora(n.criadaEm)),
        n.lida ? null : h('button', { type: 'button', class: 'secundario', 'aria-label': `Marcar como lida: ${n.titulo}`, onclick: () => void marcar(n.id) }, 'Marcar como lida'))));
    async function marcar(id: string) {
      await ctx.api.gql(MARCAR_LIDA, { id });
      set(read(state, id));
      ctx.emit('leitura', null);
    }
    todas.addEventListener('click', () => void ctx.api.gql(MARCAR_TODAS).then(() => {
      set(allRead(state));
      ctx.emit('leitura', null);
    }));
    ctx.on('notificacao', (n) => set(added(state, n)));
    set(state);
  },
};
