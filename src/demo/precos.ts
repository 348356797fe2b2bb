import { and, count, eq, isNull } from 'drizzle-orm';
import { unitOfWork } from '../db/unit-of-work';
import { recentCandles } from '../market/providers/synthetic';
import { precosMercado } from '../modules/preco-mercado/schema';
import { jitter, round } from './farm';
import type { DemoContext, DemoStep } from './context';

const DIAS = 30;

/**
 * Legacy prices: the tenant's own MANUAL quotes of the last 30 days, and, when the mock provider is active and the
 * global PRIMARY series is empty, its daily closes before today (ingestion writes today's), so the summary and the
 * chart tell one story.
 */
export const precos: DemoStep = {
  name: 'precos',
  async run(ctx) {
    const { precos: service } = ctx.services;
    // One transaction for the series (no alert exists yet, so nothing fires).
    await unitOfWork(async () => {
      for (let dia = -DIAS; dia <= -1; dia++) {
        const precoArroba = round(318 + 8 * Math.sin(dia / 5) + 2 * jitter(`manual:${dia}`), 2);
        await service.store({ fonte: 'MANUAL', tenantId: ctx.actor.tenantId }, ctx.day(dia), precoArroba, 'Praca Campo Grande', 'insert');
      }
    });
    if (ctx.marketProvider === 'mock') await seedPrimary(ctx);
  },
};

async function seedPrimary(ctx: DemoContext) {
  const { db, precos: service } = ctx.services;
  const [{ n }] = await db.select({ n: count() }).from(precosMercado).where(and(eq(precosMercado.fonte, 'PRIMARY'), isNull(precosMercado.tenantId)));
  if (n > 0) return;
  const today = ctx.day(0);
  const closes = recentCandles('BGI1!', '1d', DIAS + 1, ctx.clock.now().getTime())
    .map((c) => ({ data: c.time.toISOString().slice(0, 10), close: c.close }))
    .filter((c) => c.data < today);
  await unitOfWork(async () => {
    for (const c of closes) await service.store({ fonte: 'PRIMARY', tenantId: null }, c.data, round(c.close, 2), null, 'insert');
  });
}

/** One active alert above the market (it fires when the price rises to it) and one paused below. */
export const alertas: DemoStep = {
  name: 'alertas',
  async run(ctx) {
    await ctx.services.alertas.create(ctx.actor, { tipo: 'PrecoAcima', valorAlvo: 350, fonte: 'PRIMARY' });
    const pausado = await ctx.services.alertas.create(ctx.actor, { tipo: 'PrecoAbaixo', valorAlvo: 300, fonte: 'PRIMARY' });
    await ctx.services.alertas.update(ctx.actor, pausado.id, { tipo: 'PrecoAbaixo', valorAlvo: 300, fonte: 'PRIMARY', ativo: false });
  },
};
