import { WalletRow } from 'portico/ui'
import { SOCIAL_LOGINS } from '../providers.js'
import { SocialMark, useSocialView } from './socialParts.js'

/** ConnectSocials: every social login offered (SPEC.md §2), one row each. */
export default function ConnectSocialsView() {
  const { t, controller, kernel, shown } = useSocialView()
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
