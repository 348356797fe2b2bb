import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { deltaPage } from '../../db/delta';
import { changedSince, forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../errors';
import { blankToNull, isUuid } from '../../validation';
import { assertDiaDoLote, requireLote, type LoteRef } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import type { ProtocoloInput, RealizarProtocoloInput } from './protocolo.types';
import { protocolos } from './schema';

const ORDER = [asc(protocolos.dataPrevista), asc(protocolos.produto), asc(protocolos.id)];

/** Contract 11.1: protocols of a batch, their realization and the realized cost read by economics. */
export class ProtocoloService {
  private readonly db: Db;

  constructor(database: Database, private readonly today: Today) {
    this.db = database.db;
  }

  // realizado and atrasado are derived: atrasado compares with the business day of APP_TIMEZONE.
  private row() {
    const today = this.today();
    return {
      id: protocolos.id, loteId: protocolos.loteId, produto: protocolos.produto, tipo: protocolos.tipo,
      dataPrevista: protocolos.dataPrevista, dataRealizada: protocolos.dataRealizada, quantidadeMl: protocolos.quantidadeMl,
      custoPorAnimal: protocolos.custoPorAnimal, carenciaDias: protocolos.carenciaDias, fimCarencia: protocolos.fimCarencia,
      realizado: sql<boolean>`(${protocolos.dataRealizada} is not null)`.mapWith(Boolean),
      atrasado: sql<boolean>`(${protocolos.dataRealizada} is null and ${protocolos.dataPrevista} < ${today}::date)`.mapWith(Boolean),
      observacoes: protocolos.observacoes, createdAt: protocolos.criadoEm, atualizadoEm: protocolos.atualizadoEm, deletedAt: protocolos.deletedAt,
    };
  }

  /**
   * A batch's protocols; with `atualizadoDesde` (a device's delta sync), those changed or deleted since then,
   * deleted ones included as tombstones (`deletedAt` set).
   */
  async list(actor: Actor, loteId: string, limit: number, atualizadoDesde?: Date | null) {
    const lote = await requireLote(this.db, actor, loteId);
    const where = atualizadoDesde
      ? forTenant(protocolos, actor, eq(protocolos.loteId, lote.id), changedSince(protocolos, atualizadoDesde))
      : liveForTenant(protocolos, actor, eq(protocolos.loteId, lote.id));
    return this.db.select(this.row()).from(protocolos).where(where).orderBy(...ORDER).limit(limit);
  }

  /**
   * The tenant's protocols not realized whose dataPrevista is on or before `ate`, on live open batches, with the
   * batch's code (the daily digest: due today and overdue); the first `limit` in the list's order.
   */
  pendentes(actor: Actor, ate: string, limit: number) {
    return this.db.select({ ...this.row(), loteCodigo: lotes.codigo }).from(protocolos)
      .innerJoin(lotes, and(eq(lotes.tenantId, protocolos.tenantId), eq(lotes.id, protocolos.loteId)))
      .where(liveForTenant(protocolos, actor, isNull(protocolos.dataRealizada), lte(protocolos.dataPrevista, ate),
        isNull(lotes.deletedAt), eq(lotes.status, 'Aberto')))
      .orderBy(...ORDER).limit(limit);
  }

  /** A page of a device's delta sync of a batch's protocols, in commit order (`src/db/delta.ts`). */
  async delta(actor: Actor, loteId: string, limit: number, cursor?: string | null) {
    const lote = await requireLote(this.db, actor, loteId);
    return deltaPage(this.db, protocolos, this.row(), forTenant(protocolos, actor, eq(protocolos.loteId, lote.id)), limit, cursor);
  }

  async get(actor: Actor, loteId: string, id: string) {
    const lote = await requireLote(this.db, actor, loteId);
    return this.find(actor, lote.id, id);
  }

  async create(actor: Actor, loteId: string, input: ProtocoloInput) {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      const [{ id }] = await this.db.insert(protocolos).values(withTenant(actor, { loteId: lote.id, ...values(input) }))
        .returning({ id: protocolos.id });
      return this.find(actor, lote.id, id);
    });
  }

  /** A realized protocol keeps its realization; its realized cost follows a new custoPorAnimal. */
  async update(actor: Actor, loteId: string, id: string, input: ProtocoloInput) {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      await this.find(actor, lote.id, id);
      const v = values(input);
      await this.db.update(protocolos).set({
        ...v, atualizadoEm: sql`now()`,
        custoRealizado: sql`round(${v.custoPorAnimal}::numeric * ${protocolos.cabecasRealizadas}, 2)`,
      }).where(this.scope(actor, lote.id, id));
      return this.find(actor, lote.id, id);
    });
  }

  async remove(actor: Actor, loteId: string, id: string): Promise<boolean> {
    await unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      await this.find(actor, lote.id, id);
      await this.db.update(protocolos).set({ deletedAt: sql`now()` }).where(this.scope(actor, lote.id, id));
    });
    return true;
  }

  /**
   * Realizes the protocol under the batch row lock (the lock a sale and a closing take, see carencia.ts). The
   * UPDATE requires it still pending, so of two concurrent realizations one wins and the other gets
   * PROTOCOL_ALREADY_DONE. The realized cost is custoPorAnimal x the batch's heads on dataRealizada.
   */
  async realizar(actor: Actor, loteId: string, id: string, input: RealizarProtocoloInput) {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      const current = await this.find(actor, lote.id, id);
      if (current.realizado) throw alreadyDone();
      assertDiaDoLote(lote, 'dataRealizada', input.dataRealizada, this.today());
      const cabecas = await this.cabecasEm(actor, lote, input.dataRealizada);
      const rows = await this.db.update(protocolos).set({
        dataRealizada: input.dataRealizada, quantidadeMl: input.quantidadeMl ?? sql`${protocolos.quantidadeMl}`,
        observacoes: input.observacoes == null ? sql`${protocolos.observacoes}` : blankToNull(input.observacoes),
        cabecasRealizadas: cabecas, custoRealizado: sql`round(${protocolos.custoPorAnimal} * ${cabecas}, 2)`, atualizadoEm: sql`now()`,
      }).where(and(this.scope(actor, lote.id, id), isNull(protocolos.dataRealizada))).returning({ id: protocolos.id });
      if (rows.length === 0) throw alreadyDone();
      return this.find(actor, lote.id, id);
    });
  }

  private scope(actor: Actor, loteId: string, id: string) {
    return liveForTenant(protocolos, actor, eq(protocolos.loteId, loteId), eq(protocolos.id, id));
  }

  private async find(actor: Actor, loteId: string, id: string) {
    if (!isUuid(id)) throw notFound('Protocolo');
    const [row] = await this.db.select(this.row()).from(protocolos).where(this.scope(actor, loteId, id));
    if (!row) throw notFound('Protocolo');
    return row;
  }

  /**
   * Contract 10.3 cabecas on a day, from lote_cabecas (migration 0024), the SQL function the overhead allocation also
   * reads: one row per stretch of days with the same head count. tenancy: the function reads the caller's tenant only.
   */
  private async cabecasEm(actor: Actor, lote: LoteRef, dia: string): Promise<number> {
    const [{ cabecas }] = await this.db.select({ cabecas: sql<number>`cabecas`.mapWith(Number) })
      .from(sql`lote_cabecas(${actor.tenantId})`)
      .where(sql`lote_id = ${lote.id} and desde <= ${dia}::date and ${dia}::date < ate`);
    return cabecas;
  }
}

const alreadyDone = () => new AppError('PROTOCOL_ALREADY_DONE', 'Protocolo ja realizado');

function values(input: ProtocoloInput) {
  return {
    produto: input.produto.trim(), tipo: input.tipo, dataPrevista: input.dataPrevista, quantidadeMl: input.quantidadeMl ?? 0,
    custoPorAnimal: input.custoPorAnimal ?? 0, carenciaDias: input.carenciaDias ?? 0, observacoes: blankToNull(input.observacoes),
  };
}
