import type { lotes } from '../../src/modules/lote/schema';
import { makeLote as makeBatch } from './factories';
import { startSuite, type Suite } from './suite';

// The feed-consumption shapes and start, shared by its split suites (consumo-racao*.test.ts).

export const LIST_KEYS = ['custoTotal', 'data', 'id', 'loteId', 'quantidadeKg', 'racaoId', 'racaoNome'];
export const DETAIL_KEYS = ['custoTotal', 'data', 'id', 'observacao', 'quantidadeKg', 'racaoId', 'racaoNome'];

/** /api/lotes/{loteId}/consumos-racao[/{id}]. */
export const path = (loteId: string, id?: string) => `/api/lotes/${loteId}/consumos-racao${id ? `/${id}` : ''}`;

type Feed = { id: string; nome: string };
export type ConsumoSuite = Suite & {
  /** Tenant a's feed 'Racao Terminacao' at 1.37 per kg, the one body() consumes. */
  feed: Feed;
  /** A batch of `tenantId` straight in the table (entered 2024-01-01, 320.5 kg), its id. */
  makeLote: (tenantId: string, over?: Partial<typeof lotes.$inferInsert>) => Promise<string>;
  /** A feed created through POST /api/racoes (201 expected). */
  makeFeed: (token: string, over?: Record<string, unknown>) => Promise<Feed>;
  /** A valid consumption body (100.5 kg of `feed` on 2024-02-01). */
  body: (over?: Record<string, unknown>) => Record<string, unknown>;
  /** A consumption created through the API (201 expected; Admin unless `token`). */
  create: (loteId: string, over?: Record<string, unknown>, token?: string) => Promise<Record<string, any>>;
};

/** Starts a consumption suite (tenants consumo-a and consumo-b, a's feed); call in beforeAll, close `t` in afterAll. */
export async function startConsumoSuite(): Promise<ConsumoSuite> {
  const s = await startSuite('consumo');
  const makeLote = async (tenantId: string, over: Partial<typeof lotes.$inferInsert> = {}) =>
    (await makeBatch(s.t.app, tenantId, { pesoMedioEntrada: 320.5, dataEntrada: '2024-01-01', ...over })).id;
  const makeFeed = async (token: string, over: Record<string, unknown> = {}) => {
    const r = await s.api.post('/api/racoes', { nome: 'Racao Terminacao', custoKg: 1.37, dataCompra: '2024-01-01', quantidadeKg: 10000, ...over }, token);
    expect(r.status).toBe(201);
    return r.body as Feed;
  };
  const feed = await makeFeed(s.admin);
  const body = (over: Record<string, unknown> = {}) => ({ data: '2024-02-01', racaoId: feed.id, quantidadeKg: 100.5, observacao: 'trato da manha', ...over });
  const create = async (loteId: string, over: Record<string, unknown> = {}, token = s.admin) => {
    const r = await s.api.post(path(loteId), body(over), token);
    expect(r.status).toBe(201);
    return r.body as Record<string, any>;
  };
  return { ...s, feed, makeLote, makeFeed, body, create };
}
