/**
 * Where a review popover opens: beside its badge, and never over the highlighted source region it
 * explains (docs/rules.md#citation: the reviewer compares the two). Pure geometry in viewport
 * pixels.
 */

/** A rectangle in viewport pixels. */
export interface Rect {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

/** The placements tried, in order of preference (Blueprint/floating-ui names). */
export const PLACEMENTS = [
  'bottom-start',
  'bottom-end',
  'top-start',
  'top-end',
  'left-start',
  'left-end',
  'right-start',
  'right-end',
] as const

export type Placement = (typeof PLACEMENTS)[number]

const GAP = 6

/** The rectangle a popover of `size` takes at `placement` beside `anchor`. */
export function popoverRect(
  anchor: Rect,
  placement: Placement,
  size: { readonly width: number; readonly height: number },
): Rect {
  const [side, align] = placement.split('-') as [string, string]
  if (side === 'bottom' || side === 'top') {
    const left = align === 'start' ? anchor.left : anchor.right - size.width
    const top = side === 'bottom' ? anchor.bottom + GAP : anchor.top - GAP - size.height
    return { left, top, right: left + size.width, bottom: top + size.height }
  }
  const left = side === 'right' ? anchor.right + GAP : anchor.left - GAP - size.width
  const top = align === 'start' ? anchor.top : anchor.bottom - size.height
  return { left, top, right: left + size.width, bottom: top + size.height }
}

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

const outside = (r: Rect, viewport: { readonly width: number; readonly height: number }): number =>
  Math.max(0, -r.left) +
  Math.max(0, r.right - viewport.width) +
  Math.max(0, -r.top) +
  Math.max(0, r.bottom - viewport.height)

/**
 * The first placement (in order of preference) that keeps the popover inside the viewport and
 * off the region to avoid; when none does, the one covering least of it, then the one that leaves
 * the viewport least.
 */
export function placementBeside(
  anchor: Rect,
  avoid: Rect | null,
  size: { readonly width: number; readonly height: number },
  viewport: { readonly width: number; readonly height: number },
): Placement {
  let best: { placement: Placement; covered: number; out: number } | undefined
  for (const placement of PLACEMENTS) {
    const r = popoverRect(anchor, placement, size)
    const covered = avoid === null ? 0 : overlap(r, avoid)
    const out = outside(r, viewport)
    if (covered === 0 && out === 0) return placement
    if (
      best === undefined ||
      covered < best.covered ||
      (covered === best.covered && out < best.out)
    )
      best = { placement, covered, out }
  }
  return best?.placement ?? 'bottom-start'
}

/**
 * The region a popover must keep off: the highlight's columns over the whole height of the
 * viewport (the viewer scrolls the highlight to its middle while the popover opens), with a margin.
 */
export function highlightBand(highlight: Rect, viewportHeight: number, margin = 8): Rect {
  return {
    left: highlight.left - margin,
    right: highlight.right + margin,
    top: 0,
    bottom: viewportHeight,
  }
}
