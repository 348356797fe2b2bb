import { asc, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { insertJsonRows } from '../../db/raw';
import { liveForTenant, withTenant } from '../../db/tenant';
import type { Table } from '../../spreadsheet/read-table';
import { pesagens } from '../pesagem/schema';
import { PesagemInput } from '../pesagem/pesagem.types';
import { blankToNull } from '../../validation';
import { blankRequired, inputErrors } from './input';
import { cellNumber, parseDate, round } from './parse';
import { slices } from '../../slices';
import { Erros, lockLotes, openLoteOf } from './rows';

export const PESAGEM_COLUNAS = ['LoteCodigo', 'Data', 'PesoMedio_kg', 'QuantidadeAnimais', 'Observacoes'] as const;
export const PESAGEM_OBRIGATORIAS = ['LoteCodigo', 'Data', 'PesoMedio_kg'];
export const PESAGEM_EXEMPLO = ['L-2026-01', '2026-03-15', 385.5, 120, 'Pesagem mensal'];

type Linha = { line: number; codigo: string; data: string; peso: number; quantidade: number | null; observacao: string | null };

const COLUMN_OF = { data: 'Data', pesoMedio: 'PesoMedio_kg', quantidadeAnimais: 'QuantidadeAnimais', observacao: 'Observacoes' } as const;

/** The row's values, or the reason it is refused: the limits are PesagemInput's, as for POST /api/lotes/{id}/pesagens. */
async function check(values: Record<string, string>): Promise<Omit<Linha, 'line'> | string> {
  const blank = blankRequired(values, PESAGEM_OBRIGATORIAS);
  if (blank) return blank;
  const data = parseDate(values.Data);
  if (!data) return 'Data invalida (use AAAA-MM-DD ou DD/MM/AAAA)';
  const peso = cellNumber(values.PesoMedio_kg);
  // Without QuantidadeAnimais the batch's heads are used (checked later against the batch).
  const quantidade = values.QuantidadeAnimais ? cellNumber(values.QuantidadeAnimais) : undefined;
  const observacao = blankToNull(values.Observacoes);
  const error = await inputErrors(PesagemInput, { data, pesoMedio: peso, quantidadeAnimais: quantidade, observacao }, COLUMN_OF);
  if (error) return error;
  return { codigo: values.LoteCodigo, data, peso: round(peso as number, 3), quantidade: (quantidade as number | undefined) ?? null, observacao };
}

/**
 * Contract 11.2 weighings: rows checked one by one, batches locked (so two imports of the same file serialize and
 * the second finds the first one's rows), a row equal to an existing weighing (batch, data, pesoMedio) or to an
 * earlier row is ignored, the rest inserted in the caller's unit of work.
 */
export async function importarPesagens(db: Db, actor: Actor, table: Table) {
  const erros = new Erros();
  const linhas: Linha[] = [];
  const breathe = slices();
  for (const r of table.rows) {
    await breathe();
    if (r.error) erros.add(r.line, r.error);
    else if (r.formula) erros.add(r.line, `a coluna ${r.formula} contem uma formula (envie o valor)`);
    else {
      const v = await check(r.values);
      if (typeof v === 'string') erros.add(r.line, v);
      else linhas.push({ line: r.line, ...v });
    }
  }
  const byCodigo = await lockLotes(db, actor, linhas.map((l) => l.codigo));
  const ids = [...byCodigo.values()].map((l) => l.id);
  const existing = ids.length === 0 ? [] : await db.select({ loteId: pesagens.loteId, data: pesagens.data, peso: pesagens.pesoMedio })
    .from(pesagens).where(liveForTenant(pesagens, actor, inArray(pesagens.loteId, ids))).orderBy(asc(pesagens.loteId));
  const seen = new Set(existing.map((p) => `${p.loteId}|${p.data}|${round(p.peso, 3)}`));
  const novas: (typeof pesagens.$inferInsert)[] = [];
  let ignoradas = 0;
  for (const l of linhas) {
    await breathe();
    const lote = openLoteOf(byCodigo, l, erros);
    if (!lote) continue;
    if (l.data < lote.dataEntrada) { erros.add(l.line, `Data anterior a entrada do lote (${lote.dataEntrada})`); continue; }
    const quantidade = l.quantidade ?? lote.cabecas;
    if (quantidade < 1) { erros.add(l.line, 'QuantidadeAnimais e obrigatoria: o lote nao tem cabecas'); continue; }
    const key = `${lote.id}|${l.data}|${l.peso}`;
    if (seen.has(key)) { ignoradas++; continue; }
    seen.add(key);
    novas.push(withTenant(actor, { loteId: lote.id, data: l.data, pesoMedio: l.peso, quantidadeAnimais: quantidade, observacao: l.observacao }));
  }
  if (novas.length > 0) {
    await db.execute(insertJsonRows(pesagens, ['tenantId', 'loteId', 'data', 'pesoMedio', 'quantidadeAnimais', 'observacao'], novas));
  }
  return { importadas: novas.length, ignoradas, erros: erros.list() };
}

