import { randomBytes } from 'node:crypto';
import { Role } from '../../../src/auth/actor';
import type { Client } from '../../helpers/app';
import { animalBody, hedgeBody, isoDay, loteBody, medBody, racaoBody } from '../../helpers/bodies';
import { PASSWORD, type TestTenant } from '../../helpers/factories';

const tag = () => randomBytes(4).toString('hex');

export type Fixtures = {
  lotes: string[]; pesagens: { loteId: string; id: string }[]; medicamentos: { loteId: string; id: string }[];
  protocolos: { loteId: string; id: string }[]; pesagensAnimais: { animalId: string; pesagemId: string }[];
  consumos: { loteId: string; id: string }[]; racoes: string[]; animais: string[]; alertas: string[];
  notificacoes: string[]; users: string[]; precos: string[]; markers: string[];
  compras: { loteId: string; id: string }[]; leituras: { loteId: string; id: string }[];
  currais: string[]; dietas: string[]; custos: string[]; confirmacoes: string[]; hedges: string[]; sessoes: string[];
};

async function ok<T = any>(p: Promise<{ status: number; body: any; text: string }>, what: string, status = 201): Promise<T> {
  const r = await p;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.body as T;
}

/**
 * Full fixtures of one tenant through the REST API: 2 batches with weighings, medications, feed
 * consumptions and animals; 2 feeds; alerts that fired into notifications; MANUAL prices; one more user.
 */
export async function buildFixtures(api: Client, t: TestTenant, marker: string): Promise<Fixtures> {
  const admin = t.users[Role.Admin].token;
  const gerente = t.users[Role.Gerente].token;
  const f: Fixtures = { lotes: [], pesagens: [], medicamentos: [], protocolos: [], pesagensAnimais: [], consumos: [], racoes: [], animais: [], alertas: [], notificacoes: [], users: [], precos: [], markers: [],
    compras: [], leituras: [], currais: [], dietas: [], custos: [], confirmacoes: [], hedges: [], sessoes: [] };
  for (let i = 0; i < 2; i++) {
    const racao = await ok(api.post('/api/racoes', { ...racaoBody(), nome: `${marker} racao ${i}` }, gerente), 'racao');
    f.racoes.push(racao.id);
  }
  for (let i = 0; i < 2; i++) {
    const codigo = `${marker}-L${i}`;
    f.markers.push(codigo);
    const lote = await ok(api.post('/api/lotes', { ...loteBody(), codigo }, admin), 'lote');
    f.lotes.push(lote.id);
    for (let k = 0; k < 2; k++) {
      const p = await ok(api.post(`/api/lotes/${lote.id}/pesagens`, { data: isoDay(-30 + k), pesoMedio: 320 + k, quantidadeAnimais: 100, observacao: marker }, gerente), 'pesagem');
      f.pesagens.push({ loteId: lote.id, id: p.id });
      const m = await ok(api.post(`/api/lotes/${lote.id}/medicamentos`, { ...medBody(), observacao: marker }, gerente), 'medicamento');
      f.medicamentos.push({ loteId: lote.id, id: m.id });
      const c = await ok(api.post(`/api/lotes/${lote.id}/consumos-racao`, { data: isoDay(-5 - k), racaoId: f.racoes[k], quantidadeKg: 100 + k, observacao: marker }, gerente), 'consumo');
      f.consumos.push({ loteId: lote.id, id: c.id });
      const a = await ok(api.post(`/api/lotes/${lote.id}/animais`, { ...animalBody(), identificacao: `${marker}-A${i}${k}` }, gerente), 'animal');
      f.animais.push(a.id);
      const pa = await ok(api.post(`/api/animais/${a.id}/pesagens`, { data: isoDay(-2), peso: 400 + k, observacao: marker }, gerente), 'pesagem animal');
      f.pesagensAnimais.push({ animalId: a.id, pesagemId: pa.id });
      const pr = await ok(api.post(`/api/lotes/${lote.id}/protocolos`, { produto: `${marker} vacina`, tipo: 'Vacina', dataPrevista: isoDay(-10 + k), observacoes: marker }, gerente), 'protocolo');
      f.protocolos.push({ loteId: lote.id, id: pr.id });
    }
    const compra = await ok(api.post(`/api/lotes/${lote.id}/compras`, { dataCompra: isoDay(-60), quantidadeAnimais: 100, pesoTotal: 30000, valorTotal: 300000, vendedor: marker }, gerente), 'compra');
    f.compras.push({ loteId: lote.id, id: compra.id });
    const leitura = await ok(api.post(`/api/lotes/${lote.id}/leituras-cocho`, { data: isoDay(-1), nota: 1, observacao: marker }, gerente), 'leitura');
    f.leituras.push({ loteId: lote.id, id: leitura.id });
    const curral = await ok(api.post('/api/currais', { codigo: `${marker}-C${i}`, capacidade: 500 }, gerente), 'curral');
    f.currais.push(curral.id);
    const dieta = await ok(api.post('/api/dietas', { nome: `${marker} dieta ${i}`, ingredientes: [{ racaoId: f.racoes[0], percentual: 100 }] }, gerente), 'dieta');
    f.dietas.push(dieta.id);
    await ok(api.put(`/api/lotes/${lote.id}/dieta`, { dietaId: dieta.id, desde: isoDay(-3) }, gerente), 'dieta do lote', 200);
    const conf = await ok(api.post('/api/tratos/confirmacoes', { data: isoDay(-1), loteId: lote.id, kgFornecido: 50 }, gerente), 'confirmacao');
    f.confirmacoes.push(conf.id);
    const custo = await ok(api.post('/api/custos', { categoria: 'Energia', valor: 100 + i, data: isoDay(-2), descricao: marker, loteId: lote.id }, gerente), 'custo');
    f.custos.push(custo.id);
    const hedge = await ok(api.post('/api/hedges', { ...hedgeBody(), observacao: marker, loteIds: [lote.id] }, gerente), 'hedge');
    f.hedges.push(hedge.id);
    const sessao = await ok(api.post('/api/sessoes-pesagem', { observacao: marker }, gerente), 'sessao de pesagem');
    f.sessoes.push(sessao.id);
  }
  for (let i = 0; i < 2; i++) {
    const al = await ok(api.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 100 + i, fonte: 'MANUAL' }, admin), 'alerta');
    f.alertas.push(al.id);
  }
  for (let i = 0; i < 2; i++) {
    const p = await ok(api.post('/api/precos-mercado', { data: isoDay(-3 + i), precoArroba: 300 + i, fonte: 'MANUAL', indice: marker }, gerente), 'preco');
    f.precos.push(p.id);
  }
  // The first MANUAL price crossed both alerts: one AlertaPreco notification each for the Admin.
  for (let tries = 0; tries < 50 && f.notificacoes.length < 2; tries++) {
    const n = await api.get('/api/notificacoes', admin);
    f.notificacoes = (n.body as any[]).map((x) => x.id);
    if (f.notificacoes.length < 2) await new Promise((r) => setTimeout(r, 100));
  }
  if (f.notificacoes.length < 2) throw new Error('alerts did not fire into notifications');
  const u = await ok(api.post('/api/users', { nome: `${marker} user`, email: `${marker.toLowerCase()}.${tag()}@teste.com`, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' }, admin), 'user');
  f.users = [u.id, ...Object.values(t.users).map((x) => x.id)];
  return f;
}
