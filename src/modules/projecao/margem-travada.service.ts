import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { margemTravadaSql } from '../hedge/hedge.sql';
import { hedges as h } from '../hedge/schema';
import type { MargemTravada } from './margem-travada.types';
import { PROJECAO } from './projecao.rules';
import type { ProjecaoService } from './projecao.service';
import type { ProjecaoLote } from './projecao.types';

/** The day fields a locked margin reads: the margin of the day of reference. */
const CAMPOS_DIA = ['dia', 'margem'];

/**
 * Issue 34: each open batch's locked margin, its projection's physical margin on the day of reference plus its share of
 * the hedge result (docs/projecao.md). Reads the projection through its service's answers only, and the hedge register
 * through its SQL (`margemTravadaSql`), so the projection's rules can change without this file changing.
 */
export class MargemTravadaService {
  constructor(private readonly database: Database, private readonly projecoes: ProjecaoService) {}

  /** One open batch's locked margin (GET /api/lotes/{id}/hedge): 404 when not the caller's, BATCH_CLOSED when closed. */
  async margemTravadaLote(actor: Actor, loteId: string, dias: number): Promise<MargemTravada> {
    const [m] = await this.margens(actor, [await this.projecoes.projecaoLote(actor, loteId, dias)], dias);
    return m as MargemTravada;
  }

  /** Batch.margemTravada, HedgeBatch.margemTravada: every batch of the list at once; a closed or unknown batch is null. */
  async margemTravadaPorLotes(actor: Actor, ids: readonly string[], dias: number): Promise<(MargemTravada | null)[]> {
    return this.margens(actor, await this.projecoes.byLotes(actor, ids, dias, CAMPOS_DIA), dias);
  }

  /**
   * The locked margin of each projected batch: its physical margin on the projection's day of reference plus its share
   * of the hedge result, summed in SQL. A planned exit beyond the horizon is read from the longest projection (its day of
   * reference does not depend on the horizon, unlike melhorDia).
   */
  private async margens(actor: Actor, projecoes: (ProjecaoLote | null)[], dias: number): Promise<(MargemTravada | null)[]> {
    const longe = projecoes.filter((p): p is ProjecaoLote => p !== null && p.hedge.diaReferencia > dias).map((p) => p.loteId);
    const longas = new Map(longe.length === 0 ? [] : (await this.projecoes.byLotes(actor, longe, PROJECAO.diasMax, CAMPOS_DIA))
      .filter((p): p is ProjecaoLote => p !== null).map((p) => [p.loteId, p]));
    const margemDe = (p: ProjecaoLote) => (longas.get(p.loteId) ?? p).dias.find((d) => d.dia === p.hedge.diaReferencia)!.margem;
    const abertas = projecoes.filter((p): p is ProjecaoLote => p !== null);
    if (abertas.length === 0) return projecoes.map(() => null);
    const refs = JSON.stringify(abertas.map((p) => ({ loteId: p.loteId, margem: margemDe(p) })));
    const rows = await this.database.rows<Omit<MargemTravada, 'loteCodigo'>>(margemTravadaSql(actor.tenantId, liveForTenant(h, actor), refs));
    const byId = new Map(rows.map((r) => [r.loteId, r]));
    return projecoes.map((p) => p && {
      ...byId.get(p.loteId)!, loteCodigo: p.loteCodigo, diaReferencia: p.hedge.diaReferencia, dataReferencia: p.hedge.dataReferencia,
      arrobasReferencia: p.hedge.arrobasReferencia, arrobasHedge: p.hedge.arrobasHedge, percentualHedge: p.hedge.percentualHedge,
      sobreHedge: p.hedge.percentualHedge !== null && p.hedge.percentualHedge > 100, precoTravado: p.hedge.precoTravado,
    });
  }
}
