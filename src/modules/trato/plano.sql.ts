import { sql } from 'drizzle-orm';

/** kgPrevisto's adjustment of yesterday's delivery by today's bunk score (contract 12.4); no reading: 0 %. */
const AJUSTE = sql`case lc.nota when 0 then 1.05 when 1 then 1 when 2 then 0.95 when 3 then 0.90 when 4 then 0.85 else 1 end`;

/**
 * The feeding plan of a day in one statement (contract 12.4): every open batch of the tenant with a pen and a
 * diet on that day, its head, today's bunk score, yesterday's and today's confirmation, and kgPrevisto =
 * yesterday's kg x the score's factor, or, without a delivery yesterday, 2.2 % of cabecas x the mean weight
 * (latest weighing not after the day, else entry weight) as dry matter, turned into as-fed kg by the diet's
 * dry matter (current version, current feeds). Whole kg, rounded half up by PostgreSQL.
 */
export function planoSql(tenantId: string, data: string, loteId?: string) {
  return sql`
    with dieta_dia as (
      select distinct on (ld.lote_id) ld.lote_id, ld.dieta_id
        from lote_dietas ld
       where ld.tenant_id = ${tenantId} and ld.desde <= ${data}::date
       order by ld.lote_id, ld.desde desc
    ),
    base as (
      select l.id as lote_id, l.codigo as lote_codigo, c.codigo as curral_codigo, d.id as dieta_id, d.nome as dieta_nome, d.versao as dieta_versao,
             greatest(0, l.quantidade_animais - l.total_animais_mortos - l.total_animais_vendidos) as cabecas,
             lc.nota as nota_cocho, ont.kg_fornecido as kg_ontem, hoje.id as confirmacao_id, hoje.kg_fornecido as kg_hoje,
             coalesce(p.peso_medio, l.peso_medio_entrada) as peso, mix.ms, ${AJUSTE} as ajuste
        from lotes l
        join currais c on c.tenant_id = l.tenant_id and c.id = l.curral_id
        join dieta_dia dd on dd.lote_id = l.id
        join dietas d on d.tenant_id = l.tenant_id and d.id = dd.dieta_id
        left join leituras_cocho lc on lc.tenant_id = l.tenant_id and lc.lote_id = l.id and lc.data = ${data}::date
        left join confirmacoes_trato ont on ont.tenant_id = l.tenant_id and ont.lote_id = l.id
             and ont.data = ${data}::date - 1 and ont.deleted_at is null
        left join confirmacoes_trato hoje on hoje.tenant_id = l.tenant_id and hoje.lote_id = l.id
             and hoje.data = ${data}::date and hoje.deleted_at is null
        left join lateral (
          select pe.peso_medio from pesagens pe
           where pe.tenant_id = l.tenant_id and pe.lote_id = l.id and pe.deleted_at is null and pe.data <= ${data}::date
           order by pe.data desc, pe.criado_em desc limit 1
        ) p on true
        cross join lateral (
          select sum(i.percentual * r.materia_seca_percentual) / 100 as ms
            from dieta_ingredientes i join racoes r on r.tenant_id = i.tenant_id and r.id = i.racao_id
           where i.tenant_id = d.tenant_id and i.dieta_id = d.id and i.versao = d.versao
        ) mix
       where l.tenant_id = ${tenantId} and l.status = 'Aberto' and l.deleted_at is null
         ${loteId ? sql`and l.id = ${loteId}` : sql``}
    )
    select b.*, round(case when b.kg_ontem is not null then b.kg_ontem * b.ajuste
                           else 0.022 * b.cabecas * b.peso / (b.ms / 100) end) as kg_previsto
      from base b
     order by b.curral_codigo, b.lote_codigo
     limit 10000`;
}

/**
 * The plan as the API shows it, as one JSON array built by PostgreSQL (one value to parse instead of a row of
 * fourteen columns per batch). kgPrevistoPorCabeca is rounded in numeric, half up, like every decimal of the API.
 */
export function planoJsonSql(tenantId: string, data: string) {
  return sql`
    select coalesce(json_agg(json_build_object(
             'loteId', p.lote_id, 'loteCodigo', p.lote_codigo, 'curralCodigo', p.curral_codigo, 'dietaId', p.dieta_id,
             'dietaNome', p.dieta_nome, 'cabecas', p.cabecas, 'notaCocho', p.nota_cocho, 'kgPrevisto', p.kg_previsto,
             'kgPrevistoPorCabeca', case when p.cabecas > 0 then round(p.kg_previsto / p.cabecas, 3) else 0 end,
             'kgFornecidoOntem', p.kg_ontem, 'confirmacaoId', p.confirmacao_id, 'kgFornecido', p.kg_hoje)
           order by p.curral_codigo, p.lote_codigo), '[]'::json) as plano
      from (${planoSql(tenantId, data)}) p`;
}
