import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database } from '../../db/client';
import { jsonValue, type Bound } from '../../db/raw';
import { fieldError, notFound } from '../../errors';
import { arrobas, arrobasCarcaca, arrobasVivas, baseArrobaSql, pesoBaseVenda } from '../../market/arroba';
import { isUuid } from '../../validation';
import { animais as an } from '../animal/schema';
import { custosTotais } from '../custo/schema';
import { liveLoteJoin } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { MAX_VENDAS } from './financeiro.types';
import { categoriasGasto, economiaLotes, PRECO_ARROBA_ATUAL, RENTABILIDADE_COLUMNS, totaisTenant, type Parte } from './economia';
import type {
  DesempenhoRaca, FinanceiroSummary, RelatorioFinanceiro, ResultadoLotes, RelatorioFinanceiroLote, RelatorioVendas, RentabilidadeLote, ResultadoAnimal,
} from './financeiro.types';


const ph = sql.placeholder;

/** Open batches, diasConfinamento desc (then codigo), as one JSON value: the driver parses one text, not 21 typed
 * columns per batch, aggregated from rows named like the API's fields (a row turns into JSON faster than a
 * json_build_object call of 42 arguments). */
const rentabilidadeSql = (tenantId: Bound, today: Bound) => sql`
  select coalesce(json_agg(r order by r."diasConfinamento" desc, r."loteCodigo"), '[]'::json) as lista
    from (select ${RENTABILIDADE_COLUMNS} from (${economiaLotes(tenantId, today, sql`${lotes.status} = 'Aberto'`)}) e) r`;

/**
 * The tenant's totals (contract 10.4) and, apart, the closed batches' realized result and the open batches' estimate,
 * each against its own costs (economiaLotes), in one statement.
 */
function summarySql(t: Bound, today: Bound) {
  const grupo = (nome: string, fechado: boolean) => {
    const f = sql.raw(fechado ? `e.status = 'Fechado'` : `e.status <> 'Fechado'`);
    const venda = fechado ? sql`0` : sql`coalesce(sum(e.valor_venda) filter (where ${f}), 0)`;
    const resultado = sql`coalesce(sum(e.receita) filter (where ${f}), 0) + ${venda} - coalesce(sum(e.custo_total) filter (where ${f}), 0)`;
    return sql`json_build_object('lotes', count(*) filter (where ${f}), 'custoTotal', coalesce(sum(e.custo_total) filter (where ${f}), 0),
      'receitaVendas', coalesce(sum(e.receita) filter (where ${f}), 0), 'valorEstimadoVenda', ${venda}, 'resultado', ${resultado},
      'margem', coalesce(round((${resultado}) / nullif(sum(e.custo_total) filter (where ${f}), 0) * 100, 2), 0)) as ${sql.identifier(nome)}`;
  };
  return sql`
    with g as (select ${grupo('realizado', true)}, ${grupo('emAndamento', false)}, coalesce(sum(e.custo_total), 0) as custo_lotes
                 from (${economiaLotes(t, today)}) e)
    select receita::float8 as "receitaTotal", total::float8 as "custoTotal", (receita - total)::float8 as "lucroLiquido",
           (case when receita > 0 then round((receita - total) / receita * 100, 2) else 0 end)::float8 as "margemLiquida",
           racao::float8 as "custoRacao", med::float8 as "custoMedicamentos", compra::float8 as "custoCompraAnimais",
           prot::float8 as "custoProtocolos", outros::float8 as "custoOutros", receita::float8 as "receitaVendas",
           ativos::int as "totalLotesAtivos", fechados::int as "totalLotesFechados",
           g.realizado, g."emAndamento", (total - g.custo_lotes)::float8 as "custoForaDosLotes"
      from (${totaisTenant(t)}) t cross join g`;
}

type SummaryRow = FinanceiroSummary & { realizado: unknown; emAndamento: unknown };

/** Contract 10.4. Each read is one statement over the batch rows and the cost totals (see economia.ts). */
export class FinanceiroService {
  /**
   * The summary and the rentabilidade list, rendered once: building economiaLotes' fragments cost drizzle more CPU
   * per request than the rest of the service's work on the summary (bench row GET /api/financeiro/summary).
   */
  private readonly summaryStatement: (values: Record<string, unknown>) => Promise<SummaryRow[]>;
  private readonly rentabilidadeStatement: (values: Record<string, unknown>) => Promise<{ lista: unknown }[]>;

  constructor(private readonly database: Database, private readonly today: Today) {
    this.summaryStatement = database.prepare<SummaryRow>(summarySql(ph('tenantId'), ph('today')));
    this.rentabilidadeStatement = database.prepare<{ lista: unknown }>(rentabilidadeSql(ph('tenantId'), ph('today')));
  }

  /** Open batches, diasConfinamento desc (then codigo). */
  async rentabilidade(actor: Actor): Promise<RentabilidadeLote[]> {
    const [r] = await this.rentabilidadeStatement({ tenantId: actor.tenantId, today: this.today() });
    return jsonValue<RentabilidadeLote[]>(r.lista);
  }

  async rentabilidadeLote(actor: Actor, loteId: string): Promise<RentabilidadeLote> {
    const [row] = isUuid(loteId) ? await this.byLotes(actor, [loteId]) : [null];
    if (!row) throw notFound('Lote');
    return row;
  }

  /** Batch.rentabilidade: every batch of a result in one statement (DataLoader). */
  async byLotes(actor: Actor, ids: readonly string[]): Promise<(RentabilidadeLote | null)[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return ids.map(() => null);
    const rows = await this.database.rows<RentabilidadeLote>(sql`
      select ${RENTABILIDADE_COLUMNS} from (${economiaLotes(actor.tenantId, this.today(),
        sql`${lotes.id} in (${sql.join(valid.map((id) => sql`${id}::uuid`), sql`, `)})`)}) e`);
    const byId = new Map(rows.map((r) => [r.loteId, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async summary(actor: Actor): Promise<FinanceiroSummary> {
    const [r] = await this.summaryStatement({ tenantId: actor.tenantId, today: this.today() });
    return { ...r, realizado: jsonValue<ResultadoLotes>(r.realizado), emAndamento: jsonValue<ResultadoLotes>(r.emAndamento) };
  }

  /** The summary's cost parts by category; valor adds up to the summary's custoTotal. */
  async categoriasGasto(actor: Actor) {
    const t = actor.tenantId;
    // tenancy: raw SQL (a JSON list beside the sums), custos_totais on the caller's tenant_id.
    const ct = custosTotais;
    const [r] = await this.database.rows<{ racao: number; med: number; compra: number; prot: number; outros: Parte[] | null }>(sql`
      select t.racao::float8 as racao, t.med::float8 as med, t.compra::float8 as compra, t.prot::float8 as prot,
             (select json_agg(json_build_object('categoria', ${ct.categoria}, 'valor', ${ct.valor}::float8)) from ${ct}
               where ${ct.tenantId} = ${t} and ${ct.valor} <> 0) as outros
        from (${totaisTenant(t)}) t`);
    return categoriasGasto([
      { categoria: 'Racao', valor: r.racao }, { categoria: 'Medicamentos', valor: r.med },
      { categoria: 'Compra de Animais', valor: r.compra }, { categoria: 'Protocolos Sanitarios', valor: r.prot },
      ...(jsonValue<Parte[] | null>(r.outros) ?? []),
    ]);
  }

  /**
   * Sold animals of live batches with dataVenda in [de, ate]; dataVenda desc, then identificacao. One statement. The totals
   * cover every sale of the period; `vendas` lists the most recent MAX_VENDAS of them (a bounded list, contract 6).
   */
  async relatorioVendas(actor: Actor, de?: string | null, ate?: string | null): Promise<RelatorioVendas> {
    if (de && ate && de > ate) throw fieldError('de', 'deve ser anterior ou igual a ate');
    // tenancy: raw SQL (totals and a bounded list in one statement), animais on the caller's tenant_id, their live batch.
    const base = pesoBaseVenda(sql`peso_carcaca`, sql`peso_venda`);
    const [r] = await this.database.rows<Omit<RelatorioVendas, 'vendas'> & { vendas: unknown }>(sql`
      with v as (
        select ${an.id} as id, ${an.identificacao} as identificacao, ${lotes.codigo} as codigo, ${an.dataVenda} as data_venda,
               ${an.pesoVenda} as peso_venda, ${an.valorArroba} as valor_arroba, ${an.valorTotal} as valor_total,
               ${an.pesoCarcaca} as peso_carcaca, ${an.rendimentoCarcaca} as rendimento_carcaca, ${an.gtaUf} as gta_uf,
               ${an.gtaSerie} as gta_serie, ${an.gtaNumero} as gta_numero, ${an.gtaDataEmissao} as gta_data_emissao
          from ${an} join ${lotes} on ${liveLoteJoin(an)}
         where ${an.tenantId} = ${actor.tenantId} and ${an.deletedAt} is null and ${an.status} = 'Vendido'
           and (${de ?? null}::date is null or ${an.dataVenda} >= ${de ?? null}::date)
           and (${ate ?? null}::date is null or ${an.dataVenda} <= ${ate ?? null}::date))
      select count(*)::int as "totalVendas", coalesce(sum(valor_total), 0)::float8 as "receitaTotal",
             coalesce(sum(peso_venda), 0)::float8 as "pesoTotalVendido", round(${arrobas(sql`coalesce(sum(${base}), 0)`)}, 2)::float8 as "arrobasTotais",
             coalesce(round(sum(valor_total) / nullif(${arrobas(sql`sum(${base})`)}, 0), 2), 0)::float8 as "valorMedioArroba",
             coalesce(sum(peso_carcaca), 0)::float8 as "pesoCarcacaTotal", round(${arrobas(sql`coalesce(sum(peso_carcaca), 0)`)}, 2)::float8 as "arrobasCarcaca",
             round(${arrobasVivas(sql`coalesce(sum(peso_venda) filter (where peso_carcaca is null), 0)`)}, 2)::float8 as "arrobasVivas",
             case when count(*) = 0 then null when count(peso_carcaca) = count(*) then 'carcaca'
                  when count(peso_carcaca) = 0 then 'viva' else 'mista' end as "baseArroba",
             coalesce((select json_agg(json_build_object('animalId', x.id, 'identificacao', x.identificacao, 'loteCodigo', x.codigo,
                 'dataVenda', x.data_venda, 'pesoVenda', x.peso_venda, 'valorArroba', x.valor_arroba, 'valorTotal', x.valor_total,
                 'pesoCarcaca', x.peso_carcaca, 'rendimentoCarcaca', x.rendimento_carcaca,
                 'arrobas', round(${arrobas(pesoBaseVenda(sql`x.peso_carcaca`, sql`x.peso_venda`))}, 2), 'baseArroba', ${baseArrobaSql(sql`x.peso_carcaca`)},
                 'gtaUf', x.gta_uf, 'gtaSerie', x.gta_serie, 'gtaNumero', x.gta_numero, 'gtaDataEmissao', x.gta_data_emissao)
                 order by x.data_venda desc, x.identificacao, x.id)
                 from (select * from v order by data_venda desc, identificacao, id limit ${MAX_VENDAS}) x), '[]'::json) as vendas
        from v`);
    return { ...r, vendas: jsonValue<RelatorioVendas['vendas']>(r.vendas) };
  }

  /** Per animal of the batch, identificacao asc (contract 10.4); one statement. */
  async resultadoAnimais(actor: Actor, loteId: string): Promise<ResultadoAnimal[]> {
    if (!isUuid(loteId)) throw notFound('Lote');
    // tenancy: raw SQL (window sums per batch), the batch through economiaLotes and its animais on the caller's tenant_id.
    const rows = await this.database.rows<ResultadoAnimal & { found: boolean }>(sql`
      with e as (${economiaLotes(actor.tenantId, this.today(), sql`${lotes.id} = ${loteId}::uuid`)}),
      a as (
        select ${an.id} as id, ${an.identificacao} as identificacao, ${an.status} as status, ${an.pesoEntrada} as peso_entrada,
               ${an.pesoVenda} as peso_venda, ${an.valorTotal} as valor_total, ${an.dataEntrada} as data_entrada, ${an.dataVenda} as data_venda,
               ${an.pesoCarcaca} as peso_carcaca,
               greatest(0, coalesce(${an.dataMorte}, ${an.dataVenda}, e.data_saida, ${this.today()}::date) - ${an.dataEntrada}) as dias,
               case when ${an.status} = 'Vendido' then ${an.pesoVenda} else e.peso_final end as peso_atual
          from ${an} join e on ${an.loteId} = e.id
         where ${an.tenantId} = ${actor.tenantId} and ${an.deletedAt} is null),
      w as (select a.*, sum(a.peso_entrada) over () as peso_lote, sum(a.dias) over () as dias_lote from a),
      r as (
        select w.*, round(e.custo_compra * w.peso_entrada / nullif(w.peso_lote, 0), 2) as compra,
               coalesce(w.dias::numeric / nullif(w.dias_lote, 0), 0) as parte,
               case w.status when 'Vendido' then w.valor_total when 'Morto' then 0
                    else round(${arrobasCarcaca(sql`w.peso_atual`, sql`e.rend`)} * coalesce(${PRECO_ARROBA_ATUAL}, 0), 2) end as venda
          from w cross join e)
      select true as found, null::uuid as "animalId", null as identificacao, null::float8 as "pesoEntrada", null::float8 as "pesoAtual",
             null::float8 as "ganhoTotal", null::float8 as gmd, null::float8 as "custoCompra", null::float8 as "custoRacao",
             null::float8 as "custoMedicamentos", null::float8 as "custoTotal", null::float8 as "valorEstimadoVenda",
             null::float8 as "resultadoEstimado", null as status, null as "baseArroba", null as ord
        from e
      union all
      select false, r.id, r.identificacao, r.peso_entrada::float8, r.peso_atual::float8, (r.peso_atual - r.peso_entrada)::float8,
             (case when r.status = 'Vendido' and r.data_venda > r.data_entrada
                   then round((r.peso_venda - r.peso_entrada) / nullif(r.data_venda - r.data_entrada, 0), 3) end)::float8,
             coalesce(r.compra, 0)::float8, round(e.custo_racao * r.parte, 2)::float8, round(e.custo_medicamentos * r.parte, 2)::float8,
             (coalesce(r.compra, 0) + round((e.custo_total - e.custo_compra) * r.parte, 2))::float8, r.venda::float8,
             (r.venda - coalesce(r.compra, 0) - round((e.custo_total - e.custo_compra) * r.parte, 2))::float8, r.status::text,
             case r.status when 'Vendido' then ${baseArrobaSql(sql`r.peso_carcaca`)} when 'Ativo' then 'carcaca' end, r.identificacao
        from r cross join e
       order by found desc, ord`);
    if (rows.length === 0 || !rows[0].found) throw notFound('Lote');
    return rows.slice(1).map(({ found: _f, ord: _o, ...animal }: any) => animal);
  }

  /** Batches grouped by raca (blank excluded), raca asc. */
  async desempenhoRaca(actor: Actor): Promise<DesempenhoRaca[]> {
    return this.database.rows<DesempenhoRaca>(sql`
      select btrim(e.raca) as raca, count(*)::int as "totalLotes", sum(e.q)::int as "totalAnimais",
             count(*) filter (where e.status = 'Aberto')::int as "lotesAtivos",
             round(avg(coalesce(e.gmd_final, e.gmd_medio)), 3)::float8 as "gmdMedio",
             min(coalesce(e.gmd_final, e.gmd_medio))::float8 as "gmdMin", max(coalesce(e.gmd_final, e.gmd_medio))::float8 as "gmdMax",
             coalesce(round(sum(e.mortos)::numeric / nullif(sum(e.q), 0) * 100, 2), 0)::float8 as "taxaMortalidade",
             round(avg(e.custo_total), 2)::float8 as "custoTotalMedio"
        from (${economiaLotes(actor.tenantId, this.today(), sql`btrim(coalesce(${lotes.raca}, '')) <> ''`)}) e
       group by btrim(e.raca) order by btrim(e.raca)`);
  }

  /** Batches by dataEntrada in [de, ate] (default: 3 months before today .. today), dataEntrada desc, then codigo. */
  async relatorioFinanceiro(actor: Actor, de?: string | null, ate?: string | null): Promise<RelatorioFinanceiro> {
    const today = this.today();
    const periodo = { de: de ?? tresMesesAntes(today), ate: ate ?? today };
    if (periodo.de > periodo.ate) throw fieldError('de', 'deve ser anterior ou igual a ate');
    const linhas = await this.database.rows<RelatorioFinanceiroLote>(sql`
      select e.id, e.codigo as nome, e.status::text as status, e.data_entrada::text as "dataEntrada", e.data_saida::text as "dataSaida",
             e.q as "quantidadeAnimais", e.custo_racao::float8 as "custoRacao", e.custo_medicamentos::float8 as "custoMed",
             (e.custo_outros + e.custo_protocolos)::float8 as "custoOutros", e.custo_compra::float8 as "custoAnimais",
             e.custo_total::float8 as "custoTotal"
        from (${economiaLotes(actor.tenantId, today, sql`${lotes.dataEntrada} between ${periodo.de}::date and ${periodo.ate}::date`)}) e
       order by e.data_entrada desc, e.codigo`);
    const sum = (f: (l: RelatorioFinanceiroLote) => number) => Math.round(linhas.reduce((s, l) => s + Math.round(f(l) * 100), 0)) / 100;
    return {
      periodo, lotes: linhas,
      totais: {
        custoTotal: sum((l) => l.custoTotal), custoRacao: sum((l) => l.custoRacao), custoMed: sum((l) => l.custoMed),
        custoOutros: sum((l) => l.custoOutros), totalAnimais: linhas.reduce((s, l) => s + l.quantidadeAnimais, 0),
      },
    };
  }
}

/** The same day three months earlier (the last day of that month when it is shorter). */
export function tresMesesAntes(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - 3, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}
