import type en from './en.js'

const id: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Memuat dompet',
  'title.Passkey': 'Kunci sandi',
  'title.ApproveTransaction': 'Setujui Transaksi',
  'wallet.passkeyProtect': 'Lindungi dengan kunci sandi',
  'wallet.passkeyOn': 'Dilindungi kunci sandi',
  'wallet.passkeyDone': 'Dompet Anda dilindungi kunci sandi. Perangkat baru akan memintanya, dan tidak ada server yang bisa membuka dompet Anda tanpanya.',
  'wallet.passkeyOpened': 'Kunci sandi Anda telah membuka dompet di perangkat ini.',
  'wallet.passkeyTryAgain': 'Coba lagi',
  'title.AccountType': 'Jenis akun',
  'wallet.accountType': 'Jenis akun',
  'wallet.accountTypes': 'Akun Anda',
  'wallet.smartAccount': 'Akun pintar',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Sedang dipakai',
  'wallet.useSmartAccount': 'Gunakan akun pintar',
  'wallet.useEoa': 'Gunakan EOA',
  'wallet.switchingAccountType': 'Mengganti akun…',
  'wallet.noSmartAccounts': 'Jaringan ini tidak punya akun pintar: akun Anda di sini adalah EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Kunci sandi tidak digunakan: dibatalkan, atau tidak ada kunci sandi dompet ini di perangkat ini. Tidak ada yang diubah.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Kunci sandi ini tidak dapat melindungi dompet: autentikatornya tidak mendukungnya. Tidak ada yang diubah.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Kunci sandi ini tidak membuka dompet Anda. Gunakan kunci sandi yang Anda pakai untuk melindunginya. Tidak ada yang diubah.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Kunci sandi tidak dapat digunakan di browser ini. Tidak ada yang diubah.',
  'wallet.passkeyError.PROTECT_FAILED': 'Dompet Anda tidak dapat dilindungi: bagian kuncinya tidak dapat disimpan. Dompet masih terbuka di perangkat ini; coba lagi nanti.',
}

export default id
