import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { insertJsonRows } from '../../db/raw';
import { forTenant, liveForTenant, withTenant } from '../../db/tenant';
import { animais, pesagensAnimais } from '../animal/schema';
import { lotes } from '../lote/schema';
import { pesagens } from '../pesagem/schema';
import { leiturasSessao } from './schema';

/**
 * What became of a reading. A feedlot manager's checks, in this order: the line could not be read, the indicator
 * never locked the weight, a date ahead of today, a weight no bovine has, no tag at all, the same tag again in the
 * session (the first reading counts), a tag no animal has (it can be linked to one), an animal sold or dead, a batch
 * closed, a date before the animal came in, a weighing the animal already has; else it is weighed.
 */
export const SITUACOES = [
  'registrada', 'pendente', 'invalida', 'sem_trava', 'data_futura', 'fora_da_faixa', 'sem_identificacao', 'duplicada',
  'eid_desconhecido', 'animal_inativo', 'lote_fechado', 'data_anterior_entrada', 'ja_registrada',
] as const;
export type Situacao = (typeof SITUACOES)[number];

/** A bovine on a chute scale: a calf of 20 kg to a bull of 1,500; anything else is a misread or a person on the scale. */
export const PESO_MIN_KG = 20;
export const PESO_MAX_KG = 1500;

export type Entrada = {
  /** A reading weighed again (linked to an animal later) keeps its id. */
  id?: string;
  linha: number; eid: string | null; vid: string | null; pesoKg: number | null; travada: boolean; data: string | null; hora: string | null; erro?: string;
};

type Animal = { id: string; identificacao: string; eid: string | null; status: string; loteId: string; dataEntrada: string; pesoEntrada: number; loteStatus: string };
type Resultado = Entrada & { situacao: Situacao; motivo: string | null; animal?: Animal };

function precheck(e: Entrada, hoje: string, seen: Set<string>): Pick<Resultado, 'situacao' | 'motivo'> | undefined {
  if (e.erro) return { situacao: 'invalida', motivo: e.erro };
  if (!e.travada) return { situacao: 'sem_trava', motivo: 'peso nao travado pelo indicador' };
  if (e.data! > hoje) return { situacao: 'data_futura', motivo: `data ${e.data} posterior a hoje (${hoje})` };
  if (e.pesoKg! < PESO_MIN_KG || e.pesoKg! > PESO_MAX_KG) {
    return { situacao: 'fora_da_faixa', motivo: `peso ${e.pesoKg} kg fora da faixa de ${PESO_MIN_KG} a ${PESO_MAX_KG} kg` };
  }
  if (!e.eid && !e.vid) return { situacao: 'sem_identificacao', motivo: 'leitura sem EID nem VID' };
  const key = e.eid ? `e:${e.eid}` : `v:${e.vid}`;
  if (seen.has(key)) return { situacao: 'duplicada', motivo: `${e.eid ? `EID ${e.eid}` : `VID ${e.vid}`} ja lido nesta sessao` };
  seen.add(key);
  return undefined;
}

const CHUNK = 5000;

/** The live animals (of live batches) the readings name, by EID and by VID (their identificacao). */
async function animaisDe(db: Db, actor: Actor, eids: string[], vids: string[]) {
  const byEid = new Map<string, Animal>();
  const byVid = new Map<string, Animal>();
  const cols = {
    id: animais.id, identificacao: animais.identificacao, eid: animais.eid, status: animais.status, loteId: animais.loteId,
    dataEntrada: animais.dataEntrada, pesoEntrada: animais.pesoEntrada, loteStatus: lotes.status,
  };
  const join = and(eq(lotes.tenantId, animais.tenantId), eq(lotes.id, animais.loteId), isNull(lotes.deletedAt));
  for (const [keys, col, into] of [[eids, animais.eid, byEid], [vids, animais.identificacao, byVid]] as const) {
    for (let i = 0; i < keys.length; i += CHUNK) {
      // One array parameter, not 5,000: the statement and its bind stay small.
      const rows = await db.select(cols).from(animais).innerJoin(lotes, join)
        .where(liveForTenant(animais, actor, sql`${col} in (select jsonb_array_elements_text(${JSON.stringify(keys.slice(i, i + CHUNK))}::jsonb))`));
      for (const r of rows) into.set(col === animais.eid ? r.eid! : r.identificacao, r);
    }
  }
  return { byEid, byVid };
}

export function classificar(e: Entrada & { situacao?: Situacao; motivo?: string | null }, a: Animal | undefined): Resultado {
  if (!a) {
    return { ...e, situacao: 'eid_desconhecido', motivo: e.eid ? `EID ${e.eid} nao pertence a nenhum animal` : `VID ${e.vid} nao corresponde a nenhum animal` };
  }
  if (a.status !== 'Ativo') return { ...e, animal: a, situacao: 'animal_inativo', motivo: `animal ${a.identificacao} esta ${a.status}` };
  if (a.loteStatus !== 'Aberto') return { ...e, animal: a, situacao: 'lote_fechado', motivo: `o lote do animal ${a.identificacao} esta fechado` };
  if (e.data! < a.dataEntrada) return { ...e, animal: a, situacao: 'data_anterior_entrada', motivo: `data anterior a entrada do animal (${a.dataEntrada})` };
  return { ...e, animal: a, situacao: 'registrada', motivo: null };
}

type Anterior = { animal_id: string; ant_data: string | null; ant_peso: string | number | null; mesma: boolean };
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);

/** Each weighed animal's previous weighing before the reading's day, and whether that day already has this weight. */
async function anteriores(db: Db, actor: Actor, items: Resultado[]): Promise<Map<string, Anterior>> {
  if (items.length === 0) return new Map();
  const p = pesagensAnimais;
  const json = JSON.stringify(items.map((r) => ({ animal_id: r.animal!.id, data: r.data, peso: r.pesoKg })));
  const rows = rowsOf<Anterior>(await db.execute(sql`
    select r.animal_id, u.data::text as ant_data, u.peso as ant_peso,
      exists (select 1 from ${p} where ${p.tenantId} = ${actor.tenantId} and ${p.animalId} = r.animal_id and ${p.deletedAt} is null
        and ${p.data} = r.data and ${p.peso} = round(r.peso, 3)) as mesma
      from jsonb_to_recordset(${json}::jsonb) as r(animal_id uuid, data date, peso numeric)
      left join lateral (select ${p.data} as data, ${p.peso} as peso from ${p}
        where ${p.tenantId} = ${actor.tenantId} and ${p.animalId} = r.animal_id and ${p.deletedAt} is null and ${p.data} < r.data
        order by ${p.data} desc, ${p.criadoEm} desc limit 1) u on true`));
  return new Map(rows.map((r) => [r.animal_id, r]));
}

const dias = (a: string, b: string) => Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);

/** kg/day from the previous weighing (or the entry) to this one; null on the same day. */
function gmdDe(r: Resultado, ant: Anterior | undefined): number | null {
  const [data, peso] = ant?.ant_data ? [ant.ant_data, Number(ant.ant_peso)] : [r.animal!.dataEntrada, r.animal!.pesoEntrada];
  const d = dias(r.data!, data);
  return d > 0 ? Math.round(((r.pesoKg! - peso) / d) * 1000) / 1000 : null;
}

/**
 * Weighs a session's readings in the caller's unit of work: each reading's verdict is stored; each reading that
 * passes becomes a weighing of its animal (contract 11.3), and each batch weighed gets one weighing (contract
 * pesagens) with the session's mean and count (`pesarLotes`). Returns the readings as stored.
 */
export async function pesarSessao(db: Db, actor: Actor, sessaoId: string, entradas: readonly Entrada[], hoje: string, observacao: string) {
  const seen = new Set<string>();
  const pre = entradas.map((e) => ({ e, v: precheck(e, hoje, seen) }));
  const ok = pre.filter((x) => !x.v).map((x) => x.e);
  const { byEid, byVid } = await animaisDe(db, actor, [...new Set(ok.flatMap((e) => (e.eid ? [e.eid] : [])))],
    [...new Set(ok.flatMap((e) => (!e.eid && e.vid ? [e.vid] : [])))]);
  const resultados: Resultado[] = pre.map(({ e, v }) => (v ? { ...e, ...v } : classificar(e, e.eid ? byEid.get(e.eid) : byVid.get(e.vid!))));
  // One animal read twice under different ids (its tag, then its VID typed in): the first reading counts.
  const weighed = new Set<string>();
  for (const r of resultados) {
    if (r.situacao !== 'registrada') continue;
    if (weighed.has(r.animal!.id)) Object.assign(r, { situacao: 'duplicada', motivo: `animal ${r.animal!.identificacao} ja pesado nesta sessao` });
    weighed.add(r.animal!.id);
  }
  const pesados = resultados.filter((r) => r.situacao === 'registrada');
  const ant = await anteriores(db, actor, pesados);
  const novas: (typeof pesagensAnimais.$inferInsert)[] = [];
  const leituras = resultados.map((r) => {
    let pesagemAnimalId: string | null = null;
    let gmd: number | null = null;
    if (r.situacao === 'registrada') {
      const a = ant.get(r.animal!.id);
      if (a?.mesma) Object.assign(r, { situacao: 'ja_registrada', motivo: `o animal ja tem uma pesagem de ${r.pesoKg} kg em ${r.data}` });
      else {
        pesagemAnimalId = randomUUID();
        gmd = gmdDe(r, a);
        novas.push(withTenant(actor, { id: pesagemAnimalId, animalId: r.animal!.id, data: r.data!, peso: r.pesoKg!, observacao }));
      }
    }
    return withTenant(actor, {
      id: r.id ?? randomUUID(), sessaoId, linha: r.linha, eid: r.eid, vid: r.vid, pesoKg: r.pesoKg, data: r.data, hora: r.hora, travada: r.travada,
      situacao: r.situacao, motivo: r.motivo, animalId: r.animal?.id ?? null, loteId: r.animal?.loteId ?? null, pesagemAnimalId, gmd,
    });
  });
  if (novas.length > 0) await db.execute(insertJsonRows(pesagensAnimais, ['tenantId', 'id', 'animalId', 'data', 'peso', 'observacao'], novas));
  await db.execute(insertJsonRows(leiturasSessao, [
    'tenantId', 'id', 'sessaoId', 'linha', 'eid', 'vid', 'pesoKg', 'data', 'hora', 'travada', 'situacao', 'motivo', 'animalId', 'loteId', 'pesagemAnimalId', 'gmd',
  ], leituras));
  await pesarLotes(db, actor, sessaoId, observacao, [...new Set(leituras.flatMap((l) => (l.pesagemAnimalId ? [l.loteId!] : [])))]);
  return leituras;
}

/**
 * The batch weighing of each of `loteIds` in the session: the mean (3 places) and count of the session's readings
 * weighed in that batch, on their latest day, computed in SQL. The session's weighing of a batch is one row
 * (`pesagens.sessao_pesagem_id`): written at the first reading weighed in the batch, updated by a reading weighed
 * later (an unknown EID linked to an animal); one the user deleted stays deleted.
 */
export async function pesarLotes(db: Db, actor: Actor, sessaoId: string, observacao: string, loteIds: string[]) {
  if (loteIds.length === 0) return;
  const l = leiturasSessao;
  const medias = await db.select({
    loteId: sql<string>`${l.loteId}`, pesoMedio: sql<number>`round(avg(${l.pesoKg}), 3)`.mapWith(Number),
    quantidadeAnimais: sql<number>`count(*)::int`, data: sql<string>`max(${l.data})::text`,
  }).from(l).where(forTenant(l, actor, eq(l.sessaoId, sessaoId), eq(l.situacao, 'registrada'), inArray(l.loteId, loteIds))).groupBy(l.loteId);
  const p = pesagens;
  const antes = await db.select({ id: p.id, loteId: p.loteId, deletedAt: p.deletedAt }).from(p)
    .where(forTenant(p, actor, eq(p.sessaoPesagemId, sessaoId), inArray(p.loteId, loteIds)));
  const novas: (typeof pesagens.$inferInsert)[] = [];
  for (const m of medias) {
    const row = antes.find((a) => a.loteId === m.loteId);
    if (!row) novas.push(withTenant(actor, { ...m, observacao, sessaoPesagemId: sessaoId }));
    else if (!row.deletedAt) {
      await db.update(p).set({ pesoMedio: m.pesoMedio, quantidadeAnimais: m.quantidadeAnimais, data: m.data }).where(forTenant(p, actor, eq(p.id, row.id)));
    }
  }
  if (novas.length > 0) {
    await db.execute(insertJsonRows(pesagens, ['tenantId', 'loteId', 'data', 'pesoMedio', 'quantidadeAnimais', 'observacao', 'sessaoPesagemId'], novas));
  }
}
