import { inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { bare, insertJsonRows } from '../../db/raw';
import { liveForTenant, withTenant } from '../../db/tenant';
import type { Table } from '../../spreadsheet/read-table';
import { animais } from '../animal/schema';
import { AnimalInput } from '../animal/animal.types';
import { eidOrNull } from '../animal/eid';
import { blankToNull } from '../../validation';
import { blankRequired, inputErrors } from './input';
import { cellNumber, parseDate, round } from './parse';
import { slices } from '../../slices';
import { Erros, lockLotes, openLoteOf } from './rows';

// EID (issue 36) is optional and last, so sheets written from the older template still read the same.
export const ANIMAL_COLUNAS = ['LoteCodigo', 'Identificacao', 'Brinco', 'Sexo', 'Raca', 'PesoEntrada', 'DataEntrada', 'EID'] as const;
export const ANIMAL_OBRIGATORIAS = ['LoteCodigo', 'Identificacao', 'Sexo', 'PesoEntrada'];
export const ANIMAL_EXEMPLO = ['L-2026-01', 'BR-000123', '123', 'Macho', 'Nelore', 312.5, '2026-01-10', '076 000123456789'];

type Animal = { codigo: string; identificacao: string; brinco: string | null; eid: string | null; sexo: 'Macho' | 'Femea'; raca: string | null; pesoEntrada: number; dataEntrada: string | null };
type Linha = Animal & { line: number };

const SEXOS: Record<string, 'Macho' | 'Femea'> = { macho: 'Macho', m: 'Macho', femea: 'Femea', 'fêmea': 'Femea', f: 'Femea' };

const COLUMN_OF = {
  identificacao: 'Identificacao', brinco: 'Brinco', eid: 'EID', sexo: 'Sexo', raca: 'Raca', pesoEntrada: 'PesoEntrada', dataEntrada: 'DataEntrada',
} as const;

/** The row's values, or the reason it is refused: the limits are AnimalInput's, as for POST /api/lotes/{id}/animais. */
async function check(v: Record<string, string>): Promise<Animal | string> {
  const blank = blankRequired(v, ANIMAL_OBRIGATORIAS);
  if (blank) return blank;
  const dataEntrada = v.DataEntrada ? parseDate(v.DataEntrada) : null;
  if (v.DataEntrada && !dataEntrada) return 'DataEntrada invalida (use AAAA-MM-DD ou DD/MM/AAAA)';
  // M/F and fêmea are read as the enum; anything else goes to the class as written, which refuses it.
  const sexo = SEXOS[v.Sexo.toLowerCase()] ?? v.Sexo;
  const peso = cellNumber(v.PesoEntrada);
  const input = { identificacao: v.Identificacao, brinco: blankToNull(v.Brinco), eid: blankToNull(v.EID), sexo, raca: blankToNull(v.Raca), pesoEntrada: peso, dataEntrada };
  const error = await inputErrors(AnimalInput, input, COLUMN_OF);
  if (error) return error;
  return { ...input, eid: eidOrNull(input.eid), codigo: v.LoteCodigo, sexo: sexo as 'Macho' | 'Femea', pesoEntrada: round(peso as number, 3) };
}

type Stored = { loteId: string; brinco: string | null; eid: string | null; sexo: 'Macho' | 'Femea'; raca: string | null; pesoEntrada: number; dataEntrada: string };
const same = (a: Stored, b: Stored) =>
  a.loteId === b.loteId && a.brinco === b.brinco && a.eid === b.eid && a.sexo === b.sexo && a.raca === b.raca && round(a.pesoEntrada, 3) === b.pesoEntrada && a.dataEntrada === b.dataEntrada;

async function parse(table: Table, erros: Erros): Promise<Linha[]> {
  const linhas: Linha[] = [];
  const breathe = slices();
  for (const r of table.rows) {
    await breathe();
    if (r.error) { erros.add(r.line, r.error); continue; }
    if (r.formula) { erros.add(r.line, `a coluna ${r.formula} contem uma formula (envie o valor)`); continue; }
    const v = await check(r.values);
    if (typeof v === 'string') erros.add(r.line, v);
    else linhas.push({ line: r.line, ...v });
  }
  return linhas;
}

/** The live animals holding the file's EIDs (EID -> identificacao): a row giving another animal's tag is refused. */
async function eidsTaken(db: Db, actor: Actor, linhas: Linha[]): Promise<Map<string, string>> {
  const eids = [...new Set(linhas.flatMap((l) => (l.eid ? [l.eid] : [])))];
  const holders = new Map<string, string>();
  for (let i = 0; i < eids.length; i += 5000) {
    const rows = await db.select({ eid: animais.eid, identificacao: animais.identificacao }).from(animais)
      .where(liveForTenant(animais, actor, inArray(animais.eid, eids.slice(i, i + 5000))));
    for (const r of rows) holders.set(r.eid!, r.identificacao);
  }
  return holders;
}

/**
 * Contract 11.2 animals: an identificacao already in the tenant (or earlier in the file) is ignored when every
 * field is equal and an error otherwise; the rest is inserted in the caller's unit of work.
 */
export async function importarAnimais(db: Db, actor: Actor, table: Table) {
  const erros = new Erros();
  const linhas = await parse(table, erros);
  const byCodigo = await lockLotes(db, actor, linhas.map((l) => l.codigo));
  const known = new Map<string, Stored>();
  const idents = [...new Set(linhas.map((l) => l.identificacao))];
  for (let i = 0; i < idents.length; i += 5000) {
    const rows = await db.select({ identificacao: animais.identificacao, loteId: animais.loteId, brinco: animais.brinco, eid: animais.eid, sexo: animais.sexo,
      raca: animais.raca, pesoEntrada: animais.pesoEntrada, dataEntrada: animais.dataEntrada }).from(animais)
      .where(liveForTenant(animais, actor, inArray(animais.identificacao, idents.slice(i, i + 5000))));
    for (const r of rows) known.set(r.identificacao, r);
  }
  const eidHolders = await eidsTaken(db, actor, linhas);
  const novos: (typeof animais.$inferInsert)[] = [];
  let ignoradas = 0;
  const breathe = slices();
  for (const l of linhas) {
    await breathe();
    const lote = openLoteOf(byCodigo, l, erros);
    if (!lote) continue;
    const row: Stored = { loteId: lote.id, brinco: l.brinco, eid: l.eid, sexo: l.sexo, raca: l.raca, pesoEntrada: l.pesoEntrada, dataEntrada: l.dataEntrada ?? lote.dataEntrada };
    const prior = known.get(l.identificacao);
    if (prior && same(prior, row)) { ignoradas++; continue; }
    if (prior) { erros.add(l.line, `identificacao ${l.identificacao} ja existe com outros dados`); continue; }
    const holder = l.eid ? eidHolders.get(l.eid) : undefined;
    if (holder !== undefined) { erros.add(l.line, `EID ${l.eid} ja pertence ao animal ${holder}`); continue; }
    if (l.eid) eidHolders.set(l.eid, l.identificacao);
    known.set(l.identificacao, row);
    novos.push(withTenant(actor, { identificacao: l.identificacao, ...row }));
  }
  // One statement over a JSON array (a 10,000-row VALUES list built in JS blocked the event loop); a concurrent
  // insert of the same identificacao (another batch, another request) is left out, not an error 500.
  const a = animais;
  const importadas = novos.length === 0 ? 0 : (await db.execute(sql`
    ${insertJsonRows(a, ['tenantId', 'loteId', 'identificacao', 'brinco', 'eid', 'sexo', 'raca', 'pesoEntrada', 'dataEntrada'], novos)}
    on conflict (${bare(a.tenantId)}, ${bare(a.identificacao)}) where ${bare(a.deletedAt)} is null do nothing
    returning ${a.id}`) as unknown as unknown[] | { rows: unknown[] });
  const count = typeof importadas === 'number' ? importadas : Array.isArray(importadas) ? importadas.length : importadas.rows.length;
  return { importadas: count, ignoradas: ignoradas + novos.length - count, erros: erros.list() };
}
