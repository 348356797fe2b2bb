import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import type { Database } from '../db/client';
import { bare } from '../db/raw';
import { lotes } from '../modules/lote/schema';
import { notificacoes } from '../modules/notificacao/schema';
import { users } from '../modules/user/schema';
import type { NotificacaoService } from '../modules/notificacao/notificacao.service';

export type PesagemPendenteDeps = { database: Database; clock: Clock; timeZone: string; dias: number; notificacoes: NotificacaoService; logger: Logger };

/**
 * Contract 2.6: open batches whose latest weighing (or entry) is more than `dias` days old notify
 * every active Admin and Gerente of their tenant. Claiming the batch (pesagem_aviso_em) and writing
 * the notifications is one statement, so concurrent runs and instances never notify twice, and a
 * batch is noticed at most once per 7 days.
 */
export async function runPesagemPendente(d: PesagemPendenteDeps): Promise<{ lotes: number; notificacoes: number }> {
  const at = d.clock.now();
  const today = businessDate(at, d.timeZone);
  // tenancy: a job over every tenant; each notification goes to users of its batch's tenant (joined on tenant_id).
  // Raw SQL (an update and an insert chained by CTEs in one statement, which Drizzle cannot express), its
  // table and column names taken from the Drizzle tables.
  // Raw statements take the instant as text: postgres.js does not serialize a bare Date parameter.
  const now = at.toISOString();
  const [l, n, u] = [lotes, notificacoes, users];
  const rows = await d.database.rows<Record<string, unknown>>(sql`
    with due as (
      select ${l.tenantId} as tenant_id, ${l.id} as id, ${l.codigo} as codigo,
             (${today}::date - coalesce(${l.ultimaPesagemData}, ${l.dataEntrada})) as dias
        from ${l}
       where ${l.deletedAt} is null and ${l.status} = 'Aberto'
         and ${today}::date - coalesce(${l.ultimaPesagemData}, ${l.dataEntrada}) > ${d.dias}::int
    ),
    claimed as (
      update ${l} set ${bare(l.pesagemAvisoEm)} = ${now}::timestamptz
        from due
       where ${l.tenantId} = due.tenant_id and ${l.id} = due.id
         and (${l.pesagemAvisoEm} is null or ${l.pesagemAvisoEm} <= ${now}::timestamptz - interval '7 days')
      returning ${l.tenantId} as tenant_id, ${l.id} as id, ${l.codigo} as codigo, due.dias
    )
    insert into ${n} (${bare(n.tenantId)}, ${bare(n.userId)}, ${bare(n.titulo)}, ${bare(n.mensagem)}, ${bare(n.tipo)}, ${bare(n.dados)}, ${bare(n.criadaEm)})
    select c.tenant_id, ${u.id}, 'Pesagem Pendente',
           'O lote ' || c.codigo || ' esta ha ' || c.dias || ' dias sem pesagem', 'PesagemPendente',
           jsonb_build_object('loteId', c.id, 'loteCodigo', c.codigo), ${now}::timestamptz
      from claimed c
      join ${u} on ${u.tenantId} = c.tenant_id and ${u.ativo} and ${u.deletedAt} is null and ${u.role} in ('Admin', 'Gerente')
    returning ${n.tenantId} as tenant_id, ${n.id} as id, ${n.userId} as user_id, ${n.dados} as dados`);
  d.notificacoes.announce(rows.map((r) => ({ tenantId: String(r.tenant_id), id: String(r.id), userId: String(r.user_id) })));
  const loteOf = (dados: unknown) => (typeof dados === 'string' ? JSON.parse(dados) : dados) as { loteId: string };
  const noticed = new Set(rows.map((r) => loteOf(r.dados).loteId)).size;
  d.logger.info({ lotes: noticed, notificacoes: rows.length }, 'pesagem pendente');
  return { lotes: noticed, notificacoes: rows.length };
}
