import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { deltaPage } from '../../db/delta';
import { changedSince, forTenant, withTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { blankToNull, isUuid } from '../../validation';
import { assertDiaDoLote, firstPerLote, requireLote, type LoteRef } from '../lote/lote.guard';
import type { LeituraCocho, LeituraCochoInput } from './trato.types';
import { leiturasCocho as l } from './schema';

const ROW = { id: l.id, data: l.data, nota: l.nota, observacao: l.observacao, loteId: l.loteId, atualizadoEm: l.atualizadoEm };
const leituraNotFound = () => notFound('Leitura de cocho');

/** Bunk readings (contract 12.3): any role records them; one per batch and day (DUPLICATE_READING by unique index). */
export class LeituraService {
  private readonly db: Db;

  constructor(database: Database, private readonly today: Today) {
    this.db = database.db;
  }

  /** With `atualizadoDesde`, only readings changed since (a device's delta sync; readings are never deleted). */
  async list(actor: Actor, loteId: string, limit: number, atualizadoDesde?: Date | null): Promise<LeituraCocho[]> {
    await requireLote(this.db, actor, loteId);
    const since = atualizadoDesde ? changedSince(l, atualizadoDesde) : undefined;
    return this.db.select(ROW).from(l).where(forTenant(l, actor, eq(l.loteId, loteId), since)).orderBy(desc(l.data)).limit(limit);
  }

  /** A page of a device's delta sync of a batch's readings, in commit order (`src/db/delta.ts`). */
  async delta(actor: Actor, loteId: string, limit: number, cursor?: string | null) {
    const lote = await requireLote(this.db, actor, loteId);
    return deltaPage(this.db, l, ROW, forTenant(l, actor, eq(l.loteId, lote.id)), limit, cursor);
  }

  /** Batch.leiturasCocho: the latest `limit` of each batch in one statement, in the keys' order. */
  byLotes(actor: Actor, loteIds: readonly string[], limit: number): Promise<LeituraCocho[][]> {
    return firstPerLote(this.db, actor, loteIds, limit, { child: l, fields: ROW, order: [desc(l.data)] });
  }

  create(actor: Actor, loteId: string, input: LeituraCochoInput): Promise<LeituraCocho> {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      this.assertDay(lote, input.data);
      const [row] = await this.db.insert(l).values(withTenant(actor, { loteId, ...values(input) })).returning(ROW);
      return row;
    });
  }

  update(actor: Actor, loteId: string, id: string, input: LeituraCochoInput): Promise<LeituraCocho> {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      if (!isUuid(id)) throw leituraNotFound();
      this.assertDay(lote, input.data);
      const [row] = await this.db.update(l).set({ ...values(input), atualizadoEm: sql`now()` })
        .where(forTenant(l, actor, and(eq(l.loteId, loteId), eq(l.id, id)))).returning(ROW);
      if (!row) throw leituraNotFound();
      return row;
    });
  }

  /** A reading is an observation: not before the batch entered, not in the future. */
  private assertDay(lote: LoteRef, data: string) {
    assertDiaDoLote(lote, 'data', data, this.today());
  }
}

function values(input: LeituraCochoInput) {
  return { data: input.data, nota: input.nota, observacao: blankToNull(input.observacao) };
}
