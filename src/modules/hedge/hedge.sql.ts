import { sql, type SQL } from 'drizzle-orm';
import type { Bound } from '../../db/raw';
import { ARROBAS_POR_CONTRATO } from '../../market/contracts';
import { PRECO_ARROBA_ATUAL } from '../financeiro/economia';
import { lotes } from '../lote/schema';
import { marketQuotes } from '../market/schema';
import { hedgeLotes, hedges, hedgeSaidas } from './schema';

/*
 * The statements of the hedge register (issues 29 and 34; docs/projecao.md, "The hedge register"). Raw SQL: LATERALs per
 * position. tenancy: the positions are filtered by the caller's `where` (liveForTenant); exits and links are read on the
 * position's own tenant_id; market quotes and the PRIMARY price records are global.
 */

const h = hedges;
const sx = hedgeSaidas;
const POR_CONTRATO = sql.raw(String(ARROBAS_POR_CONTRATO));

/**
 * How far a typed price may sit from its reference (the contract's latest quote, else the spot price) before it needs
 * `confirmarPreco`: a decimal slip multiplies or divides by 10, while the BGI has not moved 30 % in the few months a
 * position is usually backdated.
 */
export const FAIXA_PRECO = 0.3;

/** A fill's result at a price (R$/@) for n contracts: sold, (entry - price) x 330 x n; bought, the opposite. Cents. */
const resultadoDe = (preco: SQL, n: SQL) => sql`round(case when ${h.direcao} = 'Venda' then ${h.precoEntrada} - (${preco}) else (${preco}) - ${h.precoEntrada} end
  * (${n}) * ${POR_CONTRATO}, 2)`;

/** Contracts a position's live partial exits closed. */
const encerradosEmParciais = sql`coalesce((select sum(${sx.quantidadeContratos}) from ${sx}
  where ${sx.tenantId} = ${h.tenantId} and ${sx.hedgeId} = ${h.id} and ${sx.deletedAt} is null), 0)`;

/** The contracts of a position still open: none once closed (precoSaida), else those its partial exits left. */
export const contratosEmAberto = sql`(case when ${h.dataSaida} is null then ${h.quantidadeContratos} - ${encerradosEmParciais} else 0 end)`;

/**
 * Every position of `where` with its quote (`cq`), partial exits (`px`), open contracts and results (`r`): realized, the
 * partial exits plus the closing one (precoSaida for the contracts the partial ones left); open, the open contracts at
 * the latest quote (0 when none is open; null without a quote).
 */
export function posicoesBase(where: SQL): SQL {
  return sql`
    select ${h.id} as id, ${h.tenantId} as tenant_id, ${h.contrato} as contrato, ${h.direcao} as direcao, ${h.quantidadeContratos} as quantidade,
           ${h.precoEntrada} as preco_entrada, ${h.dataEntrada} as data_entrada, ${h.precoSaida} as preco_saida, ${h.dataSaida} as data_saida,
           ${h.observacao} as observacao, ${h.criadoEm} as criado_em, cq.preco as preco_atual, cq.em as cotacao_em, px.saidas, a.abertos,
           px.realizado + case when ${h.dataSaida} is null then 0 else ${resultadoDe(sql`${h.precoSaida}`, sql`${h.quantidadeContratos} - px.n`)} end
             as realizado,
           case when a.abertos = 0 then 0 when cq.preco is not null then ${resultadoDe(sql`cq.preco`, sql`a.abertos`)} end as aberto
      from ${h}
      left join lateral (select round(${marketQuotes.price}, 2) as preco, ${marketQuotes.quoteTimestamp} as em from ${marketQuotes}
                          where ${marketQuotes.contractCode} = ${h.contrato} order by ${marketQuotes.quoteTimestamp} desc limit 1) cq on true
      cross join lateral (
        select coalesce(sum(${sx.quantidadeContratos}), 0) as n, coalesce(sum(${resultadoDe(sql`${sx.precoSaida}`, sql`${sx.quantidadeContratos}`)}), 0) as realizado,
               coalesce(json_agg(json_build_object('id', ${sx.id}, 'quantidadeContratos', ${sx.quantidadeContratos}, 'precoSaida', ${sx.precoSaida},
                 'dataSaida', ${sx.dataSaida}, 'resultado', ${resultadoDe(sql`${sx.precoSaida}`, sql`${sx.quantidadeContratos}`)})
                 order by ${sx.dataSaida}, ${sx.criadoEm}, ${sx.id}), '[]'::json) as saidas
          from ${sx} where ${sx.tenantId} = ${h.tenantId} and ${sx.hedgeId} = ${h.id} and ${sx.deletedAt} is null) px
      cross join lateral (select case when ${h.dataSaida} is null then ${h.quantidadeContratos} - px.n else 0 end as abertos) a
     where ${where}`;
}

/** The positions of `where` as the API names them, dataEntrada desc, then creation desc. */
export function posicoesSql(where: SQL, page?: { limit: number; offset: number }): SQL {
  const [x, l] = [hedgeLotes, lotes];
  return sql`
    select p.id, p.contrato, p.direcao::text as direcao, p.quantidade as "quantidadeContratos", (p.quantidade * ${POR_CONTRATO})::float8 as arrobas,
           p.abertos::int as "contratosAbertos", (p.abertos * ${POR_CONTRATO})::float8 as "arrobasAbertas", p.preco_entrada::float8 as "precoEntrada",
           p.data_entrada::text as "dataEntrada", p.preco_saida::float8 as "precoSaida", p.data_saida::text as "dataSaida",
           case when p.data_saida is null then 'Aberta' else 'Encerrada' end as status, p.observacao, p.saidas,
           p.preco_atual::float8 as "precoAtual", p.cotacao_em as "cotacaoEm", p.realizado::float8 as "resultadoRealizado",
           p.aberto::float8 as "resultadoAberto", (p.realizado + p.aberto)::float8 as resultado,
           coalesce((select json_agg(json_build_object('id', ${l.id}, 'codigo', ${l.codigo}) order by ${l.codigo}, ${l.id})
                       from ${x} join ${l} on ${l.tenantId} = ${x.tenantId} and ${l.id} = ${x.loteId} and ${l.deletedAt} is null
                      where ${x.tenantId} = p.tenant_id and ${x.hedgeId} = p.id), '[]'::json) as lotes
      from (${posicoesBase(where)}) p
     order by p.data_entrada desc, p.criado_em desc, p.id
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** The tenant's totals over the positions of `where`: open ones are those with open contracts. */
export function resumoSql(where: SQL): SQL {
  return sql`
    select count(*) filter (where p.abertos > 0)::int as "posicoesAbertas", count(*) filter (where p.abertos = 0)::int as "posicoesEncerradas",
           count(*) filter (where p.abertos > 0 and p.preco_atual is null)::int as "posicoesSemCotacao",
           coalesce(sum(case when p.direcao = 'Venda' then p.abertos else -p.abertos end * ${POR_CONTRATO}), 0)::float8 as "arrobasLiquidas",
           coalesce(sum(p.aberto), 0)::float8 as "resultadoAberto", coalesce(sum(p.realizado), 0)::float8 as "resultadoRealizado",
           (coalesce(sum(p.aberto), 0) + coalesce(sum(p.realizado), 0))::float8 as "resultadoTotal"
      from (${posicoesBase(where)}) p`;
}

/**
 * Per batch of `refs` (JSON `[{ loteId, margem }]`: the projection's physical margin on its day of reference), its share
 * of the result of every live position linked to it, open or closed: each position's realized and open results split
 * evenly among its live batches (cents per position and batch), and the locked margin, physical margin plus that share.
 */
export function margemTravadaSql(tenantId: Bound, where: SQL, refs: Bound): SQL {
  const [x, l] = [hedgeLotes, lotes];
  return sql`
    with ref as (select * from json_to_recordset(${refs}::json) r("loteId" uuid, margem numeric)),
    parte as (
      select ${x.loteId} as lote_id, round(p.realizado / nullif(n.n, 0), 2) as realizado, round(p.aberto / nullif(n.n, 0), 2) as aberto
        from ${x} join (${posicoesBase(where)}) p on p.tenant_id = ${x.tenantId} and p.id = ${x.hedgeId}
        cross join lateral (select count(*) as n from ${hedgeLotes} y join ${l} on ${l.tenantId} = y.tenant_id and ${l.id} = y.lote_id and ${l.deletedAt} is null
                             where y.tenant_id = p.tenant_id and y.hedge_id = p.id) n
       where ${x.tenantId} = ${tenantId} and ${x.loteId} in (select "loteId" from ref))
    select ref."loteId", ref.margem::float8 as "margemFisica", coalesce(sum(parte.realizado), 0)::float8 as "resultadoHedgeRealizado",
           coalesce(sum(parte.aberto), 0)::float8 as "resultadoHedgeAberto",
           (coalesce(sum(parte.realizado), 0) + coalesce(sum(parte.aberto), 0))::float8 as "resultadoHedge",
           count(*) filter (where parte.lote_id is not null and parte.aberto is null)::int as "posicoesSemCotacao",
           (ref.margem + coalesce(sum(parte.realizado), 0) + coalesce(sum(parte.aberto), 0))::float8 as "margemTravada"
      from ref left join parte on parte.lote_id = ref."loteId"
     group by ref."loteId", ref.margem`;
}

/**
 * The reference of a typed price on `contrato` and the band around it (R$/@, cents): the contract's latest quote, else
 * the spot price (contract 5's latest PRIMARY record); no row when neither exists.
 */
export function faixaPrecoSql(contrato: string): SQL {
  const q = marketQuotes;
  return sql`
    select r.preco::float8 as referencia, r.origem, round(r.preco * (1 - ${sql.raw(String(FAIXA_PRECO))}), 2)::float8 as minimo,
           round(r.preco * (1 + ${sql.raw(String(FAIXA_PRECO))}), 2)::float8 as maximo
      from (select coalesce(c.preco, s.preco) as preco, case when c.preco is not null then ${contrato} else 'precoSpot' end as origem
              from (select (select round(${q.price}, 2) from ${q} where ${q.contractCode} = ${contrato} order by ${q.quoteTimestamp} desc limit 1) as preco) c,
                   (select round(${PRECO_ARROBA_ATUAL}, 2) as preco) s) r
     where r.preco is not null`;
}
