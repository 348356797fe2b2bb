import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { forTenant } from '../../db/tenant';
import { animais } from '../animal/schema';
import { lotes } from '../lote/schema';
import { leiturasSessao } from './schema';
import { MAX_LOTES_SESSAO, type SituacaoLeitura } from './sessao-pesagem.types';

const l = leiturasSessao;
const LEITURA = {
  id: l.id, linha: l.linha, eid: l.eid, vid: l.vid, pesoKg: l.pesoKg, data: l.data, hora: l.hora, travada: l.travada,
  situacao: sql<SituacaoLeitura>`${l.situacao}`, motivo: l.motivo, animalId: l.animalId, loteId: l.loteId, pesagemAnimalId: l.pesagemAnimalId, gmd: l.gmd,
};

export async function leituraUnica(db: Db, actor: Actor, id: string) {
  const [row] = await db.select(LEITURA).from(l).where(forTenant(l, actor, eq(l.id, id)));
  return row;
}

/** A session's readings in line order, its counts, and each batch weighed with the mean and count of its readings. */
export async function resumo(db: Db, actor: Actor, sessaoId: string) {
  const leituras = await db.select(LEITURA).from(l).where(forTenant(l, actor, eq(l.sessaoId, sessaoId))).orderBy(asc(l.linha), asc(l.criadaEm));
  const porLote = await db.select({
    loteId: l.loteId, loteCodigo: lotes.codigo, quantidade: sql<number>`count(*)::int`,
    pesoMedio: sql<number>`round(avg(${l.pesoKg}), 3)`.mapWith(Number),
  }).from(l).innerJoin(lotes, and(eq(lotes.tenantId, l.tenantId), eq(lotes.id, l.loteId)))
    .where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.situacao, 'registrada')))
    .groupBy(l.loteId, lotes.codigo).orderBy(asc(lotes.codigo)).limit(MAX_LOTES_SESSAO);
  return {
    leituras, lidas: leituras.length, registradas: leituras.filter((r) => r.situacao === 'registrada').length,
    lotes: porLote.map((r) => ({ ...r, loteId: r.loteId! })),
  };
}

/**
 * The sorting list (apartacao): the session's weighed animals more than `percentual` % below or above the mean of
 * their batch in the session, lightest first within each batch.
 */
export async function apartacao(db: Db, actor: Actor, sessaoId: string, percentual: number) {
  const rows = await db.execute(sql`
    with w as (
      select ${l.animalId} as animal_id, ${l.loteId} as lote_id, ${l.pesoKg} as peso,
             avg(${l.pesoKg}) over (partition by ${l.loteId}) as media
        from ${l} where ${l.tenantId} = ${actor.tenantId} and ${l.sessaoId} = ${sessaoId} and ${l.situacao} = 'registrada')
    select w.animal_id as "animalId", a.identificacao, a.eid, lo.codigo as "loteCodigo", w.peso::float8 as "pesoKg",
           round(w.media, 3)::float8 as "pesoMedioLote", round((w.peso - w.media) / nullif(w.media, 0) * 100, 2)::float8 as "desvioPercentual",
           case when w.peso < w.media then 'abaixo' else 'acima' end as grupo
      from w join ${animais} a on a.tenant_id = ${actor.tenantId} and a.id = w.animal_id
      join ${lotes} lo on lo.tenant_id = ${actor.tenantId} and lo.id = w.lote_id
     where abs(w.peso - w.media) * 100 > ${percentual} * w.media
     order by lo.codigo, w.peso, a.identificacao`);
  return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    animalId: string; identificacao: string; eid: string | null; loteCodigo: string; pesoKg: number; pesoMedioLote: number; desvioPercentual: number; grupo: string;
  }[];
}
