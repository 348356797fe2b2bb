import { and, asc, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { bare } from '../../db/raw';
import { AppError } from '../../errors';
import type { NotificacaoService, StoredNotification } from '../notificacao/notificacao.service';
import { precosMercado, type Fonte, type PriceScope } from './schema';
import type { CreatePriceRecordInput, HistoricoArgs, ResumoArgs } from './preco-mercado.types';

/**
 * The alerts a new price may fire (`AlertaPrecoService.fire`), handed in by the composition root: the alerts module
 * imports this one (its source enum), so this one names what it needs instead of importing the alerts' service.
 */
export type PriceAlerts = { fire(scope: PriceScope, price: number, previous: number | null): Promise<StoredNotification[]> };

/** Owner of a record: MANUAL records belong to a tenant, the other sources are global. */

const scopeOf = (actor: Actor, fonte: string): PriceScope =>
  ({ fonte: fonte as Fonte, tenantId: fonte === 'MANUAL' ? actor.tenantId : null });

// tenancy: MANUAL records are the tenant's, the other sources global (tenant_id null), so prices have their own scope.
const where = (s: PriceScope, ...conds: (SQL | undefined)[]) =>
  and(eq(precosMercado.fonte, s.fonte), s.tenantId ? eq(precosMercado.tenantId, s.tenantId) : isNull(precosMercado.tenantId), ...conds) as SQL;


// One record per date and source: the 30 days of the summary, and 1..3650 days of history plus records dated
// after today (MANUAL dates are free), capped.
export const RESUMO_DIAS = 30;
export const MAX_HISTORICO = 4000;
export class PrecoMercadoService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly today: Today,
    private readonly alertas: PriceAlerts,
    private readonly notificacoes: NotificacaoService,
  ) {
    this.db = database.db;
  }

  async resumo(actor: Actor, args: ResumoArgs) {
    const s = scopeOf(actor, args.fonte);
    const [ultimo] = await this.db.select().from(precosMercado).where(where(s)).orderBy(desc(precosMercado.data)).limit(1);
    if (!ultimo) return { ultimoPreco: null, mediaMovel7d: 0, mediaMovel30d: 0, historico: [] };
    // The 7 and 30 calendar days ending at the latest record's date.
    const [avg] = await this.db.select({
      m7: sql<string | null>`round(avg(${precosMercado.precoArroba}) filter (where ${precosMercado.data} > ${ultimo.data}::date - 7), 2)`,
      m30: sql<string | null>`round(avg(${precosMercado.precoArroba}), 2)`,
    }).from(precosMercado).where(where(s, sql`${precosMercado.data} > ${ultimo.data}::date - 30`, sql`${precosMercado.data} <= ${ultimo.data}::date`));
    const historico = await this.db.select().from(precosMercado)
      .where(where(s, sql`${precosMercado.data} > ${ultimo.data}::date - 30`, sql`${precosMercado.data} <= ${ultimo.data}::date`))
      .orderBy(asc(precosMercado.data)).limit(RESUMO_DIAS);
    return { ultimoPreco: ultimo, mediaMovel7d: Number(avg?.m7 ?? 0), mediaMovel30d: Number(avg?.m30 ?? 0), historico };
  }

  historico(actor: Actor, args: HistoricoArgs) {
    const today = this.today();
    return this.db.select().from(precosMercado)
      .where(where(scopeOf(actor, args.fonte), sql`${precosMercado.data} >= ${today}::date - ${args.dias}::int`))
      .orderBy(asc(precosMercado.data)).limit(MAX_HISTORICO);
  }

  /** Manual entry (contract 2.4). Other sources are global, so only ingestion writes them (decision: 403 here). */
  async create(actor: Actor, input: CreatePriceRecordInput) {
    const fonte = (input.fonte ?? 'MANUAL') as Fonte;
    if (fonte !== 'MANUAL') {
      throw new AppError('FORBIDDEN', 'Somente registros MANUAL podem ser criados pela API; as demais fontes vem da ingestao');
    }
    const { record, fired } = await unitOfWork(() =>
      this.store({ fonte, tenantId: actor.tenantId }, input.data, input.precoArroba, input.indice ?? null, 'insert'));
    this.notificacoes.announce(fired);
    return record;
  }

  /**
   * Writes the record of one day and source, keeps the variacao chain consistent, and fires the
   * price alerts of that source when this is the newest price. `upsert` updates the day's price
   * (ingestion); `insert` refuses a second record for the day (manual entry). Its callers run it in a unit of work
   * (`unitOfWork`): the advisory lock that serializes a source holds until the unit ends.
   */
  async store(s: PriceScope, data: string, preco: number, indice: string | null, mode: 'insert' | 'upsert') {
    // Serializes writers of one source so the chain and the "previous price" are read consistently.
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`precos:${s.fonte}:${s.tenantId ?? 'global'}`}))`);
    const [sameDay] = await this.db.select({ preco: precosMercado.precoArroba }).from(precosMercado).where(where(s, eq(precosMercado.data, data)));
    const [before] = await this.db.select({ preco: precosMercado.precoArroba }).from(precosMercado)
      .where(where(s, lt(precosMercado.data, data))).orderBy(desc(precosMercado.data)).limit(1);
    const [after] = await this.db.select({ data: precosMercado.data }).from(precosMercado)
      .where(where(s, gt(precosMercado.data, data))).orderBy(asc(precosMercado.data)).limit(1);
    const values = { tenantId: s.tenantId, fonte: s.fonte, data, precoArroba: preco, indice };
    const insert = this.db.insert(precosMercado).values(values);
    const [row] = mode === 'upsert' && sameDay
      ? await this.db.update(precosMercado).set({ precoArroba: preco, atualizadoEm: sql`now()` }).where(where(s, eq(precosMercado.data, data))).returning()
      : await insert.returning();
    await this.rechain(s, data, after?.data);
    const [record] = await this.db.select().from(precosMercado).where(eq(precosMercado.id, row.id));
    const previous = sameDay?.preco ?? before?.preco ?? null;
    // Alerts compare the stored price: the numeric(12,2) column rounds it (money is never rounded in floats).
    const fired = after ? [] : await this.alertas.fire(s, record.precoArroba, previous);
    return { record, fired };
  }

  // variacao of the written day and of the next record, from their predecessors.
  private async rechain(s: PriceScope, data: string, nextData: string | undefined) {
    // Raw SQL (an update from a window function over the chain); names from the Drizzle table, tenancy by `where`.
    const p = precosMercado;
    await this.db.execute(sql`
      with ordered as (
        select ${p.id} as id, ${p.data} as data, ${p.precoArroba} as preco_arroba, lag(${p.precoArroba}) over (order by ${p.data}) as prev
        from ${p} where ${where(s)}
      )
      update ${p}
         set ${bare(p.variacao)} = coalesce(o.preco_arroba - o.prev, 0),
             ${bare(p.variacaoPercentual)} = case when o.prev is null or o.prev = 0 then 0 else round((o.preco_arroba - o.prev) / o.prev * 100, 2) end
        from ordered o
       where ${p.id} = o.id and o.data >= ${data}::date and o.data <= ${nextData ?? data}::date`);
  }
}
