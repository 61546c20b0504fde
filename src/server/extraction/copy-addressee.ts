/**
 * A carrier's notice (cancellation, non-renewal, reinstatement, a change) is mailed to each
 * interested party in its own copy, marked at the top ("MORTGAGEE COPY", "Lienholder's copy",
 * "Copy to lender"). On the lender's copy the lender is the letter's addressee — the address block
 * in the envelope window — and is named nowhere else. Only the copy mark tells whose copy it is:
 * the insured's copy has the insured in the window, and an unmarked letter's addressee is anyone.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** A copy mark naming a lender: "MORTGAGEE / LIENHOLDER COPY", "Copy to: loss payee". */
const LENDER_COPY =
  /\b(?:mortgagee|lien\s*holder|lender|loss\s+payee)(?:'?s)?\b[^.]{0,25}\bcopy\b|\bcopy\s+(?:to|for)\s*:?\s*(?:the\s+)?(?:\w+\s+)?(?:mortgagee|lien\s*holder|lender|loss\s+payee)\b/i

/** The last line of a mailing address: "Bodega, CA 94922", "Ely MN 55731-0042". */
const CITY_LINE = /^[A-Za-z .'-]+,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/

/** Where a window envelope shows the addressee: the upper part of the first page. */
const WINDOW_BOTTOM = 0.4

/** Trust in a name read from the window of a copy marked for the lender. */
const ADDRESSEE_SCORE = 0.85

/** Most gap between two lines of one address block, in line heights. */
const BLOCK_GAP = 1.2

const LENDER = extractionField('policy.mortgagee')

/** The addressee of a copy marked for the lender, as the mortgagee's candidate. */
export function lenderCopyAddressee(lines: readonly Line[]): Candidate[] {
  if (LENDER === undefined) return []
  const marked = lines.some(
    (l) => l.bbox.y1 < WINDOW_BOTTOM && l.cells.some((c) => LENDER_COPY.test(c.text)),
  )
  if (!marked) return []
  // The block: lines one under the other at one left edge, ending in a city line.
  for (const [i, line] of lines.entries()) {
    if (line.bbox.y0 > WINDOW_BOTTOM) break
    const first = line.cells[0]
    if (first === undefined) continue
    const block = [line]
    for (const next of lines.slice(i + 1, i + 6)) {
      const prev = block[block.length - 1]!
      const cell = next.cells[0]
      if (next.bbox.page !== line.bbox.page || cell === undefined) break
      if (next.bbox.y0 - prev.bbox.y1 > BLOCK_GAP * Math.max(prev.height, 1e-6)) break
      if (Math.abs(cell.bbox.x0 - first.bbox.x0) > 0.01) break
      block.push(next)
      if (CITY_LINE.test(cell.text.trim())) break
    }
    const last = block[block.length - 1]!.cells[0]!
    if (block.length < 3 || !CITY_LINE.test(last.text.trim())) continue
    const v = readFieldValue(LENDER, undefined, first.text)
    // A name starts with a capital: a lower-case start is a name cut short (a scan's window edge).
    if (v === undefined || !/^[A-Z0-9]/.test(v.printed)) return []
    const trust = wordTrust(first.confidence)
    return [
      {
        field: 'policy.mortgagee',
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(first, v.start, v.start + v.printed.length),
        score: ADDRESSEE_SCORE * v.quality * trust,
        relation: 'below',
        labelKey: `addressee:${line.bbox.page}:${line.index}`,
        evidence: { label: ADDRESSEE_SCORE, quality: v.quality, trust },
      },
    ]
  }
  return []
}
