import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Today } from '../../clock';
import type { Database } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { AppError, fieldError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { animais } from '../animal/schema';
import { compras } from '../compra/schema';
import { checkGtaDatas, gtaSet, normalizeGta, type GtaLivre, type GtaValue } from '../gta/gta.rules';
import { liveLoteJoin, requireLote } from '../lote/lote.guard';
import { lotes } from '../lote/schema';
import { MAX_MOVIMENTACOES, type Movimentacao, type MovimentacoesArgs, type MovimentacoesGtaArgs, type SaidaGta, type SaidaGtaInput, type TipoMovimentacao, type VendaGta } from './movimentacao.types';

/**
 * The movements of cattle in and out of the farm (issue 36): entries are the purchases (contract 10.1), exits the
 * sales (contract 4.3) grouped per batch, day and GTA, as one load travels. Deaths and moves between batches of the
 * farm are no movement. Admin and Gerente, as the purchases.
 */
export class MovimentacaoService {
  constructor(private readonly database: Database, private readonly today: Today, private readonly gtaLivre: GtaLivre) {}

  /** Every movement, filtered by type, day, batch and GTA; data desc. */
  list(actor: Actor, args: MovimentacoesGtaArgs): Promise<Movimentacao[]> {
    const gta = { uf: args.gtaUf?.trim().toUpperCase() ?? null, serie: args.gtaSerie?.trim().toUpperCase() ?? null,
      numero: args.gtaNumero ? normalizeGta({ uf: '', serie: '', numero: args.gtaNumero, dataEmissao: '' }).numero : null };
    return this.movimentos(actor, args, sql`(${gta.uf}::text is null or uf = ${gta.uf}) and (${gta.serie}::text is null or serie = ${gta.serie})
      and (${gta.numero}::text is null or numero = ${gta.numero})`);
  }

  /** The movements without a GTA: the documents missing (a sale is allowed without one, then listed here). */
  pendentes(actor: Actor, args: MovimentacoesArgs): Promise<Movimentacao[]> {
    return this.movimentos(actor, args, sql`numero is null`);
  }

  /** Writes the GTA on a sold animal (a sale registered before its GTA was issued, or a correction). */
  async registerGtaVenda(actor: Actor, id: string, input: GtaValue): Promise<VendaGta> {
    if (!isUuid(id)) throw notFound('Animal');
    const { db } = this.database;
    const live = liveForTenant(animais, actor, eq(animais.id, id));
    const [animal] = await db.select({ status: animais.status, dataVenda: animais.dataVenda }).from(animais)
      .innerJoin(lotes, liveLoteJoin(animais)).where(live);
    if (!animal) throw notFound('Animal');
    if (animal.status !== 'Vendido' || !animal.dataVenda) throw new AppError('INVALID_STATE', 'Apenas um animal Vendido recebe a GTA de saida');
    const gta = normalizeGta(input);
    // The body is the GTA itself: its fields are named without the `gta.` of the sale's body.
    checkGtaDatas(gta, animal.dataVenda, 'dataVenda', this.today(), '');
    await this.gtaLivre(actor, gta, { tipo: 'Saida', data: animal.dataVenda }, '');
    const [row] = await db.update(animais).set({ ...gtaSet(gta), atualizadoEm: sql`now()` })
      .where(and(live, eq(animais.status, 'Vendido')))
      .returning({ id: animais.id, status: animais.status, dataVenda: animais.dataVenda });
    if (!row) throw notFound('Animal');
    return { ...row, dataVenda: row.dataVenda!, gta } as VendaGta;
  }

  /**
   * Writes the GTA on the sales of a batch on a day that have none: the load of a row of documentos-pendentes at once.
   * Sales of that day under a GTA keep theirs (another truck of the same day travels under another GTA).
   */
  async registerGtaSaida(actor: Actor, loteId: string, input: SaidaGtaInput): Promise<SaidaGta> {
    const { db } = this.database;
    const lote = await requireLote(db, actor, loteId);
    const gta = normalizeGta(input.gta);
    checkGtaDatas(gta, input.dataVenda, 'dataVenda', this.today());
    await this.gtaLivre(actor, gta, { tipo: 'Saida', data: input.dataVenda });
    const rows = await db.update(animais).set({ ...gtaSet(gta), atualizadoEm: sql`now()` })
      .where(liveForTenant(animais, actor, eq(animais.loteId, lote.id), eq(animais.status, 'Vendido'), eq(animais.dataVenda, input.dataVenda),
        isNull(animais.gtaNumero)))
      .returning({ id: animais.id });
    if (rows.length === 0) throw new AppError('INVALID_STATE', 'Nenhuma venda sem GTA deste lote nesta data');
    return { loteId: lote.id, dataVenda: input.dataVenda, quantidadeAnimais: rows.length, gta };
  }

  /** Removes the GTA of a sold animal (written on the wrong animal, or cancelled): the sale is listed as pending again. */
  async removeGtaVenda(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound('Animal');
    const { db } = this.database;
    const live = liveForTenant(animais, actor, eq(animais.id, id));
    const [animal] = await db.select({ gtaNumero: animais.gtaNumero }).from(animais).innerJoin(lotes, liveLoteJoin(animais)).where(live).for('update', { of: animais });
    if (!animal) throw notFound('Animal');
    if (!animal.gtaNumero) throw new AppError('NOT_FOUND', 'O animal nao tem GTA');
    await db.update(animais).set({ ...gtaSet(null), atualizadoEm: sql`now()` }).where(live);
    return true;
  }

  /**
   * Removes one GTA from a batch's sales (the mirror of registerGtaSaida): the batch's share of that load is listed as
   * pending again; the same GTA on another batch's sales of the load stays.
   */
  async removeGtaSaida(actor: Actor, loteId: string, input: Omit<GtaValue, 'dataEmissao'>): Promise<SaidaGta> {
    const { db } = this.database;
    const lote = await requireLote(db, actor, loteId);
    const gta = normalizeGta({ ...input, dataEmissao: '' });
    const rows = await db.select({ id: animais.id, dataVenda: animais.dataVenda, dataEmissao: animais.gtaDataEmissao }).from(animais)
      .where(liveForTenant(animais, actor, eq(animais.loteId, lote.id), eq(animais.status, 'Vendido'), eq(animais.gtaUf, gta.uf),
        eq(animais.gtaSerie, gta.serie), eq(animais.gtaNumero, gta.numero)))
      .for('update');
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'Nenhuma venda deste lote com esta GTA');
    await db.update(animais).set({ ...gtaSet(null), atualizadoEm: sql`now()` })
      .where(liveForTenant(animais, actor, inArray(animais.id, rows.map((r) => r.id))));
    return { loteId: lote.id, dataVenda: rows[0].dataVenda!, quantidadeAnimais: rows.length, gta: { ...gta, dataEmissao: rows[0].dataEmissao! } };
  }

  private movimentos(actor: Actor, args: MovimentacoesArgs, gtaFilter: ReturnType<typeof sql>): Promise<Movimentacao[]> {
    if (args.de && args.ate && args.de > args.ate) throw fieldError('de', 'deve ser anterior ou igual a ate');
    const [c, a, t] = [compras, animais, actor.tenantId];
    const tipo: TipoMovimentacao | null = args.tipo ?? null;
    const [de, ate, loteId] = [args.de ?? null, args.ate ?? null, args.loteId ?? null];
    // tenancy: raw SQL (two kinds of movement in one list), compras and animais on the caller's tenant_id, their live batch.
    return this.database.rows<Movimentacao>(sql`
      with m as (
        select 'Entrada' as tipo, ${c.id} as compra_id, ${c.dataCompra} as data, ${c.loteId} as lote_id, ${lotes.codigo} as lote_codigo,
               ${c.quantidadeAnimais} as qtd, ${c.pesoTotal} as peso, ${c.gtaUf} as uf, ${c.gtaSerie} as serie, ${c.gtaNumero} as numero,
               ${c.gtaDataEmissao} as emissao
          from ${c} join ${lotes} on ${liveLoteJoin(c)}
         where ${c.tenantId} = ${t} and ${c.deletedAt} is null
        union all
        select 'Saida', null, ${a.dataVenda}, ${a.loteId}, ${lotes.codigo}, count(*), sum(${a.pesoVenda}), ${a.gtaUf}, ${a.gtaSerie},
               ${a.gtaNumero}, ${a.gtaDataEmissao}
          from ${a} join ${lotes} on ${liveLoteJoin(a)}
         where ${a.tenantId} = ${t} and ${a.deletedAt} is null and ${a.status} = 'Vendido'
         group by ${a.dataVenda}, ${a.loteId}, ${lotes.codigo}, ${a.gtaUf}, ${a.gtaSerie}, ${a.gtaNumero}, ${a.gtaDataEmissao})
      select tipo, compra_id as "compraId", data::text as data, lote_id as "loteId", lote_codigo as "loteCodigo",
             qtd::int as "quantidadeAnimais", coalesce(peso, 0)::float8 as "pesoTotal", uf as "gtaUf", serie as "gtaSerie",
             numero as "gtaNumero", emissao::text as "gtaDataEmissao"
        from m
       where (${tipo}::text is null or tipo = ${tipo}) and (${de}::date is null or data >= ${de}::date)
         and (${ate}::date is null or data <= ${ate}::date) and (${loteId}::uuid is null or lote_id = ${loteId}::uuid)
         and ${gtaFilter}
       order by data desc, tipo, lote_codigo, numero nulls first, compra_id
       limit ${MAX_MOVIMENTACOES}`);
  }
}
