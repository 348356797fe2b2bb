import { asc, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { pageOf, type PageArgs } from '../../graphql/paging';
import { isUuid } from '../../validation';
import type { Curral, CurralInput, CurralLote } from './curral.types';
import { currais } from './schema';

const COLUMNS = { id: currais.id, codigo: currais.codigo, capacidade: currais.capacidade, areaM2: currais.areaM2, ativo: currais.ativo };

/**
 * What the pen's rules read of the batches in pens, handed in by the composition root (`LOTES_EM_CURRAL`,
 * src/modules/lote/em-curral.ts): the batch module imports this one (a batch sits in a pen), so this one never imports it.
 */
export type UnderCurral = {
  /** The open batch of each of the pens (its id, codigo and heads now). */
  lotesAbertos(actor: Actor, curralIds: string[]): Promise<(CurralLote & { curralId: string })[]>;
  /** The pen's open batch and its quantidadeAnimais; with `lock`, its row locked (FOR UPDATE). */
  loteAberto(actor: Actor, curralId: string, lock: boolean): Promise<{ id: string; n: number } | undefined>;
};

export const penOccupied = () => new AppError('PEN_OCCUPIED', 'O curral ja tem um lote aberto');
export const penCapacity = (capacidade: number) =>
  new AppError('PEN_CAPACITY', `A quantidade de animais excede a capacidade do curral (${capacidade})`);

export class CurralService {
  private readonly db: Db;

  constructor(database: Database, private readonly under: UnderCurral) {
    this.db = database.db;
  }

  async list(actor: Actor, args: PageArgs) {
    const where = liveForTenant(currais, actor);
    const [items, [{ total }]] = await Promise.all([
      this.db.select(COLUMNS).from(currais).where(where).orderBy(asc(currais.codigo), asc(currais.id))
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(currais).where(where),
    ]);
    return pageOf<Curral>(items, total, args);
  }

  async get(actor: Actor, id: string): Promise<Curral> {
    const [row] = isUuid(id) ? await this.db.select(COLUMNS).from(currais).where(liveForTenant(currais, actor, eq(currais.id, id))) : [];
    if (!row) throw notFound('Curral');
    return row;
  }

  /** Pen.lote: the open batch of each pen in one statement. */
  async lotesAbertos(actor: Actor, ids: readonly string[]): Promise<(CurralLote | null)[]> {
    const valid = ids.filter(isUuid);
    const rows = valid.length === 0 ? [] : await this.under.lotesAbertos(actor, valid);
    const byPen = new Map(rows.map((r) => [r.curralId, { id: r.id, codigo: r.codigo, cabecas: r.cabecas }]));
    return ids.map((id) => byPen.get(id) ?? null);
  }

  async create(actor: Actor, input: CurralInput): Promise<Curral> {
    const [row] = await this.db.insert(currais).values(withTenant(actor, values(input))).returning(COLUMNS);
    return row;
  }

  /** A smaller capacidade than the open batch's quantidadeAnimais is PEN_CAPACITY; the batch row is locked while checking. */
  update(actor: Actor, id: string, input: CurralInput): Promise<Curral> {
    if (!isUuid(id)) throw notFound('Curral');
    return unitOfWork(async () => {
      const [row] = await this.db.update(currais).set({ ...values(input), atualizadoEm: sql`now()` })
        .where(liveForTenant(currais, actor, eq(currais.id, id))).returning(COLUMNS);
      if (!row) throw notFound('Curral');
      const lote = await this.under.loteAberto(actor, id, true);
      if (lote && lote.n > input.capacidade) throw penCapacity(input.capacidade);
      return row;
    });
  }

  /** Soft delete; a pen with an open batch stays (PEN_OCCUPIED). */
  remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound('Curral');
    return unitOfWork(async () => {
      const [row] = await this.db.update(currais).set({ deletedAt: sql`now()` })
        .where(liveForTenant(currais, actor, eq(currais.id, id))).returning({ id: currais.id });
      if (!row) throw notFound('Curral');
      const lote = await this.under.loteAberto(actor, id, false);
      if (lote) throw penOccupied();
      return true;
    });
  }
}

/**
 * The pen a batch is put in (create or update of the batch): live, active, and large enough. Share-locked so its
 * capacity cannot shrink before the batch is written; "one open batch per pen" is the unique index's business.
 */
export async function assertPenFits(db: Db, actor: Actor, curralId: string, quantidadeAnimais: number) {
  const [pen] = isUuid(curralId) ? await db.select({ capacidade: currais.capacidade, ativo: currais.ativo }).from(currais)
    .where(liveForTenant(currais, actor, eq(currais.id, curralId))).for('share') : [];
  if (!pen) throw fieldError('curralId', 'curral nao encontrado');
  if (!pen.ativo) throw fieldError('curralId', 'curral inativo');
  if (quantidadeAnimais > pen.capacidade) throw penCapacity(pen.capacidade);
}

function values(input: CurralInput) {
  return { codigo: input.codigo.trim(), capacidade: input.capacidade, areaM2: input.areaM2 ?? null, ativo: input.ativo ?? true };
}
