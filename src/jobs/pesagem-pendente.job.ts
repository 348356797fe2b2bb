import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import type { Database } from '../db/client';
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
  // Raw statements take the instant as text: postgres.js does not serialize a bare Date parameter.
  const now = at.toISOString();
  const rows = await d.database.rows<Record<string, unknown>>(sql`
    with due as (
      select l.tenant_id, l.id, l.codigo, (${today}::date - coalesce(l.ultima_pesagem_data, l.data_entrada)) as dias
        from lotes l
       where l.deleted_at is null and l.status = 'Aberto'
         and ${today}::date - coalesce(l.ultima_pesagem_data, l.data_entrada) > ${d.dias}::int
    ),
    claimed as (
      update lotes l set pesagem_aviso_em = ${now}::timestamptz
        from due
       where l.tenant_id = due.tenant_id and l.id = due.id
         and (l.pesagem_aviso_em is null or l.pesagem_aviso_em <= ${now}::timestamptz - interval '7 days')
      returning l.tenant_id, l.id, l.codigo, due.dias
    )
    insert into notificacoes (tenant_id, user_id, titulo, mensagem, tipo, dados, criada_em)
    select c.tenant_id, u.id, 'Pesagem Pendente',
           'O lote ' || c.codigo || ' esta ha ' || c.dias || ' dias sem pesagem', 'PesagemPendente',
           jsonb_build_object('loteId', c.id, 'loteCodigo', c.codigo), ${now}::timestamptz
      from claimed c
      join users u on u.tenant_id = c.tenant_id and u.ativo and u.deleted_at is null and u.role in ('Admin', 'Gerente')
    returning tenant_id, id, user_id, dados`);
  d.notificacoes.announce(rows.map((r) => ({ tenantId: String(r.tenant_id), id: String(r.id), userId: String(r.user_id) })));
  const loteOf = (dados: unknown) => (typeof dados === 'string' ? JSON.parse(dados) : dados) as { loteId: string };
  const lotes = new Set(rows.map((r) => loteOf(r.dados).loteId)).size;
  d.logger.info({ lotes, notificacoes: rows.length }, 'pesagem pendente');
  return { lotes, notificacoes: rows.length };
}
