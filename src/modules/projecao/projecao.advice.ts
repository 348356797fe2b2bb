import type { ProjecaoLote } from './projecao.types';

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The one answer of a projection, in words (issue 34): the best sale day, and how the optimal point (the first sale day
 * after which the margin falls) relates to it. The optimal point is never after the best day: it is the first peak of
 * the margin over sale days, the best day the highest one.
 */
export function explicacao(p: Omit<ProjecaoLote, 'explicacao'>): string {
  const carencia = p.carenciaAte ? ` Antes de ${br(p.carenciaAte)} o lote esta em carencia (${p.carenciaProduto}).` : '';
  if (p.melhorDia === null || p.melhorData === null) {
    return `Nenhum dia de venda nos ${p.horizonteDias} dias da projecao.${carencia}`;
  }
  const vender = `Vender em ${br(p.melhorData)} (dia ${p.melhorDia}), a maior margem entre os dias de venda`;
  if (p.pontoOtimoDia === null || p.pontoOtimoData === null) {
    return `${vender}: a margem ainda cresce no fim do horizonte; um horizonte maior pode indicar dia melhor.${carencia}`;
  }
  if (p.pontoOtimoDia === p.melhorDia) {
    return `${vender}: depois dele cada dia a mais custa mais do que rende (ponto otimo).${carencia}`;
  }
  return `${vender}: a margem cai depois de ${br(p.pontoOtimoData)} (ponto otimo) mas volta a subir e supera esse pico.${carencia}`;
}

export const comExplicacao = (p: ProjecaoLote): ProjecaoLote => ({ ...p, explicacao: explicacao(p) });
