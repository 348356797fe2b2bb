import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bare, jsonValue } from '../../db/raw';
import { users } from '../user/schema';
import { notificacoes } from './schema';
import type { NotificacaoService } from './notificacao.service';

/** What a notice to the managers says; `mensagem` and `dados` are SQL over the claimed row `c`. */
export type ManagerNote = { titulo: string; tipo: string; mensagem: SQL; dados: SQL };

/**
 * The one writer of notices to a tenant's managers (the active Admins and Gerentes), for the jobs and the low-stock
 * notice alike. `claim` (CTEs ending in one named `claimed`, with a `tenant_id` column) marks what is due: the claim
 * is the only rule left in SQL; the same statement writes one notification per manager of each claimed row's tenant,
 * so concurrent runs and instances never notify twice, and what a notice says is the `note` of its caller (a reworded
 * notice needs no migration). The notifications are announced after the unit of work commits (`announce`); returns
 * their `dados`. `now`: the jobs' clock; the database's otherwise.
 * tenancy: each notification goes to users of its claimed row's tenant (joined on tenant_id).
 * Raw SQL (an update and an insert chained by CTEs in one statement, which Drizzle cannot express), its table and
 * column names taken from the Drizzle tables; prepared by the driver, so its plan is kept per connection.
 */
export async function notifyManagers(db: Db, service: NotificacaoService, claim: SQL, note: ManagerNote, now?: string): Promise<unknown[]> {
  const [n, u] = [notificacoes, users];
  const at = now === undefined ? sql`now()` : sql`${now}::timestamptz`;
  const result = await db.execute<Record<string, unknown>>(sql`
    ${claim}
    insert into ${n} (${bare(n.tenantId)}, ${bare(n.userId)}, ${bare(n.titulo)}, ${bare(n.mensagem)}, ${bare(n.tipo)}, ${bare(n.dados)}, ${bare(n.criadaEm)})
    select c.tenant_id, ${u.id}, ${note.titulo}::text, ${note.mensagem}, ${note.tipo}::text, ${note.dados}, ${at}
      from claimed c
      join ${u} on ${u.tenantId} = c.tenant_id and ${u.ativo} and ${u.deletedAt} is null and ${u.role} in ${MANAGERS}
    returning ${n.tenantId} as tenant_id, ${n.id} as id, ${n.userId} as user_id, ${n.dados} as dados`);
  // The drivers shape a raw result differently: postgres.js an array of rows, PGlite an object holding them.
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: Record<string, unknown>[] }).rows);
  service.announce(rows.map((r) => ({ tenantId: String(r.tenant_id), id: String(r.id), userId: String(r.user_id) })));
  return rows.map((r) => jsonValue(r.dados));
}

/** Who the managers of a tenant are: its Admins and Gerentes (active ones, as the join above reads). */
const MANAGERS = sql`('Admin', 'Gerente')`;
