/**
 * A lender's own request (for evidence of insurance, a mortgage clause to endorse) may give its
 * mortgage clause without repeating its name: "The lender above, its successors and/or assigns,
 * as their interests may appear". The clause then names the letter's writer, whose name heads the
 * page. Only that pointer, in the words of a mortgage clause, makes the letterhead the mortgagee:
 * a lender's name at the top of any other page may be a servicer's, an agent's client, anyone's.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/**
 * A mortgage clause that points back at the writer: "The lender above, its successors…", "the
 * undersigned lender, ISAOA", "Lender named above as its interests may appear".
 */
const CLAUSE_NAMES_WRITER =
  /^(?:the\s+)?(?:(?:lender|bank|mortgagee)\s+(?:(?:named|shown|identified)\s+)?above|undersigned(?:\s+(?:lender|bank|mortgagee))?)\s*,?\s*(?:its\s+successors|isaoa|atima|as\s+(?:its|their)\s+interests?)/i

/** Words lenders' names carry (a letterhead without one is not taken). */
export const LENDER_NAME =
  /\b(?:bank|mortgage|lending|lender|loans?|credit\s+union|savings|federal|trust|servicing|bancorp|fsb|n\.a\.)\b/i
/** Words only insurers' and agents' names carry. */
export const NOT_LENDER = /\b(?:insurance|insurers?|mutual|casualty|assurance|agency|brokerage)\b/i

/** Where a letterhead stands: the top of the page. */
const HEAD_BOTTOM = 0.15

/** Trust in the letterhead read through the clause's pointer (less than a labelled name). */
const WRITER_SCORE = 0.85

const LENDER = extractionField('policy.mortgagee')

/** The page's letterhead as the mortgagee, when its mortgage clause names the writer. */
export function writerAsMortgagee(lines: readonly Line[]): Candidate[] {
  if (LENDER === undefined) return []
  const pointer = lines.find((l) => l.cells.some((c) => CLAUSE_NAMES_WRITER.test(c.text.trim())))
  if (pointer === undefined) return []
  // The topmost line of the pointer's page, above the pointer: the letterhead.
  const head = lines.find((l) => l.bbox.page === pointer.bbox.page)
  const cell = head?.cells[0]
  if (head === undefined || cell === undefined || head === pointer) return []
  if (head.bbox.y1 > HEAD_BOTTOM || head.bbox.y1 > pointer.bbox.y0) return []
  const text = cell.text.trim()
  if (!LENDER_NAME.test(text) || NOT_LENDER.test(text)) return []
  const v = readFieldValue(LENDER, undefined, text)
  if (v === undefined || v.normalized !== text) return []
  const trust = wordTrust(cell.confidence)
  return [
    {
      field: 'policy.mortgagee',
      value: v.printed,
      normalized: v.normalized,
      bbox: boxOfRange(cell, v.start, v.start + v.printed.length),
      score: WRITER_SCORE * v.quality * trust,
      relation: 'letterhead',
      labelKey: `writer:${head.bbox.page}:${head.index}`,
      evidence: { label: WRITER_SCORE, quality: v.quality, trust },
    },
  ]
}
