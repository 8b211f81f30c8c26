import type { OutboxItem } from './types';

/** Where kept writes live between visits: IndexedDB in the browser, memory in tests. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(idempotencyKey: string): Promise<void>;
}

const DB_NAME = 'uyku-outbox';
const DB_VERSION = 1;
const STORE = 'writes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const open = factory.open(DB_NAME, DB_VERSION);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'idempotencyKey' });
  };
  return request(open);
}

/**
 * The kept writes in IndexedDB, which outlives reloads and restarts (local storage would too, but
 * blocks the page on every write and holds strings only). The database opens on first use, so
 * importing this module touches nothing (the sign-in screen is also rendered in Node at build time).
 */
export function indexedDbStore(factory: () => IDBFactory = () => indexedDB): OutboxStore {
  let database: Promise<IDBDatabase> | undefined;
  const transaction = async (mode: IDBTransactionMode) => {
    database ??= openDatabase(factory());
    return (await database).transaction(STORE, mode).objectStore(STORE);
  };
  return {
    all: async () => request((await transaction('readonly')).getAll() as IDBRequest<OutboxItem[]>),
    put: async (item) => {
      await request((await transaction('readwrite')).put(item));
    },
    remove: async (key) => {
      await request((await transaction('readwrite')).delete(key));
    },
  };
}

/** A store that forgets on reload: the tests', and the fallback where IndexedDB cannot open. */
export function memoryStore(initial: readonly OutboxItem[] = []): OutboxStore {
  const items = new Map(initial.map((item) => [item.idempotencyKey, structuredClone(item)]));
  return {
    all: () => Promise.resolve([...items.values()].map((item) => structuredClone(item))),
    put: (item) => {
      items.set(item.idempotencyKey, structuredClone(item));
      return Promise.resolve();
    },
    remove: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}
