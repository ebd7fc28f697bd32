import type en from './en.js'

/** Ukrainian strings of the Farcaster plugin, loaded with `import()` when the locale is `uk`. */
const uk: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Скануйте телефоном',
  'farcaster.scanText': 'Відскануйте цей QR-код у застосунку Farcaster або відкрийте посилання на пристрої, де він встановлений.',
  'farcaster.qr': 'QR-код для входу через Farcaster',
  'farcaster.preparing': 'Готуємо вхід…',
  'farcaster.copy': 'Копіювати посилання',
  'farcaster.copied': 'Посилання скопійовано',
  'farcaster.copyFailed': 'Не вдалося скопіювати посилання',
  'farcaster.open': 'Відкрити посилання',
  'farcaster.refused': 'Farcaster не зміг підтвердити цей вхід: {message}',
  'farcaster.timeout': 'На вхід не відповіли вчасно. Спробуйте ще раз.',
  'farcaster.failed': 'Не вдалося увійти: {message}',
  'farcaster.retry': 'Спробувати знову',
  'farcaster.connecting': 'Виконується вхід…',
}

export default uk
