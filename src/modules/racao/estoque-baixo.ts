import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StoredNotification } from '../notificacao/notificacao.service';

export type EstoqueBaixoAviso = Pick<StoredNotification, 'tenantId' | 'userId' | 'id'>;

/**
 * Contract 12.5, the low-stock notice: claims the crossings of the minimum that this transaction caused and stores
 * their EstoqueBaixo notifications. The rule (what "below" is, when a notice is due, re-arming, who is told, what the
 * notice says) is SQL: trigger racoes_estoque_baixo (migration 0017) flags a crossing as the stock or the
 * minimum moves, and function racoes_estoque_avisos claims the flags and writes the notifications.
 *
 * Every write that moves stock or a minimum calls this last inside its own transaction, and announces the returned
 * rows after commit (`NotificacaoService.announce`), as every notification is announced.
 */
export function claimEstoqueBaixo(tx: DbOrTx, tenantId: string): Promise<EstoqueBaixoAviso[]> {
  return tx.select({ tenantId: sql<string>`a.tenant_id`, userId: sql<string>`a.user_id`, id: sql<string>`a.id` })
    .from(sql`racoes_estoque_avisos(${tenantId}::uuid) a`);
}
