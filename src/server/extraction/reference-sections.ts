/**
 * Sections shown for reference. A statement or a renewal may print another policy's summary under
 * a heading that says it is no part of these declarations ("OTHER POLICY ON THIS ACCOUNT — FOR
 * REFERENCE ONLY"): the labels under that heading, to the next heading, name the other policy's
 * values, not this one's.
 */
import type { Line } from './layout'

/** A heading that says what follows is another policy's, or shown only for reference. */
const REFERENCE_HEADING =
  /\b(?:other\s+polic(?:y|ies)|for\s+(?:your\s+)?reference(?:\s+only)?|not\s+(?:a\s+)?part\s+of\s+(?:these|this|the|your)\s+(?:declarations?|policy))\b/i

/** A heading: one cell in capitals, a few words. */
const isHeading = (line: Line): boolean => {
  const text = line.cells.length === 1 ? line.cells[0]!.text.trim() : ''
  return text.length >= 4 && /[A-Z]{3}/.test(text) && !/[a-z]/.test(text)
}

/** The lines under a reference heading, up to the next heading or the page's end. */
export function referenceLines(lines: readonly Line[]): Set<Line> {
  const out = new Set<Line>()
  let page = -1
  let inside = false
  for (const line of lines) {
    if (line.bbox.page !== page) {
      page = line.bbox.page
      inside = false
    }
    if (isHeading(line)) {
      inside = REFERENCE_HEADING.test(line.cells[0]!.text)
      continue
    }
    if (inside) out.add(line)
  }
  return out
}
