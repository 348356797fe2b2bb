import { donoDoToken, mesmoDono, type Item, type Resultado } from './outbox';

type Problem = { detail?: string; code?: string };

/**
 * Sends one outbox item to /api with its Idempotency-Key and says what became of it. No network, a 5xx (outcome
 * unknown), 408, 429, 409 (the same key still running) or 401 (token to refresh) are tried again later with the
 * same key; any other answer is final: 2xx applied, 4xx a conflict shown with the server's message.
 * An item goes only with a token of the person and tenant who made it; with any other it waits for its owner.
 */
export async function enviarItem(item: Item, token: string | null, doFetch: typeof fetch = fetch): Promise<Resultado> {
  if (!mesmoDono(donoDoToken(token), item)) return { tipo: 'tentar-depois', motivo: 'Registro de outra pessoa: aguarda quem o fez entrar' };
  let res: Response;
  try {
    res = await doFetch(item.caminho, {
      method: item.metodo,
      headers: { 'content-type': 'application/json', 'idempotency-key': item.chave, authorization: `Bearer ${token}` },
      body: JSON.stringify(item.corpo),
    });
  } catch {
    return { tipo: 'tentar-depois', motivo: 'Sem conexão' };
  }
  // The id a POST created: a correction of it, later, is a PUT to that id.
  if (res.ok) return { tipo: 'ok', id: ((await res.json().catch(() => ({}))) as { id?: string }).id };
  const p = (await res.json().catch(() => ({}))) as Problem;
  if (res.status === 401) return { tipo: 'tentar-depois', motivo: 'sessao' };
  if (res.status >= 500 || [408, 409, 429].includes(res.status)) return { tipo: 'tentar-depois', motivo: p.detail ?? `HTTP ${res.status}` };
  return { tipo: 'conflito', mensagem: p.detail ?? `Recusado (HTTP ${res.status})` };
}
