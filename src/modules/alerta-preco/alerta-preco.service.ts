import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { forTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import type { NewNotification, NotificacaoService, StoredNotification } from '../notificacao/notificacao.service';
import type { PriceScope } from '../preco-mercado/schema';
import { alertasPreco } from './schema';
import type { CreatePriceAlertInput, UpdatePriceAlertInput } from './alerta-preco.types';

const PUBLIC = {
  id: alertasPreco.id, tipo: alertasPreco.tipo, valorAlvo: alertasPreco.valorAlvo, fonte: alertasPreco.fonte,
  ativo: alertasPreco.ativo, criadoEm: alertasPreco.criadoEm,
};

const fmt = (n: number) => n.toFixed(2);


// A user's alerts form an unpaged list (contract 1.4: all of the caller's); GraphQL lists are bounded (contract 6).
export const MAX_ALERTAS = 1000;
export class AlertaPrecoService {
  private readonly db: Db;

  constructor(database: Database, private readonly notificacoes: NotificacaoService) {
    this.db = database.db;
  }

  // Alerts are owned by one user: another user of the same tenant gets 404 too.
  private mine(actor: Actor, ...conds: (SQL | undefined)[]) {
    return forTenant(alertasPreco, actor, eq(alertasPreco.userId, actor.userId), ...conds);
  }

  list(actor: Actor) {
    return this.db.select(PUBLIC).from(alertasPreco).where(this.mine(actor)).orderBy(desc(alertasPreco.criadoEm), desc(alertasPreco.id))
      .limit(MAX_ALERTAS);
  }

  async create(actor: Actor, input: CreatePriceAlertInput) {
    const [row] = await this.db.insert(alertasPreco).values({
      tenantId: actor.tenantId, userId: actor.userId, tipo: input.tipo as 'PrecoAcima', valorAlvo: input.valorAlvo,
      fonte: (input.fonte ?? 'PRIMARY') as 'PRIMARY',
    }).returning(PUBLIC);
    return row;
  }

  async update(actor: Actor, id: string, input: UpdatePriceAlertInput) {
    if (!isUuid(id)) throw notFound('Alerta');
    const [row] = await this.db.update(alertasPreco).set({
      tipo: input.tipo as 'PrecoAcima', valorAlvo: input.valorAlvo, fonte: (input.fonte ?? 'PRIMARY') as 'PRIMARY', ativo: input.ativo,
    }).where(this.mine(actor, eq(alertasPreco.id, id))).returning(PUBLIC);
    if (!row) throw notFound('Alerta');
    return row;
  }

  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound('Alerta');
    const gone = await this.db.delete(alertasPreco).where(this.mine(actor, eq(alertasPreco.id, id))).returning({ id: alertasPreco.id });
    if (gone.length === 0) throw notFound('Alerta');
    return true;
  }

  /**
   * Edge-triggered firing (contract 2.5): an active alert of this source fires when the new price
   * meets its condition and the previous price of the source did not. Writes one AlertaPreco
   * notification per alert in the caller's unit of work; the caller announces them after commit.
   */
  async fire(scope: PriceScope, price: number, previous: number | null): Promise<StoredNotification[]> {
    const met = (p: number) => sql`((${alertasPreco.tipo} = 'PrecoAcima' and ${p} >= ${alertasPreco.valorAlvo}) or (${alertasPreco.tipo} = 'PrecoAbaixo' and ${p} <= ${alertasPreco.valorAlvo}))`;
    const due = await this.db.update(alertasPreco).set({ ultimoDisparoEm: sql`now()` }).where(and(
      eq(alertasPreco.fonte, scope.fonte),
      eq(alertasPreco.ativo, true),
      scope.tenantId ? eq(alertasPreco.tenantId, scope.tenantId) : undefined,
      met(price),
      previous === null ? undefined : sql`not ${met(previous)}`,
    )).returning({ id: alertasPreco.id, tenantId: alertasPreco.tenantId, userId: alertasPreco.userId, tipo: alertasPreco.tipo, valorAlvo: alertasPreco.valorAlvo });
    if (due.length === 0) return [];
    const rows: NewNotification[] = due.map((a) => ({
      tenantId: a.tenantId,
      userId: a.userId,
      tipo: 'AlertaPreco',
      titulo: 'Alerta de Preco',
      mensagem: `O preco da arroba (${scope.fonte}) chegou a R$ ${fmt(price)}, ${a.tipo === 'PrecoAcima' ? 'acima' : 'abaixo'} do alvo de R$ ${fmt(a.valorAlvo)}`,
      dados: { precoAtual: price, alertaId: a.id },
    }));
    return this.notificacoes.insert(rows);
  }
}
