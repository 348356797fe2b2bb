import { Api } from '../api';
import { fill, h } from '../dom';
import { data as dataBR } from '../format';
import { Session } from '../session';
import { cartao, type Contexto } from './cartao';
import { atualizarLista, type Pagina, type Sincronizavel } from './delta';
import { acaoDe, aplicar, type Tipo, type Trato } from './dia';
import { IdbStore } from './idb';
import { donoDoToken, MemoryStore, mesmoDono, Outbox, type Acao, type Item } from './outbox';
import type { Animal, Produto, Protocolo } from './registros';
import { emParalelo } from './paralelo';
import { enviarItem } from './send';

// The field page (/campo): today's plan per pen, bunk scores, feeding confirmations, deaths, treatments, weighings and
// due protocols, recorded offline into the outbox and sent in order when the network returns.


const root = document.getElementById('app')!;
// localStorage, not sessionStorage: the phone reopens the app offline the next morning still logged in.
const session = new Session(localStorage);
const api = new Api(session, (motivo) => mostrarLogin(motivo === 'saiu' ? '' : 'Sua sessão terminou. Entre novamente quando houver sinal.'));
// The phone is shared: the outbox and the cached lists belong to the person and tenant of the session (issue 33).
const dono = () => donoDoToken(session.accessToken);
const outbox = new Outbox(typeof indexedDB === 'undefined' ? new MemoryStore() : new IdbStore(), dono);
const hoje = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The signed-in person's cached lists, under `campo.<tenant>.<user>.`; nobody signed in reads and writes nothing. */
const cache = {
  prefixo(): string | null {
    const d = dono();
    return d ? `campo.${d.tenantId}.${d.usuarioId}.` : null;
  },
  ler<T>(k: string): T | null {
    const p = cache.prefixo();
    try { return p ? (JSON.parse(localStorage.getItem(p + k) ?? 'null') as T | null) : null; } catch { return null; }
  },
  gravar(k: string, v: unknown) {
    const p = cache.prefixo();
    if (p) localStorage.setItem(p + k, JSON.stringify(v));
  },
  /** At sign-out: the lists serve only a signed-in person, and signing in again needs the network that reloads them. */
  apagar() {
    const p = cache.prefixo();
    for (const k of Object.keys(localStorage)) if (p && k.startsWith(p)) localStorage.removeItem(k);
  },
};
// Lists cached before they were kept per person (one set for whoever signed in next) are not anyone's to show.
for (const k of Object.keys(localStorage)) if (/^campo\.(plano|animais\.|protocolos\.)/.test(k)) localStorage.removeItem(k);

async function getJson<T>(caminho: string): Promise<T> {
  const quem = dono();
  const res = await fetch(caminho, { headers: { authorization: `Bearer ${session.accessToken ?? ''}` } });
  if (res.status === 401 && (await api.refresh())) return getJson<T>(caminho);
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { detail?: string }).detail ?? `HTTP ${res.status}`);
  const corpo = (await res.json()) as T;
  // One person's list is never cached under the next one's name (a change of person while it was on its way).
  if (!mesmoDono(quem, dono())) throw new Error('Sessão trocada');
  return corpo;
}

function mostrarLogin(mensagem = ''): void {
  const email = h('input', { id: 'email', type: 'email', autocomplete: 'username', required: true });
  const senha = h('input', { id: 'senha', type: 'password', autocomplete: 'current-password', required: true });
  const erro = h('p', { role: 'alert', class: 'erro' }, mensagem);
  const form = h('form', { class: 'login' }, h('h1', {}, 'Campo'), h('label', { for: 'email' }, 'E-mail'), email,
    h('label', { for: 'senha' }, 'Senha'), senha, h('button', { type: 'submit' }, 'Entrar'), erro);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    api.login(email.value, senha.value).then(() => mostrarCampo(), (err: Error) => fill(erro, navigator.onLine ? err.message : 'Sem conexão: entre quando houver sinal.'));
  });
  fill(root, h('main', {}, form));
  email.focus();
}

const estadoRede = h('span', { class: 'rede', role: 'status' });
const pendentes = h('span', { class: 'pendentes', id: 'pendentes' });
// Refused items are said at the top, where the person looks, not only in the list below the pens (issue 35).
const recusados = h('p', { class: 'recusados', id: 'recusados', role: 'alert', hidden: true });
const listaSaida = h('ol', { class: 'saida', id: 'saida', 'aria-label': 'Registros a enviar' });

/** Today's plan as the phone holds it: the server's, updated as this phone's records reach it. */
let plano: { data: string; tratos: Trato[] } | null = null;
/** The person's outbox as last read: what the cards show of their records. */
let itens: Item[] = [];
const cartoes = new Map<string, () => void>();

async function registrar(acao: Acao): Promise<void> {
  await outbox.adicionar(acao);
  await mostrarSaida();
  void sincronizar();
}

/** A tap on the day's reading or trato: the one still waiting is rewritten, else a POST, or a PUT once the id is known. */
async function doDia(tipo: Tipo, t: Trato, valor: number): Promise<void> {
  const { seq, acao } = acaoDe(tipo, t, hoje(), valor, await outbox.itens());
  if (seq !== undefined && (await outbox.substituir(seq, acao))) return mostrarSaida().then(sincronizar);
  // Not waiting any more (sent meanwhile, its id now in the plan): decided again.
  return registrar(acaoDe(tipo, t, hoje(), valor, await outbox.itens()).acao);
}

const ROTULO_ESTADO: Record<Item['estado'], string> = { pendente: 'Aguardando envio', enviado: 'Enviado', conflito: 'Recusado' };

async function mostrarSaida(): Promise<void> {
  itens = await outbox.itens();
  const n = itens.filter((i) => i.estado === 'pendente').length;
  const r = itens.filter((i) => i.estado === 'conflito').length;
  pendentes.textContent = n > 0 ? `${n} a enviar` : r > 0 ? 'Nada a enviar' : 'Tudo enviado';
  pendentes.dataset.n = String(n);
  recusados.dataset.n = String(r);
  recusados.hidden = r === 0;
  fill(recusados, r === 1 ? '1 registro recusado' : `${r} registros recusados`, ' · ',
    h('a', { href: '#saida-titulo' }, 'ver'));
  for (const atualizar of cartoes.values()) atualizar();
  fill(listaSaida, itens.slice().reverse().map((i) => h('li', { class: `item ${i.estado}`, 'data-estado': i.estado, 'data-seq': i.seq },
    h('span', {}, i.rotulo), h('strong', {}, ROTULO_ESTADO[i.estado]),
    i.estado === 'conflito' ? [h('p', { class: 'erro', role: 'alert' }, i.mensagem ?? ''),
      h('button', { type: 'button', class: 'secundario', onclick: () => void outbox.descartar(i.seq).then(mostrarSaida) }, 'Ciente')] : null)));
}

async function sincronizar(): Promise<void> {
  if (!navigator.onLine) return void (estadoRede.textContent = 'Sem sinal: registros guardados no aparelho');
  estadoRede.textContent = 'Enviando...';
  const r = await outbox.enviar(async (item) => {
    if (session.needsRefresh()) await api.refresh();
    let res = await enviarItem(item, session.accessToken);
    if (res.tipo === 'tentar-depois' && res.motivo === 'sessao' && (await api.refresh())) res = await enviarItem(item, session.accessToken);
    // The server took the day's reading or trato: the plan holds it, and the id a later correction PUTs to.
    if (res.tipo === 'ok' && plano && aplicar(plano.tratos, item, res.id)) cache.gravar('plano', plano);
    return res;
  });
  estadoRede.textContent = r.pendentes > 0 ? `Envio interrompido: ${r.motivo ?? ''}` : 'Conectado';
  // A refusal may come from what someone else recorded (a reading taken on another phone): the plan is read again.
  if (r.conflitos > 0) await lerPlano().catch(() => undefined);
  await mostrarSaida();
}

/** Today's plan from the server, kept on the phone; the cards' pens are updated in place. */
async function lerPlano(): Promise<void> {
  const tratos = await getJson<Trato[]>(`/api/tratos?data=${hoje()}`);
  if (plano?.data === hoje()) {
    const porLote = new Map(tratos.map((t) => [t.loteId, t]));
    for (const t of plano.tratos) Object.assign(t, porLote.get(t.loteId) ?? {});
  } else {
    plano = { data: hoje(), tratos };
  }
  cache.gravar('plano', plano);
}

/**
 * A list kept for offline use: whole at the first load, then only what changed, page by page by the server's cursor
 * (GET .../delta), merged by id, tombstones dropped. The cursor is kept next to the list.
 */
async function guardarLista<T extends Sincronizavel>(chave: string, caminho: string): Promise<void> {
  const m = await atualizarLista((c) => getJson<Pagina<T>>(`${caminho}/delta${c ? `?cursor=${encodeURIComponent(c)}` : ''}`),
    cache.ler<T[]>(chave) ?? [], cache.ler<string>(`${chave}.cursor`));
  cache.gravar(chave, m.itens);
  cache.gravar(`${chave}.cursor`, m.cursor);
}

const contexto: Contexto = {
  hoje, itens: () => itens, registrar, doDia,
  animais: (loteId) => cache.ler<Animal[]>(`animais.${loteId}`) ?? [],
  protocolos: (loteId) => cache.ler<Protocolo[]>(`protocolos.${loteId}`) ?? [],
  produtos: () => cache.ler<Produto[]>('produtos') ?? [],
  lembrarProduto: (p) => {
    cache.gravar('produtos', [p, ...(cache.ler<Produto[]>('produtos') ?? []).filter((x) => x.nome.toLowerCase() !== p.nome.toLowerCase())]);
    mostrarProdutos();
  },
};

/** Requests at once for the offline copies: the browser's six connections per host, less the page's own needs. */
const COPIAS_AO_MESMO_TEMPO = 4;

/** The batches' animals and protocols for offline use, each list by delta after the first load, a few at a time. */
function guardarLotes(loteIds: string[]): Promise<void> {
  return emParalelo(loteIds.flatMap((loteId) => [
    () => guardarLista<Protocolo>(`protocolos.${loteId}`, `/api/lotes/${loteId}/protocolos`),
    () => guardarLista<Animal>(`animais.${loteId}`, `/api/lotes/${loteId}/animais`),
  ]), COPIAS_AO_MESMO_TEMPO);
}

const aEnviar = async () => (await outbox.itens()).filter((i) => i.estado === 'pendente').length;

async function encerrar(): Promise<void> {
  cache.apagar();
  await api.logout();
}

/**
 * "Sair" with actions of this person still to send asks what becomes of them: sent first, kept on the phone for this
 * person's next sign-in, or discarded. Kept or not, nobody else who signs in here sees or sends them.
 */
async function perguntarAoSair(): Promise<void> {
  const n = await aEnviar();
  if (n === 0) return encerrar();
  document.getElementById('sair')?.remove();
  const aviso = h('p', { role: 'alert', class: 'erro' });
  const enviarESair = async () => {
    await sincronizar();
    if ((await aEnviar()) === 0) return encerrar();
    fill(aviso, `Nem tudo foi enviado (${estadoRede.textContent ?? ''}). Guarde ou descarte os registros.`);
  };
  const caixa = h('section', { role: 'alertdialog', id: 'sair', class: 'sair', 'aria-labelledby': 'sair-titulo' },
    h('h2', { id: 'sair-titulo' }, n === 1 ? '1 registro ainda não foi enviado' : `${n} registros ainda não foram enviados`),
    h('p', {}, 'Quem entrar depois neste aparelho não verá nem enviará estes registros.'),
    h('button', { type: 'button', onclick: () => void enviarESair() }, 'Enviar e sair'),
    h('button', { type: 'button', class: 'secundario', onclick: () => void encerrar() }, `Guardar para ${session.user?.nome ?? 'mim'} e sair`),
    h('button', { type: 'button', class: 'secundario', onclick: () => void outbox.descartarTodos().then(encerrar) }, 'Descartar e sair'),
    h('button', { type: 'button', class: 'secundario', onclick: () => caixa.remove() }, 'Cancelar'), aviso);
  root.prepend(caixa);
  caixa.querySelector('button')?.focus();
}

async function mostrarCampo(): Promise<void> {
  const lista = h('div', { class: 'currais', id: 'currais' });
  const sair = h('button', { type: 'button', class: 'secundario', onclick: () => void perguntarAoSair() }, 'Sair');
  const enviar = h('button', { type: 'button', onclick: () => void sincronizar() }, 'Enviar agora');
  fill(root, h('header', { class: 'topo' }, h('h1', {}, `Campo · ${dataBR(hoje())}`), h('p', {}, estadoRede, ' · ', pendentes), recusados, h('nav', {}, enviar, sair)),
    h('main', {}, lista, h('datalist', { id: 'produtos' }), h('section', { 'aria-labelledby': 'saida-titulo' }, h('h2', { id: 'saida-titulo' }, 'Registros do aparelho'), listaSaida)));
  plano = cache.ler<{ data: string; tratos: Trato[] }>('plano');
  if (navigator.onLine) {
    await lerPlano().catch((e: Error) => { estadoRede.textContent = `Plano do aparelho (${e.message})`; });
  }
  cartoes.clear();
  const cards = (plano?.tratos ?? []).map((t) => cartao(t, contexto));
  for (const [i, c] of cards.entries()) cartoes.set(plano!.tratos[i].loteId, c.atualizar);
  fill(lista, plano ? cards.map((c) => c.el) : h('p', {}, 'Sem plano guardado: abra a página com sinal uma vez.'));
  if (plano && plano.data !== hoje()) lista.prepend(h('p', { class: 'aviso' }, `Plano de ${dataBR(plano.data)} (sem sinal para atualizar).`));
  mostrarProdutos();
  await mostrarSaida();
  document.body.dataset.pronto = 'true';
  await sincronizar();
  if (!navigator.onLine || !plano) return;
  await Promise.all([
    getJson<Produto[]>('/api/medicamentos/produtos').then((p) => { cache.gravar('produtos', p); mostrarProdutos(); }, () => undefined),
    guardarLotes(plano.tratos.map((t) => t.loteId)),
  ]);
  await mostrarSaida();
}

/** The tenant's products a treatment may name (its type and withdrawal come with it). */
function mostrarProdutos(): void {
  const el = document.getElementById('produtos');
  if (el) fill(el, contexto.produtos().map((p) => h('option', { value: p.nome })));
}

addEventListener('online', () => void sincronizar());
addEventListener('offline', () => { estadoRede.textContent = 'Sem sinal: registros guardados no aparelho'; });
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/campo/sw.js', { scope: '/campo' }).catch(() => undefined);
if (session.user) void mostrarCampo();
else mostrarLogin();
