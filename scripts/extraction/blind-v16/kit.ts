/**
 * Drawing helpers for the sixteenth blind set's families, on top of the generator's PageWriter
 * (which measures every drawn string from the font's metrics): values that record their true box,
 * labels in small capitals, ruled tables, logos as text, prose with values inside sentences, and
 * pages of any size. Copied verbatim from the fifteenth blind set's kit (itself the fourteenth's, thirteenth's,
 * twelfth's, eleventh's, ninth's, eighth's, seventh's, sixth's, fourth's, third's and second's;
 * infrastructure, not layout; those sets are or become development data and may change, which
 * must not redraw this one).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../../src/shared/extraction/types'
import type { TruthField } from '../dev-set-types'
import { PAGE_H, PAGE_W, PageWriter, type FontFamily } from '../gen/page-writer'

export { PAGE_H, PAGE_W }

/** A document drawn by a family, with the truth of every value it holds. */
export interface Rendered {
  readonly bytes: Uint8Array
  readonly truth: readonly TruthField[]
  readonly pages: number
}

/** A value inside running text: the field it answers, what is printed, and its normal form. */
export interface ValueRun {
  readonly field: ExtractionFieldId
  readonly printed: string
  readonly normalized: string
  readonly bold?: boolean
}

/** Text inside running text that is not a value (emphasised wording, other numbers). */
export interface PlainRun {
  readonly text: string
  readonly bold?: boolean
}

export type Run = string | ValueRun | PlainRun

/** The printed string and normal form of one value, for `Sheet.value`. */
export interface Printed {
  readonly printed: string
  readonly normalized: string
}

export class Sheet {
  private constructor(private readonly pw: PageWriter) {}

  static async create(
    font: FontFamily,
    size: readonly [number, number] = [PAGE_W, PAGE_H],
  ): Promise<Sheet> {
    return new Sheet(await PageWriter.create(font, size))
  }

  /** The current page's width and height in points. */
  get pageSize(): readonly [number, number] {
    return [this.pw.pageWidth, this.pw.pageHeight]
  }

  get page(): number {
    return this.pw.currentPage
  }

  newPage(size: readonly [number, number] = [PAGE_W, PAGE_H]): void {
    this.pw.newPage(size)
  }

  /**
   * The drawn width of a string. pdf-lib's own measure subtracts the font's kerning pairs, but
   * drawn text is not kerned: measured that way, a value's box falls short of its last letters
   * and the next word, placed after it, touches it ("Mutualhas"). So glyphs are measured one by one.
   */
  width(s: string, size: number, bold = false): number {
    let w = 0
    for (const ch of s) w += this.pw.width(ch, size, bold)
    return w
  }

  text(s: string, x: number, y: number, size: number, bold = false, grey = 0): BoundingBox {
    this.pw.text(s, x, y, size, bold, grey)
    return this.pw.box(x, y, this.width(s, size, bold), size)
  }

  right(s: string, right: number, y: number, size: number, bold = false): BoundingBox {
    return this.text(s, right - this.width(s, size, bold), y, size, bold)
  }

  center(s: string, cx: number, y: number, size: number, bold = false): BoundingBox {
    return this.text(s, cx - this.width(s, size, bold) / 2, y, size, bold)
  }

  /** A field's value drawn at (x, y) (or ending at x when `align` is right), recorded as truth. */
  value(
    field: ExtractionFieldId,
    v: Printed,
    x: number,
    y: number,
    size: number,
    opts: { bold?: boolean; align?: 'left' | 'right' | 'center' } = {},
  ): BoundingBox {
    const bold = opts.bold ?? false
    const box =
      opts.align === 'right'
        ? this.right(v.printed, x, y, size, bold)
        : opts.align === 'center'
          ? this.center(v.printed, x, y, size, bold)
          : this.text(v.printed, x, y, size, bold)
    this.pw.add(field, v.normalized, box)
    return box
  }

  /** A value printed over several lines (a long name in a narrow column): one truth box. */
  valueLines(
    field: ExtractionFieldId,
    lines: readonly string[],
    normalized: string,
    x: number,
    y: number,
    size: number,
    leading = size * 1.2,
    bold = false,
  ): number {
    const boxes = lines.map((l, i) => this.text(l, x, y + i * leading, size, bold))
    this.pw.add(field, normalized, boxes)
    return y + lines.length * leading
  }

  /** A value printed over several centred lines: one truth box, the union of the lines. */
  valueCentredLines(
    field: ExtractionFieldId,
    lines: readonly string[],
    normalized: string,
    cx: number,
    y: number,
    size: number,
    leading = size * 1.2,
    bold = false,
  ): number {
    const boxes = lines.map((l, i) => this.center(l, cx, y + i * leading, size, bold))
    this.pw.add(field, normalized, boxes)
    return y + lines.length * leading
  }

  /** Break a string into lines no wider than `maxWidth` (words kept whole). */
  split(s: string, size: number, maxWidth: number, bold = false): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of s.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`
      if (line !== '' && this.width(next, size, bold) > maxWidth) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line !== '') lines.push(line)
    return lines
  }

  /** A label in small capitals: capitals at `size`, the other letters as capitals a size smaller. */
  smallCaps(label: string, x: number, y: number, size: number, bold = false): number {
    let cx = x
    for (const ch of label) {
      const small = ch !== ch.toUpperCase()
      const s = small ? size * 0.78 : size
      const up = ch.toUpperCase()
      if (ch !== ' ') this.text(up, cx, y, s, bold)
      cx += this.width(up, s, bold)
    }
    return cx
  }

  rect(x: number, top: number, w: number, h: number, width = 0.7): void {
    this.pw.rect(x, top, w, h, width)
  }

  band(x: number, top: number, w: number, h: number, grey = 0.85): void {
    this.pw.band(x, top, w, h, grey)
  }

  hline(x0: number, x1: number, y: number, width = 0.6): void {
    this.pw.hline(x0, x1, y, width)
  }

  vline(x: number, top: number, bottom: number, width = 0.6): void {
    this.pw.rect(x, top, 0, bottom - top, width / 2)
  }

  /** A ruled table: outer frame, a line under every row and one between every column. */
  grid(x: number, top: number, cols: readonly number[], rows: readonly number[]): void {
    const w = cols.reduce((a, b) => a + b, 0)
    const h = rows.reduce((a, b) => a + b, 0)
    this.pw.rect(x, top, w, h, 0.7)
    let y = top
    for (const r of rows.slice(0, -1)) {
      y += r
      this.pw.hline(x, x + w, y, 0.5)
    }
    let cx = x
    for (const c of cols.slice(0, -1)) {
      cx += c
      this.vline(cx, top, top + h, 0.5)
    }
  }

  /**
   * Running text with values inside it, wrapped at `maxWidth`; values are never broken across
   * lines. Returns the baseline of the line after the paragraph.
   */
  prose(runs: readonly Run[], x: number, y: number, size: number, maxWidth: number): number {
    const leading = size * 1.35
    const tokens: Array<{ text: string; space: boolean; bold: boolean; value?: ValueRun }> = []
    let space = false
    for (const r of runs) {
      if (typeof r === 'string' || !('field' in r)) {
        const s = typeof r === 'string' ? r : r.text
        const bold = typeof r === 'string' ? false : (r.bold ?? false)
        for (const part of s.split(/(\s+)/)) {
          if (part === '') continue
          if (/^\s+$/.test(part)) space = true
          else {
            tokens.push({ text: part, space, bold })
            space = false
          }
        }
      } else {
        tokens.push({ text: r.printed, space, bold: r.bold ?? false, value: r })
        space = false
      }
    }
    let cx = x
    let cy = y
    let lineStart = true
    for (const t of tokens) {
      const w = this.width(t.text, size, t.bold)
      const sw = t.space && !lineStart ? this.width(' ', size) : 0
      if (!lineStart && t.space && cx + sw + w > x + maxWidth) {
        cx = x
        cy += leading
        lineStart = true
      }
      cx += lineStart ? 0 : sw
      const box = this.text(t.text, cx, cy, size, t.bold)
      if (t.value !== undefined) this.pw.add(t.value.field, t.value.normalized, box)
      cx += w
      lineStart = false
    }
    return cy + leading
  }

  /** A logo as text: the mark in large capitals, white on a dark band or framed. */
  logo(mark: string, x: number, y: number, size: number, style: 'band' | 'frame' | 'plain'): void {
    const w = this.width(mark, size, true)
    if (style === 'band') {
      this.pw.band(x - 6, y - size * 0.95, w + 12, size * 1.3, 0.15)
      this.text(mark, x, y, size, true, 1)
    } else {
      if (style === 'frame') this.pw.rect(x - 5, y - size * 0.95, w + 10, size * 1.3, 1.4)
      this.text(mark, x, y, size, true)
    }
  }

  async finish(): Promise<Rendered> {
    const bytes = await this.pw.save()
    return {
      bytes,
      truth: this.pw.truth.map((t) => ({ field: t.field, normalized: t.normalized, bbox: t.bbox })),
      pages: this.pw.currentPage,
    }
  }
}
