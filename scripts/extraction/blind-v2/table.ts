/**
 * Ruled tables with header rows whose cells span several columns (multi-row headers), shaded
 * header rows and cells that hold a field's value (recorded as truth) on one or several lines.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { Printed, Sheet } from './kit'

/** One cell: plain text (one line or several), or a field's value. */
export interface Cell {
  readonly text?: string | readonly string[]
  /** A field's value; with `lines`, printed over those lines (their words make the value). */
  readonly value?: {
    readonly field: ExtractionFieldId
    readonly v: Printed
    readonly lines?: readonly string[]
  }
  /** Plain lines printed under a value in the same cell (a mailing address under a name). */
  readonly after?: readonly string[]
  /** Columns it spans (default 1). */
  readonly span?: number
  readonly bold?: boolean
  readonly align?: 'left' | 'right' | 'center'
  readonly size?: number
}

export interface Row {
  readonly cells: readonly Cell[]
  /** Height in points (default: enough for the cell with most lines). */
  readonly height?: number
  /** Grey level of a shaded row (header rows). */
  readonly shade?: number
}

/** Draws a table with its top at `top`; returns the y of its bottom edge. */
export function drawTable(
  s: Sheet,
  x: number,
  top: number,
  widths: readonly number[],
  rows: readonly Row[],
  size: number,
  opts: { rules?: 'all' | 'rows' | 'frame'; pad?: number } = {},
): number {
  const pad = opts.pad ?? 3
  const rules = opts.rules ?? 'all'
  const total = widths.reduce((a, b) => a + b, 0)
  const leading = size * 1.22
  let y = top
  for (const row of rows) {
    const lineCount = Math.max(
      1,
      ...row.cells.map((c) =>
        c.value !== undefined
          ? (c.value.lines?.length ?? 1) + (c.after?.length ?? 0)
          : Array.isArray(c.text)
            ? c.text.length
            : 1,
      ),
    )
    const h = row.height ?? lineCount * leading + 2 * pad + 1
    if (row.shade !== undefined) s.band(x, y, total, h, row.shade)
    let col = 0
    let cx = x
    for (const cell of row.cells) {
      const span = cell.span ?? 1
      const w = widths.slice(col, col + span).reduce((a, b) => a + b, 0)
      const cs = cell.size ?? size
      const base = y + pad + cs * 0.85
      const ax =
        cell.align === 'right' ? cx + w - pad : cell.align === 'center' ? cx + w / 2 : cx + pad
      if (cell.value !== undefined) {
        const { field, v, lines } = cell.value
        let next = base + leading
        if (lines !== undefined && lines.length > 1)
          next = s.valueLines(field, lines, v.normalized, ax, base, cs, leading, cell.bold ?? false)
        else
          s.value(field, v, ax, base, cs, { bold: cell.bold ?? false, align: cell.align ?? 'left' })
        for (const [i, l] of (cell.after ?? []).entries()) s.text(l, ax, next + i * leading, cs)
      } else if (cell.text !== undefined) {
        const lines = Array.isArray(cell.text) ? cell.text : [cell.text as string]
        lines.forEach((l, i) => {
          const ly = base + i * leading
          if (cell.align === 'right') s.right(l, ax, ly, cs, cell.bold ?? false)
          else if (cell.align === 'center') s.center(l, ax, ly, cs, cell.bold ?? false)
          else s.text(l, ax, ly, cs, cell.bold ?? false)
        })
      }
      cx += w
      col += span
      if (rules === 'all' && col < widths.length) s.vline(cx, y, y + h, 0.5)
    }
    y += h
    if (rules !== 'frame') s.hline(x, x + total, y, 0.5)
  }
  s.rect(x, top, total, y - top, 0.8)
  return y
}
