/**
 * Legal writing names a party once and defines a short term for it in parentheses right after:
 * "employed by Fairlead Mutual Insurance Co. (the "Company")", "issued … to Ann Lee, Trustee (the
 * "Insured")". The defined term says which party the name is, as a caption would; the name is the
 * run of capitalised words right before the parenthesis. The parenthesis may wrap after "(the".
 */
import { extractionField, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** The defined terms that name a schema's party, and the field each names. */
const TERMS: readonly (readonly [RegExp, ExtractionFieldId])[] = [
  [/^(?:company|insurer|carrier|insurance\s+company|underwriter)$/i, 'policy.carrier'],
  [/^(?:named\s+)?insureds?$/i, 'policy.namedInsured'],
  [/^(?:mortgagee|lender|lienholder|loss\s+payee)$/i, 'policy.mortgagee'],
  [/^(?:agent|agency|producer|broker)$/i, 'policy.producer'],
]

/** A defined term in parentheses: "(the "Company")", "(hereinafter the 'Insured')". */
const DEFINED =
  /\(\s*(?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?the\s+["“'‘]([^"”'’]{3,30})["”'’]\s*\)/i
/** A parenthesis the line's end cuts after "the": the term opens the next line. */
const CUT_OPEN = /\(\s*(?:hereinafter\s+)?the\s*$/i
const CUT_CLOSE = /^\s*["“'‘]([^"”'’]{3,30})["”'’]\s*\)/

/** The name right before the parenthesis: capitalised words (and "&", "of", "the" inside a name). */
const NAME_BEFORE =
  /((?:[A-Z][\p{L}\d&.,'’-]*\s+(?:(?:of|the|and|de|&)\s+)*){0,7}[A-Z][\p{L}\d&.'’-]*)\s*$/u

/** A sentence's first word is no part of the name ("The Company issued …", "That …"). */
const OPENER = /^(?:the|that|this|and|but|to|by|i|we)\s+/i

/** Trust in a name its defined term places: as a caption's, a little under. */
const DEFINED_WEIGHT = 0.9

/** The parties a page names by defining a term for them. */
export function definedTermValues(lines: readonly Line[]): Candidate[] {
  const out: Candidate[] = []
  lines.forEach((line, i) => {
    line.cells.forEach((cell) => {
      const m = DEFINED.exec(cell.text)
      if (m !== null) {
        push(out, line, cell, m.index, m[1]!)
        return
      }
      const cut = CUT_OPEN.exec(cell.text)
      const next = lines[i + 1]
      if (cut === null || cell !== line.cells[line.cells.length - 1] || next === undefined) return
      if (next.bbox.page !== line.bbox.page) return
      // (A pleading numbers its lines in the margin: the sentence goes on after the number.)
      const first = next.cells.find((c) => !/^\d{1,3}$/.test(c.text.trim()))
      const close = CUT_CLOSE.exec(first?.text ?? '')
      if (close !== null) push(out, line, cell, cut.index, close[1]!)
    })
  })
  return out
}

function push(out: Candidate[], line: Line, cell: Cell, open: number, term: string): void {
  const fieldId = TERMS.find(([re]) => re.test(term.trim()))?.[1]
  const field = fieldId === undefined ? undefined : extractionField(fieldId)
  if (fieldId === undefined || field === undefined) return
  const before = cell.text.slice(0, open)
  const m = NAME_BEFORE.exec(before)
  if (m?.[1] === undefined) return
  const words = m[1].replace(OPENER, '').replace(/[\s,]+$/, '')
  const start = before.lastIndexOf(words)
  const v = readFieldValue(field, undefined, words)
  // The whole run is the name: a value read from part of it is some other word's.
  if (v === undefined || v.start !== 0 || v.printed.length < words.length - 1) return
  const trust = wordTrust(cell.confidence)
  out.push({
    field: fieldId,
    value: v.printed,
    normalized: v.normalized,
    bbox: boxOfRange(cell, start, start + v.printed.length),
    score: DEFINED_WEIGHT * v.quality * trust,
    relation: 'inline',
    labelKey: `defined:${line.bbox.page}:${line.index}:${open}`,
    evidence: { label: DEFINED_WEIGHT, quality: v.quality, trust },
  })
}
