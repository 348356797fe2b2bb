import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db, DbOrTx } from '../../db/client';
import { jsonValue } from '../../db/raw';
import { liveForTenant, withTenant } from '../../db/tenant';
import { fieldError, notFound } from '../../errors';
import { pageOf, type Page } from '../../graphql/paging';
import { expirationOf } from '../../market/contracts';
import type { MarketProvider } from '../../market/market.model';
import { blankToNull, isUuid } from '../../validation';
import { lotes } from '../lote/schema';
import { marketQuotes } from '../market/schema';
import { ARROBAS_POR_CONTRATO } from '../../market/contracts';
import type { Hedge, HedgeInput, HedgeResumo, HedgesArgs } from './hedge.types';
import { hedgeLotes, hedges } from './schema';

const h = hedges;
const hedgeNotFound = () => notFound('Posicao de hedge');

/** A position's result at a price (R$/@): sold, (entry - price) x arrobas; bought, the opposite. Cents. */
const resultadoA = (preco: SQL) => sql`round(case when ${h.direcao} = 'Venda' then ${h.precoEntrada} - ${preco} else ${preco} - ${h.precoEntrada} end
  * ${h.quantidadeContratos} * ${sql.raw(String(ARROBAS_POR_CONTRATO))}, 2)`;

/** The latest stored quote of the position's contract (market data is global), as `cq` (preco in cents, em). */
const COTACAO = sql`left join lateral (select round(${marketQuotes.price}, 2) as preco, ${marketQuotes.quoteTimestamp} as em from ${marketQuotes}
  where ${marketQuotes.contractCode} = ${h.contrato} order by ${marketQuotes.quoteTimestamp} desc limit 1) cq on true`;

/** Closed: realized at the exit price; open: marked to market at the latest quote (null without one). Numeric. */
const RESULTADO = sql`case when ${h.dataSaida} is not null then ${resultadoA(sql`${h.precoSaida}`)}
  when cq.preco is not null then ${resultadoA(sql`cq.preco`)} end`;

/**
 * The positions of `where` with their quote, result and live batches, as the API names them. Raw SQL (a LATERAL per
 * position); tenancy: `where` is built with liveForTenant, the batches on the position's own tenant_id.
 */
function posicoesSql(where: SQL, page?: { limit: number; offset: number }): SQL {
  const [x, l] = [hedgeLotes, lotes];
  return sql`
    select ${h.id} as id, ${h.contrato} as contrato, ${h.direcao}::text as direcao, ${h.quantidadeContratos} as "quantidadeContratos",
           (${h.quantidadeContratos} * ${sql.raw(String(ARROBAS_POR_CONTRATO))})::float8 as arrobas, ${h.precoEntrada}::float8 as "precoEntrada",
           ${h.dataEntrada}::text as "dataEntrada", ${h.precoSaida}::float8 as "precoSaida", ${h.dataSaida}::text as "dataSaida",
           case when ${h.dataSaida} is null then 'Aberta' else 'Encerrada' end as status, ${h.observacao} as observacao,
           cq.preco::float8 as "precoAtual", cq.em as "cotacaoEm", (${RESULTADO})::float8 as resultado,
           coalesce((select json_agg(json_build_object('id', ${l.id}, 'codigo', ${l.codigo}) order by ${l.codigo}, ${l.id})
                       from ${x} join ${l} on ${l.tenantId} = ${x.tenantId} and ${l.id} = ${x.loteId} and ${l.deletedAt} is null
                      where ${x.tenantId} = ${h.tenantId} and ${x.hedgeId} = ${h.id}), '[]'::json) as lotes
      from ${h} ${COTACAO}
     where ${where}
     order by ${h.dataEntrada} desc, ${h.criadoEm} desc, ${h.id}
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

type Row = Omit<Hedge, 'vencimento' | 'lotes' | 'cotacaoEm'> & { lotes: unknown; cotacaoEm: Date | string | null };

const toHedge = (r: Row): Hedge => ({
  ...r,
  vencimento: (expirationOf(r.contrato) as Date).toISOString().slice(0, 10),
  cotacaoEm: r.cotacaoEm === null ? null : new Date(r.cotacaoEm),
  lotes: jsonValue<Hedge['lotes']>(r.lotes),
});

/** The hedge register (issue 29): futures positions, their mark-to-market and result; docs/decisions.md "Hedge register". */
export class HedgeService {
  private readonly db: Db;

  constructor(private readonly database: Database, private readonly today: Today) {
    this.db = database.db;
  }

  async list(actor: Actor, args: HedgesArgs): Promise<Page<Hedge>> {
    const where = liveForTenant(h, actor,
      args.status === 'Aberta' ? isNull(h.dataSaida) : args.status === 'Encerrada' ? sql`${h.dataSaida} is not null` : undefined,
      args.loteId ? sql`exists (select 1 from ${hedgeLotes} where ${hedgeLotes.tenantId} = ${h.tenantId}
        and ${hedgeLotes.hedgeId} = ${h.id} and ${hedgeLotes.loteId} = ${args.loteId}::uuid)` : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.database.rows<Row>(posicoesSql(where, { limit: args.pageSize, offset: (args.pageNumber - 1) * args.pageSize })),
      this.database.rows<{ total: number }>(sql`select count(*)::int as total from ${h} where ${where}`),
    ]);
    return pageOf(rows.map(toHedge), total, args);
  }

  async get(actor: Actor, id: string): Promise<Hedge> {
    const [row] = isUuid(id) ? await this.database.rows<Row>(posicoesSql(liveForTenant(h, actor, eq(h.id, id)))) : [];
    if (!row) throw hedgeNotFound();
    return toHedge(row);
  }

  async create(actor: Actor, input: HedgeInput): Promise<Hedge> {
    const values = this.checked(input);
    const id = await this.db.transaction(async (tx) => {
      const loteIds = await requireLotes(tx, actor, input.loteIds);
      const [row] = await tx.insert(h).values(withTenant(actor, values)).returning({ id: h.id });
      await link(tx, actor, row.id, loteIds);
      return row.id;
    });
    return this.get(actor, id);
  }

  async update(actor: Actor, id: string, input: HedgeInput): Promise<Hedge> {
    if (!isUuid(id)) throw hedgeNotFound();
    const values = this.checked(input);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.update(h).set({ ...values, atualizadoEm: sql`now()` })
        .where(liveForTenant(h, actor, eq(h.id, id))).returning({ id: h.id });
      if (!row) throw hedgeNotFound();
      const loteIds = await requireLotes(tx, actor, input.loteIds);
      await tx.delete(hedgeLotes).where(and(eq(hedgeLotes.tenantId, actor.tenantId), eq(hedgeLotes.hedgeId, id)));
      await link(tx, actor, id, loteIds);
    });
    return this.get(actor, id);
  }

  /** Soft delete; its links stay, and count nowhere. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw hedgeNotFound();
    const [row] = await this.db.update(h).set({ deletedAt: sql`now()` }).where(liveForTenant(h, actor, eq(h.id, id))).returning({ id: h.id });
    if (!row) throw hedgeNotFound();
    return true;
  }

  /** The tenant's totals (GET /api/hedges/resumo, FinancialSummary.hedge); one statement, numeric sums. */
  async resumo(actor: Actor): Promise<HedgeResumo> {
    const aberta = sql`${h.dataSaida} is null`;
    const arrobas = sql`${h.quantidadeContratos} * ${sql.raw(String(ARROBAS_POR_CONTRATO))}`;
    const [r] = await this.database.rows<HedgeResumo>(sql`
      select count(*) filter (where ${aberta})::int as "posicoesAbertas", count(*) filter (where not ${aberta})::int as "posicoesEncerradas",
             count(*) filter (where ${aberta} and cq.preco is null)::int as "posicoesSemCotacao",
             coalesce(sum(case when ${h.direcao} = 'Venda' then ${arrobas} else -${arrobas} end) filter (where ${aberta}), 0)::float8 as "arrobasLiquidas",
             coalesce(sum(${RESULTADO}) filter (where ${aberta}), 0)::float8 as "resultadoAberto",
             coalesce(sum(${RESULTADO}) filter (where not ${aberta}), 0)::float8 as "resultadoRealizado",
             coalesce(sum(${RESULTADO}), 0)::float8 as "resultadoTotal"
        from ${h} ${COTACAO}
       where ${liveForTenant(h, actor)}`);
    return r;
  }

  /** The contract codes of every tenant's open positions (the ingestion syncs them). tenancy: a job over every tenant. */
  async contratosAbertos(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ contrato: h.contrato }).from(h).where(and(isNull(h.deletedAt), isNull(h.dataSaida)));
    return rows.map((r) => r.contrato);
  }

  /** The row values of an input, after the rules the decorators cannot check (contract code, dates, exit). */
  private checked(input: HedgeInput) {
    const contrato = input.contrato.trim().toUpperCase();
    const exp = expirationOf(contrato);
    if (!(exp instanceof Date)) throw fieldError('contrato', 'deve ser um contrato futuro de boi gordo com vencimento, como BGIK26');
    const vencimento = exp.toISOString().slice(0, 10);
    const today = this.today();
    const { precoSaida = null, dataSaida = null } = input;
    if (input.dataEntrada > today) throw fieldError('dataEntrada', 'nao pode ser futura');
    if (input.dataEntrada > vencimento) throw fieldError('dataEntrada', `deve ser anterior ou igual ao vencimento do contrato (${vencimento})`);
    if (precoSaida === null && dataSaida !== null) throw fieldError('precoSaida', 'e obrigatorio com dataSaida');
    if (dataSaida === null && precoSaida !== null) throw fieldError('dataSaida', 'e obrigatoria com precoSaida');
    if (dataSaida !== null) {
      if (dataSaida < input.dataEntrada) throw fieldError('dataSaida', 'deve ser posterior ou igual a dataEntrada');
      if (dataSaida > today) throw fieldError('dataSaida', 'nao pode ser futura');
      if (dataSaida > vencimento) throw fieldError('dataSaida', `deve ser anterior ou igual ao vencimento do contrato (${vencimento})`);
    }
    return {
      contrato, direcao: input.direcao as 'Venda' | 'Compra', quantidadeContratos: input.quantidadeContratos, precoEntrada: input.precoEntrada,
      dataEntrada: input.dataEntrada, precoSaida, dataSaida, observacao: blankToNull(input.observacao),
    };
  }
}

/** The batches named by a position: live batches of the caller's tenant, each once; another tenant's or unknown: 400. */
async function requireLotes(tx: DbOrTx, actor: Actor, ids: string[] | null | undefined): Promise<string[]> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return [];
  const found = wanted.every(isUuid)
    ? await tx.select({ id: lotes.id }).from(lotes).where(liveForTenant(lotes, actor, inArray(lotes.id, wanted))).for('share')
    : [];
  if (found.length !== wanted.length) throw fieldError('loteIds', 'lote nao encontrado');
  return wanted;
}

async function link(tx: DbOrTx, actor: Actor, hedgeId: string, loteIds: string[]) {
  if (loteIds.length > 0) await tx.insert(hedgeLotes).values(loteIds.map((loteId) => withTenant(actor, { hedgeId, loteId })));
}

/**
 * The contracts one ingestion syncs: the configured ones, plus the open positions' contracts the active provider lists,
 * so that every position is marked to market as quotes arrive (and a contract it does not list is not tried each tick).
 */
export async function contratosIngeridos(base: string[], provider: MarketProvider, hedgesService: HedgeService): Promise<string[]> {
  const abertos = (await hedgesService.contratosAbertos()).filter((c) => !base.includes(c));
  if (abertos.length === 0) return base;
  const listed = new Set((await provider.contracts().catch(() => [])).map((c) => c.contractCode));
  return [...base, ...abertos.filter((c) => listed.has(c)).sort()];
}
