import type { BBox } from '../../../../shared/review'

/** A highlight rectangle in percent of the page, for absolute positioning over the page. */
export interface HighlightRect {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0)

/**
 * The highlight of a bbox in percent of its page (docs/architecture.md#coordinates: normalised
 * 0..1, top-left origin, so no flip here). Corners are ordered and clamped to the page, and a
 * zero-size box still gets a visible sliver; null when the box is not on a page.
 */
export function highlightRect(bbox: BBox): HighlightRect | null {
  if (!Number.isInteger(bbox.page) || bbox.page < 1) return null
  const x0 = clamp01(Math.min(bbox.x0, bbox.x1))
  const x1 = clamp01(Math.max(bbox.x0, bbox.x1))
  const y0 = clamp01(Math.min(bbox.y0, bbox.y1))
  const y1 = clamp01(Math.max(bbox.y0, bbox.y1))
  const minimum = 0.005
  return {
    left: x0 * 100,
    top: y0 * 100,
    width: Math.max(x1 - x0, minimum) * 100,
    height: Math.max(y1 - y0, minimum) * 100,
  }
}

/** How the citation viewer can show a document. */
export type CitationViewKind = 'pdf' | 'image' | 'unsupported'

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'jpg', 'jpeg', 'png', 'gif'])

/**
 * Picks the viewer for a document from its MIME type or extension (and its name as a fallback):
 * pdf.js for PDFs, an <img> for images; the browser's PDF frame cannot draw a highlight.
 */
export function citationViewKind(fileType: string, name = ''): CitationViewKind {
  const type = fileType.trim().toLowerCase().replace(/^\./, '')
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  if (type === 'application/pdf' || type === 'pdf' || (type === '' && ext === 'pdf')) return 'pdf'
  if (IMAGE_TYPES.has(type) || (type === '' && IMAGE_TYPES.has(ext))) return 'image'
  return 'unsupported'
}
