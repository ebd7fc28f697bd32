import { useEffect, useState } from 'react'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../kernel/constants.js'
import { useKit } from '../hooks/useKit.js'
import { Icon } from './icons.js'
import { safeImageUrl } from '../wallets/safeUrl.js'
import { getKernelApi } from '../../kernel/internals.js'

export interface WalletImageProps {
  name: string
  /** A directory image id, fetched through the directory client. */
  imageId?: string | null | undefined
  /** What `imageId` names: a wallet image (default) or an asset image (a network's `assets.imageId`, SPEC.md §7). */
  imageKind?: 'wallet' | 'asset'
  /** A ready URL (custom wallets, EIP-6963 icons); wins over `imageId`. */
  imageUrl?: string | null | undefined
  size?: number
  /** 'wallet' images are rounded squares, 'network' ones circles. */
  shape?: 'wallet' | 'network'
  /** While the image loads, a blank placeholder instead of the wallet's initial (the search image wait). */
  blankWhileLoading?: boolean
  /**
   * What stands in for a missing image: the name's initial (default), or a neutral network glyph, for a network
   * (the product's own network definitions and `defineNetwork()` ones) that has no image.
   */
  fallback?: 'initial' | 'network'
}

/**
 * A wallet's image, fetched when it renders (lists render only their visible rows) with the 2 s preload
 * timeout of SPEC.md §9; the wallet's initial on a placeholder while it loads or when it fails. Decorative:
 * the wallet's name is always next to it.
 */
export function WalletImage({
  name,
  imageId,
  imageKind = 'wallet',
  imageUrl,
  size = 40,
  shape = 'wallet',
  blankWhileLoading = false,
  fallback = 'initial',
}: WalletImageProps) {
  const kit = useKit()
  const direct = safeImageUrl(imageUrl)
  const [fetched, setFetched] = useState<{ id: string; url: string | null }>()
  useEffect(() => {
    if (direct || !imageId) return
    let live = true
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), IMAGE_PRELOAD_TIMEOUT_MS)
    getKernelApi(kit).api
      .directory()
      .then((directory) => directory.fetchImage(imageKind, imageId, { signal: controller.signal }))
      .then(
        (url) => live && setFetched({ id: imageId, url }),
        () => live && setFetched({ id: imageId, url: null }),
      )
      .finally(() => clearTimeout(timer))
    return () => {
      live = false
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, direct, imageId, imageKind])
  const [broken, setBroken] = useState<string>()
  const src = direct ?? (fetched?.id === imageId ? fetched?.url : undefined)
  const className = `pt-img pt-img-${shape}`
  const style = { width: size, height: size }
  if (src && broken !== src)
    return <img className={className} style={style} src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(src)} />
  const failed = (imageId && fetched?.id === imageId && fetched.url === null) || (src && broken === src) || (!imageId && !direct)
  return (
    <span className={`${className} pt-img-ph${failed ? '' : ' pt-img-loading'}`} style={style} aria-hidden="true">
      {failed && fallback === 'network' ? (
        <Icon name="network" size={Math.round(size * 0.6)} />
      ) : failed || !blankWhileLoading ? (
        name.trim().charAt(0).toUpperCase()
      ) : null}
    </span>
  )
}

