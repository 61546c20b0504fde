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
import { addressBlockAt, addresseeCandidate } from './address-block'
import type { Line } from './layout'
import { LENDER_NAME, NOT_LENDER } from './lender-letterhead'
import type { Candidate } from './page-geometry'

/** Words saying the reader is the lender: its loan, its borrower, its institution. */
const READER_LENDS =
  /\byour\s+(?:loan(?:\s+(?:no\.?|number|#))?\s+[A-Z]{0,3}-?\d|borrower|institution\b)/i

/** Names a borrower may carry that hold a lender's word: a family's trust, an estate. */
const BORROWER_WORDS = /\b(?:family|trustees?|estate\s+of|revocable|living\s+trust)\b/i

/** Where a letter's addressee stands: the upper part of its first page. */
const ADDRESS_BOTTOM = 0.45

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
    if (addressBlockAt(lines, i, 4) === undefined) continue
    const v = readFieldValue(LENDER, undefined, text)
    if (v === undefined || v.normalized !== text) return []
    return [
      addresseeCandidate('policy.mortgagee', line, first, v, ADDRESSEE_SCORE, 'lender-addressee'),
    ]
  }
  return []
}
