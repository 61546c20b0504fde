/**
 * The AcroForm matcher: filled form fields whose names say what they hold (ACORD names such as
 * `Policy_PolicyNumberIdentifier_A`, `NamedInsured_FullName_A`, or plain "Policy Number") give a
 * field's value directly, with the widget rectangle as its box.
 */
import { EXTRACTION_FIELDS } from '../../shared/extraction/field-schema'
import { propertyRowValues, ROW_ANSWERS, type RowValue } from './certificate-rows'
import { coverageLineLimits, rowBuildingLimit } from './coverage-lines'
import { FORM_FIELD_NAMES, formFieldLeafName, namesAnotherPolicy } from './form-field-names'
import { textTypicality } from './field-values'
import { saysNoValue } from './no-value'
import { streetLine } from './street-line'
import { lenderNameBoxes } from './interest-widgets'
import type { Candidate } from './text-matcher'
import type { FormFieldValue } from './types'
import { firstWrittenLine } from './widget-lines'
import { normalizeText, parseFirstValue } from './value-parsers'

/**
 * How much a name match is trusted: an exact ACORD name beats a generic one, and any name match
 * beats a label found on the page (scores above 1 rank; reported confidence is capped at 1).
 */
const NAME_MATCH_SCORE = [1.2, 1.15, 1.1, 1.05] as const

/**
 * A certificate's property row beats any name match: its fields' names are those of a row
 * ("OtherPolicy_…") that other rows share, so only the row's description says it is the answer.
 */
const PROPERTY_ROW_SCORE = 1.25

/** Candidates from filled form fields whose names map to extraction fields. */
export function matchFormFields(fields: readonly FormFieldValue[]): Candidate[] {
  const out: Candidate[] = []
  const limits = coverageLineLimits(fields)
  for (const ff of fields) {
    const leaf = formFieldLeafName(ff.name)
    if (namesAnotherPolicy(leaf)) continue
    for (const def of EXTRACTION_FIELDS) {
      const rank = FORM_FIELD_NAMES[def.id].findIndex((re) => re.test(leaf))
      if (rank < 0) continue
      // A limit (or deductible) whose coverage line names another coverage is not the dwelling's,
      // whatever its name.
      const amount = def.id === 'policy.coverageAmount' || def.id === 'policy.deductible'
      if (amount && limits.others.has(ff)) continue
      const c = candidateOf(def, ff, NAME_MATCH_SCORE[rank] ?? 0.9)
      if (c !== undefined) out.push(c)
    }
  }
  // An additional interest whose kind says it is a lender's: its name is the mortgagee.
  const mortgagee = EXTRACTION_FIELDS.find((d) => d.id === 'policy.mortgagee')
  for (const ff of lenderNameBoxes(fields)) {
    const c = mortgagee === undefined ? undefined : candidateOf(mortgagee, ff, NAME_MATCH_SCORE[1])
    if (c !== undefined) out.push(c)
  }
  const rowValues: Candidate[] = []
  const property = propertyRowValues(fields)
  const described: RowValue[] = [
    ...(limits.dwelling === undefined
      ? []
      : [{ field: 'policy.coverageAmount' as const, source: limits.dwelling }]),
    ...(limits.dwellingDeductible === undefined
      ? []
      : [{ field: 'policy.deductible' as const, source: limits.dwellingDeductible }]),
  ]
  for (const { field, source, text } of [...property.values, ...described]) {
    const def = EXTRACTION_FIELDS.find((d) => d.id === field)
    const c = def === undefined ? undefined : candidateOf(def, source, PROPERTY_ROW_SCORE, text)
    if (c !== undefined) rowValues.push(c)
  }
  // The property row's limit box may name its coverage above the amount ("BUILDING", "3,775,000").
  const building = limits.dwelling === undefined ? rowBuildingLimit(fields) : undefined
  const amount = EXTRACTION_FIELDS.find((d) => d.id === 'policy.coverageAmount')
  const limit =
    building === undefined || amount === undefined
      ? undefined
      : candidateOf(amount, building.source, PROPERTY_ROW_SCORE, building.printed)
  if (limit !== undefined) rowValues.push(limit)
  // The same names on the other rows (and insurer A) are the other policies': they are not rivals.
  // A property row found but not linked to its number or dates leaves them unanswered: another
  // row's would be another policy's.
  const answered = new Set([
    ...rowValues.map((c) => c.field),
    ...(property.row === undefined && property.competing !== true ? [] : ROW_ANSWERS),
  ])
  return [...out.filter((c) => !answered.has(c.field)), ...rowValues]
}

/** A field's candidate from a form field's value, trusted as much as `label` says. */
function candidateOf(
  def: (typeof EXTRACTION_FIELDS)[number],
  ff: FormFieldValue,
  label: number,
  text?: string,
): Candidate | undefined {
  // Multi-line boxes (name and address) hold the value on their first written line.
  const firstLine = normalizeText(text ?? firstWrittenLine(ff.value).text)
  if (firstLine.length === 0) return undefined
  // A box filled to say it is empty ("N/A", "TBD", "None on file") holds no value.
  if (saysNoValue(def.id, firstLine)) return undefined
  const parsed =
    def.type === 'Text'
      ? // A generic field name ("Agent", "Company") may hold another party's name.
        { printed: firstLine, normalized: firstLine, quality: textTypicality(def.id, firstLine) }
      : parseFirstValue(def.type, firstLine)
  if (parsed === undefined) return undefined
  const printed = def.id === 'property.address' ? streetLine(firstLine) : parsed.printed
  return {
    field: def.id,
    value: printed,
    normalized: def.type === 'Text' ? printed : parsed.normalized,
    bbox: ff.bbox,
    score: label * parsed.quality,
    evidence: { label, quality: parsed.quality, trust: 1 },
  }
}
