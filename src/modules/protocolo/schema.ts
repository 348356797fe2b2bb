import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { editableTimes, tenantKey, writtenBy } from '../../db/columns';
import { underLote } from '../lote/schema';

export const protocoloTipo = pgEnum('protocolo_tipo', ['Vacina', 'Vermifugo', 'Vitamina', 'Antibiotico', 'Outro']);

// Sanitary protocols of a batch (contract 11.1): planned on dataPrevista, realized on dataRealizada.
export const protocolos = pgTable(
  'protocolos',
  {
    ...tenantKey(),
    loteId: uuid().notNull(),
    produto: text().notNull(),
    tipo: protocoloTipo().notNull(),
    dataPrevista: date({ mode: 'string' }).notNull(),
    dataRealizada: date({ mode: 'string' }),
    quantidadeMl: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    custoPorAnimal: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    carenciaDias: integer().notNull().default(0),
    // Withdrawal end: null until realized (date + integer is a date in PostgreSQL).
    fimCarencia: date({ mode: 'string' }).generatedAlwaysAs(sql`data_realizada + carencia_dias`),
    observacoes: text(),
    // The realized cost, for economics (contract 10.3 custoProtocolos): heads of the batch on dataRealizada
    // (quantidadeAnimais minus deaths and sales up to that day), and round(custoPorAnimal x those heads, 2).
    cabecasRealizadas: integer(),
    custoRealizado: numeric({ precision: 16, scale: 2, mode: 'number' }),
    // ProtocoloAtrasado claim: set once by the daily job, so a protocol is reported at most once.
    atrasoAvisadoEm: timestamp({ withTimezone: true }),
    ...editableTimes(),
    ...writtenBy(),
  },
  (t) => [
    ...underLote(t),
    // A device's delta sync walks a batch's rows in commit order (src/db/delta.ts).
    index('protocolos_tenant_lote_txid_idx').on(t.tenantId, t.loteId, t.txid, t.id),
    index('protocolos_tenant_lote_prevista_idx').on(t.tenantId, t.loteId, t.dataPrevista, t.produto).where(sql`${t.deletedAt} is null`),
    // The withdrawal gate and carenciaAte read the latest end per batch.
    index('protocolos_tenant_lote_carencia_idx').on(t.tenantId, t.loteId, t.fimCarencia).where(sql`${t.deletedAt} is null and ${t.carenciaDias} > 0`),
    // The daily overdue job scans pending, unclaimed protocols only.
    index('protocolos_pendentes_idx').on(t.dataPrevista).where(sql`${t.deletedAt} is null and ${t.dataRealizada} is null and ${t.atrasoAvisadoEm} is null`),
  ],
);
