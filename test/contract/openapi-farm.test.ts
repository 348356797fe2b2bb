import { randomBytes, randomUUID } from 'node:crypto';
import { Role } from '../../src/auth/actor';
import { DescadastroTokens } from '../../src/modules/resumo/descadastro';
import { isoDay, VALID_BODIES, validBody, type BodyIds } from '../helpers/bodies';
import { startOpenapiSuite, uncovered, type OpenapiSuite } from '../helpers/openapi-suite';

// CONTRACT 9 / RELIABILITY S12: real responses of the routes a farm records with (batches and everything under
// them, feeds, economics, feeding) validate against /api/openapi.json (the document itself: openapi.test.ts).
const uniq = () => randomBytes(4).toString('hex');

describe('/api/openapi.json against real responses: the farm\'s records', () => {
  let { t, api, checker, doc, hit, tokenOf } = {} as OpenapiSuite;
  beforeAll(async () => ({ t, api, checker, doc, hit, tokenOf } = await startOpenapiSuite('openapi')));
  afterAll(() => t.close());
  const ids: BodyIds = {};

  it('farm operations: batches, weighings, feed, consumption, medications, animals', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const o = tokenOf(Role.Operador);
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: VALID_BODIES['POST /api/lotes'](ids) });
    const L = lote.body.id;
    await hit('GET /api/lotes', '/api/lotes?status=Aberto&sortBy=codigo', 200, { token: o });
    await hit('GET /api/lotes/:id', `/api/lotes/${L}`, 200, { token: o });
    await hit('PUT /api/lotes/:id', `/api/lotes/${L}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:id'](ids) });

    const p = await hit('POST /api/lotes/:loteId/pesagens', `/api/lotes/${L}/pesagens`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/pesagens'](ids) });
    await hit('GET /api/lotes/:loteId/pesagens', `/api/lotes/${L}/pesagens`, 200, { token: o });
    await hit('GET /api/pesagens', `/api/pesagens?loteId=${L}`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/pesagens/:id', `/api/lotes/${L}/pesagens/${p.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/pesagens/:id', `/api/lotes/${L}/pesagens/${p.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/pesagens/:id'](ids) });

    const racao = await hit('POST /api/racoes', '/api/racoes', 201, { token: g, body: VALID_BODIES['POST /api/racoes'](ids) });
    ids.racaoId = racao.body.id;
    await hit('GET /api/racoes', '/api/racoes?search=racao', 200, { token: o });
    await hit('GET /api/racoes/:id', `/api/racoes/${ids.racaoId}`, 200, { token: o });
    await hit('PUT /api/racoes/:id', `/api/racoes/${ids.racaoId}`, 200, { token: g, body: VALID_BODIES['PUT /api/racoes/:id'](ids) });
    const c = await hit('POST /api/lotes/:loteId/consumos-racao', `/api/lotes/${L}/consumos-racao`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/consumos-racao'](ids) });
    await hit('POST /api/lotes/:loteId/consumos-racao', `/api/lotes/${L}/consumos-racao`, 400, { token: g, body: { ...(VALID_BODIES['POST /api/lotes/:loteId/consumos-racao'](ids) as object), racaoId: randomUUID() } });
    await hit('GET /api/lotes/:loteId/consumos-racao', `/api/lotes/${L}/consumos-racao`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/consumos-racao/:id', `/api/lotes/${L}/consumos-racao/${c.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/consumos-racao/:id', `/api/lotes/${L}/consumos-racao/${c.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/consumos-racao/:id'](ids) });

    const m = await hit('POST /api/lotes/:loteId/medicamentos', `/api/lotes/${L}/medicamentos`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/medicamentos'](ids) });
    await hit('GET /api/lotes/:loteId/medicamentos', `/api/lotes/${L}/medicamentos`, 200, { token: o });
    await hit('GET /api/medicamentos/produtos', '/api/medicamentos/produtos', 200, { token: o });
    await hit('GET /api/lotes/:loteId/medicamentos/:id', `/api/lotes/${L}/medicamentos/${m.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/medicamentos/:id', `/api/lotes/${L}/medicamentos/${m.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/medicamentos/:id'](ids) });

    const a1 = await hit('POST /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/animais'](ids) });
    // One valid and one invalid animal: the batch creates the valid one and reports the other.
    const animais = validBody('POST /api/lotes/:loteId/animais/lote');
    animais.animais[1] = { identificacao: '', pesoEntrada: 1, sexo: 'Macho' };
    const batch = await hit('POST /api/lotes/:loteId/animais/lote', `/api/lotes/${L}/animais/lote`, 201, { token: g, body: animais });
    expect(batch.body.criados).toBe(1);
    const all = await hit('GET /api/animais', `/api/animais?loteId=${L}&status=Ativo`, 200, { token: o });
    const a2 = all.body.items.find((x: any) => x.id !== a1.body.id);
    await hit('GET /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 200, { token: o });
    const delta = await hit('GET /api/lotes/:loteId/animais/delta', `/api/lotes/${L}/animais/delta?limit=1`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/animais/delta', `/api/lotes/${L}/animais/delta?cursor=${delta.body.cursor}`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/animais/delta', `/api/lotes/${L}/animais/delta?cursor=x`, 400, { token: o });
    await hit('PUT /api/animais/:id', `/api/animais/${a1.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id'](ids) });
    const pa = await hit('POST /api/animais/:animalId/pesagens', `/api/animais/${a1.body.id}/pesagens`, 201, { token: g, body: VALID_BODIES['POST /api/animais/:animalId/pesagens'](ids) });
    await hit('POST /api/animais/:animalId/pesagens', `/api/animais/${a1.body.id}/pesagens`, 400, { token: g, body: { data: '2024-03-15', peso: 0 } });
    await hit('GET /api/animais/:animalId/pesagens', `/api/animais/${a1.body.id}/pesagens`, 200, { token: o });
    await hit('DELETE /api/animais/:animalId/pesagens/:pesagemId', `/api/animais/${a1.body.id}/pesagens/${pa.body.id}`, 204, { token: a });
    await hit('GET /api/lotes/filtros', '/api/lotes/filtros', 200, { token: o });

    const pr = await hit('POST /api/lotes/:loteId/protocolos', `/api/lotes/${L}/protocolos`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/protocolos'](ids) });
    await hit('GET /api/lotes/:loteId/protocolos', `/api/lotes/${L}/protocolos`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/protocolos/delta', `/api/lotes/${L}/protocolos/delta`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/protocolos/:id', `/api/lotes/${L}/protocolos/${pr.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/protocolos/:id', `/api/lotes/${L}/protocolos/${pr.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/protocolos/:id'](ids) });
    await hit('POST /api/lotes/:loteId/protocolos/:id/realizar', `/api/lotes/${L}/protocolos/${pr.body.id}/realizar`, 200, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/protocolos/:id/realizar'](ids) });
    await hit('POST /api/lotes/:loteId/protocolos/:id/realizar', `/api/lotes/${L}/protocolos/${pr.body.id}/realizar`, 400, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/protocolos/:id/realizar'](ids) }); // PROTOCOL_ALREADY_DONE
    await hit('DELETE /api/lotes/:loteId/protocolos/:id', `/api/lotes/${L}/protocolos/${pr.body.id}`, 204, { token: a });

    await hit('GET /api/importacao/template/pesagens', '/api/importacao/template/pesagens', 200, { token: o });
    await hit('GET /api/importacao/template/animais', '/api/importacao/template/animais', 200, { token: o });
    const codigoL = (await api.get(`/api/lotes/${L}`, o)).body.codigo;
    const csv = (name: string, content: string) => ({
      raw: `--b0\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--b0--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b0' },
    });
    await hit('POST /api/importacao/pesagens', '/api/importacao/pesagens', 200, { token: g, ...csv('p.csv', `LoteCodigo;Data;PesoMedio_kg\n${codigoL};${isoDay(-7)};355,5\n`) });
    await hit('POST /api/importacao/pesagens', '/api/importacao/pesagens', 400, { token: g, ...csv('p.csv', 'Outra;Coisa\n1;2\n') });
    await hit('POST /api/importacao/animais', '/api/importacao/animais', 200, { token: g, ...csv('a.csv', `LoteCodigo;Identificacao;Sexo;PesoEntrada\n${codigoL};IMP-${uniq()};Macho;300\n`) });
    await hit('POST /api/importacao/animais', '/api/importacao/animais', 400, { token: g, ...csv('a.exe', 'MZ') });
    // Issue 36: a Digi-Star EID session file (one tag known, one not), its sorting list, a link, a device's session.
    const tagged = await hit('POST /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 201, { token: g, body: { ...(VALID_BODIES['POST /api/lotes/:loteId/animais'](ids) as object), eid: '076 000000000555' } });
    const untagged = await hit('POST /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/animais'](ids) });
    const [y, mo, d] = isoDay(-3).split('-');
    const mdy = `${Number(mo)}/${Number(d)}/${y.slice(2)}`;
    const sessao = await hit('POST /api/sessoes-pesagem/importacao', '/api/sessoes-pesagem/importacao', 200, { token: o, ...csv('s.csv',
      `\x1eA 00000 0 076 000000000555,    880,LB,$,GR,${mdy},10:15,_\r\n\x1eA 00000 0 076 000000000556,    900,LB,$,GR,${mdy},10:16,_\r\n`) });
    expect(sessao.body.leituras.map((x: any) => x.animalId)).toEqual([tagged.body.id, null]);
    await hit('POST /api/sessoes-pesagem/importacao', '/api/sessoes-pesagem/importacao', 400, { token: o, ...csv('s.csv', 'LoteCodigo;Data\n') });
    await hit('GET /api/sessoes-pesagem/:id', `/api/sessoes-pesagem/${sessao.body.id}`, 200, { token: o });
    await hit('GET /api/sessoes-pesagem/:id/apartacao', `/api/sessoes-pesagem/${sessao.body.id}/apartacao?percentual=0`, 200, { token: o });
    await hit('POST /api/sessoes-pesagem/:id/vinculos', `/api/sessoes-pesagem/${sessao.body.id}/vinculos`, 200, { token: g,
      body: { leituraId: sessao.body.leituras[1].id, animalId: untagged.body.id } });
    const aberta = await hit('POST /api/sessoes-pesagem', '/api/sessoes-pesagem', 201, { token: o, body: VALID_BODIES['POST /api/sessoes-pesagem'](ids) });
    await hit('POST /api/sessoes-pesagem/:id/leituras', `/api/sessoes-pesagem/${aberta.body.id}/leituras`, 201, { token: o, body: VALID_BODIES['POST /api/sessoes-pesagem/:id/leituras'](ids) });
    await hit('POST /api/sessoes-pesagem/:id/fechar', `/api/sessoes-pesagem/${aberta.body.id}/fechar`, 200, { token: o });
    await hit('PUT /api/animais/:id/venda', `/api/animais/${a1.body.id}/venda`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id/venda'](ids) });
    await hit('PUT /api/animais/:id/venda', `/api/animais/${a1.body.id}/venda`, 400, { token: g, body: VALID_BODIES['PUT /api/animais/:id/venda'](ids) }); // INVALID_STATE
    await hit('PUT /api/animais/:id/gta', `/api/animais/${a1.body.id}/gta`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id/gta'](ids) });
    await hit('PUT /api/animais/:id/gta', `/api/animais/${a1.body.id}/gta`, 400, { token: g, body: { ...validBody('PUT /api/animais/:id/gta'), uf: 'XX' } });
    // a1's sale already has its GTA: nothing left to write on the batch's sales of that day.
    await hit('PUT /api/lotes/:loteId/animais/gta', `/api/lotes/${L}/animais/gta`, 400, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/animais/gta'](ids) });
    const a3 = await hit('POST /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/animais'](ids) });
    await hit('PUT /api/animais/:id/venda', `/api/animais/${a3.body.id}/venda`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id/venda'](ids) });
    const saida = VALID_BODIES['PUT /api/lotes/:loteId/animais/gta'](ids) as { gta: { uf: string; serie: string; numero: string } };
    await hit('PUT /api/lotes/:loteId/animais/gta', `/api/lotes/${L}/animais/gta`, 200, { token: g, body: saida });
    // Issue 36 leftovers: the GTAs removed again (the sales are missing documents once more), and the list of sessions.
    await hit('DELETE /api/lotes/:loteId/animais/gta', `/api/lotes/${L}/animais/gta`, 200, { token: g, body: { uf: saida.gta.uf, serie: saida.gta.serie, numero: saida.gta.numero } });
    await hit('DELETE /api/animais/:id/gta', `/api/animais/${a1.body.id}/gta`, 204, { token: g });
    await hit('GET /api/sessoes-pesagem', '/api/sessoes-pesagem?origem=arquivo&pageSize=5', 200, { token: o });
    await hit('GET /api/animais/:id', `/api/animais/${a1.body.id}`, 200, { token: o });
    await hit('PUT /api/animais/:id/mortalidade', `/api/animais/${a2.id}/mortalidade`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id/mortalidade'](ids) });
    await hit('GET /api/dashboard/summary', '/api/dashboard/summary', 200, { token: o });

    await hit('DELETE /api/lotes/:loteId/consumos-racao/:id', `/api/lotes/${L}/consumos-racao/${c.body.id}`, 204, { token: a });
    await hit('DELETE /api/lotes/:loteId/medicamentos/:id', `/api/lotes/${L}/medicamentos/${m.body.id}`, 204, { token: a });
    await hit('DELETE /api/lotes/:loteId/pesagens/:id', `/api/lotes/${L}/pesagens/${p.body.id}`, 204, { token: a });
    await hit('DELETE /api/animais/:id', `/api/animais/${a2.id}`, 204, { token: a });
    await hit('DELETE /api/racoes/:id', `/api/racoes/${ids.racaoId}`, 204, { token: a });
    await hit('POST /api/lotes/:id/fechar', `/api/lotes/${L}/fechar`, 200, { token: g, body: VALID_BODIES['POST /api/lotes/:id/fechar'](ids) });
    await hit('POST /api/lotes/:loteId/pesagens', `/api/lotes/${L}/pesagens`, 400, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/pesagens'](ids) }); // BATCH_CLOSED
    await hit('DELETE /api/lotes/:id', `/api/lotes/${L}`, 204, { token: a });
    await hit('GET /api/lotes/:id', `/api/lotes/${L}`, 404, { token: o });
  });

  it('lot economics: purchases, other costs, financeiro and relatorios', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: { ...(VALID_BODIES['POST /api/lotes'](ids) as object), codigo: `ECO-${uniq()}`, raca: 'Nelore' } });
    const L = lote.body.id;
    const c = await hit('POST /api/lotes/:loteId/compras', `/api/lotes/${L}/compras`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/compras'](ids) });
    await hit('POST /api/lotes/:loteId/compras', `/api/lotes/${L}/compras`, 400, { token: g, body: {} });
    await hit('GET /api/lotes/:loteId/compras', `/api/lotes/${L}/compras`, 200, { token: g });
    await hit('GET /api/lotes/:loteId/compras/:id', `/api/lotes/${L}/compras/${c.body.id}`, 200, { token: g });
    await hit('PUT /api/lotes/:loteId/compras/:id', `/api/lotes/${L}/compras/${c.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/compras/:id'](ids) });
    const k = await hit('POST /api/custos', '/api/custos', 201, { token: g, body: { ...(VALID_BODIES['POST /api/custos'](ids) as object), loteId: L } });
    await hit('POST /api/custos', '/api/custos', 201, { token: g, body: VALID_BODIES['POST /api/custos'](ids) });
    await hit('GET /api/custos', `/api/custos?loteId=${L}&categoria=Energia`, 200, { token: g });
    await hit('GET /api/custos', '/api/custos?categoria=Luz', 400, { token: g });
    await hit('GET /api/custos/:id', `/api/custos/${k.body.id}`, 200, { token: g });
    await hit('PUT /api/custos/:id', `/api/custos/${k.body.id}`, 200, { token: g, body: { ...(VALID_BODIES['PUT /api/custos/:id'](ids) as object), loteId: L } });
    for (const [key, path] of [['GET /api/financeiro/summary', '/api/financeiro/summary'], ['GET /api/financeiro/rentabilidade', '/api/financeiro/rentabilidade'],
      ['GET /api/financeiro/rentabilidade/:loteId', `/api/financeiro/rentabilidade/${L}`], ['GET /api/financeiro/categorias-gasto', '/api/financeiro/categorias-gasto'],
      ['GET /api/financeiro/relatorio-vendas', '/api/financeiro/relatorio-vendas?de=2020-01-01'], ['GET /api/financeiro/resultado-animais/:loteId', `/api/financeiro/resultado-animais/${L}`],
      ['GET /api/relatorios/desempenho-raca', '/api/relatorios/desempenho-raca'], ['GET /api/relatorios/financeiro', '/api/relatorios/financeiro?de=2020-01-01'],
      ['GET /api/relatorios/movimentacoes', '/api/relatorios/movimentacoes?tipo=Entrada&gtaUf=SP'], ['GET /api/relatorios/documentos-pendentes', '/api/relatorios/documentos-pendentes']]) {
      await hit(key, path, 200, { token: a });
    }
    await hit('GET /api/financeiro/relatorio-vendas', '/api/financeiro/relatorio-vendas?de=2020-01-02&ate=2020-01-01', 400, { token: a });
    await hit('GET /api/relatorios/financeiro', '/api/relatorios/financeiro?de=ontem', 400, { token: a });
    await hit('GET /api/relatorios/movimentacoes', '/api/relatorios/movimentacoes?gtaNumero=abc', 400, { token: a });
    await hit('GET /api/relatorios/documentos-pendentes', '/api/relatorios/documentos-pendentes?tipo=Morte', 400, { token: a });
    await hit('DELETE /api/custos/:id', `/api/custos/${k.body.id}`, 204, { token: a });
    await hit('DELETE /api/lotes/:loteId/compras/:id', `/api/lotes/${L}/compras/${c.body.id}`, 204, { token: a });
  });

  it('when to sell: a batch\'s projection (and its export) and the hedge register', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: VALID_BODIES['POST /api/lotes'](ids) });
    const L = lote.body.id;
    await hit('GET /api/lotes/:id/projecao', `/api/lotes/${L}/projecao?dias=30`, 200, { token: g });
    await hit('GET /api/lotes/:id/projecao', `/api/lotes/${L}/projecao?dias=30&format=csv`, 200, { token: g });
    await hit('GET /api/lotes/:id/projecao', `/api/lotes/${L}/projecao?dias=181`, 400, { token: g });
    await hit('PUT /api/configuracao-venda', '/api/configuracao-venda', 200, { token: a, body: validBody('PUT /api/configuracao-venda') });
    await hit('PUT /api/configuracao-venda', '/api/configuracao-venda', 400, { token: a, body: { tipoPessoa: 'Rural' } });
    await hit('GET /api/configuracao-venda', '/api/configuracao-venda', 200, { token: g });
    const h = await hit('POST /api/hedges', '/api/hedges', 201, { token: g, body: VALID_BODIES['POST /api/hedges']({ loteId: L }) });
    await hit('POST /api/hedges', '/api/hedges', 400, { token: g, body: { ...validBody('POST /api/hedges'), contrato: 'BGI1!' } });
    await hit('GET /api/hedges', `/api/hedges?loteId=${L}&status=Aberta`, 200, { token: g });
    await hit('GET /api/hedges/resumo', '/api/hedges/resumo', 200, { token: a });
    await hit('GET /api/hedges/:id', `/api/hedges/${h.body.id}`, 200, { token: g });
    await hit('GET /api/lotes/:id/hedge', `/api/lotes/${L}/hedge?dias=30`, 200, { token: g });
    await hit('GET /api/lotes/:id/hedge', `/api/lotes/${L}/hedge?dias=0`, 400, { token: g });
    await hit('POST /api/hedges/:id/saidas', `/api/hedges/${h.body.id}/saidas`, 400, { token: g, body: { ...validBody('POST /api/hedges/:id/saidas'), quantidadeContratos: 2 } });
    await hit('POST /api/hedges/:id/saidas', `/api/hedges/${h.body.id}/saidas`, 200, { token: g, body: VALID_BODIES['POST /api/hedges/:id/saidas'](ids) });
    await hit('PUT /api/hedges/:id', `/api/hedges/${h.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/hedges/:id'](ids) });
    await hit('DELETE /api/hedges/:id', `/api/hedges/${h.body.id}`, 204, { token: a });
    await hit('GET /api/hedges/:id', `/api/hedges/${h.body.id}`, 404, { token: g });
  });

  it('the daily digest: its hour, the e-mail preference, the unsubscribe link', async () => {
    const a = tokenOf(Role.Admin);
    const o = tokenOf(Role.Operador);
    const cfg = '/api/resumo-diario/configuracao';
    const pref = '/api/resumo-diario/preferencia';
    await hit(`GET ${cfg}`, cfg, 200, { token: a });
    await hit(`PUT ${cfg}`, cfg, 200, { token: a, body: validBody(`PUT ${cfg}`) });
    await hit(`PUT ${cfg}`, cfg, 400, { token: a, body: { hora: 24 } });
    await hit(`GET ${pref}`, pref, 200, { token: o });
    await hit(`PUT ${pref}`, pref, 200, { token: o, body: validBody(`PUT ${pref}`) });
    const userId = JSON.parse(Buffer.from(o.split('.')[1], 'base64url').toString()).sub as string;
    const token = new DescadastroTokens(t.app.config.JWT_SECRET!).sign(userId);
    await hit('POST /api/resumo-diario/descadastro', '/api/resumo-diario/descadastro', 200, { body: { token } });
    await hit('POST /api/resumo-diario/descadastro', '/api/resumo-diario/descadastro', 400, { body: { token: `${userId}.x` } });
  });

  it('feeding workflow: pens, diets, a batch\'s diet', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const o = tokenOf(Role.Operador);
    const pen = await hit('POST /api/currais', '/api/currais', 201, { token: g, body: VALID_BODIES['POST /api/currais'](ids) });
    await hit('POST /api/currais', '/api/currais', 400, { token: g, body: { codigo: '', capacidade: 0 } });
    await hit('GET /api/currais', '/api/currais', 200, { token: o });
    await hit('GET /api/currais/:id', `/api/currais/${pen.body.id}`, 200, { token: o });
    await hit('PUT /api/currais/:id', `/api/currais/${pen.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/currais/:id'](ids) });
    const racao = await hit('POST /api/racoes', '/api/racoes', 201, { token: g, body: VALID_BODIES['POST /api/racoes'](ids) });
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: { ...(VALID_BODIES['POST /api/lotes'](ids) as object), curralId: pen.body.id } });
    await hit('DELETE /api/currais/:id', `/api/currais/${pen.body.id}`, 400, { token: a }); // PEN_OCCUPIED
    const local = { racaoId: racao.body.id as string };
    const dieta = await hit('POST /api/dietas', '/api/dietas', 201, { token: g, body: VALID_BODIES['POST /api/dietas'](local) });
    await hit('GET /api/dietas', '/api/dietas', 200, { token: o });
    await hit('GET /api/dietas', '/api/dietas?pageSize=0', 400, { token: o });
    await hit('GET /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 200, { token: o });
    await hit('PUT /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/dietas/:id'](local) });
    await hit('GET /api/dietas/:id/versoes', `/api/dietas/${dieta.body.id}/versoes`, 200, { token: o });
    await hit('PUT /api/lotes/:id/dieta', `/api/lotes/${lote.body.id}/dieta`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:id/dieta']({ dietaId: dieta.body.id }) });
    await hit('GET /api/lotes/:id', `/api/lotes/${lote.body.id}`, 200, { token: o });
    const L = lote.body.id;
    const leitura = await hit('POST /api/lotes/:loteId/leituras-cocho', `/api/lotes/${L}/leituras-cocho`, 201, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/leituras-cocho'](ids) });
    await hit('POST /api/lotes/:loteId/leituras-cocho', `/api/lotes/${L}/leituras-cocho`, 400, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/leituras-cocho'](ids) });
    await hit('PUT /api/lotes/:loteId/leituras-cocho/:id', `/api/lotes/${L}/leituras-cocho/${leitura.body.id}`, 200, { token: o, body: VALID_BODIES['PUT /api/lotes/:loteId/leituras-cocho/:id'](ids) });
    await hit('GET /api/lotes/:loteId/leituras-cocho', `/api/lotes/${L}/leituras-cocho`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/leituras-cocho/delta', `/api/lotes/${L}/leituras-cocho/delta`, 200, { token: o });
    // The day of the bunk reading and the confirmation (the shared bodies' yesterday).
    const trato = isoDay(-1);
    await hit('GET /api/tratos', `/api/tratos?data=${trato}`, 200, { token: o });
    await hit('GET /api/tratos', '/api/tratos?data=ontem', 400, { token: o });
    const c = await hit('POST /api/tratos/confirmacoes', '/api/tratos/confirmacoes', 201, { token: o, body: VALID_BODIES['POST /api/tratos/confirmacoes']({ loteId: L }) });
    await hit('POST /api/tratos/confirmacoes', '/api/tratos/confirmacoes', 400, { token: o, body: VALID_BODIES['POST /api/tratos/confirmacoes']({ loteId: L }) });
    await hit('PUT /api/tratos/confirmacoes/:id', `/api/tratos/confirmacoes/${c.body.id}`, 200, { token: o, body: VALID_BODIES['PUT /api/tratos/confirmacoes/:id'](ids) });
    await hit('PUT /api/tratos/confirmacoes/:id', `/api/tratos/confirmacoes/${c.body.id}`, 400, { token: o, body: { kgFornecido: 0 } });
    await hit('POST /api/racoes/:id/entradas', `/api/racoes/${racao.body.id}/entradas`, 201, { token: g, body: VALID_BODIES['POST /api/racoes/:id/entradas'](ids) });
    await hit('POST /api/racoes/:id/entradas', `/api/racoes/${racao.body.id}/entradas`, 400, { token: g, body: { data: '2024-01-12', quantidadeKg: 0, custoKg: 1 } });
    await hit('GET /api/racoes/:id/movimentos', `/api/racoes/${racao.body.id}/movimentos?limit=10`, 200, { token: o });
    await hit('GET /api/racoes/:id/movimentos', `/api/racoes/${racao.body.id}/movimentos?limit=0`, 400, { token: o });
    await hit('GET /api/tratos/carregamentos', `/api/tratos/carregamentos?data=${trato}&capacidadeKg=300`, 200, { token: o });
    await hit('GET /api/tratos/carregamentos', '/api/tratos/carregamentos?data=2024-01-11', 400, { token: o });
    await hit('GET /api/lotes/:id/eficiencia', `/api/lotes/${L}/eficiencia`, 200, { token: g });
    await hit('DELETE /api/tratos/confirmacoes/:id', `/api/tratos/confirmacoes/${c.body.id}`, 204, { token: a });
    await hit('DELETE /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 400, { token: a }); // in use
    await hit('POST /api/lotes/:id/fechar', `/api/lotes/${lote.body.id}/fechar`, 200, { token: g, body: VALID_BODIES['POST /api/lotes/:id/fechar'](ids) });
    await hit('DELETE /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 204, { token: a });
    await hit('DELETE /api/currais/:id', `/api/currais/${pen.body.id}`, 204, { token: a });
  });

  it('covers its routes: a validated success response of every route of the farm\'s records', () => {
    expect(uncovered({ doc, checker }, 'farm')).toEqual([]);
  });
});
