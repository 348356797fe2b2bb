import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { migratedBefore } from '../helpers/migrations';
import { startOneTenant, type OneTenantSuite } from '../helpers/suite';

/**
 * Deleting a batch soft-deletes every row under it (animals, weighings, medications, consumptions, purchases, costs,
 * protocols, confirmed tratos: decisions.md), so an animal identifier of a deleted batch can be registered again, and
 * nothing of the batch counts anywhere.
 */
let { t, api, tenant: A } = {} as OneTenantSuite;
beforeAll(async () => ({ t, api, tenant: A } = await startOneTenant('lote-del')));
afterAll(() => t.close());

async function created(p: Promise<{ status: number; body: any; text: string }>) {
  const r = await p;
  if (r.status !== 201) throw new Error(`${r.status} ${r.text}`);
  return r.body;
}

describe('DELETE /api/lotes/{id} cascades the soft delete', () => {
  it("frees the identifiers of the batch's animals; totals, lists and the dashboard leave the whole batch out", async () => {
    const admin = A.users[Role.Admin].token;
    const gerente = A.users[Role.Gerente].token;
    const lote = (codigo: string) => created(api.post('/api/lotes', { codigo, dataEntrada: '2026-01-10', pesoMedioEntrada: 300, quantidadeAnimais: 10 }, admin));
    const racao = await created(api.post('/api/racoes', { nome: 'Milho', custoKg: 2, dataCompra: '2026-01-01', quantidadeKg: 1000 }, gerente));
    const [keep, gone] = [await lote('FICA'), await lote('SAI')];
    for (const [l, kg, custo] of [[keep, 10, 3], [gone, 100, 50]] as const) {
      await created(api.post(`/api/lotes/${l.id}/consumos-racao`, { data: '2026-02-01', racaoId: racao.id, quantidadeKg: kg }, gerente));
      await created(api.post(`/api/lotes/${l.id}/medicamentos`, { nome: 'Vacina', tipo: 'Vacina', dataAplicacao: '2026-02-01', quantidadeAnimais: 1, custoUnitario: custo }, gerente));
      await created(api.post(`/api/lotes/${l.id}/pesagens`, { data: '2026-02-10', pesoMedio: l === keep ? 350 : 999, quantidadeAnimais: 10 }, gerente));
    }
    // A sanitary protocol and a confirmed trato (its diet fed from the entry) under the batch that goes.
    const dieta = await created(api.post('/api/dietas', { nome: 'Mix', ingredientes: [{ racaoId: racao.id, percentual: 100 }] }, gerente));
    expect((await api.put(`/api/lotes/${gone.id}/dieta`, { dietaId: dieta.id, desde: '2026-01-10' }, gerente)).status).toBe(200);
    await created(api.post('/api/tratos/confirmacoes', { data: '2026-02-02', loteId: gone.id, kgFornecido: 50 }, gerente));
    await created(api.post(`/api/lotes/${gone.id}/protocolos`, { produto: 'Vacina', tipo: 'Vacina', dataPrevista: '2026-02-05' }, gerente));
    const animal = (l: { id: string }, identificacao: string) => created(api.post(`/api/lotes/${l.id}/animais`, { identificacao, sexo: 'Macho', pesoEntrada: 300 }, gerente));
    await animal(keep, 'BOI-9');
    const sold = await animal(gone, 'BOI-1');
    const dead = await animal(gone, 'BOI-2');
    await animal(gone, 'BOI-3');
    expect((await api.put(`/api/animais/${sold.id}/venda`, { dataVenda: '2026-03-01', pesoVenda: 450, valorArroba: 300 }, gerente)).status).toBe(200);
    expect((await api.put(`/api/animais/${dead.id}/mortalidade`, { dataMorte: '2026-03-01', causa: 'Doenca' }, gerente)).status).toBe(200);
    expect((await api.post(`/api/lotes/${keep.id}/animais`, { identificacao: 'BOI-1', sexo: 'Macho', pesoEntrada: 300 }, gerente)).body.code).toBe('DUPLICATE_CODE');

    expect((await api.del(`/api/lotes/${gone.id}`, admin)).status).toBe(204);

    // The identifier of the deleted batch's (sold) animal is free again, in another batch.
    const again = await api.post(`/api/lotes/${keep.id}/animais`, { identificacao: 'BOI-1', sexo: 'Femea', pesoEntrada: 280 }, gerente);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(expect.objectContaining({ identificacao: 'BOI-1', status: 'Ativo', loteId: keep.id }));
    const list = await api.get('/api/animais?pageSize=100', A.users[Role.Operador].token);
    expect((list.body.items as any[]).map((a) => `${a.identificacao}@${a.loteId === keep.id ? 'FICA' : 'SAI'}`)).toEqual(['BOI-1@FICA', 'BOI-9@FICA']);
    expect((await api.get(`/api/animais/${sold.id}`, gerente)).status).toBe(404);

    const dash = (await api.get('/api/dashboard/summary', gerente)).body;
    expect(dash).toEqual(expect.objectContaining({
      totalLotesAtivos: 1, totalLotesFechados: 0, totalAnimaisAtivos: 10, totalAnimaisVendidos: 0, totalAnimaisMortos: 0,
      receitaTotalVendas: 0, custoTotalRacao: 20, custoTotalMedicamentos: 3, pesoMedioAtual: 350,
    }));
    const pesagens = await api.get('/api/pesagens?pageSize=100', gerente);
    expect((pesagens.body.items as any[]).map((p) => p.loteId)).toEqual([keep.id]);

    // In the database: nothing of the deleted batch is live any more.
    const [live] = await t.app.database.rows<Record<string, number>>(sql`select
      (select count(*)::int from animais where lote_id = ${gone.id} and deleted_at is null) as animais,
      (select count(*)::int from pesagens where lote_id = ${gone.id} and deleted_at is null) as pesagens,
      (select count(*)::int from medicamentos where lote_id = ${gone.id} and deleted_at is null) as medicamentos,
      (select count(*)::int from consumos_racao where lote_id = ${gone.id} and deleted_at is null) as consumos,
      (select count(*)::int from protocolos where lote_id = ${gone.id} and deleted_at is null) as protocolos,
      (select count(*)::int from confirmacoes_trato where lote_id = ${gone.id} and deleted_at is null) as confirmacoes`);
    expect(live).toEqual({ animais: 0, pesagens: 0, medicamentos: 0, consumos: 0, protocolos: 0, confirmacoes: 0 });
  });
});

describe('migration cascade_deleted_lotes: children of batches deleted before the cascade', () => {
  it('are soft-deleted at their batch deletion time, and their identifiers are free', async () => {
    const db = await migratedBefore('cascade_deleted_lotes');
    try {
      const [tn, gone, kept] = [randomUUID(), randomUUID(), randomUUID()];
      await db.query(`insert into tenants (id, nome, slug) values ('${tn}', 'T', 't-${tn.slice(0, 8)}')`);
      await db.query(`insert into lotes (tenant_id, id, codigo, quantidade_animais, peso_medio_entrada, data_entrada, deleted_at)
        values ('${tn}', '${gone}', 'SAI', 5, 300, '2026-01-10', '2026-05-01T12:00:00Z'), ('${tn}', '${kept}', 'FICA', 5, 300, '2026-01-10', null)`);
      await db.query(`insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada)
        values ('${tn}', '${gone}', 'BOI-1', 'Macho', 300, '2026-01-10'), ('${tn}', '${kept}', 'BOI-2', 'Macho', 300, '2026-01-10')`);
      await db.query(`insert into pesagens (tenant_id, lote_id, data, peso_medio, quantidade_animais) values ('${tn}', '${gone}', '2026-02-01', 320, 5)`);
      await db.migrateRest();
      const rows = await db.query<{ identificacao: string; deleted: string | null }>(
        `select identificacao, to_char(deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as deleted from animais where tenant_id = '${tn}' order by 1`);
      expect(rows).toEqual([{ identificacao: 'BOI-1', deleted: '2026-05-01T12:00' }, { identificacao: 'BOI-2', deleted: null }]);
      const [p] = await db.query<{ n: number }>(`select count(*)::int as n from pesagens where tenant_id = '${tn}' and deleted_at is null`);
      expect(p.n).toBe(0);
      // The identifier is free again.
      await db.query(`insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada) values ('${tn}', '${kept}', 'BOI-1', 'Femea', 280, '2026-01-10')`);
    } finally {
      await db.close();
    }
  });
});
