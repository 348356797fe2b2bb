import { DEMO_CURRAIS, DEMO_DIETAS, DEMO_LOTES, TRATO_DIAS, jitter } from './farm';
import type { DemoStep } from './context';
import { intake } from './racoes';

/** The pens, before the batches that are put in them. */
export const currais: DemoStep = {
  name: 'currais',
  async run(ctx) {
    for (const c of DEMO_CURRAIS) ctx.curralIds.set(c.codigo, (await ctx.services.currais.create(ctx.actor, c)).id);
  },
};

/** The diets, mixed from the feeds of the racoes step. */
export const dietas: DemoStep = {
  name: 'dietas',
  async run(ctx) {
    for (const [key, d] of Object.entries(DEMO_DIETAS)) {
      const ingredientes = Object.entries(d.mistura).map(([racao, percentual]) => ({ racaoId: ctx.racaoIds.get(racao)!, percentual }));
      ctx.dietaIds.set(key, (await ctx.services.dietas.create(ctx.actor, { nome: d.nome, ingredientes })).id);
    }
  },
};

/**
 * The daily workflow of the last TRATO_DIAS days of every open batch: its diets from their days on, a bunk reading
 * every past morning (varied) and the confirmed trato of each past day, which becomes its feed consumption and draws
 * the stock down. Today is neither read nor confirmed: the morning is the operator's to take on /campo (issue 35).
 */
export const tratos: DemoStep = {
  name: 'tratos',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      const loteId = ctx.loteIds.get(l.codigo)!;
      for (const [dia, dieta] of l.dietas) await ctx.services.dietas.atribuir(ctx.actor, loteId, { dietaId: ctx.dietaIds.get(dieta)!, desde: ctx.day(dia) });
      if (l.venda) continue;
      for (let dia = Math.max(-TRATO_DIAS, l.entrada); dia < 0; dia++) {
        const nota = Math.floor(1.5 + 1.5 * jitter(`${l.codigo}:cocho:${dia}`));
        await ctx.services.leituras.create(ctx.actor, loteId, { data: ctx.day(dia), nota, observacao: null });
        const cabecas = l.cabecas - (l.mortes && dia > -40 ? l.mortes : 0);
        const kgFornecido = Math.round(cabecas * (l.silagemKg + l.concentradoKg) * intake(l, dia) * (1 + 0.03 * jitter(`${l.codigo}:trato:${dia}`)));
        await ctx.services.tratos.confirmar(ctx.actor, { data: ctx.day(dia), loteId, kgFornecido });
      }
    }
  },
};
