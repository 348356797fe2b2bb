import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { forTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { Topic, type AppPubSub } from '../../graphql/pubsub';
import { isUuid } from '../../validation';
import type { PushDelivery } from './push';
import { notificacoes } from './schema';
import { afterCommit } from '../../db/unit-of-work';

export type NewNotification = typeof notificacoes.$inferInsert;
export type StoredNotification = typeof notificacoes.$inferSelect;

const PUBLIC = {
  id: notificacoes.id, titulo: notificacoes.titulo, mensagem: notificacoes.mensagem, tipo: notificacoes.tipo,
  lida: notificacoes.lida, criadaEm: notificacoes.criadaEm, dados: notificacoes.dados,
};

export class NotificacaoService {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly pubSub: AppPubSub,
    private readonly push: PushDelivery,
    private readonly logger: Logger,
  ) {
    this.db = database.db;
  }

  // Notifications are owned by one user.
  private mine(actor: Actor, ...conds: (SQL | undefined)[]) {
    return forTenant(notificacoes, actor, eq(notificacoes.userId, actor.userId), ...conds);
  }

  list(actor: Actor, limit: number) {
    return this.db.select(PUBLIC).from(notificacoes).where(this.mine(actor))
      .orderBy(desc(notificacoes.criadaEm), desc(notificacoes.id)).limit(limit);
  }

  async unreadCount(actor: Actor) {
    const [{ n }] = await this.db.select({ n: count() }).from(notificacoes).where(this.mine(actor, eq(notificacoes.lida, false)));
    return { count: n };
  }

  async get(actor: Actor, id: string) {
    const [row] = await this.db.select(PUBLIC).from(notificacoes).where(this.mine(actor, eq(notificacoes.id, id)));
    return row ?? null;
  }

  /** Idempotent: an already read notification answers 200 again. */
  async markRead(actor: Actor, id: string) {
    if (!isUuid(id)) throw notFound('Notificacao');
    const [row] = await this.db.update(notificacoes).set({ lida: true })
      .where(this.mine(actor, eq(notificacoes.id, id))).returning({ id: notificacoes.id, lida: notificacoes.lida });
    if (!row) throw notFound('Notificacao');
    return row;
  }

  async markAllRead(actor: Actor) {
    const changed = await this.db.update(notificacoes).set({ lida: true })
      .where(this.mine(actor, eq(notificacoes.lida, false))).returning({ id: notificacoes.id });
    return { atualizadas: changed.length, message: `${changed.length} notificacoes marcadas como lidas` };
  }

  /** Stores notifications in the caller's unit of work. */
  insert(rows: NewNotification[]): Promise<StoredNotification[]> {
    return rows.length === 0 ? Promise.resolve([]) : this.db.insert(notificacoes).values(rows).returning();
  }

  /** After commit: tell subscribers (the payload carries ids only; subscribers re-read) and push to devices. */
  announce(rows: Pick<StoredNotification, 'tenantId' | 'userId' | 'id'>[]): void {
    if (rows.length > 0) afterCommit(() => this.deliver(rows));
  }

  private deliver(rows: Pick<StoredNotification, 'tenantId' | 'userId' | 'id'>[]): void {
    for (const n of rows) {
      this.pubSub.publish(Topic.NotificationAdded, { tenantId: n.tenantId, userId: n.userId, notificationId: n.id });
    }
    if (rows.length === 0) return;
    const delivery = this.push.deliver(rows).catch((err) => this.logger.error({ err }, 'push delivery failed'));
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  private readonly pending = new Set<Promise<void>>();

  /**
   * Waits for push deliveries in progress (shutdown, tests), at most `timeoutMs`: the notifications are stored
   * already, so a push cut short by a stopping process loses nothing but that push.
   */
  async settle(timeoutMs = Infinity): Promise<void> {
    const all = Promise.allSettled([...this.pending]);
    if (!Number.isFinite(timeoutMs)) return void (await all);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
  }
}
