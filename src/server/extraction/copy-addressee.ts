/**
 * A carrier's notice (cancellation, non-renewal, reinstatement, a change) is mailed to each
 * interested party in its own copy, marked at the top ("MORTGAGEE COPY", "Lienholder's copy",
 * "Copy to lender"). On the lender's copy the lender is the letter's addressee — the address block
 * in the envelope window — and is named nowhere else. Only the copy mark tells whose copy it is:
 * the insured's copy has the insured in the window, and an unmarked letter's addressee is anyone.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import { addressBlockAt, addresseeCandidate } from './address-block'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** A copy mark naming a lender: "MORTGAGEE / LIENHOLDER COPY", "Copy to: loss payee". */
const LENDER_COPY =
  /\b(?:mortgagee|lien\s*holder|lender|loss\s+payee)(?:'?s)?\b[^.]{0,25}\bcopy\b|\bcopy\s+(?:to|for)\s*:?\s*(?:the\s+)?(?:\w+\s+)?(?:mortgagee|lien\s*holder|lender|loss\s+payee)\b/i

/** Where a window envelope shows the addressee: the upper part of the first page. */
const WINDOW_BOTTOM = 0.4

/** Trust in a name read from the window of a copy marked for the lender. */
const ADDRESSEE_SCORE = 0.85

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
    const block = addressBlockAt(lines, i, 5)
    if (block === undefined || block.length < 3) continue
    const v = readFieldValue(LENDER, undefined, first.text)
    // A name starts with a capital: a lower-case start is a name cut short (a scan's window edge).
    if (v === undefined || !/^[A-Z0-9]/.test(v.printed)) return []
    return [addresseeCandidate('policy.mortgagee', line, first, v, ADDRESSEE_SCORE, 'addressee')]
  }
  return []
}
