import { sql } from 'drizzle-orm';
import { date, foreignKey, index, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey, writtenBy } from '../../db/columns';
import { gtaColumns, gtaKeys } from '../gta/schema';
import { underLote } from '../lote/schema';

export const animalSexo = pgEnum('animal_sexo', ['Macho', 'Femea']);
export const animalStatus = pgEnum('animal_status', ['Ativo', 'Vendido', 'Morto']);

export const animais = pgTable(
  'animais',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    identificacao: text().notNull(),
    brinco: text(),
    // ISO 11784 FDX-B electronic id (issue 36): 15 digits, spaces dropped (eid.ts).
    eid: text(),
    sexo: animalSexo().notNull(),
    raca: text(),
    pesoEntrada: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    dataEntrada: date({ mode: 'string' }).notNull(),
    status: animalStatus().notNull().default('Ativo'),
    dataMorte: date({ mode: 'string' }),
    causaMorte: text(),
    dataVenda: date({ mode: 'string' }),
    pesoVenda: numeric({ precision: 10, scale: 3, mode: 'number' }),
    valorArroba: numeric({ precision: 12, scale: 2, mode: 'number' }),
    valorTotal: numeric({ precision: 14, scale: 2, mode: 'number' }),
    // The sale's romaneio (issue 34): the carcass weight and yield; null on a sale valued on live arrobas (contract 4.3).
    pesoCarcaca: numeric({ precision: 10, scale: 3, mode: 'number' }),
    rendimentoCarcaca: numeric({ precision: 5, scale: 2, mode: 'number' }),
    // The exit's GTA (issue 36): set on the sale or later; a sale without one is listed as a missing document.
    ...gtaColumns(),
    ...editableTimes(),
    ...writtenBy(),
  },
  (t) => [
    ...underLote(t),
    // A device's delta sync walks a batch's rows in commit order (src/db/delta.ts).
    index('animais_tenant_lote_txid_idx').on(t.tenantId, t.loteId, t.txid, t.id),
    uniqueIndex('animais_identificacao_unique').on(t.tenantId, t.identificacao).where(sql`${t.deletedAt} is null`),
    index('animais_tenant_lote_status_idx').on(t.tenantId, t.loteId, t.status),
    // A batch's animals in list order (identificacao, id): Batch.animais reads the first `limit` of each batch.
    index('animais_tenant_lote_identificacao_idx').on(t.tenantId, t.loteId, t.identificacao, t.id).where(sql`${t.deletedAt} is null`),
    index('animais_tenant_status_idx').on(t.tenantId, t.status),
    ...gtaKeys('animais', t),
    // One live animal per tag: a sold or dead animal keeps its EID in its history; a deleted one frees it.
    uniqueIndex('animais_eid_unique').on(t.tenantId, t.eid).where(sql`${t.deletedAt} is null and ${t.eid} is not null`),
  ],
);

// Individual weighings of one animal (contract 11.3). They hang from the animal, which hides them when it is
// deleted (or its batch is); the latest one gives the animal's pesoAtual and gmd.
export const pesagensAnimais = pgTable(
  'pesagens_animais',
  {
    ...tenantKey(),
    animalId: uuid().notNull(),
    data: date({ mode: 'string' }).notNull(),
    peso: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    observacao: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.animalId], foreignColumns: [animais.tenantId, animais.id] }),
    // An animal's weighings newest first: the list and the latest one (pesoAtual) are one index walk.
    index('pesagens_animais_tenant_animal_data_idx').on(t.tenantId, t.animalId, t.data.desc(), t.criadoEm.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);
