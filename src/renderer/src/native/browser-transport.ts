/**
 * The browser-shell transport of the contract: calls as `POST /api/call/<name>` (JSON), events
 * from `GET /api/events` (server-sent events), files streamed to the host first with
 * `POST /api/stage?name=<file name>`. The session cookie rides along (same origin).
 */
import type {
  CallEnvelope,
  CallInput,
  CallName,
  CallOutput,
  EventName,
  Events,
  FileRef,
} from '../../../shared/contract'
import { EVENT_NAMES } from '../../../shared/contract'
import { BROWSER_API } from '../../../shared/contract/transport'
import { NativeCallError, toNativeCallError } from './native-call-error'
import type { RendererNativeApi } from './types'

type Listener = (payload: unknown) => void

/** Creates the browser transport; `base` is the shell's origin (the page's own by default). */
export function createBrowserTransport(base = ''): RendererNativeApi {
  const listeners = new Map<EventName, Set<Listener>>()
  let source: EventSource | null = null

  const ensureSource = (): void => {
    if (source !== null) return
    source = new EventSource(`${base}${BROWSER_API.events}`)
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (e) => {
        let payload: unknown
        try {
          payload = JSON.parse((e as MessageEvent<string>).data)
        } catch {
          return
        }
        for (const l of listeners.get(name) ?? []) l(payload)
      })
    }
  }

  const call = async <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
    let res: Response
    try {
      res = await fetch(`${base}${BROWSER_API.callPrefix}${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input ?? {}),
      })
    } catch (e) {
      throw toNativeCallError(e)
    }
    let envelope: CallEnvelope<CallOutput<N>>
    try {
      envelope = (await res.json()) as CallEnvelope<CallOutput<N>>
    } catch {
      throw new NativeCallError({ code: 'transport', message: `HTTP ${res.status}` })
    }
    if (!envelope.ok) throw toNativeCallError(envelope.error)
    return envelope.result
  }

  return {
    transport: 'browser',
    call,
    on: <E extends EventName>(name: E, listener: (payload: Events[E]) => void) => {
      ensureSource()
      const set = listeners.get(name) ?? new Set<Listener>()
      listeners.set(name, set)
      const l = listener as Listener
      set.add(l)
      return () => {
        set.delete(l)
      }
    },
    fileRef: async (file: File): Promise<FileRef> => {
      const query = new URLSearchParams({
        name: file.name,
        lastModified: String(file.lastModified),
      })
      const url = `${base}${BROWSER_API.stage}?${query.toString()}`
      // The File is the body: the browser streams it from disk, never whole into memory.
      const res = await fetch(url, { method: 'POST', body: file })
      const body = (await res.json().catch(() => null)) as
        { stagedId: string } | { ok: false; error: { code: string; message: string } } | null
      if (!res.ok || body === null || !('stagedId' in body)) {
        throw body !== null && 'error' in body
          ? toNativeCallError(body.error)
          : new NativeCallError({ code: 'transport', message: `HTTP ${res.status}` })
      }
      return { kind: 'staged', stagedId: body.stagedId, name: file.name }
    },
    startDrag: (event, doc) => {
      // Chromium drags a file out of the page from a DownloadURL entry: `mime:name:url`.
      event.dataTransfer?.setData(
        'DownloadURL',
        `${doc.fileType ?? 'application/octet-stream'}:${doc.fileName}:${doc.url}`,
      )
    },
  }
}
