// The day's records of a pen on the phone (issue 35), pure so unit tests read them (test/unit/campo-dia.test.ts):
// what a card shows of its bunk reading and its trato (taken, waiting, refused, missing), the action a tap queues
// (a POST the first time, a PUT to the id once known, or a rewrite of the one still waiting), the kg by the score
// (the API's own rule, src/modules/trato/nota-cocho.ts), the batch's withdrawal end, and numbers typed on a pt-BR
// keyboard.
import { kgPeloCocho } from '../../../src/modules/trato/nota-cocho';
import type { Acao, Item } from './outbox';

/** One pen of GET /api/tratos, as the page keeps it (updated as its records reach the server). */
export type Trato = {
  loteId: string; loteCodigo: string; curralCodigo: string | null; cabecas: number; notaCocho: number | null; leituraCochoId?: string | null;
  kgPrevisto: number; kgFornecidoOntem: number | null; confirmacaoId: string | null; kgFornecido: number | null; carenciaAte?: string | null;
};

export type Tipo = 'leitura' | 'trato';
export type Estado = 'falta' | 'a-enviar' | 'feito' | 'recusado';

export const chaveDe = (tipo: Tipo, loteId: string, data: string) => `${tipo}:${loteId}:${data}`;

const valorDe = (tipo: Tipo, corpo: unknown): number => Number((corpo as Record<string, unknown>)[tipo === 'leitura' ? 'nota' : 'kgFornecido']);
const doPlano = (tipo: Tipo, t: Trato) => (tipo === 'leitura' ? t.notaCocho : t.kgFornecido);

/**
 * A record as its card shows it: the value waiting to be sent, else the server's. A refused one shows the server's
 * value (none, or someone else's), never the refused tap as if taken; it stays "recusado" until the person dismisses it.
 */
export function situacao(tipo: Tipo, t: Trato, data: string, itens: readonly Item[]): { estado: Estado; valor: number | null } {
  const chave = chaveDe(tipo, t.loteId, data);
  const ultimo = itens.filter((i) => i.registro === chave).at(-1);
  if (ultimo?.estado === 'pendente') return { estado: 'a-enviar', valor: valorDe(tipo, ultimo.corpo) };
  const valor = doPlano(tipo, t);
  if (ultimo?.estado === 'conflito') return { estado: 'recusado', valor };
  return { estado: valor === null ? 'falta' : 'feito', valor };
}

/**
 * What a tap on a record queues: with an item of it still waiting, that item rewritten (`seq`) in its own form (a
 * POST stays a POST); else a PUT to the id the server gave (the plan's, or the answer to this phone's POST); else a POST.
 */
export function acaoDe(tipo: Tipo, t: Trato, data: string, valor: number, itens: readonly Item[]): { seq?: number; acao: Acao } {
  const registro = chaveDe(tipo, t.loteId, data);
  const espera = itens.filter((i) => i.registro === registro && i.estado === 'pendente').at(-1);
  const id = tipo === 'leitura' ? t.leituraCochoId : t.confirmacaoId;
  const put = espera ? espera.metodo === 'PUT' : !!id;
  const rotuloPen = `Curral ${t.curralCodigo ?? '-'} · Lote ${t.loteCodigo}`;
  const acao: Acao = tipo === 'leitura'
    ? { metodo: put ? 'PUT' : 'POST', caminho: espera?.caminho ?? `/api/lotes/${t.loteId}/leituras-cocho${put ? `/${id}` : ''}`, corpo: { data, nota: valor },
      rotulo: `${rotuloPen}: leitura de cocho ${valor}${put ? ' (correção)' : ''}`, registro }
    : { metodo: put ? 'PUT' : 'POST', caminho: espera?.caminho ?? `/api/tratos/confirmacoes${put ? `/${id}` : ''}`,
      corpo: put ? { kgFornecido: valor } : { data, loteId: t.loteId, kgFornecido: valor },
      rotulo: `${rotuloPen}: trato ${String(valor).replace('.', ',')} kg${put ? ' (correção)' : ''}`, registro };
  return { seq: espera?.seq, acao };
}

/** A record the server took: the pen's plan now holds it (and the id a correction will PUT to). */
export function aplicar(plano: Trato[], item: Pick<Item, 'registro' | 'corpo'>, id?: string): boolean {
  const [tipo, loteId] = (item.registro ?? '').split(':');
  const t = plano.find((x) => x.loteId === loteId);
  if (!t || (tipo !== 'leitura' && tipo !== 'trato')) return false;
  if (tipo === 'leitura') {
    t.notaCocho = valorDe('leitura', item.corpo);
    if (id) t.leituraCochoId = id;
  } else {
    t.kgFornecido = valorDe('trato', item.corpo);
    if (id) t.confirmacaoId = id;
  }
  return true;
}

/** The kg to confirm after a score: the API plan's rule on yesterday's kg (without a delivery yesterday, the plan's). */
export const kgDaNota = (t: Trato, nota: number | null) => kgPeloCocho(t.kgFornecidoOntem, nota, t.kgPrevisto);

/** 2026-03-08 + 30 days, as a calendar date. */
export function maisDias(iso: string, dias: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + dias)).toISOString().slice(0, 10);
}

/** The batch's withdrawal end: the server's, or later by a treatment this phone recorded (waiting or sent). */
export function carenciaDe(t: Trato, itens: readonly Item[]): string | null {
  let fim = t.carenciaAte ?? null;
  for (const i of itens) {
    if (i.estado === 'conflito' || i.caminho !== `/api/lotes/${t.loteId}/medicamentos`) continue;
    const c = i.corpo as { dataAplicacao?: string; carenciaDias?: number };
    if (!c.dataAplicacao || !c.carenciaDias) continue;
    const f = maisDias(c.dataAplicacao, c.carenciaDias);
    if (!fim || f > fim) fim = f;
  }
  return fim;
}

/**
 * A number typed on a pt-BR keyboard: "420,5", "1.250,75", "420.5" (a dot alone is a decimal point: phones offer
 * it too); NaN for anything else, blank included.
 */
export function lerDecimal(texto: string): number {
  let s = texto.trim().replace(/\s/g, '');
  if (s.includes(',')) s = s.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
}
