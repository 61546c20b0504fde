/**
 * A failed team login in plain words: what to fix (the address, the e-mail, the password), or
 * that the server cannot be reached — the server's own message where it is meant for the user
 * (a wrong password, too many attempts).
 */
import type { ApiErrorCode } from '../../../../../shared/contract'

export function loginErrorMessage(
  error: { code: ApiErrorCode; message: string },
  url: string,
): string {
  switch (error.code) {
    case 'invalid':
      if (/\burl\b/i.test(error.message)) {
        return 'Enter the server’s full address, such as https://cases.example.com.'
      }
      if (/\bemail\b/i.test(error.message))
        return 'Enter your e-mail address, such as ada@example.com.'
      if (/\bpassword\b/i.test(error.message)) return 'Enter your password.'
      return error.message
    case 'unreachable':
      return `Cannot reach ${hostOf(url)}. Check the address and your network connection, then try again.`
    case 'login-failed':
      return error.message
    case 'conflict':
    case 'empty':
    case 'forbidden':
    case 'internal':
    case 'not-found':
    case 'starting':
    case 'too-large':
    case 'transport':
    case 'unauthorized':
    case 'unknown-call':
    case 'unsupported':
      return `Signing in failed: ${error.message}`
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}
