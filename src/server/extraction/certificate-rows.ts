/**
 * A certificate (ACORD 25, 28, 30…) lists policies by row, each with the letter of the insurer
 * that writes it ("INSR LTR") among insurers A..F. When one row evidences a property policy
 * (agencies put it on the "other" row: "PROPERTY - DP-3", coverage "Dwelling"), that row is the
 * policy a lender or servicer asks about: its number and dates are the answer, and its insurer
 * is the one its letter names, not insurer A (which writes the first row's liability policy).
 *
 * A row's fields are named after it on some forms ("Policy_GeneralLiability_PolicyNumber…") and
 * only numbered on others (the ACORD 30's "other" row: "OtherPolicy_InsurerLetterCode_A" beside
 * "Policy_PolicyNumberIdentifier_F"): then the widgets on the letter's line are the row's.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import { lenderNameBoxes } from './interest-widgets'
import { HOLDER_IS_LENDER, LENDER_HOLDER, lenderRows, remarkedRow } from './row-kinds'
import type { FormFieldValue } from './types'

/** A line opening with a street number and a street's name. */
const STREET_START = /^\d{1,6}[a-z]?\s+[a-z]{2,}/i

/** A row's policy number box, by the last words of its ACORD name. */
const NUMBER_NAME = /PolicyNumberIdentifier_[A-Z]$/i
/** The row's field that holds each value, by the last words of its ACORD name. */
const ROW_FIELDS: ReadonlyArray<[ExtractionFieldId, RegExp]> = [
  ['policy.policyNumber', NUMBER_NAME],
  ['policy.effectiveDate', /EffectiveDate_[A-Z]$/i],
  ['policy.expirationDate', /ExpirationDate_[A-Z]$/i],
]

/** The fields the property row answers (or, when it cannot, leaves unanswered). */
export const ROW_ANSWERS: ReadonlySet<ExtractionFieldId> = new Set([
  ...ROW_FIELDS.map(([f]) => f),
  'policy.carrier',
])

/** One value the property row gives: a field, and the form field it is read from. */
export interface RowValue {
  readonly field: ExtractionFieldId
  readonly source: FormFieldValue
  /** The line of the form field's text that holds the value, when not its first. */
  readonly text?: string
}

/** One policy row: its name prefix, its insurer's letter, and the letter's widget. */
export interface InsurerRow {
  readonly row: string
  readonly letter: string
  readonly code: FormFieldValue
}

/** A form field's own name, without the parents and the index (`[0]`) its full name carries. */
export const leaf = (f: FormFieldValue): string =>
  (f.name.split('.').pop() ?? f.name).replace(/\[\d+\]$/, '').trim()

/** True when a field is named after the certificate row `row` (or after Policy_ and it). */
const namedInRow = (f: FormFieldValue, row: string): boolean =>
  leaf(f).startsWith(`${row}_`) || leaf(f).startsWith(`Policy_${row}_`)

/**
 * True when a widget stands on the row's line: its middle within the letter box's height (a
 * row's widgets share its line; a multi-line description's box may reach above and below it).
 */
function onRowLine(f: FormFieldValue, code: FormFieldValue): boolean {
  if (f.bbox.page !== code.bbox.page) return false
  const mid = (f.bbox.y0 + f.bbox.y1) / 2
  const h = code.bbox.y1 - code.bbox.y0
  return mid >= code.bbox.y0 - h * 0.25 && mid <= code.bbox.y1 + h * 0.25
}

/** The insurers' rows of a certificate: their name prefix and the letter in their INSR LTR box. */
export function insurerRows(fields: readonly FormFieldValue[]): InsurerRow[] {
  const rows: InsurerRow[] = []
  for (const f of fields) {
    const m = /^([A-Za-z]+)_InsurerLetterCode_A$/.exec(leaf(f))
    const letter = f.value.trim().toUpperCase()
    if (m?.[1] !== undefined && /^[A-F]$/.test(letter)) rows.push({ row: m[1], letter, code: f })
  }
  return rows
}

/** True when a field is the row's: named after it, or a row-less name on its line. */
export function inRow(f: FormFieldValue, row: InsurerRow, rows: readonly InsurerRow[]): boolean {
  if (namedInRow(f, row.row)) return true
  // A field named after another row is that row's, wherever its widget is drawn.
  if (rows.some((r) => r !== row && namedInRow(f, r.row))) return false
  return onRowLine(f, row.code)
}

/**
 * True when a certificate's fields name a lender: the holder's box carries a loan number or a
 * lender's clause, a remark says the holder is the mortgagee or loss payee, or an additional
 * interest is a lender.
 */
function namesLender(fields: readonly FormFieldValue[]): boolean {
  return (
    fields.some(
      (f) =>
        (/^CertificateHolder_/i.test(leaf(f)) && LENDER_HOLDER.test(f.value)) ||
        HOLDER_IS_LENDER.test(f.value),
    ) || lenderNameBoxes(fields).length > 0
  )
}

/**
 * The row of a certificate that evidences a lender's policy: the one row that does, or the one a
 * remark puts the lender on among several (`competing` when none decides between them).
 */
function lenderRow(fields: readonly FormFieldValue[]): {
  readonly row?: InsurerRow
  readonly competing: boolean
} {
  const rows = insurerRows(fields)
  // A certificate of property insurance (ACORD 24) has a row named for property: that row is the
  // policy, whatever an excess or flood row beside it covers.
  const named = rows.filter(({ row }) => /^property$/i.test(row))
  const described = lenderRows(
    rows,
    (r) =>
      fields
        .filter((f) => namedInRow(f, r.row) && /Description|CoverageCode/i.test(leaf(f)))
        .map((f) => f.value)
        .join('\n'),
    namesLender(fields),
  )
  const property = named.length > 0 ? named : described
  const [first] = property
  if (property.length < 2)
    return first === undefined ? { competing: false } : { row: first, competing: false }
  const remarked = remarkedRow(
    property,
    (r) => r.letter,
    fields.map((f) => f.value),
  )
  return remarked === undefined ? { competing: true } : { row: remarked, competing: false }
}

/** The one row of a certificate that evidences a lender's policy, if one does. */
export function propertyRow(fields: readonly FormFieldValue[]): InsurerRow | undefined {
  return lenderRow(fields).row
}

/** The row's one widget for a value: named after the row first, else the one on its line. */
function rowField(
  fields: readonly FormFieldValue[],
  row: InsurerRow,
  rows: readonly InsurerRow[],
  name: RegExp,
): FormFieldValue | undefined {
  const filled = fields.filter((f) => name.test(leaf(f)) && f.value.trim() !== '')
  const named = filled.filter((f) => namedInRow(f, row.row))
  if (named.length > 0) return named[0]
  const onLine = filled.filter((f) => inRow(f, row, rows))
  // Two on the line is no row this form draws: better no value than another row's.
  return onLine.length === 1 ? onLine[0] : undefined
}

/** A row's box that refers to the row above instead of repeating it ("SAME AS ABOVE"). */
const SAME_AS_ABOVE = /^\s*(?:same\s+as\s+above|see\s+above|as\s+above|per\s+above|ditto)\b/i

/**
 * The row a property row refers to when its number says "same as above" (a package policy's
 * property part, listed on its own row): the nearest row above it written by the same insurer.
 */
function referredRow(
  fields: readonly FormFieldValue[],
  row: InsurerRow,
  rows: readonly InsurerRow[],
): InsurerRow | undefined {
  const number = rowField(fields, row, rows, NUMBER_NAME)
  if (number === undefined || !SAME_AS_ABOVE.test(number.value)) return undefined
  const above = rows
    .filter(
      (r) =>
        r !== row &&
        r.letter === row.letter &&
        r.code.bbox.page === row.code.bbox.page &&
        r.code.bbox.y0 < row.code.bbox.y0,
    )
    .sort((a, b) => b.code.bbox.y0 - a.code.bbox.y0)
  return above[0]
}

/**
 * The values of the one row that evidences a property policy, with its insurer by letter; nothing
 * when no row or more than one does (then which policy is meant is not for the layout to say).
 * `row` is undefined when no property row was found; when one was, the fields it leaves out
 * (`ROW_ANSWERS`) are better unanswered than taken from another row.
 */
export function propertyRowValues(fields: readonly FormFieldValue[]): {
  readonly row?: InsurerRow
  /** Several rows evidence a lender's policy and nothing decides: no row's values answer. */
  readonly competing?: boolean
  readonly values: RowValue[]
} {
  const { row: only, competing } = lenderRow(fields)
  if (only === undefined) return competing ? { competing, values: [] } : { values: [] }
  const rows = insurerRows(fields)
  // A row that says it is the same policy as one above takes that row's number and dates.
  const from = referredRow(fields, only, rows) ?? only
  const values: RowValue[] = []
  for (const [field, name] of ROW_FIELDS) {
    const source = rowField(fields, from, rows, name)
    if (source !== undefined && !SAME_AS_ABOVE.test(source.value)) values.push({ field, source })
  }
  const insurer = fields.find(
    (f) => leaf(f) === `Insurer_FullName_${only.letter}` && f.value.trim() !== '',
  )
  if (insurer !== undefined) values.push({ field: 'policy.carrier', source: insurer })
  // A street line in the row's description ("DWELLING FIRE DP-3 AT" / "18967 Alcor Ave") is where
  // the insured property stands.
  for (const f of fields) {
    if (!namedInRow(f, only.row) || !/Description/i.test(leaf(f))) continue
    const street = f.value.split(/\r?\n/).find((l) => STREET_START.test(l.trim()))
    if (street !== undefined) values.push({ field: 'property.address', source: f, text: street })
  }
  return { row: only, values }
}
