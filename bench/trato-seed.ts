/**
 * A morning's feeding state for every batch of one tenant (contract 12), as plain SQL statements that any client
 * runs in order (the bench seed with postgres.js, the statement-count test and bench/manha.ts through the app's
 * database): three feeds, two diets, one pen per batch, today's bunk readings for three batches in four, and
 * yesterday's confirmation (with its consumptions, as the service writes them) for every other batch, so the plan
 * takes both of its branches. Set-based and cheap: a few thousand rows for 500 batches.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `n` open batches of 100 head x 300 kg, entered 30 days before `dia` (for tenants that have none). */
export function openBatchesSql(tenantId: string, n: number, dia: string): string {
  check(tenantId, dia);
  return `insert into lotes (tenant_id, codigo, status, quantidade_animais, peso_medio_entrada, data_entrada)
    select '${tenantId}', 'T' || lpad(g::text, 5, '0'), 'Aberto', 100, 300 + g % 40, date '${dia}' - 30
      from generate_series(1, ${Math.trunc(n)}) g`;
}

/** The statements, in order, giving every live batch of the tenant a pen and a diet, and the day `dia` its readings. */
export function tratoSeedSql(tenantId: string, dia: string): string[] {
  check(tenantId, dia);
  const t = `'${tenantId}'::uuid`;
  const d = `date '${dia}'`;
  const numbered = `select id, data_entrada, row_number() over (order by codigo) n from lotes where tenant_id = ${t} and deleted_at is null`;
  return [
    `insert into racoes (tenant_id, nome, custo_kg, data_compra, quantidade_kg, estoque_kg, materia_seca_percentual)
     values (${t}, 'Trato Milho', 1.20, ${d} - 40, 5000000, 5000000, 88), (${t}, 'Trato Silagem', 0.25, ${d} - 40, 5000000, 5000000, 35),
            (${t}, 'Trato Nucleo', 3.00, ${d} - 40, 5000000, 5000000, 90)`,
    `insert into dietas (tenant_id, nome) values (${t}, 'Trato Adaptacao'), (${t}, 'Trato Terminacao')`,
    `insert into dieta_versoes (tenant_id, dieta_id, versao, nome) select tenant_id, id, 1, nome from dietas where tenant_id = ${t} and nome like 'Trato %'`,
    `insert into dieta_ingredientes (tenant_id, dieta_id, versao, racao_id, percentual)
     select ${t}, d.id, 1, r.id, p.pct
       from (values ('Trato Adaptacao', 'Trato Silagem', 60), ('Trato Adaptacao', 'Trato Milho', 35), ('Trato Adaptacao', 'Trato Nucleo', 5),
                    ('Trato Terminacao', 'Trato Silagem', 30), ('Trato Terminacao', 'Trato Milho', 62), ('Trato Terminacao', 'Trato Nucleo', 8))
            p(dieta, racao, pct)
       join dietas d on d.tenant_id = ${t} and d.nome = p.dieta join racoes r on r.tenant_id = ${t} and r.nome = p.racao`,
    `insert into currais (tenant_id, codigo, capacidade) select ${t}, 'P' || lpad(l.n::text, 5, '0'), 1000 from (${numbered}) l`,
    `update lotes b set curral_id = c.id
       from (${numbered}) l join currais c on c.tenant_id = ${t} and c.codigo = 'P' || lpad(l.n::text, 5, '0')
      where b.tenant_id = ${t} and b.id = l.id`,
    `insert into lote_dietas (tenant_id, lote_id, dieta_id, desde)
     select ${t}, l.id, d.id, l.data_entrada from (${numbered}) l
       join dietas d on d.tenant_id = ${t} and d.nome = case when l.n % 2 = 0 then 'Trato Adaptacao' else 'Trato Terminacao' end`,
    `insert into leituras_cocho (tenant_id, lote_id, data, nota) select ${t}, l.id, ${d}, l.n % 5 from (${numbered}) l where l.n % 4 <> 0`,
    `insert into confirmacoes_trato (tenant_id, lote_id, data, kg_fornecido, dieta_id, dieta_versao)
     select ${t}, l.id, ${d} - 1, 800 + l.n % 400, ld.dieta_id, 1 from (${numbered}) l
       join lote_dietas ld on ld.tenant_id = ${t} and ld.lote_id = l.id
      where l.n % 2 = 1 and l.data_entrada < ${d}`,
    // As TratoService.writeConsumos: one consumption per ingredient at the feed's price.
    `insert into consumos_racao (tenant_id, lote_id, racao_id, data, quantidade_kg, custo_total, observacao, confirmacao_id)
     select c.tenant_id, c.lote_id, i.racao_id, c.data, q.kg, round(q.kg * r.custo_kg, 2), 'Trato confirmado', c.id
       from confirmacoes_trato c
       join dieta_ingredientes i on i.tenant_id = c.tenant_id and i.dieta_id = c.dieta_id and i.versao = c.dieta_versao
       join racoes r on r.tenant_id = i.tenant_id and r.id = i.racao_id
      cross join lateral (select round(c.kg_fornecido * i.percentual / 100, 3) as kg) q
      where c.tenant_id = ${t} and c.data = ${d} - 1
      order by i.racao_id`,
  ];
}

function check(tenantId: string, dia: string) {
  if (!UUID.test(tenantId) || !DAY.test(dia)) throw new Error(`bad tenant id or day: ${tenantId} ${dia}`);
}
