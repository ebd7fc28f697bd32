import { usePlugin, usePluginContext, useSnap, useTranslate, WalletRow, useStyleSheet } from 'portico/ui'
import { SOCIAL_LOGINS, socialsToShow } from '../providers.js'
import { SocialMark, socialsCss } from './socialParts.js'

/** ConnectSocials: every social login offered (SPEC.md §2), one row each. */
export default function ConnectSocialsView() {
  useStyleSheet(socialsCss)
  const { t } = useTranslate()
  const controller = usePlugin('socials')
  const kernel = usePluginContext('socials')
  const features = useSnap(kernel.kit.features)
  const { env } = kernel
  const shown = socialsToShow(features.resolved.socials, { isTelegram: env.isTelegram(), isIos: env.isIos(), isMac: env.isMac(), isAndroid: env.isAndroid() })
  return (
    <div className="pt-stack">
      <ul className="pt-list" aria-label={t('social.list')}>
        {shown.map((provider) => (
          <WalletRow
            key={provider}
            name={SOCIAL_LOGINS[provider].name}
            icon={<SocialMark provider={provider} size="l" />}
            onSelect={() => controller?.start(provider)}
            onIntent={() => kernel.events.emit('CONNECT_INTENT', { via: kernel.id })}
          />
        ))}
      </ul>
    </div>
  )
}
