import type { Item, OutboxStore } from './outbox';

// The outbox in IndexedDB: it survives a reload, a closed tab and a phone restart.
const DB = 'campo';
const STORE = 'outbox';

function abrir(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function pedido<T>(db: IDBDatabase, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = fn(tx.objectStore(STORE));
    // Resolved once the transaction has committed, so a reload right after never loses the item.
    tx.oncomplete = () => resolve(req.result as T);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export class IdbStore implements OutboxStore {
  private readonly db = abrir();
  async add(item: Omit<Item, 'seq'>): Promise<number> { return pedido<number>(await this.db, 'readwrite', (s) => s.add(item)); }
  async put(item: Item): Promise<void> { await pedido(await this.db, 'readwrite', (s) => s.put(item)); }
  async all(): Promise<Item[]> { return pedido<Item[]>(await this.db, 'readonly', (s) => s.getAll()); }
  async remove(seq: number): Promise<void> { await pedido(await this.db, 'readwrite', (s) => s.delete(seq)); }
}
