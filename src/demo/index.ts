import type { Actor } from '../auth/actor';
import { addDays, businessDate, type Clock } from '../clock';
import type { DemoContext, DemoServices, DemoStep } from './context';
import { animais, lotes } from './lotes';
import { alertas, precos } from './precos';
import { pesagens } from './pesagens';
import { consumos, racoes } from './racoes';
import { medicamentos } from './medicamentos';
import { vendas } from './vendas';
import { currais, dietas, tratos } from './tratos';
import { compras, custos } from './custos';
import { protocolos } from './protocolos';
import { hedges } from './hedges';

/**
 * The demo farm, one step per domain, in the order a farm happens: a new domain adds a file and a row here.
 * Every step writes through the services, so the farm obeys the same rules as data entered through the API.
 */
export const DEMO_STEPS: DemoStep[] = [
  racoes, currais, dietas, lotes, animais, compras, custos, pesagens, consumos, tratos, protocolos, medicamentos, vendas, precos, alertas,
  hedges,
];

export type DemoSeedOptions = { clock: Clock; timeZone: string; marketProvider: string };

/** Seeds the demo tenant of `actor` (its Admin); returns the time each step took, in ms. */
export async function seedDemoFarm(services: DemoServices, actor: Actor, opts: DemoSeedOptions): Promise<Record<string, number>> {
  const today = businessDate(opts.clock.now(), opts.timeZone);
  const ctx: DemoContext = {
    actor, services, clock: opts.clock, marketProvider: opts.marketProvider, loteIds: new Map(), racaoIds: new Map(), curralIds: new Map(), dietaIds: new Map(),
    day: (offset) => addDays(today, offset),
  };
  const timings: Record<string, number> = {};
  for (const step of DEMO_STEPS) {
    const started = Date.now();
    await step.run(ctx);
    timings[step.name] = Date.now() - started;
  }
  return timings;
}

