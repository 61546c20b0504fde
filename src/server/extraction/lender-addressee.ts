/**
 * A letter written to a borrower's lender (an association's or an agent's letter confirming the
 * insurance "for your file") names the lender only as its addressee: the address block under the
 * date, a lender's name over a street and a city line. The addressee is the mortgagee only when
 * the letter says the reader holds the loan ("Your loan no. 7924180279", "naming your
 * institution") and the name is a lender's: a letter to the borrower says "your loan" too, but
 * its addressee is a person, and an insurer's or agent's name is no lender's.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import { LENDER_NAME, NOT_LENDER } from './lender-letterhead'
import type { Candidate } from './page-geometry'

/** Words saying the reader is the lender: its loan, its borrower, its institution. */
const READER_LENDS =
  /\byour\s+(?:loan(?:\s+(?:no\.?|number|#))?\s+[A-Z]{0,3}-?\d|borrower|institution\b)/i

/** Names a borrower may carry that hold a lender's word: a family's trust, an estate. */
const BORROWER_WORDS = /\b(?:family|trustees?|estate\s+of|revocable|living\s+trust)\b/i

/** The last line of a mailing address: "Bodega, CA 94922", "Ely MN 55731-0042". */
const CITY_LINE = /^[A-Za-z .'-]+,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/

/** Where a letter's addressee stands: the upper part of its first page. */
const ADDRESS_BOTTOM = 0.45

/** Most gap between two lines of one address block, in line heights. */
const BLOCK_GAP = 1.2

/** Trust in the addressee as the lender (less than a labelled name). */
const ADDRESSEE_SCORE = 0.85

const LENDER = extractionField('policy.mortgagee')

/** The lender a letter is addressed to, as the mortgagee's candidate. */
export function lenderAddressee(lines: readonly Line[]): Candidate[] {
  if (LENDER === undefined) return []
  if (!lines.some((l) => l.cells.some((c) => READER_LENDS.test(c.text)))) return []
  const page = lines[0]?.bbox.page
  for (const [i, line] of lines.entries()) {
    if (line.bbox.page !== page || line.bbox.y0 > ADDRESS_BOTTOM) break
    const first = line.cells[0]
    if (first === undefined || line.cells.length > 1) continue
    const text = first.text.trim()
    if (!LENDER_NAME.test(text) || NOT_LENDER.test(text) || BORROWER_WORDS.test(text)) continue
    if (!endsInCityLine(lines, i)) continue
    const v = readFieldValue(LENDER, undefined, text)
    if (v === undefined || v.normalized !== text) return []
    const trust = wordTrust(first.confidence)
    return [
      {
        field: 'policy.mortgagee',
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(first, v.start, v.start + v.printed.length),
        score: ADDRESSEE_SCORE * v.quality * trust,
        relation: 'below',
        labelKey: `lender-addressee:${line.bbox.page}:${line.index}`,
        evidence: { label: ADDRESSEE_SCORE, quality: v.quality, trust },
      },
    ]
  }
  return []
}

/** The lines under line `i`, at its left edge and close, reach a city line within four lines. */
function endsInCityLine(lines: readonly Line[], i: number): boolean {
  const line = lines[i]!
  const x0 = line.cells[0]!.bbox.x0
  let prev = line
  for (const next of lines.slice(i + 1, i + 5)) {
    const cell = next.cells[0]
    if (next.bbox.page !== line.bbox.page || cell === undefined) return false
    if (next.bbox.y0 - prev.bbox.y1 > BLOCK_GAP * Math.max(prev.height, 1e-6)) return false
    if (Math.abs(cell.bbox.x0 - x0) > 0.01) return false
    if (CITY_LINE.test(cell.text.trim())) return true
    prev = next
  }
  return false
}
