import { DEMO_LOTES } from './farm';
import type { DemoStep } from './context';

/** Entry protocol of every batch (dewormer and vaccine), and one treatment of a few sick animals. */
export const medicamentos: DemoStep = {
  name: 'medicamentos',
  async run(ctx) {
    for (const l of DEMO_LOTES) {
      const loteId = ctx.loteIds.get(l.codigo)!;
      const create = (dia: number, nome: string, tipo: string, dosagem: string, quantidadeAnimais: number, custoUnitario: number) =>
        ctx.services.medicamentos.create(ctx.actor, loteId, {
          nome, tipo, dataAplicacao: ctx.day(dia), dosagem, quantidadeAnimais, custoUnitario, fornecedor: 'Casa Agropecuaria', observacao: null,
        });
      await create(l.entrada, 'Ivermectina 3,15%', 'Vermifugo', '1 ml / 50 kg', l.cabecas, 3.4);
      await create(l.entrada + 1, 'Vacina clostridiose', 'Vacina', '5 ml', l.cabecas, 2.1);
      if (l.mortes) await create(-42, 'Florfenicol', 'Antibiotico', '1 ml / 15 kg', 3, 18.9);
    }
  },
};
