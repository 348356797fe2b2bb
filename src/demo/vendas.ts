import { DEMO_LOTES, jitter, round } from './farm';
import type { DemoStep } from './context';
import { pesoNoDia } from './pesagens';

/**
 * One death, then the sale of a whole batch, animal by animal as the slaughterhouse's romaneio lists them (live weight
 * and carcass weight), and the closing of that batch at the romaneio's mean yield. The first truck's animals carry
 * its GTA; the second truck's GTA is missing (a sale without one is allowed and listed as a pending document).
 */
export const vendas: DemoStep = {
  name: 'vendas',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      const loteId = ctx.loteIds.get(l.codigo)!;
      const animals = await ctx.services.animais.listByLote(ctx.actor, loteId, l.cabecas);
      for (const a of animals.slice(0, l.mortes ?? 0)) {
        await ctx.services.animais.registerMortalidade(ctx.actor, a.id, { dataMorte: ctx.day(-40), causa: 'Pneumonia' });
      }
      if (!l.venda) continue;
      const peso = pesoNoDia(l, l.venda.dia);
      let vivo = 0;
      let carcaca = 0;
      const { cabecas, ...gta } = l.venda.gta;
      for (const [i, a] of animals.entries()) {
        const pesoVenda = round(peso + (a.pesoEntrada - l.pesoEntrada), 1);
        const pesoCarcaca = round((pesoVenda * (l.venda.rendimento + jitter(`romaneio:${a.identificacao}`))) / 100, 1);
        await ctx.services.animais.registerVenda(ctx.actor, a.id, {
          dataVenda: ctx.day(l.venda.dia), pesoVenda, valorArroba: l.venda.valorArroba, pesoCarcaca,
          gta: i < cabecas ? { ...gta, dataEmissao: ctx.day(l.venda.dia) } : null,
        });
        vivo += pesoVenda;
        carcaca += pesoCarcaca;
      }
      await ctx.services.lotes.fechar(ctx.actor, loteId, { pesoSaida: peso, rendimentoCarcaca: round((carcaca / vivo) * 100, 2) });
    }
  },
};
