/**
 * A letter to the insured greets them by name ("Dear Temperance & Wenonah Iwuchukwu", "Dear Ms.
 * Jane Roe,"). The greeting names the insured only when something else says so: the same name
 * printed again on the page (the payment stub's, the address block's), or a letter plainly
 * written to the policy's holder about "your policy" and not to a lender about its borrower. A
 * first name alone ("Dear Linh,"), a role ("Dear Policyholder", "Dear Loan Servicing") or a
 * family's surname ("Dear Roe Family") with nothing to agree with is no name to propose.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'
import { readsAsProse } from './prose-names'

/** A greeting opening its line; a courtesy title before the name is no part of it. */
const GREETING = /^(dear\s+(?:(?:mr|mrs|ms|mx|miss|dr)\.?\s+)?)(\S.{1,70}?)\s*[:,]?\s*$/i

/** Greetings of a role or an office rather than a person's or an entity's name. */
const ROLE =
  /\b(?:policy\s*holders?|customers?|clients?|borrowers?|home\s*owners?|members?|insureds?|sirs?|madam|friends?|valued|team|department|servic(?:ing|es?)|loan|lender|mortgagee|agents?|underwriters?|whom|concern|owners?|residents?|occupants?|neighbou?rs?|colleagues?|partners?|all)\b/i

/** A letter written to a lender about its borrower: its greeting is no insured's. */
const TO_LENDER = /\byour\s+(?:borrower|loan|institution|customer)|\bour\s+(?:mutual\s+)?borrower/i
/** A letter written to the policy's holder: "your policy", "your flood policy", "your home". */
const TO_HOLDER = /\byour\s+(?:[a-z]+\s+)?(?:policy|home|coverage|renewal)\b/i

/** A person's full name: two to five capitalised words, "&" or "and" joining two first names. */
const FULL_NAME =
  /^[A-Z][\p{L}'’-]+\.?(?:\s+(?:&|and)\s+[A-Z][\p{L}'’-]+)?(?:\s+[A-Z][\p{L}'’.-]*){1,3}(?:,?\s+(?:Jr\.?|Sr\.?|II|III|IV))?$/u

/** Trust in a greeting's name that another print agrees with, and in one only the letter's "your". */
const AGREED_SCORE = 0.85
const ADDRESSED_SCORE = 0.75

const INSURED = extractionField('policy.namedInsured')

const key = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}&]+/gu, ' ')
    .trim()

/** The name a letter's greeting gives, as the named insured's candidate. */
export function salutationInsured(lines: readonly Line[]): Candidate[] {
  if (INSURED === undefined) return []
  for (const line of lines) {
    const cell = line.cells[0]
    const m = cell === undefined ? null : GREETING.exec(cell.text)
    if (cell === undefined || m === null) continue
    const name = m[2]!
    if (ROLE.test(name) || readsAsProse(name) || !/\s/.test(name)) return []
    // The same name printed elsewhere on the page, a line's or a cell's whole text.
    const agreed = lines.some((l) => l !== line && l.cells.some((c) => key(c.text) === key(name)))
    const text = lines.flatMap((l) => l.cells.map((c) => c.text)).join('\n')
    // ("Dear Roe Family" greets a household, whose members' names the policy may give.)
    const addressed =
      FULL_NAME.test(name) &&
      !/\bfamily$/i.test(name) &&
      TO_HOLDER.test(text) &&
      !TO_LENDER.test(text)
    if (!agreed && !addressed) return []
    const v = readFieldValue(INSURED, undefined, name)
    if (v === undefined || v.start !== 0) return []
    const start = m[1]!.length
    const label = agreed ? AGREED_SCORE : ADDRESSED_SCORE
    const trust = wordTrust(cell.confidence)
    return [
      {
        field: 'policy.namedInsured',
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(cell, start, start + v.printed.length),
        score: label * v.quality * trust,
        relation: 'inline',
        labelKey: `salutation:${line.bbox.page}:${line.index}`,
        evidence: { label, quality: v.quality, trust },
      },
    ]
  }
  return []
}
