export type TableKeyAction =
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'open'; readonly index: number }
  | { readonly type: 'toggle'; readonly index: number }
  | { readonly type: 'none' }

/**
 * Keyboard use of the documents table (WAI-ARIA grid, row focus): Up/Down/Home/End/PageUp/PageDown
 * move the focused row, Enter opens (previews) it, Space ticks it for the bulk actions.
 */
export function tableKeyAction(
  key: string,
  index: number,
  count: number,
  pageSize: number,
): TableKeyAction {
  if (count === 0) return { type: 'none' }
  const at = (i: number): TableKeyAction => ({
    type: 'focus',
    index: Math.max(0, Math.min(count - 1, i)),
  })
  switch (key) {
    case 'ArrowDown':
      return at(index + 1)
    case 'ArrowUp':
      return at(index - 1)
    case 'Home':
      return at(0)
    case 'End':
      return at(count - 1)
    case 'PageDown':
      return at(index + Math.max(1, pageSize))
    case 'PageUp':
      return at(index - Math.max(1, pageSize))
    case 'Enter':
      return { type: 'open', index: Math.min(index, count - 1) }
    case ' ':
      return { type: 'toggle', index: Math.min(index, count - 1) }
    default:
      return { type: 'none' }
  }
}
