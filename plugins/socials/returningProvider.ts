/** The provider of a login that left the page (inside Telegram), kept until the page is back. */
export const RETURNING_PROVIDER_KEY = '@appkit-wallet/RETURNING_SOCIAL_PROVIDER'
