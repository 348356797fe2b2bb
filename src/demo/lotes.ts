import { createAnimalBatch } from '../modules/animal/animal-batch';
import { DEMO_LOTES, jitter, round } from './farm';
import type { DemoStep } from './context';

/** The batches, each with its animals registered one by one (ear tag, sex, breed, entry weight). */
export const lotes: DemoStep = {
  name: 'lotes',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      const lote = await ctx.services.lotes.create(ctx.actor, {
        codigo: l.codigo, descricao: l.descricao, dataEntrada: ctx.day(l.entrada),
        dataPrevistaSaida: l.previstaSaida === null ? null : ctx.day(l.previstaSaida),
        pesoMedioEntrada: l.pesoEntrada, quantidadeAnimais: l.cabecas, raca: l.raca, cidade: l.cidade, curralId: ctx.curralIds.get(l.curral),
      });
      ctx.loteIds.set(l.codigo, lote.id);
    }
  },
};

export const animais: DemoStep = {
  name: 'animais',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      const prefix = l.codigo.slice(0, 3);
      const items = Array.from({ length: l.cabecas }, (_, i) => {
        const n = String(i + 1).padStart(3, '0');
        return { identificacao: `${prefix}-${n}`, brinco: `BR${prefix.slice(1)}${n}`, sexo: l.sexo, raca: l.raca, pesoEntrada: round(l.pesoEntrada + 25 * jitter(`${l.codigo}:${n}`), 1) };
      });
      const result = await createAnimalBatch(ctx.services.db, ctx.actor, ctx.loteIds.get(l.codigo)!, { animais: items });
      if (result.erros.length > 0) throw new Error(`demo animals of ${l.codigo}: ${JSON.stringify(result.erros)}`);
    }
  },
};
