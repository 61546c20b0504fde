/**
 * What a page image loses before OCR because it is not text: ruled lines (the boxes of a form,
 * the rules a value is written on) and dotted leaders between a label and its value. OCR reads
 * rules touching letters as part of them, and leaders as rows of letters ("PPE PRP PP"), which
 * then pass for a value; with them gone the words stand clear and a label and its value are
 * apart. Found by shape alone, at the page's resolution: long thin runs of ink, and rows of small
 * dots. Pure functions on arrays; the grey image is changed in place.
 */
import type { GreyImage } from './grey-image'
import { maskWords, paperWord } from './mask-words'
import { markRules, type DarkPixels, type RuleSize } from './rule-marks'

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

/** What makes a rule on a page of `dpi`, in pixels. */
export function ruleSizeAt(dpi: number): RuleSize {
  const px = (inches: number): number => Math.max(1, Math.round(inches * dpi))
  return { minRun: px(SIZES.rule), maxThick: px(SIZES.ruleThickness) }
}

/**
 * Removes rules and leaders from `image` (200 dpi or so: `dpi` is its resolution); `mask` is its
 * ink, and loses the rules too. `dark`, when the caller found it already (rule-marks.ts), saves
 * a pass over the page.
 */
export function removeNonText(
  image: GreyImage,
  mask: Uint8Array,
  dpi: number,
  dark?: DarkPixels,
): void {
  const px = (inches: number): number => Math.max(1, Math.round(inches * dpi))
  const { width, height, pixels } = image
  const rules = markRules(image, ruleSizeAt(dpi), dark)
  // Only the marked pixels are visited: a page is mostly paper, and its rules a small part of it.
  for (let k = 0; k < rules.length; k++) {
    const i = rules[k]!
    mask[i] = 0
    pixels[i] = 255
  }
  for (const box of leaderDots(mask, width, height, px(SIZES.dot), px(SIZES.dotGap)))
    for (let y = Math.max(0, box.y0 - 1); y <= Math.min(height - 1, box.y1 + 1); y++)
      for (let x = Math.max(0, box.x0 - 1); x <= Math.min(width - 1, box.x1 + 1); x++)
        pixels[y * width + x] = 255
}

/** A connected piece of ink: its box and how many pixels it has. */
export interface InkBlob {
  x0: number
  y0: number
  x1: number
  y1: number
  area: number
}

/** Run fields, kept flat in one growing Int32Array: y, x0, x1, then parent (union-find). */
const RUN_FIELDS = 4

/**
 * The connected pieces of ink of a mask (8-connected), from its runs row by row. Runs live in a
 * flat typed array (a page has a few hundred thousand), and each run is joined only to the runs
 * of the row above that touch it, found by walking both rows left to right together. A piece's
 * root is its first run, so the pieces come out in the order of their first runs.
 */
export function inkBlobs(mask: Uint8Array, width: number, height: number): InkBlob[] {
  let runs = new Int32Array(RUN_FIELDS * 4096)
  let n = 0
  const find = (a: number): number => {
    let r = a
    while (runs[r * RUN_FIELDS + 3] !== r) r = runs[r * RUN_FIELDS + 3]!
    while (runs[a * RUN_FIELDS + 3] !== r) {
      const next = runs[a * RUN_FIELDS + 3]!
      runs[a * RUN_FIELDS + 3] = r
      a = next
    }
    return r
  }
  let prevFrom = 0
  let prevTo = 0
  const words = maskWords(mask)
  for (let y = 0; y < height; y++) {
    const rowFrom = n
    const base = y * width
    // The first run of the row above that may still touch this row's runs.
    let p = prevFrom
    let x = 0
    while (x < width) {
      if (x + 4 <= width && paperWord(words, base + x)) {
        x += 4
        continue
      }
      if (mask[base + x] !== 1) {
        x++
        continue
      }
      const x0 = x
      while (x < width && mask[base + x] === 1) x++
      const x1 = x - 1
      if ((n + 1) * RUN_FIELDS > runs.length) {
        const grown = new Int32Array(runs.length * 2)
        grown.set(runs)
        runs = grown
      }
      const at = n * RUN_FIELDS
      runs[at] = y
      runs[at + 1] = x0
      runs[at + 2] = x1
      runs[at + 3] = n
      // Runs of the row above ending left of this one touch no later run of this row either.
      while (p < prevTo && runs[p * RUN_FIELDS + 2]! < x0 - 1) p++
      for (let q = p; q < prevTo && runs[q * RUN_FIELDS + 1]! <= x1 + 1; q++) {
        const a = find(q)
        const b = find(n)
        if (a !== b) runs[Math.max(a, b) * RUN_FIELDS + 3] = Math.min(a, b)
      }
      n++
    }
    prevFrom = rowFrom
    prevTo = n
  }
  const blobs: InkBlob[] = []
  const blobOf = new Int32Array(n)
  for (let r = 0; r < n; r++) {
    const at = r * RUN_FIELDS
    const y = runs[at]!
    const x0 = runs[at + 1]!
    const x1 = runs[at + 2]!
    const id = find(r)
    if (id === r) {
      blobOf[r] = blobs.length
      blobs.push({ x0, y0: y, x1, y1: y, area: x1 - x0 + 1 })
      continue
    }
    const b = blobs[blobOf[id]!]!
    b.x0 = Math.min(b.x0, x0)
    b.x1 = Math.max(b.x1, x1)
    b.y1 = y
    b.area += x1 - x0 + 1
  }
  return blobs
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
