/**
 * The sandboxed preload: exposes exactly the contract as `window.api`
 * (docs/architecture.md#desktop-transport) — one typed
 * `call` per contract name, one `on` per event, the path of a dropped File, and a native drag.
 * Never a generic ipcRenderer, never process.env.
 */
import { contextBridge, ipcRenderer, webUtils } from 'electron'
import type { CallEnvelope, CallName, DragDocument, EventName } from '../shared/contract'
import { CALL_NAMES, EVENT_NAMES } from '../shared/contract/names'
import {
  IPC_CHOSEN_FILE_CHANNEL,
  IPC_EVENT_CHANNEL,
  ipcCallChannel,
} from '../shared/contract/transport'

// Sandboxed: this file may require only electron, so it imports no zod (names.ts is plain data).
const callNames = new Set<string>(CALL_NAMES)
const eventNames = new Set<string>(EVENT_NAMES)
type Listener = (payload: unknown) => void
const listeners = new Map<string, Set<Listener>>()

ipcRenderer.on(IPC_EVENT_CHANNEL, (_event, message: { name?: unknown; payload?: unknown }) => {
  if (typeof message?.name !== 'string') return
  for (const l of listeners.get(message.name) ?? []) l(message.payload)
})

async function call(name: CallName, input: unknown): Promise<unknown> {
  // Only the contract's names reach IPC: a renderer bug cannot invoke an arbitrary channel.
  if (!callNames.has(name)) throw { code: 'unknown-call', message: `Unknown call ${String(name)}` }
  const envelope = (await ipcRenderer.invoke(ipcCallChannel(name), input)) as CallEnvelope<unknown>
  // Plain objects cross the context bridge intact (Error subclasses lose their fields).
  if (!envelope.ok) throw { code: envelope.error.code, message: envelope.error.message }
  return envelope.result
}

function on(name: EventName, listener: Listener): () => void {
  if (!eventNames.has(name)) throw new Error(`Unknown event ${String(name)}`)
  const set = listeners.get(name) ?? new Set<Listener>()
  listeners.set(name, set)
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}

contextBridge.exposeInMainWorld('api', {
  transport: 'electron',
  call,
  on,
  // The path of a real dropped or picked File, registered with main as chosen by the user: the
  // only paths `upload.start` accepts on the desktop.
  pathForFile: async (file: File): Promise<string> => {
    const path = webUtils.getPathForFile(file)
    if (path !== '') await ipcRenderer.invoke(IPC_CHOSEN_FILE_CHANNEL, path)
    return path
  },
  startDrag: (doc: DragDocument): void => {
    void call('document.startDrag', doc).catch(() => undefined)
  },
})
