import type en from './en.js'

const uk: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Завантаження гаманця',
  'title.Passkey': 'Ключ доступу',
  'title.ApproveTransaction': 'Підтвердження',
  'wallet.passkeyProtect': 'Захистити ключем доступу',
  'wallet.passkeyOn': 'Захищено ключем доступу',
  'wallet.passkeyDone': 'Ваш гаманець захищено ключем доступу. Новий пристрій попросить його, і жоден сервер не зможе відкрити гаманець без нього.',
  'wallet.passkeyOpened': 'Ваш ключ доступу відкрив гаманець на цьому пристрої.',
  'wallet.passkeyTryAgain': 'Спробувати ще раз',
  'title.AccountType': 'Тип акаунта',
  'wallet.accountType': 'Тип акаунта',
  'wallet.accountTypes': 'Ваші акаунти',
  'wallet.smartAccount': 'Смарт-акаунт',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Використовується',
  'wallet.useSmartAccount': 'Використати смарт-акаунт',
  'wallet.useEoa': 'Використати EOA',
  'wallet.switchingAccountType': 'Перемикання акаунтів…',
  'wallet.noSmartAccounts': 'У цій мережі немає смарт-акаунтів: ваш акаунт тут — EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Ключ доступу не використано: дію скасовано або на цьому пристрої немає ключа доступу цього гаманця. Нічого не змінено.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Цей ключ доступу не може захистити гаманець: його автентифікатор цього не підтримує. Нічого не змінено.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Цей ключ доступу не відкриває ваш гаманець. Використайте ключ, яким ви його захистили. Нічого не змінено.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'У цьому браузері не можна використовувати ключі доступу. Нічого не змінено.',
  'wallet.passkeyError.PROTECT_FAILED': 'Не вдалося захистити гаманець: не вдалося зберегти частини його ключа. На цьому пристрої він і далі відкривається; спробуйте пізніше.',
}

export default uk
