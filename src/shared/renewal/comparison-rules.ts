/**
 * The rule flags a reviewer needs when a renewal is compared with its policy
 * (docs/rules.md#comparison-flags), as pure functions shared by the server (which puts them on the
 * comparison rows) and the compare screen (which recomputes the term's flags when the new dates
 * are edited).
 */

/** Every rule flag, in the order the screen lists them. */
export const RULE_FLAGS = [
  'coverageDecreased',
  'deductibleIncreased',
  'namedInsuredDiffers',
  'propertyAddressDiffers',
  'mortgageeDiffers',
  'loanNumberDiffers',
  'termGap',
  'dateInPast',
] as const

export type RuleFlag = (typeof RULE_FLAGS)[number]

/** How each flag reads on a row. */
export const RULE_FLAG_LABELS: Readonly<Record<RuleFlag, string>> = {
  coverageDecreased: 'Coverage decreased',
  deductibleIncreased: 'Deductible increased',
  namedInsuredDiffers: 'Named insured differs',
  propertyAddressDiffers: 'Property address differs',
  mortgageeDiffers: 'Mortgagee differs',
  loanNumberDiffers: 'Loan number differs',
  termGap: 'New term does not start where the current one ends',
  dateInPast: 'Date in the past',
}

/** A finite number from a number or money text ("$425,000.00"); null otherwise. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.replace(/[$,\s]/g, '')
  if (text === '' || !/^-?\d*\.?\d+$/.test(text)) return null
  return Number(text)
}

/** `yyyy-MM-dd` of a stored date (text starting with it, or a Date); null otherwise. */
export function dateOf(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  if (typeof value !== 'string') return null
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim())
  return m ? m[1]! : null
}

/**
 * A name, address or number as compared: case, punctuation and spacing do not count
 * ("Harbor Federal Bank, ISAOA" = "HARBOR FEDERAL BANK ISAOA").
 */
export function identityText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = String(value)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return text === '' ? null : text
}

/** The renewal lowers the coverage amount. */
export function coverageDecreased(current: unknown, proposed: unknown): boolean {
  const a = amountOf(current)
  const b = amountOf(proposed)
  return a !== null && b !== null && b < a
}

/** The renewal raises the deductible. */
export function deductibleIncreased(current: unknown, proposed: unknown): boolean {
  const a = amountOf(current)
  const b = amountOf(proposed)
  return a !== null && b !== null && b > a
}

/** Both values are known and name different parties, places or numbers. */
export function identityDiffers(current: unknown, proposed: unknown): boolean {
  const a = identityText(current)
  const b = identityText(proposed)
  return a !== null && b !== null && a !== b
}

/** The new term starts on another day than the one the current term ends on (gap or overlap). */
export function termGap(newBegin: unknown, currentEnd: unknown): boolean {
  const begin = dateOf(newBegin)
  const end = dateOf(currentEnd)
  return begin !== null && end !== null && begin !== end
}

/** A date before today (`today` as yyyy-MM-dd). */
export function dateInPast(date: unknown, today: string): boolean {
  const d = dateOf(date)
  return d !== null && d < today
}

/** What the flags of a row are computed from besides its two values. */
export type FlagContext = {
  /** The new term as it will be created (the document's dates, or the ones the user edited). */
  readonly newBegin: unknown
  readonly newEnd: unknown
  /** The end of the current version's term. */
  readonly currentEnd: unknown
  /** yyyy-MM-dd. */
  readonly today: string
}

const IDENTITY_FLAGS: Readonly<Record<string, RuleFlag>> = {
  'policy.namedInsured': 'namedInsuredDiffers',
  'property.address': 'propertyAddressDiffers',
  'policy.mortgagee': 'mortgageeDiffers',
  'policy.loanNumber': 'loanNumberDiffers',
}

/** The flags of one comparison row (docs/rules.md#comparison-flags). */
export function rowFlags(
  field: string,
  current: unknown,
  proposed: unknown,
  context: FlagContext,
): RuleFlag[] {
  const flags: RuleFlag[] = []
  if (field === 'policy.coverageAmount' && coverageDecreased(current, proposed)) {
    flags.push('coverageDecreased')
  }
  if (field === 'policy.deductible' && deductibleIncreased(current, proposed)) {
    flags.push('deductibleIncreased')
  }
  const identity = IDENTITY_FLAGS[field]
  if (identity !== undefined && identityDiffers(current, proposed)) flags.push(identity)
  if (field === 'policy.effectiveDate') {
    if (termGap(context.newBegin, context.currentEnd)) flags.push('termGap')
    if (dateInPast(context.newBegin, context.today)) flags.push('dateInPast')
  }
  if (field === 'policy.expirationDate' && dateInPast(context.newEnd, context.today)) {
    flags.push('dateInPast')
  }
  return flags
}
