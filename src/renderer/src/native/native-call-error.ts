import { isApiErrorCode, type ApiError, type ApiErrorCode } from '../../../shared/contract'

/** A failed contract call: `code` is machine-readable, `message` is shown to the user. */
export class NativeCallError extends Error implements ApiError {
  readonly code: ApiErrorCode

  constructor(error: ApiError) {
    super(error.message)
    this.name = 'NativeCallError'
    this.code = error.code
  }
}

/**
 * Turns whatever a transport rejected with into a NativeCallError: an `{ code, message }` from the
 * native side keeps its code (an unknown one is `internal`); anything else failed in transit.
 */
export function toNativeCallError(e: unknown): NativeCallError {
  if (e instanceof NativeCallError) return e
  if (typeof e === 'object' && e !== null && 'message' in e) {
    const o = e as { code?: unknown; message?: unknown }
    return new NativeCallError({
      code: isApiErrorCode(o.code) ? o.code : o.code === undefined ? 'transport' : 'internal',
      message: String(o.message),
    })
  }
  return new NativeCallError({ code: 'transport', message: String(e) })
}
