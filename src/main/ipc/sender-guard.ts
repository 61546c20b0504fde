/**
 * The ONE sender check behind every IPC handler (docs/architecture.md#desktop-transport, like VS
 * Code's validatedIpcMain): the message must come from our own window's webContents, from its top
 * frame, on our origin. Pure, so it is tested without Electron.
 */
import { isOwnOrigin } from '../security/navigation-policy'

/** What the guard needs to know about an IPC message's sender. */
export type SenderFacts = {
  /** `event.sender.id`. */
  readonly webContentsId: number
  /** `event.senderFrame`: null when the frame is gone (navigated away, destroyed). */
  readonly frame: { readonly url: string; readonly isTopFrame: boolean } | null
}

/** What we trust: our window's webContents id and our app origin. */
export type TrustedSender = { readonly webContentsId: number | null; readonly origin: string }

/** Why a sender is refused, or null when it is trusted. */
export function senderRejection(sender: SenderFacts, trusted: TrustedSender): string | null {
  if (trusted.webContentsId === null || sender.webContentsId !== trusted.webContentsId) {
    return 'not our window'
  }
  if (sender.frame === null) return 'no sender frame'
  if (!sender.frame.isTopFrame) return 'not the top frame'
  if (!isOwnOrigin(sender.frame.url, trusted.origin)) return 'not our origin'
  return null
}
