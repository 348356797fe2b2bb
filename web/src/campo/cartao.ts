// A pen's card on the field page (issue 35): its state at a glance (reading, trato, withdrawal), the score buttons
// with their legend, the kg to confirm recomputed by the plan's rule at each tap, and the other field records.
// The card is built once and brought up to date by `atualizar` after every change of the outbox or the plan.
import { h, fill } from '../dom';
import { notaCocho } from '../economia';
import { data as dataBR, numero } from '../format';
import { ajusteDaNota, NOTAS_COCHO } from '../../../src/modules/trato/nota-cocho';
import { carenciaDe, kgDaNota, lerDecimal, situacao, type Estado, type Tipo, type Trato } from './dia';
import { outrosRegistros, type Listas } from './registros';
import type { Acao, Item } from './outbox';

export type Contexto = Listas & {
  hoje: () => string;
  itens: () => readonly Item[];
  registrar: (acao: Acao) => Promise<void>;
  /** Queues a tap on a record, or rewrites the one still waiting. */
  doDia: (tipo: Tipo, t: Trato, valor: number) => Promise<void>;
};

/** 650 / 650,5: kg as typed back into the field (no thousands dot, so the field reads what it shows). */
const kgCampo = (n: number) => numero(n, 3, 0).replace(/\./g, '');
const kg = (n: number) => `${numero(n, 3, 0)} kg`;
const LEITURA: Record<Estado, (v: number | null) => string> = {
  falta: () => 'Leitura: falta', 'a-enviar': (v) => `Leitura: nota ${v} · aguardando envio`,
  feito: (v) => `Leitura: nota ${v} · feita`, recusado: () => 'Leitura: recusada (veja os registros)',
};
const TRATO: Record<Estado, (v: number | null) => string> = {
  falta: () => 'Trato: a confirmar', 'a-enviar': (v) => `Trato: ${kg(v ?? 0)} · aguardando envio`,
  feito: (v) => `Trato: ${kg(v ?? 0)} · confirmado`, recusado: () => 'Trato: recusado (veja os registros)',
};

/** The pen's card and the function that brings it up to date. */
export function cartao(t: Trato, ctx: Contexto): { el: HTMLElement; atualizar: () => void } {
  const rotulo = `Curral ${t.curralCodigo ?? '-'} · Lote ${t.loteCodigo}`;
  const estadoLeitura = h('li', { 'data-campo': 'leitura' });
  const estadoTrato = h('li', { 'data-campo': 'trato' });
  const carencia = h('li', { 'data-campo': 'carencia' });
  const escolhida = h('p', { class: 'escolhida', 'aria-live': 'polite' });
  const notas = NOTAS_COCHO.map((n) => h('button', {
    type: 'button', class: 'nota', 'aria-pressed': 'false', 'aria-label': `Nota ${n.nota} · ${n.rotulo} (${ajusteDaNota(n.nota)})`,
    onclick: () => {
      // The kg to confirm follows the score at once (offline too), unless the day's trato is already given.
      if (situacao('trato', t, ctx.hoje(), ctx.itens()).valor === null) kgInput.value = kgCampo(kgDaNota(t, n.nota));
      void ctx.doDia('leitura', t, n.nota);
    },
  }, h('strong', {}, String(n.nota)), h('small', {}, n.rotulo)));
  const kgInput = h('input', { id: `kg-${t.loteId}`, type: 'text', inputmode: 'decimal', autocomplete: 'off' });
  const base = h('p', { class: 'base' });
  const erro = h('p', { class: 'erro', role: 'alert' });
  const confirmar = h('button', { type: 'button', class: 'confirmar' }, 'Confirmar trato');
  confirmar.addEventListener('click', () => {
    const v = lerDecimal(kgInput.value);
    if (!(v > 0)) return void fill(erro, 'Informe os kg fornecidos (ex.: 650 ou 650,5).');
    fill(erro);
    void ctx.doDia('trato', t, v);
  });
  const mais = h('details', { class: 'mais' }, h('summary', {}, 'Morte, tratamento, pesagem, protocolo'));
  let atualizarOutros: (() => void) | null = null;
  mais.addEventListener('toggle', () => {
    if (!mais.open || atualizarOutros) return;
    const o = outrosRegistros(t, rotulo, ctx);
    mais.append(...o.els);
    atualizarOutros = o.atualizar;
  });
  const el = h('article', { class: 'curral', 'data-lote': t.loteId, 'aria-label': rotulo },
    h('h2', {}, rotulo), h('p', { class: 'sub' }, `${numero(t.cabecas)} cabeças · ontem ${t.kgFornecidoOntem === null ? 'sem trato' : kg(t.kgFornecidoOntem)}`),
    h('ul', { class: 'situacao' }, estadoLeitura, estadoTrato, carencia),
    h('fieldset', {}, h('legend', {}, 'Leitura de cocho: toque a nota'), h('div', { class: 'notas' }, notas), escolhida),
    h('label', { for: kgInput.id }, 'Trato de hoje (kg)'), h('div', { class: 'linha' }, kgInput, confirmar), base, erro, mais);

  let kgMostrado: number | null = null;
  const atualizar = () => {
    const hoje = ctx.hoje();
    const itens = ctx.itens();
    const l = situacao('leitura', t, hoje, itens);
    const tr = situacao('trato', t, hoje, itens);
    el.dataset.leitura = l.estado;
    el.dataset.trato = tr.estado;
    fill(estadoLeitura, LEITURA[l.estado](l.valor));
    fill(estadoTrato, TRATO[tr.estado](tr.valor));
    estadoLeitura.className = estadoTrato.className = '';
    estadoLeitura.classList.add(l.estado);
    estadoTrato.classList.add(tr.estado);
    const fim = carenciaDe(t, itens);
    carencia.hidden = !fim || fim < hoje;
    fill(carencia, fim ? `Carência até ${dataBR(fim)}` : '');
    for (const [n, b] of notas.entries()) b.setAttribute('aria-pressed', l.valor === n ? 'true' : 'false');
    fill(escolhida, l.valor === null ? 'Sem leitura hoje.' : `Nota ${notaCocho(l.valor)}`);
    const previsto = kgDaNota(t, l.valor);
    fill(base, t.kgFornecidoOntem === null ? `Previsto: ${kg(previsto)} (sem trato ontem: pelo peso do lote)`
      : `Previsto pela nota: ${kg(previsto)} (ontem ${kg(t.kgFornecidoOntem)}, ${ajusteDaNota(l.valor ?? 1)})`);
    // The field shows the confirmed kg, else the plan's by the score; a value typed by hand is left alone.
    const alvo = tr.valor ?? previsto;
    if (kgMostrado === null || lerDecimal(kgInput.value) === kgMostrado) kgInput.value = kgCampo(alvo);
    kgMostrado = alvo;
    fill(confirmar, tr.valor === null ? 'Confirmar trato' : 'Corrigir trato');
    atualizarOutros?.();
  };
  return { el, atualizar };
}
