import { ProtocoloTipo } from '../modules/protocolo/protocolo.types';
import { DEMO_PROTOCOLOS } from './farm';
import type { DemoStep } from './context';

/** Sanitary protocols: planned, realized on their day (or the day after), one overdue and one still ahead. */
export const protocolos: DemoStep = {
  name: 'protocolos',
  async run(ctx) {
    for (const p of DEMO_PROTOCOLOS) {
      const loteId = ctx.loteIds.get(p.lote)!;
      const created = await ctx.services.protocolos.create(ctx.actor, loteId, {
        produto: p.produto, tipo: ProtocoloTipo[p.tipo], dataPrevista: ctx.day(p.prevista), quantidadeMl: p.quantidadeMl,
        custoPorAnimal: p.custoPorAnimal, carenciaDias: p.carenciaDias, observacoes: null,
      });
      if (p.realizada !== null) {
        await ctx.services.protocolos.realizar(ctx.actor, loteId, created.id, { dataRealizada: ctx.day(p.realizada), quantidadeMl: p.quantidadeMl, observacoes: null });
      }
    }
  },
};
