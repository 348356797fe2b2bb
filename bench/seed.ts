import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { hashPassword } from '../src/auth/password';
import { PASSWORD_HASH_FLOOR } from '../src/config';
import { migrationsFolder } from '../src/db/client';
import { contratosCurva } from '../src/modules/projecao/projecao.rules';
import { tratoSeedSql } from './trato-seed';

const ROUNDS_PER_STATEMENT = 20;

/** History sizes of one tenant; the small tenant is the large one divided by 10. */
export type Sizes = {
  feeds: number; batches: number; animals: number; consumptions: number; weighings: number;
  prices: number; audit: number; medicines: number; unread: number; costs: number;
};

export const LARGE: Sizes = {
  feeds: 10_000, batches: 500, animals: 50_000, consumptions: 200_000, weighings: 20_000,
  prices: 2_000, audit: 50_000, medicines: 5_000, unread: 50, costs: 20_000,
};
export const SMALL: Sizes = Object.fromEntries(Object.entries(LARGE).map(([k, v]) => [k, Math.round(v / 10)])) as Sizes;

export type SeededTenant = {
  slug: string; tenantId: string; userId: string; email: string; nome: string; password: string;
  /** A live batch with exactly 1 000 consumptions (large tenant) or its share (small tenant). */
  busyLoteId: string; busyLoteConsumptions: number;
  /** The feed of the batch's latest consumption: a point read whose diasEstoque has consumptions to sum. */
  racaoId: string;
};

/** Connection string of `dbName` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, dbName: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

export async function createDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  const name = `feedlot_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { name, url: databaseUrl(serverUrl, name) };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The service's own migrations (drizzle/), applied with drizzle-orm's postgres-js migrator. */
export async function applyMigrations(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end();
  }
}

/**
 * Set-based seeding: every table is filled by INSERT ... SELECT over generate_series, joined to the
 * numbered parents (row_number over codigo/nome) so that children reference real rows.
 * Batch 1 of the large tenant gets exactly 1 000 consumptions; the rest are spread over the others.
 */
async function seedTenant(sql: postgres.Sql, slug: string, s: Sizes, passwordHash: string, password: string, busy: number): Promise<SeededTenant> {
  let mark = Date.now();
  const lap = (table: string) => {
    timings[`${slug}.${table}`] = (Date.now() - mark) / 1000;
    mark = Date.now();
  };
  const [t] = await sql`insert into tenants (nome, slug) values (${`Bench ${slug}`}, ${slug}) returning id`;
  const tid: string = t.id;
  const email = `${slug}@bench.local`;
  const nome = `Admin ${slug}`;
  const [u] = await sql`insert into users (tenant_id, nome, email, password_hash, role)
    values (${tid}, ${nome}, ${email}, ${passwordHash}, 'Admin') returning id`;

  // Feeds: a fifth are "Ração ..." (accented), so search=racao matches about 2 000 of 10 000 through unaccent.
  await sql`insert into racoes (tenant_id, nome, descricao, custo_kg, data_compra, quantidade_kg, fornecedor, composicao)
    select ${tid}, (array['Ração Engorda','Milho Moído','Suplemento Proteico','Sal Mineral','Núcleo Terminação'])[1 + g % 5] || ' ' || g,
           case when g % 3 = 0 then null else 'Lote de compra ' || g || case when g % 7 = 0 then ' racao especial' else '' end end,
           round((0.8 + (g % 400) / 100.0)::numeric, 2), current_date - (g % 720),
           round((1000 + (g * 37) % 50000 + (g % 1000) / 1000.0)::numeric, 3),
           case when g % 4 = 0 then null else 'Fornecedor ' || (g % 50) end, 'Composicao ' || g
      from generate_series(1, ${s.feeds}) g`;
  lap('racoes');

  // Batches: 20 % closed; a third without planned exit; 100 animals each.
  const perBatch = Math.round(s.animals / s.batches);
  await sql`insert into lotes (tenant_id, codigo, descricao, status, quantidade_animais, peso_medio_entrada, data_entrada, data_prevista_saida, raca, cidade)
    select ${tid}, 'L' || lpad(g::text, 5, '0'), 'Lote ' || g, (case when g % 5 = 0 then 'Fechado' else 'Aberto' end)::lote_status,
           ${perBatch}, 280 + (g % 60), current_date - (10 + g % 200),
           case when g % 3 = 0 then null else current_date - (10 + g % 200) + 150 end, 'Nelore', 'Cidade ' || (g % 20)
      from generate_series(1, ${s.batches}) g`;
  lap('lotes');
  // Fresh statistics first: otherwise the foreign-key checks of the children plan a seq scan of the parents per row.
  await sql`analyze racoes, lotes`;
  lap('analyze');

  await sql`with l as (select id, data_entrada, row_number() over (order by codigo) n from lotes where tenant_id = ${tid})
    insert into animais (tenant_id, lote_id, identificacao, brinco, sexo, raca, peso_entrada, data_entrada, status, data_morte, causa_morte, data_venda, peso_venda, valor_arroba, valor_total)
    select ${tid}, l.id, 'A' || g, 'B' || g, (case when g % 2 = 0 then 'Macho' else 'Femea' end)::animal_sexo, 'Nelore',
           250 + (g % 80), l.data_entrada,
           (case when g % 20 = 0 then 'Morto' when g % 20 < 4 then 'Vendido' else 'Ativo' end)::animal_status,
           case when g % 20 = 0 then current_date - 5 end, case when g % 20 = 0 then 'Doenca' end,
           case when g % 20 between 1 and 3 then current_date - 3 end, case when g % 20 between 1 and 3 then 480 + g % 40 end,
           case when g % 20 between 1 and 3 then 310.50 end, case when g % 20 between 1 and 3 then round((480 + g % 40) / 30.0 * 310.50, 2) end
      from generate_series(0, ${s.animals - 1}) g join l on l.n = 1 + g % ${s.batches}`;
  lap('animais');

  // Consumptions: `busy` rows for batch 1, the rest spread evenly over batches 2..n. Inserted in rounds (one row per
  // batch per round, ROUNDS_PER_STATEMENT rounds per statement, autocommit between): row triggers that update the batch
  // row (running totals) then never build long in-transaction version chains, which made a single INSERT quadratic.
  // Plain row-at-a-time triggers still cost ~50-100 us per row; without them this is a fraction of a second.
  const rest = s.consumptions - busy;
  const others = s.batches - 1;
  const rounds = Math.max(busy, Math.ceil(rest / others));
  for (let k0 = 0; k0 < rounds; k0 += ROUNDS_PER_STATEMENT) {
    const k1 = Math.min(k0 + ROUNDS_PER_STATEMENT, rounds) - 1;
    await sql`with l as (select id, data_entrada, row_number() over (order by codigo) n from lotes where tenant_id = ${tid}),
           r as (select id, custo_kg, row_number() over (order by id) n from racoes where tenant_id = ${tid}),
           g as (select k * ${s.batches} + l.n as g, l.id as lote_id, l.data_entrada
                   from generate_series(${k0}::int, ${k1}::int) k
                   join l on (l.n = 1 and k < ${busy}) or (l.n > 1 and k * ${others} + (l.n - 2) < ${rest}))
      insert into consumos_racao (tenant_id, lote_id, racao_id, data, quantidade_kg, custo_total, observacao)
      select ${tid}, g.lote_id, r.id, least(current_date, g.data_entrada + (g.g % 150)::int), q.kg, round(q.kg * r.custo_kg, 2),
             case when g.g % 10 = 0 then 'obs ' || g.g end
        from g join r on r.n = 1 + g.g % ${s.feeds}
        cross join lateral (select round((200 + (g.g % 300) + (g.g % 7) / 8.0)::numeric, 3) as kg) q`;
    // Keeps the (small) batch table compact, so trigger updates of it stay HOT instead of bloating its indexes.
    await sql`vacuum lotes`;
  }
  lap('consumos_racao');

  await sql`with l as (select id, data_entrada, peso_medio_entrada pe, quantidade_animais q, row_number() over (order by codigo) n from lotes where tenant_id = ${tid})
    insert into pesagens (tenant_id, lote_id, data, peso_medio, quantidade_animais, observacao)
    select ${tid}, l.id, least(current_date, l.data_entrada + 3 * (1 + g / ${s.batches})), l.pe + 9 * (1 + g / ${s.batches}) + (g % 5), l.q, null
      from generate_series(0, ${s.weighings - 1}) g join l on l.n = 1 + g % ${s.batches}`;
  lap('pesagens');

  await sql`with l as (select id, data_entrada, row_number() over (order by codigo) n from lotes where tenant_id = ${tid})
    insert into medicamentos (tenant_id, lote_id, nome, tipo, data_aplicacao, quantidade_animais, custo_unitario, custo_total)
    select ${tid}, l.id, 'Vacina ' || (g % 10), 'Vacina', l.data_entrada + (g % 30), 100, 2.50 + (g % 10), round(100 * (2.50 + (g % 10)), 2)
      from generate_series(0, ${s.medicines - 1}) g join l on l.n = 1 + g % ${s.batches}`;
  lap('medicamentos');

  // Lot economics (contract 10): one purchase per batch, then other costs in one statement (its trigger re-allocates each
  // overhead day once): every other cost is overhead, spread over the last 200 days; the rest belong to a batch.
  await sql`insert into compras (tenant_id, lote_id, data_compra, quantidade_animais, peso_total, valor_total, frete, comissao, vendedor)
    select ${tid}, l.id, l.data_entrada, l.quantidade_animais, l.quantidade_animais * l.peso_medio_entrada,
           round(l.quantidade_animais * l.peso_medio_entrada / 30 * 310, 2), 1500, 800, 'Vendedor ' || (l.n % 30)
      from (select id, data_entrada, quantidade_animais, peso_medio_entrada, row_number() over (order by codigo) n from lotes where tenant_id = ${tid}) l`;
  lap('compras');
  await sql`with l as (select id, row_number() over (order by codigo) n from lotes where tenant_id = ${tid})
    insert into custos (tenant_id, lote_id, categoria, descricao, valor, data)
    select ${tid}, case when g % 2 = 0 then null else l.id end,
           (array['Frete','Energia','MaoDeObra','Arrendamento','Diaria','Manutencao','Outros'])[1 + g % 7]::custo_categoria,
           'Custo ' || g, round((50 + (g % 500) * 1.37)::numeric, 2), current_date - (g % 200)
      from generate_series(0, ${s.costs - 1}) g join l on l.n = 1 + g % ${s.batches}`;
  lap('custos');

  // Sanitary protocols: two per batch, the first realized (its cost counts in economics), the second still planned.
  await sql`insert into protocolos (tenant_id, lote_id, produto, tipo, data_prevista, data_realizada, custo_por_animal, cabecas_realizadas, custo_realizado)
    select ${tid}, l.id, 'Vacina ' || k, 'Vacina', l.data_entrada + 5 * k, case when k = 1 then l.data_entrada + 5 end, 3.50,
           case when k = 1 then l.quantidade_animais end, case when k = 1 then round(3.50 * l.quantidade_animais, 2) end
      from lotes l cross join generate_series(1, 2) k where l.tenant_id = ${tid}`;
  lap('protocolos');

  await sql`insert into precos_mercado (tenant_id, data, preco_arroba, fonte, indice)
    select ${tid}, current_date - g, round((300 + (g % 50) * 0.7)::numeric, 2), 'MANUAL', 'bench'
      from generate_series(0, ${s.prices - 1}) g`;
  lap('precos_mercado');

  await sql`insert into notificacoes (tenant_id, user_id, titulo, mensagem, tipo, lida)
    select ${tid}, ${u.id}, 'Aviso ' || g, 'Mensagem ' || g, 'bench', g % 2 = 0 from generate_series(1, ${s.unread * 2}) g`;
  lap('notificacoes');

  await sql`insert into audit_logs (tenant_id, method, path, status_code, user_email, user_id, ip_address, duration_ms, request_id, created_at)
    select ${tid}, 'POST', '/api/racoes', 201, ${email}, ${u.id}, '127.0.0.1', g % 50, 'seed-' || g, now() - g * interval '1 minute'
      from generate_series(1, ${s.audit}) g`;
  lap('audit_logs');

  // Hedge register (issue 29): a sold position on a curve contract for each of the first 50 batches, every fifth also
  // linked to batch 1 (the busy one), and one closed position in ten.
  const curva = contratosCurva(new Date().toISOString().slice(0, 10)).slice(1, 7).map((c) => c.codigo);
  await sql`with l as (select id, row_number() over (order by codigo) n from lotes where tenant_id = ${tid})
    insert into hedges (tenant_id, id, contrato, direcao, quantidade_contratos, preco_entrada, data_entrada, preco_saida, data_saida)
    select ${tid}::uuid, md5(${tid}::text || l.n)::uuid, (${curva}::text[])[1 + l.n % ${curva.length}], 'Venda', 1 + l.n % 3, 320 + l.n % 20, current_date - 10,
           case when l.n % 10 = 0 then 318 end, case when l.n % 10 = 0 then current_date - 2 end
      from l where l.n <= 50`;
  await sql`with l as (select id, row_number() over (order by codigo) n from lotes where tenant_id = ${tid})
    insert into hedge_lotes (tenant_id, hedge_id, lote_id)
    select ${tid}::uuid, md5(${tid}::text || l.n)::uuid, l.id from l where l.n <= 50
    union all
    select ${tid}::uuid, md5(${tid}::text || l.n)::uuid, (select id from l where n = 1) from l where l.n <= 50 and l.n % 5 = 0`;
  lap('hedges');

  const [busyLote] = await sql`select id from lotes where tenant_id = ${tid} order by codigo limit 1`;
  const [racao] = await sql`select racao_id from consumos_racao where tenant_id = ${tid} order by data desc, id limit 1`;
  return { slug, tenantId: tid, userId: u.id, email, nome, password, busyLoteId: busyLote.id, busyLoteConsumptions: busy, racaoId: racao.racao_id };
}

/**
 * The futures curve (issue 29): 288 quotes (a day at 5 minutes) of each of the next twelve monthly contracts after the
 * current one, priced in a gentle contango; the current month's contract has none (its days fall to the next one).
 */
async function seedCurve(sql: postgres.Sql) {
  const curva = contratosCurva(new Date().toISOString().slice(0, 10)).slice(1, 13).map((c) => c.codigo);
  await sql`insert into market_quotes (symbol, contract_code, price, open_price, high_price, low_price, variation_percent, volume, source, quote_timestamp)
    select 'BOI', c.code, p.price, p.price, p.price, p.price, 0, 10, 'mock', now() - g * interval '5 minutes'
      from unnest(${curva}::text[]) with ordinality c(code, i) cross join generate_series(0, 287) g
      cross join lateral (select round((315 + 2 * c.i + (g % 17) * 0.05)::numeric, 4) as price) p`;
}

/** `tratoDia`: the day whose feeding plan the large tenant's batches are given (pens, diets, readings, yesterday's tratos). */
export type Seeded = { large: SeededTenant; small: SeededTenant; tratoDia: string; seconds: number; timings: Record<string, number> };

/** Seconds per statement of the last seed (bench output shows where seeding time goes). */
const timings: Record<string, number> = {};

export async function seed(url: string): Promise<Seeded> {
  const started = Date.now();
  const password = `bench-${randomBytes(6).toString('hex')}`;
  // The logins measured are production's: hashes at the production cost.
  const passwordHash = await hashPassword(password, PASSWORD_HASH_FLOOR);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Global market history: the dashboard's current arroba price comes from the latest PRIMARY row.
    await sql`insert into precos_mercado (tenant_id, data, preco_arroba, fonte)
      select null, current_date - g, round((290 + (g % 60) * 0.5)::numeric, 2), 'PRIMARY' from generate_series(0, 1999) g`;
    await seedCurve(sql);
    const large = await seedTenant(sql, 'bench-large', LARGE, passwordHash, password, 1000);
    const small = await seedTenant(sql, 'bench-small', SMALL, passwordHash, password, Math.round(SMALL.consumptions / SMALL.batches));
    const t = Date.now();
    const [{ dia }] = await sql`select current_date::text as dia`;
    for (const statement of tratoSeedSql(large.tenantId, dia)) await sql.unsafe(statement);
    timings['bench-large.trato'] = (Date.now() - t) / 1000;
    const v = Date.now();
    await sql.unsafe('vacuum analyze');
    timings.vacuumAnalyze = (Date.now() - v) / 1000;
    return { large, small, tratoDia: dia, seconds: (Date.now() - started) / 1000, timings: { ...timings } };
  } finally {
    await sql.end();
  }
}
