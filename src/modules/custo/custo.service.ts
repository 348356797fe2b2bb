import { asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError } from '../../errors';
import { pageOf, type Page } from '../../graphql/paging';
import { blankToNull, isUuid } from '../../validation';
import { requireLote } from '../lote/lote.guard';
import type { Custo, CustoInput, CustosArgs } from './custo.types';
import { custos, type CATEGORIAS_CUSTO } from './schema';

type Categoria = (typeof CATEGORIAS_CUSTO)[number];

const ROW = { id: custos.id, loteId: custos.loteId, categoria: custos.categoria, descricao: custos.descricao, valor: custos.valor, data: custos.data };
const custoNotFound = () => new AppError('NOT_FOUND', 'Custo nao encontrado');

/**
 * Other costs (contract 10.2). A cost of a batch follows the batch's rules (closed: BATCH_CLOSED); an overhead cost
 * (loteId null) has none. Totals and the overhead allocation are kept by the database (migrations 0018 and 0019).
 */
export class CustoService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async list(actor: Actor, args: CustosArgs): Promise<Page<Custo>> {
    if (args.de && args.ate && args.de > args.ate) throw fieldError('de', 'deve ser anterior ou igual a ate');
    const where = liveForTenant(custos, actor,
      args.loteId ? eq(custos.loteId, args.loteId) : undefined,
      args.categoria ? eq(custos.categoria, args.categoria as Categoria) : undefined,
      args.de ? gte(custos.data, args.de) : undefined, args.ate ? lte(custos.data, args.ate) : undefined);
    const [[{ total }], items] = await Promise.all([
      this.db.select({ total: count() }).from(custos).where(where),
      this.db.select(ROW).from(custos).where(where).orderBy(desc(custos.data), desc(custos.criadoEm), asc(custos.id))
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
    ]);
    return pageOf(items, total, args);
  }

  get(actor: Actor, id: string): Promise<Custo> {
    return this.find(actor, id);
  }

  async create(actor: Actor, input: CustoInput): Promise<Custo> {
    return unitOfWork(async () => {
      await this.requireOpenLote(actor, input.loteId);
      const [row] = await this.db.insert(custos).values(withTenant(actor, values(input))).returning(ROW);
      return row;
    });
  }

  /** Both the batch the cost leaves and the one it joins must be open. */
  async update(actor: Actor, id: string, input: CustoInput): Promise<Custo> {
    return unitOfWork(async () => {
      const current = await this.find(actor, id);
      await this.requireOpenLote(actor, current.loteId);
      await this.requireOpenLote(actor, input.loteId);
      const [row] = await this.db.update(custos).set({ ...values(input), atualizadoEm: sql`now()` })
        .where(liveForTenant(custos, actor, eq(custos.id, id))).returning(ROW);
      return row;
    });
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    await unitOfWork(async () => {
      const current = await this.find(actor, id);
      await this.requireOpenLote(actor, current.loteId);
      await this.db.update(custos).set({ deletedAt: sql`now()` }).where(liveForTenant(custos, actor, eq(custos.id, id)));
    });
    return true;
  }

  /** A batch named in the body that does not exist is a bad field (400), not a missing resource. */
  private async requireOpenLote(actor: Actor, loteId: string | null | undefined) {
    if (loteId == null) return;
    try {
      await requireLote(this.db, actor, loteId, { forWrite: true });
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') throw fieldError('loteId', 'lote nao encontrado');
      throw err;
    }
  }

  private async find(actor: Actor, id: string): Promise<Custo> {
    if (!isUuid(id)) throw custoNotFound();
    const [row] = await this.db.select(ROW).from(custos).where(liveForTenant(custos, actor, eq(custos.id, id)));
    if (!row) throw custoNotFound();
    return row;
  }
}

function values(input: CustoInput) {
  return {
    loteId: input.loteId ?? null, categoria: input.categoria as Categoria, descricao: blankToNull(input.descricao),
    valor: input.valor, data: input.data,
  };
}
