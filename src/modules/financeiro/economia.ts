import { sql, type SQL } from 'drizzle-orm';
import type { Bound } from '../../db/raw';
import { arrobas, arrobasCarcaca } from '../../market/arroba';
import { custosRateioLote, custosTotais } from '../custo/schema';
import { cabecasAgora, gmdFinal, gmdMedio, pesoAtual } from '../lote/kpis';
import { lotes } from '../lote/schema';
import { precosMercado } from '../preco-mercado/schema';

/**
 * The definitions of contract 10.3, written once. Every money read selects from `economiaLotes` (per batch: rentabilidade,
 * reports, Batch.rentabilidade) or `totaisTenant` (tenant sums: summary, categorias-gasto), so every transport and every
 * export reports the same numbers. Everything
 * comes from the batch row's running totals (migrations 0007, 0009, 0019, 0021) and the batch's overhead share: the
 * cost grows with the number of batches, never with history.
 *
 * Cost components are rounded to cents before they are added, so custoTotal is exactly the sum of the parts shown.
 * custoProtocolos is the realized cost of the batch's live protocols (contract 11.1: custoPorAnimal x heads on
 * dataRealizada, fixed by ProtocoloService when realized), kept in lotes.total_custo_protocolos.
 * The exit weight of a closed batch is pesoSaida and of an open one pesoMedioAtual (latest weighing, else entry), for
 * arrobasSaida, arrobasProduzidas and custoPorKgGanho alike.
 */
const l = lotes;
const pm = precosMercado;

export const PRECO_ARROBA_ATUAL = sql`(select ${pm.precoArroba} from ${pm}
  where ${pm.fonte} = 'PRIMARY' and ${pm.tenantId} is null order by ${pm.data} desc limit 1)`;

/**
 * One row per live batch of the tenant matching `filter` (a condition on the columns of `lotes`). Raw SQL: three
 * chained LATERAL computations that the query builder cannot name. tenancy: `lotes.tenant_id` is the caller's, and
 * the overhead share is joined on the batch's own tenant_id.
 */
export function economiaLotes(tenantId: Bound, today: Bound, filter: SQL = sql`true`): SQL {
  const r = custosRateioLote;
  const fechado = sql`${l.status} = 'Fechado'`;
  return sql`
    select ${l.id} as id, ${l.codigo} as codigo, ${l.status} as status, ${l.raca} as raca, ${l.dataEntrada} as data_entrada,
           ${l.dataSaida} as data_saida, ${l.quantidadeAnimais} as q, ${l.pesoMedioEntrada} as pe,
           ${l.totalAnimaisMortos} as mortos, ${l.totalReceitaVendas} as receita, ${l.ultimaPesagemData} as ultima_data,
           ${l.dataPrevistaSaida} as data_prevista_saida, b.*, t.*, v.*
      from ${l}
      left join ${r} on ${r.tenantId} = ${l.tenantId} and ${r.loteId} = ${l.id}
      cross join lateral (select
        ${cabecasAgora()} as cabecas,
        ${l.totalCustoRacao} as custo_racao, ${l.totalCustoMedicamentos} as custo_medicamentos, ${l.totalCustoCompra} as custo_compra,
        ${l.totalCustoProtocolos} as custo_protocolos,
        round(${l.totalCustoDireto} + coalesce(${r.valor}, 0), 2) as custo_outros,
        case when ${fechado} then coalesce(${l.pesoSaida}, ${pesoAtual()}) else ${pesoAtual()} end as peso_final,
        case when ${fechado} then coalesce(${l.rendimentoCarcaca}, ${l.rendimentoEstimado}) else ${l.rendimentoEstimado} end as rend,
        greatest(0, coalesce(${l.dataSaida}, ${today}::date) - ${l.dataEntrada}) as dias,
        ${gmdMedio()} as gmd_medio, case when ${fechado} then ${gmdFinal()} end as gmd_final) b
      cross join lateral (select
        b.custo_compra + b.custo_racao + b.custo_medicamentos + b.custo_protocolos + b.custo_outros as custo_total,
        ${arrobasCarcaca(sql`b.cabecas * b.peso_final`, sql`b.rend`)} as arrobas_saida,
        ${arrobas(sql`b.cabecas * (b.peso_final * b.rend / 100 - ${l.pesoMedioEntrada} * 0.5)`)} as arrobas_produzidas,
        b.cabecas * (b.peso_final - ${l.pesoMedioEntrada}) as ganho_kg) t
      cross join lateral (select round(case when ${fechado} then ${l.totalReceitaVendas}
                                            else t.arrobas_saida * coalesce(${PRECO_ARROBA_ATUAL}, 0) end, 2) as valor_venda) v
     where ${l.tenantId} = ${tenantId} and ${l.deletedAt} is null and ${filter}`;
}

/**
 * The tenant's sums of the same parts (summary, categorias-gasto): the batch rows' running totals over live batches, and
 * every other cost of the tenant from custos_totais (allocated or not). Columns: ativos, fechados, receita, racao, med,
 * compra, prot, outros, total. tenancy: raw SQL, both tables on the caller's tenant_id.
 */
export function totaisTenant(tenantId: Bound): SQL {
  const ct = custosTotais;
  return sql`
    select s.*, s.racao + s.med + s.compra + s.prot + s.outros as total
      from (select count(*) filter (where ${l.status} = 'Aberto') as ativos, count(*) filter (where ${l.status} = 'Fechado') as fechados,
                   coalesce(sum(${l.totalReceitaVendas}), 0) as receita, coalesce(sum(${l.totalCustoRacao}), 0) as racao,
                   coalesce(sum(${l.totalCustoMedicamentos}), 0) as med, coalesce(sum(${l.totalCustoCompra}), 0) as compra,
                   coalesce(sum(${l.totalCustoProtocolos}), 0) as prot,
                   (select coalesce(sum(${ct.valor}), 0) from ${ct} where ${ct.tenantId} = ${tenantId}) as outros
              from ${l} where ${l.tenantId} = ${tenantId} and ${l.deletedAt} is null) s`;
}

/** The rentabilidade object of one batch (list item, plus the detail fields), from a row of economiaLotes named `e`. */
const RENTABILIDADE: [string, SQL][] = [
  ['loteId', sql`e.id`], ['loteCodigo', sql`e.codigo`], ['custoTotal', sql`e.custo_total::float8`], ['custoRacao', sql`e.custo_racao::float8`],
  ['custoMedicamentos', sql`e.custo_medicamentos::float8`], ['custoCompra', sql`e.custo_compra::float8`],
  ['custoProtocolos', sql`e.custo_protocolos::float8`], ['custoOutros', sql`e.custo_outros::float8`],
  ['valorEstimadoVenda', sql`e.valor_venda::float8`],
  ['margemEstimada', sql`(case when e.custo_total = 0 then 0 else round((e.valor_venda - e.custo_total) / e.custo_total * 100, 2) end)::float8`],
  ['custoPorArroba', sql`(case when e.arrobas_produzidas > 0 then round((e.custo_total - e.custo_compra) / e.arrobas_produzidas, 2) end)::float8`],
  ['precoEquilibrio', sql`(case when e.arrobas_saida > 0 then round(e.custo_total / e.arrobas_saida, 2) end)::float8`],
  ['custoPorAnimal', sql`coalesce(round(e.custo_total / nullif(e.q, 0), 2), 0)::float8`], ['diasConfinamento', sql`e.dias::int`], ['quantidadeAnimais', sql`e.q`],
  ['custoPorKgGanho', sql`(case when e.ganho_kg > 0 then round((e.custo_total - e.custo_compra) / e.ganho_kg, 2) end)::float8`],
  ['gmdMedio', sql`e.gmd_medio::float8`], ['arrobasSaida', sql`round(e.arrobas_saida, 2)::float8`],
  ['arrobasProduzidas', sql`round(e.arrobas_produzidas, 2)::float8`], ['cabecas', sql`e.cabecas::int`], ['status', sql`e.status::text`],
];

/** As select-list columns, one per field. */
export const RENTABILIDADE_COLUMNS = sql.join(RENTABILIDADE.map(([k, v]) => sql`${v} as ${sql.identifier(k)}`), sql`, `);


export type Parte = { categoria: string; valor: number };

/**
 * categorias-gasto: nonzero parts, valor desc (then categoria); percentuais by largest remainder in hundredths of a
 * percent, so they add up to exactly 100 whatever the rounding of each.
 */
export function categoriasGasto(partes: Parte[]) {
  const nonzero = partes.filter((p) => Math.round(p.valor * 100) !== 0)
    .sort((a, b) => b.valor - a.valor || a.categoria.localeCompare(b.categoria));
  const cents = nonzero.map((p) => Math.round(p.valor * 100));
  const total = cents.reduce((s, c) => s + c, 0);
  if (total <= 0) return nonzero.map((p) => ({ ...p, percentual: 0 }));
  const raw = cents.map((c) => (c * 10_000) / total);
  const floors = raw.map(Math.floor);
  let left = 10_000 - floors.reduce((s, f) => s + f, 0);
  const order = raw.map((r, i) => [r - floors[i], i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    floors[i] += 1;
  }
  return nonzero.map((p, i) => ({ categoria: p.categoria, valor: p.valor, percentual: floors[i] / 100 }));
}
