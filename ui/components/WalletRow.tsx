import { useId, type ReactNode } from 'react'
import { WalletImage } from './WalletImage.js'

export interface WalletRowProps {
  name: string
  imageId?: string | null | undefined
  imageUrl?: string | null | undefined
  /** A short status shown at the end ("Installed", "Recent", a count), read as the button's description. */
  tag?: string | undefined
  /** Replaces the wallet image. */
  icon?: ReactNode
  onSelect(): void
  /** Called when the visitor may pick this row: the pointer enters or presses it, or it gets focus. */
  onIntent?: (() => void) | undefined
}

/** One row of a list of wallets or connect methods: a button named by the wallet. */
export function WalletRow({ name, imageId, imageUrl, tag, icon, onSelect, onIntent }: WalletRowProps) {
  const tagId = useId()
  return (
    <li>
      <button
        type="button"
        className="pt-row"
        aria-describedby={tag ? tagId : undefined}
        onClick={onSelect}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
      >
        {icon ?? <WalletImage name={name} imageId={imageId} imageUrl={imageUrl} />}
        <span className="pt-row-name">{name}</span>
        {tag ? (
          // Named by the wallet alone (its visible name); the tag is its description (WCAG 2.5.3).
          <span id={tagId} className="pt-tag" aria-hidden="true">
            {tag}
          </span>
        ) : null}
      </button>
    </li>
  )
}

/**
 * The space of a row whose wallet is still coming from the directory: the same box as a `WalletRow`, blank (no
 * text), hidden from assistive technology and not focusable, so the list does not grow when the wallet arrives.
 */
export function WalletRowPlaceholder() {
  return (
    <li aria-hidden="true">
      <span className="pt-row pt-row-ph">
        <span className="pt-img pt-img-icon pt-img-loading" />
        <span className="pt-row-ph-name pt-img-loading" />
      </span>
    </li>
  )
}
