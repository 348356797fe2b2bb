import { DEMO_LOTES, DEMO_RACOES, TRATO_DIAS, jitter, round, type DemoLote } from './farm';
import type { DemoContext, DemoStep } from './context';

/** Feeds bought before the first batch arrived. */
export const racoes: DemoStep = {
  name: 'racoes',
  async run(ctx) {
    for (const [key, feed] of Object.entries(DEMO_RACOES)) {
      const created = await ctx.services.racoes.create(ctx.actor, { ...feed, dataCompra: ctx.day(-135), quantidadeKg: 400_000 });
      ctx.racaoIds.set(key, created.id);
    }
  },
};

/** Intake grows over the first two weeks (adaptation to the diet), then follows the head count. */
export const intake = (lote: DemoLote, dia: number) => Math.min(1, 0.7 + (0.3 * (dia - lote.entrada)) / 14);

const WEEK = 7;

/**
 * What every batch ate, recorded per week (dated on the week's last day) until the day before it was sold, or, for an
 * open batch, until the confirmed trato of its last TRATO_DIAS days takes over (so no day is fed twice): daily records
 * would cost a transaction per batch, feed and day at first start (about 9 s on PGlite) for the same totals.
 */
export const consumos: DemoStep = {
  name: 'consumos',
  async run(ctx) {
    for (const lote of DEMO_LOTES) {
      const last = lote.venda ? lote.venda.dia - 1 : -(TRATO_DIAS + 1);
      for (let start = lote.entrada; start <= last; start += WEEK) await feedWeek(ctx, lote, start, Math.min(start + WEEK - 1, last));
    }
  },
};

async function feedWeek(ctx: DemoContext, lote: DemoLote, from: number, to: number) {
  const loteId = ctx.loteIds.get(lote.codigo)!;
  const plan = [['silagem', lote.silagemKg], ['concentrado', lote.concentradoKg]] as const;
  for (const [key, perHead] of plan) {
    let kg = 0;
    for (let dia = from; dia <= to; dia++) kg += lote.cabecas * perHead * intake(lote, dia) * (1 + 0.03 * jitter(`${lote.codigo}:${key}:${dia}`));
    await ctx.services.consumos.create(ctx.actor, loteId, {
      data: ctx.day(to), racaoId: ctx.racaoIds.get(key)!, quantidadeKg: round(kg, 1), observacao: `Consumo de ${to - from + 1} dia(s) desde ${ctx.day(from)}`,
    });
  }
}
