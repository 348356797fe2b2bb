// The field page's outbox: every action taken in the pens is kept on the device with its Idempotency-Key and sent
// in the order it was taken when the network allows. A retry reuses the key, so the server applies it once
// (docs/decisions.md, "Field page"); a refusal is kept with the server's message, never dropped.

export type Acao = { metodo: 'POST' | 'PUT'; caminho: string; corpo: unknown; rotulo: string };
export type Estado = 'pendente' | 'enviado' | 'conflito';
export type Item = Acao & { seq: number; chave: string; estado: Estado; mensagem?: string; criadoEm: number; tentativas: number };

/** What one send of an item gave: applied, refused for good (a conflict to show), or to be tried again later. */
export type Resultado = { tipo: 'ok' } | { tipo: 'conflito'; mensagem: string } | { tipo: 'tentar-depois'; motivo: string };

/** Where items live: IndexedDB in the page (idb.ts), a Map in unit tests. `add` gives the item its sequence number. */
export interface OutboxStore {
  add(item: Omit<Item, 'seq'>): Promise<number>;
  put(item: Item): Promise<void>;
  all(): Promise<Item[]>;
  remove(seq: number): Promise<void>;
}

/** A key unique to this action: 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
export function novaChave(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export type Envio = { enviados: number; conflitos: number; pendentes: number; motivo?: string };

export class Outbox {
  private enviando: Promise<Envio> | null = null;

  constructor(private readonly store: OutboxStore, private readonly chave: () => string = novaChave, private readonly agora = () => Date.now()) {}

  async adicionar(acao: Acao): Promise<Item> {
    const item = { ...acao, chave: this.chave(), estado: 'pendente' as const, criadoEm: this.agora(), tentativas: 0 };
    return { ...item, seq: await this.store.add(item) };
  }

  /** Every item, oldest first. */
  async itens(): Promise<Item[]> {
    return (await this.store.all()).sort((a, b) => a.seq - b.seq);
  }

  /**
   * Sends the pending items in order, one at a time; stops at the first that must be tried later (so a later action
   * never overtakes an earlier one). One send at a time: a second call while one runs gets the same promise.
   */
  enviar(send: (item: Item) => Promise<Resultado>): Promise<Envio> {
    this.enviando ??= this.enviarEmOrdem(send).finally(() => { this.enviando = null; });
    return this.enviando;
  }

  private async enviarEmOrdem(send: (item: Item) => Promise<Resultado>): Promise<Envio> {
    const r: Envio = { enviados: 0, conflitos: 0, pendentes: 0 };
    // Items added while this send runs (the person keeps working) are sent by it too: read the queue again until
    // it is empty, or an item must wait.
    for (;;) {
      const fila = (await this.itens()).filter((i) => i.estado === 'pendente');
      if (fila.length === 0) return r;
      for (const [n, item] of fila.entries()) {
        let res: Resultado;
        try {
          res = await send(item);
        } catch (e) {
          res = { tipo: 'tentar-depois', motivo: e instanceof Error ? e.message : String(e) };
        }
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

  /** Forgets items sent more than `ms` ago (conflicts stay until the person dismisses them). */
  async limparEnviados(ms: number): Promise<void> {
    for (const i of await this.itens()) if (i.estado === 'enviado' && this.agora() - i.criadoEm > ms) await this.store.remove(i.seq);
  }

  /** The person has read a conflict: it leaves the list. */
  async descartar(seq: number): Promise<void> {
    await this.store.remove(seq);
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
