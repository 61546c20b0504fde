import { useEffect } from 'react'
import type { EventName, Events } from '../../../shared/contract'
import { getNativeApi } from '../native'

export { getNativeApi }

/** Subscribes to one native event for the life of the component. */
export function useNativeEvent<E extends EventName>(
  name: E,
  listener: (payload: Events[E]) => void,
): void {
  useEffect(() => getNativeApi().on(name, listener), [name, listener])
}

/** The message of whatever a native call or a GraphQL call rejected with. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message
  if (typeof e === 'object' && e !== null && 'message' in e)
    return String((e as { message: unknown }).message)
  return String(e)
}

/** The code a GraphQL call was refused with (its first error's extensions.code), if any. */
export function errorCode(e: unknown): string | null {
  const errors = (e as { graphQLErrors?: readonly { extensions?: { code?: unknown } }[] } | null)
    ?.graphQLErrors
  const code = errors?.[0]?.extensions?.code
  return typeof code === 'string' ? code : null
}
