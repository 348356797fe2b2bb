import { Api } from '../api';
import { fill, h } from '../dom';
import { Session } from '../session';
import { atualizarLista, type Pagina, type Sincronizavel } from './delta';
import { IdbStore } from './idb';
import { donoDoToken, MemoryStore, mesmoDono, Outbox, type Acao, type Item } from './outbox';
import { enviarItem } from './send';

// The field page (/campo): today's plan per pen, bunk scores, feeding confirmations, deaths, treatments, weighings and
// due protocols, recorded offline into the outbox and sent in order when the network returns.

type Trato = { loteId: string; loteCodigo: string; curralCodigo: string | null; cabecas: number; notaCocho: number | null; kgPrevisto: number; confirmacaoId: string | null; kgFornecido: number | null };
type Protocolo = { id: string; produto: string; dataPrevista: string; realizado: boolean; deletedAt: string | null; atualizadoEm: string };
type Animal = { id: string; identificacao: string; status: string; deletedAt: string | null; atualizadoEm: string };

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
const listaSaida = h('ol', { class: 'saida', id: 'saida', 'aria-label': 'Registros a enviar' });

async function registrar(acao: Acao): Promise<void> {
  await outbox.adicionar(acao);
  await mostrarSaida();
  void sincronizar();
}

const ROTULO_ESTADO: Record<Item['estado'], string> = { pendente: 'Aguardando envio', enviado: 'Enviado', conflito: 'Recusado' };

async function mostrarSaida(): Promise<void> {
  const itens = await outbox.itens();
  const n = itens.filter((i) => i.estado === 'pendente').length;
  pendentes.textContent = n === 0 ? 'Tudo enviado' : `${n} a enviar`;
  pendentes.dataset.n = String(n);
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
    const res = await enviarItem(item, session.accessToken);
    if (res.tipo === 'tentar-depois' && res.motivo === 'sessao' && (await api.refresh())) return enviarItem(item, session.accessToken);
    return res;
  });
  estadoRede.textContent = r.pendentes > 0 ? `Envio interrompido: ${r.motivo ?? ''}` : 'Conectado';
  await mostrarSaida();
}

function cartao(t: Trato): HTMLElement {
  const data = hoje();
  const rotulo = `Curral ${t.curralCodigo ?? '-'} · Lote ${t.loteCodigo}`;
  const notas = [0, 1, 2, 3, 4].map((nota) => h('button', {
    type: 'button', class: 'nota', 'aria-pressed': t.notaCocho === nota ? 'true' : 'false', 'aria-label': `Nota ${nota}`,
    onclick: (e) => {
      for (const b of notas) b.setAttribute('aria-pressed', b === e.currentTarget ? 'true' : 'false');
      void registrar({ metodo: 'POST', caminho: `/api/lotes/${t.loteId}/leituras-cocho`, corpo: { data, nota }, rotulo: `${rotulo}: leitura de cocho ${nota}` });
    },
  }, String(nota)));
  const kg = h('input', { type: 'number', inputmode: 'decimal', min: 0, step: 'any', value: t.kgFornecido ?? t.kgPrevisto, 'aria-label': `kg fornecidos, ${rotulo}` });
  const confirmar = h('button', { type: 'button', class: 'confirmar' }, 'Confirmar trato');
  confirmar.addEventListener('click', () => void registrar({
    metodo: 'POST', caminho: '/api/tratos/confirmacoes', corpo: { data, loteId: t.loteId, kgFornecido: Number(kg.value) }, rotulo: `${rotulo}: trato ${kg.value} kg`,
  }));
  const mais = h('details', { class: 'mais' }, h('summary', {}, 'Morte, tratamento, pesagem, protocolo'));
  mais.addEventListener('toggle', () => { if (mais.open && mais.children.length === 1) mais.append(...outrosRegistros(t, rotulo)); }, { once: false });
  return h('article', { class: 'curral', 'data-lote': t.loteId, 'aria-label': rotulo },
    h('h2', {}, rotulo), h('p', { class: 'sub' }, `${t.cabecas} cabeças · previsto ${t.kgPrevisto} kg`),
    h('fieldset', {}, h('legend', {}, 'Leitura de cocho'), h('div', { class: 'notas' }, notas)),
    h('div', { class: 'linha' }, kg, confirmar), mais);
}

/** A small form: labelled inputs and a button that records `acao(values)`. */
function formulario(titulo: string, campos: [string, string, Record<string, string | number>][], acao: (v: Record<string, string>) => Acao | null): HTMLElement {
  const inputs = campos.map(([nome, rotulo, attrs]) => [nome, h('input', { name: nome, 'aria-label': rotulo, placeholder: rotulo, ...attrs })] as const);
  const f = h('form', { class: 'registro' }, h('h3', {}, titulo), inputs.map(([, i]) => i), h('button', { type: 'submit' }, 'Registrar'));
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const a = acao(Object.fromEntries(inputs.map(([n, i]) => [n, i.value])));
    if (a) void registrar(a).then(() => f.reset());
  });
  return f;
}

function outrosRegistros(t: Trato, rotulo: string): HTMLElement[] {
  const data = hoje();
  const base = `/api/lotes/${t.loteId}`;
  const animais = cache.ler<Animal[]>(`animais.${t.loteId}`) ?? [];
  const protocolos = (cache.ler<Protocolo[]>(`protocolos.${t.loteId}`) ?? []).filter((p) => !p.realizado && !p.deletedAt && p.dataPrevista <= data);
  const morte = formulario('Morte', [['animal', 'Identificação do animal', { list: `animais-${t.loteId}`, required: 'true' }], ['causa', 'Causa', { required: 'true' }]], (v) => {
    const a = animais.find((x) => x.identificacao === v.animal || x.id === v.animal);
    return a ? { metodo: 'PUT', caminho: `/api/animais/${a.id}/mortalidade`, corpo: { dataMorte: data, causa: v.causa }, rotulo: `${rotulo}: morte de ${a.identificacao}` } : null;
  });
  const tratamento = formulario('Tratamento', [['nome', 'Medicamento', { required: 'true' }], ['tipo', 'Tipo (ex.: Antibiotico)', { required: 'true' }],
    ['quantidadeAnimais', 'Animais tratados', { type: 'number', min: 1, required: 'true' }], ['custoUnitario', 'Custo por animal (R$)', { type: 'number', min: 0, step: 'any', value: 0 }]],
  (v) => ({ metodo: 'POST', caminho: `${base}/medicamentos`, corpo: { nome: v.nome, tipo: v.tipo, dataAplicacao: data, quantidadeAnimais: Number(v.quantidadeAnimais), custoUnitario: Number(v.custoUnitario) },
    rotulo: `${rotulo}: tratamento ${v.nome}` }));
  const pesagem = formulario('Pesagem do lote', [['pesoMedio', 'Peso médio (kg)', { type: 'number', min: 1, step: 'any', required: 'true' }],
    ['quantidadeAnimais', 'Animais pesados', { type: 'number', min: 1, value: t.cabecas, required: 'true' }]],
  (v) => ({ metodo: 'POST', caminho: `${base}/pesagens`, corpo: { data, pesoMedio: Number(v.pesoMedio), quantidadeAnimais: Number(v.quantidadeAnimais) }, rotulo: `${rotulo}: pesagem ${v.pesoMedio} kg` }));
  const lista = h('datalist', { id: `animais-${t.loteId}` }, animais.filter((a) => a.status === 'Ativo').map((a) => h('option', { value: a.identificacao })));
  const devidos = h('div', { class: 'protocolos' }, h('h3', {}, 'Protocolos a aplicar'), protocolos.length === 0 ? h('p', {}, 'Nenhum protocolo devido.')
    : protocolos.map((p) => h('button', { type: 'button', onclick: () => void registrar({ metodo: 'POST', caminho: `${base}/protocolos/${p.id}/realizar`, corpo: { dataRealizada: data }, rotulo: `${rotulo}: protocolo ${p.produto}` }) },
      `Aplicar ${p.produto} (previsto ${p.dataPrevista})`)));
  return [morte, lista, tratamento, pesagem, devidos];
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

/** A batch's animals and protocols for offline use, each by delta after the first load. */
async function guardarLote(loteId: string): Promise<void> {
  await guardarLista<Protocolo>(`protocolos.${loteId}`, `/api/lotes/${loteId}/protocolos`);
  await guardarLista<Animal>(`animais.${loteId}`, `/api/lotes/${loteId}/animais`);
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
  fill(root, h('header', { class: 'topo' }, h('h1', {}, `Campo · ${hoje()}`), h('p', {}, estadoRede, ' · ', pendentes), h('nav', {}, enviar, sair)),
    h('main', {}, lista, h('section', { 'aria-labelledby': 'saida-titulo' }, h('h2', { id: 'saida-titulo' }, 'Registros do aparelho'), listaSaida)));
  let plano = cache.ler<{ data: string; tratos: Trato[] }>('plano');
  if (navigator.onLine) {
    try {
      plano = { data: hoje(), tratos: await getJson<Trato[]>(`/api/tratos?data=${hoje()}`) };
      cache.gravar('plano', plano);
    } catch (e) {
      estadoRede.textContent = `Plano do aparelho (${(e as Error).message})`;
    }
  }
  fill(lista, plano ? plano.tratos.map(cartao) : h('p', {}, 'Sem plano guardado: abra a página com sinal uma vez.'));
  if (plano && plano.data !== hoje()) lista.prepend(h('p', { class: 'aviso' }, `Plano de ${plano.data} (sem sinal para atualizar).`));
  await mostrarSaida();
  document.body.dataset.pronto = 'true';
  await sincronizar();
  if (navigator.onLine && plano) for (const t of plano.tratos) await guardarLote(t.loteId).catch(() => undefined);
}

addEventListener('online', () => void sincronizar());
addEventListener('offline', () => { estadoRede.textContent = 'Sem sinal: registros guardados no aparelho'; });
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/campo/sw.js', { scope: '/campo' }).catch(() => undefined);
if (session.user) void mostrarCampo();
else mostrarLogin();
