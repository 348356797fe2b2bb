import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { jsonValue } from '../../db/raw';
import { forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { groupByKey } from '../../graphql/loaders';
import { pageOf, type PageArgs } from '../../graphql/paging';
import { isUuid } from '../../validation';
import { assertDiaDoLote, requireLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { racoes } from '../racao/schema';
import { MAX_VERSOES, type Dieta, type DietaIngrediente, type DietaInput, type DietaVersao, type LoteDieta, type LoteDietaInput } from './dieta.types';
import { dietaDoDia } from './dia';
import { custoKgMix, materiaSecaMix } from './mix';
import { dietaIngredientes as ing, dietaVersoes, dietas, loteDietas } from './schema';

type Mix = { ingredientes: DietaIngrediente[]; materiaSecaPercentual: number; custoKg: number };
const dietaNotFound = () => notFound('Dieta');
const DIETA = { id: dietas.id, nome: dietas.nome, versao: dietas.versao, ativa: dietas.ativa };

/**
 * Ingredients of diet versions with the mix's dry matter and cost computed by PostgreSQL from the feeds' current
 * materiaSecaPercentual and custoKg (weighted by percentual), one row per (diet, version).
 */
export function mixesOf(db: Db, tenantId: string, keys: { dietaId: string; versao: number }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  const pairs = sql.join(keys.map((k) => sql`(${k.dietaId}::uuid, ${k.versao}::int)`), sql`, `);
  return db.select({
    dietaId: ing.dietaId, versao: ing.versao,
    ingredientes: sql<DietaIngrediente[]>`json_agg(json_build_object('racaoId', ${racoes.id}, 'racaoNome', ${racoes.nome},
      'percentual', ${ing.percentual}) order by ${ing.percentual} desc, ${racoes.nome}, ${racoes.id})`.mapWith(jsonValue<DietaIngrediente[]>),
    materiaSecaPercentual: sql<number>`round(${materiaSecaMix()}, 2)`.mapWith(Number),
    custoKg: custoKgMix().mapWith(Number),
  }).from(ing).innerJoin(racoes, and(eq(racoes.tenantId, ing.tenantId), eq(racoes.id, ing.racaoId)))
    .where(and(eq(ing.tenantId, tenantId), sql`(${ing.dietaId}, ${ing.versao}) in (${pairs})`))
    .groupBy(ing.dietaId, ing.versao);
}

export class DietaService {
  private readonly db: Db;

  constructor(database: Database, private readonly today: Today) {
    this.db = database.db;
  }

  private async withMixes<T extends { id: string; versao: number }>(actor: Actor, rows: T[]): Promise<(T & Mix)[]> {
    const mixes = await mixesOf(this.db, actor.tenantId, rows.map((r) => ({ dietaId: r.id, versao: r.versao })));
    const byKey = new Map(mixes.map((m) => [`${m.dietaId}:${m.versao}`, m]));
    return rows.map((r) => {
      const m = byKey.get(`${r.id}:${r.versao}`)!;
      return { ...r, ingredientes: m.ingredientes, materiaSecaPercentual: m.materiaSecaPercentual, custoKg: m.custoKg };
    });
  }

  async list(actor: Actor, args: PageArgs) {
    const where = liveForTenant(dietas, actor);
    const [rows, [{ total }]] = await Promise.all([
      this.db.select(DIETA).from(dietas).where(where).orderBy(asc(dietas.nome), asc(dietas.id))
        .limit(args.pageSize).offset((args.pageNumber - 1) * args.pageSize),
      this.db.select({ total: count() }).from(dietas).where(where),
    ]);
    return pageOf<Dieta>(await this.withMixes(actor, rows), total, args);
  }

  async get(actor: Actor, id: string): Promise<Dieta> {
    const [row] = isUuid(id) ? await this.db.select(DIETA).from(dietas).where(liveForTenant(dietas, actor, eq(dietas.id, id))) : [];
    if (!row) throw dietaNotFound();
    return (await this.withMixes(actor, [row]))[0];
  }

  /** Every version, newest first. */
  async versoes(actor: Actor, id: string): Promise<DietaVersao[]> {
    const d = await this.get(actor, id);
    const rows = await this.db.select({ id: dietaVersoes.dietaId, versao: dietaVersoes.versao, nome: dietaVersoes.nome, criadoEm: dietaVersoes.criadoEm })
      .from(dietaVersoes).where(and(eq(dietaVersoes.tenantId, actor.tenantId), eq(dietaVersoes.dietaId, d.id)))
      .orderBy(desc(dietaVersoes.versao)).limit(MAX_VERSOES);
    return (await this.withMixes(actor, rows)).map(({ id: _id, ...v }) => v);
  }

  create(actor: Actor, input: DietaInput): Promise<Dieta> {
    return unitOfWork(async () => {
      const [row] = await this.db.insert(dietas).values(withTenant(actor, { nome: input.nome.trim(), ativa: input.ativa ?? true }))
        .returning({ id: dietas.id });
      await this.writeVersion(actor, row.id, 1, input);
      return this.get(actor, row.id);
    });
  }

  /** A PUT is a new version (versao + 1); the older ones stay readable and keep what was fed under them. */
  update(actor: Actor, id: string, input: DietaInput): Promise<Dieta> {
    if (!isUuid(id)) throw dietaNotFound();
    return unitOfWork(async () => {
      const [row] = await this.db.update(dietas)
        .set({ nome: input.nome.trim(), ativa: input.ativa ?? true, versao: sql`${dietas.versao} + 1`, atualizadoEm: sql`now()` })
        .where(liveForTenant(dietas, actor, eq(dietas.id, id))).returning({ versao: dietas.versao });
      if (!row) throw dietaNotFound();
      await this.writeVersion(actor, id, row.versao, input);
      return this.get(actor, id);
    });
  }

  /** Soft delete; not while an open batch feeds on it today or from a later date (INVALID_STATE). */
  remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw dietaNotFound();
    return unitOfWork(async () => {
      const [row] = await this.db.update(dietas).set({ deletedAt: sql`now()` })
        .where(liveForTenant(dietas, actor, eq(dietas.id, id))).returning({ id: dietas.id });
      if (!row) throw dietaNotFound();
      const current = await this.currentOf(actor, undefined);
      if (current.some((c) => c.dietaId === id)) throw new AppError('INVALID_STATE', 'Dieta em uso por um lote aberto');
      return true;
    });
  }

  private async writeVersion(actor: Actor, dietaId: string, versao: number, input: DietaInput) {
    const ids = input.ingredientes.map((i) => i.racaoId);
    if (new Set(ids).size !== ids.length) throw fieldError('ingredientes', 'cada racao pode aparecer uma vez');
    const sum = input.ingredientes.reduce((s, i) => s + Math.round(i.percentual * 100), 0) / 100;
    if (Math.abs(sum - 100) > 0.0100001) throw fieldError('ingredientes', 'a soma dos percentuais deve ser 100');
    const found = await this.db.select({ id: racoes.id }).from(racoes).where(liveForTenant(racoes, actor, inArray(racoes.id, ids)));
    if (found.length !== ids.length) throw new AppError('FEED_NOT_FOUND', 'Racao nao encontrada');
    await this.db.insert(dietaVersoes).values(withTenant(actor, { dietaId, versao, nome: input.nome.trim() }));
    await this.db.insert(ing).values(input.ingredientes.map((i) => withTenant(actor, { dietaId, versao, racaoId: i.racaoId, percentual: i.percentual })));
  }

  /** PUT /api/lotes/{id}/dieta: the batch follows the diet from `desde` on; the same date again replaces that step. */
  atribuir(actor: Actor, loteId: string, input: LoteDietaInput): Promise<LoteDieta> {
    return unitOfWork(async () => {
      const lote = await requireLote(this.db, actor, loteId, { forWrite: true });
      assertDiaDoLote(lote, 'desde', input.desde);
      const [d] = await this.db.select({ nome: dietas.nome, ativa: dietas.ativa }).from(dietas)
        .where(liveForTenant(dietas, actor, eq(dietas.id, input.dietaId)));
      if (!d) throw fieldError('dietaId', 'dieta nao encontrada');
      if (!d.ativa) throw fieldError('dietaId', 'dieta inativa');
      await this.db.insert(loteDietas).values(withTenant(actor, { loteId, dietaId: input.dietaId, desde: input.desde }))
        .onConflictDoUpdate({ target: [loteDietas.tenantId, loteDietas.loteId, loteDietas.desde], set: { dietaId: input.dietaId, criadoEm: sql`now()` } });
      return { loteId, dietaId: input.dietaId, dietaNome: d.nome, desde: input.desde };
    });
  }

  /**
   * The diet each batch follows on `data` (default business today), by the plan's own rule (`dietaDoDia`). One
   * statement for any number of batches; `undefined` = open batches.
   */
  async currentOf(actor: Actor, loteIds: readonly string[] | undefined, data?: string): Promise<LoteDieta[]> {
    const ids = loteIds?.filter(isUuid);
    if (ids && ids.length === 0) return [];
    const scope = ids ? inArray(lotes.id, ids) : and(eq(lotes.status, 'Aberto'), isNull(lotes.deletedAt));
    const dd = sql`lateral ${dietaDoDia(lotes, sql`${data ?? this.today()}::date`)} dd`;
    return this.db.select({ loteId: lotes.id, dietaId: dietas.id, dietaNome: dietas.nome, desde: sql`dd.desde`.mapWith(loteDietas.desde) })
      .from(lotes)
      .innerJoin(dd, sql`true`)
      .innerJoin(dietas, and(eq(dietas.tenantId, lotes.tenantId), sql`${dietas.id} = dd.dieta_id`))
      .where(and(eq(lotes.tenantId, actor.tenantId), scope))
      .orderBy(lotes.id);
  }

  /** Batch.dietas: each batch's steps, newest first, at most `limit` per batch. */
  async historyOf(actor: Actor, loteIds: readonly string[], limit: number): Promise<LoteDieta[][]> {
    const valid = loteIds.filter(isUuid);
    const rows = valid.length === 0 ? [] : await this.db.select({ loteId: loteDietas.loteId, dietaId: loteDietas.dietaId, dietaNome: dietas.nome, desde: loteDietas.desde })
      .from(loteDietas).innerJoin(dietas, and(eq(dietas.tenantId, loteDietas.tenantId), eq(dietas.id, loteDietas.dietaId)))
      .where(forTenant(loteDietas, actor, inArray(loteDietas.loteId, valid)))
      .orderBy(asc(loteDietas.loteId), desc(loteDietas.desde));
    return groupByKey(loteIds, rows, (r) => r.loteId).map((steps) => steps.slice(0, limit));
  }
}
