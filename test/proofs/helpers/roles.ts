import { print } from 'graphql';
import { Role } from '../../../src/auth/actor';
import { routes, type Route } from '../../../src/rest/routes';

/**
 * The role table of the seed (section 5) and the contract (1.2, 2.1, 4, 4.5), written out by route
 * independently of the resolvers' @Authorized metadata, so the proofs compare the code with the spec.
 * `public` = no token needed; otherwise the roles allowed.
 */
export type Access = 'public' | Role[];
const ALL = [Role.Operador, Role.Gerente, Role.Admin, Role.SuperAdmin];
const WRITERS = [Role.Admin, Role.Gerente];
// Issue 28: the records of the field page are created by Operador too.
const FIELD = [Role.Admin, Role.Gerente, Role.Operador];
const ADMIN = [Role.Admin];
const ADMINS = [Role.Admin, Role.SuperAdmin];
const SUPER = [Role.SuperAdmin];

export const ROLE_TABLE: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': ALL,
  'PUT /api/auth/change-password': ALL,
  'POST /api/auth/device-token': ALL,
  'DELETE /api/auth/device-token': ALL,
  'GET /api/users': ADMINS,
  'GET /api/users/:id': ADMINS,
  'POST /api/users': ADMINS,
  'PUT /api/users/:id': ADMINS,
  'DELETE /api/users/:id': ADMINS,
  'PUT /api/users/:id/toggle-active': ADMINS,
  'GET /api/tenants': SUPER,
  'POST /api/tenants': SUPER,
  'GET /api/audit': ADMINS,
  'GET /api/notificacoes': ALL,
  'GET /api/notificacoes/nao-lidas/count': ALL,
  'PUT /api/notificacoes/todas/lidas': ALL,
  'PUT /api/notificacoes/:id/lida': ALL,
  'GET /api/dashboard/summary': ALL,
  'GET /api/market/contracts': ALL,
  'GET /api/market/quote': ALL,
  'GET /api/market/candles': ALL,
  'GET /api/market/quotes/history': ALL,
  'GET /api/market/provider/health': ALL,
  'GET /api/precos-mercado/resumo': ALL,
  'GET /api/precos-mercado/historico': ALL,
  'POST /api/precos-mercado': WRITERS,
  'GET /api/alertas-preco': ALL,
  'POST /api/alertas-preco': ALL,
  'PUT /api/alertas-preco/:id': ALL,
  'DELETE /api/alertas-preco/:id': ALL,
  'GET /api/lotes': ALL,
  'GET /api/lotes/filtros': ALL,
  'GET /api/lotes/:id': ALL,
  'POST /api/lotes': WRITERS,
  'PUT /api/lotes/:id': WRITERS,
  'DELETE /api/lotes/:id': ADMIN,
  'POST /api/lotes/:id/fechar': WRITERS,
  'GET /api/pesagens': ALL,
  'GET /api/lotes/:loteId/pesagens': ALL,
  'POST /api/lotes/:loteId/pesagens': FIELD,
  'GET /api/lotes/:loteId/pesagens/:id': ALL,
  'PUT /api/lotes/:loteId/pesagens/:id': WRITERS,
  'DELETE /api/lotes/:loteId/pesagens/:id': ADMIN,
  'GET /api/animais': ALL,
  'GET /api/animais/:id': ALL,
  'PUT /api/animais/:id': WRITERS,
  'DELETE /api/animais/:id': ADMIN,
  'PUT /api/animais/:id/mortalidade': FIELD,
  'PUT /api/animais/:id/venda': WRITERS,
  // Issue 36: the GTA of a sale, and the movements (read from the purchases, which are money).
  'PUT /api/animais/:id/gta': WRITERS,
  'PUT /api/lotes/:loteId/animais/gta': WRITERS,
  'DELETE /api/animais/:id/gta': WRITERS,
  'DELETE /api/lotes/:loteId/animais/gta': WRITERS,
  'GET /api/animais/:animalId/pesagens': ALL,
  'POST /api/animais/:animalId/pesagens': FIELD,
  'DELETE /api/animais/:animalId/pesagens/:pesagemId': ADMIN,
  'GET /api/lotes/:loteId/animais': ALL,
  'GET /api/lotes/:loteId/animais/delta': ALL,
  'POST /api/lotes/:loteId/animais': WRITERS,
  'POST /api/lotes/:loteId/animais/lote': WRITERS,
  'GET /api/medicamentos/produtos': ALL,
  'GET /api/lotes/:loteId/medicamentos': ALL,
  'POST /api/lotes/:loteId/medicamentos': FIELD,
  'GET /api/lotes/:loteId/medicamentos/:id': ALL,
  'PUT /api/lotes/:loteId/medicamentos/:id': WRITERS,
  'DELETE /api/lotes/:loteId/medicamentos/:id': ADMIN,
  'GET /api/lotes/:loteId/protocolos': ALL,
  'GET /api/lotes/:loteId/protocolos/delta': ALL,
  'POST /api/lotes/:loteId/protocolos': WRITERS,
  'GET /api/lotes/:loteId/protocolos/:id': ALL,
  'PUT /api/lotes/:loteId/protocolos/:id': WRITERS,
  'DELETE /api/lotes/:loteId/protocolos/:id': ADMIN,
  'POST /api/lotes/:loteId/protocolos/:id/realizar': [Role.Admin, Role.Gerente, Role.Operador],
  'GET /api/importacao/template/pesagens': ALL,
  'GET /api/importacao/template/animais': ALL,
  'POST /api/importacao/pesagens': WRITERS,
  'POST /api/importacao/animais': WRITERS,
  'GET /api/racoes': ALL,
  'GET /api/racoes/:id': ALL,
  'POST /api/racoes': WRITERS,
  'PUT /api/racoes/:id': WRITERS,
  'DELETE /api/racoes/:id': ADMIN,
  'GET /api/lotes/:loteId/consumos-racao': ALL,
  'GET /api/lotes/:loteId/consumos-racao/:id': ALL,
  'POST /api/lotes/:loteId/consumos-racao': WRITERS,
  'PUT /api/lotes/:loteId/consumos-racao/:id': WRITERS,
  'DELETE /api/lotes/:loteId/consumos-racao/:id': ADMIN,
  // Contract 12 (pens, diets, readings, trato, stock, loads, efficiency): reads and readings/confirmations any
  // role (12.3, 12.4); writes Admin and Gerente, deletes Admin (docs/decisions.md); efficiency Admin, Gerente (12.6).
  'GET /api/currais': ALL,
  'GET /api/currais/:id': ALL,
  'POST /api/currais': WRITERS,
  'PUT /api/currais/:id': WRITERS,
  'DELETE /api/currais/:id': ADMIN,
  'GET /api/dietas': ALL,
  'GET /api/dietas/:id': ALL,
  'GET /api/dietas/:id/versoes': ALL,
  'POST /api/dietas': WRITERS,
  'PUT /api/dietas/:id': WRITERS,
  'DELETE /api/dietas/:id': ADMIN,
  'PUT /api/lotes/:id/dieta': WRITERS,
  'GET /api/lotes/:loteId/leituras-cocho': ALL,
  'GET /api/lotes/:loteId/leituras-cocho/delta': ALL,
  'POST /api/lotes/:loteId/leituras-cocho': ALL,
  'PUT /api/lotes/:loteId/leituras-cocho/:id': ALL,
  'GET /api/tratos': ALL,
  'POST /api/tratos/confirmacoes': ALL,
  'PUT /api/tratos/confirmacoes/:id': ALL,
  'DELETE /api/tratos/confirmacoes/:id': ADMIN,
  'GET /api/tratos/carregamentos': ALL,
  'GET /api/lotes/:id/eficiencia': WRITERS,
  'POST /api/racoes/:id/entradas': WRITERS,
  'GET /api/racoes/:id/movimentos': ALL,
  // Contract 10: money is Admin and Gerente (Operador 403 on every money endpoint); deletes Admin.
  'GET /api/lotes/:loteId/compras': WRITERS,
  'POST /api/lotes/:loteId/compras': WRITERS,
  'GET /api/lotes/:loteId/compras/:id': WRITERS,
  'PUT /api/lotes/:loteId/compras/:id': WRITERS,
  'DELETE /api/lotes/:loteId/compras/:id': ADMIN,
  'GET /api/custos': WRITERS,
  'GET /api/custos/:id': WRITERS,
  'POST /api/custos': WRITERS,
  'PUT /api/custos/:id': WRITERS,
  'DELETE /api/custos/:id': ADMIN,
  'GET /api/financeiro/summary': WRITERS,
  'GET /api/financeiro/rentabilidade': WRITERS,
  'GET /api/financeiro/rentabilidade/:loteId': WRITERS,
  'GET /api/financeiro/categorias-gasto': WRITERS,
  'GET /api/financeiro/relatorio-vendas': WRITERS,
  'GET /api/financeiro/resultado-animais/:loteId': WRITERS,
  'GET /api/relatorios/desempenho-raca': WRITERS,
  'GET /api/relatorios/financeiro': WRITERS,
  'GET /api/relatorios/movimentacoes': WRITERS,
  // Issue 36: weighing sessions at the chute (the field's writers; a tag linked to an animal by Admin or Gerente) and
  // the daily digest (its hour read by managers and set by the Admin; each user's own e-mail choice; the signed link).
  'GET /api/sessoes-pesagem': ALL,
  'POST /api/sessoes-pesagem/importacao': FIELD,
  'POST /api/sessoes-pesagem': FIELD,
  'GET /api/sessoes-pesagem/:id': ALL,
  'GET /api/sessoes-pesagem/:id/apartacao': ALL,
  'POST /api/sessoes-pesagem/:id/leituras': FIELD,
  'POST /api/sessoes-pesagem/:id/fechar': FIELD,
  'POST /api/sessoes-pesagem/:id/vinculos': WRITERS,
  'GET /api/resumo-diario/configuracao': WRITERS,
  'PUT /api/resumo-diario/configuracao': ADMIN,
  'GET /api/resumo-diario/preferencia': ALL,
  'PUT /api/resumo-diario/preferencia': ALL,
  'POST /api/resumo-diario/descadastro': 'public',
  'GET /api/relatorios/documentos-pendentes': WRITERS,
  // Issue 29: the projection is a money output (Admin, Gerente); the hedge register is money too: delete by Admin.
  'GET /api/lotes/:id/projecao': WRITERS,
  'GET /api/hedges': WRITERS,
  'GET /api/hedges/resumo': WRITERS,
  'GET /api/hedges/:id': WRITERS,
  'POST /api/hedges': WRITERS,
  'PUT /api/hedges/:id': WRITERS,
  'POST /api/hedges/:id/saidas': WRITERS,
  'GET /api/lotes/:id/hedge': WRITERS,
  'GET /api/configuracao-venda': WRITERS,
  'PUT /api/configuracao-venda': ADMIN,
  'DELETE /api/hedges/:id': ADMIN,
};

export const keyOf = (r: Pick<Route, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Every route of the router, with its access from the table (throws for a route the table does not classify). */
export function classifiedRoutes(): (Route & { key: string; access: Access; query: string; params: string[] })[] {
  const missing = routes.filter((r) => !(keyOf(r) in ROLE_TABLE)).map(keyOf);
  if (missing.length) throw new Error(`routes missing from the proofs' role table: ${missing.join(', ')}`);
  return routes.map((r) => ({
    ...r, key: keyOf(r), access: ROLE_TABLE[keyOf(r)], query: print(r.doc),
    params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
  }));
}

export const allows = (access: Access, role: Role | null) => access === 'public' || (role !== null && access.includes(role));

export const fill = (path: string, params: Record<string, string>) => path.replace(/:(\w+)/g, (_, k) => params[k]);
