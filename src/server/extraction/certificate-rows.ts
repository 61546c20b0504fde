/**
 * A certificate of liability insurance (ACORD 25) lists policies by row, each with the letter of
 * the insurer that writes it ("INSR LTR") among insurers A..F. When one row evidences a property
 * policy (agencies put it on the "other" row: "PROPERTY - DP-3", coverage "Dwelling"), that row is
 * the policy a lender or servicer asks about: its number and dates are the answer, and its insurer
 * is the one its letter names, not insurer A (which writes the first row's liability policy).
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { FormFieldValue } from './types'

/** Words that say a row's policy insures property. */
export const PROPERTY_WORDS =
  /\b(?:property|dwelling|building|homeowners?|dwelling\s+fire|fire|hazard|dp-?\d|ho-?\d)\b/i

/** The row's field that holds each value, by the last words of its ACORD name. */
const ROW_FIELDS: ReadonlyArray<[ExtractionFieldId, RegExp]> = [
  ['policy.policyNumber', /PolicyNumberIdentifier_A$/i],
  ['policy.effectiveDate', /EffectiveDate_A$/i],
  ['policy.expirationDate', /ExpirationDate_A$/i],
]

/** One value the property row gives: a field, and the form field it is read from. */
export interface RowValue {
  readonly field: ExtractionFieldId
  readonly source: FormFieldValue
}

/** A form field's own name, without the parents its full name carries. */
const leaf = (f: FormFieldValue): string => f.name.split('.').pop() ?? f.name
/** True when a field belongs to the certificate row `row` (named after it, or after Policy_ and it). */
const inRow = (f: FormFieldValue, row: string): boolean =>
  leaf(f).startsWith(`${row}_`) || leaf(f).startsWith(`Policy_${row}_`)

/** The insurers' rows of a certificate: their name prefix and the letter in their INSR LTR box. */
function insurerRows(fields: readonly FormFieldValue[]): Array<{ row: string; letter: string }> {
  const rows: Array<{ row: string; letter: string }> = []
  for (const f of fields) {
    const m = /^(?:.*\.)?([A-Za-z]+)_InsurerLetterCode_A$/.exec(f.name)
    const letter = f.value.trim().toUpperCase()
    if (m?.[1] !== undefined && /^[A-F]$/.test(letter)) rows.push({ row: m[1], letter })
  }
  return rows
}

/** The one row of a certificate that evidences a property policy, if exactly one does. */
function propertyRow(
  fields: readonly FormFieldValue[],
): { row: string; letter: string } | undefined {
  const rows = insurerRows(fields)
  // A certificate of property insurance (ACORD 24) has a row named for property: that row is the
  // policy, whatever an excess or flood row beside it covers.
  const named = rows.filter(({ row }) => /^property$/i.test(row))
  const described = rows.filter(({ row }) =>
    fields.some(
      (f) =>
        inRow(f, row) && /Description|CoverageCode/i.test(leaf(f)) && PROPERTY_WORDS.test(f.value),
    ),
  )
  const property = named.length > 0 ? named : described
  return property.length === 1 ? property[0] : undefined
}

/**
 * The values of the one row that evidences a property policy, with its insurer by letter; nothing
 * when no row or more than one does (then which policy is meant is not for the layout to say).
 */
export function propertyRowValues(fields: readonly FormFieldValue[]): RowValue[] {
  const only = propertyRow(fields)
  if (only === undefined) return []
  const out: RowValue[] = []
  for (const [field, name] of ROW_FIELDS) {
    const source = fields.find((f) => inRow(f, only.row) && name.test(leaf(f)) && f.value.trim())
    if (source !== undefined) out.push({ field, source })
  }
  const insurer = fields.find(
    (f) => leaf(f) === `Insurer_FullName_${only.letter}` && f.value.trim() !== '',
  )
  if (insurer !== undefined) out.push({ field: 'policy.carrier', source: insurer })
  return out
}

/** A coverage line's description that names the dwelling or building (Coverage A). */
const DWELLING_WORDS = /\b(?:dwelling|dwlg|building|bldg|cov(?:erage|\.)?\s*a)\b/i
/**
 * Words of another coverage's line, or of a deductible's ("Personal Property", "Other Structures",
 * "Contents", "Named storm 2% of dwelling").
 */
const OTHER_COVERAGE_WORDS =
  /\b(?:personal\s+property|bpp|contents|other\s+structures?|loss\s+of\s+use|additional\s+living|living\s+expense|fair\s+rental|rental\s+value|rents?|business\s+income|bi|extra\s+expense|liability|medical|deductible|cov(?:erage|\.)?\s*[b-f])\b|%/i

/** One coverage line of a form: its description, its limit's form field and its deductible's. */
interface CoverageLine {
  readonly description: string
  readonly limit: FormFieldValue
  readonly deductible?: FormFieldValue
}

/**
 * The coverage lines of a form: a line's description (or, on a property section's schedule, its
 * subject of insurance: "BLDG", "BPP", "BI") with the limit and deductible of the same letter.
 */
function coverageLines(fields: readonly FormFieldValue[]): CoverageLine[] {
  // A certificate's policy rows ("OtherPolicy_…") carry their own coverage lines: only the
  // property row's are the policy's.
  const rows = new Set(insurerRows(fields).map((r) => r.row.toLowerCase()))
  const property = propertyRow(fields)?.row.toLowerCase()
  const out: CoverageLine[] = []
  for (const f of fields) {
    const m = /^(.*)_(?:CoverageDescription|CoverageCode|SubjectOfInsuranceCode)_([A-Z])$/i.exec(
      leaf(f),
    )
    if (m === null || f.value.trim() === '') continue
    const [, prefix, letter] = m
    if (prefix === undefined) continue
    if (rows.has(prefix.toLowerCase()) && prefix.toLowerCase() !== property) continue
    const limit = fields.find((g) =>
      new RegExp(`^${prefix}_(?:Coverage)?LimitAmount_${letter}$`, 'i').test(leaf(g)),
    )
    if (limit === undefined || limit.value.trim() === '') continue
    const deductible = fields.find(
      (g) =>
        new RegExp(`^${prefix}_DeductibleAmount_${letter}$`, 'i').test(leaf(g)) &&
        g.value.trim() !== '',
    )
    out.push({
      description: f.value.trim(),
      limit,
      ...(deductible === undefined ? {} : { deductible }),
    })
  }
  return out.sort((a, b) => leaf(a.limit).localeCompare(leaf(b.limit)))
}

/**
 * The coverage lines' say on the dwelling's limit: the limit of the first line whose description
 * names the dwelling or building, and the limits whose lines name another coverage (a form whose
 * first line is "Personal Property" does not give the dwelling's limit in its first limit field).
 */
export function coverageLineLimits(fields: readonly FormFieldValue[]): {
  readonly dwelling?: FormFieldValue
  /** The deductible on the dwelling's (building's) line, where the line has its own. */
  readonly dwellingDeductible?: FormFieldValue
  /** The limits and deductibles of lines that name another coverage. */
  readonly others: ReadonlySet<FormFieldValue>
} {
  const lines = coverageLines(fields)
  const others = new Set(
    lines
      .filter((l) => OTHER_COVERAGE_WORDS.test(l.description))
      .flatMap((l) => (l.deductible === undefined ? [l.limit] : [l.limit, l.deductible])),
  )
  const line = lines.find(
    (l) => DWELLING_WORDS.test(l.description) && !OTHER_COVERAGE_WORDS.test(l.description),
  )
  if (line === undefined) return { others }
  return line.deductible === undefined
    ? { dwelling: line.limit, others }
    : { dwelling: line.limit, dwellingDeductible: line.deductible, others }
}

/**
 * True when a table row's caption names a coverage other than the dwelling ("Personal Property",
 * "Other Structures", "Coverage C"): the amount on its row is that coverage's limit.
 */
export function namesOtherCoverage(caption: string): boolean {
  return OTHER_COVERAGE_WORDS.test(caption) && !DWELLING_WORDS.test(caption)
}
