import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, ExecutionResult, VariableDefinitionNode } from 'graphql';
import type { LimitedAction } from '../auth/rate-limit';
import type { FieldAccess } from '../graphql/field-access';
import type { OperationNeeds } from '../graphql/needs';
import * as D from './documents.generated';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The value of a document's root field (the REST body), from its codegen result type. */
export type RootResult<Doc> = Doc extends TypedDocumentNode<infer R, any> ? (R extends Record<string, infer V> ? V : unknown) : unknown;

/** A route whose document was validated at boot (`compileRoutes`), with what execution reads from it. */
export type CompiledRoute = Route & {
  document: DocumentNode;
  rootField: string;
  variableDefs: readonly VariableDefinitionNode[];
  access: FieldAccess;
  /** What the operation declares with @Needs (its errors, rate limit, a secret answer). */
  needs: OperationNeeds;
  /** An export's columns of Date fields (written as dates in xlsx; every other string stays text). */
  dateColumns: ReadonlySet<string>;
  /** The document compiled once into a function (graphql-jit): no AST walk, argument lookup or wrapper per field. */
  run: (root: unknown, context: unknown, variables: Record<string, unknown>) => Promise<ExecutionResult> | ExecutionResult;
};

/**
 * One REST route and every fact about it: the executor, the middleware and the OpenAPI document all read these
 * fields, so a new route is one row. Written through `route()`, so the callbacks see the document's result type.
 */
export type Route<Doc extends TypedDocumentNode<any, any> = TypedDocumentNode<unknown, unknown>> = {
  method: HttpMethod;
  path: string;
  doc: Doc;
  /** Success status; 204 sends no body. */
  status: number;
  /** The JSON body becomes this variable (the mutation's input object). */
  body?: 'input';
  /** Status picked from the result instead of `status`, and every status it can pick (health: 503 when unhealthy). */
  statusFrom?: { statuses: number[]; pick(result: RootResult<Doc>): number };
  /** Answers also as a spreadsheet on `?format=` or Accept (contract 10 exports); the file is `<export>-<date>.<ext>`. */
  export?: string;
  /** Location header of a 201. */
  location?(result: RootResult<Doc>): string;
  /** Error statuses beyond what the route's shape implies (OpenAPI; shape: input 400, token 401, roles 403, path id 404). */
  errors?: number[];
  /** Counted per IP against this action's limit before the body is read, so every answer counts (contract 2.2). */
  rateLimit?: LimitedAction;
  /** Answers while the database is down (the health routes report it): no 503 from the database guard. */
  databaseExempt?: true;
  /**
   * A multipart/form-data upload: field `file`, at most `maxBytes` (enforced while streaming), becomes the
   * variable `arquivo` = {nome, conteudoBase64} of the operation.
   */
  upload?: { maxBytes: number };
  /** The result is a file {nomeArquivo, contentType, conteudoBase64}, sent as an attachment instead of JSON. */
  download?: true;
};

// Contract 11.2: spreadsheets of at most 5 MiB.
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const route = <R, V>(r: Route<TypedDocumentNode<R, V>>): Route => r as Route;

/** The legacy REST contract: each route is one GraphQL operation; the response is data[rootField]. */
export const routes: readonly Route[] = [
  route({ method: 'GET', path: '/api/health', doc: D.HealthDocument, status: 200, databaseExempt: true,
    statusFrom: { statuses: [200, 503], pick: (r) => (r.status === 'Healthy' ? 200 : 503) } }),
  route({ method: 'GET', path: '/api/health/live', doc: D.LiveDocument, status: 200, databaseExempt: true }),

  route({ method: 'POST', path: '/api/auth/register', doc: D.RegisterDocument, status: 200, body: 'input', rateLimit: 'register', errors: [403] }),
  route({ method: 'POST', path: '/api/auth/login', doc: D.LoginDocument, status: 200, body: 'input', rateLimit: 'login' }),
  route({ method: 'POST', path: '/api/auth/refresh', doc: D.RefreshTokenDocument, status: 200, body: 'input' }),
  route({ method: 'POST', path: '/api/auth/logout', doc: D.LogoutDocument, status: 204, body: 'input' }),
  route({ method: 'PUT', path: '/api/auth/change-password', doc: D.ChangePasswordDocument, status: 200, body: 'input' }),
  route({ method: 'POST', path: '/api/auth/device-token', doc: D.RegisterDeviceTokenDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/auth/device-token', doc: D.RemoveDeviceTokenDocument, status: 200, body: 'input' }),

  route({ method: 'GET', path: '/api/users', doc: D.ListUsersDocument, status: 200 }),
  route({ method: 'GET', path: '/api/users/:id', doc: D.GetUserDocument, status: 200 }),
  route({ method: 'POST', path: '/api/users', doc: D.CreateUserDocument, status: 201, body: 'input', location: (r) => `/api/users/${r.id}` }),
  route({ method: 'PUT', path: '/api/users/:id', doc: D.UpdateUserDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/users/:id', doc: D.DeleteUserDocument, status: 204 }),
  route({ method: 'PUT', path: '/api/users/:id/toggle-active', doc: D.ToggleUserActiveDocument, status: 200 }),

  route({ method: 'GET', path: '/api/tenants', doc: D.ListTenantsDocument, status: 200 }),
  route({ method: 'POST', path: '/api/tenants', doc: D.CreateTenantDocument, status: 201, body: 'input' }),

  route({ method: 'GET', path: '/api/audit', doc: D.ListAuditDocument, status: 200 }),

  route({ method: 'GET', path: '/api/notificacoes', doc: D.ListNotificacoesDocument, status: 200 }),
  route({ method: 'GET', path: '/api/notificacoes/nao-lidas/count', doc: D.CountNotificacoesNaoLidasDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/notificacoes/todas/lidas', doc: D.MarcarTodasNotificacoesLidasDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/notificacoes/:id/lida', doc: D.MarcarNotificacaoLidaDocument, status: 200 }),

  route({ method: 'GET', path: '/api/dashboard/summary', doc: D.DashboardSummaryDocument, status: 200 }),

  route({ method: 'GET', path: '/api/market/contracts', doc: D.MarketContractsDocument, status: 200, errors: [502] }),
  route({ method: 'GET', path: '/api/market/quote', doc: D.MarketQuoteDocument, status: 200, errors: [404, 502] }),
  route({ method: 'GET', path: '/api/market/candles', doc: D.MarketCandlesDocument, status: 200, errors: [404, 502] }),
  route({ method: 'GET', path: '/api/market/quotes/history', doc: D.MarketQuoteHistoryDocument, status: 200, errors: [404, 502] }),
  route({ method: 'GET', path: '/api/market/provider/health', doc: D.MarketProviderHealthDocument, status: 200 }),

  route({ method: 'GET', path: '/api/precos-mercado/resumo', doc: D.PrecoMercadoResumoDocument, status: 200 }),
  route({ method: 'GET', path: '/api/precos-mercado/historico', doc: D.PrecoMercadoHistoricoDocument, status: 200 }),
  route({ method: 'POST', path: '/api/precos-mercado', doc: D.CreatePrecoMercadoDocument, status: 201, body: 'input' }),

  route({ method: 'GET', path: '/api/alertas-preco', doc: D.ListAlertasPrecoDocument, status: 200 }),
  route({ method: 'POST', path: '/api/alertas-preco', doc: D.CreateAlertaPrecoDocument, status: 201, body: 'input' }),
  route({ method: 'PUT', path: '/api/alertas-preco/:id', doc: D.UpdateAlertaPrecoDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/alertas-preco/:id', doc: D.DeleteAlertaPrecoDocument, status: 204 }),

  // Batches (CONTRACT 4.1) and their weighings (CONTRACT 4.2).
  route({ method: 'GET', path: '/api/lotes', doc: D.ListLotesDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/filtros', doc: D.LoteFiltrosDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:id', doc: D.GetLoteDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes', doc: D.CreateLoteDocument, status: 201, body: 'input', location: (r) => `/api/lotes/${r.id}` }),
  route({ method: 'PUT', path: '/api/lotes/:id', doc: D.UpdateLoteDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/lotes/:id', doc: D.DeleteLoteDocument, status: 204 }),
  route({ method: 'POST', path: '/api/lotes/:id/fechar', doc: D.FecharLoteDocument, status: 200, body: 'input' }),
  route({ method: 'GET', path: '/api/pesagens', doc: D.ListPesagensDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/pesagens', doc: D.ListPesagensDoLoteDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/pesagens', doc: D.CreatePesagemDocument, status: 201, body: 'input', location: (r) => `/api/lotes/${r.loteId}/pesagens/${r.id}` }),
  route({ method: 'GET', path: '/api/lotes/:loteId/pesagens/:id', doc: D.GetPesagemDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/pesagens/:id', doc: D.UpdatePesagemDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/lotes/:loteId/pesagens/:id', doc: D.DeletePesagemDocument, status: 204 }),

  // Animals (CONTRACT 4.3) and medications of a batch (CONTRACT 4.4).
  route({ method: 'GET', path: '/api/animais', doc: D.ListAnimaisDocument, status: 200 }),
  route({ method: 'GET', path: '/api/animais/:id', doc: D.GetAnimalDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/animais/:id', doc: D.UpdateAnimalDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/animais/:id', doc: D.DeleteAnimalDocument, status: 204 }),
  route({ method: 'PUT', path: '/api/animais/:id/mortalidade', doc: D.RegisterMortalidadeDocument, status: 200, body: 'input' }),
  route({ method: 'PUT', path: '/api/animais/:id/venda', doc: D.RegisterVendaDocument, status: 200, body: 'input' }),
  route({ method: 'PUT', path: '/api/animais/:id/gta', doc: D.RegisterGtaVendaDocument, status: 200, body: 'input' }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/animais/gta', doc: D.RegisterGtaSaidaDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/animais/:id/gta', doc: D.RemoveGtaVendaDocument, status: 204 }),
  route({ method: 'DELETE', path: '/api/lotes/:loteId/animais/gta', doc: D.RemoveGtaSaidaDocument, status: 200, body: 'input' }),
  route({ method: 'GET', path: '/api/animais/:animalId/pesagens', doc: D.ListPesagensAnimalDocument, status: 200 }),
  route({ method: 'POST', path: '/api/animais/:animalId/pesagens', doc: D.CreatePesagemAnimalDocument, status: 201, body: 'input' }),
  route({ method: 'DELETE', path: '/api/animais/:animalId/pesagens/:pesagemId', doc: D.DeletePesagemAnimalDocument, status: 204 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/animais', doc: D.ListLoteAnimaisDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/animais/delta', doc: D.AnimaisDeltaDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/animais', doc: D.CreateAnimalDocument, status: 201, body: 'input', location: (r) => `/api/animais/${r.id}` }),
  route({ method: 'POST', path: '/api/lotes/:loteId/animais/lote', doc: D.CreateAnimaisDocument, status: 201, body: 'input' }),
  route({ method: 'GET', path: '/api/medicamentos/produtos', doc: D.ListMedicamentoProdutosDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/medicamentos', doc: D.ListMedicamentosDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/medicamentos', doc: D.CreateMedicamentoDocument, status: 201, body: 'input', location: (r) => `/api/lotes/${r.loteId}/medicamentos/${r.id}` }),
  route({ method: 'GET', path: '/api/lotes/:loteId/medicamentos/:id', doc: D.GetMedicamentoDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/medicamentos/:id', doc: D.UpdateMedicamentoDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/lotes/:loteId/medicamentos/:id', doc: D.DeleteMedicamentoDocument, status: 204 }),
  // Sanitary protocols of a batch (CONTRACT 11.1).
  route({ method: 'GET', path: '/api/lotes/:loteId/protocolos', doc: D.ListProtocolosDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/protocolos/delta', doc: D.ProtocolosDeltaDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/protocolos', doc: D.CreateProtocoloDocument, status: 201, body: 'input', location: (r) => `/api/lotes/${r.loteId}/protocolos/${r.id}` }),
  route({ method: 'GET', path: '/api/lotes/:loteId/protocolos/:id', doc: D.GetProtocoloDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/protocolos/:id', doc: D.UpdateProtocoloDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/lotes/:loteId/protocolos/:id', doc: D.DeleteProtocoloDocument, status: 204 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/protocolos/:id/realizar', doc: D.RealizarProtocoloDocument, status: 200, body: 'input' }),
  // Spreadsheet imports (CONTRACT 11.2).
  route({ method: 'GET', path: '/api/importacao/template/pesagens', doc: D.TemplateImportacaoPesagensDocument, status: 200, download: true }),
  route({ method: 'GET', path: '/api/importacao/template/animais', doc: D.TemplateImportacaoAnimaisDocument, status: 200, download: true }),
  route({ method: 'POST', path: '/api/importacao/pesagens', doc: D.ImportarPesagensDocument, status: 200, upload: { maxBytes: IMPORT_MAX_BYTES }, errors: [400] }),
  route({ method: 'POST', path: '/api/importacao/animais', doc: D.ImportarAnimaisDocument, status: 200, upload: { maxBytes: IMPORT_MAX_BYTES }, errors: [400] }),

  // Issue 36: weighing sessions at the chute.
  route({ method: 'GET', path: '/api/sessoes-pesagem', doc: D.ListSessoesPesagemDocument, status: 200 }),
  route({ method: 'POST', path: '/api/sessoes-pesagem/importacao', doc: D.ImportarSessaoPesagemDocument, status: 200, upload: { maxBytes: IMPORT_MAX_BYTES }, errors: [400] }),
  route({ method: 'POST', path: '/api/sessoes-pesagem', doc: D.AbrirSessaoPesagemDocument, status: 201, body: 'input', location: (r) => `/api/sessoes-pesagem/${r.id}` }),
  route({ method: 'GET', path: '/api/sessoes-pesagem/:id', doc: D.GetSessaoPesagemDocument, status: 200 }),
  route({ method: 'GET', path: '/api/sessoes-pesagem/:id/apartacao', doc: D.ApartacaoSessaoDocument, status: 200, export: 'apartacao' }),
  route({ method: 'POST', path: '/api/sessoes-pesagem/:id/leituras', doc: D.RegistrarLeituraSessaoDocument, status: 201, body: 'input' }),
  route({ method: 'POST', path: '/api/sessoes-pesagem/:id/fechar', doc: D.FecharSessaoPesagemDocument, status: 200 }),
  route({ method: 'POST', path: '/api/sessoes-pesagem/:id/vinculos', doc: D.VincularLeituraSessaoDocument, status: 200, body: 'input' }),
  // Pens and diets (CONTRACT 12.1, 12.2).
  route({ method: 'GET', path: '/api/currais', doc: D.ListCurraisDocument, status: 200 }),
  route({ method: 'GET', path: '/api/currais/:id', doc: D.GetCurralDocument, status: 200 }),
  route({ method: 'POST', path: '/api/currais', doc: D.CreateCurralDocument, status: 201, body: 'input', location: (r) => `/api/currais/${r.id}` }),
  route({ method: 'PUT', path: '/api/currais/:id', doc: D.UpdateCurralDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/currais/:id', doc: D.DeleteCurralDocument, status: 204 }),
  route({ method: 'GET', path: '/api/dietas', doc: D.ListDietasDocument, status: 200 }),
  route({ method: 'GET', path: '/api/dietas/:id', doc: D.GetDietaDocument, status: 200 }),
  route({ method: 'GET', path: '/api/dietas/:id/versoes', doc: D.ListDietaVersoesDocument, status: 200 }),
  route({ method: 'POST', path: '/api/dietas', doc: D.CreateDietaDocument, status: 201, body: 'input', location: (r) => `/api/dietas/${r.id}` }),
  route({ method: 'PUT', path: '/api/dietas/:id', doc: D.UpdateDietaDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/dietas/:id', doc: D.DeleteDietaDocument, status: 204 }),
  route({ method: 'PUT', path: '/api/lotes/:id/dieta', doc: D.SetLoteDietaDocument, status: 200, body: 'input' }),

  // Bunk readings and the feeding plan (CONTRACT 12.3, 12.4).
  route({ method: 'GET', path: '/api/lotes/:loteId/leituras-cocho', doc: D.ListLeiturasCochoDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/leituras-cocho/delta', doc: D.LeiturasCochoDeltaDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/leituras-cocho', doc: D.CreateLeituraCochoDocument, status: 201, body: 'input' }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/leituras-cocho/:id', doc: D.UpdateLeituraCochoDocument, status: 200, body: 'input' }),
  route({ method: 'GET', path: '/api/tratos', doc: D.ListTratosDocument, status: 200 }),
  route({ method: 'POST', path: '/api/tratos/confirmacoes', doc: D.ConfirmarTratoDocument, status: 201, body: 'input' }),
  route({ method: 'PUT', path: '/api/tratos/confirmacoes/:id', doc: D.CorrigirTratoDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/tratos/confirmacoes/:id', doc: D.DeleteConfirmacaoTratoDocument, status: 204 }),
  route({ method: 'GET', path: '/api/tratos/carregamentos', doc: D.ListCarregamentosDocument, status: 200, export: 'carregamentos' }),
  route({ method: 'GET', path: '/api/lotes/:id/eficiencia', doc: D.GetEficienciaLoteDocument, status: 200, export: 'eficiencia' }),

  route({ method: 'GET', path: '/api/racoes', doc: D.ListRacoesDocument, status: 200 }),
  route({ method: 'GET', path: '/api/racoes/:id', doc: D.GetRacaoDocument, status: 200 }),
  route({ method: 'POST', path: '/api/racoes', doc: D.CreateRacaoDocument, status: 201, body: 'input', location: (r) => `/api/racoes/${r.id}` }),
  route({ method: 'PUT', path: '/api/racoes/:id', doc: D.UpdateRacaoDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/racoes/:id', doc: D.DeleteRacaoDocument, status: 204 }),
  route({ method: 'POST', path: '/api/racoes/:id/entradas', doc: D.CreateEntradaRacaoDocument, status: 201, body: 'input' }),
  route({ method: 'GET', path: '/api/racoes/:id/movimentos', doc: D.ListMovimentosRacaoDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/consumos-racao', doc: D.ListConsumosRacaoDocument, status: 200 }),
  route({ method: 'GET', path: '/api/lotes/:loteId/consumos-racao/:id', doc: D.GetConsumoRacaoDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/consumos-racao', doc: D.CreateConsumoRacaoDocument, status: 201, body: 'input', location: (r) => `/api/lotes/${r.loteId}/consumos-racao/${r.id}` }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/consumos-racao/:id', doc: D.UpdateConsumoRacaoDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/lotes/:loteId/consumos-racao/:id', doc: D.DeleteConsumoRacaoDocument, status: 204 }),
  // Lot economics (CONTRACT 10): purchases of a batch, other costs, financeiro and relatorios (with spreadsheet exports).
  route({ method: 'GET', path: '/api/lotes/:loteId/compras', doc: D.ListComprasDocument, status: 200 }),
  route({ method: 'POST', path: '/api/lotes/:loteId/compras', doc: D.CreateCompraDocument, status: 201, body: 'input', location: (r) => `/api/lotes/${r.loteId}/compras/${r.id}` }),
  route({ method: 'GET', path: '/api/lotes/:loteId/compras/:id', doc: D.GetCompraDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/lotes/:loteId/compras/:id', doc: D.UpdateCompraDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/lotes/:loteId/compras/:id', doc: D.DeleteCompraDocument, status: 204 }),
  route({ method: 'GET', path: '/api/custos', doc: D.ListCustosDocument, status: 200 }),
  route({ method: 'GET', path: '/api/custos/:id', doc: D.GetCustoDocument, status: 200 }),
  route({ method: 'POST', path: '/api/custos', doc: D.CreateCustoDocument, status: 201, body: 'input', location: (r) => `/api/custos/${r.id}` }),
  route({ method: 'PUT', path: '/api/custos/:id', doc: D.UpdateCustoDocument, status: 200, body: 'input' }),
  route({ method: 'DELETE', path: '/api/custos/:id', doc: D.DeleteCustoDocument, status: 204 }),
  route({ method: 'GET', path: '/api/financeiro/summary', doc: D.FinanceiroSummaryDocument, status: 200, export: 'financeiro-summary' }),
  route({ method: 'GET', path: '/api/financeiro/rentabilidade', doc: D.RentabilidadeDocument, status: 200, export: 'rentabilidade' }),
  route({ method: 'GET', path: '/api/financeiro/rentabilidade/:loteId', doc: D.RentabilidadeLoteDocument, status: 200, export: 'rentabilidade-lote' }),
  route({ method: 'GET', path: '/api/financeiro/categorias-gasto', doc: D.CategoriasGastoDocument, status: 200, export: 'categorias-gasto' }),
  route({ method: 'GET', path: '/api/financeiro/relatorio-vendas', doc: D.RelatorioVendasDocument, status: 200, export: 'relatorio-vendas' }),
  route({ method: 'GET', path: '/api/financeiro/resultado-animais/:loteId', doc: D.ResultadoAnimaisDocument, status: 200, export: 'resultado-animais' }),
  route({ method: 'GET', path: '/api/relatorios/desempenho-raca', doc: D.DesempenhoRacaDocument, status: 200, export: 'desempenho-raca' }),
  route({ method: 'GET', path: '/api/relatorios/financeiro', doc: D.RelatorioFinanceiroDocument, status: 200, export: 'relatorio-financeiro' }),
  route({ method: 'GET', path: '/api/relatorios/movimentacoes', doc: D.MovimentacoesDocument, status: 200, export: 'movimentacoes' }),
  route({ method: 'GET', path: '/api/relatorios/documentos-pendentes', doc: D.DocumentosPendentesDocument, status: 200, export: 'documentos-pendentes' }),
  // When to sell (issue 29): a batch's projection against the futures curve (with its spreadsheet export) and the hedge register.
  route({ method: 'GET', path: '/api/lotes/:id/projecao', doc: D.GetProjecaoLoteDocument, status: 200, export: 'projecao' }),
  route({ method: 'GET', path: '/api/configuracao-venda', doc: D.GetConfiguracaoVendaDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/configuracao-venda', doc: D.UpdateConfiguracaoVendaDocument, status: 200, body: 'input' }),
  route({ method: 'GET', path: '/api/hedges', doc: D.ListHedgesDocument, status: 200 }),
  route({ method: 'GET', path: '/api/hedges/resumo', doc: D.HedgeResumoDocument, status: 200 }),
  route({ method: 'GET', path: '/api/hedges/:id', doc: D.GetHedgeDocument, status: 200 }),
  route({ method: 'POST', path: '/api/hedges', doc: D.CreateHedgeDocument, status: 201, body: 'input', location: (r) => `/api/hedges/${r.id}` }),
  route({ method: 'PUT', path: '/api/hedges/:id', doc: D.UpdateHedgeDocument, status: 200, body: 'input' }),
  // Issue 34: a partial exit (a fill of the broker's statement) answers with the position; a batch's locked margin.
  route({ method: 'POST', path: '/api/hedges/:id/saidas', doc: D.CloseHedgeDocument, status: 200, body: 'input' }),
  route({ method: 'GET', path: '/api/lotes/:id/hedge', doc: D.GetMargemTravadaLoteDocument, status: 200 }),
  route({ method: 'DELETE', path: '/api/hedges/:id', doc: D.DeleteHedgeDocument, status: 204 }),
  // Issue 36, item 5: the daily digest. Unsubscribing is public: the e-mail's link opens a page (src/http/descadastro.ts)
  // that posts the signed token here in the body, so the token is in no URL the server sees.
  route({ method: 'GET', path: '/api/resumo-diario/configuracao', doc: D.GetConfiguracaoResumoDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/resumo-diario/configuracao', doc: D.UpdateConfiguracaoResumoDocument, status: 200, body: 'input' }),
  route({ method: 'GET', path: '/api/resumo-diario/preferencia', doc: D.GetPreferenciaResumoDocument, status: 200 }),
  route({ method: 'PUT', path: '/api/resumo-diario/preferencia', doc: D.UpdatePreferenciaResumoDocument, status: 200, body: 'input' }),
  route({ method: 'POST', path: '/api/resumo-diario/descadastro', doc: D.DescadastrarResumoDocument, status: 200, body: 'input' }),
];
