import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { jsonValue } from '../../db/raw';
import { liveForTenant, withTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { pageOf, type Page } from '../../graphql/paging';
import { expirationOf } from '../../market/contracts';
import type { MarketProvider } from '../../market/market.model';
import { blankToNull, isUuid } from '../../validation';
import { lotes } from '../lote/schema';
import { contratosEmAberto, FAIXA_PRECO, faixaPrecoSql, posicoesSql, resumoSql } from './hedge.sql';
import { MAX_SAIDAS_HEDGE, type Hedge, type HedgeInput, type HedgeResumo, type HedgeSaidaInput, type HedgesArgs } from './hedge.types';
import { hedgeLotes, hedges, hedgeSaidas } from './schema';

const h = hedges;
const sx = hedgeSaidas;
/** The live partial exits of the position of the row being read (Drizzle qualifies both tables' columns). */
const parciaisDe = sql`${sx.tenantId} = ${h.tenantId} and ${sx.hedgeId} = ${h.id} and ${sx.deletedAt} is null`;
const hedgeNotFound = () => notFound('Posicao de hedge');
const vencimentoDe = (contrato: string) => (expirationOf(contrato) as Date).toISOString().slice(0, 10);

type Row = Omit<Hedge, 'vencimento' | 'lotes' | 'saidas' | 'cotacaoEm'> & { lotes: unknown; saidas: unknown; cotacaoEm: Date | string | null };

const toHedge = (r: Row): Hedge => ({
  ...r,
  vencimento: vencimentoDe(r.contrato),
  cotacaoEm: r.cotacaoEm === null ? null : new Date(r.cotacaoEm),
  lotes: jsonValue<Hedge['lotes']>(r.lotes),
  saidas: jsonValue<Hedge['saidas']>(r.saidas),
});

/** A typed price and what it is checked against: the field it came in, and the contract it is a price of. */
type PrecoDigitado = { campo: 'precoEntrada' | 'precoSaida'; preco: number; contrato: string };

/** The hedge register (issues 29, 34): futures positions, their exits, mark-to-market and result; docs/projecao.md. */
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
    await this.precosNaFaixa(input.confirmarPreco, precosDe(values));
    const id = await unitOfWork(async () => {
      const loteIds = await this.requireLotes(actor, input.loteIds);
      const [row] = await this.db.insert(h).values(withTenant(actor, values)).returning({ id: h.id });
      await this.link(actor, row.id, loteIds);
      return row.id;
    });
    return this.get(actor, id);
  }

  /** Replaces the position, its closing exit and its batches; its partial exits stay (and bound the new values). */
  async update(actor: Actor, id: string, input: HedgeInput): Promise<Hedge> {
    if (!isUuid(id)) throw hedgeNotFound();
    const values = this.checked(input);
    const [antes] = await this.db.select({ contrato: h.contrato, precoEntrada: h.precoEntrada, precoSaida: h.precoSaida }).from(h)
      .where(liveForTenant(h, actor, eq(h.id, id)));
    if (!antes) throw hedgeNotFound();
    // Only a price typed anew is checked: a position read and sent back unchanged stays valid as the market moves.
    await this.precosNaFaixa(input.confirmarPreco, precosDe(values).filter((p) => p.contrato !== antes.contrato || p.preco !== antes[p.campo]));
    await unitOfWork(async () => {
      const [row] = await this.db.update(h).set({ ...values, atualizadoEm: sql`now()` })
        .where(liveForTenant(h, actor, eq(h.id, id))).returning({ id: h.id });
      if (!row) throw hedgeNotFound();
      await this.checkParciais(actor, id, values);
      const loteIds = await this.requireLotes(actor, input.loteIds);
      await this.db.delete(hedgeLotes).where(and(eq(hedgeLotes.tenantId, actor.tenantId), eq(hedgeLotes.hedgeId, id)));
      await this.link(actor, id, loteIds);
    });
    return this.get(actor, id);
  }

  /**
   * Closes part of an open position (issue 34), as a broker's statement records a fill: some of its open contracts at a
   * price on a date. Closing every open contract closes the position (its precoSaida and dataSaida). The position's row
   * is locked, so two exits at once cannot close more than is open.
   */
  async close(actor: Actor, id: string, input: HedgeSaidaInput): Promise<Hedge> {
    const [c] = isUuid(id) ? await this.db.select({ contrato: h.contrato }).from(h).where(liveForTenant(h, actor, eq(h.id, id))) : [];
    if (!c) throw hedgeNotFound();
    await this.precosNaFaixa(input.confirmarPreco, [{ campo: 'precoSaida', preco: input.precoSaida, contrato: c.contrato }]);
    await unitOfWork(async () => {
      const [p] = await this.db.select({
        contrato: h.contrato, dataEntrada: h.dataEntrada, dataSaida: h.dataSaida, abertos: sql<number>`${contratosEmAberto}::int`,
        parciais: sql<number>`(select count(*)::int from ${sx} where ${parciaisDe})`, ultima: sql<string | null>`(select max(${sx.dataSaida})::text from ${sx} where ${parciaisDe})`,
      }).from(h).where(liveForTenant(h, actor, eq(h.id, id))).for('update');
      if (!p) throw hedgeNotFound();
      if (p.dataSaida !== null) throw new AppError('INVALID_STATE', 'Posicao de hedge ja encerrada');
      this.checkDataSaida(input.dataSaida, p.dataEntrada, vencimentoDe(p.contrato), p.ultima);
      if (input.quantidadeContratos > p.abertos) throw fieldError('quantidadeContratos', `deve ser no maximo ${p.abertos}, os contratos em aberto`);
      if (input.quantidadeContratos === p.abertos) {
        await this.db.update(h).set({ precoSaida: input.precoSaida, dataSaida: input.dataSaida, atualizadoEm: sql`now()` }).where(liveForTenant(h, actor, eq(h.id, id)));
        return;
      }
      if (p.parciais >= MAX_SAIDAS_HEDGE) throw fieldError('quantidadeContratos', `a posicao ja tem ${MAX_SAIDAS_HEDGE} saidas parciais: encerre-a`);
      await this.db.insert(hedgeSaidas).values(withTenant(actor, { hedgeId: id, quantidadeContratos: input.quantidadeContratos, precoSaida: input.precoSaida, dataSaida: input.dataSaida }));
    });
    return this.get(actor, id);
  }

  /** Soft delete; its links and exits stay, and count nowhere. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw hedgeNotFound();
    const [row] = await this.db.update(h).set({ deletedAt: sql`now()` }).where(liveForTenant(h, actor, eq(h.id, id))).returning({ id: h.id });
    if (!row) throw hedgeNotFound();
    return true;
  }

  /** The tenant's totals (GET /api/hedges/resumo, FinancialSummary.hedge); one statement, numeric sums. */
  async resumo(actor: Actor): Promise<HedgeResumo> {
    const [r] = await this.database.rows<HedgeResumo>(resumoSql(liveForTenant(h, actor)));
    return r;
  }

  /** The contract codes of every tenant's open positions (the ingestion syncs them). tenancy: a job over every tenant. */
  async contratosAbertos(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ contrato: h.contrato }).from(h).where(and(isNull(h.deletedAt), isNull(h.dataSaida)));
    return rows.map((r) => r.contrato);
  }

  /**
   * A typed price far from its reference is refused unless confirmed (issue 34: R$ 3,350/@ typed for 335.0): outside
   * FAIXA_PRECO around the contract's latest quote, else the spot price; without either there is nothing to compare.
   */
  private async precosNaFaixa(confirmado: boolean | null | undefined, precos: PrecoDigitado[]): Promise<void> {
    if (confirmado === true) return;
    for (const p of precos) {
      const [f] = await this.database.rows<Faixa>(faixaPrecoSql(p.contrato));
      if (!f || (p.preco >= f.minimo && p.preco <= f.maximo)) continue;
      const de = f.origem === 'precoSpot' ? 'do preco a vista' : `da cotacao de ${f.origem}`;
      throw new AppError('PRICE_OUT_OF_BAND', `Preco fora da faixa de ${FAIXA_PRECO * 100} % em torno ${de} (R$ ${f.referencia.toFixed(2)}/@)`, {
        [p.campo]: [`R$ ${p.preco.toFixed(2)}/@ fora da faixa de R$ ${f.minimo.toFixed(2)} a R$ ${f.maximo.toFixed(2)}/@ ${de}: confira o preco ou envie confirmarPreco: true`],
      });
    }
  }

  private checkDataSaida(dataSaida: string, dataEntrada: string, vencimento: string, ultimaParcial: string | null = null) {
    if (dataSaida < dataEntrada) throw fieldError('dataSaida', 'deve ser posterior ou igual a dataEntrada');
    if (ultimaParcial !== null && dataSaida < ultimaParcial) throw fieldError('dataSaida', `deve ser posterior ou igual a ultima saida parcial (${ultimaParcial})`);
    if (dataSaida > this.today()) throw fieldError('dataSaida', 'nao pode ser futura');
    if (dataSaida > vencimento) throw fieldError('dataSaida', `deve ser anterior ou igual ao ultimo dia de negociacao do contrato (${vencimento})`);
  }

  /** The row values of an input, after the rules the decorators cannot check (contract code, dates, exit). */
  private checked(input: HedgeInput) {
    const contrato = input.contrato.trim().toUpperCase();
    const exp = expirationOf(contrato);
    if (!(exp instanceof Date)) throw fieldError('contrato', 'deve ser um contrato futuro de boi gordo com vencimento, como BGIK26');
    const vencimento = vencimentoDe(contrato);
    const { precoSaida = null, dataSaida = null } = input;
    if (input.dataEntrada > this.today()) throw fieldError('dataEntrada', 'nao pode ser futura');
    if (input.dataEntrada > vencimento) throw fieldError('dataEntrada', `deve ser anterior ou igual ao ultimo dia de negociacao do contrato (${vencimento})`);
    if (precoSaida === null && dataSaida !== null) throw fieldError('precoSaida', 'e obrigatorio com dataSaida');
    if (dataSaida === null && precoSaida !== null) throw fieldError('dataSaida', 'e obrigatoria com precoSaida');
    if (dataSaida !== null) this.checkDataSaida(dataSaida, input.dataEntrada, vencimento);
    return {
      contrato, direcao: input.direcao as 'Venda' | 'Compra', quantidadeContratos: input.quantidadeContratos, precoEntrada: input.precoEntrada,
      dataEntrada: input.dataEntrada, precoSaida, dataSaida, observacao: blankToNull(input.observacao),
    };
  }

  /** A replaced position keeps its partial exits: it must still hold them (and one more contract), and start before them. */
  private async checkParciais(actor: Actor, id: string, v: Valores): Promise<void> {
    const [p] = await this.db.select({ n: sql<number>`coalesce(sum(${hedgeSaidas.quantidadeContratos}), 0)::int`, primeira: sql<string | null>`min(${hedgeSaidas.dataSaida})::text`,
      ultima: sql<string | null>`max(${hedgeSaidas.dataSaida})::text` })
      .from(hedgeSaidas).where(liveForTenant(hedgeSaidas, actor, eq(hedgeSaidas.hedgeId, id)));
    if (p.n === 0) return;
    if (v.quantidadeContratos <= p.n) throw fieldError('quantidadeContratos', `deve ser maior que os ${p.n} contratos das saidas parciais`);
    if (p.primeira !== null && v.dataEntrada > p.primeira) throw fieldError('dataEntrada', `deve ser anterior ou igual a primeira saida parcial (${p.primeira})`);
    if (p.ultima !== null && v.dataSaida !== null && v.dataSaida < p.ultima) throw fieldError('dataSaida', `deve ser posterior ou igual a ultima saida parcial (${p.ultima})`);
  }

  /** The batches named by a position: live batches of the caller's tenant, each once; another tenant's or unknown: 400. */
  private async requireLotes(actor: Actor, ids: string[] | null | undefined): Promise<string[]> {
    const wanted = [...new Set(ids ?? [])];
    if (wanted.length === 0) return [];
    const found = wanted.every(isUuid)
      ? await this.db.select({ id: lotes.id }).from(lotes).where(liveForTenant(lotes, actor, inArray(lotes.id, wanted))).for('share')
      : [];
    if (found.length !== wanted.length) throw fieldError('loteIds', 'lote nao encontrado');
    return wanted;
  }

  private async link(actor: Actor, hedgeId: string, loteIds: string[]) {
    if (loteIds.length > 0) await this.db.insert(hedgeLotes).values(loteIds.map((loteId) => withTenant(actor, { hedgeId, loteId })));
  }
}

type Faixa = { referencia: number; origem: string; minimo: number; maximo: number };
type Valores = ReturnType<HedgeService['checked']>;

const precosDe = (v: Valores): PrecoDigitado[] => [
  { campo: 'precoEntrada', preco: v.precoEntrada, contrato: v.contrato },
  ...(v.precoSaida === null ? [] : [{ campo: 'precoSaida' as const, preco: v.precoSaida, contrato: v.contrato }]),
];

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
