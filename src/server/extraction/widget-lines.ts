import type { FormFieldValue, TextToken } from './types'

/**
 * The lines of a filled widget's value. A multi-line box (agency, insured, additional interest)
 * holds its name on its first written line, and some fills start the box with an empty line: the
 * name is then the first line that has text, one line lower in the rectangle.
 */

/** The first line with text of a widget's value, and how many lines above it are blank. */
export function firstWrittenLine(value: string): { text: string; index: number } {
  const lines = value.split(/\r\n|\r|\n/)
  const index = lines.findIndex((l) => l.trim().length > 0)
  return index < 0 ? { text: '', index: 0 } : { text: lines[index]!, index }
}

/** A line of text at most this high (page heights) in a widget: its first line's height. */
const WIDGET_LINE = 0.018
/** The least height (page heights) a written line takes in a multi-line box. */
const MIN_WIDGET_LINE = 0.008

/**
 * A filled widget as one-line tokens: its first written line in the top line of its rectangle,
 * and the lines after it below, as many as the rectangle holds (a remark box: "Location 1:" over
 * the street, as a flattened form prints them). Each is as wide as its text (left-aligned, as form
 * values mostly are) rather than the whole rectangle, so that a wide box's value still sits in
 * the column of the caption above it.
 */
export function widgetTokens(f: FormFieldValue, aspect: number): TextToken[] {
  const { index } = firstWrittenLine(f.value)
  const lines = f.value.split(/\r\n|\r|\n/)
  const height = f.bbox.y1 - f.bbox.y0
  // Lines fill the box from the top; a box too low for its lines shows only the first.
  const count = lines.length - index
  const lineH =
    count > 1 && height / count >= MIN_WIDGET_LINE
      ? Math.min(WIDGET_LINE, height / count)
      : Math.min(WIDGET_LINE, height)
  const out: TextToken[] = []
  for (const [k, line] of lines.entries()) {
    if (k < index || line.trim() === '') continue
    // Blank lines above the first written one push it down the rectangle.
    const y0 = f.bbox.y0 + k * lineH
    if (k > index && y0 + lineH > f.bbox.y1 + 1e-9) break
    const top = Math.min(y0, f.bbox.y1 - lineH)
    // About 0.55 em per character at a font about 0.7 of the line: in page widths.
    const width = (line.length * 0.55 * 0.7 * lineH) / Math.max(aspect, 1e-6)
    out.push({
      text: line,
      bbox: {
        ...f.bbox,
        x1: Math.min(f.bbox.x1, f.bbox.x0 + Math.max(width, 0.01)),
        y0: top,
        y1: top + lineH,
      },
      confidence: 1,
      widget: true,
    })
  }
  return out
}
