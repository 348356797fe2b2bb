import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { businessDate, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { DashboardSummary } from './dashboard.types';

export type DashboardSettings = { timeZone: string; diasFechamento: number; janelaFechamentoDias: number };

type Row = Record<string, string | number | null> & { proximos: unknown };

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Contract 5, for the caller's tenant, in one statement over the tenant's batches: costs, deaths, sales
 * and revenue come from the batches' running totals (kept by triggers), so the cost grows with the
 * number of batches, not with history (the latest weighing is kept on the batch row too). Batch KPIs
 * follow the batch detail:
 * pesoMedioAtual = latest weighing (by data, then creation) or the entry weight; gmdMedio = gain per
 * day from entry to that weighing. Rows of deleted batches count nowhere.
 */
export class DashboardService {
  constructor(private readonly database: Database, private readonly clock: Clock, private readonly settings: DashboardSettings) {}

  async summary(actor: Actor): Promise<DashboardSummary> {
    const today = businessDate(this.clock.now(), this.settings.timeZone);
    // tenancy: raw SQL (one statement of CTEs Drizzle cannot express); every tenant-owned table is filtered by `t`.
    const t = actor.tenantId;
    const [r] = await this.database.rows<Row>(sql`
      with live as (
        select id, codigo, status, quantidade_animais as q, peso_medio_entrada as pe, data_entrada as de, data_prevista_saida as dps,
               total_custo_racao, total_custo_medicamentos, total_animais_mortos as mortos, total_animais_vendidos as vendidos,
               total_receita_vendas, ultima_pesagem_data as ultima_data, ultima_pesagem_peso as ultimo_peso
          from lotes where tenant_id = ${t} and deleted_at is null
      ),
      abertos as (
        select l.*, coalesce(l.ultimo_peso, l.pe) as atual,
               case when l.ultima_data > l.de then (l.ultimo_peso - l.pe) / (l.ultima_data - l.de) end as gmd,
               greatest(0, ${today}::date - l.de) as dias
          from live l
         where l.status = 'Aberto'
      ),
      totais as (
        select count(*) filter (where status = 'Aberto') as lotes_ativos,
               count(*) filter (where status = 'Fechado') as lotes_fechados,
               coalesce(sum(vendidos), 0) as vendidos, coalesce(sum(mortos), 0) as mortos,
               coalesce(sum(total_receita_vendas), 0) as receita,
               coalesce(sum(total_custo_racao), 0) as custo_racao, coalesce(sum(total_custo_medicamentos), 0) as custo_medicamentos
          from live
      )
      select t.*,
        (select coalesce(sum(greatest(0, q - mortos - vendidos)), 0) from abertos) as animais_ativos,
        (select round(sum(atual * q) / nullif(sum(q), 0), 3) from abertos) as peso_medio,
        (select round(sum(gmd * q) / nullif(sum(q), 0), 3) from abertos where gmd is not null) as gmd_medio,
        (select preco_arroba from precos_mercado where fonte = 'PRIMARY' and tenant_id is null order by data desc limit 1) as preco_arroba,
        (select count(*) from notificacoes where tenant_id = ${t} and user_id = ${actor.userId} and not lida) as nao_lidas,
        (select coalesce(json_agg(json_build_object('loteId', x.id, 'codigo', x.codigo, 'diasConfinamento', x.dias,
                 'pesoMedioAtual', round(x.atual, 3)) order by x.dias desc, x.codigo), '[]'::json)
           from (select * from abertos
                  where (dps is not null and dps <= ${today}::date + ${this.settings.janelaFechamentoDias}::int)
                     or (dps is null and dias >= ${this.settings.diasFechamento}::int)
                  order by dias desc, codigo limit 10) x) as proximos
        from totais t`);
    const proximos = (typeof r.proximos === 'string' ? JSON.parse(r.proximos) : r.proximos) as DashboardSummary['lotesProximosFechamento'];
    return {
      totalLotesAtivos: num(r.lotes_ativos),
      totalLotesFechados: num(r.lotes_fechados),
      totalAnimaisAtivos: num(r.animais_ativos),
      totalAnimaisVendidos: num(r.vendidos),
      totalAnimaisMortos: num(r.mortos),
      pesoMedioAtual: num(r.peso_medio),
      gmdMedioGeral: num(r.gmd_medio),
      custoTotalRacao: num(r.custo_racao),
      custoTotalMedicamentos: num(r.custo_medicamentos),
      receitaTotalVendas: num(r.receita),
      precoArrobaAtual: num(r.preco_arroba),
      lotesProximosFechamento: proximos.map((p) => ({ ...p, pesoMedioAtual: Number(p.pesoMedioAtual), diasConfinamento: Number(p.diasConfinamento) })),
      alertasNaoLidos: num(r.nao_lidas),
    };
  }
}
