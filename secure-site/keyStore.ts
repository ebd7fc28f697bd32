// The secure site's storage: one IndexedDB database on the frame's own (partitioned) origin. The signing key
// is kept only as AES-GCM ciphertext under a non-extractable WebCrypto key that never leaves this database.

const DB_NAME = 'portico-secure-site'
const STORE = 'kv'

function request<value>(req: IDBRequest<value>): Promise<value> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

export interface KeyStore {
  get<value>(key: string): Promise<value | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /** Encrypts `secret` under the wrapping key and stores it as `key`. */
  putSecret(key: string, secret: string): Promise<void>
  /** Decrypts the secret stored as `key`. */
  getSecret(key: string): Promise<string | undefined>
}

/** Opens the frame's database and makes its non-extractable AES-GCM wrapping key on first use. */
export async function openKeyStore(): Promise<KeyStore> {
  const open = indexedDB.open(DB_NAME, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  const db = await request(open)
  const tx = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE)
  const get = <value>(key: string) => request(tx('readonly').get(key)) as Promise<value | undefined>
  const set = async (key: string, value: unknown) => void (await request(tx('readwrite').put(value, key)))
  let wrapKey = await get<CryptoKey>('wrapKey')
  if (!wrapKey) {
    wrapKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    await set('wrapKey', wrapKey)
  }
  const wrapping = wrapKey
  return {
    get,
    set,
    delete: async (key) => void (await request(tx('readwrite').delete(key))),
    async putSecret(key, secret) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, wrapping, new TextEncoder().encode(secret))
      await set(key, { iv, data })
    },
    async getSecret(key) {
      const stored = await get<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }>(key)
      if (!stored) return undefined
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, wrapping, stored.data)
      return new TextDecoder().decode(plain)
    },
  }
}
