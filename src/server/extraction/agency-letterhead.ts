/**
 * An agency's letterhead: a letter, a proposal or an evidence of insurance written by the agency
 * prints its name alone at the top of the first page, its telephone, licence or agency code under
 * it. That name is the producer's, though no label names it. A name that could be the insurer's
 * or a lender's is left to the other rules.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { namesInsurerOnly, readFieldValue } from './field-values'
import type { Line } from './layout'
import { wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** Words only an agency's name carries. */
export const AGENCY_ONLY =
  /\b(?:agency|agents?|brokerage|brokers?|insurance\s+(?:group|services|center))\b/i
/** A name that says it insures or lends. */
export const NOT_AGENCY =
  /\b(?:company|co\.|mutual|casualty|indemnity|assurance|reciprocal|exchange|underwriters|bank|mortgage|lending|savings|credit\s+union)\b/i
/** What an agency prints under its name: its telephone, licence, agency or producer code. */
export const CONTACT =
  /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b(?:lic(?:ense|ence)?\.?|agency\s+code|producer\s+(?:code|licen[cs]e))\b/i
/** A contact line that names the writer an agency (a licence, an agency code). */
export const AGENCY_CONTACT =
  /\b(?:lic(?:ense|ence)?\.?\s*(?:no\.?|#)?\s*\d|agency\s+code|producer\s+(?:code|licen[cs]e))/i

/** How far down the page the letterhead's name may stand (page-height units). */
const TOP = 0.1
/** Lines under the name that may carry its contact details. */
const CONTACT_LINES = 2

/** A letterhead's producer is trusted less than a labelled one. */
const SCORE = 0.78

const PRODUCER = extractionField('policy.producer')

/** The producer named by an agency's letterhead at the top of the page, if any. */
export function agencyLetterhead(lines: readonly Line[]): Candidate[] {
  const head = lines[0]
  if (PRODUCER === undefined || head === undefined || head.bbox.page !== 1) return []
  if (head.bbox.y1 > TOP || head.cells.length !== 1) return []
  const cell = head.cells[0]!
  const text = cell.text.trim()
  if (NOT_AGENCY.test(text) || namesInsurerOnly(text)) return []
  const under = lines.slice(1, 1 + CONTACT_LINES).map((l) => l.cells.map((c) => c.text).join(' '))
  if (!under.some((t) => CONTACT.test(t))) return []
  // An agency's own word in the name, or an agency's licence or code under it.
  if (!AGENCY_ONLY.test(text) && !under.some((t) => AGENCY_CONTACT.test(t))) return []
  const v = readFieldValue(PRODUCER, undefined, text)
  if (v === undefined || v.printed.length < text.length - 1) return []
  const trust = wordTrust(cell.confidence)
  return [
    {
      field: PRODUCER.id,
      value: v.printed,
      normalized: v.normalized,
      bbox: cell.bbox,
      score: SCORE * v.quality * trust,
      relation: 'letterhead',
      labelKey: `agency:${head.bbox.page}:${head.index}`,
      evidence: { label: 0, quality: v.quality, trust },
    },
  ]
}
