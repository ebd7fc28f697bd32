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
  installed?: boolean
}
