/** A wallet from the wallet directory (SPEC.md §3 Wallet). */
export interface Wallet {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  rdns?: string | null
  chains?: string[] | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  /** Where to get the wallet (the directory's store links and home page), shown by "Get {wallet}". */
  homepage?: string | null
  chrome_store?: string | null
  app_store?: string | null
  play_store?: string | null
  installed?: boolean
}
