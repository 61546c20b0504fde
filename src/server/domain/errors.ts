/**
 * An error whose message is meant for the caller (shown in the client's toast,
 * docs/rules.md#messages).
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'BAD_USER_INPUT'
      | 'NOT_FOUND'
      | 'FORBIDDEN'
      | 'UNAUTHENTICATED'
      | 'TOO_MANY_REQUESTS' = 'BAD_USER_INPUT',
    /** More for the client to act on (say, retryAfterSeconds). */
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
    this.name = 'UserError'
  }
}
