import type en from './en.js'

const ja: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'ウォレットを読み込み中',
  'title.Passkey': 'パスキー',
  'title.ApproveTransaction': 'トランザクションを承認',
  'wallet.passkeyProtect': 'パスキーで保護',
  'wallet.passkeyOn': 'パスキーで保護済み',
  'wallet.passkeyDone': 'ウォレットはパスキーで保護されています。新しいデバイスではパスキーが求められ、パスキーがなければどのサーバーもウォレットを開けません。',
  'wallet.passkeyOpened': 'パスキーでこのデバイスのウォレットを開きました。',
  'wallet.passkeyTryAgain': 'もう一度試す',
  'title.AccountType': 'アカウントの種類',
  'wallet.accountType': 'アカウントの種類',
  'wallet.accountTypes': 'あなたのアカウント',
  'wallet.smartAccount': 'スマートアカウント',
  'wallet.eoa': 'EOA',
  'wallet.inUse': '使用中',
  'wallet.useSmartAccount': 'スマートアカウントを使う',
  'wallet.useEoa': 'EOAを使う',
  'wallet.switchingAccountType': 'アカウントを切り替えています…',
  'wallet.noSmartAccounts': 'このネットワークにはスマートアカウントがありません。ここでのアカウントはEOAです。',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'パスキーは使用されませんでした。キャンセルされたか、このデバイスにこのウォレットのパスキーがありません。何も変更されていません。',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'このパスキーではウォレットを保護できません。認証器が対応していません。何も変更されていません。',
  'wallet.passkeyError.PASSKEY_WRONG': 'このパスキーではウォレットを開けません。保護に使ったパスキーを使用してください。何も変更されていません。',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'このブラウザではパスキーを使用できません。何も変更されていません。',
  'wallet.passkeyError.PROTECT_FAILED': 'ウォレットを保護できませんでした。鍵の分割データを保存できませんでした。このデバイスでは引き続き開けます。しばらくしてからもう一度お試しください。',
}

export default ja
