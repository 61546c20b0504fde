/**
 * Page layout for the spatial search: tokens grouped into lines (by vertical overlap) and lines
 * split into cells where the horizontal gap is wide (table columns, label/value columns).
 */
import type { BoundingBox } from '../../shared/extraction/types'
import { unionBoxes } from './coordinates'
import { glyphOffsets } from './glyph-widths'
import { splitIdentifierKeys } from './identifier-keys'
import type { TextToken } from './types'

/** A run of tokens of one line with no wide gap: a table cell or a "Label: value" phrase. */
export interface Cell {
  readonly tokens: readonly TextToken[]
  readonly text: string
  /** Character offset of each token in `text`. */
  readonly offsets: readonly number[]
  readonly bbox: BoundingBox
  readonly confidence: number
}

/** One visual line of a page. */
export interface Line {
  readonly index: number
  readonly cells: readonly Cell[]
  readonly bbox: BoundingBox
  /** Line height, in page-height units. */
  readonly height: number
}

const centerY = (b: BoundingBox): number => (b.y0 + b.y1) / 2

/** Tokens of one page to lines, top to bottom; `aspect` is page width / page height. */
export function buildLines(tokens: readonly TextToken[], aspect: number): Line[] {
  const kept = splitIdentifierKeys(tokens).filter(
    (t) => t.text.trim().length > 0 && t.bbox.y1 > t.bbox.y0,
  )
  const groups: TextToken[][] = []
  const spans: { y0: number; y1: number }[] = []
  for (const unit of lineUnits(kept)) {
    const h = unit.y1 - unit.y0
    let placed = false
    // Compare with the last few lines only: units arrive sorted by their centre.
    for (let g = groups.length - 1; g >= Math.max(0, groups.length - 3); g--) {
      const s = spans[g]
      if (s === undefined) continue
      const overlap = Math.min(s.y1, unit.y1) - Math.max(s.y0, unit.y0)
      const lineH = s.y1 - s.y0
      // Words of one line never sit on top of each other: a value written over its box's caption
      // (a filled form) is a line of its own.
      if (
        overlap > 0.5 * Math.min(h, lineH) &&
        !unit.tokens.some((t) => collides(groups[g] ?? [], t))
      ) {
        groups[g]?.push(...unit.tokens)
        s.y0 = Math.min(s.y0, unit.y0)
        s.y1 = Math.max(s.y1, unit.y1)
        placed = true
        break
      }
    }
    if (!placed) {
      groups.push([...unit.tokens])
      spans.push({ y0: unit.y0, y1: unit.y1 })
    }
  }
  const rows = groups
    .map((g) => {
      g.sort((a, b) => a.bbox.x0 - b.bbox.x0)
      return { tokens: g, bbox: unionBoxes(g.map((t) => t.bbox)) }
    })
    .sort((a, b) => centerY(a.bbox) - centerY(b.bbox))
    .map(({ tokens: g, bbox }) => ({ tokens: joinTouching(g, aspect), bbox }))
  const starts = columnStarts(
    rows.map((r) => r.tokens),
    aspect,
  )
  return rows.map(({ tokens: g, bbox }, index) => {
    const height = median(g.map((t) => t.bbox.y1 - t.bbox.y0))
    const marked = g.map((t) => (starts.has(t) ? { ...t, cellStart: true } : t))
    return { index, bbox, height, cells: splitCells(marked, height, aspect) }
  })
}

/** Tokens starting at one x (page widths, within this) line up on a column's edge. */
const COLUMN_ALIGN = 0.003
/** Tokens it takes on one edge to make a column, and of them, after a gap wider than a space. */
const COLUMN_TOKENS = 4
const COLUMN_GAPS = 2
/** A gap wider than a word space (in text heights): only such a gap may be a column's edge. */
const MORE_THAN_SPACE = 0.45

/**
 * Tokens that start a column although the gap before them is narrow: values aligned on one edge
 * beside labels right-aligned to a gutter ("   Policy  17-DP-94", " Company  Corbel Insurance")
 * sit closer to their labels than cells usually are. Where at least COLUMN_TOKENS tokens of the
 * page start on one x and COLUMN_GAPS of them follow a gap wider than a space, each token there
 * after such a gap starts a cell.
 */
function columnStarts(
  lines: readonly (readonly TextToken[])[],
  aspect: number,
): ReadonlySet<TextToken> {
  const key = (x: number): number => Math.round(x / COLUMN_ALIGN)
  const starts = new Map<number, number>()
  const gapped: Array<{ token: TextToken; at: number }> = []
  for (const tokens of lines)
    tokens.forEach((t, k) => {
      const at = key(t.bbox.x0)
      starts.set(at, (starts.get(at) ?? 0) + 1)
      const prev = tokens[k - 1]
      const h = Math.min(
        t.bbox.y1 - t.bbox.y0,
        prev === undefined ? 0 : prev.bbox.y1 - prev.bbox.y0,
      )
      // Text runs only: OCR's word boxes hug the letters, and its gaps between words vary too much
      // (columns of a scan split at wide gaps only). Nor typewriter print, whose characters all
      // sit on one grid.
      if (
        prev?.font !== undefined &&
        t.font !== undefined &&
        t.monospace !== true &&
        (t.bbox.x0 - prev.bbox.x1) * aspect > MORE_THAN_SPACE * h
      )
        gapped.push({ token: t, at })
    })
  // Edges a rounding apart are one edge.
  const near = (m: Map<number, number>, at: number): number =>
    (m.get(at - 1) ?? 0) + (m.get(at) ?? 0) + (m.get(at + 1) ?? 0)
  const gaps = new Map<number, number>()
  for (const g of gapped) gaps.set(g.at, (gaps.get(g.at) ?? 0) + 1)
  return new Set(
    gapped
      .filter((g) => near(starts, g.at) >= COLUMN_TOKENS && near(gaps, g.at) >= COLUMN_GAPS)
      .map((g) => g.token),
  )
}

/** Glyphs closer than this share of their height are one word (no space between them). */
const TOUCHING_GAP = 0.12

/**
 * Tokens of a line (sorted by x) that touch, joined into one: some PDFs draw each glyph as a text
 * run of its own (small capitals, letter by letter), which would otherwise read "P O L I C Y".
 * A space between words is about a quarter of the text's height, far wider than the gap between
 * glyphs of one word. OCR words and filled widgets are never joined.
 */
export function joinTouching(tokens: readonly TextToken[], aspect: number): TextToken[] {
  const out: TextToken[] = []
  const tracked = trackedJoins(tokens, aspect)
  for (const [k, t] of tokens.entries()) {
    const prev = out[out.length - 1]
    if (tracked.has(k) && prev !== undefined) {
      out[out.length - 1] = {
        ...prev,
        text: prev.text + t.text,
        bbox: unionBoxes([prev.bbox, t.bbox]),
      }
      continue
    }
    if (
      prev !== undefined &&
      prev.confidence === 1 &&
      t.confidence === 1 &&
      prev.widget !== true &&
      t.widget !== true &&
      prev.font !== undefined &&
      t.font !== undefined &&
      // A glyph drawn on its own (a text that runs on into the next column is no glyph).
      t.text.length <= 2 &&
      Math.abs(t.bbox.x0 - prev.bbox.x1) * aspect <
        TOUCHING_GAP * Math.min(prev.bbox.y1 - prev.bbox.y0, t.bbox.y1 - t.bbox.y0)
    ) {
      out[out.length - 1] = {
        ...prev,
        text: prev.text + t.text,
        bbox: unionBoxes([prev.bbox, t.bbox]),
      }
      continue
    }
    out.push(t)
  }
  return out
}

/** A glyph drawn on its own by a PDF: one letter or digit of a text-layer font. */
const isGlyph = (t: TextToken): boolean =>
  t.text.length === 1 &&
  /[\p{L}\p{N}&'’.-]/u.test(t.text) &&
  t.font !== undefined &&
  t.confidence === 1 &&
  t.widget !== true
/** Glyphs it takes to call a run letter-spaced (two could be initials or a table's codes). */
const TRACKED_RUN = 3
/** A gap this many times the run's narrowest (and within a word space of it) is between letters. */
const TRACKED_SPREAD = 1.6
/** Letter spacing wider than this share of the text's height is not tracking but separate words. */
const TRACKED_MAX_GAP = 0.5

/**
 * Indexes of glyphs to join to the glyph before them in a letter-spaced caption ("P O L I C Y
 * N U M B E R" drawn letter by letter with tracking): designers spread capitals so that the gap
 * between letters is wider than glyphs touching, but it stays even along the caption, while a space
 * between words is clearly wider. In a run of single glyphs, gaps near the run's narrowest join
 * letters; a gap markedly wider is a word space.
 */
function trackedJoins(tokens: readonly TextToken[], aspect: number): ReadonlySet<number> {
  const joins = new Set<number>()
  let k = 0
  while (k < tokens.length) {
    let end = k
    while (end < tokens.length && isGlyph(tokens[end] as TextToken)) end++
    if (end - k >= TRACKED_RUN) {
      const run = tokens.slice(k, end)
      const h = Math.min(...run.map((t) => t.bbox.y1 - t.bbox.y0))
      const gaps = run.slice(1).map((t, i) => (t.bbox.x0 - (run[i] as TextToken).bbox.x1) * aspect)
      const narrowest = Math.max(0, Math.min(...gaps))
      if (narrowest < TRACKED_MAX_GAP * h) {
        const limit = Math.max(TRACKED_SPREAD * narrowest, narrowest + TOUCHING_GAP * h)
        gaps.forEach((g, i) => {
          if (g <= limit) joins.add(k + i + 1)
        })
      }
    }
    k = Math.max(end, k + 1)
  }
  return joins
}

/** Words placed on a line together, and the band they stand in. */
interface LineUnit {
  readonly tokens: readonly TextToken[]
  readonly y0: number
  readonly y1: number
}

/**
 * The units lines are built of, sorted by their centre: the words OCR read on one line together
 * (OCR follows a line's baseline, which a slight skew, or a word box stretched over its
 * neighbours' ink, hides from the boxes), standing in their words' median band (a tall box of a
 * stamp or a rule read with them does not widen it); every other token alone.
 */
function lineUnits(tokens: readonly TextToken[]): LineUnit[] {
  const units: LineUnit[] = []
  const byOcrLine = new Map<number, TextToken[]>()
  for (const t of tokens) {
    if (t.ocrLine === undefined) units.push({ tokens: [t], y0: t.bbox.y0, y1: t.bbox.y1 })
    else byOcrLine.set(t.ocrLine, [...(byOcrLine.get(t.ocrLine) ?? []), t])
  }
  for (const words of byOcrLine.values()) {
    const y0 = median(words.map((t) => t.bbox.y0))
    const y1 = median(words.map((t) => t.bbox.y1))
    units.push({ tokens: words, y0, y1: Math.max(y1, y0 + 1e-6) })
  }
  const x0 = (u: LineUnit): number => Math.min(...u.tokens.map((t) => t.bbox.x0))
  return units.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1) || x0(a) - x0(b))
}

/** True when a token covers much of another token of the group horizontally. */
function collides(group: readonly TextToken[], t: TextToken): boolean {
  return group.some((o) => {
    const inter = Math.min(o.bbox.x1, t.bbox.x1) - Math.max(o.bbox.x0, t.bbox.x0)
    const narrower = Math.min(o.bbox.x1 - o.bbox.x0, t.bbox.x1 - t.bbox.x0)
    return narrower > 0 && inter > 0.3 * narrower
  })
}

/**
 * Split a line's tokens (sorted by x) where the gap is wider than about 1.2 heights of the text
 * beside it: the line's, or the two words' when both are larger (a value in large print on a line
 * of small captions is spaced as large print is).
 */
function splitCells(tokens: readonly TextToken[], height: number, aspect: number): Cell[] {
  const cells: TextToken[][] = []
  let current: TextToken[] = []
  let prev: TextToken | undefined
  const h = (t: TextToken): number => t.bbox.y1 - t.bbox.y0
  let marked = false
  for (const t of tokens) {
    // A bar or a middle dot drawn on its own between two texts of a PDF separates them. OCR reads
    // specks as dots, so of its marks only a bar read as a word of its own separates: a printed
    // bar, or the edge of a box, which parts what stands on either side as well.
    if (t.font !== undefined ? SEPARATOR_MARK.test(t.text) : t.widget !== true && t.text === '|') {
      marked = true
      continue
    }
    const gap = prev === undefined ? 0 : (t.bbox.x0 - prev.bbox.x1) * aspect
    const wide = prev !== undefined && gap > 1.2 * Math.max(height, Math.min(h(prev), h(t)))
    const apart = marked || t.cellStart === true
    marked = false
    if (prev !== undefined && (wide || apart || t.widget === true || prev.widget === true)) {
      cells.push(current)
      current = []
    }
    current.push(t)
    prev = t
  }
  if (current.length > 0) cells.push(current)
  return cells.map(makeCell)
}

/** A text run that is only a separator mark. */
const SEPARATOR_MARK = /^[|·•]$/

/** A cell from tokens: text joined with single spaces, with each token's offset. */
export function makeCell(tokens: readonly TextToken[]): Cell {
  let text = ''
  const offsets: number[] = []
  for (const t of tokens) {
    if (text.length > 0) text += ' '
    offsets.push(text.length)
    text += t.text.replace(/\s+/g, ' ').trim()
  }
  return {
    tokens,
    text,
    offsets,
    bbox: unionBoxes(tokens.map((t) => t.bbox)),
    confidence: Math.min(...tokens.map((t) => t.confidence)),
  }
}

/**
 * The box of characters [start, end) of a cell's text: the union of the tokens it touches,
 * narrowed within a token by character share (a PDF text run holds several words).
 */
export function boxOfRange(cell: Cell, start: number, end: number): BoundingBox {
  const parts: BoundingBox[] = []
  cell.tokens.forEach((t, i) => {
    const off = cell.offsets[i] ?? 0
    const text = t.text.replace(/\s+/g, ' ').trim()
    const len = text.length
    const s = Math.max(start, off)
    const e = Math.min(end, off + len)
    if (e <= s || len === 0) return
    const w = t.bbox.x1 - t.bbox.x0
    if (s === off && e === off + len) {
      parts.push(t.bbox)
      return
    }
    const at = glyphOffsets(text, t.monospace === true)
    parts.push({
      ...t.bbox,
      x0: t.bbox.x0 + w * (at[s - off] ?? 0),
      x1: t.bbox.x0 + w * (at[e - off] ?? 1),
    })
  })
  return parts.length > 0 ? unionBoxes(parts) : cell.bbox
}

/**
 * How far a value can be trusted for the confidence of its weakest word: fully when read for sure,
 * down to three quarters at half sure; a word OCR was less than half sure of is a guess (on the
 * development scans nearly all such values were misread), and the value with it falls below the
 * proposal threshold.
 */
export function wordTrust(confidence: number): number {
  return confidence >= 0.5 ? 0.5 + 0.5 * confidence : confidence
}

/** The lowest confidence of the tokens a character range touches. */
export function confidenceOfRange(cell: Cell, start: number, end: number): number {
  let c = 1
  cell.tokens.forEach((t, i) => {
    const off = cell.offsets[i] ?? 0
    if (off < end && off + t.text.length > start) c = Math.min(c, t.confidence)
  })
  return c
}

function median(values: readonly number[]): number {
  const s = values.slice().sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}
