import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { jsonObject } from '../../db/raw';
import { forTenant, liveForTenant, withTenant, TENANT_PARAM } from '../../db/tenant';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { requireLote, liveLoteJoin, firstPerLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { blankToNull } from '../../validation';
import { racoes } from '../racao/schema';
import type { NotificacaoService } from '../notificacao/notificacao.service';
import { avisarEstoqueBaixo } from '../racao/estoque-baixo';
import type { ConsumoRacao, ConsumoRacaoInput } from './consumo-racao.types';
import { consumosRacao as c } from './schema';

const ROW = {
  id: c.id, data: c.data, racaoId: c.racaoId, quantidadeKg: c.quantidadeKg, custoTotal: c.custoTotal,
  observacao: c.observacao, loteId: c.loteId,
};
// The feed is joined whatever its deleted_at: history keeps the name of a feed deleted later.
const WITH_NAME = { ...ROW, racaoNome: racoes.nome };
// tenancy: the feed of a consumption, in the consumption's tenant (the consumption itself is scoped by forTenant).
const feedJoin = and(eq(racoes.tenantId, c.tenantId), eq(racoes.id, c.racaoId));
// Rows of a live batch only: an empty answer then needs the guard to tell "no batch" from "no rows".
const LIVE_LOTE = liveLoteJoin(c);
const ORDER = [desc(c.data), desc(c.criadoEm), desc(c.id)];

const ph = sql.placeholder;

const consumoNotFound = () => notFound('Consumo de racao');
// A confirmed trato owns its consumptions (contract 12.4): they change only through the confirmation, so that its kg,
// its consumptions and the stock never disagree.
const ownedByTrato = (confirmacaoId: string) => new AppError('TRATO_CONSUMPTION',
  `Consumo gerado pela confirmacao de trato ${confirmacaoId}: corrija-a em PUT /api/tratos/confirmacoes/${confirmacaoId} `
  + `ou remova-a em DELETE /api/tratos/confirmacoes/${confirmacaoId}`);
const feedNotFound = () => new AppError('FEED_NOT_FOUND', 'Racao nao encontrada');

export class ConsumoRacaoService {
  private readonly listQuery;
  private readonly detailQuery;

  private readonly db: Db;

  constructor(database: Database, private readonly notificacoes: NotificacaoService) {
    this.db = database.db;
    // One JSON value: drizzle's mapping of a 1,000-row answer, field by field, was a quarter of the request's CPU.
    const page = this.db.select({ ...WITH_NAME, criadoEm: c.criadoEm }).from(c)
      .innerJoin(lotes, LIVE_LOTE).innerJoin(racoes, feedJoin)
      .where(liveForTenant(c, TENANT_PARAM, eq(c.loteId, ph('loteId'))))
      .orderBy(...ORDER)
      .limit(ph('limit'))
      .as('page');
    const fields = Object.fromEntries(Object.keys(WITH_NAME).map((k) => [k, page[k as keyof typeof WITH_NAME]]));
    this.listQuery = this.db.select({
      rows: sql<ConsumoRacao[]>`coalesce(json_agg(${jsonObject(fields)} order by ${page.data} desc, ${page.criadoEm} desc, ${page.id} desc), '[]'::json)`,
    }).from(page).prepare('consumos_racao_list');
    this.detailQuery = this.db.select(WITH_NAME).from(c)
      .innerJoin(lotes, LIVE_LOTE).innerJoin(racoes, feedJoin)
      .where(liveForTenant(c, TENANT_PARAM, eq(c.loteId, ph('loteId')), eq(c.id, ph('id'))))
      .prepare('consumo_racao_detail');
  }

  /** The latest `limit` consumptions of a batch, data desc then creation desc (contract 1.4). One query when the batch has any. */
  async list(actor: Actor, loteId: string, limit: number): Promise<ConsumoRacao[]> {
    if (!isUuid(loteId)) throw notFound('Lote');
    const [{ rows }] = await this.listQuery.execute({ tenantId: actor.tenantId, loteId, limit });
    if (rows.length === 0) await requireLote(this.db, actor, loteId);
    return rows;
  }

  async get(actor: Actor, loteId: string, id: string): Promise<ConsumoRacao> {
    if (!isUuid(loteId)) throw notFound('Lote');
    const [row] = isUuid(id) ? await this.detailQuery.execute({ tenantId: actor.tenantId, loteId, id }) : [];
    if (row) return row;
    await requireLote(this.db, actor, loteId);
    throw consumoNotFound();
  }

  /** Batch.consumosRacao: the latest `limit` consumptions of each batch in one statement, in the keys' order. */
  byLotes(actor: Actor, loteIds: readonly string[], limit: number): Promise<ConsumoRacao[][]> {
    return firstPerLote(this.db, actor, loteIds, limit, { child: c, fields: WITH_NAME, order: ORDER, join: { table: racoes, on: feedJoin } });
  }

  create(actor: Actor, loteId: string, input: ConsumoRacaoInput): Promise<ConsumoRacao> {
    return this.announcing(actor, async () => {
      await requireLote(this.db, actor, loteId, { forWrite: true });
      const feed = await this.lockFeed(actor, input.racaoId);
      const [row] = await this.db.insert(c).values(withTenant(actor, { loteId, ...this.values(actor, input) })).returning(ROW);
      return { ...row, racaoNome: feed.nome };
    });
  }

  update(actor: Actor, loteId: string, id: string, input: ConsumoRacaoInput): Promise<ConsumoRacao> {
    return this.announcing(actor, async () => {
      await requireLote(this.db, actor, loteId, { forWrite: true });
      if (!isUuid(id)) throw consumoNotFound();
      const feed = await this.lockFeed(actor, input.racaoId);
      const [row] = await this.db.update(c)
        .set({ ...this.values(actor, input), atualizadoEm: sql`now()` })
        .where(liveForTenant(c, actor, eq(c.loteId, loteId), eq(c.id, id), isNull(c.confirmacaoId)))
        .returning(ROW);
      if (!row) throw await this.notWritable(actor, loteId, id);
      return { ...row, racaoNome: feed.nome };
    });
  }

  /**
   * One transaction: the write, then the EstoqueBaixo notices it caused (every consumption draws its feed's stock
   * down through a trigger; 12.5), announced after commit.
   */
  private async announcing<T>(actor: Actor, write: () => Promise<T>): Promise<T> {
    return unitOfWork(async () => {
      const out = await write();
      await avisarEstoqueBaixo(this.db, this.notificacoes, actor.tenantId);
      return out;
    });
  }

  /** Soft delete; a closed batch keeps its history (BATCH_CLOSED). */
  remove(actor: Actor, loteId: string, id: string): Promise<boolean> {
    return unitOfWork(async () => {
      await requireLote(this.db, actor, loteId, { forWrite: true });
      if (!isUuid(id)) throw consumoNotFound();
      const [row] = await this.db.update(c)
        .set({ deletedAt: sql`now()` })
        .where(liveForTenant(c, actor, eq(c.loteId, loteId), eq(c.id, id), isNull(c.confirmacaoId)))
        .returning({ id: c.id });
      if (!row) throw await this.notWritable(actor, loteId, id);
      return true;
    });
  }

  /** Why a write touched no row: the consumption is a confirmed trato's (TRATO_CONSUMPTION), or there is none (404). */
  private async notWritable(actor: Actor, loteId: string, id: string): Promise<AppError> {
    const [row] = await this.db.select({ confirmacaoId: c.confirmacaoId }).from(c)
      .where(liveForTenant(c, actor, eq(c.loteId, loteId), eq(c.id, id)));
    return row?.confirmacaoId ? ownedByTrato(row.confirmacaoId) : consumoNotFound();
  }

  /**
   * The live feed of the caller's tenant, locked so its price cannot change before the cost is computed. The lock is
   * the one the stock trigger's UPDATE of the feed takes anyway (12.5): two writers holding a shared lock and both
   * upgrading would deadlock.
   */
  private async lockFeed(actor: Actor, racaoId: string) {
    if (!isUuid(racaoId)) throw feedNotFound();
    const [feed] = await this.db.select({ id: racoes.id, nome: racoes.nome }).from(racoes)
      .where(liveForTenant(racoes, actor, eq(racoes.id, racaoId)))
      .for('no key update');
    if (!feed) throw feedNotFound();
    return feed;
  }

  /**
   * Column values of a write. custoTotal is computed by PostgreSQL from the stored (3-decimal) quantity and the
   * feed's custoKg at this moment, and frozen: a later price change does not rewrite it (contract 2.3).
   */
  private values(actor: Actor, input: ConsumoRacaoInput) {
    const price = this.db.select({ custoKg: racoes.custoKg }).from(racoes).where(forTenant(racoes, actor, eq(racoes.id, input.racaoId)));
    return {
      racaoId: input.racaoId,
      data: input.data,
      quantidadeKg: input.quantidadeKg,
      custoTotal: sql<number>`round(${String(input.quantidadeKg)}::numeric(14,3) * (${price}), 2)`,
      observacao: blankToNull(input.observacao),
    };
  }
}
