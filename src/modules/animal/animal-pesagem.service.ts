import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { blankToNull, isUuid } from '../../validation';
import { requireLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import type { PesagemAnimalInput } from './animal-pesagem.types';
import { animais, pesagensAnimais } from './schema';

const ROW = {
  id: pesagensAnimais.id, animalId: pesagensAnimais.animalId, data: pesagensAnimais.data, peso: pesagensAnimais.peso,
  observacao: pesagensAnimais.observacao,
};
const ORDER = [desc(pesagensAnimais.data), desc(pesagensAnimais.criadoEm), desc(pesagensAnimais.id)];

// Animals of a soft-deleted batch disappear with it, and their weighings with them.
const liveLote = and(eq(lotes.tenantId, animais.tenantId), eq(lotes.id, animais.loteId), isNull(lotes.deletedAt));

export type PesoAtual = { pesoAtual: number; gmd: number | null };

/** Weighings of one animal (contract 11.3) and the animal's pesoAtual and gmd derived from them. */
export class AnimalPesagemService {
  private readonly db: Db;

  constructor(database: Database) {
    this.db = database.db;
  }

  async list(actor: Actor, animalId: string, limit: number) {
    const animal = await this.animal(actor, animalId);
    return this.db.select(ROW).from(pesagensAnimais)
      .where(liveForTenant(pesagensAnimais, actor, eq(pesagensAnimais.animalId, animal.id))).orderBy(...ORDER).limit(limit);
  }

  /** New weighings only for an Ativo animal of an open batch; the animal row is locked so a concurrent sale or death waits. */
  async create(actor: Actor, animalId: string, input: PesagemAnimalInput) {
    return unitOfWork(async () => {
      const animal = await this.animal(actor, animalId, true);
      await requireLote(this.db, actor, animal.loteId, { forWrite: true });
      if (animal.status !== 'Ativo') throw new AppError('INVALID_STATE', 'Apenas um animal Ativo pode receber novas pesagens');
      if (input.data < animal.dataEntrada) throw fieldError('data', 'nao pode ser anterior a dataEntrada do animal');
      const [row] = await this.db.insert(pesagensAnimais).values(withTenant(actor, {
        animalId: animal.id, data: input.data, peso: input.peso, observacao: blankToNull(input.observacao),
      })).returning(ROW);
      return row;
    });
  }

  async remove(actor: Actor, animalId: string, pesagemId: string): Promise<boolean> {
    return unitOfWork(async () => {
      const animal = await this.animal(actor, animalId);
      await requireLote(this.db, actor, animal.loteId, { forWrite: true });
      if (!isUuid(pesagemId)) throw notFound('Pesagem');
      const rows = await this.db.update(pesagensAnimais).set({ deletedAt: sql`now()` })
        .where(liveForTenant(pesagensAnimais, actor, eq(pesagensAnimais.animalId, animal.id), eq(pesagensAnimais.id, pesagemId)))
        .returning({ id: pesagensAnimais.id });
      if (rows.length === 0) throw notFound('Pesagem');
      return true;
    });
  }

  /**
   * pesoAtual and gmd of several animals in one statement (Animal.pesoAtual / Animal.gmd): the latest live
   * weighing of each (one index walk), else the batch's pesoMedioAtual; gmd only from an individual weighing.
   */
  async pesos(actor: Actor, ids: readonly string[]): Promise<(PesoAtual | undefined)[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return ids.map(() => undefined);
    const u = this.db.select({ peso: pesagensAnimais.peso, data: pesagensAnimais.data }).from(pesagensAnimais)
      .where(and(eq(pesagensAnimais.tenantId, animais.tenantId), eq(pesagensAnimais.animalId, animais.id), isNull(pesagensAnimais.deletedAt)))
      .orderBy(...ORDER).limit(1).as('u');
    const rows = await this.db.select({
      id: animais.id,
      pesoAtual: sql<number>`coalesce(${u.peso}, ${lotes.ultimaPesagemPeso}, ${lotes.pesoMedioEntrada})`.mapWith(Number),
      gmd: sql<number | null>`case when ${u.data} > ${animais.dataEntrada}
        then round((${u.peso} - ${animais.pesoEntrada}) / nullif(${u.data} - ${animais.dataEntrada}, 0), 3) end`.mapWith(Number),
    }).from(animais).innerJoin(lotes, liveLote).leftJoinLateral(u, sql`true`)
      .where(liveForTenant(animais, actor, inArray(animais.id, valid)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id));
  }

  private async animal(actor: Actor, id: string, lock = false) {
    if (!isUuid(id)) throw notFound('Animal');
    const q = this.db.select({ id: animais.id, loteId: animais.loteId, status: animais.status, dataEntrada: animais.dataEntrada })
      .from(animais).innerJoin(lotes, liveLote).where(liveForTenant(animais, actor, eq(animais.id, id)));
    const [row] = lock ? await q.for('update', { of: animais }) : await q;
    if (!row) throw notFound('Animal');
    return row;
  }
}
