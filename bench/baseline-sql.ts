/**
 * Hand-written SQL of the baseline server, all run as prepared statements. Numbers come back as float8 (a JS
 * number, the same double as Number(numeric text)) and dates as text, so rows need no per-field mapping.
 * Output aliases never shadow an ORDER BY column (every ORDER BY is qualified).
 */

// $1 user id, $2 tenant id (from the verified token): the user must still exist, be active, and be in that tenant.
export const ACTIVE_USER = `select role from users where id = $1 and tenant_id = $2 and ativo and deleted_at is null`;

const FEED_COLS = `r.id, r.nome, r.descricao, r.custo_kg::float8 as "custoKg", r.data_compra::text as "dataCompra",
  r.quantidade_kg::float8 as "quantidadeKg", r.fornecedor, r.materia_seca_percentual::float8 as "materiaSecaPercentual",
  r.estoque_kg::float8 as "estoqueKg", r.estoque_minimo_kg::float8 as "estoqueMinimoKg", r.estoque_kg as ek`;
// Contract 12.5 diasEstoque (stock over the mean daily use of 7 days), for the page's rows only. `today` is the
// parameter number of business today.
const PAGE_COLS = (today: string) => `p.id, p.nome, p.descricao, p."custoKg", p."dataCompra", p."quantidadeKg", p.fornecedor,
  p."materiaSecaPercentual", p."estoqueKg", p."estoqueMinimoKg",
  (select case when sum(c.quantidade_kg) > 0 then round(greatest(p.ek, 0) / (sum(c.quantidade_kg) / 7), 1) end::float8
     from consumos_racao c where c.tenant_id = $1 and c.racao_id = p.id and c.deleted_at is null
      and c.data between ${today}::date - 6 and ${today}::date) as "diasEstoque"`;

// $1 tenant, $2 feed id, $3 today. The point read: one feed with its stock fields (contract 12.5).
export const FEED_ONE = `
select ${PAGE_COLS('$3')}, p.composicao
  from (select ${FEED_COLS}, r.composicao from racoes r where r.tenant_id = $1 and r.id = $2 and r.deleted_at is null) p`;

// $1 tenant, $2 limit, $3 offset, $4 today. Count = index-only scan of racoes_tenant_list_idx; page = the same index in order.
export const FEEDS_PAGE = `
select t.total, ${PAGE_COLS('$4')}
  from (select count(*)::int as total from racoes where tenant_id = $1 and deleted_at is null) t
  left join (
    select ${FEED_COLS}, r.data_compra as dc
      from racoes r where r.tenant_id = $1 and r.deleted_at is null
     order by r.data_compra desc, r.nome, r.id limit $2 offset $3
  ) p on true
 order by p.dc desc, p.nome, p.id`;

// $1 tenant, $2 limit, $3 offset, $4 LIKE pattern, $5 today. Matches come once from racoes_search_trgm_idx, then count + top-N.
export const FEEDS_SEARCH = `
with m as materialized (
  select ${FEED_COLS}, r.data_compra as dc
    from racoes r
   where r.tenant_id = $1 and r.deleted_at is null
     and f_unaccent(lower(r.nome || E'\\n' || coalesce(r.descricao, ''))) like f_unaccent(lower($4))
)
select t.total, ${PAGE_COLS('$5')}
  from (select count(*)::int as total from m) t
  left join (select * from m order by m.dc desc, m.nome, m.id limit $2 offset $3) p on true
 order by p.dc desc, p.nome, p.id`;

// $1 tenant, $2 batch. Key order = the REST document's selection (id data racaoId racaoNome quantidadeKg custoTotal loteId).
export const CONSUMPTIONS = `
select c.id, c.data::text as "data", c.racao_id as "racaoId", r.nome as "racaoNome", c.quantidade_kg::float8 as "quantidadeKg",
       c.custo_total::float8 as "custoTotal", c.lote_id as "loteId"
  from consumos_racao c
  join lotes l on l.tenant_id = c.tenant_id and l.id = c.lote_id and l.deleted_at is null
  join racoes r on r.tenant_id = c.tenant_id and r.id = c.racao_id
 where c.tenant_id = $1 and c.lote_id = $2 and c.deleted_at is null
 order by c.data desc, c.criado_em desc, c.id desc`;

export const LIVE_LOTE = `select 1 from lotes where tenant_id = $1 and id = $2 and deleted_at is null`;

// $1 tenant, $2 today, $3 closing window (days), $4 days in confinement, $5 user. Same definitions as contract 5; costs,
// deaths, sales and revenue come from the batches' running totals (lotes.total_*, kept by triggers, migration 0007), and
// the latest weighing from lotes.ultima_pesagem_* (migration 0009).
export const DASHBOARD = `
with live as materialized (
  select id, codigo, status, quantidade_animais as q, peso_medio_entrada as pe, data_entrada as de, data_prevista_saida as dps,
         total_custo_racao, total_custo_medicamentos, total_animais_mortos as mortos, total_animais_vendidos as vendidos, total_receita_vendas,
         ultima_pesagem_data as ultima_data, ultima_pesagem_peso as ultimo_peso
    from lotes where tenant_id = $1 and deleted_at is null
),
abertos as materialized (
  select l.id, l.codigo, l.q, l.dps, l.mortos, l.vendidos, coalesce(l.ultimo_peso, l.pe) as atual,
         case when l.ultima_data > l.de then (l.ultimo_peso - l.pe) / (l.ultima_data - l.de) end as gmd,
         greatest(0, $2::date - l.de) as dias
    from live l
   where l.status = 'Aberto'
)
select t.*, a.*,
  (select preco_arroba::float8 from precos_mercado where fonte = 'PRIMARY' and tenant_id is null order by data desc limit 1) as preco_arroba,
  (select count(*)::int from notificacoes where tenant_id = $1 and user_id = $5 and not lida) as nao_lidas,
  (select coalesce(json_agg(json_build_object('loteId', x.id, 'codigo', x.codigo, 'diasConfinamento', x.dias,
           'pesoMedioAtual', round(x.atual, 3)) order by x.dias desc, x.codigo), '[]'::json)
     from (select * from abertos
            where (dps is not null and dps <= $2::date + $3::int) or (dps is null and dias >= $4::int)
            order by dias desc, codigo limit 10) x) as proximos
  from (select count(*) filter (where status = 'Aberto')::int as lotes_ativos, count(*) filter (where status = 'Fechado')::int as lotes_fechados,
               coalesce(sum(vendidos), 0)::int as vendidos, coalesce(sum(mortos), 0)::int as mortos,
               coalesce(sum(total_receita_vendas), 0)::float8 as receita, coalesce(sum(total_custo_racao), 0)::float8 as custo_racao,
               coalesce(sum(total_custo_medicamentos), 0)::float8 as custo_medicamentos
          from live) t,
       (select coalesce(sum(greatest(0, q - mortos - vendidos)), 0)::int as animais_ativos,
               round(sum(atual * q) / nullif(sum(q), 0), 3)::float8 as peso_medio,
               round(sum(gmd * q) filter (where gmd is not null) / nullif(sum(q) filter (where gmd is not null), 0), 3)::float8 as gmd_medio
          from abertos) a`;

export const LOGIN_USER = `select id, tenant_id, nome, email, role, password_hash, ativo from users where email = $1 and deleted_at is null`;

// Lot economics (contract 10.3): the batch row's running totals plus its overhead share (custos_rateio_lote), written
// out by hand. $1 tenant, $2 today. Key order = the REST document's selection.
const BATCH_ECONOMICS = `
with b as (
  select l.id, l.codigo, l.status, l.quantidade_animais as q, l.peso_medio_entrada as pe, l.total_receita_vendas as receita,
         greatest(0, l.quantidade_animais - l.total_animais_mortos - l.total_animais_vendidos) as cabecas,
         l.total_custo_compra as compra, l.total_custo_racao as racao, l.total_custo_medicamentos as med, l.total_custo_protocolos as prot,
         round(l.total_custo_direto + coalesce(r.valor, 0), 2) as outros,
         case when l.status = 'Fechado' then coalesce(l.peso_saida, l.ultima_pesagem_peso, l.peso_medio_entrada)
              else coalesce(l.ultima_pesagem_peso, l.peso_medio_entrada) end as peso,
         case when l.status = 'Fechado' then coalesce(l.rendimento_carcaca, l.rendimento_estimado) else l.rendimento_estimado end as rend,
         greatest(0, coalesce(l.data_saida, $2::date) - l.data_entrada) as dias
    from lotes l left join custos_rateio_lote r on r.tenant_id = l.tenant_id and r.lote_id = l.id
   where l.tenant_id = $1 and l.deleted_at is null`;

export const RENTABILIDADE = `${BATCH_ECONOMICS} and l.status = 'Aberto'),
c as (select b.*, b.compra + b.racao + b.med + b.prot + b.outros as total, b.cabecas * b.peso * b.rend / 100 / 15 as arr_saida,
             b.cabecas * (b.peso * b.rend / 100 - b.pe * 0.5) / 15 as arr_prod from b),
v as (select c.*, round(c.arr_saida * coalesce((select preco_arroba from precos_mercado where fonte = 'PRIMARY' and tenant_id is null order by data desc limit 1), 0), 2) as venda from c)
select v.id as "loteId", v.codigo as "loteCodigo", v.total::float8 as "custoTotal", v.racao::float8 as "custoRacao",
       v.med::float8 as "custoMedicamentos", v.compra::float8 as "custoCompra", v.prot::float8 as "custoProtocolos", v.outros::float8 as "custoOutros",
       v.venda::float8 as "valorEstimadoVenda",
       (case when v.total = 0 then 0 else round((v.venda - v.total) / v.total * 100, 2) end)::float8 as "margemEstimada",
       (case when v.arr_prod > 0 then round((v.total - v.compra) / v.arr_prod, 2) end)::float8 as "custoPorArroba",
       (case when v.arr_saida > 0 then round(v.total / v.arr_saida, 2) end)::float8 as "precoEquilibrio",
       round(v.total / v.q, 2)::float8 as "custoPorAnimal", v.dias::int as "diasConfinamento", v.q as "quantidadeAnimais"
  from v order by v.dias desc, v.codigo`;

// The summary (contract 10.4) and, apart, closed batches' realized result and open batches' estimate (issue 34): each
// batch's total against its own sale (closed: revenue; open: exit arrobas at the day's price).
export const FINANCEIRO_SUMMARY = `${BATCH_ECONOMICS}),
e as (select b.*, b.compra + b.racao + b.med + b.prot + b.outros as custo,
             round(case when b.status = 'Fechado' then b.receita
                        else b.cabecas * b.peso * b.rend / 100 / 15 * coalesce((select preco_arroba from precos_mercado where fonte = 'PRIMARY' and tenant_id is null order by data desc limit 1), 0) end, 2) as venda
        from b),
g as (select count(*) filter (where status = 'Fechado') as f_n, coalesce(sum(custo) filter (where status = 'Fechado'), 0) as f_custo,
             coalesce(sum(receita) filter (where status = 'Fechado'), 0) as f_receita,
             count(*) filter (where status <> 'Fechado') as a_n, coalesce(sum(custo) filter (where status <> 'Fechado'), 0) as a_custo,
             coalesce(sum(receita) filter (where status <> 'Fechado'), 0) as a_receita, coalesce(sum(venda) filter (where status <> 'Fechado'), 0) as a_venda,
             coalesce(sum(custo), 0) as custo_lotes from e),
s as (select count(*) filter (where status = 'Aberto') as ativos, count(*) filter (where status = 'Fechado') as fechados,
             coalesce(sum(receita), 0) as receita, coalesce(sum(racao), 0) as racao, coalesce(sum(med), 0) as med,
             coalesce(sum(compra), 0) as compra, coalesce(sum(prot), 0) as prot, (select coalesce(sum(valor), 0) from custos_totais where tenant_id = $1) as outros from b),
t as (select s.*, s.racao + s.med + s.compra + s.prot + s.outros as total from s)
select receita::float8 as "receitaTotal", total::float8 as "custoTotal", (receita - total)::float8 as "lucroLiquido",
       (case when receita > 0 then round((receita - total) / receita * 100, 2) else 0 end)::float8 as "margemLiquida",
       racao::float8 as "custoRacao", med::float8 as "custoMedicamentos", compra::float8 as "custoCompraAnimais", prot::float8 as "custoProtocolos",
       outros::float8 as "custoOutros", receita::float8 as "receitaVendas", ativos::int as "totalLotesAtivos", fechados::int as "totalLotesFechados",
       json_build_object('lotes', f_n, 'custoTotal', f_custo::float8, 'receitaVendas', f_receita::float8, 'valorEstimadoVenda', 0,
                         'resultado', (f_receita - f_custo)::float8,
                         'margem', coalesce(round((f_receita - f_custo) / nullif(f_custo, 0) * 100, 2), 0)::float8) as realizado,
       json_build_object('lotes', a_n, 'custoTotal', a_custo::float8, 'receitaVendas', a_receita::float8, 'valorEstimadoVenda', a_venda::float8,
                         'resultado', (a_receita + a_venda - a_custo)::float8,
                         'margem', coalesce(round((a_receita + a_venda - a_custo) / nullif(a_custo, 0) * 100, 2), 0)::float8) as "emAndamento",
       (total - custo_lotes)::float8 as "custoForaDosLotes"
  from t cross join g`;

// $1 tenant, $2 day. The feeding plan (contract 12.4): each open batch's diet of the day by one index probe of
// lote_dietas_lote_desde_unique, each diet's dry matter once per diet instead of once per batch, and the
// latest weighing not after the day by pesagens' (lote, data) index. Key order = the REST document's selection.
export const TRATOS = `
with mix as (
  select i.dieta_id, i.versao, sum(i.percentual * r.materia_seca_percentual) / 100 as ms
    from dieta_ingredientes i join racoes r on r.tenant_id = i.tenant_id and r.id = i.racao_id
   where i.tenant_id = $1
   group by i.dieta_id, i.versao
)
select l.id as "loteId", l.codigo as "loteCodigo", c.codigo as "curralCodigo", d.id as "dietaId", d.nome as "dietaNome",
       h.cab::int as "cabecas", lc.nota::int as "notaCocho", lc.id as "leituraCochoId", k.kg::float8 as "kgPrevisto",
       (case when h.cab > 0 then round(k.kg / h.cab, 3) else 0 end)::float8 as "kgPrevistoPorCabeca",
       ont.kg_fornecido::float8 as "kgFornecidoOntem", hoje.id as "confirmacaoId", hoje.kg_fornecido::float8 as "kgFornecido",
       greatest((select max(pr.fim_carencia) from protocolos pr where pr.tenant_id = l.tenant_id and pr.lote_id = l.id and pr.deleted_at is null
                    and pr.carencia_dias > 0 and pr.fim_carencia > $2::date),
                (select max(m.fim_carencia) from medicamentos m where m.tenant_id = l.tenant_id and m.lote_id = l.id and m.deleted_at is null
                    and m.carencia_dias > 0 and m.fim_carencia > $2::date))::text as "carenciaAte"
  from lotes l
  join currais c on c.tenant_id = l.tenant_id and c.id = l.curral_id
  cross join lateral (
    select ld.dieta_id from lote_dietas ld
     where ld.tenant_id = l.tenant_id and ld.lote_id = l.id and ld.desde <= $2::date
     order by ld.desde desc limit 1
  ) dd
  join dietas d on d.tenant_id = l.tenant_id and d.id = dd.dieta_id
  join mix on mix.dieta_id = d.id and mix.versao = d.versao
  left join leituras_cocho lc on lc.tenant_id = l.tenant_id and lc.lote_id = l.id and lc.data = $2::date
  left join confirmacoes_trato ont on ont.tenant_id = l.tenant_id and ont.lote_id = l.id and ont.data = $2::date - 1 and ont.deleted_at is null
  left join confirmacoes_trato hoje on hoje.tenant_id = l.tenant_id and hoje.lote_id = l.id and hoje.data = $2::date and hoje.deleted_at is null
  left join lateral (
    select pe.peso_medio from pesagens pe
     where pe.tenant_id = l.tenant_id and pe.lote_id = l.id and pe.deleted_at is null and pe.data <= $2::date
     order by pe.data desc, pe.criado_em desc limit 1
  ) p on true
  cross join lateral (select greatest(0, l.quantidade_animais - l.total_animais_mortos - l.total_animais_vendidos) as cab) h
  cross join lateral (
    select round(case when ont.kg_fornecido is not null
                      then ont.kg_fornecido * case lc.nota when 0 then 1.05 when 1 then 1 when 2 then 0.95 when 3 then 0.90 when 4 then 0.85 else 1 end
                      else 0.022 * h.cab * coalesce(p.peso_medio, l.peso_medio_entrada) / (mix.ms / 100) end) as kg
  ) k
 where l.tenant_id = $1 and l.status = 'Aberto' and l.deleted_at is null
 order by c.codigo, l.codigo`;

