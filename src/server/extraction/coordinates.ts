/**
 * Coordinate conversion, done once here (docs/architecture.md#coordinates): PDF user space has its
 * origin at the bottom-left; results use page-normalised 0..1 boxes with the origin top-left.
 */
import type { BoundingBox } from '../../shared/extraction/types'

/** A page's visible area in PDF user space: [xMin, yMin, xMax, yMax] (the page's view box). */
export type PdfViewBox = readonly [number, number, number, number]

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v))

/** A PDF user-space rectangle [x0, y0, x1, y1] (any corner order) to a normalised top-left box. */
export function pdfRectToBox(
  page: number,
  rect: readonly number[],
  view: PdfViewBox,
  rotation = 0,
): BoundingBox {
  const [ax = 0, ay = 0, bx = 0, by = 0] = rect
  const [vx0, vy0, vx1, vy1] = view
  const w = vx1 - vx0
  const h = vy1 - vy0
  // Unrotated: x grows right, y grows up from the bottom edge.
  let nx0 = (Math.min(ax, bx) - vx0) / w
  let nx1 = (Math.max(ax, bx) - vx0) / w
  let ny0 = (vy1 - Math.max(ay, by)) / h
  let ny1 = (vy1 - Math.min(ay, by)) / h
  // /Rotate turns the displayed page clockwise: map the unrotated box onto the displayed page.
  const r = ((rotation % 360) + 360) % 360
  if (r === 90) [nx0, ny0, nx1, ny1] = [1 - ny1, nx0, 1 - ny0, nx1]
  else if (r === 180) [nx0, ny0, nx1, ny1] = [1 - nx1, 1 - ny1, 1 - nx0, 1 - ny0]
  else if (r === 270) [nx0, ny0, nx1, ny1] = [ny0, 1 - nx1, ny1, 1 - nx0]
  return { page, x0: clamp01(nx0), y0: clamp01(ny0), x1: clamp01(nx1), y1: clamp01(ny1) }
}

/**
 * A pdf.js text item (its text-space `transform` and advance `width`) to a normalised box. The
 * glyph box runs from the baseline down by the descent (~20% of the font size) to the ascent.
 */
export function textItemToBox(
  page: number,
  transform: readonly number[],
  width: number,
  view: PdfViewBox,
  rotation = 0,
): BoundingBox {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = transform
  const fontHeight = Math.hypot(c, d) || Math.hypot(a, b)
  // Text runs along the (a, b) direction; rotated text (b ≠ 0) is boxed by its corners.
  const len = Math.hypot(a, b) || 1
  const ux = a / len
  const uy = b / len
  const vx = -uy
  const vy = ux
  const descent = fontHeight * 0.2
  const ascent = fontHeight * 0.8
  // The four corners (baseline start and end, less the descent; plus the ascent), as numbers:
  // this runs once per text run of every page.
  const x0 = e - vx * descent
  const y0 = f - vy * descent
  const x1 = e + ux * width - vx * descent
  const y1 = f + uy * width - vy * descent
  const x2 = e + vx * ascent
  const y2 = f + vy * ascent
  const x3 = e + ux * width + vx * ascent
  const y3 = f + uy * width + vy * ascent
  return pdfRectToBox(
    page,
    [
      Math.min(x0, x1, x2, x3),
      Math.min(y0, y1, y2, y3),
      Math.max(x0, x1, x2, x3),
      Math.max(y0, y1, y2, y3),
    ],
    view,
    rotation,
  )
}

/** A pixel rectangle of an image (origin top-left) to a normalised box. */
export function pixelRectToBox(
  page: number,
  rect: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number },
  width: number,
  height: number,
): BoundingBox {
  return {
    page,
    x0: clamp01(rect.x0 / width),
    y0: clamp01(rect.y0 / height),
    x1: clamp01(rect.x1 / width),
    y1: clamp01(rect.y1 / height),
  }
}

/** The smallest box holding all the given boxes (all on the first box's page). */
export function unionBoxes(boxes: readonly BoundingBox[]): BoundingBox {
  const first = boxes[0]
  if (first === undefined) throw new Error('unionBoxes needs at least one box')
  let { x0, y0, x1, y1 } = first
  for (const b of boxes) {
    if (b.x0 < x0) x0 = b.x0
    if (b.y0 < y0) y0 = b.y0
    if (b.x1 > x1) x1 = b.x1
    if (b.y1 > y1) y1 = b.y1
  }
  return { page: first.page, x0, y0, x1, y1 }
}

/** The share of `inner`'s area inside `outer` (0 on another page). */
export function insideShare(inner: BoundingBox, outer: BoundingBox): number {
  if (inner.page !== outer.page) return 0
  const iw = Math.max(0, Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0))
  const ih = Math.max(0, Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0))
  const area = Math.max(0, inner.x1 - inner.x0) * Math.max(0, inner.y1 - inner.y0)
  return area > 0 ? (iw * ih) / area : 0
}

/** Intersection over union of two boxes; 0 when they are on different pages. */
export function boxIoU(a: BoundingBox, b: BoundingBox): number {
  if (a.page !== b.page) return 0
  const iw = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0))
  const ih = Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0))
  const inter = iw * ih
  const union = boxArea(a) + boxArea(b) - inter
  return union > 0 ? inter / union : 0
}

/** A box's area (none for an inverted box). */
const boxArea = (x: BoundingBox): number => Math.max(0, x.x1 - x.x0) * Math.max(0, x.y1 - x.y0)

/**
 * A box found on an image that was rotated by `radians` (clockwise, about its centre) before OCR,
 * mapped back to the unrotated image: the axis-aligned hull of its rotated corners.
 */
export function unrotateBox(box: BoundingBox, radians: number, aspect: number): BoundingBox {
  if (radians === 0) return box
  // Work in pixel-like units so the rotation is not skewed by the page's aspect (width / height).
  const cx = 0.5 * aspect
  const cy = 0.5
  const cos = Math.cos(-radians)
  const sin = Math.sin(-radians)
  const pts = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x0, box.y1],
    [box.x1, box.y1],
  ].map(([x = 0, y = 0]) => {
    const px = x * aspect - cx
    const py = y - cy
    return [(px * cos - py * sin + cx) / aspect, px * sin + py * cos + cy]
  })
  const xs = pts.map((p) => p[0] ?? 0)
  const ys = pts.map((p) => p[1] ?? 0)
  return {
    page: box.page,
    x0: clamp01(Math.min(...xs)),
    y0: clamp01(Math.min(...ys)),
    x1: clamp01(Math.max(...xs)),
    y1: clamp01(Math.max(...ys)),
  }
}
