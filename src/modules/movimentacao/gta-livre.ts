import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { AppError, fieldError } from '../../errors';
import { animais } from '../animal/schema';
import { GTA_NO_CORPO, type GtaLivre, type GtaValue } from '../gta/gta.rules';
import { compras } from '../compra/schema';
import { liveLoteJoin } from '../lote/lote.guard';
import { lotes } from '../lote/schema';

type Keyed = { gtaUf: AnyPgColumn; gtaSerie: AnyPgColumn; gtaNumero: AnyPgColumn };
const sameGta = (t: Keyed, g: GtaValue): SQL => and(eq(t.gtaNumero, g.numero), eq(t.gtaSerie, g.serie), eq(t.gtaUf, g.uf))!;
const emUso = (prefixo: string, onde: string) => new AppError('DUPLICATE_CODE', 'Esta GTA ja foi usada em outra movimentacao', {
  [`${prefixo}numero`]: [`GTA ja registrada ${onde}`],
});

/**
 * One GTA, one movement (issue 36): a purchase, or the sales of one day (the animals of one load, from any batch).
 * The GTA's advisory lock serializes two writers of the same document, so the check and the write cannot interleave.
 */
export const gtaLivre = (db: Db): GtaLivre => async (tenant, gta, movimento, prefixo = GTA_NO_CORPO) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`gta:${tenant.tenantId}:${gta.uf}:${gta.serie}:${gta.numero}`}))`);
  const outraCompra = movimento.tipo === 'Entrada' && movimento.compraId ? ne(compras.id, movimento.compraId) : undefined;
  const [compra] = await db.select({ data: compras.dataCompra, lote: lotes.codigo }).from(compras).innerJoin(lotes, liveLoteJoin(compras))
    .where(liveForTenant(compras, tenant, sameGta(compras, gta), outraCompra)).limit(1);
  if (compra) throw emUso(prefixo, `na compra de ${compra.data} do lote ${compra.lote}`);
  // A sale of another day is another movement; a sale of the same day must carry the same emission date.
  const outra = movimento.tipo === 'Saida'
    ? or(ne(animais.dataVenda, movimento.data), ne(animais.gtaDataEmissao, gta.dataEmissao)) : undefined;
  const [venda] = await db.select({ data: animais.dataVenda, emissao: animais.gtaDataEmissao }).from(animais).innerJoin(lotes, liveLoteJoin(animais))
    .where(liveForTenant(animais, tenant, sameGta(animais, gta), eq(animais.status, 'Vendido'), outra)).limit(1);
  if (!venda) return;
  if (movimento.tipo === 'Saida' && venda.data === movimento.data) {
    throw fieldError(`${prefixo}dataEmissao`, `difere da emissao ja registrada para esta GTA (${venda.emissao})`);
  }
  throw emUso(prefixo, `na venda de ${venda.data}`);
};
