import type { Client } from './app';

// A valid batch body and a batch created through the API, shared by the batch suites (lote.test.ts, lote-list.test.ts).

/** A valid body of POST /api/lotes (a fresh codigo). */
export const loteBody = (over: Record<string, unknown> = {}) => ({
  codigo: `L-${Math.random().toString(36).slice(2, 10)}`,
  descricao: 'Nelore recria',
  dataEntrada: '2026-01-01',
  dataPrevistaSaida: '2026-04-30',
  pesoMedioEntrada: 300,
  quantidadeAnimais: 100,
  raca: 'Nelore',
  cidade: 'Campo Grande',
  ...over,
});

/** A batch created through POST /api/lotes (201 expected). */
export async function postLote(api: Client, token: string, over: Record<string, unknown> = {}) {
  const r = await api.post('/api/lotes', loteBody(over), token);
  expect(r.status).toBe(201);
  return r.body;
}
