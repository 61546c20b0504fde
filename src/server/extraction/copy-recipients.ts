/**
 * A letter's copy line: "cc: Moorhen Risk Advisors", "cc:" | "Bramblecote Valley Federal Credit
 * Union". An insurer's notice or claim letter copies the policy's other parties: the agent of
 * record and the lender. Which of the two a name is, its own words say (a lender's "Bank",
 * "Credit Union"; an agency's "Agency", "Brokers", "Advisors"); a name that says neither, or
 * could be the insurer's, is left alone.
 */
import {
  extractionField,
  type ExtractionFieldDefinition,
} from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** "cc:", "CC:", "c.c.:", "Copy to:", "Copies:" opening a line. */
const COPY_CAPTION = /^\s*(?:c\.?\s?c\.?|copy\s+to|copies(?:\s+to)?)\s*:\s*/i

const LENDER =
  /\b(?:bank|bancorp|credit\s+union|savings|mortgage|lending|loans?|servicing|fsb|n\.a\.)\b/i
const AGENCY =
  /\b(?:agency|agents?|brokerage|brokers?|advisors|associates|partners|risk\s+(?:advisors|services|partners))\b/i
/** Words of an insurer's own name: a copy to the insurer names neither party. */
const INSURER =
  /\b(?:company|mutual|casualty|indemnity|assurance|reciprocal|exchange|underwriters)\b/i

/** A copy line's name is trusted as a label's value beside its caption, a little less. */
const SCORE = 0.85

const FIELDS = {
  mortgagee: extractionField('policy.mortgagee'),
  producer: extractionField('policy.producer'),
}

/** The agent's and the lender's names on the page's copy lines. */
export function copyRecipients(lines: readonly Line[]): Candidate[] {
  const out: Candidate[] = []
  for (const line of lines) {
    const first = line.cells[0]
    if (first === undefined) continue
    const caption = COPY_CAPTION.exec(first.text)
    if (caption === null) continue
    // The name after the caption in its cell, or in the next cell of the line.
    const own = first.text.slice(caption[0].length).trim() !== ''
    const cell: Cell | undefined = own ? first : line.cells[1]
    if (cell === undefined) continue
    const from = own ? caption[0].length : 0
    const text = cell.text.slice(from)
    const field = kindOf(text)
    if (field === undefined) continue
    const v = readFieldValue(field, undefined, text)
    if (v === undefined) continue
    const trust = wordTrust(cell.confidence)
    out.push({
      field: field.id,
      value: v.printed,
      normalized: v.normalized,
      bbox: boxOfRange(cell, from + v.start, from + v.start + v.printed.length),
      score: SCORE * v.quality * trust,
      relation: 'right',
      labelKey: `${line.bbox.page}:${line.index}:0:0`,
      labelWords: caption[0].trim().toLowerCase(),
      evidence: { label: SCORE, quality: v.quality, trust },
    })
  }
  return out
}

function kindOf(name: string): ExtractionFieldDefinition | undefined {
  if (INSURER.test(name)) return undefined
  const lender = LENDER.test(name)
  const agency = AGENCY.test(name)
  if (lender === agency) return undefined
  return lender ? FIELDS.mortgagee : FIELDS.producer
}
