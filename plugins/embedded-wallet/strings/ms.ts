import type en from './en.js'

const ms: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Memuatkan dompet',
  'title.Passkey': 'Kunci laluan',
  'title.ApproveTransaction': 'Luluskan Transaksi',
  'wallet.passkeyProtect': 'Lindungi dengan kunci laluan',
  'wallet.passkeyOn': 'Dilindungi kunci laluan',
  'wallet.passkeyDone': 'Dompet anda dilindungi kunci laluan. Peranti baharu akan memintanya, dan tiada pelayan yang boleh membuka dompet anda tanpanya.',
  'wallet.passkeyOpened': 'Kunci laluan anda telah membuka dompet pada peranti ini.',
  'wallet.passkeyTryAgain': 'Cuba lagi',
  'title.AccountType': 'Jenis akaun',
  'wallet.accountType': 'Jenis akaun',
  'wallet.accountTypes': 'Akaun anda',
  'wallet.smartAccount': 'Akaun pintar',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Sedang digunakan',
  'wallet.useSmartAccount': 'Guna akaun pintar',
  'wallet.useEoa': 'Guna EOA',
  'wallet.switchingAccountType': 'Menukar akaun…',
  'wallet.noSmartAccounts': 'Rangkaian ini tiada akaun pintar: akaun anda di sini ialah EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Kunci laluan tidak digunakan: ia dibatalkan, atau tiada kunci laluan dompet ini pada peranti ini. Tiada apa-apa yang diubah.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Kunci laluan ini tidak boleh melindungi dompet: pengesahnya tidak menyokongnya. Tiada apa-apa yang diubah.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Kunci laluan ini tidak membuka dompet anda. Gunakan kunci laluan yang anda gunakan untuk melindunginya. Tiada apa-apa yang diubah.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Kunci laluan tidak boleh digunakan dalam pelayar ini. Tiada apa-apa yang diubah.',
  'wallet.passkeyError.PROTECT_FAILED': 'Dompet anda tidak dapat dilindungi: bahagian kuncinya tidak dapat disimpan. Ia masih dibuka pada peranti ini; cuba lagi kemudian.',
}

export default ms
