/** An error whose message is meant for the caller (shown in the client's toast, spec §8). */
export class UserError extends Error {
  constructor(
    message: string,
    readonly code:
      'BAD_USER_INPUT' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' = 'BAD_USER_INPUT',
  ) {
    super(message)
    this.name = 'UserError'
  }
}
