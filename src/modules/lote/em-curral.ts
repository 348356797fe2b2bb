import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import type { UnderCurral } from '../curral/curral.service';
import { cabecasAgora } from './kpis';
import { lotes } from './schema';

const openLoteOf = (curralId: unknown) =>
  and(eq(lotes.curralId, curralId as string), eq(lotes.status, 'Aberto'));

/** The batches in pens, as the pen's rules read them (`UnderCurral`, src/modules/curral/curral.service.ts). */
export const lotesEmCurral = (db: Db): UnderCurral => ({
  // curralId is nullable in the table; the inArray leaves no null, hence the cast.
  lotesAbertos: (actor, curralIds) => db
    .select({ curralId: lotes.curralId, id: lotes.id, codigo: lotes.codigo, cabecas: cabecasAgora().mapWith(Number) }).from(lotes)
    .where(liveForTenant(lotes, actor, inArray(lotes.curralId, curralIds), eq(lotes.status, 'Aberto'))) as Promise<{ curralId: string; id: string; codigo: string; cabecas: number }[]>,
  async loteAberto(actor: Actor, curralId: string, lock: boolean) {
    const query = db.select({ id: lotes.id, n: lotes.quantidadeAnimais }).from(lotes).where(liveForTenant(lotes, actor, openLoteOf(curralId)));
    const [lote] = lock ? await query.for('update') : await query;
    return lote;
  },
});
