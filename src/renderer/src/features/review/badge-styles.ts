import { Colors } from '@blueprintjs/core'
import type { CSSProperties } from 'react'

const pill: CSSProperties = {
  border: 'none',
  borderRadius: 10,
  padding: '1px 8px',
  fontSize: 12,
  lineHeight: '18px',
  cursor: 'pointer',
  marginLeft: 4,
  fontWeight: 600,
}

/**
 * Badge colours: new is purple and conflict orange (docs/rules.md#review); the others are quieter.
 * Each pair meets WCAG AA contrast for its 12 px text (orange is the darker ORANGE2 for that).
 */
export const BADGE_STYLES = {
  new: { ...pill, background: Colors.VIOLET3, color: Colors.WHITE },
  conflict: { ...pill, background: Colors.ORANGE2, color: Colors.WHITE },
  extractedFrom: { ...pill, background: Colors.LIGHT_GRAY3, color: Colors.DARK_GRAY3 },
  rejected: { ...pill, background: Colors.LIGHT_GRAY4, color: Colors.GRAY1 },
  history: { ...pill, background: Colors.LIGHT_GRAY5, color: Colors.BLUE2 },
} as const satisfies Record<string, CSSProperties>

/** The heading line of a review tooltip. */
export const HEADING_STYLE: CSSProperties = { margin: '0 0 8px', fontSize: 14, fontWeight: 600 }

/** The row of action buttons at the bottom of a review tooltip. */
export const ACTIONS_STYLE: CSSProperties = {
  display: 'flex',
  gap: 8,
  justifyContent: 'flex-end',
  marginTop: 10,
}
