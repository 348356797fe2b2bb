import { asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor';
import { type Clock, type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { containsPattern } from '../../db/like';
import { liveForTenant, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../errors';
import { pageOf } from '../../graphql/paging';
import { blankToNull, isUuid } from '../../validation';
import { assertPenFits } from '../curral/curral.service';
import { requireLote } from './lote.guard';
import { LoteSortBy, LoteSortDirection, LoteStatus, MAX_FILTRO_VALORES, type FecharLoteInput, type LoteInput, type LotesArgs } from './lote.types';
import { gmdFinal, gmdMedio, pesoAtual } from './kpis';
import { CATEGORIAS_LOTE, lotes } from './schema';

/**
 * What the batch's rules need of the rows under a batch, handed in by the composition root (`UNDER_LOTE`,
 * src/modules/under.ts): the modules of those rows import this one, so this one never imports them.
 */
export type UnderLote = {
  /** Every table under a batch with a soft delete (a `lote_id` and a `deleted_at`): deleting the batch deletes their rows. */
  children: readonly (PgTable & { tenantId: AnyPgColumn; loteId: AnyPgColumn; deletedAt: AnyPgColumn })[];
  /** Refuses a new entry date after one of the batch's weighings. */
  assertNoWeighingBefore(actor: Actor, loteId: string, dataEntrada: string): Promise<void>;
  /** The withdrawal gate of a closing (contract 11.1). */
  assertNoWithdrawal(actor: Actor, loteId: string, data: string): Promise<void>;
  /** The latest withdrawal end after `today` of each batch that has one. */
  carenciaAte(actor: Actor, loteIds: string[], today: string): Promise<Map<string, string>>;
};

const BASE_COLUMNS = {
  id: lotes.id, codigo: lotes.codigo, descricao: lotes.descricao, status: lotes.status,
  quantidadeAnimais: lotes.quantidadeAnimais, pesoMedioEntrada: lotes.pesoMedioEntrada, dataEntrada: lotes.dataEntrada,
  dataPrevistaSaida: lotes.dataPrevistaSaida, raca: lotes.raca, cidade: lotes.cidade, curralId: lotes.curralId,
  pesoSaida: lotes.pesoSaida, rendimentoCarcaca: lotes.rendimentoCarcaca, dataSaida: lotes.dataSaida,
  rendimentoEstimado: lotes.rendimentoEstimado, categoria: lotes.categoria,
};

const SORT_COLUMNS = {
  [LoteSortBy.codigo]: lotes.codigo,
  [LoteSortBy.dataEntrada]: lotes.dataEntrada,
  [LoteSortBy.quantidadeAnimais]: lotes.quantidadeAnimais,
};

// Days between two date columns: PostgreSQL `date - date` is an integer.
const days = (to: unknown, from: unknown) => sql`(${to} - ${from})`;

// gmdFinal from the row's own columns; also valid in UPDATE ... RETURNING (new values).
const GMD_FINAL = gmdFinal().mapWith(Number);

const diasConfinamento = (today: string) =>
  sql<number>`greatest(0, ${days(sql`coalesce(${lotes.dataSaida}, ${today}::date)`, lotes.dataEntrada)})`.mapWith(Number);

export type LoteKpis = {
  pesoMedioAtual: number; gmdMedio: number | null; diasConfinamento: number;
  custoTotalRacao: number; custoTotalMedicamentos: number; gmdFinal: number | null;
};

export class LoteService {
  private readonly db: Db;

  constructor(database: Database, private readonly clock: Clock, private readonly today: Today, private readonly under: UnderLote) {
    this.db = database.db;
  }

  /** Base columns plus every KPI, computed by PostgreSQL from the batch row (running totals and latest weighing). */
  private selectWithKpis() {
    return this.db
      .select({
        ...BASE_COLUMNS,
        // The latest weighing is kept on the batch row by a trigger (migration 0009).
        pesoMedioAtual: pesoAtual().mapWith(Number),
        gmdMedio: gmdMedio().mapWith(Number),
        diasConfinamento: diasConfinamento(this.today()),
        // Running totals kept by triggers (migration 0007).
        custoTotalRacao: lotes.totalCustoRacao,
        custoTotalMedicamentos: lotes.totalCustoMedicamentos,
        gmdFinal: GMD_FINAL,
      })
      .from(lotes);
  }

  private async detail(actor: Actor, id: string) {
    if (!isUuid(id)) throw notFound('Lote');
    const [row] = await this.selectWithKpis().where(liveForTenant(lotes, actor, eq(lotes.id, id)));
    if (!row) throw notFound('Lote');
    return row;
  }

  async list(actor: Actor, args: LotesArgs) {
    const filter = liveForTenant(lotes, actor, ...this.filters(args));
    const column = SORT_COLUMNS[args.sortBy ?? LoteSortBy.dataEntrada];
    const order = (args.sortDirection ?? LoteSortDirection.desc) === LoteSortDirection.asc ? asc(column) : desc(column);
    const [items, [{ total }]] = await Promise.all([
      this.db.select(BASE_COLUMNS).from(lotes).where(filter).orderBy(order, asc(lotes.id))
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(lotes).where(filter),
    ]);
    return pageOf(items, total, args);
  }

  private filters(args: LotesArgs): (SQL | undefined)[] {
    const term = args.search?.trim();
    const pattern = term ? sql`unaccent(${containsPattern(term)})` : undefined;
    const sameText = (col: AnyPgColumn, v?: string) => (v?.trim() ? sql`lower(${col}) = lower(${v.trim()})` : undefined);
    return [
      pattern ? or(sql`unaccent(${lotes.codigo}) ilike ${pattern}`, sql`unaccent(${lotes.descricao}) ilike ${pattern}`) : undefined,
      args.status ? eq(lotes.status, args.status) : undefined,
      sameText(lotes.raca, args.raca),
      sameText(lotes.cidade, args.cidade),
      args.dataEntradaDe ? gte(lotes.dataEntrada, args.dataEntradaDe) : undefined,
      args.dataEntradaAte ? lte(lotes.dataEntrada, args.dataEntradaAte) : undefined,
    ];
  }

  get(actor: Actor, id: string) {
    return this.detail(actor, id);
  }

  /** Contract 11.4: distinct non-blank cidades and racas of the tenant's live batches, case-insensitively sorted. */
  async filtros(actor: Actor) {
    const distinct = async (col: typeof lotes.cidade | typeof lotes.raca) => {
      const rows = await this.db.select({ v: col }).from(lotes)
        .where(liveForTenant(lotes, actor, sql`btrim(${col}) <> ''`)).groupBy(col)
        .orderBy(sql`lower(${col})`, sql`${col} collate "C"`).limit(MAX_FILTRO_VALORES);
      return rows.map((r) => r.v as string);
    };
    const [cidades, racas] = await Promise.all([distinct(lotes.cidade), distinct(lotes.raca)]);
    return { cidades, racas, status: [LoteStatus.Aberto, LoteStatus.Fechado] };
  }

  /** KPIs of several batches in one statement (GraphQL list items that ask for them). */
  async kpis(actor: Actor, ids: readonly string[]): Promise<(LoteKpis | undefined)[]> {
    const valid = ids.filter(isUuid);
    const rows = valid.length > 0 ? await this.selectWithKpis().where(liveForTenant(lotes, actor, inArray(lotes.id, valid))) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  }

  create(actor: Actor, input: LoteInput) {
    return unitOfWork(async () => {
      if (input.curralId) await assertPenFits(this.db, actor, input.curralId, input.quantidadeAnimais);
      const [{ id }] = await this.db.insert(lotes).values(withTenant(actor, this.values(input))).returning({ id: lotes.id });
      return this.detail(actor, id);
    });
  }

  async update(actor: Actor, id: string, input: LoteInput) {
    return unitOfWork(async () => {
      const current = await requireLote(this.db, actor, id, { forWrite: true });
      if (input.dataEntrada > current.dataEntrada) await this.under.assertNoWeighingBefore(actor, id, input.dataEntrada);
      // Absent curralId keeps the pen (clients of contract 4.1 do not know it); null takes the batch out of it.
      const curralId = input.curralId === undefined ? current.curralId : input.curralId;
      if (curralId) await assertPenFits(this.db, actor, curralId, input.quantidadeAnimais);
      await this.db.update(lotes).set({ ...this.values(input), atualizadoEm: this.clock.now() })
        .where(liveForTenant(lotes, actor, eq(lotes.id, id)));
      return this.detail(actor, id);
    });
  }

  private values(input: LoteInput) {
    return {
      codigo: input.codigo.trim(), descricao: blankToNull(input.descricao), dataEntrada: input.dataEntrada,
      dataPrevistaSaida: input.dataPrevistaSaida ?? null, pesoMedioEntrada: input.pesoMedioEntrada,
      quantidadeAnimais: input.quantidadeAnimais, raca: blankToNull(input.raca), cidade: blankToNull(input.cidade),
      rendimentoEstimado: input.rendimentoEstimado ?? 53, categoria: (input.categoria ?? 'Boi') as (typeof CATEGORIAS_LOTE)[number],
      ...(input.curralId === undefined ? {} : { curralId: input.curralId }),
    };
  }

  /**
   * Soft delete, cascaded to every table under the batch (`under.children`) in the same transaction: hidden with their
   * batch, its rows must also stop holding unique values (an animal's identificacao) that nobody could see or free.
   */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound('Lote');
    const now = this.clock.now();
    return unitOfWork(async () => {
      const rows = await this.db.update(lotes).set({ deletedAt: now })
        .where(liveForTenant(lotes, actor, eq(lotes.id, id))).returning({ id: lotes.id });
      if (rows.length === 0) throw notFound('Lote');
      for (const child of this.under.children) {
        await this.db.update(child).set({ deletedAt: now }).where(liveForTenant(child, actor, eq(child.loteId, id)));
      }
      return true;
    });
  }

  /**
   * Closes the batch at business today, unless a withdrawal period runs past it (contract 11.1). The lock and
   * the status test in the UPDATE make one of two concurrent closes win; the other sees BATCH_CLOSED.
   */
  async fechar(actor: Actor, id: string, input: FecharLoteInput) {
    return unitOfWork(async () => {
      // The row lock also orders the closing with a concurrent protocol realization (withdrawal gate).
      const lote = await requireLote(this.db, actor, id, { forWrite: true });
      const today = this.today();
      if (today < lote.dataEntrada) throw new AppError('INVALID_STATE', 'Lote nao pode ser fechado antes da data de entrada');
      await this.under.assertNoWithdrawal(actor, lote.id, today);
      const [row] = await this.db
        .update(lotes)
        .set({ status: 'Fechado', pesoSaida: input.pesoSaida, rendimentoCarcaca: input.rendimentoCarcaca, dataSaida: today, atualizadoEm: this.clock.now() })
        .where(liveForTenant(lotes, actor, eq(lotes.id, id), eq(lotes.status, 'Aberto')))
        .returning({
          id: lotes.id, status: lotes.status, pesoSaida: lotes.pesoSaida, rendimentoCarcaca: lotes.rendimentoCarcaca,
          gmdFinal: GMD_FINAL, diasConfinamento: diasConfinamento(today),
        });
      if (!row) throw batchClosed();
      return row;
    });
  }

  /** Batch.carenciaAte of several batches: the latest withdrawal end after business today, or null. */
  async carenciaAte(actor: Actor, ids: readonly string[]): Promise<(string | null)[]> {
    const ends = await this.under.carenciaAte(actor, ids.filter(isUuid), this.today());
    return ids.map((id) => ends.get(id) ?? null);
  }
}

const batchClosed = () => new AppError('BATCH_CLOSED', 'Lote fechado nao pode ser alterado');
