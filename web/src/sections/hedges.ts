import type { ApiError } from '../api';
import type { PageContext } from '../context';
import { fill, h } from '../dom';
import { sinal, valor } from '../economia';
import { data, dataHora, numero } from '../format';
import { avisosSobreHedge, coberturaAtual, hojeLocal, lerData, lerDecimal, mensagemDoErro, type CoberturaLote } from '../hedge';
import { COLUNAS_HEDGE, type Hedge, type LoteProjecao } from '../projecao';
import { CRIAR_HEDGE, ENCERRAR_HEDGE, EXCLUIR_HEDGE } from '../queries';

// Issue 35: the hedge register written from the page. Admin and Gerente create and close positions (in part or
// whole); only an Admin deletes one, as the API allows. Every refusal is the API's own message and field errors.

type Escrita = { id: string; contrato: string; status: string; contratosAbertos: number; lotes: CoberturaLote[] };

export type Registro = {
  ctx: PageContext;
  /** The open batches with their coverage now (the over-hedge warning before a write). */
  lotes: () => LoteProjecao[];
  /** Reads the projections and the positions again after a write. */
  recarregar: () => Promise<void>;
};

type Retorno = {
  erro(contexto: string, e: unknown, confirmar?: HTMLElement): void;
  feito(texto: string, escrita?: Escrita): void;
};

/** One place the register's results are said: a status line, and an alert for refusals and over-hedges. */
function retorno(status: HTMLElement, alerta: HTMLElement): Retorno {
  return {
    erro(contexto, e, confirmar) {
      const err = e as ApiError;
      fill(status);
      fill(alerta, mensagemDoErro(err).map((m, i) => h('p', {}, i === 0 ? `${contexto}: ${m}` : m)));
      alerta.hidden = false;
      alerta.className = 'aviso erro';
      // Outside the band the API takes the price once the person confirms it (confirmarPreco).
      if (confirmar && err.code === 'PRICE_OUT_OF_BAND') confirmar.hidden = false;
    },
    feito(texto, escrita) {
      status.textContent = texto;
      const avisos = escrita ? avisosSobreHedge(escrita.lotes) : [];
      fill(alerta, avisos.map((a) => h('p', {}, a)));
      alerta.hidden = avisos.length === 0;
      alerta.className = 'aviso';
    },
  };
}

const campo = (id: string, rotulo: string, input: HTMLElement, dica?: string) =>
  h('div', {}, h('label', { for: id }, rotulo), input, dica ? h('span', { class: 'sub' }, dica) : null);

/** The box that confirms a price outside the API's band, shown once the API refuses one. */
function caixaConfirmar(id: string) {
  const box = h('input', { type: 'checkbox', id, name: 'confirmarPreco' });
  const el = h('div', { class: 'interruptor', hidden: true }, box, h('label', { for: id }, 'Confirmo o preço fora da faixa de 30 %'));
  return { el, box, reset: () => { box.checked = false; el.hidden = true; } };
}

/** The page's own check before sending: a price a number, a date dd/mm/aaaa (the API refuses the rest with its messages). */
function lidos(fb: Retorno, preco: [HTMLInputElement, string], dia: [HTMLInputElement, string]): { preco: number; data: string } | null {
  const n = lerDecimal(preco[0].value);
  const iso = lerData(dia[0].value);
  const falta = Number.isNaN(n) ? [preco[0], `${preco[1]}: informe um valor em R$ por arroba, como 320,50.`] as const
    : iso === null ? [dia[0], `${dia[1]}: informe a data como dd/mm/aaaa.`] as const : null;
  if (!falta) return { preco: n, data: iso! };
  fb.erro('Confira os campos', { message: falta[1] });
  falta[0].focus();
  return null;
}

/** A write in flight disables its button: a second tap does not send the position twice. */
function enquanto(botao: HTMLButtonElement, escrita: Promise<unknown>): void {
  botao.disabled = true;
  void escrita.finally(() => { botao.disabled = false; });
}

const campoData = (id: string) => h('input', { id, inputmode: 'numeric', autocomplete: 'off', placeholder: 'dd/mm/aaaa', maxlength: 10, value: data(hojeLocal()) });

function novaPosicao(r: Registro, fb: Retorno) {
  const contrato = h('input', { id: 'hedge-contrato', autocomplete: 'off', autocapitalize: 'characters', placeholder: 'BGIK26', maxlength: 10 });
  const direcao = h('select', { id: 'hedge-direcao' }, h('option', { value: 'Venda' }, 'Vendida (venda de contratos)'), h('option', { value: 'Compra' }, 'Comprada (compra de contratos)'));
  const quantidade = h('input', { id: 'hedge-quantidade', type: 'number', inputmode: 'numeric', min: 1, step: 1 });
  const preco = h('input', { id: 'hedge-preco', inputmode: 'decimal', autocomplete: 'off', placeholder: '320,50' });
  const dataEntrada = campoData('hedge-data');
  const lotes = h('fieldset', { class: 'lotes-hedge' });
  const confirmar = caixaConfirmar('hedge-confirmar');
  const registrar = h('button', { type: 'submit' }, 'Registrar posição');
  const form = h('form', { class: 'formulario-hedge', id: 'hedge-nova', novalidate: true, 'aria-labelledby': 'hedge-nova-titulo' },
    h('h4', { id: 'hedge-nova-titulo' }, 'Nova posição'),
    campo('hedge-contrato', 'Contrato B3', contrato, 'BGI + mês + ano, como BGIK26'), campo('hedge-direcao', 'Posição', direcao),
    campo('hedge-quantidade', 'Contratos (330 @ cada)', quantidade), campo('hedge-preco', 'Preço de entrada (R$/@)', preco),
    campo('hedge-data', 'Data de entrada (dd/mm/aaaa)', dataEntrada), lotes, confirmar.el, registrar);
  const escolhidos = () => [...lotes.querySelectorAll<HTMLInputElement>('input:checked')].map((c) => c.value);
  // Redrawn at every quote (the coverage moves with the curve): the person's ticks stay.
  const mostrarLotes = () => {
    const marcados = escolhidos();
    fill(lotes, h('legend', {}, 'Lotes protegidos (cobertura atual)'), r.lotes().map((l) => {
      const id = `hedge-lote-${l.id}`;
      return h('div', { class: 'interruptor' }, h('input', { type: 'checkbox', id, value: l.id, name: 'loteIds', checked: marcados.includes(l.id) }),
        h('label', { for: id }, `${l.codigo} · ${coberturaAtual(l.margemTravada ?? null)}`));
    }));
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const lido = lidos(fb, [preco, 'Preço de entrada'], [dataEntrada, 'Data de entrada']);
    if (!lido) return;
    const loteIds = escolhidos();
    const input = {
      contrato: contrato.value.trim().toUpperCase(), direcao: direcao.value, quantidadeContratos: Math.trunc(Number(quantidade.value) || 0),
      precoEntrada: lido.preco, dataEntrada: lido.data, loteIds, ...(confirmar.box.checked ? { confirmarPreco: true } : {}),
    };
    enquanto(registrar, r.ctx.api.gql<{ createHedge: Escrita }>(CRIAR_HEDGE, { input }).then(async ({ createHedge: p }) => {
      form.reset();
      for (const c of lotes.querySelectorAll<HTMLInputElement>('input')) c.checked = false;
      dataEntrada.value = data(hojeLocal());
      confirmar.reset();
      await r.recarregar();
      fb.feito(`Posição ${p.contrato} registrada.`, p);
    }, (err) => fb.erro('Não foi possível registrar a posição', err, confirmar.el)));
  });
  return { form, mostrarLotes };
}

function saida(r: Registro, fb: Retorno) {
  const titulo = h('h4', { id: 'hedge-saida-titulo' });
  const quantidade = h('input', { id: 'saida-quantidade', type: 'number', inputmode: 'numeric', min: 1, step: 1 });
  const preco = h('input', { id: 'saida-preco', inputmode: 'decimal', autocomplete: 'off', placeholder: '318,00' });
  const dataSaida = campoData('saida-data');
  const confirmar = caixaConfirmar('saida-confirmar');
  const cancelar = h('button', { type: 'button', class: 'secundario' }, 'Cancelar');
  const encerrar = h('button', { type: 'submit' }, 'Encerrar contratos');
  const form = h('form', { class: 'formulario-hedge', id: 'hedge-saida', novalidate: true, hidden: true, 'aria-labelledby': 'hedge-saida-titulo' },
    titulo, h('p', { class: 'sub' }, 'Com todos os contratos em aberto, a posição é encerrada.'),
    campo('saida-quantidade', 'Contratos a encerrar', quantidade), campo('saida-preco', 'Preço de saída (R$/@)', preco),
    campo('saida-data', 'Data de saída (dd/mm/aaaa)', dataSaida), confirmar.el, encerrar, cancelar);
  let posicao: Hedge | null = null;
  cancelar.addEventListener('click', () => { form.hidden = true; });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const lido = lidos(fb, [preco, 'Preço de saída'], [dataSaida, 'Data de saída']);
    if (!posicao || !lido) return;
    const input = {
      quantidadeContratos: Math.trunc(Number(quantidade.value) || 0), precoSaida: lido.preco, dataSaida: lido.data, ...(confirmar.box.checked ? { confirmarPreco: true } : {}),
    };
    enquanto(encerrar, r.ctx.api.gql<{ closeHedge: Escrita }>(ENCERRAR_HEDGE, { id: posicao.id, input }).then(async ({ closeHedge: p }) => {
      form.hidden = true;
      await r.recarregar();
      fb.feito(p.status === 'Encerrada' ? `Posição ${p.contrato} encerrada.`
        : `${numero(input.quantidadeContratos)} contrato(s) de ${p.contrato} encerrado(s); ${numero(p.contratosAbertos)} em aberto.`, p);
    }, (err) => fb.erro('Não foi possível encerrar', err, confirmar.el)));
  });
  const abrir = (p: Hedge) => {
    posicao = p;
    fill(titulo, `Encerrar contratos de ${p.contrato} (${numero(p.contratosAbertos)} em aberto)`);
    quantidade.value = String(p.contratosAbertos);
    quantidade.max = String(p.contratosAbertos);
    preco.value = '';
    dataSaida.value = data(hojeLocal());
    confirmar.reset();
    form.hidden = false;
    form.scrollIntoView({ block: 'nearest' });
    preco.focus();
  };
  return { form, abrir };
}

/**
 * The two-step delete of a position: the first tap asks, the second deletes. Which position is being asked about is
 * kept apart from the rows, which every quote redraws.
 */
function excluidor(r: Registro, fb: Retorno) {
  let pedindo: string | null = null;
  return (p: Hedge): HTMLElement => {
    const caixa = h('span', { class: 'acoes' });
    const mostrar = () => fill(caixa, pedindo !== p.id
      ? h('button', { type: 'button', class: 'secundario', 'aria-label': `Excluir a posição ${p.contrato}`, onclick: () => { pedindo = p.id; mostrar(); } }, 'Excluir')
      : [h('button', { type: 'button', class: 'perigo', 'aria-label': `Confirmar a exclusão de ${p.contrato}`, onclick: () => {
        pedindo = null;
        void r.ctx.api.gql(EXCLUIR_HEDGE, { id: p.id }).then(async () => {
          await r.recarregar();
          fb.feito(`Posição ${p.contrato} excluída.`);
        }, (err) => fb.erro('Não foi possível excluir', err));
      } }, 'Confirmar exclusão'), h('button', { type: 'button', class: 'secundario', onclick: () => { pedindo = null; mostrar(); } }, 'Cancelar')]);
    mostrar();
    return caixa;
  };
}

/** The register's writes below the positions; `acoes(p)` gives a position's buttons for its row or card. */
export function registroHedge(r: Registro) {
  const status = h('p', { role: 'status', class: 'status', id: 'hedge-status' });
  const alerta = h('div', { role: 'alert', class: 'aviso', id: 'hedge-aviso', hidden: true });
  const fb = retorno(status, alerta);
  const nova = novaPosicao(r, fb);
  const sai = saida(r, fb);
  const admin = r.ctx.user.role === 'Admin';
  const excluir = excluidor(r, fb);
  const el = h('div', { class: 'registro-hedge' }, status, alerta, sai.form, nova.form,
    admin ? null : h('p', { class: 'nota' }, 'Só um administrador exclui posições; gerentes registram e encerram.'));
  const acoes = (p: Hedge) => [
    h('button', { type: 'button', class: 'secundario', 'aria-label': `Encerrar contratos de ${p.contrato}`, onclick: () => sai.abrir(p) }, 'Encerrar'),
    admin ? excluir(p) : null,
  ];
  return { el, acoes, mostrarLotes: nova.mostrarLotes };
}

/** The open positions: a table on a wide screen, a card per position on a phone (the result first). */
export function tabelaHedges(itens: Hedge[], acoes: (p: Hedge) => (Node | null)[]) {
  return h('div', { class: 'tabela', role: 'region', 'aria-label': 'Posições de hedge abertas', tabindex: 0 },
    h('table', {},
      h('caption', { class: 'sr' }, `${itens.length} posições abertas`),
      h('thead', {}, h('tr', {}, ['Contrato', 'Vencimento', 'Posição'].map((t) => h('th', { scope: 'col' }, t)),
        COLUNAS_HEDGE.map(([, label]) => h('th', { scope: 'col' }, label)), ['Cotação em', 'Lotes', 'Ações'].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, itens.map((p) => h('tr', { 'data-hedge': p.id },
        h('th', { scope: 'row' }, p.contrato),
        h('td', { 'data-rotulo': 'Vencimento' }, data(p.vencimento)),
        h('td', { 'data-rotulo': 'Posição' }, p.direcao === 'Venda' ? 'Vendida' : 'Comprada'),
        COLUNAS_HEDGE.map(([field, label, format]) => h('td', {
          'data-campo': field, 'data-valor': String(p[field]), 'data-rotulo': label,
          class: field === 'resultado' ? `resposta ${typeof p.resultado === 'number' ? sinal(p.resultado) : ''}` : null,
        }, valor(p[field], format))),
        h('td', { 'data-campo': 'cotacaoEm', 'data-valor': String(p.cotacaoEm), 'data-rotulo': 'Cotação em' }, p.cotacaoEm ? dataHora(p.cotacaoEm) : 'Sem cotação'),
        h('td', { 'data-rotulo': 'Lotes' }, p.lotes.map((l) => l.codigo).join(', ') || '-'),
        h('td', { class: 'inteiro acoes', 'data-rotulo': 'Ações' }, acoes(p)))))));
}
