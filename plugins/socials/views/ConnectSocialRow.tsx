import { usePlugin, usePluginContext, useSnap, useTranslate, WalletRow, useStyleSheet } from 'portico/ui'
import { SOCIAL_LOGINS, socialsToShow, type SocialLogin } from '../providers.js'
import { SocialMark, socialsCss } from './socialParts.js'

/** How many providers the row shows as buttons beside the first one's wide row; more go to ConnectSocials. */
const ROW_BUTTONS = 4

/**
 * The social row in Connect's `social` slot (SPEC.md §2): the first provider as a wide "Continue with …" row, the
 * next ones as buttons, and a More button to ConnectSocials when they do not fit. Which providers show, and their
 * order, is the kit's `socials` (the remote config's, SPEC.md §6), less Telegram's filter (SPEC.md §5).
 */
export default function ConnectSocialRow() {
  useStyleSheet(socialsCss)
  const { t } = useTranslate()
  const controller = usePlugin('socials')
  const kernel = usePluginContext('socials')
  const features = useSnap(kernel.kit.features)
  const { env } = kernel
  // Pointer or focus on the row: the plugin is set up, if the first open has not, and the frame a login needs
  // starts loading (its setup listens), not before.
  const intent = () =>
    void kernel.ready().then(
      () => kernel.events.emit('CONNECT_INTENT', { via: kernel.id }),
      () => undefined, // a warm-up: the click waits for the same setup
    )
  // The login window opens in the click. A click before setup is done (no pointer or focus came first) opens it
  // once setup is: still within the click's user activation (Chromium and Firefox keep it 5 s).
  const start = (provider: SocialLogin) =>
    controller ? controller.start(provider) : void kernel.ready().then((ready) => ready.start(provider), () => undefined)
  const shown = socialsToShow(features.resolved.socials, { isTelegram: env.isTelegram(), isIos: env.isIos(), isMac: env.isMac(), isAndroid: env.isAndroid() })
  const [first, ...rest] = shown
  if (!first) return null
  const buttons = rest.length > ROW_BUTTONS ? rest.slice(0, ROW_BUTTONS - 1) : rest
  return (
    <div className="pt-stack" onPointerEnter={intent} onPointerDown={intent} onFocus={intent}>
      <ul className="pt-list" aria-label={t('social.list')}>
        <WalletRow
          name={t('social.continueWith', { provider: SOCIAL_LOGINS[first].name })}
          icon={<SocialMark provider={first} size="l" />}
          onSelect={() => start(first)}
        />
      </ul>
      {buttons.length ? (
        <ul className="pt-social-grid" aria-label={t('social.list')}>
          {buttons.map((provider) => (
            <li key={provider}>
              <button type="button" className="pt-social-btn" aria-label={SOCIAL_LOGINS[provider].name} onClick={() => start(provider)}>
                <SocialMark provider={provider} />
              </button>
            </li>
          ))}
          {buttons.length < rest.length ? (
            <li>
              <button type="button" className="pt-social-btn" aria-label={t('social.more')} onClick={() => kernel.router.push('ConnectSocials')}>
                <span className="pt-social-more" aria-hidden="true">
                  ···
                </span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
