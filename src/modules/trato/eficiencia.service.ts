import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { type Today } from '../../clock';
import type { Database, Db } from '../../db/client';
import { consumosRacao } from '../consumo-racao/schema';
import { requireLote } from '../lote/lote.guard';
import { cabecasAgora } from '../lote/kpis';
import { lotes } from '../lote/schema';
import { pesoNoDia } from '../pesagem/peso';
import { racoes } from '../racao/schema';
import { mixesOf } from '../dieta/dieta.service';
import type { DietaIngrediente } from '../dieta/dieta.types';
import { planoSql } from './plano.sql';
import { MAX_DIETAS_DIA, type Carregamento, type Eficiencia, type PeriodoEficiencia } from './carregamento.types';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Both periods of contract 12.6 in one statement: the batch's stay (entry to today, or to its exit) and its last
 * 30 days. The weight at a day is the latest weighing not after it, else the entry weight; a closed batch ends at
 * pesoSaida. Dry matter uses each feed's current materiaSecaPercentual. Raw SQL (CTEs and LATERALs over two periods);
 * tenancy: every table on the caller's tenant_id.
 */
function eficienciaSql(tenantId: string, loteId: string, today: string) {
  const [l, c, r] = [lotes, consumosRacao, racoes];
  const pesoEm = (dia: SQL) => pesoNoDia(tenantId, sql`l.id`, dia);
  return sql`
    with l as (
      select ${l.id} as id, ${l.codigo} as codigo, ${l.dataEntrada} as data_entrada, ${l.pesoMedioEntrada} as peso_medio_entrada,
             ${l.status} as status, ${l.pesoSaida} as peso_saida, coalesce(${l.dataSaida}, ${today}::date) as ate,
             ${cabecasAgora()} as cabecas
        from ${l} where ${l.tenantId} = ${tenantId} and ${l.id} = ${loteId} and ${l.deletedAt} is null
    ),
    p as (
      select 1 as ordem, l.data_entrada as de, l.ate from l
      union all select 2, greatest(l.data_entrada, l.ate - 29), l.ate from l
    ),
    v as (
      select p.ordem, p.de, p.ate, (p.ate - p.de + 1) as dias, l.cabecas, coalesce(cs.kg, 0) as kg, coalesce(cs.ms, 0) as ms,
             coalesce(cs.custo, 0) as custo,
             l.cabecas * ((case when l.status = 'Fechado' then l.peso_saida else coalesce(w1.peso_medio, l.peso_medio_entrada) end)
               - (case when p.de = l.data_entrada then l.peso_medio_entrada else coalesce(w0.peso_medio, l.peso_medio_entrada) end)) as ganho
        from p cross join l
        left join lateral ${pesoEm(sql`p.de`)} w0 on true
        left join lateral ${pesoEm(sql`p.ate`)} w1 on true
        left join lateral (
          select sum(${c.quantidadeKg}) as kg, sum(${c.quantidadeKg} * ${r.materiaSecaPercentual} / 100) as ms, sum(${c.custoTotal}) as custo
            from ${c} join ${r} on ${r.tenantId} = ${c.tenantId} and ${r.id} = ${c.racaoId}
           where ${c.tenantId} = ${tenantId} and ${c.loteId} = l.id and ${c.deletedAt} is null and ${c.data} between p.de and p.ate) cs on true
    )
    select to_char(de, 'YYYY-MM-DD') as de, to_char(ate, 'YYYY-MM-DD') as ate, dias, round(kg, 3) as kg, round(ms, 3) as ms,
           case when cabecas > 0 then round(ms / nullif(cabecas * dias, 0), 3) end as ms_cabeca_dia, round(ganho, 3) as ganho,
           case when ganho > 0 then round(ms / ganho, 3) end as conversao, round(custo, 2) as custo,
           case when ganho > 0 then round(custo / ganho, 2) end as custo_kg_ganho, cabecas
      from v order by ordem`;
}

const periodo = (r: Record<string, unknown>): PeriodoEficiencia => ({
  de: String(r.de), ate: String(r.ate), dias: Number(r.dias), kgFornecido: Number(r.kg), kgMateriaSeca: Number(r.ms),
  materiaSecaPorCabecaDia: num(r.ms_cabeca_dia), ganhoKg: Number(r.ganho), conversaoAlimentar: num(r.conversao),
  custoRacao: Number(r.custo), custoPorKgGanho: num(r.custo_kg_ganho),
});

/** Contract 12.6: mixer loads of a day and a batch's feeding efficiency. */
export class EficienciaService {
  private readonly db: Db;

  constructor(private readonly database: Database, private readonly today: Today) {
    this.db = database.db;
  }

  async eficiencia(actor: Actor, loteId: string): Promise<Eficiencia> {
    const lote = await requireLote(this.db, actor, loteId);
    const [total, ultimos] = await this.database.rows(eficienciaSql(actor.tenantId, lote.id, this.today()));
    return { loteId: lote.id, loteCodigo: lote.codigo, cabecas: Number(total.cabecas), total: periodo(total), ultimos30Dias: periodo(ultimos) };
  }

  /**
   * Per diet: the day's confirmed kg (else planned) of its batches, in the fewest loads of equal size not above the
   * capacity; grams are integers so the split is exact before rounding to 3 decimals. Two statements.
   */
  async carregamentos(actor: Actor, data: string | null | undefined, capacidadeKg: number): Promise<Carregamento[]> {
    const rows = await this.database.rows(planoSql(actor.tenantId, data ?? this.today()));
    const porDieta = new Map<string, { dietaId: string; dietaNome: string; versao: number; gramas: number }>();
    for (const r of rows) {
      const dietaId = String(r.dieta_id);
      const d = porDieta.get(dietaId) ?? { dietaId, dietaNome: String(r.dieta_nome), versao: Number(r.dieta_versao), gramas: 0 };
      d.gramas += Math.round(Number(r.kg_hoje ?? r.kg_previsto) * 1000);
      porDieta.set(dietaId, d);
    }
    const dietas = [...porDieta.values()].filter((d) => d.gramas > 0).sort((a, b) => a.dietaNome.localeCompare(b.dietaNome)).slice(0, MAX_DIETAS_DIA);
    const mixes = await mixesOf(this.db, actor.tenantId, dietas.map((d) => ({ dietaId: d.dietaId, versao: d.versao })));
    return dietas.map((d) => {
      const numeroCargas = Math.ceil(d.gramas / Math.round(capacidadeKg * 1000));
      const porCarga = d.gramas / numeroCargas;
      const mix = mixes.find((m) => m.dietaId === d.dietaId)!;
      return {
        dietaId: d.dietaId, dietaNome: d.dietaNome, kgTotal: d.gramas / 1000, numeroCargas, kgPorCarga: Math.round(porCarga) / 1000,
        ingredientes: mix.ingredientes.map((i: DietaIngrediente) => ({ racaoId: i.racaoId, racaoNome: i.racaoNome, kg: Math.round((porCarga * i.percentual) / 100) / 1000 })),
      };
    });
  }
}
