import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from '../../db/columns';

/**
 * A weighing session at the chute (issue 36): a file imported from a scale indicator (closed at once) or a device
 * streaming readings one at a time (open until closed). Closing weighs each reading into its animal's history.
 */
export const sessoesPesagem = pgTable(
  'sessoes_pesagem',
  {
    ...tenantKey(),
    origem: text({ enum: ['arquivo', 'dispositivo'] }).notNull(),
    formato: text(),
    nomeArquivo: text(),
    // What the file read to (indicador.ts): the same session imported again finds this one and adds nothing.
    impressao: text(),
    status: text({ enum: ['Aberta', 'Fechada'] }).notNull(),
    observacao: text(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fechadaEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sessoes_pesagem_impressao_unique').on(t.tenantId, t.impressao).where(sql`${t.impressao} is not null`),
    index('sessoes_pesagem_tenant_criada_idx').on(t.tenantId, t.criadaEm.desc()),
  ],
);

/** One reading of a session and what became of it: the weighing it created, or why none. */
export const leiturasSessao = pgTable(
  'leituras_sessao',
  {
    ...tenantKey(),
    sessaoId: uuid().notNull(),
    linha: integer().notNull(),
    eid: text(),
    vid: text(),
    pesoKg: numeric({ precision: 10, scale: 3, mode: 'number' }),
    data: date({ mode: 'string' }),
    hora: text(),
    travada: boolean().notNull(),
    situacao: text().notNull(),
    motivo: text(),
    animalId: uuid(),
    loteId: uuid(),
    pesagemAnimalId: uuid(),
    gmd: numeric({ precision: 8, scale: 3, mode: 'number' }),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('leituras_sessao_tenant_sessao_linha_idx').on(t.tenantId, t.sessaoId, t.linha),
  ],
);
