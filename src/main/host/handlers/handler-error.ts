import type { ApiError } from '../../../shared/contract'

/** An error a handler means the user to see: it crosses either transport as `{ code, message }`. */
export class HandlerError extends Error implements ApiError {
  readonly code: string

  constructor(code: string, message: string) {
    super(message)
    this.name = 'HandlerError'
    this.code = code
  }
}

/** Any thrown value → the `{ code, message }` that crosses the transport. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof HandlerError) return { code: e.code, message: e.message }
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code
    return { code: typeof code === 'string' ? code : 'internal', message: e.message }
  }
  return { code: 'internal', message: String(e) }
}
