/** Whether a key event comes from a place where typing "n" means the letter (inputs, editors). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

/** Whether a key event is the next-field-to-review shortcut: Alt+N anywhere, N outside inputs. */
export function isNextReviewShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return false
  if (event.altKey) return event.code === 'KeyN'
  return (
    (event.key === 'n' || event.key === 'N') && !event.shiftKey && !isTypingTarget(event.target)
  )
}

/** The prefix of the form field row holding an element (`data-field-prefix`), or null. */
export function rowPrefixOf(element: Element | null): string | null {
  const row = element?.closest('[data-field-prefix]')
  return row?.getAttribute('data-field-prefix') ?? null
}

/**
 * Moves the keyboard focus to the first review badge of a field's row (Tab order starts there, and
 * Enter opens it) and scrolls the row into view. False when the row has no badge.
 */
export function focusFieldBadge(root: ParentNode, prefix: string): boolean {
  const row = root.querySelector(`[data-field-prefix="${prefix.replace(/["\\]/g, '\\$&')}"]`)
  const badge = row?.querySelector<HTMLElement>('.review-badges button, .review-badges [tabindex]')
  if (!row || !badge) return false
  row.scrollIntoView?.({ block: 'center' })
  badge.focus()
  return true
}
