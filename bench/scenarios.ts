import type { HttpRequest } from './load';
import type { Seeded } from './seed';

/** Which process answers: the service, the service with AUDIT_ENABLED=false, or the hand-written baseline. */
export type Target = 'service' | 'serviceNoAudit' | 'baseline';

export type HttpScenario = {
  name: string;
  request: HttpRequest;
  /** Measured process and its reference; ratio = measured rps / reference rps. */
  measured: Target;
  reference: Target;
  /** ratio >= target */
  target: number;
  /** measured CPU per request / reference CPU per request <= cpuTarget */
  cpuTarget: number;
  /** exact: same status and same body bytes; masked: same status and same JSON once ids/tokens are masked. */
  /**
   * exact: the same bytes; masked: volatile fields (ids, tokens, times) aside; canonical: the same JSON values, keys in
   * any order; within: the baseline's fields exact, the service may answer more (bench/load.ts `within`).
   */
  compare: 'exact' | 'masked' | 'canonical' | 'within';
  expectStatus: number;
  connections: number;
};

export const FEEDS_QUERY = 'query FeedsPage($pageSize: Int) { racoes(pageSize: $pageSize) '
  + '{ items { id nome descricao custoKg dataCompra quantidadeKg fornecedor } pageNumber pageSize totalCount totalPages } }';

export const FEED_QUERY = 'query Feed($id: ID!) { racao(id: $id) { id nome descricao custoKg dataCompra quantidadeKg fornecedor '
  + 'composicao materiaSecaPercentual estoqueKg estoqueMinimoKg estoqueNegativo diasEstoque } }';

/** Issue 33: a page of 100 open batches projected over 180 days, the largest projection the cost limit accepts. */
export const PROJECOES_QUERY = 'query Projecoes { lotes(pageSize: 100, status: Aberto, sortBy: codigo, sortDirection: asc) '
  + '{ items { id projecao(dias: 180) { melhorDia melhorMargem pontoOtimoDia hedge { percentualHedge } dias { dia margem } } } } }';

export const WRITE_BODY = JSON.stringify({
  nome: 'Ração Bench', descricao: 'Escrita do benchmark', custoKg: 2.35, dataCompra: '2024-03-01',
  quantidadeKg: 1500.5, fornecedor: 'Fornecedor Bench', composicao: 'Milho, soja',
});

export type Tokens = { large: string; small: string };

export function httpScenarios(seeded: Seeded, tokens: Tokens): HttpScenario[] {
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const read = { measured: 'service' as const, reference: 'baseline' as const, compare: 'exact' as const, expectStatus: 200, connections: 50,
    cpuTarget: 2 };
  const graphql = (name: string, target: number, body: object): HttpScenario => ({ ...read, name, target, cpuTarget: 2.5,
    request: { method: 'POST', path: '/graphql', headers: auth(tokens.large), body: JSON.stringify(body) } });
  return [
    { ...read, name: 'GET /api/racoes/{id} (point read)', target: 0.6,
      request: { method: 'GET', path: `/api/racoes/${seeded.large.racaoId}`, headers: auth(tokens.large) } },
    graphql('POST /graphql racao(id) (point read)', 0.6, { query: FEED_QUERY, variables: { id: seeded.large.racaoId } }),
    { ...read, name: 'GET /api/racoes?pageSize=10', target: 0.5,
      request: { method: 'GET', path: '/api/racoes?pageSize=10', headers: auth(tokens.large) } },
    { ...read, name: 'GET /api/racoes?pageSize=10&search=racao', target: 0.5,
      request: { method: 'GET', path: '/api/racoes?pageSize=10&search=racao', headers: auth(tokens.large) } },
    { ...read, name: `GET /api/lotes/{id}/consumos-racao (${seeded.large.busyLoteConsumptions} rows)`, target: 0.5,
      request: { method: 'GET', path: `/api/lotes/${seeded.large.busyLoteId}/consumos-racao`, headers: auth(tokens.large) } },
    { ...read, name: 'GET /api/dashboard/summary (large tenant)', target: 0.5,
      request: { method: 'GET', path: '/api/dashboard/summary', headers: auth(tokens.large) } },
    { ...read, name: 'GET /api/dashboard/summary (small tenant)', target: 0.5,
      request: { method: 'GET', path: '/api/dashboard/summary', headers: auth(tokens.small) } },
    { ...read, name: 'GET /api/financeiro/rentabilidade (large tenant)', target: 0.5,
      request: { method: 'GET', path: '/api/financeiro/rentabilidade', headers: auth(tokens.large) } },
    { ...read, name: 'GET /api/financeiro/summary (large tenant)', target: 0.5,
      request: { method: 'GET', path: '/api/financeiro/summary', headers: auth(tokens.large) } },
    // The baseline runs the service's own statement (bench/baseline.ts), whose JSON keys come in the SQL's order, not
    // in the REST document's: the values are compared.
    { ...read, name: 'GET /api/lotes/{id}/projecao (60 days, futures curve, hedges)', target: 0.5, compare: 'canonical',
      request: { method: 'GET', path: `/api/lotes/${seeded.large.busyLoteId}/projecao`, headers: auth(tokens.large) } },
    { ...read, name: 'GET /api/tratos (500 batches, 400 open)', target: 0.5,
      request: { method: 'GET', path: `/api/tratos?data=${seeded.tratoDia}`, headers: auth(tokens.large) } },
    graphql('POST /graphql feeds page', 0.4, { query: FEEDS_QUERY, variables: { pageSize: 10 } }),
    { ...read, name: 'POST /api/auth/login (argon2id + JWT)', target: 0.8, compare: 'masked', connections: 8,
      request: { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ email: seeded.large.email, password: seeded.large.password }) } },
    { name: 'POST /api/racoes write+audit vs audit off', measured: 'service', reference: 'serviceNoAudit', target: 0.85,
      cpuTarget: 2, compare: 'masked', expectStatus: 201, connections: 50,
      request: { method: 'POST', path: '/api/racoes', headers: auth(tokens.small), body: WRITE_BODY } },
  ];
}
