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
