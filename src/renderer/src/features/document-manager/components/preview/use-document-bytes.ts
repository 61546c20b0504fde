import { useEffect, useState } from 'react'
import { MESSAGES } from '../../../../../../shared/messages'

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly value: T }

/**
 * Fetches a document's bytes from its signed link and converts them for a local preview.
 * docs/rules.md#messages: a response that is not ok fails with 'Network response was not ok'.
 */
export function useConvertedDocument<T>(
  url: string,
  fileName: string,
  convert: (bytes: ArrayBuffer) => Promise<T>,
): Loaded<T> {
  const [state, setState] = useState<{ readonly url: string; readonly loaded: Loaded<T> } | null>(
    null,
  )
  useEffect(() => {
    const abort = new AbortController()
    fetch(url, { signal: abort.signal })
      .catch(() => {
        // docs/rules.md#messages (internal): the link could not be fetched at all (offline,
        // refused, CORS).
        throw new Error(MESSAGES.failedToFetchDocument(fileName))
      })
      .then(async (res) => {
        if (!res.ok) throw new Error(MESSAGES.networkResponseNotOk)
        const value = await convert(await res.arrayBuffer())
        setState({ url, loaded: { status: 'ready', value } })
      })
      .catch((e: unknown) => {
        if (abort.signal.aborted) return
        setState({
          url,
          loaded: { status: 'error', message: e instanceof Error ? e.message : String(e) },
        })
      })
    return () => abort.abort()
  }, [url, fileName, convert])
  return state?.url === url ? state.loaded : { status: 'loading' }
}
