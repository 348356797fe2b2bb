import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import type { CacheDoDia } from '../modules/resumo/conteudo';
import type { ResumoService } from '../modules/resumo/resumo.service';

export type ResumoDiarioDeps = { clock: Clock; timeZone: string; resumos: ResumoService; logger: Logger };

/**
 * Issue 36, item 5: each active user whose tenant's hour has come gets the day's digest once. Which user is due is
 * read fresh on every run; who sends is decided per user by the (user, day) claim, so runs of several instances, or
 * a run after a restart, share the work and never send twice. One user's failure is logged and the others go on.
 */
export async function runResumoDiario(d: ResumoDiarioDeps): Promise<{ devidos: number; enviados: number }> {
  const now = d.clock.now();
  const devidos = await d.resumos.devidos(now);
  if (devidos.length === 0) return { devidos: 0, enviados: 0 };
  // The same day as devidos' (same instant, same IANA zone), here only when someone is due (see devidos).
  const today = businessDate(now, d.timeZone);
  let enviados = 0;
  // What a tenant's users share (its batches' projection, plan, stock, hedges) is read once per run, not per user.
  const cache: CacheDoDia = new Map();
  for (const user of devidos) {
    try {
      if (await d.resumos.enviar(user, today, now, cache)) enviados++;
    } catch (err) {
      d.logger.error({ err, userId: user.id }, 'daily digest failed');
    }
  }
  if (devidos.length > 0) d.logger.info({ devidos: devidos.length, enviados }, 'daily digest');
  return { devidos: devidos.length, enviados };
}
