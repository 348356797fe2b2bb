// The field page's outbox: every action taken in the pens is kept on the device with its Idempotency-Key and sent
// in the order it was taken when the network allows. A retry reuses the key, so the server applies it once
// (docs/decisions.md, "Field page"); a refusal is kept with the server's message, never dropped.
// The device is shared (issue 33): an item belongs to the person and tenant it was made under, is shown and sent
// only while that person is signed in, and only an action of ROTAS_DE_CAMPO is ever queued or sent.

/**
 * `registro`: the day's record of a batch the action writes (`leitura:<loteId>:<data>`, `trato:<loteId>:<data>`): a
 * second tap on it rewrites the action still waiting instead of queueing one the server would refuse (issue 35).
 */
export type Acao = { metodo: 'POST' | 'PUT'; caminho: string; corpo: unknown; rotulo: string; registro?: string };
export type Estado = 'pendente' | 'enviado' | 'conflito';
/** Who made an item: the access token's subject and tenant. */
export type Dono = { usuarioId: string; tenantId: string };
export type Item = Acao & Dono & { seq: number; chave: string; estado: Estado; mensagem?: string; criadoEm: number; tentativas: number };

/** What one send of an item gave: applied, refused for good (a conflict to show), or to be tried again later. */
export type Resultado = { tipo: 'ok'; id?: string } | { tipo: 'conflito'; mensagem: string } | { tipo: 'tentar-depois'; motivo: string };

/** Where items live: IndexedDB in the page (idb.ts), a Map in unit tests. `add` gives the item its sequence number. */
export interface OutboxStore {
  add(item: Omit<Item, 'seq'>): Promise<number>;
  put(item: Item): Promise<void>;
  all(): Promise<Item[]>;
  remove(seq: number): Promise<void>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The field actions the page offers (`:id` is a UUID). Anything else in the store was not made by the page. */
export const ROTAS_DE_CAMPO = [
  'POST /api/lotes/:id/leituras-cocho',
  'PUT /api/lotes/:id/leituras-cocho/:id',
  'POST /api/tratos/confirmacoes',
  'PUT /api/tratos/confirmacoes/:id',
  'POST /api/lotes/:id/pesagens',
  'POST /api/lotes/:id/medicamentos',
  'POST /api/lotes/:id/protocolos/:id/realizar',
  'PUT /api/animais/:id/mortalidade',
] as const;
const ROTAS = ROTAS_DE_CAMPO.map((r) => new RegExp(`^${r.replace(/:id/g, UUID)}$`));

/** An action of ROTAS_DE_CAMPO with a JSON object body. */
export function permitida(a: Pick<Acao, 'metodo' | 'caminho' | 'corpo'>): boolean {
  const rota = `${String(a.metodo)} ${String(a.caminho)}`;
  return ROTAS.some((r) => r.test(rota)) && typeof a.corpo === 'object' && a.corpo !== null && !Array.isArray(a.corpo);
}

/** The owner a token speaks for: its `sub` and `tenantId` claims (read, not verified: the server verifies). */
export function donoDoToken(token: string | null): Dono | null {
  try {
    const c = JSON.parse(atob((token ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; tenantId?: unknown };
    return typeof c.sub === 'string' && typeof c.tenantId === 'string' ? { usuarioId: c.sub, tenantId: c.tenantId } : null;
  } catch {
    return null;
  }
}

export const mesmoDono = (a: Dono | null, b: Dono | null): boolean => !!a && !!b && a.usuarioId === b.usuarioId && a.tenantId === b.tenantId;

const CHAVE = /^[0-9a-f]{32}$/;

/** A key unique to this action: 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
export function novaChave(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export type Envio = { enviados: number; conflitos: number; pendentes: number; motivo?: string };

/** Why an item read back from the store is refused without being sent: it is not an action the page offers. */
export const NAO_PERMITIDA = 'Registro recusado pelo aparelho: a página de campo não faz esta ação.';

export class Outbox {
  private enviando: Promise<Envio> | null = null;

  /** `dono`: who is signed in now (null: nobody); read at every step, so a change of person takes effect at once. */
  constructor(private readonly store: OutboxStore, private readonly dono: () => Dono | null, private readonly chave: () => string = novaChave,
    private readonly agora = () => Date.now()) {}

  async adicionar(acao: Acao): Promise<Item> {
    const dono = this.dono();
    if (!dono) throw new Error('Entre para registrar.');
    if (!permitida(acao)) throw new Error(NAO_PERMITIDA);
    const item = { ...acao, ...dono, chave: this.chave(), estado: 'pendente' as const, criadoEm: this.agora(), tentativas: 0 };
    return { ...item, seq: await this.store.add(item) };
  }

  /** The signed-in person's items, oldest first; another person's are never listed. */
  async itens(): Promise<Item[]> {
    const dono = this.dono();
    return (await this.store.all()).filter((i) => mesmoDono(i, dono)).sort((a, b) => a.seq - b.seq);
  }

  /**
   * Sends the signed-in person's pending items in order, one at a time; stops at the first that must be tried later
   * (so a later action never overtakes an earlier one). One send at a time: a second call while one runs gets the
   * same promise. An item that is not an action of the page (put in the store by hand) is refused without a send.
   */
  enviar(send: (item: Item) => Promise<Resultado>): Promise<Envio> {
    this.enviando ??= this.enviarEmOrdem(send).finally(() => { this.enviando = null; });
    return this.enviando;
  }

  private async enviarEmOrdem(send: (item: Item) => Promise<Resultado>): Promise<Envio> {
    const r: Envio = { enviados: 0, conflitos: 0, pendentes: 0 };
    // Items added while this send runs (the person keeps working) are sent by it too: read the queue again until
    // it is empty, or an item must wait. The person is asked again before each item: one who signs out mid-send
    // leaves the rest for their next session.
    for (;;) {
      const fila = (await this.itens()).filter((i) => i.estado === 'pendente');
      if (fila.length === 0) return r;
      for (const [n, item] of fila.entries()) {
        if (!mesmoDono(item, this.dono())) return { ...r, pendentes: fila.length - n, motivo: 'Sessão encerrada' };
        const res = permitida(item) && CHAVE.test(String(item.chave)) ? await this.tentar(send, item) : { tipo: 'conflito' as const, mensagem: NAO_PERMITIDA };
        if (res.tipo === 'tentar-depois') {
          await this.store.put({ ...item, tentativas: item.tentativas + 1, mensagem: res.motivo });
          return { ...r, pendentes: fila.length - n, motivo: res.motivo };
        }
        if (res.tipo === 'ok') r.enviados++;
        else r.conflitos++;
        await this.store.put({ ...item, tentativas: item.tentativas + 1, estado: res.tipo === 'ok' ? 'enviado' : 'conflito',
          mensagem: res.tipo === 'conflito' ? res.mensagem : undefined });
      }
    }
  }

  private async tentar(send: (item: Item) => Promise<Resultado>, item: Item): Promise<Resultado> {
    try {
      return await send(item);
    } catch (e) {
      return { tipo: 'tentar-depois', motivo: e instanceof Error ? e.message : String(e) };
    }
  }

  /**
   * Rewrites an item still waiting (a corrected score before it left the phone): false when it is no longer waiting
   * (sent or refused meanwhile) or is not the person's. Never while a send runs: the send holds the item it read.
   */
  async substituir(seq: number, acao: Acao): Promise<boolean> {
    while (this.enviando) await this.enviando.catch(() => undefined);
    const item = (await this.itens()).find((i) => i.seq === seq);
    if (!item || item.estado !== 'pendente' || !permitida(acao)) return false;
    await this.store.put({ ...item, ...acao });
    return true;
  }

  /** Forgets the person's items sent more than `ms` ago (conflicts stay until the person dismisses them). */
  async limparEnviados(ms: number): Promise<void> {
    for (const i of await this.itens()) if (i.estado === 'enviado' && this.agora() - i.criadoEm > ms) await this.store.remove(i.seq);
  }

  /** The person has read a conflict: it leaves the list. Only the signed-in person's own item is removed. */
  async descartar(seq: number): Promise<void> {
    if ((await this.itens()).some((i) => i.seq === seq)) await this.store.remove(seq);
  }

  /** The person signs out discarding what the device holds for them: every item of theirs is removed. */
  async descartarTodos(): Promise<void> {
    for (const i of await this.itens()) await this.store.remove(i.seq);
  }
}

/** An in-memory store (unit tests; a browser without IndexedDB). */
export class MemoryStore implements OutboxStore {
  private readonly items = new Map<number, Item>();
  private seq = 0;
  async add(item: Omit<Item, 'seq'>): Promise<number> {
    const seq = ++this.seq;
    this.items.set(seq, { ...item, seq });
    return seq;
  }
  async put(item: Item): Promise<void> { this.items.set(item.seq, { ...item }); }
  async all(): Promise<Item[]> { return [...this.items.values()].map((i) => ({ ...i })); }
  async remove(seq: number): Promise<void> { this.items.delete(seq); }
}
