import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import type { Database } from '../db/client';
import type { NotificacaoService } from '../modules/notificacao/notificacao.service';

export type ProtocoloAtrasadoDeps = { database: Database; clock: Clock; timeZone: string; notificacoes: NotificacaoService; logger: Logger };

/**
 * Contract 11.1: a protocol of an open batch that is not realized and whose dataPrevista is before business
 * today notifies every active Admin and Gerente of its tenant, once. Claiming the protocol (atraso_avisado_em)
 * and writing the notifications is one statement, so concurrent runs and instances never notify twice.
 */
export async function runProtocoloAtrasado(d: ProtocoloAtrasadoDeps): Promise<{ protocolos: number; notificacoes: number }> {
  const at = d.clock.now();
  const today = businessDate(at, d.timeZone);
  const now = at.toISOString();
  const rows = await d.database.rows<Record<string, unknown>>(sql`
    with claimed as (
      update protocolos p set atraso_avisado_em = ${now}::timestamptz
        from lotes l
       where l.tenant_id = p.tenant_id and l.id = p.lote_id and l.deleted_at is null and l.status = 'Aberto'
         and p.deleted_at is null and p.data_realizada is null and p.atraso_avisado_em is null
         and p.data_prevista < ${today}::date
      returning p.tenant_id, p.id, p.lote_id, l.codigo, p.produto, p.data_prevista
    )
    insert into notificacoes (tenant_id, user_id, titulo, mensagem, tipo, dados, criada_em)
    select c.tenant_id, u.id, 'Protocolo Atrasado',
           'O protocolo ' || c.produto || ' do lote ' || c.codigo || ' estava previsto para ' || to_char(c.data_prevista, 'YYYY-MM-DD') || ' e nao foi realizado',
           'ProtocoloAtrasado',
           jsonb_build_object('loteId', c.lote_id, 'loteCodigo', c.codigo, 'protocoloId', c.id, 'produto', c.produto,
                              'dataPrevista', to_char(c.data_prevista, 'YYYY-MM-DD')),
           ${now}::timestamptz
      from claimed c
      join users u on u.tenant_id = c.tenant_id and u.ativo and u.deleted_at is null and u.role in ('Admin', 'Gerente')
    returning tenant_id, id, user_id, dados`);
  d.notificacoes.announce(rows.map((r) => ({ tenantId: String(r.tenant_id), id: String(r.id), userId: String(r.user_id) })));
  const dados = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { protocoloId: string };
  const protocolos = new Set(rows.map((r) => dados(r.dados).protocoloId)).size;
  d.logger.info({ protocolos, notificacoes: rows.length }, 'protocolo atrasado');
  return { protocolos, notificacoes: rows.length };
}
