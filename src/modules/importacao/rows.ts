import { asc, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { liveForTenant } from '../../db/tenant';
import { cabecasAgora } from '../lote/kpis';
import { lotes } from '../lote/schema';

/** Row errors of an import, reported "Linha N: motivo" in line order. */
export class Erros {
  private readonly items: { line: number; msg: string }[] = [];
  add(line: number, msg: string) {
    this.items.push({ line, msg });
  }
  list(): string[] {
    return this.items.sort((a, b) => a.line - b.line).map((e) => `Linha ${e.line}: ${e.msg}`);
  }
}

export type LoteImport = { id: string; codigo: string; status: 'Aberto' | 'Fechado'; dataEntrada: string; cabecas: number };

/**
 * The batches named by the rows, live in the caller's tenant, locked in id order (a stable order, so concurrent
 * imports do not deadlock) for the rest of the unit of work. `cabecas` = quantidadeAnimais minus dead and sold.
 */
export async function lockLotes(db: Db, actor: Actor, codigos: string[]): Promise<Map<string, LoteImport>> {
  const unique = [...new Set(codigos)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({
    id: lotes.id, codigo: lotes.codigo, status: lotes.status, dataEntrada: lotes.dataEntrada,
    cabecas: cabecasAgora().mapWith(Number),
  }).from(lotes).where(liveForTenant(lotes, actor, inArray(lotes.codigo, unique))).orderBy(asc(lotes.id)).for('update');
  return new Map(rows.map((r) => [r.codigo, r]));
}

/**
 * A cell quoted in a row's error, cut where it is read: a cell may hold 32,767 characters, and cutting 10,000 long
 * messages afterwards copied each whole (the answer keeps 1,000 errors of at most MAX_ERRO_CHARS).
 */
const citado = (cell: string) => (cell.length > 80 ? `${cell.slice(0, 77)}...` : cell);

/** The open batch a row names; undefined, with the row's error recorded, when it is unknown or closed. */
export function openLoteOf(byCodigo: Map<string, LoteImport>, row: { line: number; codigo: string }, erros: Erros): LoteImport | undefined {
  const lote = byCodigo.get(row.codigo);
  if (!lote) erros.add(row.line, `lote ${citado(row.codigo)} nao encontrado`);
  else if (lote.status === 'Fechado') erros.add(row.line, `lote ${row.codigo} esta fechado`);
  else return lote;
  return undefined;
}
