/**
 * What a page image loses before OCR because it is not text: ruled lines (the boxes of a form,
 * the rules a value is written on) and dotted leaders between a label and its value. OCR reads
 * rules touching letters as part of them, and leaders as rows of letters ("PPE PRP PP"), which
 * then pass for a value; with them gone the words stand clear and a label and its value are
 * apart. Found by shape alone, at the page's resolution: long thin runs of ink, and rows of small
 * dots. Pure functions on arrays; the grey image is changed in place.
 */
import type { GreyImage } from './grey-image'

/** Sizes in inches, turned into pixels at the image's resolution. */
const SIZES = {
  /** A run of ink at least this long is a rule: longer than any stroke of a letter. */
  rule: 0.4,
  /** …and at most this thick: a filled area (a shaded bar, a black heading) is left alone. */
  ruleThickness: 0.04,
  /** A leader's dot is at most this big… */
  dot: 0.035,
  /** …and dots of one leader at most this far apart. */
  dotGap: 0.09,
} as const

/** Dots in a row before they are a leader (an ellipsis has three). */
const LEADER_DOTS = 4

/** Removes rules and leaders from `image` (200 dpi or so: `dpi` is its resolution). */
export function removeNonText(image: GreyImage, mask: Uint8Array, dpi: number): void {
  const px = (inches: number): number => Math.max(1, Math.round(inches * dpi))
  const erase = new Uint8Array(mask.length)
  markRules(image, { minRun: px(SIZES.rule), maxThick: px(SIZES.ruleThickness) }, erase)
  for (let i = 0; i < erase.length; i++) if (erase[i] === 1) mask[i] = 0
  for (const box of leaderDots(mask, image.width, image.height, px(SIZES.dot), px(SIZES.dotGap)))
    for (let y = Math.max(0, box.y0 - 1); y <= Math.min(image.height - 1, box.y1 + 1); y++)
      for (let x = Math.max(0, box.x0 - 1); x <= Math.min(image.width - 1, box.x1 + 1); x++)
        erase[y * image.width + x] = 1
  whiten(image, erase)
}

/** What makes a rule, in pixels. */
export interface RuleSize {
  /** Shortest run. */
  readonly minRun: number
  /** Thickest band. */
  readonly maxThick: number
}

/** Darker than this is part of a rule: faint rules of a light copy included. */
const RULE_INK = 200
/** Darker than this beside a rule is its blurred edge, not paper. */
const EDGE = 235
/** Share of a run's length that must be thin for it to be a rule (letters cross some of it). */
const THIN_SHARE = 0.85

/**
 * Marks (in `out`) the pixels of rules and their blurred edges: runs across or down, long, thin
 * along nearly all their length. Where something crosses a rule (a letter's stroke, a rule the
 * other way) it is left alone. A line of bold letters whose feet run together is no rule: its
 * letters stand on most of its length.
 */
export function markRules(image: GreyImage, size: RuleSize, out: Uint8Array): void {
  const { width, height, pixels } = image
  const dark = new Uint8Array(pixels.length)
  for (let i = 0; i < pixels.length; i++) dark[i] = pixels[i]! < RULE_INK ? 1 : 0
  // Rows (runs across, bands down a column), then columns.
  markRuns(dark, pixels, { lines: height, length: width, lineStep: width, step: 1 }, size, out)
  markRuns(dark, pixels, { lines: width, length: height, lineStep: 1, step: width }, size, out)
}

/**
 * One way through the image: `lines` of `length` pixels; pixel k of line n is at
 * n * lineStep + k * step, and the pixels across the line at ± lineStep.
 */
interface Direction {
  readonly lines: number
  readonly length: number
  readonly lineStep: number
  readonly step: number
}

function markRuns(
  dark: Uint8Array,
  pixels: Uint8Array,
  { lines, length, lineStep, step }: Direction,
  { minRun, maxThick }: RuleSize,
  out: Uint8Array,
): void {
  // Where the thin band across the run starts and ends at each of its pixels (-1: not thin).
  const from = new Int32Array(length)
  const to = new Int32Array(length)
  const edge = (i: number): boolean => pixels[i]! >= RULE_INK && pixels[i]! < EDGE
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep
    let k = 0
    while (k < length) {
      if (dark[base + k * step] !== 1) {
        k++
        continue
      }
      const start = k
      while (k < length && dark[base + k * step] === 1) k++
      if (k - start < minRun) continue
      let thin = 0
      for (let j = start; j < k; j++) {
        const at = base + j * step
        let a = line
        let b = line
        while (a > 0 && b - a < maxThick && dark[at - (line - a + 1) * lineStep] === 1) a--
        while (b < lines - 1 && b - a < maxThick && dark[at + (b - line + 1) * lineStep] === 1) b++
        if (b - a < maxThick) {
          from[j] = a
          to[j] = b
          thin++
        } else from[j] = -1
      }
      if (thin < THIN_SHARE * (k - start)) continue
      for (let j = start; j < k; j++) {
        if (from[j]! < 0) continue
        const col = j * step
        let a = from[j]!
        let b = to[j]!
        // The grey edge the rule's blur left on either side (up to the ink of a letter near it).
        while (a > 0 && from[j]! - a < maxThick && edge(col + (a - 1) * lineStep)) a--
        while (b < lines - 1 && b - to[j]! < maxThick && edge(col + (b + 1) * lineStep)) b++
        for (let q = a; q <= b; q++) {
          out[col + q * lineStep] = 1
          // Gone, so the next lines of the same rule do not find it again.
          dark[col + q * lineStep] = 0
        }
      }
    }
  }
}

/** A connected piece of ink: its box and how many pixels it has. */
export interface InkBlob {
  x0: number
  y0: number
  x1: number
  y1: number
  area: number
}

/** The connected pieces of ink of a mask (8-connected), from its runs row by row. */
export function inkBlobs(mask: Uint8Array, width: number, height: number): InkBlob[] {
  const parent: number[] = []
  const find = (a: number): number => {
    let r = a
    while (parent[r] !== r) r = parent[r]!
    while (parent[a] !== r) {
      const next = parent[a]!
      parent[a] = r
      a = next
    }
    return r
  }
  const runs: Array<{ y: number; x0: number; x1: number; id: number }> = []
  let prevRow: typeof runs = []
  for (let y = 0; y < height; y++) {
    const row: typeof runs = []
    let x = 0
    while (x < width) {
      if (mask[y * width + x] !== 1) {
        x++
        continue
      }
      const x0 = x
      while (x < width && mask[y * width + x] === 1) x++
      const run = { y, x0, x1: x - 1, id: parent.length }
      parent.push(run.id)
      for (const p of prevRow)
        if (p.x0 <= run.x1 + 1 && p.x1 >= run.x0 - 1) {
          const a = find(p.id)
          const b = find(run.id)
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b)
        }
      row.push(run)
      runs.push(run)
    }
    prevRow = row
  }
  const blobs = new Map<number, InkBlob>()
  for (const r of runs) {
    const id = find(r.id)
    const b = blobs.get(id)
    if (b === undefined)
      blobs.set(id, { x0: r.x0, y0: r.y, x1: r.x1, y1: r.y, area: r.x1 - r.x0 + 1 })
    else {
      b.x0 = Math.min(b.x0, r.x0)
      b.x1 = Math.max(b.x1, r.x1)
      b.y1 = r.y
      b.area += r.x1 - r.x0 + 1
    }
  }
  return [...blobs.values()]
}

/**
 * The dots of dotted leaders: small round pieces of ink, at least LEADER_DOTS in a row on one
 * baseline, close together, with nothing but paper between them (a full stop between words has
 * letters around it).
 */
export function leaderDots(
  mask: Uint8Array,
  width: number,
  height: number,
  maxDot: number,
  maxGap: number,
): InkBlob[] {
  const dots = inkBlobs(mask, width, height)
    .filter((b) => {
      const w = b.x1 - b.x0 + 1
      const h = b.y1 - b.y0 + 1
      return (
        w <= maxDot &&
        h <= maxDot &&
        w <= 2.5 * h &&
        h <= 2.5 * w &&
        !stemBelow(mask, width, height, b)
      )
    })
    .sort((a, b) => a.x0 - b.x0)
  const used = new Set<InkBlob>()
  const out: InkBlob[] = []
  for (const [i, first] of dots.entries()) {
    if (used.has(first)) continue
    const chain = [first]
    for (let k = i + 1; k < dots.length; k++) {
      const d = dots[k]!
      const last = chain[chain.length - 1]!
      // Sorted by their left edge: once one is too far, all the rest are.
      if (d.x0 - last.x1 > maxGap) break
      if (d.x0 <= last.x1 || used.has(d)) continue
      const h = Math.max(last.y1 - last.y0 + 1, 2)
      if (Math.abs(d.y0 + d.y1 - last.y0 - last.y1) / 2 > h) continue
      if (!clearBetween(mask, width, last, d)) continue
      chain.push(d)
    }
    if (chain.length < LEADER_DOTS) continue
    for (const d of chain) used.add(d)
    out.push(...chain)
  }
  return out
}

/** No ink between two dots, from well above them (where letters would stand) to their bottom. */
function clearBetween(mask: Uint8Array, width: number, a: InkBlob, b: InkBlob): boolean {
  const h = Math.max(a.y1 - a.y0 + 1, 2)
  const top = Math.max(0, Math.min(a.y0, b.y0) - 3 * h)
  const bottom = Math.max(a.y1, b.y1)
  for (let y = top; y <= bottom; y++)
    for (let x = a.x1 + 1; x < b.x0; x++) if (mask[y * width + x] === 1) return false
  return true
}

/** Ink right under a dot: the stem of an i or a j, or the lower dot of a colon. */
function stemBelow(mask: Uint8Array, width: number, height: number, dot: InkBlob): boolean {
  const h = dot.y1 - dot.y0 + 1
  for (let y = dot.y1 + 1; y <= Math.min(height - 1, dot.y1 + 3 * h); y++)
    for (let x = dot.x0; x <= dot.x1; x++) if (mask[y * width + x] === 1) return true
  return false
}

/** Paper where `erase` is set. */
function whiten(image: GreyImage, erase: Uint8Array): void {
  for (let i = 0; i < erase.length; i++) if (erase[i] === 1) image.pixels[i] = 255
}
