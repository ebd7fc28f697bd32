import type en from './en.js'

/** Russian strings of the Farcaster plugin, loaded with `import()` when the locale is `ru`. */
const ru: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Отсканируйте телефоном',
  'farcaster.scanText': 'Отсканируйте этот QR-код в приложении Farcaster или откройте ссылку на устройстве, где оно установлено.',
  'farcaster.qr': 'QR-код для входа через Farcaster',
  'farcaster.preparing': 'Готовим вход…',
  'farcaster.copy': 'Копировать ссылку',
  'farcaster.copied': 'Ссылка скопирована',
  'farcaster.copyFailed': 'Не удалось скопировать ссылку',
  'farcaster.open': 'Открыть ссылку',
  'farcaster.refused': 'Farcaster не смог подтвердить этот вход: {message}',
  'farcaster.timeout': 'На вход не ответили вовремя. Попробуйте ещё раз.',
  'farcaster.failed': 'Не удалось войти: {message}',
  'farcaster.retry': 'Повторить',
  'farcaster.connecting': 'Выполняется вход…',
}

export default ru
