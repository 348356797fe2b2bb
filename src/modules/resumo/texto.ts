import type { Resumo, ResumoGestor, ResumoOperador } from './conteudo';

// Portuguese without accents, as every notification text of the API (contract 1, "Language").
const kg = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
const reais = (n: number) => `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dia = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

type Secao = { titulo: string; total: number; linhas: string[] };

const secao = (titulo: string, l: { total: number; itens: unknown[] }, linha: (i: never) => string): Secao =>
  ({ titulo, total: l.total, linhas: (l.itens as never[]).map(linha) });

function secoesOperador(r: ResumoOperador): Secao[] {
  const plano = r.plano;
  return [
    { titulo: 'Plano de trato de hoje', total: plano.currais, linhas: [`${plano.currais} currais, ${kg(plano.kgPrevisto)} kg previstos`] },
    secao('Currais sem leitura de cocho', plano.semLeitura, (i: { curralCodigo: string; loteCodigo: string }) => `Curral ${i.curralCodigo} (lote ${i.loteCodigo})`),
    secao('Protocolos a fazer', r.protocolos, (p: { produto: string; loteCodigo: string; dataPrevista: string }) =>
      `${p.produto} no lote ${p.loteCodigo}, previsto para ${dia(p.dataPrevista)}`),
  ];
}

function secoesGestor(r: ResumoGestor): Secao[] {
  const hedge = r.hedge;
  return [
    secao('Lotes para vender nos proximos 7 dias', r.vendas, (v: { loteCodigo: string; motivo: string; data: string }) =>
      `Lote ${v.loteCodigo}: ${v.motivo === 'SaidaPrevista' ? 'saida prevista' : 'melhor dia de venda'} em ${dia(v.data)}`),
    secao('Carencias terminando', r.carencias, (c: { loteCodigo: string; ate: string }) => `Lote ${c.loteCodigo}: carencia ate ${dia(c.ate)}`),
    secao('Pesagens atrasadas', r.pesagensAtrasadas, (p: { loteCodigo: string; dias: number }) => `Lote ${p.loteCodigo}: ${p.dias} dias sem pesagem`),
    secao('Protocolos atrasados', r.protocolosAtrasados, (p: { produto: string; loteCodigo: string; dataPrevista: string }) =>
      `${p.produto} no lote ${p.loteCodigo}, previsto para ${dia(p.dataPrevista)}`),
    secao('Estoque baixo', r.estoqueBaixo, (e: { racaoNome: string; estoqueKg: number; estoqueMinimoKg: number }) =>
      `${e.racaoNome}: ${kg(e.estoqueKg)} kg (minimo ${kg(e.estoqueMinimoKg)} kg)`),
    secao('Alertas de preco disparados', r.alertasPreco, (a: { mensagem: string }) => a.mensagem),
    {
      titulo: 'Resultado do hedge', total: hedge ? 1 : 0,
      linhas: hedge ? [`${reais(hedge.resultadoTotal)}${hedge.variacao === null ? '' : ` (variacao de ${reais(hedge.variacao)} desde o ultimo resumo)`}`] : [],
    },
  ];
}

export const secoes = (r: Resumo): Secao[] => (r.perfil === 'Operador' ? secoesOperador(r) : secoesGestor(r));

export const assunto = (r: Resumo) => `Resumo diario de ${dia(r.data)}`;

/** The notification's one line: what needs attention today, in counts. */
export function mensagem(r: Resumo): string {
  const partes = secoes(r).filter((s) => s.total > 0 && s.titulo !== 'Plano de trato de hoje' && s.titulo !== 'Resultado do hedge')
    .map((s) => `${s.titulo.toLowerCase()}: ${s.total}`);
  const inicio = r.perfil === 'Operador' ? `${r.plano.currais} currais no plano de hoje` : `Resumo de ${dia(r.data)}`;
  return partes.length ? `${inicio}; ${partes.join('; ')}` : `${inicio}; nada pendente`;
}

export function texto(r: Resumo, nome: string, descadastro: string): string {
  const corpo = secoes(r).map((s) => {
    const mais = s.total > s.linhas.length ? [`  ... e mais ${s.total - s.linhas.length}`] : [];
    return [`${s.titulo} (${s.total})`, ...(s.linhas.length ? s.linhas.map((l) => `  - ${l}`) : ['  - nada']), ...mais].join('\n');
  });
  return [`Ola, ${nome}.`, '', `${assunto(r)}.`, '', corpo.join('\n\n'), '', `Para nao receber mais este e-mail: ${descadastro}`, ''].join('\n');
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function html(r: Resumo, nome: string, descadastro: string): string {
  const corpo = secoes(r).map((s) => {
    const itens = s.linhas.length ? s.linhas.map((l) => `<li>${escape(l)}</li>`).join('') : '<li>nada</li>';
    const mais = s.total > s.linhas.length ? `<p>e mais ${s.total - s.linhas.length}</p>` : '';
    return `<h2>${escape(s.titulo)} (${s.total})</h2><ul>${itens}</ul>${mais}`;
  }).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(assunto(r))}</title></head><body>`
    + `<p>Ola, ${escape(nome)}.</p><h1>${escape(assunto(r))}</h1>${corpo}`
    + `<p><a href="${escape(descadastro)}">Nao quero mais receber este e-mail</a></p></body></html>`;
}
