import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { liveForTenant, withTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import type { EntradaRacao, EntradaRacaoInput, MovimentoRacao } from './estoque.types';
import { racaoEntradas, racoes } from './schema';

const racaoNotFound = () => notFound('Racao');

/** Feed stock (contract 12.5): entries, movements and days of stock. Consumptions move stock through a trigger. */
export class EstoqueService {
  constructor(private readonly db: Db, private readonly database: Database) {}

  /**
   * custoKg becomes the weighted mean of the stock on hand and the entry, rounded to 2 decimals; negative stock
   * (fed before it was booked) counts as none, so it does not drag the price.
   */
  entrada(actor: Actor, racaoId: string, input: EntradaRacaoInput): Promise<EntradaRacao> {
    if (!isUuid(racaoId)) throw racaoNotFound();
    return this.db.transaction(async (tx) => {
      const q = sql`${String(input.quantidadeKg)}::numeric(16,3)`;
      const [feed] = await tx.update(racoes).set({
        custoKg: sql`round((greatest(${racoes.estoqueKg}, 0) * ${racoes.custoKg} + ${q} * ${String(input.custoKg)}::numeric(14,2))
          / (greatest(${racoes.estoqueKg}, 0) + ${q}), 2)`,
        estoqueKg: sql`${racoes.estoqueKg} + ${q}`,
        atualizadoEm: sql`now()`,
      }).where(liveForTenant(racoes, actor, eq(racoes.id, racaoId))).returning({ estoqueKg: racoes.estoqueKg, custoMedioKg: racoes.custoKg });
      if (!feed) throw racaoNotFound();
      const [row] = await tx.insert(racaoEntradas).values(withTenant(actor, { racaoId, data: input.data, quantidadeKg: input.quantidadeKg, custoKg: input.custoKg }))
        .returning({ id: racaoEntradas.id, racaoId: racaoEntradas.racaoId, data: racaoEntradas.data, quantidadeKg: racaoEntradas.quantidadeKg, custoKg: racaoEntradas.custoKg });
      return { ...row, ...feed };
    });
  }

  /** Entries and live consumptions of the feed, data desc then creation desc, the latest `limit`. */
  async movimentos(actor: Actor, racaoId: string, limit: number): Promise<MovimentoRacao[]> {
    if (!isUuid(racaoId)) throw racaoNotFound();
    const [feed] = await this.db.select({ id: racoes.id }).from(racoes).where(liveForTenant(racoes, actor, eq(racoes.id, racaoId)));
    if (!feed) throw racaoNotFound();
    const rows = await this.database.rows(sql`
      select m.*, to_char(m.dia, 'YYYY-MM-DD') as data from (
        select e.id, 'Entrada' as tipo, e.data as dia, e.quantidade_kg as kg, e.custo_kg, round(e.quantidade_kg * e.custo_kg, 2) as custo_total,
               null::uuid as lote_id, null::text as lote_codigo, null::uuid as confirmacao_id, e.criado_em
          from racao_entradas e where e.tenant_id = ${actor.tenantId} and e.racao_id = ${racaoId}
        union all
        select c.id, 'Consumo', c.data, -c.quantidade_kg, case when c.quantidade_kg > 0 then round(c.custo_total / c.quantidade_kg, 2) else 0 end,
               c.custo_total, c.lote_id, l.codigo, c.confirmacao_id, c.criado_em
          from consumos_racao c join lotes l on l.tenant_id = c.tenant_id and l.id = c.lote_id
         where c.tenant_id = ${actor.tenantId} and c.racao_id = ${racaoId} and c.deleted_at is null and l.deleted_at is null
      ) m order by m.dia desc, m.criado_em desc, m.id limit ${limit}`);
    return rows.map((r) => ({
      id: String(r.id), tipo: r.tipo as MovimentoRacao['tipo'], data: String(r.data), quantidadeKg: Number(r.kg),
      custoKg: Number(r.custo_kg), custoTotal: Number(r.custo_total), loteId: r.lote_id ? String(r.lote_id) : null,
      loteCodigo: r.lote_codigo ? String(r.lote_codigo) : null, confirmacaoId: r.confirmacao_id ? String(r.confirmacao_id) : null,
    }));
  }
}
