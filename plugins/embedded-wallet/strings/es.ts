import type en from './en.js'

const es: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Cargando la billetera',
  'title.Passkey': 'Llave de acceso',
  'title.ApproveTransaction': 'Aprobar transacción',
  'wallet.passkeyProtect': 'Proteger con una llave de acceso',
  'wallet.passkeyOn': 'Protegida con una llave de acceso',
  'wallet.passkeyDone': 'Tu billetera está protegida con una llave de acceso. Un dispositivo nuevo te la pedirá, y ningún servidor puede abrir tu billetera sin ella.',
  'wallet.passkeyOpened': 'Tu llave de acceso abrió tu billetera en este dispositivo.',
  'wallet.passkeyTryAgain': 'Intentar de nuevo',
  'title.AccountType': 'Tipo de cuenta',
  'wallet.accountType': 'Tipo de cuenta',
  'wallet.accountTypes': 'Tus cuentas',
  'wallet.smartAccount': 'Cuenta inteligente',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'En uso',
  'wallet.useSmartAccount': 'Usar la cuenta inteligente',
  'wallet.useEoa': 'Usar la EOA',
  'wallet.switchingAccountType': 'Cambiando de cuenta…',
  'wallet.noSmartAccounts': 'Esta red no tiene cuentas inteligentes: tu cuenta aquí es la EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'No se usó la llave de acceso: se canceló, o en este dispositivo no hay ninguna llave de acceso de esta billetera. No se cambió nada.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Esta llave de acceso no puede proteger una billetera: su autenticador no lo admite. No se cambió nada.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Esta llave de acceso no abre tu billetera. Usa la llave de acceso con la que la protegiste. No se cambió nada.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'No se pueden usar llaves de acceso en este navegador. No se cambió nada.',
  'wallet.passkeyError.PROTECT_FAILED': 'No se pudo proteger tu billetera: no se pudieron guardar sus partes de la clave. Sigue abriéndose en este dispositivo; inténtalo más tarde.',
}

export default es
