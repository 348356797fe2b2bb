import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { businessDate, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { lotes } from '../lote/schema';
import { notificacoes } from '../notificacao/schema';
import { precosMercado } from '../preco-mercado/schema';
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
    // Table and column names come from the Drizzle tables; the CTEs name their own columns.
    const t = actor.tenantId;
    const l = lotes;
    const [r] = await this.database.rows<Row>(sql`
      with live as (
        select ${l.id} as id, ${l.codigo} as codigo, ${l.status} as status, ${l.quantidadeAnimais} as q, ${l.pesoMedioEntrada} as pe,
               ${l.dataEntrada} as de, ${l.dataPrevistaSaida} as dps, ${l.totalCustoRacao} as custo_racao,
               ${l.totalCustoMedicamentos} as custo_medicamentos, ${l.totalAnimaisMortos} as mortos, ${l.totalAnimaisVendidos} as vendidos,
               ${l.totalReceitaVendas} as receita, ${l.ultimaPesagemData} as ultima_data, ${l.ultimaPesagemPeso} as ultimo_peso
          from ${l} where ${l.tenantId} = ${t} and ${l.deletedAt} is null
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
               coalesce(sum(receita), 0) as receita,
               coalesce(sum(custo_racao), 0) as custo_racao, coalesce(sum(custo_medicamentos), 0) as custo_medicamentos
          from live
      )
      select t.*,
        (select coalesce(sum(greatest(0, q - mortos - vendidos)), 0) from abertos) as animais_ativos,
        (select round(sum(atual * q) / nullif(sum(q), 0), 3) from abertos) as peso_medio,
        (select round(sum(gmd * q) / nullif(sum(q), 0), 3) from abertos where gmd is not null) as gmd_medio,
        (select ${precosMercado.precoArroba} from ${precosMercado}
          where ${precosMercado.fonte} = 'PRIMARY' and ${precosMercado.tenantId} is null order by ${precosMercado.data} desc limit 1) as preco_arroba,
        (select count(*) from ${notificacoes}
          where ${notificacoes.tenantId} = ${t} and ${notificacoes.userId} = ${actor.userId} and not ${notificacoes.lida}) as nao_lidas,
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
