// One value in IndexedDB, read and written whole (the persisted query cache, persisted-queries.ts).
// IndexedDB rather than localStorage: it stores structured values without JSON, off the main thread,
// and is not capped at a few megabytes.

const DB = "footy-queries";
const STORE = "kept";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function run<T>(mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = act(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result);
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

export interface ValueStore<T> {
  get(): Promise<T | undefined>;
  set(value: T): Promise<void>;
  clear(): Promise<void>;
}

/** The value kept under `key`. */
export function idbValue<T>(key: string): ValueStore<T> {
  return {
    get: () => run("readonly", (s) => s.get(key) as IDBRequest<T | undefined>),
    set: (value) => run("readwrite", (s) => s.put(value, key)).then(() => undefined),
    clear: () => run("readwrite", (s) => s.delete(key)).then(() => undefined),
  };
}
