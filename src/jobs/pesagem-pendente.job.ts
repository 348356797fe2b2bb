import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import type { Database } from '../db/client';
import { bare } from '../db/raw';
import { diasSemPesagem } from '../modules/lote/kpis';
import { lotes } from '../modules/lote/schema';
import type { NotificacaoService } from '../modules/notificacao/notificacao.service';
import { notifyManagers } from '../modules/notificacao/notify-managers';

export type PesagemPendenteDeps = { database: Database; clock: Clock; timeZone: string; dias: number; notificacoes: NotificacaoService; logger: Logger };

/**
 * Contract 2.6: open batches whose latest weighing (or entry) is more than `dias` days old notify
 * every active Admin and Gerente of their tenant, claimed (pesagem_aviso_em) in the statement that
 * writes the notifications (`notifyManagers`); a batch is noticed at most once per 7 days.
 */
export async function runPesagemPendente(d: PesagemPendenteDeps): Promise<{ lotes: number; notificacoes: number }> {
  const at = d.clock.now();
  const today = businessDate(at, d.timeZone);
  // Raw statements take the instant as text: postgres.js does not serialize a bare Date parameter.
  const now = at.toISOString();
  const l = lotes;
  // tenancy: a job over every tenant's open batches; each claimed batch keeps its tenant_id for notifyManagers.
  const claim = sql`
    with due as (
      select ${l.tenantId} as tenant_id, ${l.id} as id, ${l.codigo} as codigo, ${diasSemPesagem(today)} as dias
        from ${l}
       where ${l.deletedAt} is null and ${l.status} = 'Aberto' and ${diasSemPesagem(today)} > ${d.dias}::int
    ),
    claimed as (
      update ${l} set ${bare(l.pesagemAvisoEm)} = ${now}::timestamptz
        from due
       where ${l.tenantId} = due.tenant_id and ${l.id} = due.id
         and (${l.pesagemAvisoEm} is null or ${l.pesagemAvisoEm} <= ${now}::timestamptz - interval '7 days')
      returning ${l.tenantId} as tenant_id, ${l.id} as id, ${l.codigo} as codigo, due.dias
    )`;
  const dados = await notifyManagers(d.database.db, d.notificacoes, claim, {
    titulo: 'Pesagem Pendente', tipo: 'PesagemPendente',
    mensagem: sql`'O lote ' || c.codigo || ' esta ha ' || c.dias || ' dias sem pesagem'`,
    dados: sql`jsonb_build_object('loteId', c.id, 'loteCodigo', c.codigo)`,
  }, now);
  const noticed = new Set(dados.map((x) => (x as { loteId: string }).loteId)).size;
  d.logger.info({ lotes: noticed, notificacoes: dados.length }, 'pesagem pendente');
  return { lotes: noticed, notificacoes: dados.length };
}
