/** An alert: a short message and a long one (SPEC.md §8 Alert errors). */
export interface AlertError {
  shortMessage: string
  longMessage: string
}

/** SPEC.md §8: a network that is not in the `networks` option. */
export const NETWORK_NOT_FOUND: AlertError = {
  shortMessage: 'Network Not Found',
  longMessage: 'The network must be in the networks array given to createAppKit.',
}

/** SPEC.md §8: no project id. */
export const PROJECT_ID_NOT_CONFIGURED: AlertError = {
  shortMessage: 'Project ID Not Configured',
  longMessage: 'Set `projectId` in the options given to createAppKit.',
}

/** The alert errors of SPEC.md §8. */
export const AlertErrors = {
  NETWORK_NOT_FOUND,
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the allowlist of the project, or its domain is unverified.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid Project ID - update configuration',
  },
  EMBEDDED_WALLET_NETWORK_ERROR: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'Try again later.',
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'Try again later.',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'The session is invalid. Check the time settings of this device and connect again.',
  },
  PROJECT_ID_NOT_CONFIGURED,
} as const satisfies Record<string, AlertError>

type AlertErrorKey = keyof typeof AlertErrors

const serverMessages: [string, AlertErrorKey][] = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

/**
 * Maps a server's error message to the alert it stands for (SPEC.md §8 Server message mapping).
 *
 * @example
 * alertForServerMessage('Unauthorized: origin not allowed') // AlertErrors.INVALID_APP_CONFIGURATION
 */
export function alertForServerMessage(message: string): AlertError | undefined {
  const hit = serverMessages.find(([text]) => message.includes(text))
  return hit ? AlertErrors[hit[1]] : undefined
}
