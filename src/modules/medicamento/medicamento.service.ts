import { desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { blankToNull, isUuid } from '../../validation';
import { requireLote, firstPerLote } from '../lote/lote.guard';
import type { MedicamentoInput } from './medicamento.types';
import { medicamentos } from './schema';
import { normalizarTipo } from './tipo';

const ROW = {
  id: medicamentos.id, nome: medicamentos.nome, tipo: medicamentos.tipo, dataAplicacao: medicamentos.dataAplicacao,
  dosagem: medicamentos.dosagem, quantidadeAnimais: medicamentos.quantidadeAnimais, custoUnitario: medicamentos.custoUnitario,
  custoTotal: medicamentos.custoTotal, loteId: medicamentos.loteId, observacao: medicamentos.observacao,
  fornecedor: medicamentos.fornecedor, carenciaDias: medicamentos.carenciaDias, fimCarencia: medicamentos.fimCarencia,
};

const ORDER = [desc(medicamentos.dataAplicacao), desc(medicamentos.criadoEm), desc(medicamentos.id)];

/** Products a tenant's list of earlier treatments may name: the bound the cost rule counts. */
export const MAX_PRODUTOS = 1000;

/** Column values of a create or update; custoTotal is computed by PostgreSQL from the stored (2-decimal) unit cost. */
function values(input: MedicamentoInput) {
  return {
    nome: input.nome.trim(), tipo: normalizarTipo(input.tipo), dataAplicacao: input.dataAplicacao, dosagem: blankToNull(input.dosagem),
    quantidadeAnimais: input.quantidadeAnimais, custoUnitario: input.custoUnitario,
    custoTotal: sql`round(${input.quantidadeAnimais}::numeric * round(${input.custoUnitario}::numeric, 2), 2)`,
    fornecedor: blankToNull(input.fornecedor), observacao: blankToNull(input.observacao), carenciaDias: input.carenciaDias ?? 0,
  };
}

export class MedicamentoService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async list(actor: Actor, loteId: string, limit: number) {
    const lote = await requireLote(this.db, actor, loteId);
    const rows = await this.db.select(ROW).from(medicamentos)
      .where(liveForTenant(medicamentos, actor, eq(medicamentos.loteId, lote.id))).orderBy(...ORDER).limit(limit);
    return rows.map((r) => ({ ...r, loteCodigo: lote.codigo }));
  }

  /** Each product of the tenant's live treatments (by name, any case) as last applied: the field page prefills from it. */
  produtos(actor: Actor) {
    const m = medicamentos;
    const nome = sql`lower(${m.nome})`;
    return this.db.selectDistinctOn([nome], { nome: m.nome, tipo: m.tipo, carenciaDias: m.carenciaDias })
      .from(m).where(liveForTenant(m, actor)).orderBy(nome, ...ORDER).limit(MAX_PRODUTOS);
  }

  /** The latest `limit` medications of each batch in one statement (Batch.medicamentos), in the keys' order. */
  byLotes(actor: Actor, loteIds: readonly string[], limit: number) {
    return firstPerLote(this.db, actor, loteIds, limit, { child: medicamentos, fields: ROW, order: ORDER });
  }

  async get(actor: Actor, loteId: string, id: string) {
    const lote = await requireLote(this.db, actor, loteId);
    return { ...(await this.find(actor, lote.id, id)), loteCodigo: lote.codigo };
  }

  async create(actor: Actor, loteId: string, input: MedicamentoInput) {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      const [row] = await this.db.insert(medicamentos).values(withTenant(actor, { loteId: lote.id, ...values(input) })).returning(ROW);
      return { ...row, loteCodigo: lote.codigo };
    });
  }

  async update(actor: Actor, loteId: string, id: string, input: MedicamentoInput) {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      await this.find(actor, lote.id, id);
      const [row] = await this.db.update(medicamentos).set({ ...values(input), atualizadoEm: sql`now()` })
        .where(this.scope(actor, lote.id, id)).returning(ROW);
      return { ...row, loteCodigo: lote.codigo };
    });
  }

  async remove(actor: Actor, loteId: string, id: string): Promise<boolean> {
    await unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      await this.find(actor, lote.id, id);
      await this.db.update(medicamentos).set({ deletedAt: sql`now()` }).where(this.scope(actor, lote.id, id));
    });
    return true;
  }

  private scope(actor: Actor, loteId: string, id: string) {
    return liveForTenant(medicamentos, actor, eq(medicamentos.loteId, loteId), eq(medicamentos.id, id));
  }

  private async find(actor: Actor, loteId: string, id: string) {
    if (!isUuid(id)) throw notFound('Medicamento');
    const [row] = await this.db.select(ROW).from(medicamentos).where(this.scope(actor, loteId, id));
    if (!row) throw notFound('Medicamento');
    return row;
  }
}
