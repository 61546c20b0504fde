import type { ApiError, ApiErrorCode } from '../../../shared/contract'

/** An error a handler means the user to see: it crosses either transport as `{ code, message }`. */
export class HandlerError extends Error implements ApiError {
  readonly code: ApiErrorCode

  constructor(code: ApiErrorCode, message: string) {
    super(message)
    this.name = 'HandlerError'
    this.code = code
  }
}

/**
 * Any thrown value → the `{ code, message }` that crosses the transport. Only a HandlerError
 * chooses its code; anything else (a Node error such as ENOENT, a bug) is `internal`.
 */
export function toApiError(e: unknown): ApiError {
  if (e instanceof HandlerError) return { code: e.code, message: e.message }
  if (e instanceof Error) return { code: 'internal', message: e.message }
  return { code: 'internal', message: String(e) }
}
