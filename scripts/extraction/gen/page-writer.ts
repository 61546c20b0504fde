/**
 * Draws generated pages with pdf-lib in points from the top-left (y is the text baseline) and
 * records the true box of every value it is told is a field's value, measured from the drawing
 * itself (font metrics), normalised with the origin top-left.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../../src/shared/extraction/types'

export type FontFamily = 'helvetica' | 'times' | 'courier'

const FONTS: Readonly<Record<FontFamily, readonly [StandardFonts, StandardFonts]>> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
}

/** A field's true value and where it is printed. */
export interface TruthEntry {
  readonly field: ExtractionFieldId
  readonly normalized: string
  readonly bbox: BoundingBox
}

export const PAGE_W = 612
export const PAGE_H = 792

/** One document being drawn, page by page. */
export class PageWriter {
  readonly truth: TruthEntry[] = []
  private page!: PDFPage
  private pageNumber = 0
  /** The current page's size in points. */
  pageWidth = PAGE_W
  pageHeight = PAGE_H
  private regular!: PDFFont
  private bold!: PDFFont

  private constructor(private readonly doc: PDFDocument) {}

  static async create(
    family: FontFamily,
    size: readonly [number, number] = [PAGE_W, PAGE_H],
  ): Promise<PageWriter> {
    const doc = await PDFDocument.create()
    const w = new PageWriter(doc)
    const [r, b] = FONTS[family]
    w.regular = await doc.embedFont(r)
    w.bold = await doc.embedFont(b)
    w.newPage(size)
    return w
  }

  /** A new page, US letter portrait unless another size is given (landscape: [792, 612]). */
  newPage(size: readonly [number, number] = [PAGE_W, PAGE_H]): void {
    this.page = this.doc.addPage([size[0], size[1]])
    this.pageNumber = this.doc.getPageCount()
    this.pageWidth = size[0]
    this.pageHeight = size[1]
  }

  /** The x (points) of a box's right edge on the current page. */
  rightOf(box: BoundingBox): number {
    return box.x1 * this.pageWidth
  }

  get currentPage(): number {
    return this.pageNumber
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular
  }

  width(str: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(str, size)
  }

  /** Text with its baseline at y (from the top); returns its box. */
  text(str: string, x: number, y: number, size: number, bold = false, grey = 0): BoundingBox {
    this.page.drawText(str, {
      x,
      y: this.pageHeight - y,
      size,
      font: this.font(bold),
      color: rgb(grey, grey, grey),
    })
    return this.box(x, y, this.width(str, size, bold), size)
  }

  /** Text ending at `right`. */
  right(str: string, right: number, y: number, size: number, bold = false): BoundingBox {
    return this.text(str, right - this.width(str, size, bold), y, size, bold)
  }

  /** Text centred on `cx`. */
  center(str: string, cx: number, y: number, size: number, bold = false): BoundingBox {
    return this.text(str, cx - this.width(str, size, bold) / 2, y, size, bold)
  }

  /** The box of text that would be drawn at (x, y): for parts of a longer drawn string. */
  box(x: number, y: number, width: number, size: number): BoundingBox {
    return {
      page: this.pageNumber,
      x0: x / this.pageWidth,
      y0: (y - size * 0.72) / this.pageHeight,
      x1: (x + width) / this.pageWidth,
      y1: (y + size * 0.21) / this.pageHeight,
    }
  }

  /** Words of `str` wrapped into lines no wider than `maxWidth`; returns each line's box. */
  wrap(
    str: string,
    x: number,
    y: number,
    size: number,
    maxWidth: number,
    leading = size * 1.25,
  ): BoundingBox[] {
    const lines: string[] = []
    let line = ''
    for (const word of str.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`
      if (line !== '' && this.width(next, size) > maxWidth) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line !== '') lines.push(line)
    return lines.map((l, i) => this.text(l, x, y + i * leading, size))
  }

  /** A rectangle outline, top-left corner at (x, top). */
  rect(x: number, top: number, w: number, h: number, width = 0.7): void {
    this.page.drawRectangle({
      x,
      y: this.pageHeight - top - h,
      width: w,
      height: h,
      borderWidth: width,
      borderColor: rgb(0, 0, 0),
    })
  }

  /** A filled band (section headers). */
  band(x: number, top: number, w: number, h: number, grey = 0.85): void {
    this.page.drawRectangle({
      x,
      y: this.pageHeight - top - h,
      width: w,
      height: h,
      color: rgb(grey, grey, grey),
    })
  }

  hline(x0: number, x1: number, y: number, width = 0.6): void {
    this.page.drawLine({
      start: { x: x0, y: this.pageHeight - y },
      end: { x: x1, y: this.pageHeight - y },
      thickness: width,
      color: rgb(0, 0, 0),
    })
  }

  /** Records a field's true value at a box (or the union of several boxes). */
  add(
    field: ExtractionFieldId,
    normalized: string,
    box: BoundingBox | readonly BoundingBox[],
  ): void {
    const boxes = Array.isArray(box) ? (box as readonly BoundingBox[]) : [box as BoundingBox]
    const first = boxes[0]
    if (first === undefined) return
    this.truth.push({
      field,
      normalized,
      bbox: {
        page: first.page,
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1)),
      },
    })
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save()
  }
}
