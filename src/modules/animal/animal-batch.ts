import { inArray, sql } from 'drizzle-orm';
import { validate, type ValidationError } from '../../class-validator';
import { blankToNull } from '../../validation';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { bare } from '../../db/raw';
import { liveForTenant, withTenant } from '../../db/tenant';
import { requireLote } from '../lote/lote.guard';
import { ANIMAL_ITEM_KEYS, AnimalItemInput, type AnimalBatchError, type AnimalInput, type CreateAnimaisInput } from './animal.types';
import { eidOrNull } from './eid';
import { animais } from './schema';

type Candidate = { indice: number; item: AnimalItemInput; identificacao: string };


/** Column values of the identity fields, trimmed (create, update and batch items). */
export function identity(input: Pick<AnimalInput, 'identificacao' | 'brinco' | 'eid' | 'sexo' | 'raca' | 'pesoEntrada'>) {
  return {
    identificacao: input.identificacao.trim(), brinco: blankToNull(input.brinco), sexo: input.sexo,
    // Absent keeps the stored EID on an update (clients that predate it), null clears it.
    ...(input.eid !== undefined ? { eid: eidOrNull(input.eid) } : {}),
    raca: blankToNull(input.raca), pesoEntrada: input.pesoEntrada,
  };
}

const DUPLICATE = 'Ja existe um animal com esta identificacao';

// Only the declared keys are copied: a JSON "__proto__" key must not reach Object.assign.
function toItem(raw: Record<string, unknown>): AnimalItemInput {
  const item = new AnimalItemInput() as unknown as Record<string, unknown>;
  for (const k of ANIMAL_ITEM_KEYS) if (Object.prototype.hasOwnProperty.call(raw, k)) item[k] = raw[k];
  return item as unknown as AnimalItemInput;
}

const describe = (errors: ValidationError[]) =>
  errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`).join('; ');

/** Validates each item on its own; duplicates inside the request are reported after their first occurrence. */
async function screen(list: Record<string, unknown>[]) {
  const erros: AnimalBatchError[] = [];
  const candidates: Candidate[] = [];
  const seen = new Map<string, number>();
  for (const [indice, raw] of list.entries()) {
    const item = toItem(raw);
    const problems = await validate(item, { forbidUnknownValues: false });
    if (problems.length > 0) {
      erros.push({ indice, mensagem: describe(problems) });
      continue;
    }
    const identificacao = item.identificacao.trim();
    const first = seen.get(identificacao);
    if (first !== undefined) {
      erros.push({ indice, mensagem: `identificacao repetida na requisicao (indice ${first})` });
      continue;
    }
    seen.set(identificacao, indice);
    candidates.push({ indice, item, identificacao });
  }
  return { erros, candidates };
}

/**
 * POST /api/lotes/{loteId}/animais/lote: valid items are created in one transaction, invalid ones are
 * reported by position. Duplicates of existing animals are found up front for a clear message; the
 * ON CONFLICT clause covers a concurrent insert of the same identificacao.
 */
export async function createAnimalBatch(db: Db, actor: Actor, loteId: string, input: CreateAnimaisInput) {
  const { erros, candidates } = await screen(input.animais);
  return unitOfWork(async () => {
    const lote = await requireLote(db, actor, loteId, { forWrite: true });
    let fresh = candidates;
    if (candidates.length > 0) {
      const taken = await db.select({ identificacao: animais.identificacao }).from(animais)
        .where(liveForTenant(animais, actor, inArray(animais.identificacao, candidates.map((c) => c.identificacao))));
      const takenSet = new Set(taken.map((t) => t.identificacao));
      fresh = candidates.filter((c) => !takenSet.has(c.identificacao));
      for (const c of candidates) if (takenSet.has(c.identificacao)) erros.push({ indice: c.indice, mensagem: DUPLICATE });
    }
    let criados = 0;
    if (fresh.length > 0) {
      const dataDefault = input.dataEntrada ?? lote.dataEntrada;
      const inserted = await db.insert(animais)
        .values(fresh.map((c) => withTenant(actor, { loteId: lote.id, ...identity(c.item), dataEntrada: c.item.dataEntrada ?? dataDefault })))
        // The predicate of the partial unique index it infers (live animals), written unqualified as in the index.
        .onConflictDoNothing({ target: [animais.tenantId, animais.identificacao], where: sql`${bare(animais.deletedAt)} is null` })
        .returning({ identificacao: animais.identificacao });
      const created = new Set(inserted.map((r) => r.identificacao));
      criados = created.size;
      for (const c of fresh) if (!created.has(c.identificacao)) erros.push({ indice: c.indice, mensagem: DUPLICATE });
    }
    return { criados, erros: erros.sort((a, b) => a.indice - b.indice) };
  });
}
