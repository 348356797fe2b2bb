import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { businessDate, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { DashboardSummary } from './dashboard.types';

export type DashboardSettings = { timeZone: string; diasFechamento: number; janelaFechamentoDias: number };

type Row = Record<string, string | number | null> & { proximos: unknown };

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Contract 5, for the caller's tenant, in one statement. Batch KPIs follow the batch detail:
 * pesoMedioAtual = latest weighing (by data, then creation) or the entry weight; gmdMedio = gain per
 * day from entry to that weighing. Rows of deleted batches count nowhere.
 */
export class DashboardService {
  constructor(private readonly database: Database, private readonly clock: Clock, private readonly settings: DashboardSettings) {}

  async summary(actor: Actor): Promise<DashboardSummary> {
    const today = businessDate(this.clock.now(), this.settings.timeZone);
    const t = actor.tenantId;
    const [r] = await this.database.rows<Row>(sql`
      with live as (
        select id, codigo, status, quantidade_animais as q, peso_medio_entrada as pe, data_entrada as de, data_prevista_saida as dps
          from lotes where tenant_id = ${t} and deleted_at is null
      ),
      abertos as (
        select l.*, coalesce(u.peso_medio, l.pe) as atual,
               case when u.data > l.de then (u.peso_medio - l.pe) / (u.data - l.de) end as gmd,
               greatest(0, ${today}::date - l.de) as dias
          from live l
          left join lateral (
            select p.peso_medio, p.data from pesagens p
             where p.tenant_id = ${t} and p.lote_id = l.id and p.deleted_at is null
             order by p.data desc, p.criado_em desc limit 1
          ) u on true
         where l.status = 'Aberto'
      ),
      bichos as (
        select a.lote_id, a.status, a.valor_total from animais a join live l on l.id = a.lote_id
         where a.tenant_id = ${t} and a.deleted_at is null and a.status <> 'Ativo'
      ),
      saidas as (select lote_id, count(*) as n from bichos group by lote_id)
      select
        (select count(*) from live where status = 'Aberto') as lotes_ativos,
        (select count(*) from live where status = 'Fechado') as lotes_fechados,
        (select coalesce(sum(greatest(0, a.q - coalesce(s.n, 0))), 0) from abertos a left join saidas s on s.lote_id = a.id) as animais_ativos,
        (select count(*) from bichos where status = 'Vendido') as vendidos,
        (select count(*) from bichos where status = 'Morto') as mortos,
        (select coalesce(round(sum(valor_total), 2), 0) from bichos where status = 'Vendido') as receita,
        (select round(sum(atual * q) / nullif(sum(q), 0), 3) from abertos) as peso_medio,
        (select round(sum(gmd * q) / nullif(sum(q), 0), 3) from abertos where gmd is not null) as gmd_medio,
        (select coalesce(round(sum(c.custo_total), 2), 0) from consumos_racao c join live l on l.id = c.lote_id
          where c.tenant_id = ${t} and c.deleted_at is null) as custo_racao,
        (select coalesce(round(sum(m.custo_total), 2), 0) from medicamentos m join live l on l.id = m.lote_id
          where m.tenant_id = ${t} and m.deleted_at is null) as custo_medicamentos,
        (select preco_arroba from precos_mercado where fonte = 'PRIMARY' and tenant_id is null order by data desc limit 1) as preco_arroba,
        (select count(*) from notificacoes where tenant_id = ${t} and user_id = ${actor.userId} and not lida) as nao_lidas,
        (select coalesce(json_agg(json_build_object('loteId', x.id, 'codigo', x.codigo, 'diasConfinamento', x.dias,
                 'pesoMedioAtual', round(x.atual, 3)) order by x.dias desc, x.codigo), '[]'::json)
           from (select * from abertos
                  where (dps is not null and dps <= ${today}::date + ${this.settings.janelaFechamentoDias}::int)
                     or (dps is null and dias >= ${this.settings.diasFechamento}::int)
                  order by dias desc, codigo limit 10) x) as proximos`);
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
