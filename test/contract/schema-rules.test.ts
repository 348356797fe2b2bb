import 'reflect-metadata';
import { sql, getTableName } from 'drizzle-orm';
import { UNIQUE_VIOLATIONS } from '../../src/errors';
import { underLote } from '../../src/modules/under';
import { startTestApp, type TestApp } from '../helpers/app';

/*
 * Rules of the schema that code must keep up with, read from the migrated database itself (information_schema,
 * pg_index), so that a new table or index cannot be forgotten:
 * - deleting a batch soft-deletes every table with a `lote_id` and a `deleted_at` (issue: the cascade missed
 *   protocolos and confirmacoes_trato, written by hand);
 * - a unique index either has its violation mapped to a client error (UNIQUE_VIOLATIONS) or is written with
 *   ON CONFLICT, or no request can choose its values; otherwise a duplicate is a 500.
 */

/** Unique indexes written with ON CONFLICT, and where. */
const UPSERTED: Record<string, string> = {
  sessoes_pesagem_impressao_unique: 'src/modules/sessao-pesagem/sessao-pesagem.service.ts (a session file imported again: on conflict do nothing, the first session answered)',
  device_tokens_token_unique: 'src/modules/auth/auth.service.ts (registerDeviceToken: the device moves to its new user)',
  lote_dietas_lote_desde_unique: 'src/modules/dieta/dieta.service.ts (a batch\'s diet from a date: replaced)',
  market_candles_key_unique: 'src/modules/market/market.service.ts (candles upserted on their key, contract 3.4)',
  market_quotes_key_unique: 'src/jobs/market-ingestion.job.ts (a quote stored once, contract 3.4)',
  market_sync_ticks_pkey: 'src/jobs/market-ingestion.job.ts (one instance claims a tick)',
  rate_limits_pkey: 'rate-limiter-flexible\'s PostgreSQL store (its counters upserted by key)',
  idempotency_keys_tenant_id_user_id_key_pk: 'src/modules/idempotencia/idempotencia.store.ts (a key claimed by insert on conflict: the first request wins)',
  custos_rateio_lote_tenant_id_lote_id_pk: 'drizzle/0019_lot_economics_triggers.sql (custos_ratear)',
  custos_totais_tenant_id_categoria_pk: 'drizzle/0019_lot_economics_triggers.sql (custos_totais_stmt)',
  configuracoes_venda_pkey: 'src/modules/projecao/configuracao.service.ts (a tenant\'s terms of sale: one row, replaced)',
  resumo_configuracoes_pkey: 'src/modules/resumo/resumo.service.ts (a tenant\'s digest hour: one row, replaced)',
  resumo_preferencias_tenant_id_user_id_pk: 'src/modules/resumo/resumo.service.ts (a user\'s digest e-mail choice: one row, replaced)',
  resumos_enviados_tenant_id_user_id_data_pk: 'src/modules/resumo/resumo.service.ts (the digest\'s claim per user and day: on conflict, nothing)',
};

/** Unique keys whose values no request chooses, and why they cannot collide. */
const SERVICE_CHOSEN: Record<string, string> = {
  refresh_tokens_hash_unique: 'the hash of 256 random bits',
  dieta_versoes_tenant_id_dieta_id_versao_pk: 'versao + 1 of the diet row, updated (locked) in the same transaction',
  dieta_ingredientes_tenant_id_dieta_id_versao_racao_id_pk: 'a feed twice in one diet is refused first (400 VALIDATION_FAILED)',
  custos_rateio_tenant_id_data_lote_id_pk: 'written by custos_ratear, which deletes the days it rewrites first, under an advisory lock',
  hedge_lotes_tenant_id_hedge_id_lote_id_pk: 'batch ids deduplicated first; an update rewrites the links after its update of the position locked the row',
};

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

it("a batch's soft delete cascades to every table with lote_id and deleted_at (information_schema)", async () => {
  const rows = await t.app.database.rows<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
     where c.table_schema = current_schema() and c.column_name = 'lote_id'
       and exists (select 1 from information_schema.columns d
                    where d.table_schema = c.table_schema and d.table_name = c.table_name and d.column_name = 'deleted_at')
     order by 1`);
  expect(underLote(t.app.database.db).children.map((c) => getTableName(c)).sort()).toEqual(rows.map((r) => r.table_name));
});

it('every unique index is mapped in UNIQUE_VIOLATIONS, upserted, or keyed by values no request chooses (pg_index)', async () => {
  const rows = await t.app.database.rows<{ name: string; generated: boolean }>(sql`
    select c.relname as name,
           i.indisprimary and exists (select 1 from pg_attrdef d where d.adrelid = i.indrelid and d.adnum = any (i.indkey)
                                        and pg_get_expr(d.adbin, d.adrelid) = 'gen_random_uuid()') as generated
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where i.indisunique and n.nspname = current_schema() order by 1`);
  // Generated primary keys (a random uuid column in the key) cannot collide.
  const names = rows.filter((r) => !r.generated).map((r) => r.name);
  const kinds = (name: string) => [UNIQUE_VIOLATIONS[name] && 'mapped', UPSERTED[name] && 'upserted', SERVICE_CHOSEN[name] && 'chosen'].filter(Boolean);
  expect(names.filter((n) => kinds(n).length !== 1).map((n) => `${n}: ${kinds(n).join(', ') || 'neither mapped nor upserted'}`)).toEqual([]);
  // And no entry names an index that does not exist (a renamed index would lose its mapping).
  const all = new Set(rows.map((r) => r.name));
  expect([...Object.keys(UNIQUE_VIOLATIONS), ...Object.keys(UPSERTED), ...Object.keys(SERVICE_CHOSEN)].filter((n) => !all.has(n))).toEqual([]);
});
