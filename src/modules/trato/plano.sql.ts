import { sql, type SQL } from 'drizzle-orm';
import { aliased, type Bound } from '../../db/raw';
import { currais } from '../curral/schema';
import { dietaIngredientes, dietas } from '../dieta/schema';
import { dietaDoDia } from '../dieta/dia';
import { materiaSecaMix } from '../dieta/mix';
import { cabecasAgora } from '../lote/kpis';
import { lotes } from '../lote/schema';
import { pesoNoDia } from '../pesagem/peso';
import { carenciaAteSql } from '../protocolo/carencia';
import { racoes } from '../racao/schema';
import { NOTAS_COCHO } from './nota-cocho';
import { confirmacoesTrato, leiturasCocho } from './schema';

const l = lotes;
const lc = leiturasCocho;
const ont = aliased(confirmacoesTrato, 'ont');
const hoje = aliased(confirmacoesTrato, 'hoje');

/** kgPrevisto's adjustment of yesterday's delivery by today's bunk score (contract 12.4), from the table the field page reads; no reading: 0 %. */
const AJUSTE = sql`case ${lc.nota} ${sql.raw(NOTAS_COCHO.map((n) => `when ${n.nota} then ${(n.fator / 100).toFixed(2)}`).join(' '))} else 1 end`;

/** A batch's confirmation of a day (`dia`), joined under its own name. */
const confirmacaoDe = (t: typeof ont | typeof hoje, dia: SQL) =>
  sql`left join ${t.from} on ${t.table.tenantId} = ${l.tenantId} and ${t.table.loteId} = ${l.id} and ${t.table.data} = ${dia} and ${t.table.deletedAt} is null`;

/**
 * The feeding plan of a day in one statement (contract 12.4): every open batch of the tenant with a pen and a
 * diet on that day, its head, today's bunk score, yesterday's and today's confirmation, and kgPrevisto =
 * yesterday's kg x the score's factor, or, without a delivery yesterday, 2.2 % of cabecas x the mean weight
 * (latest weighing not after the day, else entry weight) as dry matter, turned into as-fed kg by the diet's
 * dry matter (current version, current feeds). Whole kg, rounded half up by PostgreSQL.
 * `filter`: a condition on the columns of `lotes` (some batches only).
 * Raw SQL (three LATERALs, a CTE): tenancy: the batches on the caller's tenant_id, every join on the batch's.
 */
export function planoSql(tenantId: Bound, data: Bound, filter?: SQL) {
  const [c, d, i, r] = [currais, dietas, dietaIngredientes, racoes];
  return sql`
    with base as (
      select ${l.id} as lote_id, ${l.codigo} as lote_codigo, ${c.codigo} as curral_codigo, ${d.id} as dieta_id, ${d.nome} as dieta_nome,
             ${d.versao} as dieta_versao,
             ${cabecasAgora()} as cabecas,
             ${lc.nota} as nota_cocho, ${lc.id} as leitura_id, ${ont.table.kgFornecido} as kg_ontem, ${hoje.table.id} as confirmacao_id,
             ${hoje.table.kgFornecido} as kg_hoje, coalesce(p.peso_medio, ${l.pesoMedioEntrada}) as peso, mix.ms, ${AJUSTE} as ajuste
        from ${l}
        join ${c} on ${c.tenantId} = ${l.tenantId} and ${c.id} = ${l.curralId}
        cross join lateral ${dietaDoDia(l, sql`${data}::date`)} dd
        join ${d} on ${d.tenantId} = ${l.tenantId} and ${d.id} = dd.dieta_id
        left join ${lc} on ${lc.tenantId} = ${l.tenantId} and ${lc.loteId} = ${l.id} and ${lc.data} = ${data}::date
        ${confirmacaoDe(ont, sql`${data}::date - 1`)}
        ${confirmacaoDe(hoje, sql`${data}::date`)}
        left join lateral ${pesoNoDia(l.tenantId, l.id, sql`${data}::date`)} p on true
        cross join lateral (
          select ${materiaSecaMix()} as ms
            from ${i} join ${r} on ${r.tenantId} = ${i.tenantId} and ${r.id} = ${i.racaoId}
           where ${i.tenantId} = ${d.tenantId} and ${i.dietaId} = ${d.id} and ${i.versao} = ${d.versao}
        ) mix
       where ${l.tenantId} = ${tenantId} and ${l.status} = 'Aberto' and ${l.deletedAt} is null
         ${filter ? sql`and ${filter}` : sql``}
    )
    select b.*, round(case when b.kg_ontem is not null then b.kg_ontem * b.ajuste
                           else coalesce(0.022 * b.cabecas * b.peso / nullif(b.ms / 100, 0), 0) end) as kg_previsto
      from base b
     order by b.curral_codigo, b.lote_codigo
     limit 10000`;
}

/**
 * The plan as the API shows it (and each batch's withdrawal end, for the field page's cards), as one JSON array built by PostgreSQL (one value to parse instead of a row of
 * fourteen columns per batch). Each item is a row whose column names are the API's fields, aggregated as is: a
 * row turns into JSON faster than a json_build_object call of 24 arguments (a quarter of the statement's time).
 * kgPrevistoPorCabeca is rounded in numeric, half up, like every decimal of the API.
 */
export function planoJsonSql(tenantId: string, data: string) {
  return sql`
    select coalesce(json_agg(x order by x."curralCodigo", x."loteCodigo"), '[]'::json) as plano
      from (select p.lote_id as "loteId", p.lote_codigo as "loteCodigo", p.curral_codigo as "curralCodigo", p.dieta_id as "dietaId",
                   p.dieta_nome as "dietaNome", p.cabecas, p.nota_cocho as "notaCocho", p.leitura_id as "leituraCochoId", p.kg_previsto as "kgPrevisto",
                   case when p.cabecas > 0 then round(p.kg_previsto / p.cabecas, 3) else 0 end as "kgPrevistoPorCabeca",
                   p.kg_ontem as "kgFornecidoOntem", p.confirmacao_id as "confirmacaoId", p.kg_hoje as "kgFornecido",
                   ${carenciaAteSql(tenantId, sql`p.lote_id`, sql`${data}::date`)} as "carenciaAte"
              from (${planoSql(tenantId, data)}) p) x`;
}
