import { asc, count, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { containsPattern } from '../../db/like';
import { jsonObject, qualified } from '../../db/raw';
import { liveForTenant, withTenant, TENANT_PARAM } from '../../db/tenant';
import { AppError, fieldError } from '../../errors';
import { pageOf, type Page } from '../../graphql/paging';
import { blankToNull, isUuid } from '../../validation';
import type { NotificacaoService } from '../notificacao/notificacao.service';
import { avisarEstoqueBaixo } from './estoque-baixo';
import type { Racao, RacaoInput, RacoesArgs } from './racao.types';
import { racoes } from './schema';

const ph = sql.placeholder;

// A feed as a correlated subquery names it: its tenant, id and stock, columns of the outer row or parameters.
export type FeedRef = { tenantId: SQLWrapper; id: SQLWrapper; estoqueKg: SQLWrapper };
/**
 * Contract 12.5's days of stock of a feed, read from its consumptions (`diasEstoque`,
 * src/modules/consumo-racao/dias-estoque.ts) and handed in by the composition root: the consumptions' module imports
 * this one (a consumption is of a feed), so this one never imports it.
 */
export type DiasEstoque = (today: unknown, feed: FeedRef) => SQL<number | null>;

// Every column qualified (`qualified`): drizzle leaves columns unqualified in single-table selects, and inside the
// subquery an unqualified "id" would be the consumption's.
const ROW_FEED: FeedRef = { tenantId: qualified(racoes.tenantId), id: qualified(racoes.id), estoqueKg: qualified(racoes.estoqueKg) };

const BASE = {
  id: racoes.id, nome: racoes.nome, descricao: racoes.descricao, custoKg: racoes.custoKg, dataCompra: racoes.dataCompra,
  quantidadeKg: racoes.quantidadeKg, fornecedor: racoes.fornecedor, composicao: racoes.composicao,
  materiaSecaPercentual: racoes.materiaSecaPercentual, estoqueKg: racoes.estoqueKg, estoqueMinimoKg: racoes.estoqueMinimoKg,
};
// Prepared reads bind business today as a parameter; writes pass it as a value.
const columns = (diasEstoque: DiasEstoque) => ({ ...BASE, diasEstoque: diasEstoque(ph('today'), ROW_FEED).as('dias_estoque') });
const columnsAt = (diasEstoque: DiasEstoque, today: string) => ({ ...BASE, diasEstoque: diasEstoque(today, ROW_FEED) });

/** Must stay identical to the expression of racoes_search_trgm_idx (drizzle/0003_racao_search.sql), or the index is not used. */
const SEARCH_TEXT = sql`f_unaccent(lower(${racoes.nome} || E'\\n' || coalesce(${racoes.descricao}, '')))`;


type ListShape = { search: boolean; de: boolean; ate: boolean };

const racaoNotFound = () => new AppError('NOT_FOUND', 'Racao nao encontrada');


export class RacaoService {
  private readonly detail;
  private readonly lists = new Map<string, ReturnType<RacaoService['buildList']>>();

  private readonly db: Db;

  constructor(
    database: Database, private readonly notificacoes: NotificacaoService, private readonly today: Today,
    private readonly diasEstoque: DiasEstoque,
  ) {
    this.db = database.db;
    this.detail = this.db.select(columns(diasEstoque)).from(racoes)
      .where(liveForTenant(racoes, TENANT_PARAM, eq(racoes.id, ph('id'))))
      .prepare('racao_detail');
  }

  /**
   * One statement per page: the count and the page are two subqueries over the same filter, left-joined so that a page
   * past the end still reports totalCount. Without a search both walk racoes_tenant_list_idx (the count as an
   * index-only scan, the page in index order). With a search the matches come once from racoes_search_trgm_idx into a
   * CTE (referenced twice, so PostgreSQL materializes it) and feed both the count and a top-N sort.
   */
  private buildList(f: ListShape) {
    const where = liveForTenant(racoes, TENANT_PARAM,
      f.search ? sql`${SEARCH_TEXT} like f_unaccent(lower(${ph('pattern')}))` : undefined,
      f.de ? gte(racoes.dataCompra, ph('de') as unknown as string) : undefined,
      f.ate ? lte(racoes.dataCompra, ph('ate') as unknown as string) : undefined);
    const matches = this.db.$with('matches').as(this.db.select(BASE).from(racoes).where(where));
    const source = f.search
      ? { count: this.db.select({ total: count().as('total') }).from(matches), rows: this.db.select().from(matches), cols: matches }
      : { count: this.db.select({ total: count().as('total') }).from(racoes).where(where), rows: this.db.select(BASE).from(racoes).where(where), cols: racoes };
    const total = source.count.as('t');
    const page = source.rows
      .orderBy(desc(source.cols.dataCompra), asc(source.cols.nome), asc(source.cols.id))
      .limit(ph('limit')).offset(ph('offset'))
      .as('page');
    const item = jsonObject({
      ...Object.fromEntries(Object.keys(BASE).map((k) => [k, page[k as keyof typeof BASE]])),
      // For the page's rows only: computed over every match, a search for a common word summed consumptions of
      // thousands of feeds to show ten.
      diasEstoque: this.diasEstoque(ph('today'), { tenantId: sql`${ph('tenantId')}`, id: page.id, estoqueKg: page.estoqueKg }),
    });
    // The page as one JSON value (drizzle's row mapping was a tenth of a page's CPU); a page past the end is [].
    return (f.search ? this.db.with(matches) : this.db).select({
      total: total.total,
      items: sql<Racao[]>`coalesce(json_agg(${item} order by ${page.dataCompra} desc, ${page.nome}, ${page.id}) filter (where ${page.id} is not null), '[]'::json)`,
    })
      .from(total).leftJoin(page, sql`true`)
      .groupBy(total.total)
      .prepare(`racoes_list_${+f.search}${+f.de}${+f.ate}`);
  }

  private listStatement(f: ListShape) {
    const key = `${+f.search}${+f.de}${+f.ate}`;
    let stmt = this.lists.get(key);
    if (!stmt) this.lists.set(key, (stmt = this.buildList(f)));
    return stmt;
  }

  async list(actor: Actor, args: RacoesArgs): Promise<Page<Racao>> {
    const search = args.search?.trim();
    const { dataCompraDe: de, dataCompraAte: ate } = args;
    if (de && ate && de > ate) {
      throw fieldError('dataCompraDe', 'deve ser anterior ou igual a dataCompraAte');
    }
    const rows = await this.listStatement({ search: !!search, de: !!de, ate: !!ate }).execute({
      tenantId: actor.tenantId, today: this.today(), pattern: search ? containsPattern(search) : undefined, de, ate,
      limit: args.pageSize, offset: (args.pageNumber - 1) * args.pageSize,
    });
    return pageOf(rows[0].items, Number(rows[0].total), args);
  }

  async get(actor: Actor, id: string): Promise<Racao> {
    if (!isUuid(id)) throw racaoNotFound();
    const [row] = await this.detail.execute({ tenantId: actor.tenantId, id, today: this.today() });
    if (!row) throw racaoNotFound();
    return row;
  }

  /** A new feed's stock is the quantity bought (contract 12.5); born below its minimum, it is a crossing (EstoqueBaixo). */
  async create(actor: Actor, input: RacaoInput): Promise<Racao> {
    return unitOfWork(async () => {
      const [row] = await this.db.insert(racoes).values(withTenant(actor, { ...values(input), estoqueKg: input.quantidadeKg })).returning(columnsAt(this.diasEstoque, this.today()));
      await avisarEstoqueBaixo(this.db, this.notificacoes, actor.tenantId);
      return row;
    });
  }

  /** A minimum set above the current stock is a crossing too (EstoqueBaixo). */
  async update(actor: Actor, id: string, input: RacaoInput): Promise<Racao> {
    if (!isUuid(id)) throw racaoNotFound();
    return unitOfWork(async () => {
      const [row] = await this.db.update(racoes)
        .set({ ...values(input), atualizadoEm: sql`now()` })
        .where(liveForTenant(racoes, actor, eq(racoes.id, id)))
        .returning(columnsAt(this.diasEstoque, this.today()));
      if (!row) throw racaoNotFound();
      await avisarEstoqueBaixo(this.db, this.notificacoes, actor.tenantId);
      return row;
    });
  }

  /** Soft delete. Consumptions keep pointing at the feed and still show its name. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw racaoNotFound();
    const [row] = await this.db.update(racoes)
      .set({ deletedAt: sql`now()` })
      .where(liveForTenant(racoes, actor, eq(racoes.id, id)))
      .returning({ id: racoes.id });
    if (!row) throw racaoNotFound();
    return true;
  }
}

function values(input: RacaoInput) {
  return {
    nome: input.nome.trim(),
    descricao: blankToNull(input.descricao),
    custoKg: input.custoKg,
    dataCompra: input.dataCompra,
    quantidadeKg: input.quantidadeKg,
    fornecedor: blankToNull(input.fornecedor),
    composicao: blankToNull(input.composicao),
    materiaSecaPercentual: input.materiaSecaPercentual ?? 88,
    estoqueMinimoKg: input.estoqueMinimoKg ?? null,
  };
}
