import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Role } from '../../auth/actor';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { NewNotification, NotificacaoService, StoredNotification } from '../notificacao/notificacao.service';
import { users } from '../user/schema';
import { racoes } from '../racao/schema';

const fmt = (kg: number) => kg.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

/**
 * Contract 12.5: a feed whose stock fell below its minimum is marked by trigger racoes_estoque_baixo
 * (migration 0017) with a pending notice; the writer that caused it claims the notice inside its own
 * transaction (the feed row is locked by that write, so nobody else can claim it first) and stores one
 * EstoqueBaixo notification for each active Admin and Gerente of the tenant. The caller announces the
 * returned rows after commit (push and subscription), like every other notification.
 */
export async function claimEstoqueBaixo(tx: DbOrTx, notificacoes: NotificacaoService, tenantId: string): Promise<StoredNotification[]> {
  const crossed = await tx.update(racoes).set({ estoqueAvisoPendente: false })
    .where(and(eq(racoes.tenantId, tenantId), eq(racoes.estoqueAvisoPendente, true), isNull(racoes.deletedAt)))
    .returning({ id: racoes.id, nome: racoes.nome, estoqueKg: racoes.estoqueKg, estoqueMinimoKg: racoes.estoqueMinimoKg });
  if (crossed.length === 0) return [];
  const staff = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.ativo, true), isNull(users.deletedAt), inArray(users.role, [Role.Admin, Role.Gerente])));
  const rows: NewNotification[] = crossed.flatMap((f) => staff.map((u) => ({
    tenantId, userId: u.id, titulo: 'Estoque Baixo', tipo: 'EstoqueBaixo',
    mensagem: `A racao ${f.nome} esta com ${fmt(f.estoqueKg)} kg em estoque, abaixo do minimo de ${fmt(f.estoqueMinimoKg ?? 0)} kg`,
    dados: { racaoId: f.id, racaoNome: f.nome, estoqueKg: f.estoqueKg, estoqueMinimoKg: f.estoqueMinimoKg },
  })));
  return notificacoes.insert(tx, rows);
}

/**
 * Runs a write that may move stock in one transaction, claims the EstoqueBaixo notices it caused before commit and
 * announces them after commit: the way every stock-moving write ends (consumptions, confirmations, feed edits).
 */
export async function withEstoqueBaixo<T>(db: Db, notificacoes: NotificacaoService, tenantId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  let notices: StoredNotification[] = [];
  const result = await db.transaction(async (tx) => {
    const out = await write(tx);
    notices = await claimEstoqueBaixo(tx, notificacoes, tenantId);
    return out;
  });
  notificacoes.announce(notices);
  return result;
}
