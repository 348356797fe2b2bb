import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bare, jsonValue } from '../db/raw';
import { notificacoes } from '../modules/notificacao/schema';
import type { NotificacaoService } from '../modules/notificacao/notificacao.service';
import { users } from '../modules/user/schema';

/** What a job's notification says; `mensagem` and `dados` are SQL over the claimed row `c`. */
export type ManagerNote = { titulo: string; tipo: string; mensagem: SQL; dados: SQL };

/**
 * The statement every notifying job runs: `claim` (CTEs ending in one named `claimed`, with a `tenant_id` column)
 * marks what is due, and the same statement writes one notification per active Admin and Gerente of each claimed
 * row's tenant, so concurrent runs and instances never notify twice. The notifications are announced after it
 * commits; returns their `dados`.
 * tenancy: a job over every tenant; each notification goes to users of its claimed row's tenant (joined on tenant_id).
 * Raw SQL (an update and an insert chained by CTEs in one statement, which Drizzle cannot express), its table and
 * column names taken from the Drizzle tables.
 */
export async function notifyManagers(database: Database, service: NotificacaoService, claim: SQL, note: ManagerNote, now: string): Promise<unknown[]> {
  const [n, u] = [notificacoes, users];
  const rows = await database.rows<Record<string, unknown>>(sql`
    ${claim}
    insert into ${n} (${bare(n.tenantId)}, ${bare(n.userId)}, ${bare(n.titulo)}, ${bare(n.mensagem)}, ${bare(n.tipo)}, ${bare(n.dados)}, ${bare(n.criadaEm)})
    select c.tenant_id, ${u.id}, ${note.titulo}::text, ${note.mensagem}, ${note.tipo}::text, ${note.dados}, ${now}::timestamptz
      from claimed c
      join ${u} on ${u.tenantId} = c.tenant_id and ${u.ativo} and ${u.deletedAt} is null and ${u.role} in ('Admin', 'Gerente')
    returning ${n.tenantId} as tenant_id, ${n.id} as id, ${n.userId} as user_id, ${n.dados} as dados`);
  service.announce(rows.map((r) => ({ tenantId: String(r.tenant_id), id: String(r.id), userId: String(r.user_id) })));
  return rows.map((r) => jsonValue(r.dados));
}
