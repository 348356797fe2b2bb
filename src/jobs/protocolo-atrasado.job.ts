import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { bare } from '../db/raw';
import { lotes } from '../modules/lote/schema';
import type { NotificacaoService } from '../modules/notificacao/notificacao.service';
import { protocolos } from '../modules/protocolo/schema';
import { notifyManagers } from '../modules/notificacao/notify-managers';

export type ProtocoloAtrasadoDeps = { database: Database; clock: Clock; timeZone: string; notificacoes: NotificacaoService; logger: Logger };

/**
 * Contract 11.1: a protocol of an open batch that is not realized and whose dataPrevista is before business
 * today notifies every active Admin and Gerente of its tenant, once: the protocol is claimed (atraso_avisado_em)
 * in the statement that writes the notifications (`notifyManagers`).
 */
export async function runProtocoloAtrasado(d: ProtocoloAtrasadoDeps): Promise<{ protocolos: number; notificacoes: number }> {
  const now = d.clock.now().toISOString();
  const [p, l] = [protocolos, lotes];
  // Business today is computed by the database here, not by businessDate: this job runs at every start, and the
  // first Intl.DateTimeFormat of a process maps about 6 MB of ICU data an idle process otherwise never touches.
  // tenancy: a job over every tenant's protocols, each joined to its batch on tenant_id; raw SQL as in notifyManagers.
  const claim = sql`
    with claimed as (
      update ${p} set ${bare(p.atrasoAvisadoEm)} = ${now}::timestamptz
        from ${l}
       where ${l.tenantId} = ${p.tenantId} and ${l.id} = ${p.loteId} and ${l.deletedAt} is null and ${l.status} = 'Aberto'
         and ${p.deletedAt} is null and ${p.dataRealizada} is null and ${p.atrasoAvisadoEm} is null
         and ${p.dataPrevista} < (${now}::timestamptz at time zone ${d.timeZone}::text)::date
      returning ${p.tenantId} as tenant_id, ${p.id} as id, ${p.loteId} as lote_id, ${l.codigo} as codigo,
                ${p.produto} as produto, ${p.dataPrevista} as data_prevista
    )`;
  const dados = await notifyManagers(d.database.db, d.notificacoes, claim, {
    titulo: 'Protocolo Atrasado', tipo: 'ProtocoloAtrasado',
    mensagem: sql`'O protocolo ' || c.produto || ' do lote ' || c.codigo || ' estava previsto para ' || to_char(c.data_prevista, 'YYYY-MM-DD') || ' e nao foi realizado'`,
    dados: sql`jsonb_build_object('loteId', c.lote_id, 'loteCodigo', c.codigo, 'protocoloId', c.id, 'produto', c.produto,
                                  'dataPrevista', to_char(c.data_prevista, 'YYYY-MM-DD'))`,
  }, now);
  const count = new Set(dados.map((x) => (x as { protocoloId: string }).protocoloId)).size;
  d.logger.info({ protocolos: count, notificacoes: dados.length }, 'protocolo atrasado');
  return { protocolos: count, notificacoes: dados.length };
}
