import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { bare, jsonValue } from '../../db/raw';
import { forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { consumosRacao as c } from '../consumo-racao/schema';
import type { DietaService } from '../dieta/dieta.service';
import { dietaIngredientes, dietas } from '../dieta/schema';
import { assertDiaDoLote, requireLote } from '../lote/lote.guard';
import type { NotificacaoService } from '../notificacao/notificacao.service';
import { avisarEstoqueBaixo } from '../racao/estoque-baixo';
import { racoes } from '../racao/schema';
import { planoJsonSql } from './plano.sql';
import { confirmacoesTrato as ct } from './schema';
import type { ConfirmacaoTrato, ConfirmacaoTratoInput, CorrecaoTratoInput, Trato } from './trato.types';

const confirmacaoNotFound = () => notFound('Confirmacao de trato');

/** Contract 12.4: the day's plan, and confirmations that become consumptions (and stock movements) in one transaction. */
export class TratoService {
  private readonly db: Db;

  constructor(
    private readonly database: Database,
    private readonly dietas: DietaService,
    private readonly notificacoes: NotificacaoService,
    readonly today: Today,
  ) {
    this.db = database.db;
  }

  /** One statement for all open batches of the tenant. */
  async plano(actor: Actor, data?: string | null): Promise<Trato[]> {
    const [{ plano }] = await this.database.rows<{ plano: Trato[] | string }>(planoJsonSql(actor.tenantId, data ?? this.today()));
    return jsonValue(plano);
  }

  async confirmar(actor: Actor, input: ConfirmacaoTratoInput): Promise<ConfirmacaoTrato> {
    return this.announcing(actor, async () => {
      const lote = await requireLote(this.db, actor, input.loteId, { forWrite: true });
      assertDiaDoLote(lote, 'data', input.data, this.today());
      const [dia] = await this.dietas.currentOf(actor, [lote.id], input.data);
      if (!dia) throw new AppError('INVALID_STATE', 'O lote nao tem dieta nesta data');
      const [d] = await this.db.select({ versao: dietas.versao }).from(dietas).where(forTenant(dietas, actor, eq(dietas.id, dia.dietaId)));
      const [row] = await this.db.insert(ct).values(withTenant(actor, {
        loteId: lote.id, data: input.data, kgFornecido: input.kgFornecido, dietaId: dia.dietaId, dietaVersao: d.versao,
      })).returning({ id: ct.id });
      await this.writeConsumos(actor, row.id);
      return row.id;
    });
  }

  /** A correction rewrites the consumptions: the same diet version (what was mixed), the feeds' prices now. */
  corrigir(actor: Actor, id: string, input: CorrecaoTratoInput): Promise<ConfirmacaoTrato> {
    return this.announcing(actor, async () => {
      await this.lockConfirmacao(actor, id);
      const fixed = await this.db.update(ct).set({ kgFornecido: input.kgFornecido, atualizadoEm: sql`now()` })
        .where(liveForTenant(ct, actor, eq(ct.id, id))).returning({ id: ct.id });
      if (fixed.length === 0) throw confirmacaoNotFound();
      await this.dropConsumos(actor, id);
      await this.writeConsumos(actor, id);
      return id;
    });
  }

  /** Admin: the confirmation and its consumptions are soft-deleted; the stock and the batch totals get them back. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    await unitOfWork(async () => {
      await this.lockConfirmacao(actor, id);
      const gone = await this.db.update(ct).set({ deletedAt: sql`now()` }).where(liveForTenant(ct, actor, eq(ct.id, id))).returning({ id: ct.id });
      if (gone.length === 0) throw confirmacaoNotFound();
      await this.dropConsumos(actor, id);
    });
    return true;
  }

  /**
   * One transaction: the write, the confirmation as stored (the answer), and last the EstoqueBaixo notices the
   * consumptions caused (12.5), announced after commit.
   */
  private async announcing(actor: Actor, write: () => Promise<string>): Promise<ConfirmacaoTrato> {
    return unitOfWork(async () => {
      const conf = await this.read(actor, await write());
      await avisarEstoqueBaixo(this.db, this.notificacoes, actor.tenantId);
      return conf;
    });
  }

  /**
   * The live confirmation, with its batch locked for write (a closed batch is BATCH_CLOSED). A writer that waited for
   * the batch may find the confirmation deleted meanwhile: the caller's UPDATE of it (live rows only, re-read after the
   * wait) then touches nothing and answers 404, instead of writing consumptions for a deleted confirmation.
   */
  private async lockConfirmacao(actor: Actor, id: string) {
    const [row] = isUuid(id) ? await this.db.select({ loteId: ct.loteId }).from(ct).where(liveForTenant(ct, actor, eq(ct.id, id))) : [];
    if (!row) throw confirmacaoNotFound();
    await requireLote(this.db, actor, row.loteId, { forWrite: true });
  }

  private dropConsumos(actor: Actor, id: string) {
    return this.db.update(c).set({ deletedAt: sql`now()` }).where(liveForTenant(c, actor, eq(c.confirmacaoId, id)));
  }

  /**
   * One consumption per ingredient: kg = kgFornecido x percentual / 100 (3 decimals), cost = kg x the feed's custoKg
   * now (2 decimals, contract 2.3), in feed id order so that concurrent confirmations lock feeds in one order. The
   * triggers add the cost to the batch's running totals and draw the stock down.
   */
  private writeConsumos(actor: Actor, id: string) {
    // Raw: drizzle's insert ... select wants every column of the table selected, in its order. tenancy: the
    // confirmation on the caller's tenant_id, its ingredients and feeds on the same tenant.
    const [i, r] = [dietaIngredientes, racoes];
    const into = [c.tenantId, c.loteId, c.racaoId, c.data, c.quantidadeKg, c.custoTotal, c.observacao, c.confirmacaoId];
    return this.db.execute(sql`
      insert into ${c} (${sql.join(into.map(bare), sql`, `)})
      select ${ct.tenantId}, ${ct.loteId}, ${i.racaoId}, ${ct.data}, q.kg, round(q.kg * ${r.custoKg}, 2), 'Trato confirmado', ${ct.id}
        from ${ct}
        join ${i} on ${i.tenantId} = ${ct.tenantId} and ${i.dietaId} = ${ct.dietaId} and ${i.versao} = ${ct.dietaVersao}
        join ${r} on ${r.tenantId} = ${i.tenantId} and ${r.id} = ${i.racaoId}
        cross join lateral (select round(${ct.kgFornecido} * ${i.percentual} / 100, 3) as kg) q
       where ${ct.tenantId} = ${actor.tenantId} and ${ct.id} = ${id} and ${ct.deletedAt} is null
       order by ${i.racaoId}`);
  }

  private async read(actor: Actor, id: string): Promise<ConfirmacaoTrato> {
    const [conf] = await this.db.select({
      id: ct.id, data: ct.data, loteId: ct.loteId, kgFornecido: ct.kgFornecido, dietaId: ct.dietaId, dietaNome: dietas.nome, dietaVersao: ct.dietaVersao,
    }).from(ct).innerJoin(dietas, and(eq(dietas.tenantId, ct.tenantId), eq(dietas.id, ct.dietaId))).where(forTenant(ct, actor, eq(ct.id, id)));
    const consumos = await this.db.select({ id: c.id, racaoId: c.racaoId, racaoNome: racoes.nome, quantidadeKg: c.quantidadeKg, custoTotal: c.custoTotal })
      .from(c).innerJoin(racoes, and(eq(racoes.tenantId, c.tenantId), eq(racoes.id, c.racaoId)))
      .where(forTenant(c, actor, eq(c.confirmacaoId, id), isNull(c.deletedAt))).orderBy(asc(racoes.nome), asc(c.id));
    const custoTotal = Math.round(consumos.reduce((s, x) => s + Math.round(x.custoTotal * 100), 0)) / 100;
    return { ...conf, custoTotal, consumos };
  }
}
