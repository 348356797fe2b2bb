import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Database, Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { liveForTenant, withTenant } from '../../db/tenant';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import type { EntradaRacao, EntradaRacaoInput, MovimentoRacao } from './estoque.types';
import { consumosRacao } from '../consumo-racao/schema';
import { lotes } from '../lote/schema';
import { racoes } from '../racao/schema';
import { racaoEntradas } from './schema';

const racaoNotFound = () => notFound('Racao');

/** Feed stock (contract 12.5): entries, movements and days of stock. Consumptions move stock through a trigger. */
export class EstoqueService {
  private readonly db: Db;

  constructor(private readonly database: Database) {
    this.db = database.db;
  }

  /**
   * custoKg becomes the weighted mean of the stock on hand and the entry, rounded to 2 decimals; negative stock
   * (fed before it was booked) counts as none, so it does not drag the price.
   */
  entrada(actor: Actor, racaoId: string, input: EntradaRacaoInput): Promise<EntradaRacao> {
    if (!isUuid(racaoId)) throw racaoNotFound();
    return unitOfWork(async () => {
      const q = sql`${String(input.quantidadeKg)}::numeric(16,3)`;
      const custo = sql`${String(input.custoKg)}::numeric(14,2)`;
      const [feed] = await this.db.update(racoes).set({
        // No stock and an entry stored as 0 kg (accepted before the rules judged the stored value): the entry's price.
        custoKg: sql`coalesce(round((greatest(${racoes.estoqueKg}, 0) * ${racoes.custoKg} + ${q} * ${custo})
          / nullif(greatest(${racoes.estoqueKg}, 0) + ${q}, 0), 2), ${custo})`,
        estoqueKg: sql`${racoes.estoqueKg} + ${q}`,
        atualizadoEm: sql`now()`,
      }).where(liveForTenant(racoes, actor, eq(racoes.id, racaoId))).returning({ estoqueKg: racoes.estoqueKg, custoMedioKg: racoes.custoKg });
      if (!feed) throw racaoNotFound();
      const [row] = await this.db.insert(racaoEntradas).values(withTenant(actor, { racaoId, data: input.data, quantidadeKg: input.quantidadeKg, custoKg: input.custoKg }))
        .returning({ id: racaoEntradas.id, racaoId: racaoEntradas.racaoId, data: racaoEntradas.data, quantidadeKg: racaoEntradas.quantidadeKg, custoKg: racaoEntradas.custoKg });
      return { ...row, ...feed };
    });
  }

  /** Entries and live consumptions of the feed, data desc then creation desc, the latest `limit`. */
  async movimentos(actor: Actor, racaoId: string, limit: number): Promise<MovimentoRacao[]> {
    if (!isUuid(racaoId)) throw racaoNotFound();
    const [feed] = await this.db.select({ id: racoes.id }).from(racoes).where(liveForTenant(racoes, actor, eq(racoes.id, racaoId)));
    if (!feed) throw racaoNotFound();
    // tenancy: raw SQL (two tables in one ordered, limited list), each branch on the caller's tenant_id; the
    // names come from the Drizzle tables.
    const [e, c, l] = [racaoEntradas, consumosRacao, lotes];
    const rows = await this.database.rows(sql`
      select m.*, to_char(m.dia, 'YYYY-MM-DD') as data from (
        select ${e.id} as id, 'Entrada' as tipo, ${e.data} as dia, ${e.quantidadeKg} as kg, ${e.custoKg} as custo_kg,
               round(${e.quantidadeKg} * ${e.custoKg}, 2) as custo_total,
               null::uuid as lote_id, null::text as lote_codigo, null::uuid as confirmacao_id, ${e.criadoEm} as criado_em
          from ${e} where ${e.tenantId} = ${actor.tenantId} and ${e.racaoId} = ${racaoId}
        union all
        select ${c.id}, 'Consumo', ${c.data}, -${c.quantidadeKg},
               case when ${c.quantidadeKg} > 0 then round(${c.custoTotal} / ${c.quantidadeKg}, 2) else 0 end,
               ${c.custoTotal}, ${c.loteId}, ${l.codigo}, ${c.confirmacaoId}, ${c.criadoEm}
          from ${c} join ${l} on ${l.tenantId} = ${c.tenantId} and ${l.id} = ${c.loteId}
         where ${c.tenantId} = ${actor.tenantId} and ${c.racaoId} = ${racaoId} and ${c.deletedAt} is null and ${l.deletedAt} is null
      ) m order by m.dia desc, m.criado_em desc, m.id limit ${limit}`);
    return rows.map((r) => ({
      id: String(r.id), tipo: r.tipo as MovimentoRacao['tipo'], data: String(r.data), quantidadeKg: Number(r.kg),
      custoKg: Number(r.custo_kg), custoTotal: Number(r.custo_total), loteId: r.lote_id ? String(r.lote_id) : null,
      loteCodigo: r.lote_codigo ? String(r.lote_codigo) : null, confirmacaoId: r.confirmacao_id ? String(r.confirmacao_id) : null,
    }));
  }
}
