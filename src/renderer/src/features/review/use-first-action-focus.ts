import { useRef, type KeyboardEvent, type RefObject } from 'react'

const opensByKeyboard = (key: string) => key === 'Enter' || key === ' '

/** What the badge and its popover wire up (see useFirstActionFocus). */
export interface FirstActionFocus {
  /** The badge was pressed: by the keyboard (a click with detail 0) or by the pointer. */
  readonly openedBy: (viaKeyboard: boolean) => void
  /** The popover's content is in the document (Blueprint's onOpening). */
  readonly onOpening: (node: HTMLElement) => void
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  readonly onKeyUp: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * Puts a keyboard user who opened a badge's popover on its first action, so Tab and Enter work
 * inside it. Two traps are avoided. Blueprint's buttons act on the keyup of Enter and Space, so
 * the focus moves only once the key that opened the popover is up: earlier, that same keystroke
 * would press the action (the New badge's Enter rejecting the extraction). And the focus moves
 * only while it is still on the badge: a user who already tabbed on is never pulled back.
 */
export function useFirstActionFocus(badgeRef: RefObject<HTMLElement | null>): FirstActionFocus {
  const viaKeyboard = useRef(false)
  const keyHeld = useRef(false)
  const waiting = useRef<HTMLElement | null>(null)

  const focusFirstAction = (node: HTMLElement) => {
    const focused = document.activeElement
    if (focused !== badgeRef.current && focused !== document.body && focused !== null) return
    node
      .querySelector<HTMLElement>('button:not(:disabled), [tabindex="0"]')
      ?.focus({ preventScroll: true })
  }

  return {
    openedBy: (keyboard) => {
      viaKeyboard.current = keyboard
    },
    onOpening: (node) => {
      if (!viaKeyboard.current) return
      viaKeyboard.current = false
      if (keyHeld.current) waiting.current = node
      else focusFirstAction(node)
    },
    onKeyDown: (event) => {
      if (opensByKeyboard(event.key)) keyHeld.current = true
    },
    onKeyUp: (event) => {
      if (!opensByKeyboard(event.key)) return
      keyHeld.current = false
      const node = waiting.current
      waiting.current = null
      if (node?.isConnected) focusFirstAction(node)
    },
  }
}
