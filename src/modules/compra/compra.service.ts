import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { blankToNull, isUuid } from '../../validation';
import { requireLote } from '../lote/lote.guard';
import type { Compra, CompraInput } from './compra.types';
import { compras } from './schema';

// valorCabeca and valorArroba are derived in SQL from the stored (rounded) values, so they never drift from them.
const ROW = {
  id: compras.id, loteId: compras.loteId, dataCompra: compras.dataCompra, quantidadeAnimais: compras.quantidadeAnimais,
  pesoTotal: compras.pesoTotal, valorTotal: compras.valorTotal, frete: compras.frete, comissao: compras.comissao,
  vendedor: compras.vendedor, observacoes: compras.observacoes,
  // 0 for a divisor stored as 0 (a purchase of 0.0004 kg was accepted before the rules judged the stored value).
  valorCabeca: sql<number>`coalesce(round(${compras.valorTotal} / nullif(${compras.quantidadeAnimais}, 0), 2), 0)::float8`.as('valor_cabeca'),
  valorArroba: sql<number>`coalesce(round(${compras.valorTotal} / nullif(${compras.pesoTotal} / 30, 0), 2), 0)::float8`.as('valor_arroba'),
};
const ORDER = [desc(compras.dataCompra), desc(compras.criadoEm), desc(compras.id)];

function values(input: CompraInput) {
  return {
    dataCompra: input.dataCompra, quantidadeAnimais: input.quantidadeAnimais, pesoTotal: input.pesoTotal,
    valorTotal: input.valorTotal, frete: input.frete ?? 0, comissao: input.comissao ?? 0,
    vendedor: blankToNull(input.vendedor), observacoes: blankToNull(input.observacoes),
  };
}

/** Purchases of a batch (contract 10.1): nested under the batch like its medications; a closed batch refuses writes. */
export class CompraService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async list(actor: Actor, loteId: string, limit: number): Promise<Compra[]> {
    const lote = await requireLote(this.db, actor, loteId);
    return this.db.select(ROW).from(compras).where(liveForTenant(compras, actor, eq(compras.loteId, lote.id))).orderBy(...ORDER).limit(limit);
  }

  async get(actor: Actor, loteId: string, id: string): Promise<Compra> {
    const lote = await requireLote(this.db, actor, loteId);
    return this.find(actor, lote.id, id);
  }

  async create(actor: Actor, loteId: string, input: CompraInput): Promise<Compra> {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      const [row] = await this.db.insert(compras).values(withTenant(actor, { loteId: lote.id, ...values(input) })).returning(ROW);
      return row;
    });
  }

  async update(actor: Actor, loteId: string, id: string, input: CompraInput): Promise<Compra> {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      await this.find(actor, lote.id, id);
      const [row] = await this.db.update(compras).set({ ...values(input), atualizadoEm: sql`now()` })
        .where(this.scope(actor, lote.id, id)).returning(ROW);
      return row;
    });
  }

  async remove(actor: Actor, loteId: string, id: string): Promise<boolean> {
    await unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      await this.find(actor, lote.id, id);
      await this.db.update(compras).set({ deletedAt: sql`now()` }).where(this.scope(actor, lote.id, id));
    });
    return true;
  }

  private scope(actor: Actor, loteId: string, id: string) {
    return liveForTenant(compras, actor, and(eq(compras.loteId, loteId), eq(compras.id, id)));
  }

  private async find(actor: Actor, loteId: string, id: string): Promise<Compra> {
    if (!isUuid(id)) throw notFound('Compra');
    const [row] = await this.db.select(ROW).from(compras).where(this.scope(actor, loteId, id));
    if (!row) throw notFound('Compra');
    return row;
  }
}
