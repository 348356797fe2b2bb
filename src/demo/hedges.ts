import { contratosCurva } from '../modules/projecao/projecao.rules';
import type { DemoStep } from './context';

/**
 * The hedge register (issue 29): the finishing batch sold forward on next month's contract, the growing batch on the
 * month after, and a position closed before the sold batch left. The contracts are among the mock provider's, so
 * ingestion marks the open ones to market from the first sync on.
 */
export const hedges: DemoStep = {
  name: 'hedges',
  async run(ctx) {
    const [, proximo, seguinte] = contratosCurva(ctx.day(0), 3).map((c) => c.codigo);
    const lote = (codigo: string) => [ctx.loteIds.get(codigo)!];
    const criar = (contrato: string, precoEntrada: number, dataEntrada: number, loteIds: string[], saida?: { preco: number; dia: number }) =>
      ctx.services.hedges.create(ctx.actor, {
        contrato, direcao: 'Venda', quantidadeContratos: 1, precoEntrada, dataEntrada: ctx.day(dataEntrada), loteIds,
        precoSaida: saida?.preco ?? null, dataSaida: saida ? ctx.day(saida.dia) : null, observacao: 'Trava de preco na B3',
      });
    await criar(proximo, 328.5, -20, lote('L01-NELORE'));
    await criar(seguinte, 331, -6, lote('L02-CRUZADO'));
    await criar(proximo, 335, -40, lote('L00-VENDIDO'), { preco: 327.5, dia: -15 });
  },
};
