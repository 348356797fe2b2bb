// The other field records of a pen (death, treatment, weighing, due protocols): forms with visible labels and units,
// numbers as a pt-BR keyboard types them, and a message in the form when a value cannot be recorded (issue 35).
import { fill, h } from '../dom';
import { data as dataBR } from '../format';
import { TIPOS_PRODUTO } from '../../../src/modules/medicamento/tipo';
import { lerDecimal, type Trato } from './dia';
import type { Acao, Item } from './outbox';

export type Protocolo = { id: string; produto: string; dataPrevista: string; realizado: boolean; deletedAt: string | null; atualizadoEm: string };
export type Animal = { id: string; identificacao: string; status: string; deletedAt: string | null; atualizadoEm: string };
export type Produto = { nome: string; tipo: string; carenciaDias: number };

/** The lists a pen's forms read, kept on the phone for offline use. */
export type Listas = {
  animais: (loteId: string) => Animal[];
  protocolos: (loteId: string) => Protocolo[];
  produtos: () => Produto[];
  lembrarProduto: (p: Produto) => void;
};
type Ctx = Listas & { hoje: () => string; itens: () => readonly Item[]; registrar: (acao: Acao) => Promise<void> };
type Campo = [nome: string, rotulo: string, el: HTMLInputElement | HTMLSelectElement];

const texto = (nome: string, attrs: Record<string, string | number | boolean> = {}) => h('input', { name: nome, type: 'text', ...attrs });
const decimal = (nome: string, attrs: Record<string, string | number | boolean> = {}) => texto(nome, { inputmode: 'decimal', autocomplete: 'off', ...attrs });
const inteiro = (nome: string, attrs: Record<string, string | number | boolean> = {}) => texto(nome, { inputmode: 'numeric', pattern: '[0-9]*', autocomplete: 'off', ...attrs });

/**
 * A form of labelled fields (the label names the unit) and a button that records `acao(values)`; `acao` returns a
 * message instead when the values cannot be recorded, shown in the form.
 */
function formulario(c: Ctx, t: Trato, titulo: string, campos: Campo[], acao: (v: Record<string, string>) => Acao | string): HTMLFormElement {
  const erro = h('p', { class: 'erro', role: 'alert' });
  const f = h('form', { class: 'registro', novalidate: true }, h('h3', {}, titulo),
    campos.map(([nome, rotulo, el]) => { el.id = `${titulo.split(' ')[0].toLowerCase()}-${nome}-${t.loteId}`; return h('label', { for: el.id }, rotulo, el); }),
    h('button', { type: 'submit' }, 'Registrar'), erro);
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const a = acao(Object.fromEntries(campos.map(([n, , el]) => [n, el.value])));
    if (typeof a === 'string') return void fill(erro, a);
    fill(erro);
    void c.registrar(a).then(() => f.reset());
  });
  return f;
}

function morte(t: Trato, rotulo: string, c: Ctx): HTMLFormElement {
  const lista = `animais-${t.loteId}`;
  return formulario(c, t, 'Morte', [['animal', 'Identificação do animal', texto('animal', { list: lista })], ['causa', 'Causa', texto('causa')]], (v) => {
    const ident = v.animal.trim();
    if (!ident || !v.causa.trim()) return 'Informe o animal e a causa.';
    const a = c.animais(t.loteId).find((x) => x.identificacao === ident || x.id === ident);
    if (!a) return `Animal ${ident} não encontrado neste lote: confira a identificação.`;
    if (a.status !== 'Ativo') return `O animal ${a.identificacao} não está ativo (${a.status}).`;
    return { metodo: 'PUT', caminho: `/api/animais/${a.id}/mortalidade`, corpo: { dataMorte: c.hoje(), causa: v.causa.trim() }, rotulo: `${rotulo}: morte de ${a.identificacao}` };
  });
}

function tratamento(t: Trato, rotulo: string, c: Ctx): HTMLFormElement {
  const nome = texto('nome', { list: 'produtos' });
  const tipo = h('select', { name: 'tipo' }, h('option', { value: '' }, 'Escolha o tipo'), TIPOS_PRODUTO.map((x) => h('option', { value: x.valor }, x.rotulo)));
  const carencia = inteiro('carenciaDias', { value: 0 });
  // A product applied before brings its type and withdrawal period.
  nome.addEventListener('input', () => {
    const p = c.produtos().find((x) => x.nome.toLowerCase() === nome.value.trim().toLowerCase());
    if (!p) return;
    if (TIPOS_PRODUTO.some((x) => x.valor === p.tipo)) tipo.value = p.tipo;
    carencia.value = String(p.carenciaDias);
  });
  return formulario(c, t, 'Tratamento', [['nome', 'Medicamento', nome], ['tipo', 'Tipo', tipo], ['carenciaDias', 'Carência (dias)', carencia],
    ['quantidadeAnimais', 'Animais tratados', inteiro('quantidadeAnimais')], ['custoUnitario', 'Custo por animal (R$)', decimal('custoUnitario', { value: '0' })]], (v) => {
    const [n, dias, qtd, custo] = [v.nome.trim(), lerDecimal(v.carenciaDias), lerDecimal(v.quantidadeAnimais), lerDecimal(v.custoUnitario || '0')];
    if (!n || !v.tipo) return 'Informe o medicamento e o tipo.';
    if (!Number.isInteger(dias) || dias > 365) return 'Carência: dias inteiros de 0 a 365.';
    if (!Number.isInteger(qtd) || qtd < 1) return 'Informe quantos animais foram tratados.';
    if (Number.isNaN(custo)) return 'Custo por animal em reais (ex.: 12,50).';
    c.lembrarProduto({ nome: n, tipo: v.tipo, carenciaDias: dias });
    return { metodo: 'POST', caminho: `/api/lotes/${t.loteId}/medicamentos`, rotulo: `${rotulo}: tratamento ${n} (carência ${dias} dias)`,
      corpo: { nome: n, tipo: v.tipo, dataAplicacao: c.hoje(), quantidadeAnimais: qtd, custoUnitario: custo, carenciaDias: dias } };
  });
}

function pesagem(t: Trato, rotulo: string, c: Ctx): HTMLFormElement {
  return formulario(c, t, 'Pesagem do lote', [['pesoMedio', 'Peso médio (kg)', decimal('pesoMedio')],
    ['quantidadeAnimais', 'Animais pesados', inteiro('quantidadeAnimais', { value: t.cabecas })]], (v) => {
    const [peso, qtd] = [lerDecimal(v.pesoMedio), lerDecimal(v.quantidadeAnimais)];
    if (!(peso > 0)) return 'Peso médio em kg (ex.: 420,5).';
    if (!Number.isInteger(qtd) || qtd < 1) return 'Informe quantos animais foram pesados.';
    return { metodo: 'POST', caminho: `/api/lotes/${t.loteId}/pesagens`, corpo: { data: c.hoje(), pesoMedio: peso, quantidadeAnimais: qtd },
      rotulo: `${rotulo}: pesagem ${String(peso).replace('.', ',')} kg` };
  });
}

/** The pen's other records and the function that hides a protocol once applied (waiting or sent). */
export function outrosRegistros(t: Trato, rotulo: string, c: Ctx): { els: HTMLElement[]; atualizar: () => void } {
  const forms = [morte(t, rotulo, c), tratamento(t, rotulo, c), pesagem(t, rotulo, c)];
  const lista = h('datalist', { id: `animais-${t.loteId}` }, c.animais(t.loteId).filter((a) => a.status === 'Ativo').map((a) => h('option', { value: a.identificacao })));
  const devidos = h('div', { class: 'protocolos' });
  const atualizar = () => {
    const base = `/api/lotes/${t.loteId}/protocolos`;
    const aplicados = new Set(c.itens().filter((i) => i.estado !== 'conflito').map((i) => i.caminho));
    const hoje = c.hoje();
    const ps = c.protocolos(t.loteId).filter((p) => !p.realizado && !p.deletedAt && p.dataPrevista <= hoje && !aplicados.has(`${base}/${p.id}/realizar`));
    fill(devidos, h('h3', {}, 'Protocolos a aplicar'), ps.length === 0 ? h('p', {}, 'Nenhum protocolo devido.')
      : ps.map((p) => h('button', { type: 'button', onclick: () => void c.registrar({ metodo: 'POST', caminho: `${base}/${p.id}/realizar`, corpo: { dataRealizada: hoje }, rotulo: `${rotulo}: protocolo ${p.produto}` }) },
        `Aplicar ${p.produto} (previsto ${dataBR(p.dataPrevista)})`)));
  };
  atualizar();
  return { els: [forms[0], lista, forms[1], forms[2], devidos], atualizar };
}
