/**
 * What every declarations template draws with: the family's style (fonts, label wording, date and
 * amount formats), the policy, and small drawing helpers for the things most pages share — a
 * label with its value, the coverage limits with their distractor rows, the mortgagee block.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../../src/shared/extraction/types'
import type { FontFamily, PageWriter } from './page-writer'
import type { Policy } from './policy'
import {
  printAmount,
  printDate,
  type AmountFormat,
  type DateFormat,
  type SetName,
} from './vocabulary'

export type PeriodStyle = 'dates' | 'period' | 'fromTo' | 'combined'

/** How a family prints things. */
export interface Style {
  readonly font: FontFamily
  /** Labels in capitals. */
  readonly upper: boolean
  /** Labels end with ':'. */
  readonly colon: boolean
  readonly dateFormat: DateFormat
  readonly amountFormat: AmountFormat
  /**
   * How the two dates are labelled: each its own label ('dates'), one period label ("Policy Period:
   * a to b"), a period "From a To b" ('fromTo'), or one label naming both ("Effective/Expiration:
   * a - b", 'combined').
   */
  readonly period: PeriodStyle
  /** The carrier's name as a letterhead at the top of page 1 (like a logo). */
  readonly letterhead: boolean
  /** Fields this family does not print. */
  readonly omit: readonly ExtractionFieldId[]
  /** Print distractors that look like values (fees, amount due, issue date, codes). */
  readonly distractors: boolean
}

/** The family's fixed wording: one label per field, the period label and its join word. */
export interface Wording {
  readonly labels: Readonly<Record<ExtractionFieldId, string>>
  readonly period: string
  readonly join: string
  /** The label naming both dates ("Effective/Expiration"). */
  readonly combined: string
}

/** Everything a template needs to draw one document. */
export interface Ctx {
  readonly w: PageWriter
  readonly v: Policy
  readonly s: Style
  readonly set: SetName
  readonly words: Wording
  readonly rnd: () => number
}

/** The family's label for a field, in its case and with its separator. */
export function label(c: Ctx, field: ExtractionFieldId, colon = c.s.colon): string {
  const t = c.words.labels[field]
  return (c.s.upper ? t.toUpperCase() : t) + (colon ? ':' : '')
}

export function periodLabel(c: Ctx, colon = c.s.colon): string {
  const t = c.s.period === 'combined' ? c.words.combined : c.words.period
  return (c.s.upper ? t.toUpperCase() : t) + (colon ? ':' : '')
}

/** Both dates as one printed value: "a to b", "From a To b", "a - b". */
export function periodText(c: Ctx): { text: string; first: string; second: string } {
  const first = date(c, c.v.effectiveDate)
  const second = date(c, c.v.expirationDate)
  const text =
    c.s.period === 'fromTo'
      ? `${c.s.upper ? 'FROM' : 'From'} ${first} ${c.s.upper ? 'TO' : 'To'} ${second}`
      : c.s.period === 'combined'
        ? `${first} - ${second}`
        : `${first} ${c.words.join} ${second}`
  return { text, first, second }
}

/**
 * Draws both dates as one text at (x, y) and records each date's truth inside it (a period's value
 * in a table cell or under its label).
 */
export function periodValue(c: Ctx, x: number, y: number, size: number, bold = false): BoundingBox {
  const { text, first, second } = periodText(c)
  const box = c.w.text(text, x, y, size, bold)
  const at = (part: string, from: number): void => {
    const i = text.indexOf(part, from)
    const field = from === 0 ? 'policy.effectiveDate' : 'policy.expirationDate'
    const truth = from === 0 ? c.v.effectiveDate : c.v.expirationDate
    const left = x + c.w.width(text.slice(0, i), size, bold)
    c.w.add(field, truth, c.w.box(left, y, c.w.width(part, size, bold), size))
  }
  at(first, 0)
  at(second, text.indexOf(first) + first.length)
  return box
}

export const shows = (c: Ctx, field: ExtractionFieldId): boolean => !c.s.omit.includes(field)
export const date = (c: Ctx, iso: string): string => printDate(iso, c.s.dateFormat)
export const amount = (c: Ctx, n: number): string => printAmount(n, c.s.amountFormat)
/** Premiums carry cents: never the short "USD 1.2K" form. */
export const premium = (c: Ctx, n: number): string =>
  printAmount(n, c.s.amountFormat === 'short' ? 'cents' : c.s.amountFormat)
export const decimal = (n: number): string => String(Math.round(n * 100) / 100)

/** The normalised truth of each field of a policy. */
export function truthValue(v: Policy, field: ExtractionFieldId): string {
  switch (field) {
    case 'policy.policyNumber':
      return v.policyNumber.toUpperCase()
    case 'policy.carrier':
      return v.carrier
    case 'policy.namedInsured':
      return v.namedInsured
    case 'policy.effectiveDate':
      return v.effectiveDate
    case 'policy.expirationDate':
      return v.expirationDate
    case 'policy.premium':
      return decimal(v.premium)
    case 'policy.coverageAmount':
      return decimal(v.coverageAmount)
    case 'policy.deductible':
      return decimal(v.deductible)
    case 'policy.mortgagee':
      return v.mortgagee
    case 'policy.loanNumber':
      return v.loanNumber.toUpperCase()
    case 'policy.producer':
      return v.producer
    case 'property.address':
      return v.street
    case 'property.yearBuilt':
      return String(v.yearBuilt)
  }
}

/** The printed value of a field (dates and amounts in the family's formats). */
export function printed(c: Ctx, field: ExtractionFieldId): string {
  const v = c.v
  switch (field) {
    case 'policy.effectiveDate':
      return date(c, v.effectiveDate)
    case 'policy.expirationDate':
      return date(c, v.expirationDate)
    case 'policy.premium':
      return premium(c, v.premium)
    case 'policy.coverageAmount':
      return amount(c, v.coverageAmount)
    case 'policy.deductible':
      return amount(c, v.deductible)
    case 'property.address':
      return `${v.street}, ${v.city}, ${v.state} ${v.zip}`
    case 'policy.policyNumber':
      return v.policyNumber
    case 'policy.loanNumber':
      return v.loanNumber
    case 'policy.carrier':
    case 'policy.mortgagee':
    case 'policy.namedInsured':
    case 'policy.producer':
    case 'property.yearBuilt':
      return truthValue(v, field)
  }
}

/**
 * Draws a field's printed value at (x, y) and records its truth. An address records only its
 * street part (the schema's value), measured inside the drawn line.
 */
export function value(
  c: Ctx,
  field: ExtractionFieldId,
  x: number,
  y: number,
  size: number,
  bold = false,
): BoundingBox {
  const text = printed(c, field)
  const box = c.w.text(text, x, y, size, bold)
  const truthBox =
    field === 'property.address' ? c.w.box(x, y, c.w.width(c.v.street, size, bold), size) : box
  c.w.add(field, truthValue(c.v, field), truthBox)
  return box
}

/** A value ending at `right` (amount columns). */
export function valueRight(
  c: Ctx,
  field: ExtractionFieldId,
  right: number,
  y: number,
  size: number,
): BoundingBox {
  const text = printed(c, field)
  return value(c, field, right - c.w.width(text, size), y, size)
}

/** "Label value" on one line, the value at `vx` (or just after the label). */
export function pair(
  c: Ctx,
  field: ExtractionFieldId,
  x: number,
  y: number,
  size: number,
  vx?: number,
): void {
  if (!shows(c, field)) return
  const l = label(c, field)
  c.w.text(l, x, y, size, true)
  // Never over the label: a long label pushes its value right.
  const after = x + c.w.width(l, size, true) + size * 0.6
  value(c, field, Math.max(vx ?? after, after), y, size)
}

/** The period: either one label with both dates, or two labelled dates. */
export function period(c: Ctx, x: number, y: number, size: number, vx?: number): number {
  if (c.s.period !== 'dates') {
    const l = periodLabel(c)
    c.w.text(l, x, y, size, true)
    const after = x + c.w.width(l, size, true) + size * 0.6
    periodValue(c, Math.max(vx ?? after, after), y, size)
    return y + size * 1.7
  }
  pair(c, 'policy.effectiveDate', x, y, size, vx)
  pair(c, 'policy.expirationDate', x, y + size * 1.7, size, vx)
  return y + size * 3.4
}

/** The limits rows a page prints, the field's row first (dwelling or building wording). */
export function coverageRows(c: Ctx): Array<readonly [string, number, boolean]> {
  const cov = c.v.coverageAmount
  const building = /building/i.test(c.words.labels['policy.coverageAmount'])
  const own = label(c, 'policy.coverageAmount', false)
  const others: Array<readonly [string, number]> = building
    ? [
        ['Business Personal Property', Math.round(cov / 4 / 1000) * 1000],
        ['Business Income', Math.round(cov / 5 / 1000) * 1000],
      ]
    : [
        ['Coverage B - Other Structures', Math.round(cov / 10 / 100) * 100],
        ['Coverage C - Personal Property', Math.round(cov / 2 / 100) * 100],
        ['Coverage D - Loss of Use', Math.round(cov / 5 / 100) * 100],
        ['Coverage E - Personal Liability', 300000],
      ]
  return [
    [own, cov, true],
    ...others.map(([l, n]) => [c.s.upper ? l.toUpperCase() : l, n, false] as const),
  ]
}

/** Distractor lines: numbers and dates that are not the fields (fees, due amount, issue date). */
export function distractorLines(c: Ctx): string[] {
  if (!c.s.distractors) return []
  const fee = 25
  return [
    `Policy Fee ${premium(c, fee)}`,
    `Total Amount Due ${premium(c, c.v.premium + fee)}`,
    `Date Issued ${date(c, c.v.effectiveDate.replace(/-(\d\d)$/, '-01'))}`,
    `NAIC Code ${c.v.naic}   Agent Code ${c.v.agentCode}`,
  ]
}

/** The mortgagee block: name (the value), a clause and an address line; the loan number after. */
export function mortgageeBlock(
  c: Ctx,
  x: number,
  y: number,
  size: number,
  labelAbove: boolean,
): number {
  if (!shows(c, 'policy.mortgagee')) return y
  const l = label(c, 'policy.mortgagee')
  let vx = x
  let vy = y
  if (labelAbove) {
    c.w.text(l, x, y, size * 0.9, true)
    vy = y + size * 1.4
  } else {
    c.w.text(l, x, y, size, true)
    vx = x + c.w.width(l, size, true) + size * 0.8
  }
  value(c, 'policy.mortgagee', vx, vy, size)
  c.w.text('ISAOA/ATIMA', vx, vy + size * 1.25, size)
  c.w.text(
    `PO Box ${1000 + (c.v.yearBuilt % 900)}, ${c.v.city}, ${c.v.state} ${c.v.zip}`,
    vx,
    vy + size * 2.5,
    size,
  )
  let end = vy + size * 4
  if (shows(c, 'policy.loanNumber')) {
    pair(c, 'policy.loanNumber', vx, end, size)
    end += size * 1.8
  }
  return end
}

/** Columns of a limits table: x of the coverage name, the limit, and optionally the deductible and a premium. */
export interface LimitColumns {
  readonly name: number
  readonly limit: number
  readonly deductible?: number
  readonly premium?: number
}

/**
 * The limits rows as a table from baseline `y`: the field's row holds the coverage amount and, in
 * a deductible column, the deductible; the other rows their own limits. Returns the y after it.
 */
export function limitsTable(
  c: Ctx,
  cols: LimitColumns,
  y: number,
  size: number,
  gap: number,
): number {
  coverageRows(c).forEach(([name, n, own], i) => {
    c.w.text(name, cols.name, y, size)
    if (own && shows(c, 'policy.coverageAmount'))
      value(c, 'policy.coverageAmount', cols.limit, y, size)
    else c.w.text(amount(c, n), cols.limit, y, size)
    if (i === 0 && cols.deductible !== undefined && shows(c, 'policy.deductible'))
      value(c, 'policy.deductible', cols.deductible, y, size)
    if (cols.premium !== undefined)
      c.w.text(premium(c, Math.round(c.v.premium / (i + 2))), cols.premium, y, size)
    y += gap
  })
  return y
}

/**
 * The policy's first-page lines at x, values at vx: number, insured, the dates, carrier (unless a
 * letterhead names it), producer and premium. Returns the y after them.
 */
export function policyLines(c: Ctx, x: number, y: number, size: number, vx: number): number {
  const step = size * 1.8
  pair(c, 'policy.policyNumber', x, y, size, vx)
  y += step
  pair(c, 'policy.namedInsured', x, y, size, vx)
  y += step
  y = period(c, x, y, size, vx)
  if (!c.s.letterhead) {
    pair(c, 'policy.carrier', x, y, size, vx)
    y += step
  }
  pair(c, 'policy.producer', x, y, size, vx)
  y += step
  pair(c, 'policy.premium', x, y, size, vx)
  return y + step
}
