/**
 * Registers one ipcMain.handle per contract call, every one behind the sender guard, each
 * validated and run by the shared handlers (which return a CallEnvelope, never throw).
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import {
  calls,
  type CallEnvelope,
  type CallName,
  type EventName,
  type Events,
} from '../../shared/contract'
import {
  IPC_CHOSEN_FILE_CHANNEL,
  IPC_EVENT_CHANNEL,
  ipcCallChannel,
} from '../../shared/contract/transport'
import { isDroppedFilePath, type PathSet } from '../host/chosen-paths'
import type { Handlers } from '../host/handlers/create-handlers'
import { senderRejection, type TrustedSender } from './sender-guard'

/** Facts of an IPC event for the pure guard. */
function senderFacts(event: IpcMainInvokeEvent) {
  const frame = event.senderFrame
  return {
    webContentsId: event.sender.id,
    frame: frame ? { url: frame.url, isTopFrame: frame.parent === null } : null,
  }
}

/** Handles every contract call; `trusted` is read on each message (the window may be recreated). */
export function registerContract(handlers: Handlers, trusted: () => TrustedSender): () => void {
  const names = Object.keys(calls) as CallName[]
  for (const name of names) {
    ipcMain.handle(
      ipcCallChannel(name),
      async (event, input: unknown): Promise<CallEnvelope<unknown>> => {
        const refused = senderRejection(senderFacts(event), trusted())
        if (refused !== null) {
          console.warn(`IPC ${name} refused: ${refused}`)
          return { ok: false, error: { code: 'forbidden', message: 'Refused: untrusted sender' } }
        }
        return handlers.dispatch(name, input)
      },
    )
  }
  return () => {
    for (const name of names) ipcMain.removeHandler(ipcCallChannel(name))
  }
}

/**
 * Takes the paths of files the user dropped or picked in our window from the preload (behind the
 * same sender guard), as files the user chose.
 */
export function registerChosenFiles(files: PathSet, trusted: () => TrustedSender): () => void {
  ipcMain.handle(IPC_CHOSEN_FILE_CHANNEL, (event, path: unknown) => {
    if (senderRejection(senderFacts(event), trusted()) !== null) return false
    if (!isDroppedFilePath(path)) return false
    files.add(path)
    return true
  })
  return () => ipcMain.removeHandler(IPC_CHOSEN_FILE_CHANNEL)
}

/** Sends an event to our window only (never broadcast to every webContents). */
export function sendEvent<E extends EventName>(
  target: WebContents | null,
  name: E,
  payload: Events[E],
): void {
  if (target === null || target.isDestroyed()) return
  target.send(IPC_EVENT_CHANNEL, { name, payload })
}
