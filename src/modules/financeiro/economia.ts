import { sql, type SQL } from 'drizzle-orm';

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
export const PRECO_ARROBA_ATUAL = sql`(select preco_arroba from precos_mercado where fonte = 'PRIMARY' and tenant_id is null order by data desc limit 1)`;

export function economiaLotes(tenantId: string, today: string, filter: SQL = sql`true`): SQL {
  return sql`
    select l.id, l.codigo, l.status, l.raca, l.data_entrada, l.data_saida, l.quantidade_animais as q, l.peso_medio_entrada as pe,
           l.total_animais_mortos as mortos, l.total_receita_vendas as receita, b.*, t.*, v.*
      from lotes l
      left join custos_rateio_lote r on r.tenant_id = l.tenant_id and r.lote_id = l.id
      cross join lateral (select
        greatest(0, l.quantidade_animais - l.total_animais_mortos - l.total_animais_vendidos) as cabecas,
        l.total_custo_racao as custo_racao, l.total_custo_medicamentos as custo_medicamentos, l.total_custo_compra as custo_compra,
        l.total_custo_protocolos as custo_protocolos,
        round(l.total_custo_direto + coalesce(r.valor, 0), 2) as custo_outros,
        case when l.status = 'Fechado' then coalesce(l.peso_saida, l.ultima_pesagem_peso, l.peso_medio_entrada)
             else coalesce(l.ultima_pesagem_peso, l.peso_medio_entrada) end as peso_final,
        case when l.status = 'Fechado' then coalesce(l.rendimento_carcaca, l.rendimento_estimado) else l.rendimento_estimado end as rend,
        greatest(0, coalesce(l.data_saida, ${today}::date) - l.data_entrada) as dias,
        case when l.ultima_pesagem_data > l.data_entrada
             then round((l.ultima_pesagem_peso - l.peso_medio_entrada) / (l.ultima_pesagem_data - l.data_entrada), 3) end as gmd_medio,
        case when l.status = 'Fechado' and l.data_saida > l.data_entrada
             then round((l.peso_saida - l.peso_medio_entrada) / (l.data_saida - l.data_entrada), 3) end as gmd_final) b
      cross join lateral (select
        b.custo_compra + b.custo_racao + b.custo_medicamentos + b.custo_protocolos + b.custo_outros as custo_total,
        b.cabecas * b.peso_final * b.rend / 100 / 15 as arrobas_saida,
        b.cabecas * (b.peso_final * b.rend / 100 - l.peso_medio_entrada * 0.5) / 15 as arrobas_produzidas,
        b.cabecas * (b.peso_final - l.peso_medio_entrada) as ganho_kg) t
      cross join lateral (select round(case when l.status = 'Fechado' then l.total_receita_vendas
                                            else t.arrobas_saida * coalesce(${PRECO_ARROBA_ATUAL}, 0) end, 2) as valor_venda) v
     where l.tenant_id = ${tenantId} and l.deleted_at is null and ${filter}`;
}

/**
 * The tenant's sums of the same parts (summary, categorias-gasto): the batch rows' running totals over live batches, and
 * every other cost of the tenant from custos_totais (allocated or not). Columns: ativos, fechados, receita, racao, med,
 * compra, prot, outros, total.
 */
export function totaisTenant(tenantId: string): SQL {
  return sql`
    select s.*, s.racao + s.med + s.compra + s.prot + s.outros as total
      from (select count(*) filter (where l.status = 'Aberto') as ativos, count(*) filter (where l.status = 'Fechado') as fechados,
                   coalesce(sum(l.total_receita_vendas), 0) as receita, coalesce(sum(l.total_custo_racao), 0) as racao,
                   coalesce(sum(l.total_custo_medicamentos), 0) as med, coalesce(sum(l.total_custo_compra), 0) as compra,
                   coalesce(sum(l.total_custo_protocolos), 0) as prot,
                   (select coalesce(sum(valor), 0) from custos_totais where tenant_id = ${tenantId}) as outros
              from lotes l where l.tenant_id = ${tenantId} and l.deleted_at is null) s`;
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
  ['custoPorAnimal', sql`round(e.custo_total / e.q, 2)::float8`], ['diasConfinamento', sql`e.dias::int`], ['quantidadeAnimais', sql`e.q`],
  ['custoPorKgGanho', sql`(case when e.ganho_kg > 0 then round((e.custo_total - e.custo_compra) / e.ganho_kg, 2) end)::float8`],
  ['gmdMedio', sql`e.gmd_medio::float8`], ['arrobasSaida', sql`round(e.arrobas_saida, 2)::float8`],
  ['arrobasProduzidas', sql`round(e.arrobas_produzidas, 2)::float8`], ['cabecas', sql`e.cabecas::int`], ['status', sql`e.status::text`],
];

/** As select-list columns, one per field. */
export const RENTABILIDADE_COLUMNS = sql.join(RENTABILIDADE.map(([k, v]) => sql`${v} as ${sql.identifier(k)}`), sql`, `);

/**
 * As one JSON object per batch, for lists answered as one JSON value built by PostgreSQL: the driver then parses one
 * text instead of a row of 21 typed columns per batch.
 */
export const RENTABILIDADE_JSON = sql`json_build_object(${sql.join(RENTABILIDADE.map(([k, v]) => sql`${sql.raw(`'${k}'`)}, ${v}`), sql`, `)})`;

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
