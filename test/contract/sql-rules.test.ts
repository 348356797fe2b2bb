import { sql, type SQL } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeLote, makeTenant } from '../helpers/factories';

// The rules that live in the database (migration 0024): the running totals that count a child row while it is live,
// written by one installer, and the heads of a batch on a day. Direct SQL, so that every kind of write is reached.
let t: TestApp;
let tenantId: string;
const rows = <T = any>(q: SQL) => t.app.database.rows<T>(q);

beforeAll(async () => {
  t = await startTestApp();
  tenantId = (await makeTenant(t.app, 'sqlrules')).id;
});
afterAll(() => t.close());

type Total = {
  name: string;
  parent: 'lotes' | 'racoes';
  /** A new child of `parent` with contribution `v` (counted, unless `counted` is false). */
  insert: (parent: string, v: number, counted?: boolean) => SQL;
  /** Set clause giving the child contribution `v`. */
  change: (v: number) => SQL;
  /** Set clause for a write that changes no contribution. */
  noop: SQL;
  child: SQL;
  key: SQL;
  /** The parent columns, and their recomputation from the live children (alias p for the parent, c for the children). */
  columns: string[];
  recompute: SQL;
};

let racao1 = '';
let racao2 = '';
const lote = async () => (await makeLote(t.app, tenantId, { quantidadeAnimais: 10, dataEntrada: '2026-01-01' })).id;
const racao = async () => (await rows<{ id: string }>(sql`insert into racoes (tenant_id, nome, custo_kg, data_compra, quantidade_kg, estoque_kg)
  values (${tenantId}, ${`R-${Math.random()}`}, 1, '2026-01-01', 1000, 1000) returning id`))[0].id;
let seq = 0;

const TOTALS: Total[] = [
  {
    name: 'feed cost (consumos_racao_totais)', parent: 'lotes', child: sql`consumos_racao`, key: sql`lote_id`,
    insert: (p, v) => sql`insert into consumos_racao (tenant_id, lote_id, racao_id, data, quantidade_kg, custo_total)
      values (${tenantId}, ${p}, ${racao1}, '2026-02-01', 1, ${v})`,
    change: (v) => sql`custo_total = ${v}`, noop: sql`observacao = 'x'`,
    columns: ['total_custo_racao'], recompute: sql`coalesce(sum(c.custo_total), 0.00)`,
  },
  {
    name: 'feed stock (consumos_racao_estoque)', parent: 'racoes', child: sql`consumos_racao`, key: sql`racao_id`,
    insert: (p, v) => sql`insert into consumos_racao (tenant_id, lote_id, racao_id, data, quantidade_kg, custo_total)
      values (${tenantId}, ${loteDoEstoque}, ${p}, '2026-02-01', ${v}, 1)`,
    change: (v) => sql`quantidade_kg = ${v}`, noop: sql`observacao = 'x'`,
    columns: ['estoque_kg'], recompute: sql`p.quantidade_kg - coalesce(sum(c.quantidade_kg), 0)`,
  },
  {
    name: 'medication cost (medicamentos_totais)', parent: 'lotes', child: sql`medicamentos`, key: sql`lote_id`,
    insert: (p, v) => sql`insert into medicamentos (tenant_id, lote_id, nome, tipo, data_aplicacao, quantidade_animais, custo_unitario, custo_total)
      values (${tenantId}, ${p}, 'Vacina', 'Vacina', '2026-02-01', 1, ${v}, ${v})`,
    change: (v) => sql`custo_total = ${v}`, noop: sql`observacao = 'x'`,
    columns: ['total_custo_medicamentos'], recompute: sql`coalesce(sum(c.custo_total), 0.00)`,
  },
  {
    name: 'purchase cost (compras_totais)', parent: 'lotes', child: sql`compras`, key: sql`lote_id`,
    insert: (p, v) => sql`insert into compras (tenant_id, lote_id, data_compra, quantidade_animais, peso_total, valor_total, frete, comissao)
      values (${tenantId}, ${p}, '2026-01-01', 1, 300, ${v}, 1.5, 0.25)`,
    change: (v) => sql`valor_total = ${v}`, noop: sql`observacoes = 'x'`,
    columns: ['total_custo_compra'], recompute: sql`coalesce(sum(c.valor_total + c.frete + c.comissao), 0.00)`,
  },
  {
    // Counted while dead or sold; v > 0 sells for v, v = 0 is a death.
    name: 'dead, sold and revenue (animais_totais)', parent: 'lotes', child: sql`animais`, key: sql`lote_id`,
    insert: (p, v, counted = true) => sql`insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada, status, valor_total)
      values (${tenantId}, ${p}, ${`A-${++seq}-${Math.random()}`}, 'Macho', 300, '2026-01-01',
              ${counted ? (v > 0 ? 'Vendido' : 'Morto') : 'Ativo'}, ${v > 0 ? v : null})`,
    change: (v) => sql`status = ${v > 0 ? 'Vendido' : 'Morto'}, valor_total = ${v > 0 ? v : null}`, noop: sql`raca = 'x'`,
    columns: ['total_animais_mortos', 'total_animais_vendidos', 'total_receita_vendas'],
    recompute: sql`count(*) filter (where c.status = 'Morto'), count(*) filter (where c.status = 'Vendido'),
      coalesce(sum(c.valor_total) filter (where c.status = 'Vendido'), 0.00)`,
  },
  {
    // Counted once realized (custo_realizado set).
    name: 'protocol cost (protocolos_totais)', parent: 'lotes', child: sql`protocolos`, key: sql`lote_id`,
    insert: (p, v, counted = true) => sql`insert into protocolos (tenant_id, lote_id, produto, tipo, data_prevista, custo_realizado)
      values (${tenantId}, ${p}, 'Vacina', 'Vacina', '2026-02-01', ${counted ? v : null})`,
    change: (v) => sql`custo_realizado = ${v}`, noop: sql`atraso_avisado_em = now()`,
    columns: ['total_custo_protocolos'], recompute: sql`coalesce(sum(c.custo_realizado), 0.00)`,
  },
];
let loteDoEstoque = '';

describe('running totals of live children, one installer (migration 0024)', () => {
  beforeAll(async () => {
    [racao1, racao2, loteDoEstoque] = [await racao(), await racao(), await lote()];
  });

  it.each(TOTALS.map((x) => [x.name, x]))('%s: follows insert, update, move, soft delete, undelete, no-op and hard delete', async (_, x) => {
    const total = x as Total;
    const parents = total.parent === 'lotes' ? [await lote(), await lote()] : [await racao(), await racao()];
    const check = async () => {
      for (const p of parents) {
        const [row] = await rows(sql`select ${sql.raw(total.columns.map((c) => `p.${c}`).join(', '))},
          (select row(${total.recompute})::text from ${total.child} c
            where c.tenant_id = p.tenant_id and c.${total.key} = p.id and c.deleted_at is null) as recomputed,
          row(${sql.raw(total.columns.map((c) => `p.${c}`).join(', '))})::text as stored
          from ${sql.raw(total.parent)} p where p.tenant_id = ${tenantId} and p.id = ${p}`);
        expect(row.stored).toBe(row.recomputed);
      }
    };
    const child = async (p: string, v: number, counted = true) =>
      (await rows<{ id: string }>(sql`${total.insert(p, v, counted)} returning id`))[0].id;
    const update = (id: string, set: SQL) => rows(sql`update ${total.child} set ${set} where tenant_id = ${tenantId} and id = ${id}`);
    const [c1, c2, c3] = [await child(parents[0], 10.25), await child(parents[0], 7), await child(parents[1], 3, false)];
    await check();
    await update(c1, total.change(12.5)); // the value moves
    await check();
    await update(c3, total.change(4)); // starts to count (animals: sold; protocols: realized)
    await check();
    await update(c1, sql`${total.key} = ${parents[1]}`); // to another parent
    await check();
    await update(c1, sql`${total.key} = ${parents[0]}, ${total.change(2)}`); // back, with another value
    await check();
    await update(c2, sql`deleted_at = now()`);
    await check();
    await update(c2, total.noop); // a write to a deleted row
    await update(c2, sql`deleted_at = null`);
    await check();
    await update(c1, total.noop);
    await check();
    await rows(sql`delete from ${total.child} where tenant_id = ${tenantId} and id = ${c1}`);
    await check();
    await rows(sql`delete from ${total.child} where tenant_id = ${tenantId} and id in (${c2}, ${c3})`);
    await check();
    const [after] = await rows(sql`select row(${sql.raw(total.columns.map((c) => `p.${c}`).join(', '))})::text as v
      from ${sql.raw(total.parent)} p where p.id = ${parents[0]}`);
    expect(after.v).toBe(total.parent === 'racoes' ? '(1000.000)' : `(${total.columns.map((c) => (c.startsWith('total_animais') ? '0' : '0.00')).join(',')})`);
  });

  it('an update that changes nothing counted leaves the parent row alone (no write, no lock)', async () => {
    const p = await lote();
    const [{ id }] = await rows<{ id: string }>(sql`insert into consumos_racao (tenant_id, lote_id, racao_id, data, quantidade_kg, custo_total)
      values (${tenantId}, ${p}, ${racao2}, '2026-02-01', 1, 5) returning id`);
    const xmin = async (table: string, key: string) =>
      (await rows<{ x: string }>(sql`select xmin::text as x from ${sql.raw(table)} where id = ${key}`))[0].x;
    const [l0, r0] = [await xmin('lotes', p), await xmin('racoes', racao2)];
    await rows(sql`update consumos_racao set observacao = 'nota' where tenant_id = ${tenantId} and id = ${id}`);
    expect([await xmin('lotes', p), await xmin('racoes', racao2)]).toEqual([l0, r0]);
    await rows(sql`update consumos_racao set quantidade_kg = 2 where tenant_id = ${tenantId} and id = ${id}`);
    expect(await xmin('lotes', p)).toBe(l0); // the cost did not move
    expect(await xmin('racoes', racao2)).not.toBe(r0);
  });
});

describe('heads of a batch on a day (lote_cabecas, migration 0024)', () => {
  // The two formulas the function replaced: the allocation's (0019) and the protocol realization's (TypeScript).
  const alocacao = (l: string, dia: string) => sql`select greatest(0, l.quantidade_animais - coalesce((select count(*) from animais a
    where a.tenant_id = l.tenant_id and a.lote_id = l.id and a.deleted_at is null and a.status <> 'Ativo'
      and coalesce(a.data_morte, a.data_venda) <= ${dia}::date), 0))::int as n from lotes l where l.id = ${l}`;
  const realizacao = (l: string, dia: string) => sql`select greatest(0, l.quantidade_animais - (select count(*) from animais a
    where a.tenant_id = l.tenant_id and a.lote_id = l.id and a.deleted_at is null
      and ((a.status = 'Morto' and a.data_morte <= ${dia}::date) or (a.status = 'Vendido' and a.data_venda <= ${dia}::date))))::int as n
    from lotes l where l.tenant_id = ${tenantId} and l.id = ${l} and l.deleted_at is null`;
  const funcao = (l: string, dia: string) => sql`select cabecas as n from lote_cabecas(${tenantId})
    where lote_id = ${l} and desde <= ${dia}::date and ${dia}::date < ate`;
  const animal = (l: string, status: string, morte: string | null, venda: string | null, deleted = false) => rows(sql`
    insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada, status, data_morte, data_venda, deleted_at)
    values (${tenantId}, ${l}, ${`H-${++seq}-${Math.random()}`}, 'Macho', 300, '2026-01-01', ${status}, ${morte}, ${venda}, ${deleted ? sql`now()` : null})`);

  it('equals both old formulas on sale and death on the day, deleted animals, exits without a date and more exits than heads', async () => {
    const l1 = (await makeLote(t.app, tenantId, { quantidadeAnimais: 5, dataEntrada: '2026-01-01' })).id;
    await animal(l1, 'Morto', '2026-03-10', null);
    await animal(l1, 'Vendido', null, '2026-03-10');
    await animal(l1, 'Vendido', null, '2026-03-12');
    await animal(l1, 'Morto', '2026-03-11', null, true); // deleted: never counts
    await animal(l1, 'Morto', null, null); // an exit without a date never counts
    await animal(l1, 'Ativo', null, null);
    const l2 = (await makeLote(t.app, tenantId, { quantidadeAnimais: 2, dataEntrada: '2026-01-01' })).id;
    for (const d of ['2026-02-01', '2026-02-01', '2026-02-02']) await animal(l2, 'Vendido', null, d); // three exits, two heads
    const l3 = (await makeLote(t.app, tenantId, { quantidadeAnimais: 7, dataEntrada: '2026-01-01' })).id; // no exits
    const dias = ['2025-12-31', '2026-02-01', '2026-02-02', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2099-01-01'];
    const got: Record<string, number[]> = {};
    for (const l of [l1, l2, l3]) {
      for (const dia of dias) {
        const [[a], [r], [f]] = [await rows<{ n: number }>(alocacao(l, dia)), await rows<{ n: number }>(realizacao(l, dia)),
          await rows<{ n: number }>(funcao(l, dia))];
        expect([Number(f.n), Number(f.n)]).toEqual([Number(a.n), Number(r.n)]);
        (got[l] ??= []).push(Number(f.n));
      }
    }
    expect([got[l1], got[l2], got[l3]]).toEqual([[5, 5, 5, 5, 3, 3, 2, 2], [2, 0, 0, 0, 0, 0, 0, 0], [7, 7, 7, 7, 7, 7, 7, 7]]);
  });

  it("has exactly one stretch per day of every live batch, and none of a deleted batch or another tenant's", async () => {
    const other = await makeTenant(t.app, 'sqlrules-b');
    const l = (await makeLote(t.app, tenantId, { quantidadeAnimais: 3, dataEntrada: '2026-01-01' })).id;
    const gone = (await makeLote(t.app, tenantId, { quantidadeAnimais: 3, dataEntrada: '2026-01-01', deletedAt: new Date() })).id;
    await animal(l, 'Morto', '2026-03-10', null);
    await animal(l, 'Vendido', null, '2026-03-10');
    const [r] = await rows(sql`select
      (select count(*) from lote_cabecas(${tenantId}) where lote_id = ${l}) as trechos,
      (select count(*) from lote_cabecas(${tenantId}) where lote_id = ${gone}) as apagado,
      (select count(*) from lote_cabecas(${other.id}) where lote_id = ${l}) as outro,
      (select count(*) from lote_cabecas(${tenantId}) x join lote_cabecas(${tenantId}) y on x.lote_id = y.lote_id
         and x.desde < y.desde and y.desde < x.ate) as sobrepostos`);
    expect([r.trechos, r.apagado, r.outro, r.sobrepostos].map(Number)).toEqual([2, 0, 0, 0]);
  });
});
