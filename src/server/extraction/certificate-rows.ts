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

/**
 * The values of the one row that evidences a property policy, with its insurer by letter; nothing
 * when no row or more than one does (then which policy is meant is not for the layout to say).
 */
export function propertyRowValues(fields: readonly FormFieldValue[]): RowValue[] {
  const leaf = (f: FormFieldValue): string => f.name.split('.').pop() ?? f.name
  const inRow = (f: FormFieldValue, row: string): boolean =>
    leaf(f).startsWith(`${row}_`) || leaf(f).startsWith(`Policy_${row}_`)
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
  const only = property.length === 1 ? property[0] : undefined
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
