import { asc, count, eq, like, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { Actor } from '../../auth/actor';
import type { Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { deltaPage } from '../../db/delta';
import { changedSince, forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { pageOf } from '../../graphql/paging';
import {
  arrobas, baseArrobaDaVenda, pesoBaseVenda, RENDIMENTO_MAX, RENDIMENTO_MIN, valorArrobasCarcaca, valorArrobasVivas,
} from '../../market/arroba';
import { isUuid } from '../../validation';
import { requireLote, type LoteRef, liveLoteJoin, firstPerLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { assertNoWithdrawal } from '../protocolo/carencia';
import { createAnimalBatch, identity } from './animal-batch';
import type { AnimaisArgs, AnimalInput, CreateAnimaisInput, MortalidadeInput, VendaInput } from './animal.types';
import { animais } from './schema';
import { checkGtaDatas, gtaSet, normalizeGta, type GtaLivre } from '../gta/gta.rules';

const ROW = {
  id: animais.id, identificacao: animais.identificacao, brinco: animais.brinco, eid: animais.eid, sexo: animais.sexo, raca: animais.raca,
  pesoEntrada: animais.pesoEntrada, dataEntrada: animais.dataEntrada, status: animais.status, loteId: animais.loteId,
  dataMorte: animais.dataMorte, causaMorte: animais.causaMorte, dataVenda: animais.dataVenda, pesoVenda: animais.pesoVenda,
  gtaUf: animais.gtaUf, gtaSerie: animais.gtaSerie, gtaNumero: animais.gtaNumero, gtaDataEmissao: animais.gtaDataEmissao,
  valorArroba: animais.valorArroba, valorTotal: animais.valorTotal, pesoCarcaca: animais.pesoCarcaca,
  rendimentoCarcaca: animais.rendimentoCarcaca, atualizadoEm: animais.atualizadoEm, deletedAt: animais.deletedAt,
};
const WITH_LOTE = { ...ROW, loteCodigo: lotes.codigo };

// Animals of a soft-deleted batch disappear with it.
const LIVE_LOTE = liveLoteJoin(animais);
const ORDER = [asc(animais.identificacao), asc(animais.id)];

/**
 * The romaneio of a sale: a carcass weight or a yield, not both (one of them is derived from the other); a carcass
 * weight must lie below the live weight, at a yield within RENDIMENTO_MIN..RENDIMENTO_MAX. Compared in thousandths of
 * a kg, as stored, so a boundary is judged exactly.
 */
function checkRomaneio(input: VendaInput): { pesoCarcaca: number | null; rendimentoCarcaca: number | null } {
  const pesoCarcaca = input.pesoCarcaca ?? null;
  const rendimentoCarcaca = input.rendimentoCarcaca ?? null;
  if (pesoCarcaca !== null && rendimentoCarcaca !== null) {
    throw fieldError('rendimentoCarcaca', 'informe pesoCarcaca ou rendimentoCarcaca do romaneio, nao ambos');
  }
  if (pesoCarcaca !== null) {
    const [carcaca, vivo] = [Math.round(pesoCarcaca * 1000), Math.round(input.pesoVenda * 1000)];
    if (carcaca >= vivo) throw fieldError('pesoCarcaca', 'deve ser menor que pesoVenda');
    if (carcaca * 100 < RENDIMENTO_MIN * vivo || carcaca * 100 > RENDIMENTO_MAX * vivo) {
      throw fieldError('pesoCarcaca', `deve corresponder a um rendimento de ${RENDIMENTO_MIN} a ${RENDIMENTO_MAX} % do pesoVenda`);
    }
  }
  return { pesoCarcaca, rendimentoCarcaca };
}

const notActive = () => new AppError('INVALID_STATE', 'Apenas um animal Ativo pode ser vendido ou registrado como morto');

export class AnimalService {
  private readonly db: Db;

  constructor(database: Database, private readonly today: Today, private readonly gtaLivre: GtaLivre) {
    this.db = database.db;
  }

  async list(actor: Actor, args: AnimaisArgs) {
    const eid = args.eid?.replace(/ /g, '');
    const filter = liveForTenant(animais, actor,
      args.status ? eq(animais.status, args.status) : undefined, args.loteId ? eq(animais.loteId, args.loteId) : undefined,
      eid ? like(animais.eid, containsPattern(eid)) : undefined);
    const [items, [{ total }]] = await Promise.all([
      this.db.select(WITH_LOTE).from(animais).innerJoin(lotes, LIVE_LOTE).where(filter).orderBy(...ORDER)
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(animais).innerJoin(lotes, LIVE_LOTE).where(filter),
    ]);
    return pageOf(items, total, args);
  }

  get(actor: Actor, id: string) {
    return this.find(actor, id);
  }

  /**
   * A batch's animals; with `atualizadoDesde` (a device's delta sync), those changed or deleted since then,
   * deleted ones included as tombstones (`deletedAt` set).
   */
  async listByLote(actor: Actor, loteId: string, limit: number, atualizadoDesde?: Date | null) {
    // The guard already found the batch live in the tenant: one index walk over its animals, no join per row.
    const lote = await requireLote(this.db, actor, loteId);
    const where = atualizadoDesde
      ? forTenant(animais, actor, eq(animais.loteId, lote.id), changedSince(animais, atualizadoDesde))
      : liveForTenant(animais, actor, eq(animais.loteId, lote.id));
    const rows = await this.db.select(ROW).from(animais).where(where).orderBy(...ORDER).limit(limit);
    return rows.map((r) => ({ ...r, loteCodigo: lote.codigo }));
  }

  /** A page of a device's delta sync of a batch's animals, in commit order (`src/db/delta.ts`). */
  async deltaByLote(actor: Actor, loteId: string, limit: number, cursor?: string | null) {
    const lote = await requireLote(this.db, actor, loteId);
    const page = await deltaPage(this.db, animais, ROW, forTenant(animais, actor, eq(animais.loteId, lote.id)), limit, cursor);
    return { ...page, itens: page.itens.map((r) => ({ ...r, loteCodigo: lote.codigo })) };
  }

  /** The first `limit` animals of each of several batches in one statement (Batch.animais), in the keys' order. */
  byLotes(actor: Actor, loteIds: readonly string[], limit: number) {
    return firstPerLote(this.db, actor, loteIds, limit, { child: animais, fields: ROW, order: ORDER });
  }

  async create(actor: Actor, loteId: string, input: AnimalInput) {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      const [row] = await this.db.insert(animais).values(withTenant(actor, {
        loteId: lote.id, ...identity(input), dataEntrada: input.dataEntrada ?? lote.dataEntrada,
      })).returning(ROW);
      return { ...row, loteCodigo: lote.codigo };
    });
  }

  createMany(actor: Actor, loteId: string, input: CreateAnimaisInput) {
    return createAnimalBatch(this.db, actor, loteId, input);
  }

  async update(actor: Actor, id: string, input: AnimalInput) {
    return unitOfWork(async () => {
      const { animal, lote } = await this.lockForWrite(actor, id);
      const dataEntrada = input.dataEntrada ?? animal.dataEntrada;
      const exit = animal.dataMorte ?? animal.dataVenda;
      if (exit && dataEntrada > exit) throw fieldError('dataEntrada', 'nao pode ser posterior a data de saida do animal');
      const [row] = await this.db.update(animais).set({ ...identity(input), dataEntrada, atualizadoEm: sql`now()` })
        .where(liveForTenant(animais, actor, eq(animais.id, id))).returning(ROW);
      return { ...row, loteCodigo: lote.codigo };
    });
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    await unitOfWork(async () => {
      await this.lockForWrite(actor, id);
      await this.db.update(animais).set({ deletedAt: sql`now()` }).where(liveForTenant(animais, actor, eq(animais.id, id)));
    });
    return true;
  }

  async registerMortalidade(actor: Actor, id: string, input: MortalidadeInput) {
    return unitOfWork(async () => {
      const { animal } = await this.lockForWrite(actor, id);
      if (animal.status !== 'Ativo') throw notActive();
      if (input.dataMorte < animal.dataEntrada) throw fieldError('dataMorte', 'nao pode ser anterior a dataEntrada do animal');
      const [row] = await this.db.update(animais)
        .set({ status: 'Morto', dataMorte: input.dataMorte, causaMorte: input.causa.trim(), atualizadoEm: sql`now()` })
        .where(this.activeOnly(actor, id))
        .returning({ id: animais.id, status: animais.status, dataMorte: animais.dataMorte, causa: animais.causaMorte });
      if (!row) throw notActive();
      return row;
    });
  }

  async registerVenda(actor: Actor, id: string, input: VendaInput) {
    const romaneio = checkRomaneio(input);
    return unitOfWork(async () => {
      const { animal } = await this.lockForWrite(actor, id);
      if (animal.status !== 'Ativo') throw notActive();
      if (input.dataVenda < animal.dataEntrada) throw fieldError('dataVenda', 'nao pode ser anterior a dataEntrada do animal');
      await assertNoWithdrawal(this.db, actor, animal.loteId, input.dataVenda);
      const gta = await this.gtaDaVenda(actor, input);
      // Rounded to the columns' scales first, so valorTotal agrees with the stored weights and valorArroba; multiplying
      // before dividing keeps numeric exact wherever the result lies on a rounding boundary. With the romaneio the sale
      // is priced on the stored carcass weight (derived from the yield when only the yield is given).
      const peso = sql`round(${input.pesoVenda}::numeric, 3)`;
      const arroba = sql`round(${input.valorArroba}::numeric, 2)`;
      const carcaca = romaneio.pesoCarcaca !== null ? sql`round(${romaneio.pesoCarcaca}::numeric, 3)`
        : romaneio.rendimentoCarcaca !== null ? sql`round(${peso} * round(${romaneio.rendimentoCarcaca}::numeric, 2) / 100, 3)` : null;
      const rendimento = romaneio.rendimentoCarcaca !== null ? sql`round(${romaneio.rendimentoCarcaca}::numeric, 2)`
        : carcaca ? sql`round(${carcaca} / nullif(${peso}, 0) * 100, 2)` : null;
      const [row] = await this.db.update(animais)
        .set({
          status: 'Vendido', dataVenda: input.dataVenda, pesoVenda: input.pesoVenda, valorArroba: input.valorArroba,
          pesoCarcaca: carcaca, rendimentoCarcaca: rendimento, ...gtaSet(gta),
          valorTotal: sql`round(${carcaca ? valorArrobasCarcaca(carcaca, arroba) : valorArrobasVivas(peso, arroba)}, 2)`, atualizadoEm: sql`now()`,
        })
        .where(this.activeOnly(actor, id))
        .returning({
          id: animais.id, status: animais.status, pesoVenda: animais.pesoVenda, valorTotal: animais.valorTotal,
          pesoCarcaca: animais.pesoCarcaca, rendimentoCarcaca: animais.rendimentoCarcaca,
          arrobas: sql<number>`round(${arrobas(pesoBaseVenda(animais.pesoCarcaca, animais.pesoVenda))}, 2)::float8`,
        });
      if (!row) throw notActive();
      return { ...row, baseArroba: baseArrobaDaVenda(row.status, row.pesoCarcaca)!, gta };
    });
  }

  /** The sale's GTA (issue 36), normalized: issued by the sale's day, not written on another movement. */
  private async gtaDaVenda(actor: Actor, input: VendaInput) {
    if (!input.gta) return null;
    const gta = normalizeGta(input.gta);
    checkGtaDatas(gta, input.dataVenda, 'dataVenda', this.today());
    await this.gtaLivre(actor, gta, { tipo: 'Saida', data: input.dataVenda });
    return gta;
  }

  // The status test in the UPDATE itself decides concurrent transitions: exactly one wins.
  private activeOnly(actor: Actor, id: string): SQL {
    return liveForTenant(animais, actor, eq(animais.id, id), eq(animais.status, 'Ativo'));
  }

  private async find(actor: Actor, id: string) {
    if (!isUuid(id)) throw notFound('Animal');
    const [row] = await this.db.select(WITH_LOTE).from(animais).innerJoin(lotes, LIVE_LOTE)
      .where(liveForTenant(animais, actor, eq(animais.id, id)));
    if (!row) throw notFound('Animal');
    return row;
  }

  /** The animal (404) and its batch, locked and open (400 BATCH_CLOSED): writes on animals of a closed batch are refused. */
  private async lockForWrite(actor: Actor, id: string): Promise<{ animal: Awaited<ReturnType<AnimalService['find']>>; lote: LoteRef }> {
    const animal = await this.find(actor, id);
    const lote = await requireLote(this.db, actor, animal.loteId, { forWrite: true });
    return { animal, lote };
  }
}
