import { Colors } from '@blueprintjs/core'
import { useEffect, useRef, type ReactNode } from 'react'
import type { BBox } from '../../../../shared/review'
import { highlightRect } from './citation-geometry'

export interface CitationHighlightProps {
  readonly bbox: BBox
  /** Changes when the page under the highlight is laid out, so it scrolls into view again. */
  readonly layoutKey?: string | number
}

/**
 * The lit-up source region over a page (docs/rules.md#citation), scrolled into view when it appears
 * or moves. The page element must be `position: relative`.
 */
export function CitationHighlight(props: CitationHighlightProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null)
  const rect = highlightRect(props.bbox)
  const { page, x0, y0, x1, y1 } = props.bbox
  useEffect(() => {
    // jsdom and old engines lack scrollIntoView; the highlight is still drawn.
    ref.current?.scrollIntoView?.({ block: 'center', inline: 'nearest', behavior: 'smooth' })
  }, [page, x0, y0, x1, y1, props.layoutKey])
  if (rect === null) return null
  return (
    <div
      ref={ref}
      className="citation-highlight"
      data-testid="citation-highlight"
      aria-hidden
      style={{
        position: 'absolute',
        left: `${rect.left}%`,
        top: `${rect.top}%`,
        width: `${rect.width}%`,
        height: `${rect.height}%`,
        background: 'rgba(255, 196, 0, 0.35)',
        outline: `2px solid ${Colors.ORANGE3}`,
        borderRadius: 2,
        pointerEvents: 'none',
        // A little breathing room around the text when scrolling it into view.
        scrollMargin: 48,
      }}
    />
  )
}
