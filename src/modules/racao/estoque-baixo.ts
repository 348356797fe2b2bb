import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bare } from '../../db/raw';
import type { NotificacaoService } from '../notificacao/notificacao.service';
import { notifyManagers, type ManagerNote } from '../notificacao/notify-managers';
import { racoes } from '../racao/schema';

/** What the low-stock notice says (contract 12.5); kg as the notices have always written them (`kg_pt_br`, migration 0025). */
const ESTOQUE_BAIXO: ManagerNote = {
  titulo: 'Estoque Baixo',
  tipo: 'EstoqueBaixo',
  mensagem: sql`'A racao ' || c.nome || ' esta com ' || kg_pt_br(c.estoque_kg) || ' kg em estoque, abaixo do minimo de '
    || kg_pt_br(coalesce(c.estoque_minimo_kg, 0)) || ' kg'`,
  // trim_scale: the numbers as JSON wrote them before (370.61, not 370.610)
  dados: sql`jsonb_build_object('racaoId', c.id, 'racaoNome', c.nome, 'estoqueKg', trim_scale(c.estoque_kg), 'estoqueMinimoKg', trim_scale(c.estoque_minimo_kg))`,
};

/**
 * Contract 12.5, the low-stock notice: claims the crossings of the minimum that the current unit of work caused and
 * notifies the tenant's managers (`notifyManagers`, announced after the commit). The rule (what "below" is, when a
 * notice is due, re-arming) is SQL: trigger racoes_estoque_baixo (migration 0017) flags a crossing as the stock or the
 * minimum moves; the claim below takes the flags. Every write that moves stock or a minimum calls this last, in its
 * unit: the feed rows are locked by that write, so no other writer claims them first.
 */
export function avisarEstoqueBaixo(db: Db, notificacoes: NotificacaoService, tenantId: string): Promise<unknown[]> {
  const r = racoes;
  // tenancy: the tenant's own flagged feeds.
  const claim = sql`
    with claimed as (
      update ${r} set ${bare(r.estoqueAvisoPendente)} = false
       where ${r.tenantId} = ${tenantId}::uuid and ${r.estoqueAvisoPendente} and ${r.deletedAt} is null
      returning ${r.tenantId} as tenant_id, ${r.id} as id, ${r.nome} as nome, ${r.estoqueKg} as estoque_kg, ${r.estoqueMinimoKg} as estoque_minimo_kg
    )`;
  return notifyManagers(db, notificacoes, claim, ESTOQUE_BAIXO);
}

/** Below its minimum now: trigger racoes_estoque_baixo's rule (migration 0017), for reads of the current state (the daily digest). */
export const abaixoDoMinimo = () => sql<boolean>`(${racoes.estoqueMinimoKg} is not null and ${racoes.estoqueKg} < ${racoes.estoqueMinimoKg})`;
