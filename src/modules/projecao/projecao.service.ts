import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { jsonValue } from '../../db/raw';
import { AppError } from '../../errors';
import { isUuid } from '../../validation';
import { requireLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { contratosCurva, feriados } from './projecao.rules';
import { projecaoSql } from './projecao.sql';
import { ConfiguracaoVendaService } from './configuracao.service';
import { comExplicacao } from './projecao.advice';
import type { ProjecaoLote } from './projecao.types';

const ph = sql.placeholder;
const curvaDe = (today: string) => JSON.stringify(contratosCurva(today));
const feriadosDe = async (today: string) => JSON.stringify(await feriados(today));

/** Issue 29: when to sell each open batch, projected against the futures curve (docs/projecao.md). */
export class ProjecaoService {
  private readonly db: Db;
  /** The tenant's terms of sale the statement reads (configuracao-venda). */
  readonly configuracao: ConfiguracaoVendaService;
  /**
   * One batch's statement, rendered once: building the 180-line statement from its fragments cost drizzle about as
   * much CPU per request as the rest of the service's work on it (V8 profile of the bench's projection row).
   */
  private readonly one: (values: Record<string, unknown>) => Promise<{ projecao: unknown }[]>;

  constructor(private readonly database: Database, private readonly today: Today) {
    this.db = database.db;
    this.configuracao = new ConfiguracaoVendaService(database);
    this.one = database.prepare(projecaoSql(ph('tenantId'), ph('today'), ph('dias'), ph('curva'), ph('feriados'), eq(lotes.id, ph('loteId'))));
  }

  /**
   * Batch.projecao: every open batch of the list in one statement; a closed or unknown batch is null. `campos`: the
   * day fields the caller reads (the others are absent from `dias`), all when not given.
   */
  async byLotes(actor: Actor, ids: readonly string[], dias: number, campos?: readonly string[]): Promise<(ProjecaoLote | null)[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return ids.map(() => null);
    const today = this.today();
    const rows = await this.database.rows<{ loteId: string; projecao: unknown }>(
      projecaoSql(actor.tenantId, today, dias, curvaDe(today), await feriadosDe(today), inArray(lotes.id, valid), campos));
    const byId = new Map(rows.map((r) => [r.loteId, comExplicacao(jsonValue<ProjecaoLote>(r.projecao))]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** One batch: 404 when not the caller's, BATCH_CLOSED when closed (a closed batch has been sold: nothing to project). */
  async projecaoLote(actor: Actor, loteId: string, dias: number): Promise<ProjecaoLote> {
    if (!isUuid(loteId)) return this.missing(actor, loteId);
    const today = this.today();
    const [row] = await this.one({ tenantId: actor.tenantId, today, dias, curva: curvaDe(today), feriados: await feriadosDe(today), loteId });
    return row ? comExplicacao(jsonValue<ProjecaoLote>(row.projecao)) : this.missing(actor, loteId);
  }

  /** Why a batch has no projection: not the caller's (404), or closed. */
  private async missing(actor: Actor, loteId: string): Promise<never> {
    const lote = await requireLote(this.db, actor, loteId);
    if (lote.status !== 'Fechado') throw new Error(`open batch ${loteId} without a projection`);
    throw new AppError('BATCH_CLOSED', `Lote ${lote.codigo} fechado: nao ha projecao`);
  }
}

