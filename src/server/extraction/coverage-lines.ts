/**
 * The coverage lines of a form's fields: a line's description (or, on a property section's
 * schedule, its subject of insurance: "BLDG", "BPP", "BI") with the limit and deductible of the
 * same letter. The dwelling's (building's) line gives the coverage amount; a line that names
 * another coverage ("Personal Property", "Contents") gives none, whatever its field is named.
 */
import { inRow, insurerRows, leaf, propertyRow } from './certificate-rows'
import type { FormFieldValue } from './types'
import { parseFirstValue } from './value-parsers'

/** A coverage line's description that names the dwelling or building (Coverage A). */
const DWELLING_WORDS = /\b(?:dwelling|dwlg|building|bldg|cov(?:erage|\.)?\s*a)\b/i
/**
 * Words of another coverage's line, or of a deductible's ("Personal Property", "Other Structures",
 * "Contents", "Named storm 2% of dwelling").
 */
const OTHER_COVERAGE_WORDS =
  /\b(?:personal\s+property|bpp|contents|other\s+structures?|loss\s+of\s+use|additional\s+living|living\s+expense|fair\s+rental|rental\s+value|rents?|business\s+income|bi|extra\s+expense|(?<!limits?\s+of\s+)liability|medical|deductible|cov(?:erage|\.)?\s*[b-f])\b|%/i

/** One coverage line of a form: its description, its limit's form field and its deductible's. */
interface CoverageLine {
  readonly description: string
  readonly limit: FormFieldValue
  readonly deductible?: FormFieldValue
}

/** True when a description names the dwelling or building and no other coverage. */
const namesDwellingOnly = (text: string): boolean =>
  DWELLING_WORDS.test(text) && !OTHER_COVERAGE_WORDS.test(text)

/** The coverage lines of a form, in the order of their limits' letters. */
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
  const line = lines.find((l) => namesDwellingOnly(l.description))
  if (line === undefined) return { others }
  return line.deductible === undefined
    ? { dwelling: line.limit, others }
    : { dwelling: line.limit, dwellingDeductible: line.deductible, others }
}

/**
 * The building's limit on a certificate's property row whose limit box names its coverage in
 * the box itself ("BUILDING" over "3,775,000", or "Bldg 3,775,000"): the amount of the one line
 * that names the building, or that follows a line naming only it. The printed amount is
 * returned with the box it is read from; nothing when the box names no building, or two.
 */
export function rowBuildingLimit(
  fields: readonly FormFieldValue[],
): { source: FormFieldValue; printed: string } | undefined {
  const row = propertyRow(fields)
  if (row === undefined) return undefined
  const rows = insurerRows(fields)
  const found: Array<{ source: FormFieldValue; printed: string }> = []
  for (const f of fields) {
    if (!/LimitAmount_[A-Z]$/i.test(leaf(f)) || !inRow(f, row, rows)) continue
    const lines = f.value.split(/\r?\n/).map((l) => l.trim())
    for (const [k, text] of lines.entries()) {
      if (!namesDwellingOnly(text)) continue
      const own = parseFirstValue('Currency', text.replace(/^[^\d$]*/, ''))
      const next = lines[k + 1]
      const after = next === undefined ? undefined : parseFirstValue('Currency', next)
      // The amount on the building's line, or alone on the next (a caption then its amount).
      const amount = own ?? (next !== undefined && /^[$\d.,\s]+$/.test(next) ? after : undefined)
      if (amount !== undefined) found.push({ source: f, printed: amount.printed })
    }
  }
  return found.length === 1 ? found[0] : undefined
}

/**
 * True when a table row's caption names a coverage other than the dwelling ("Personal Property",
 * "Other Structures", "Coverage C"): the amount on its row is that coverage's limit.
 */
export function namesOtherCoverage(caption: string): boolean {
  return OTHER_COVERAGE_WORDS.test(caption) && !DWELLING_WORDS.test(caption)
}

/**
 * A row's caption naming what the policy costs, not what it covers: it ends in the cost's kind
 * ("Building premium", "Federal policy fee"; not "Installment schedule").
 */
const COST_WORDS = /\b(?:premiums?|prem\.?|fees?|surcharges?|tax(?:es)?|assessments?)\s*[:.]?\s*$/i

/** True when a caption names a premium, a fee or a tax: its amount is a cost, not a limit. */
export function namesCost(caption: string): boolean {
  return COST_WORDS.test(caption)
}
