import type en from './en.js'

const pl: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Ładowanie portfela',
  'title.Passkey': 'Klucz dostępu',
  'title.ApproveTransaction': 'Zatwierdź transakcję',
  'wallet.passkeyProtect': 'Chroń kluczem dostępu',
  'wallet.passkeyOn': 'Chroniony kluczem dostępu',
  'wallet.passkeyDone': 'Twój portfel jest chroniony kluczem dostępu. Nowe urządzenie o niego poprosi, a żaden serwer nie otworzy portfela bez niego.',
  'wallet.passkeyOpened': 'Twój klucz dostępu otworzył portfel na tym urządzeniu.',
  'wallet.passkeyTryAgain': 'Spróbuj ponownie',
  'title.AccountType': 'Typ konta',
  'wallet.accountType': 'Typ konta',
  'wallet.accountTypes': 'Twoje konta',
  'wallet.smartAccount': 'Inteligentne konto',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'W użyciu',
  'wallet.useSmartAccount': 'Użyj inteligentnego konta',
  'wallet.useEoa': 'Użyj EOA',
  'wallet.switchingAccountType': 'Przełączanie kont…',
  'wallet.noSmartAccounts': 'Ta sieć nie ma inteligentnych kont: Twoje konto tutaj to EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Klucz dostępu nie został użyty: operację anulowano lub na tym urządzeniu nie ma klucza dostępu tego portfela. Nic nie zostało zmienione.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Ten klucz dostępu nie może chronić portfela: jego uwierzytelniacz tego nie obsługuje. Nic nie zostało zmienione.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Ten klucz dostępu nie otwiera Twojego portfela. Użyj klucza, którym go chroniłeś. Nic nie zostało zmienione.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'W tej przeglądarce nie można używać kluczy dostępu. Nic nie zostało zmienione.',
  'wallet.passkeyError.PROTECT_FAILED': 'Nie udało się ochronić portfela: nie udało się zapisać jego części klucza. Nadal otwiera się na tym urządzeniu; spróbuj później.',
}

export default pl
