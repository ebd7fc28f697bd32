import type en from './en.js'

const fa: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'در حال بارگیری کیف پول',
  'title.Passkey': 'کلید عبور',
  'title.ApproveTransaction': 'تأیید تراکنش',
  'wallet.passkeyProtect': 'محافظت با کلید عبور',
  'wallet.passkeyOn': 'محافظت‌شده با کلید عبور',
  'wallet.passkeyDone': 'کیف پول شما با یک کلید عبور محافظت می‌شود. دستگاه جدید آن را درخواست می‌کند و هیچ سروری بدون آن نمی‌تواند کیف پول شما را باز کند.',
  'wallet.passkeyOpened': 'کلید عبور شما کیف پولتان را روی این دستگاه باز کرد.',
  'wallet.passkeyTryAgain': 'دوباره امتحان کنید',
  'title.AccountType': 'نوع حساب',
  'wallet.accountType': 'نوع حساب',
  'wallet.accountTypes': 'حساب‌های شما',
  'wallet.smartAccount': 'حساب هوشمند',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'در حال استفاده',
  'wallet.useSmartAccount': 'استفاده از حساب هوشمند',
  'wallet.useEoa': 'استفاده از EOA',
  'wallet.switchingAccountType': 'در حال تغییر حساب…',
  'wallet.noSmartAccounts': 'این شبکه حساب هوشمند ندارد: حساب شما در اینجا EOA است.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'از کلید عبور استفاده نشد: لغو شد، یا هیچ کلید عبوری از این کیف پول روی این دستگاه نیست. چیزی تغییر نکرد.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'این کلید عبور نمی‌تواند از کیف پول محافظت کند: احرازگر آن از این قابلیت پشتیبانی نمی‌کند. چیزی تغییر نکرد.',
  'wallet.passkeyError.PASSKEY_WRONG': 'این کلید عبور کیف پول شما را باز نمی‌کند. از کلید عبوری استفاده کنید که با آن از کیف پول محافظت کرده‌اید. چیزی تغییر نکرد.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'در این مرورگر نمی‌توان از کلید عبور استفاده کرد. چیزی تغییر نکرد.',
  'wallet.passkeyError.PROTECT_FAILED': 'محافظت از کیف پول شما ممکن نشد: بخش‌های کلید آن ذخیره نشد. همچنان روی این دستگاه باز می‌شود؛ بعداً دوباره امتحان کنید.',
}

export default fa
