import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { jsonValue } from '../../db/raw';
import { AppError } from '../../errors';
import { isUuid } from '../../validation';
import { requireLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { contratosCurva } from './projecao.rules';
import { projecaoSql } from './projecao.sql';
import type { ProjecaoLote } from './projecao.types';


/** Issue 29: when to sell each open batch, projected against the futures curve (docs/projecao.md). */
export class ProjecaoService {
  private readonly db: Db;

  constructor(private readonly database: Database, private readonly today: Today) {
    this.db = database.db;
  }

  /** Batch.projecao: every open batch of the list in one statement; a closed or unknown batch is null. */
  async byLotes(actor: Actor, ids: readonly string[], dias: number): Promise<(ProjecaoLote | null)[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return ids.map(() => null);
    const today = this.today();
    const rows = await this.database.rows<{ loteId: string; projecao: unknown }>(
      projecaoSql(actor.tenantId, today, dias, contratosCurva(today), inArray(lotes.id, valid)));
    const byId = new Map(rows.map((r) => [r.loteId, jsonValue<ProjecaoLote>(r.projecao)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** One batch: 404 when not the caller's, BATCH_CLOSED when closed (a closed batch has been sold: nothing to project). */
  async projecaoLote(actor: Actor, loteId: string, dias: number): Promise<ProjecaoLote> {
    if (!isUuid(loteId)) return this.missing(actor, loteId);
    const today = this.today();
    const [row] = await this.database.rows<{ projecao: unknown }>(
      projecaoSql(actor.tenantId, today, dias, contratosCurva(today), eq(lotes.id, loteId)));
    return row ? jsonValue<ProjecaoLote>(row.projecao) : this.missing(actor, loteId);
  }

  /** Why a batch has no projection: not the caller's (404), or closed. */
  private async missing(actor: Actor, loteId: string): Promise<never> {
    const lote = await requireLote(this.db, actor, loteId);
    if (lote.status !== 'Fechado') throw new Error(`open batch ${loteId} without a projection`);
    throw new AppError('BATCH_CLOSED', `Lote ${lote.codigo} fechado: nao ha projecao`);
  }
}

