import { Api } from './api';
import { emitter, type PageContext } from './context';
import { fill, h } from './dom';
import { Live, type LiveStatus } from './live';
import { badge, type Notificacao } from './notifications';
import { NOTIFICACAO_ADICIONADA } from './queries';
import { visibleTo } from './registry';
import { SECTIONS } from './sections/index';
import { Session } from './session';

const ROLE: Record<string, string> = { Admin: 'Administrador', Gerente: 'Gerente', Operador: 'Operador', SuperAdmin: 'Super administrador' };
const STATUS: Record<LiveStatus, string> = { conectando: 'Conectando...', 'ao-vivo': 'Ao vivo', reconectando: 'Reconectando...' };

const root = document.getElementById('app')!;
const session = new Session(sessionStorage);
let stopPage: (() => void) | null = null;
const api = new Api(session, (reason) => {
  stopPage?.();
  showLogin(reason === 'expirou' ? 'Sua sessão terminou. Entre novamente.' : '');
});

function showLogin(message = ''): void {
  const email = h('input', { id: 'email', name: 'email', type: 'email', autocomplete: 'username', required: true });
  const senha = h('input', { id: 'senha', name: 'senha', type: 'password', autocomplete: 'current-password', required: true });
  const erro = h('p', { role: 'alert', class: 'erro' }, message);
  const form = h('form', { class: 'login', 'aria-labelledby': 'login-titulo' },
    h('h1', { id: 'login-titulo' }, 'Painel do confinamento'),
    h('p', {}, 'Entre com seu e-mail e senha.'),
    h('label', { for: 'email' }, 'E-mail'), email,
    h('label', { for: 'senha' }, 'Senha'), senha,
    h('button', { type: 'submit' }, 'Entrar'), erro);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    fill(erro);
    api.login(email.value, senha.value).then(() => showPage(), (err: Error) => fill(erro, err.message));
  });
  fill(root, h('main', { id: 'conteudo' }, form));
  email.focus();
}

function showPage(): void {
  const user = session.user!;
  const events = emitter();
  const status = h('span', { class: 'ao-vivo', role: 'status' }, STATUS.conectando);
  const live = new Live(api, (s) => { status.textContent = STATUS[s]; status.dataset.estado = s; });
  const count = h('span', { class: 'badge', id: 'badge', 'data-count': 0, 'aria-hidden': 'true' });
  const sino = h('a', { href: '#notificacoes', class: 'sino', id: 'sino' }, 'Notificações ', count);
  const sair = h('button', { type: 'button', class: 'secundario' }, 'Sair');
  const ctx: PageContext = { api, live, user, ...events };
  events.on('naoLidas', (n) => {
    const b = badge(n);
    count.textContent = b.text;
    count.dataset.count = String(n);
    count.hidden = !b.visible;
    sino.setAttribute('aria-label', b.label);
  });
  events.emit('naoLidas', 0);
  const main = h('main', { id: 'conteudo', class: 'grade' });
  fill(root,
    h('a', { class: 'pular', href: '#conteudo' }, 'Pular para o conteúdo'),
    h('header', { class: 'topo' },
      h('h1', {}, 'Painel do confinamento'),
      h('p', { class: 'quem' }, `${user.nome} · ${ROLE[user.role] ?? user.role}`),
      h('nav', { 'aria-label': 'Conta' }, status, sino, sair)),
    main);
  sair.addEventListener('click', () => void api.logout());

  const mounted = visibleTo(user.role, SECTIONS).map((s) => {
    const el = h('section', { id: s.id, class: s.wide ? 'secao largo' : 'secao', 'aria-labelledby': `${s.id}-titulo` }, h('h2', { id: `${s.id}-titulo` }, s.title));
    main.append(el);
    return s.mount(el, ctx).catch((e: Error) => el.append(h('p', { class: 'erro', role: 'alert' }, `Não foi possível carregar: ${e.message}`)));
  });
  live.subscribe(NOTIFICACAO_ADICIONADA, undefined, (d) => events.emit('notificacao', (d as { notificationAdded: Notificacao }).notificationAdded));
  void Promise.all(mounted).then(() => {
    if (session.user) live.start();
    document.body.dataset.pronto = 'true';
  });
  // Refresh the access token before it expires, so requests and the socket keep working.
  const timer = setInterval(() => {
    if (session.needsRefresh()) void api.refresh().then((ok) => { if (!ok) api.loggedOut(); });
  }, 10_000);
  stopPage = () => {
    clearInterval(timer);
    live.stop();
    delete document.body.dataset.pronto;
    stopPage = null;
  };
}

if (session.user) showPage();
else showLogin();
