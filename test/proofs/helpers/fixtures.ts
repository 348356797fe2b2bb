import { randomBytes, randomUUID } from 'node:crypto';
import { Role } from '../../../src/auth/actor';
import type { Client } from '../../helpers/app';
import { PASSWORD, type TestTenant } from '../../helpers/factories';

const day = 86_400_000;
export const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);
const tag = () => randomBytes(4).toString('hex');

/** A valid body for every mutating route, keyed by `METHOD path` (fresh unique values on each call). */
export const VALID_BODIES: Record<string, (ids: { racaoId?: string; refreshToken?: string; accessToken?: string }) => unknown> = {
  'POST /api/auth/register': () => ({ nome: 'Novo Usuario', email: `novo.${tag()}@teste.com`, password: PASSWORD, confirmPassword: PASSWORD }),
  'POST /api/auth/login': () => ({ email: `ninguem.${tag()}@teste.com`, password: PASSWORD }),
  'POST /api/auth/refresh': (i) => ({ accessToken: i.accessToken ?? 'x.y.z', refreshToken: i.refreshToken ?? randomBytes(32).toString('base64url') }),
  'POST /api/auth/logout': (i) => ({ refreshToken: i.refreshToken ?? randomBytes(32).toString('base64url') }),
  'PUT /api/auth/change-password': () => ({ currentPassword: 'Errada@123x', newPassword: 'Outra@Senha9', confirmNewPassword: 'Outra@Senha9' }),
  'POST /api/auth/device-token': () => ({ token: `dev-${tag()}`, platform: 'android' }),
  'DELETE /api/auth/device-token': () => ({ token: `nao-existe-${tag()}` }),
  'POST /api/users': () => ({ nome: 'Usuario Prova', email: `u.${tag()}@teste.com`, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' }),
  'PUT /api/users/:id': () => ({ nome: 'Usuario Alterado', email: `alt.${tag()}@teste.com`, role: 'Operador' }),
  'POST /api/tenants': () => ({ nome: 'Fazenda Prova', slug: `prova-${tag()}`, admin: { nome: 'Admin Prova', email: `adm.${tag()}@teste.com`, password: PASSWORD } }),
  'PUT /api/notificacoes/todas/lidas': () => undefined,
  'POST /api/precos-mercado': () => ({ data: isoDay(-Math.floor(Math.random() * 3000) - 1), precoArroba: 300, fonte: 'MANUAL' }),
  'POST /api/alertas-preco': () => ({ tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL' }),
  'PUT /api/alertas-preco/:id': () => ({ tipo: 'PrecoAbaixo', valorAlvo: 50, fonte: 'MANUAL', ativo: true }),
  'POST /api/lotes': () => loteBody(),
  'PUT /api/lotes/:id': () => loteBody(),
  'POST /api/lotes/:id/fechar': () => ({ pesoSaida: 500, rendimentoCarcaca: 54 }),
  'POST /api/lotes/:loteId/pesagens': () => ({ data: isoDay(-10), pesoMedio: 350, quantidadeAnimais: 100, observacao: 'pesagem' }),
  'PUT /api/lotes/:loteId/pesagens/:id': () => ({ data: isoDay(-9), pesoMedio: 351, quantidadeAnimais: 100, observacao: 'alterada' }),
  'PUT /api/animais/:id': () => animalBody(),
  'PUT /api/animais/:id/mortalidade': () => ({ dataMorte: isoDay(-1), causa: 'Pneumonia' }),
  'PUT /api/animais/:id/venda': () => ({ dataVenda: isoDay(-1), pesoVenda: 500, valorArroba: 300 }),
  'POST /api/lotes/:loteId/animais': () => animalBody(),
  'POST /api/lotes/:loteId/animais/lote': () => ({ dataEntrada: isoDay(-60), animais: [animalBody(), animalBody()] }),
  'POST /api/animais/:animalId/pesagens': () => ({ data: isoDay(-2), peso: 401.5, observacao: 'balanca' }),
  'POST /api/lotes/:loteId/protocolos': () => ({ produto: 'Vacina Aftosa', tipo: 'Vacina', dataPrevista: isoDay(-5), quantidadeMl: 5, custoPorAnimal: 2.5 }),
  'PUT /api/lotes/:loteId/protocolos/:id': () => ({ produto: 'Vacina Aftosa', tipo: 'Vacina', dataPrevista: isoDay(-4) }),
  'POST /api/lotes/:loteId/protocolos/:id/realizar': () => ({ dataRealizada: isoDay(-3) }),
  'POST /api/lotes/:loteId/medicamentos': () => medBody(),
  'PUT /api/lotes/:loteId/medicamentos/:id': () => medBody(),
  'POST /api/racoes': () => racaoBody(),
  'PUT /api/racoes/:id': () => racaoBody(),
  'POST /api/lotes/:loteId/consumos-racao': (i) => ({ data: isoDay(-5), racaoId: i.racaoId ?? randomUUID(), quantidadeKg: 100.5, observacao: 'trato' }),
  'PUT /api/lotes/:loteId/consumos-racao/:id': (i) => ({ data: isoDay(-4), racaoId: i.racaoId ?? randomUUID(), quantidadeKg: 90, observacao: 'trato' }),
  'POST /api/lotes/:loteId/compras': () => ({ dataCompra: isoDay(-50), quantidadeAnimais: 10, pesoTotal: 3000, valorTotal: 30000, frete: 100.5 }),
  'PUT /api/lotes/:loteId/compras/:id': () => ({ dataCompra: isoDay(-50), quantidadeAnimais: 10, pesoTotal: 3000, valorTotal: 29000, vendedor: 'Fazenda X' }),
  'POST /api/custos': () => ({ categoria: 'Energia', valor: 450.25, data: isoDay(-5), descricao: 'Luz' }),
  'PUT /api/custos/:id': () => ({ categoria: 'Manutencao', valor: 120, data: isoDay(-4) }),
  'POST /api/currais': () => ({ codigo: `C-${tag()}`, capacidade: 100, areaM2: 900 }),
  'PUT /api/currais/:id': () => ({ codigo: `C-${tag()}`, capacidade: 120, ativo: true }),
  'POST /api/dietas': (i) => ({ nome: 'Terminacao', ingredientes: [{ racaoId: i.racaoId ?? randomUUID(), percentual: 100 }] }),
  'PUT /api/dietas/:id': (i) => ({ nome: 'Terminacao 2', ingredientes: [{ racaoId: i.racaoId ?? randomUUID(), percentual: 100 }], ativa: true }),
  'PUT /api/lotes/:id/dieta': () => ({ dietaId: randomUUID(), desde: isoDay(-3) }),
  'POST /api/lotes/:loteId/leituras-cocho': () => ({ data: isoDay(-1), nota: 2, observacao: 'sobras' }),
  'PUT /api/lotes/:loteId/leituras-cocho/:id': () => ({ data: isoDay(-1), nota: 1 }),
  'POST /api/tratos/confirmacoes': () => ({ data: isoDay(-1), loteId: randomUUID(), kgFornecido: 500 }),
  'PUT /api/tratos/confirmacoes/:id': () => ({ kgFornecido: 510 }),
  'POST /api/racoes/:id/entradas': () => ({ data: isoDay(-2), quantidadeKg: 1000, custoKg: 1.7 }),
};

export const loteBody = () => ({
  codigo: `L-${tag()}`, descricao: 'Nelore recria', dataEntrada: isoDay(-60), dataPrevistaSaida: isoDay(60),
  pesoMedioEntrada: 300, quantidadeAnimais: 100, raca: 'Nelore', cidade: 'Campo Grande',
});
export const animalBody = () => ({ identificacao: `A-${tag()}`, brinco: 'B-001', sexo: 'Macho', raca: 'Nelore', pesoEntrada: 312.5 });
export const medBody = () => ({
  nome: 'Ivermectina 1%', tipo: 'Vermifugo', dataAplicacao: isoDay(-20), dosagem: '1 ml/50 kg', quantidadeAnimais: 50,
  custoUnitario: 3.45, fornecedor: 'Agro Vet', observacao: 'subcutanea',
});
export const racaoBody = () => ({
  nome: `Racao ${tag()}`, descricao: 'Milho e soja', custoKg: 1.85, dataCompra: isoDay(-30), quantidadeKg: 5000.5,
  fornecedor: 'Agro Sul', composicao: 'milho 70%, soja 20%',
});

export type Fixtures = {
  lotes: string[]; pesagens: { loteId: string; id: string }[]; medicamentos: { loteId: string; id: string }[];
  protocolos: { loteId: string; id: string }[]; pesagensAnimais: { animalId: string; pesagemId: string }[];
  consumos: { loteId: string; id: string }[]; racoes: string[]; animais: string[]; alertas: string[];
  notificacoes: string[]; users: string[]; precos: string[]; markers: string[];
  compras: { loteId: string; id: string }[]; leituras: { loteId: string; id: string }[];
  currais: string[]; dietas: string[]; custos: string[]; confirmacoes: string[];
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
    compras: [], leituras: [], currais: [], dietas: [], custos: [], confirmacoes: [] };
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
