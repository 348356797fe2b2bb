import { DEMO_CUSTOS, DEMO_LOTES, jitter, round } from './farm';
import type { DemoStep } from './context';

/**
 * The purchase of every batch's animals on its entry day (live weight at the agreed price per live arroba of 30 kg),
 * with the GTA they came under, issued the day before.
 */
export const compras: DemoStep = {
  name: 'compras',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      const pesoTotal = l.cabecas * l.pesoEntrada;
      const valorTotal = round((pesoTotal / 30) * l.compra.valorArroba, 2);
      await ctx.services.compras.create(ctx.actor, ctx.loteIds.get(l.codigo)!, {
        dataCompra: ctx.day(l.entrada), quantidadeAnimais: l.cabecas, pesoTotal, valorTotal, frete: l.cabecas * 38,
        comissao: round(valorTotal * 0.015, 2), vendedor: l.compra.vendedor, observacoes: null,
        gta: { ...l.compra.gta, dataEmissao: ctx.day(l.entrada - 1) },
      });
    }
  },
};

/** Other costs: the farm's monthly overhead and a few costs of one batch, before any batch is closed. */
export const custos: DemoStep = {
  name: 'custos',
  async run(ctx) {
    for (const c of DEMO_CUSTOS) {
      await ctx.services.custos.create(ctx.actor, {
        loteId: c.lote ? ctx.loteIds.get(c.lote)! : null, categoria: c.categoria, descricao: c.descricao,
        valor: round(c.valor * (1 + 0.05 * jitter(`custo:${c.categoria}:${c.dia}`)), 2), data: ctx.day(c.dia),
      });
    }
  },
};
