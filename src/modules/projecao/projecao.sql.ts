import { sql, type SQL } from 'drizzle-orm';
import type { Bound } from '../../db/raw';
import { consumosRacao } from '../consumo-racao/schema';
import { custoKgMix } from '../dieta/mix';
import { dietaIngredientes } from '../dieta/schema';
import { economiaLotes, PRECO_ARROBA_ATUAL } from '../financeiro/economia';
import { contratosEmAberto } from '../hedge/hedge.sql';
import { hedgeLotes, hedges } from '../hedge/schema';
import { lotes } from '../lote/schema';
import { marketQuotes } from '../market/schema';
import { pesagens } from '../pesagem/schema';
import { racoes } from '../racao/schema';
import { planoSql } from '../trato/plano.sql';
import { ARROBAS_POR_CONTRATO } from '../../market/contracts';
import { arrobasCarcaca } from '../../market/arroba';
import { PROJECAO } from './projecao.rules';

/*
 * The projection of open batches (issue 29, docs/projecao.md), one statement for any list of batches. Raw SQL: a chain
 * of CTEs and window functions the query builder cannot name. tenancy: the batches come from economiaLotes (the caller's
 * tenant_id), and every other tenant-owned table is read on the caller's tenant_id; market quotes are global.
 * Every amount is numeric; money is rounded to cents, kg and GMD to 3 decimals, where docs/projecao.md says.
 */

const num = (v: number) => sql.raw(String(v));

/**
 * The dated contracts with a stored quote: code, expiration and latest price (R$/@, cents). `curva` is the JSON array
 * of the candidate contracts (`ContratoCurva[]`), one bound value whatever their number.
 */
function curvaSql(curva: Bound): SQL {
  const q = marketQuotes;
  return sql`
    select k.codigo, k.vencimento, round(cq.preco, 2) as preco
      from json_to_recordset(${curva}::json) k(codigo text, vencimento date)
      cross join lateral (select ${q.price} as preco from ${q} where ${q.contractCode} = k.codigo
                           order by ${q.quoteTimestamp} desc limit 1) cq`;
}

/** Per batch: the weighing before the latest one, and the consumption cost of the days before today. */
function historicoSql(tenantId: Bound, today: Bound) {
  const [pe, c] = [pesagens, consumosRacao];
  const anterior = sql`
    select ${pe.pesoMedio} as peso, ${pe.data} as data from ${pe}
     where ${pe.tenantId} = ${tenantId} and ${pe.loteId} = e.id and ${pe.deletedAt} is null and ${pe.data} < e.ultima_data
     order by ${pe.data} desc, ${pe.criadoEm} desc limit 1`;
  const consumo = sql`
    select sum(${c.custoTotal}) as soma from ${c}
     where ${c.tenantId} = ${tenantId} and ${c.loteId} = e.id and ${c.deletedAt} is null
       and ${c.data} between ${today}::date - ${num(PROJECAO.diasConsumo)} and ${today}::date - 1`;
  const custoDieta = sql`
    select ${custoKgMix()} as custo_kg from ${dietaIngredientes}
      join ${racoes} on ${racoes.tenantId} = ${dietaIngredientes.tenantId} and ${racoes.id} = ${dietaIngredientes.racaoId}
     where ${dietaIngredientes.tenantId} = ${tenantId} and ${dietaIngredientes.dietaId} = pl.dieta_id
       and ${dietaIngredientes.versao} = pl.dieta_versao`;
  return { anterior, consumo, custoDieta };
}

/** One row per batch: what the days are computed from (base weight and GMD, feed cost per day, horizon). */
function baseSql(tenantId: Bound, today: Bound): SQL {
  const h = historicoSql(tenantId, today);
  const t = sql`${today}::date`;
  return sql`
    select e.id, e.codigo, e.cabecas, e.custo_total, e.rend, e.dias as dias_hoje, e.peso_final as peso_base,
           coalesce(e.ultima_data, e.data_entrada) as data_base, greatest(0, ${t} - coalesce(e.ultima_data, e.data_entrada)) as a,
           case when e.data_prevista_saida is not null then least(${num(PROJECAO.diasMax)}, greatest(0, e.data_prevista_saida - ${t})) end
             as dia_saida, g.gmd0, g.gmd_origem,
           f.custo_dia, f.custo_origem
      from e
      left join lateral (${h.anterior}) ant on true
      cross join lateral (select
        case when ant.data is not null then greatest(0, round((e.peso_final - ant.peso) / (e.ultima_data - ant.data), 3))
             when e.gmd_medio is not null then greatest(0, e.gmd_medio) else ${num(PROJECAO.gmdPadrao)} end as gmd0,
        case when ant.data is not null then 'UltimasPesagens' when e.gmd_medio is not null then 'GmdMedio' else 'Padrao' end as gmd_origem) g
      left join lateral (${h.consumo}) c7 on true
      left join pl on pl.lote_id = e.id
      left join lateral (${h.custoDieta}) dk on true
      cross join lateral (select least(${num(PROJECAO.diasConsumo)}, ${t} - e.data_entrada) as dias) j
      cross join lateral (select
        case when c7.soma > 0 and j.dias > 0 then round(c7.soma / j.dias, 2)
             when pl.kg_previsto > 0 and dk.custo_kg > 0 then round(dk.custo_kg * pl.kg_previsto, 2) else 0 end as custo_dia,
        case when c7.soma > 0 and j.dias > 0 then 'Consumos7Dias'
             when pl.kg_previsto > 0 and dk.custo_kg > 0 then 'DietaPlano' else 'SemDados' end as custo_origem) f`;
}

/**
 * The days: j counts days after the base weighing (GMD of day j declines linearly, with a floor), k = j - a days after
 * today (k = 0 is today). Cumulative cost, revenue at the curve's price, margin, and the marginal cost and revenue of
 * each day over the day before.
 */
function diasSql(today: Bound, dias: Bound<number>): SQL {
  const t = sql`${today}::date`;
  const fator = sql`greatest(${num(PROJECAO.pisoGmd)}, 1 - ${num(PROJECAO.declinioPor30Dias)} * s.j / 30.0)`;
  return sql`
    s as (select b.id, s.j, round(b.gmd0 * ${fator}, 3) as g
            from b cross join lateral generate_series(0, b.a + greatest(${dias}::int, coalesce(b.dia_saida, 0))) s(j)),
    w as (select s.id, s.j, s.g, sum(case when s.j > 0 then s.g else 0 end) over (partition by s.id order by s.j) as ganho from s),
    d as (select b.*, w.j - b.a as k, ${t} + (w.j - b.a) as data, w.g as gmd, round(b.peso_base + w.ganho, 3) as peso
            from b join w on w.id = b.id and w.j >= b.a),
    p as (select d.*, ${arrobasCarcaca(sql`d.cabecas * d.peso`, sql`d.rend`)} as arrobas,
                 case when d.k = 0 then 0 else coalesce(round(d.custo_dia * d.peso / nullif(first_value(d.peso) over (partition by d.id order by d.k), 0), 2), d.custo_dia) end
                   as custo_racao_dia
            from d),
    q as (select p.*, pr.codigo as contrato, coalesce(pr.preco, round(${PRECO_ARROBA_ATUAL}, 2), 0) as preco
            from p left join lateral (select curva.codigo, curva.preco from curva where curva.vencimento >= p.data
                                       order by curva.vencimento limit 1) pr on true),
    r as (select q.*, q.custo_total + sum(q.custo_racao_dia) over (partition by q.id order by q.k) as custo_acum,
                 round(q.arrobas * q.preco, 2) as receita
            from q),
    m as (select r.*, r.receita - r.custo_acum as margem,
                 r.custo_acum - lag(r.custo_acum) over wk as custo_marginal, r.receita - lag(r.receita) over wk as receita_marginal
            from r window wk as (partition by r.id order by r.k)),
    mk as (select m.*, first_value(m.k) over (partition by m.id order by m.k > ${dias}::int, m.margem desc, m.k) as melhor_k from m)`;
}

/**
 * Each batch's share of its linked open positions: a position's arrobas are split evenly among its live batches; sold
 * positions count, bought ones count against. The locked price is the arroba-weighted mean entry of the sold ones.
 */
function hedgeSql(tenantId: Bound): SQL {
  const [hl, h, l] = [hedgeLotes, hedges, lotes];
  return sql`
    hp as (
      select ${hl.loteId} as lote_id, ${h.direcao} as direcao, ${h.precoEntrada} as preco_entrada,
             ${contratosEmAberto} * ${num(ARROBAS_POR_CONTRATO)}.0 / n.n as arrobas
        from ${hl} join ${h} on ${h.tenantId} = ${hl.tenantId} and ${h.id} = ${hl.hedgeId}
        cross join lateral (
          select count(*) as n from ${hedgeLotes} x join ${l} on ${l.tenantId} = x.tenant_id and ${l.id} = x.lote_id and ${l.deletedAt} is null
           where x.tenant_id = ${h.tenantId} and x.hedge_id = ${h.id}) n
       where ${hl.tenantId} = ${tenantId} and ${hl.loteId} in (select id from b) and ${h.deletedAt} is null and ${h.dataSaida} is null),
    hb as materialized (
      select hp.lote_id, sum(case when hp.direcao = 'Venda' then hp.arrobas else -hp.arrobas end) as arrobas_hedge,
             round(sum(hp.preco_entrada * hp.arrobas) filter (where hp.direcao = 'Venda')
                   / nullif(sum(hp.arrobas) filter (where hp.direcao = 'Venda'), 0), 2) as preco_travado
        from hp group by hp.lote_id)`;
}

/**
 * Per batch, in one pass over its days: the best day (the highest margin within the horizon, the first of equals),
 * the optimal point, the hedge's day of reference (the planned exit, else the best day) and the day rows of the API,
 * named like its fields (k <= dias). One aggregate rather than a join per answer: joined back to the days, each
 * answer scanned every batch's days once per batch (100 batches over 180 days: 30 s, issue 33).
 */
function resumoSql(dias: Bound<number>): SQL {
  const ref = sql`mk.k = coalesce(mk.dia_saida, mk.melhor_k)`;
  return sql`
    resumo as (
      select mk.id, mk.codigo, mk.cabecas, mk.rend, mk.peso_base, mk.data_base, mk.gmd0, mk.gmd_origem, mk.custo_dia, mk.custo_origem,
             mk.custo_total, min(mk.melhor_k) as melhor_k,
             max(mk.data) filter (where mk.k = mk.melhor_k) as melhor_data, max(mk.margem) filter (where mk.k = mk.melhor_k) as melhor_margem,
             min(mk.k) filter (where mk.k between 1 and ${dias}::int and mk.receita_marginal < mk.custo_marginal) - 1 as otimo_k,
             min(mk.k) filter (where ${ref}) as ref_k, max(mk.data) filter (where ${ref}) as ref_data,
             max(mk.arrobas) filter (where ${ref}) as ref_arrobas,
             json_agg(y order by y.dia) filter (where mk.k <= ${dias}::int) as dias
        from mk cross join lateral (select mk.k as dia, mk.data, mk.dias_hoje + mk.k as "diasConfinamento", mk.gmd, mk.peso as "pesoCabeca",
               mk.custo_racao_dia as "custoRacaoDia", mk.custo_acum as "custoAcumulado", round(mk.arrobas, 2) as arrobas,
               case when mk.arrobas > 0 then round(mk.custo_acum / mk.arrobas, 2) end as "precoEquilibrio", mk.contrato,
               mk.preco as "precoArroba", mk.receita, mk.margem,
               case when mk.custo_acum = 0 then 0 else round(mk.margem / mk.custo_acum * 100, 2) end as "margemPercentual",
               mk.custo_marginal as "custoMarginal", mk.receita_marginal as "receitaMarginal") y
       group by mk.id, mk.codigo, mk.cabecas, mk.rend, mk.peso_base, mk.data_base, mk.gmd0, mk.gmd_origem, mk.custo_dia, mk.custo_origem,
                mk.custo_total)`;
}

/**
 * The projection of each open batch of the caller's tenant matching `filter` (a condition on the columns of `lotes`) over
 * `dias` days: one row per batch, `{ loteId, projecao }`, projecao a JSON object named like the API's fields.
 */
export function projecaoSql(tenantId: Bound, today: Bound, dias: Bound<number>, curva: Bound, filter: SQL): SQL {
  const abertos = sql`${lotes.status} = 'Aberto' and ${filter}`;
  return sql`
    with e as (${economiaLotes(tenantId, today, abertos)}),
    pl as (${planoSql(tenantId, today, filter)}),
    curva as materialized (${curvaSql(curva)}),
    b as (${baseSql(tenantId, today)}),
    ${diasSql(today, dias)},
    ${hedgeSql(tenantId)},
    ${resumoSql(dias)}
    select x."loteId", row_to_json(x) as projecao from (
      select rs.id as "loteId", rs.codigo as "loteCodigo", ${today}::date as "dataBase", ${dias}::int as "horizonteDias",
             rs.cabecas::int as cabecas, rs.rend as rendimento, rs.peso_base as "pesoBase", rs.data_base as "dataPesoBase",
             rs.gmd0 as "gmdBase", rs.gmd_origem as "gmdOrigem", rs.custo_dia as "custoRacaoDiaBase", rs.custo_origem as "custoRacaoOrigem",
             rs.custo_total as "custoTotalAtual", coalesce(round(${PRECO_ARROBA_ATUAL}, 2), 0) as "precoSpot",
             rs.melhor_k as "melhorDia", rs.melhor_data as "melhorData", rs.melhor_margem as "melhorMargem",
             rs.otimo_k as "pontoOtimoDia", ${today}::date + rs.otimo_k as "pontoOtimoData",
             json_build_object('diaReferencia', rs.ref_k, 'dataReferencia', rs.ref_data, 'arrobasReferencia', round(rs.ref_arrobas, 2),
               'arrobasHedge', round(coalesce(hb.arrobas_hedge, 0), 2),
               'percentualHedge', case when rs.ref_arrobas > 0 then round(coalesce(hb.arrobas_hedge, 0) / rs.ref_arrobas * 100, 2) end,
               'precoTravado', hb.preco_travado) as hedge,
             rs.dias
        from resumo rs
        left join hb on hb.lote_id = rs.id) x`;
}
