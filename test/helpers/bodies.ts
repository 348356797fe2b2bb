import { randomBytes, randomUUID } from 'node:crypto';
import { PASSWORD } from './factories';

// One valid body per mutating route, read by the proofs (S1, S2, S9, the fixtures) and by the OpenAPI suite.
// Dates are relative to today so that every body fits a batch made with loteBody() (entered 60 days ago);
// unique fields are fresh on each call. A suite that needs something else (a repeated date, a body the service
// must partly reject, the real password) overrides it at its call site, where the reader sees why.

const day = 86_400_000;
/** Today plus `offsetDays` (negative: the past), as YYYY-MM-DD. */
export const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);
const tag = () => randomBytes(4).toString('hex');

/** Ids a body may point at; a missing one is a fresh UUID (a valid shape that names nothing). */
export type BodyIds = { racaoId?: string; dietaId?: string; loteId?: string; refreshToken?: string; accessToken?: string };

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

/** A sold position on next month's live cattle contract, entered 5 days ago (no batch). */
export const hedgeBody = () => {
  const next = new Date(Date.now() + 35 * day);
  const contrato = `BGI${'FGHJKMNQUVXZ'[next.getUTCMonth()]}${String(next.getUTCFullYear() % 100).padStart(2, '0')}`;
  return { contrato, direcao: 'Venda', quantidadeContratos: 1, precoEntrada: 321.5, dataEntrada: isoDay(-5), observacao: 'trava' };
};

/** A valid body for every mutating route, keyed by `METHOD path` (fresh unique values on each call). */
export const VALID_BODIES: Record<string, (ids: BodyIds) => unknown> = {
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
  // Issue 36: a fresh number each time (one GTA per movement of a tenant), issued before the sale of the body above.
  'PUT /api/lotes/:loteId/animais/gta': () => ({
    dataVenda: isoDay(-1), gta: { uf: 'GO', serie: 'E', numero: String(100000 + Math.floor(Math.random() * 899999)), dataEmissao: isoDay(-2) },
  }),
  'PUT /api/animais/:id/gta': () => ({ uf: 'SP', serie: 'A', numero: String(100000 + Math.floor(Math.random() * 899999)), dataEmissao: isoDay(-2) }),
  'DELETE /api/lotes/:loteId/animais/gta': () => ({ uf: 'GO', serie: 'E', numero: '123456' }),
  'POST /api/lotes/:loteId/animais': () => animalBody(),
  'POST /api/sessoes-pesagem': () => ({ observacao: 'tronco 1' }),
  'POST /api/sessoes-pesagem/:id/leituras': () => ({ eid: '982 000017383201', peso: 400.5, data: isoDay(-1), hora: '08:15' }),
  'POST /api/sessoes-pesagem/:id/vinculos': () => ({ leituraId: randomUUID(), animalId: randomUUID() }),
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
  'PUT /api/lotes/:id/dieta': (i) => ({ dietaId: i.dietaId ?? randomUUID(), desde: isoDay(-3) }),
  'POST /api/lotes/:loteId/leituras-cocho': () => ({ data: isoDay(-1), nota: 2, observacao: 'sobras' }),
  'PUT /api/lotes/:loteId/leituras-cocho/:id': () => ({ data: isoDay(-1), nota: 1 }),
  'POST /api/tratos/confirmacoes': (i) => ({ data: isoDay(-1), loteId: i.loteId ?? randomUUID(), kgFornecido: 500 }),
  'PUT /api/tratos/confirmacoes/:id': () => ({ kgFornecido: 510 }),
  'POST /api/racoes/:id/entradas': () => ({ data: isoDay(-2), quantidadeKg: 1000, custoKg: 1.7 }),
  'POST /api/hedges': (i) => ({ ...hedgeBody(), loteIds: i.loteId ? [i.loteId] : [] }),
  'PUT /api/hedges/:id': () => ({ ...hedgeBody(), quantidadeContratos: 2, precoSaida: 318.25, dataSaida: isoDay(-1) }),
  'PUT /api/configuracao-venda': () => ({ baseRegional: -16.5, tipoPessoa: 'Juridica', freteCabeca: 40, jurosMensal: 1.5 }),
  'POST /api/hedges/:id/saidas': () => ({ quantidadeContratos: 1, precoSaida: 318.25, dataSaida: isoDay(-1) }),
  'PUT /api/resumo-diario/configuracao': () => ({ hora: 7 }),
  'PUT /api/resumo-diario/preferencia': () => ({ email: false }),
};

/** The valid body of a route (it must have one), as an object to spread overrides into. */
export const validBody = (key: string, ids: BodyIds = {}) => {
  const make = VALID_BODIES[key];
  if (!make) throw new Error(`no valid body for ${key}`);
  return make(ids) as Record<string, any>;
};
