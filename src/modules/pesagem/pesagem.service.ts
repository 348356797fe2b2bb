import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Clock, Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError } from '../../errors';
import { pageOf } from '../../graphql/paging';
import { blankToNull, isUuid } from '../../validation';
import { assertDiaDoLote, requireLote, type LoteRef, liveLoteJoin, firstPerLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { MAX_PER_LOTE, type PesagemInput, type PesagensArgs } from './pesagem.types';
import { pesagens } from './schema';

const OWN_COLUMNS = {
  id: pesagens.id, data: pesagens.data, pesoMedio: pesagens.pesoMedio, quantidadeAnimais: pesagens.quantidadeAnimais,
  observacao: pesagens.observacao, loteId: pesagens.loteId,
};
const COLUMNS = { ...OWN_COLUMNS, loteCodigo: lotes.codigo };

// A weighing is visible only while its batch is: a deleted batch takes its weighings out of every read.
const LIVE_LOTE = liveLoteJoin(pesagens);
const ORDER = [desc(pesagens.data), desc(pesagens.criadoEm), asc(pesagens.id)];


const pesagemNotFound = () => new AppError('NOT_FOUND', 'Pesagem nao encontrada');

export class PesagemService {
  private readonly db: Db;

  constructor(database: Database, private readonly clock: Clock, private readonly today: Today) {
    this.db = database.db;
  }

  /** Every weighing of the tenant's live batches, paged, newest first. */
  async list(actor: Actor, args: PesagensArgs) {
    const filter = liveForTenant(pesagens, actor, args.loteId ? eq(pesagens.loteId, args.loteId) : undefined);
    const [items, [{ total }]] = await Promise.all([
      this.db.select(COLUMNS).from(pesagens).innerJoin(lotes, LIVE_LOTE).where(filter).orderBy(...ORDER)
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(pesagens).innerJoin(lotes, LIVE_LOTE).where(filter),
    ]);
    return pageOf(items, total, args);
  }

  async listForLote(actor: Actor, loteId: string, limit: number) {
    const lote = await requireLote(this.db, actor, loteId);
    return this.db.select(COLUMNS).from(pesagens).innerJoin(lotes, LIVE_LOTE)
      .where(liveForTenant(pesagens, actor, eq(pesagens.loteId, lote.id))).orderBy(...ORDER).limit(limit);
  }

  /**
   * The latest `limit` weighings of each batch in one statement (Batch.pesagens), in the order of `loteIds`. Async, so
   * a bad limit rejects the load (a 400) instead of throwing out of the DataLoader.
   */
  async byLotes(actor: Actor, loteIds: readonly string[], limit: number) {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PER_LOTE) throw fieldError('limit', `deve ser entre 1 e ${MAX_PER_LOTE}`);
    return firstPerLote(this.db, actor, loteIds, limit, { child: pesagens, fields: OWN_COLUMNS, order: ORDER });
  }

  async get(actor: Actor, loteId: string, id: string) {
    if (isUuid(loteId) && isUuid(id)) {
      const [row] = await this.db.select(COLUMNS).from(pesagens).innerJoin(lotes, LIVE_LOTE)
        .where(this.one(actor, loteId, id));
      if (row) return row;
    }
    await requireLote(this.db, actor, loteId); // names the batch when it is the missing one
    throw pesagemNotFound();
  }

  create(actor: Actor, loteId: string, input: PesagemInput) {
    return unitOfWork(async () => {
      const lote = await this.writableLote(actor, loteId, input);
      const [row] = await this.db.insert(pesagens).values(withTenant(actor, { loteId: lote.id, ...this.values(input) })).returning(OWN_COLUMNS);
      return { ...row, loteCodigo: lote.codigo };
    });
  }

  update(actor: Actor, loteId: string, id: string, input: PesagemInput) {
    return unitOfWork(async () => {
      const lote = await this.writableLote(actor, loteId, input);
      if (!isUuid(id)) throw pesagemNotFound();
      const [row] = await this.db.update(pesagens).set(this.values(input)).where(this.one(actor, lote.id, id)).returning(OWN_COLUMNS);
      if (!row) throw pesagemNotFound();
      return { ...row, loteCodigo: lote.codigo };
    });
  }

  remove(actor: Actor, loteId: string, id: string): Promise<boolean> {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      if (!isUuid(id)) throw pesagemNotFound();
      const rows = await this.db.update(pesagens).set({ deletedAt: this.clock.now() }).where(this.one(actor, lote.id, id)).returning({ id: pesagens.id });
      if (rows.length === 0) throw pesagemNotFound();
      return true;
    });
  }

  private one(actor: Actor, loteId: string, id: string): SQL {
    return liveForTenant(pesagens, actor, eq(pesagens.loteId, loteId), eq(pesagens.id, id));
  }

  /** The open batch, locked for the write; the weighing falls within its stay. */
  private async writableLote(actor: Actor, loteId: string, input: PesagemInput): Promise<LoteRef> {
    const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
    assertDiaDoLote(lote, 'data', input.data, this.today());
    return lote;
  }

  private values(input: PesagemInput) {
    return {
      data: input.data, pesoMedio: input.pesoMedio, quantidadeAnimais: input.quantidadeAnimais,
      observacao: blankToNull(input.observacao),
    };
  }
}
