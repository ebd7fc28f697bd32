import type en from './en.js'

const ru: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Загрузка кошелька',
  'title.Passkey': 'Ключ доступа',
  'title.ApproveTransaction': 'Подтверждение',
  'wallet.passkeyProtect': 'Защитить ключом доступа',
  'wallet.passkeyOn': 'Защищён ключом доступа',
  'wallet.passkeyDone': 'Ваш кошелёк защищён ключом доступа. Новое устройство запросит его, и ни один сервер не сможет открыть кошелёк без него.',
  'wallet.passkeyOpened': 'Ваш ключ доступа открыл кошелёк на этом устройстве.',
  'wallet.passkeyTryAgain': 'Повторить',
  'title.AccountType': 'Тип аккаунта',
  'wallet.accountType': 'Тип аккаунта',
  'wallet.accountTypes': 'Ваши аккаунты',
  'wallet.smartAccount': 'Смарт-аккаунт',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Используется',
  'wallet.useSmartAccount': 'Использовать смарт-аккаунт',
  'wallet.useEoa': 'Использовать EOA',
  'wallet.switchingAccountType': 'Переключение аккаунтов…',
  'wallet.noSmartAccounts': 'В этой сети нет смарт-аккаунтов: ваш аккаунт здесь — EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Ключ доступа не использован: действие отменено или на этом устройстве нет ключа доступа этого кошелька. Ничего не изменено.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Этот ключ доступа не может защитить кошелёк: его аутентификатор этого не поддерживает. Ничего не изменено.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Этот ключ доступа не открывает ваш кошелёк. Используйте ключ, которым вы его защитили. Ничего не изменено.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'В этом браузере нельзя использовать ключи доступа. Ничего не изменено.',
  'wallet.passkeyError.PROTECT_FAILED': 'Не удалось защитить кошелёк: не удалось сохранить части его ключа. На этом устройстве он по-прежнему открывается; повторите позже.',
}

export default ru
