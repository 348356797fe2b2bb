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
import { custos } from '../custo/schema';
import { cabecasAgora } from '../lote/kpis';
import { medicamentos } from '../medicamento/schema';
import { protocolos } from '../protocolo/schema';
import { ALIQUOTA_FUNRURAL, PROJECAO } from './projecao.rules';
import { configuracoesVenda } from './schema';

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

/**
 * The tenant's terms of sale (configuracoes_venda, defaults without a row) and its operating cost: the overhead (costs
 * without a batch) of the diasOverhead days before today, per day, and the heads of its open batches now.
 */
function termosSql(tenantId: Bound, today: Bound): SQL {
  const [cv, c, l] = [configuracoesVenda, custos, lotes];
  const t = sql`${today}::date`;
  return sql`
    cfg as (select coalesce(${cv.baseRegional}, 0) as base, coalesce(${cv.baseTipo}::text, 'RsArroba') as base_tipo,
                   coalesce(${cv.tipoPessoa}::text, 'Fisica') as tipo_pessoa,
                   case when ${cv.tipoPessoa} = 'Juridica' then ${num(ALIQUOTA_FUNRURAL.Juridica)} else ${num(ALIQUOTA_FUNRURAL.Fisica)} end as aliquota,
                   coalesce(${cv.freteCabeca}, 0) as frete_cabeca, coalesce(${cv.jurosMensal}, 0) as juros,
                   coalesce(${cv.mortalidadeMensal}, 0) as mort, coalesce(${cv.ajusteNovilha}, 0) as ajuste_novilha,
                   (select coalesce(sum(${c.valor}), 0) from ${c} where ${c.tenantId} = ${tenantId} and ${c.loteId} is null and ${c.deletedAt} is null
                       and ${c.data} between ${t} - ${num(PROJECAO.diasOverhead)} and ${t} - 1) as overhead,
                   (select coalesce(sum(${cabecasAgora()}), 0) from ${l}
                     where ${l.tenantId} = ${tenantId} and ${l.status} = 'Aberto' and ${l.deletedAt} is null) as cabecas_abertas
              from (select 1) um left join ${cv} on ${cv.tenantId} = ${tenantId})`;
}

/** The batch's withdrawal end after today (realized protocols and medications with carencia) and the product ending last. */
function carenciaSql(tenantId: Bound, today: Bound): SQL {
  const [pr, me] = [protocolos, medicamentos];
  return sql`
    select x.fim, x.produto from (
      select ${pr.fimCarencia} as fim, ${pr.produto} as produto from ${pr}
       where ${pr.tenantId} = ${tenantId} and ${pr.loteId} = e.id and ${pr.deletedAt} is null and ${pr.carenciaDias} > 0
         and ${pr.fimCarencia} > ${today}::date
      union all
      select ${me.fimCarencia}, ${me.nome} from ${me}
       where ${me.tenantId} = ${tenantId} and ${me.loteId} = e.id and ${me.deletedAt} is null and ${me.carenciaDias} > 0
         and ${me.fimCarencia} > ${today}::date) x
     order by x.fim desc, x.produto limit 1`;
}

/** One row per batch: what the days are computed from (base weight and GMD, feed cost per day, terms of sale, horizon). */
function baseSql(tenantId: Bound, today: Bound): SQL {
  const h = historicoSql(tenantId, today);
  const t = sql`${today}::date`;
  return sql`
    select e.id, e.codigo, e.cabecas, e.custo_total, e.rend, e.dias as dias_hoje, e.peso_final as peso_base,
           case when e.arrobas_saida > 0 then round(e.custo_total / e.arrobas_saida, 2) end as equilibrio_pesagem,
           coalesce(e.ultima_data, e.data_entrada) as data_base, greatest(0, ${t} - coalesce(e.ultima_data, e.data_entrada)) as a,
           case when e.data_prevista_saida is not null then least(${num(PROJECAO.diasMax)}, greatest(0, e.data_prevista_saida - ${t})) end
             as dia_saida, g.gmd0, g.gmd_origem,
           f.custo_dia, f.custo_origem, car.fim as carencia_fim, car.produto as carencia_produto, lc.categoria,
           cfg.*, case when lc.categoria = 'Novilha' then cfg.ajuste_novilha else 0 end as ajuste,
           coalesce(round(cfg.overhead / nullif(${num(PROJECAO.diasOverhead)} * cfg.cabecas_abertas, 0), 2), 0) as oper_cabeca,
           coalesce(round(cfg.overhead * e.cabecas / nullif(${num(PROJECAO.diasOverhead)} * cfg.cabecas_abertas, 0), 2), 0) as oper_dia
      from e
      cross join cfg
      cross join lateral (select ${lotes.categoria}::text as categoria from ${lotes} where ${lotes.tenantId} = ${tenantId} and ${lotes.id} = e.id) lc
      left join lateral (${carenciaSql(tenantId, today)}) car on true
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
 * The sale calendar of the horizon, one row per day after today (k), the same for every batch: the B3 curve's price
 * interpolated by date between its points (docs/projecao.md), the contract maturing on or after the day, and whether the
 * day is a Sunday or a national holiday. The points: each quoted contract at its expiration, and today at the spot price
 * unless a contract expires today; before the first point the first one's price, after the last the last one's.
 */
function calendarioSql(today: Bound, feriados: Bound): SQL {
  const t = sql`${today}::date`;
  const spot = sql`round(${PRECO_ARROBA_ATUAL}, 2)`;
  return sql`
    pts as (select curva.vencimento as data, curva.preco from curva where curva.vencimento >= ${t}
            union all
            select ${t}, s.p from (select ${spot} as p) s
             where s.p is not null and not exists (select 1 from curva where curva.vencimento = ${t})),
    fer as (select f.data, f.nome from json_to_recordset(${feriados}::json) f(data date, nome text)),
    cal as materialized (
      select c.k, c.data, ct.codigo as contrato,
             coalesce(case when a.data is not null and z.data is not null
                             then round(a.preco + (z.preco - a.preco) * (c.data - a.data) / nullif(z.data - a.data, 0), 2) end,
                      a.preco, z.preco, ${spot}, 0) as preco,
             extract(isodow from c.data) = 7 as domingo, (select min(fer.nome) from fer where fer.data = c.data) as feriado
        from (select k.k, ${t} + k.k as data from generate_series(0, ${num(PROJECAO.diasMax)}) k(k)) c
        left join lateral (select pts.data, pts.preco from pts where pts.data <= c.data order by pts.data desc limit 1) a on true
        left join lateral (select pts.data, pts.preco from pts where pts.data > c.data order by pts.data limit 1) z on true
        left join lateral (select curva.codigo from curva where curva.vencimento >= c.data order by curva.vencimento limit 1) ct on true)`;
}

/**
 * The days: j counts days after the base weighing (GMD of day j declines linearly, with a floor), k = j - a days after
 * today (k = 0 is today). The day's costs (feed, operating, interest and mortality on the capital of the day before),
 * the physical sale (curve price with basis and category, less Funrural and freight), the margin, whether the day is a
 * sale day, and the best sale day.
 */
function diasSql(today: Bound, dias: Bound<number>): SQL {
  const fator = sql`greatest(${num(PROJECAO.pisoGmd)}, 1 - ${num(PROJECAO.declinioPor30Dias)} * s.j / 30.0)`;
  const wk = sql`partition by p.id order by p.k`;
  return sql`
    s as (select b.id, s.j, round(b.gmd0 * ${fator}, 3) as g
            from b cross join lateral generate_series(0, b.a + greatest(${dias}::int, coalesce(b.dia_saida, 0))) s(j)),
    w as (select s.id, s.j, s.g, sum(case when s.j > 0 then s.g else 0 end) over (partition by s.id order by s.j) as ganho from s),
    d as (select b.*, w.j - b.a as k, w.g as gmd, round(b.peso_base + w.ganho, 3) as peso
            from b join w on w.id = b.id and w.j >= b.a),
    p as (select d.*, cal.data, cal.contrato, cal.preco, ${arrobasCarcaca(sql`d.cabecas * d.peso`, sql`d.rend`)} as arrobas,
                 not cal.domingo and cal.feriado is null and (d.carencia_fim is null or cal.data >= d.carencia_fim) as venda,
                 case when d.carencia_fim > cal.data then 'Carencia: ' || d.carencia_produto || ' ate ' || to_char(d.carencia_fim, 'YYYY-MM-DD')
                      when cal.feriado is not null then 'Feriado: ' || cal.feriado when cal.domingo then 'Domingo' end as bloqueio,
                 case when d.k = 0 then 0 else coalesce(round(d.custo_dia * d.peso / nullif(first_value(d.peso) over (partition by d.id order by d.k), 0), 2), d.custo_dia) end
                   as custo_racao_dia,
                 case when d.k = 0 then 0 else d.oper_dia end as custo_oper_dia
            from d join cal on cal.k = d.k),
    x as (select p.*, p.custo_total + coalesce(sum(p.custo_racao_dia + p.custo_oper_dia) over (${wk} rows between unbounded preceding and 1 preceding), 0)
                   as capital_ant,
                 round(case p.base_tipo when 'Percentual' then p.preco * (1 + p.base / 100) else p.preco + p.base end * (1 + p.ajuste / 100), 2)
                   as preco_fisico,
                 round(p.cabecas * p.frete_cabeca, 2) as frete
            from p),
    y as (select x.*, case when x.k = 0 then 0 else round(x.capital_ant * x.juros / 100 / ${num(PROJECAO.diasMes)}, 2) end as juros_dia,
                 case when x.k = 0 then 0 else round(x.capital_ant * x.mort / 100 / ${num(PROJECAO.diasMes)}, 2) end as mort_dia,
                 round(x.arrobas * x.preco_fisico, 2) as receita_bruta
            from x),
    r as (select y.*, y.custo_total + sum(y.custo_racao_dia + y.custo_oper_dia + y.juros_dia + y.mort_dia) over (partition by y.id order by y.k) as custo_acum,
                 round(y.receita_bruta * y.aliquota / 100, 2) as funrural
            from y),
    m as (select r.*, r.receita_bruta - r.funrural - r.frete as receita, r.receita_bruta - r.funrural - r.frete - r.custo_acum as margem,
                 r.custo_acum - lag(r.custo_acum) over wk as custo_marginal,
                 (r.receita_bruta - r.funrural) - lag(r.receita_bruta - r.funrural) over wk as receita_marginal
            from r window wk as (partition by r.id order by r.k)),
    mk as (select m.*, case when first_value(m.venda and m.k <= ${dias}::int) over mw then first_value(m.k) over mw end as melhor_k,
                  lag(m.k) over (partition by m.id, m.venda order by m.k) as k_venda_ant,
                  lag(m.margem) over (partition by m.id, m.venda order by m.k) as margem_venda_ant
             from m window mw as (partition by m.id order by m.k > ${dias}::int or not m.venda, m.margem desc, m.k))`;
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
 * A day row as JSON: every field, or only `campos` (names of the day's fields, as the API names them) when the caller
 * reads no others. 100 batches over 180 days are 18,000 rows of 27 fields, about 12 MB of JSON that the driver receives
 * and parses whole, for a GraphQL page that reads two of them.
 */
const diaJson = (campos?: readonly string[]): SQL => (campos === undefined ? sql`y`
  : sql`json_build_object(${sql.join(campos.map((c) => sql`${c}::text, y.${sql.identifier(c)}`), sql`, `)})`);

/**
 * Per batch, in one pass over its days: the best day (the highest margin among the sale days of the horizon, the first
 * of equals), the optimal point (over sale days), the hedge's day of reference (the planned exit, else the best day, else
 * the horizon's end) and the day rows of the API, named like its fields (k <= dias). One aggregate rather than a join
 * per answer: joined back to the days, each answer scanned every batch's days once per batch (100 batches over 180 days:
 * 30 s, issue 33).
 */
function resumoSql(dias: Bound<number>, campos?: readonly string[]): SQL {
  const ref = sql`mk.k = coalesce(mk.dia_saida, mk.melhor_k, ${dias}::int)`;
  const melhor = sql`mk.k = mk.melhor_k`;
  const keys = sql`mk.id, mk.codigo, mk.cabecas, mk.rend, mk.peso_base, mk.data_base, mk.gmd0, mk.gmd_origem, mk.custo_dia, mk.custo_origem,
                mk.custo_total, mk.equilibrio_pesagem, mk.carencia_fim, mk.carencia_produto, mk.categoria, mk.base, mk.base_tipo,
                mk.tipo_pessoa, mk.aliquota, mk.frete_cabeca, mk.juros, mk.mort, mk.ajuste, mk.oper_cabeca, mk.oper_dia`;
  return sql`
    resumo as (
      select ${keys}, min(mk.k) filter (where ${melhor}) as melhor_k,
             max(mk.data) filter (where ${melhor}) as melhor_data, max(mk.margem) filter (where ${melhor}) as melhor_margem,
             min(mk.k_venda_ant) filter (where mk.venda and mk.k <= ${dias}::int and mk.margem < mk.margem_venda_ant) as otimo_k,
             min(mk.k) filter (where ${ref}) as ref_k, max(mk.data) filter (where ${ref}) as ref_data,
             max(mk.arrobas) filter (where ${ref}) as ref_arrobas,
             json_agg(${diaJson(campos)} order by y.dia) filter (where mk.k <= ${dias}::int) as dias
        from mk cross join lateral (select mk.k as dia, mk.data, mk.dias_hoje + mk.k as "diasConfinamento", mk.gmd, mk.peso as "pesoCabeca",
               mk.custo_racao_dia as "custoRacaoDia", mk.custo_oper_dia as "custoOperacionalDia", mk.juros_dia as "jurosDia",
               mk.mort_dia as "mortalidadeDia", mk.custo_acum as "custoAcumulado", round(mk.arrobas, 2) as arrobas,
               case when mk.arrobas > 0 then round(mk.custo_acum / mk.arrobas, 2) end as "precoEquilibrio",
               round((mk.custo_acum + mk.frete) / nullif(mk.arrobas * (1 - mk.aliquota / 100), 0), 2) as "precoEquilibrioLiquido",
               mk.contrato, mk.preco as "precoArroba", mk.preco_fisico as "precoFisico", mk.receita_bruta as "receitaBruta",
               mk.funrural, mk.frete, mk.receita, mk.margem,
               case when mk.custo_acum = 0 then 0 else round(mk.margem / mk.custo_acum * 100, 2) end as "margemPercentual",
               mk.custo_marginal as "custoMarginal", mk.receita_marginal as "receitaMarginal", mk.venda as "diaVenda", mk.bloqueio) y
       group by ${keys})`;
}

/**
 * The projection of each open batch of the caller's tenant matching `filter` (a condition on the columns of `lotes`) over
 * `dias` days: one row per batch, `{ loteId, projecao }`, projecao a JSON object named like the API's fields. `curva`:
 * the candidate contracts (contratosCurva), `feriados`: the national holidays of the horizon (feriados), both JSON.
 * `campos`: the day fields to build (see diaJson), all when absent.
 */
export function projecaoSql(tenantId: Bound, today: Bound, dias: Bound<number>, curva: Bound, feriados: Bound, filter: SQL, campos?: readonly string[]): SQL {
  const abertos = sql`${lotes.status} = 'Aberto' and ${filter}`;
  return sql`
    with e as (${economiaLotes(tenantId, today, abertos)}),
    pl as (${planoSql(tenantId, today, filter)}),
    curva as materialized (${curvaSql(curva)}),
    ${calendarioSql(today, feriados)},
    ${termosSql(tenantId, today)},
    b as (${baseSql(tenantId, today)}),
    ${diasSql(today, dias)},
    ${hedgeSql(tenantId)},
    ${resumoSql(dias, campos)}
    select x."loteId", row_to_json(x) as projecao from (
      select rs.id as "loteId", rs.codigo as "loteCodigo", ${today}::date as "dataBase", ${dias}::int as "horizonteDias",
             rs.cabecas::int as cabecas, rs.rend as rendimento, rs.peso_base as "pesoBase", rs.data_base as "dataPesoBase",
             rs.gmd0 as "gmdBase", rs.gmd_origem as "gmdOrigem", rs.custo_dia as "custoRacaoDiaBase", rs.custo_origem as "custoRacaoOrigem",
             rs.custo_total as "custoTotalAtual", rs.equilibrio_pesagem as "precoEquilibrioPesagem",
             coalesce(round(${PRECO_ARROBA_ATUAL}, 2), 0) as "precoSpot",
             rs.carencia_fim as "carenciaAte", rs.carencia_produto as "carenciaProduto",
             json_build_object('categoria', rs.categoria, 'ajusteCategoria', rs.ajuste, 'baseRegional', rs.base, 'baseTipo', rs.base_tipo,
               'tipoPessoa', rs.tipo_pessoa, 'aliquotaFunrural', rs.aliquota, 'freteCabeca', rs.frete_cabeca, 'jurosMensal', rs.juros,
               'mortalidadeMensal', rs.mort, 'custoOperacionalCabecaDia', rs.oper_cabeca, 'custoOperacionalDia', rs.oper_dia) as premissas,
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
