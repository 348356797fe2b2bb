import { DEMO_LOTES, jitter, round, type DemoLote } from './farm';
import type { DemoStep } from './context';

/** Mean weight on a day: entry weight plus the batch's daily gain, with a little noise. */
export const pesoNoDia = (l: DemoLote, dia: number) => round(l.pesoEntrada + l.gmd * (dia - l.entrada) + 4 * jitter(`${l.codigo}:peso:${dia}`), 1);

/** Weighings of the batches: the second batch's latest is over 30 days old, so a PesagemPendente notice is real. */
export const pesagens: DemoStep = {
  name: 'pesagens',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      for (const dia of l.pesagens) {
        const quantidadeAnimais = l.cabecas - (l.mortes && dia > -40 ? l.mortes : 0);
        await ctx.services.pesagens.create(ctx.actor, ctx.loteIds.get(l.codigo)!, {
          data: ctx.day(dia), pesoMedio: pesoNoDia(l, dia), quantidadeAnimais, observacao: 'Pesagem do lote no tronco',
        });
      }
    }
  },
};
