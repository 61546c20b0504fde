/**
 * What a layout family of the sixteenth blind set is, and small helpers to print a policy's
 * values with their normal forms (text as printed, dates yyyy-MM-dd, amounts as plain numbers).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { Printed, Rendered, Run, Sheet, ValueRun } from './kit'
import type { BoundingBox } from '../../../src/shared/extraction/types'
import type { BlindPolicy, NumberStyle, Rnd } from './policy'
import { amount, printDate, printMoney, type DateStyle, type Line, type MoneyStyle } from './words'

/** One declarations layout family, written for this blind set only. */
export interface BlindFamily {
  /** "bk01" …: never the id of a development family or of an earlier blind set's. */
  readonly id: string
  /** A short name of the layout ("nfip-flood", "fax-cover"). */
  readonly name: string
  readonly line: Line
  readonly numberStyle: NumberStyle
  /** What the layout tests, for BLIND.md. */
  readonly features: string
  /** Draw one document of the family for a policy; `rnd` decides optional parts. */
  readonly render: (p: BlindPolicy, rnd: Rnd) => Promise<Rendered>
}

/** Text printed as it is. */
export const txt = (s: string): Printed => ({ printed: s, normalized: s })

/** A date in a style. */
export const dt = (iso: string, style: DateStyle): Printed => ({
  printed: printDate(iso, style),
  normalized: iso,
})

/** An amount in a style. */
export const cash = (n: number, style: MoneyStyle): Printed => ({
  printed: printMoney(n, style),
  normalized: amount(n),
})

/** A year. */
export const year = (y: number): Printed => ({ printed: String(y), normalized: String(y) })

/** "Reno, NV 89501". */
export const cityLine = (p: BlindPolicy): string => `${p.city}, ${p.state} ${p.zip}`

/** The right edge of a drawn box in points (boxes are normalised to the page). */
export const endX = (s: Sheet, box: BoundingBox): number => box.x1 * s.pageSize[0]

/** A value inside running text. */
export const run = (field: ExtractionFieldId, v: Printed): ValueRun => ({ field, ...v })

/** The largest size up to `max` (a tenth of a point at a time) at which a string fits a width. */
export const fitSize = (s: Sheet, v: string, width: number, max: number, bold = false): number =>
  Math.min(max, Math.floor((width / s.width(v, 1, bold)) * 10) / 10)

/**
 * Running text with spaces put between words and values: a string before a value gets a trailing
 * space, one after a value a leading space, unless it begins with punctuation (", loan number")
 * or ends with an opening bracket ("Dollars (").
 */
export function spaced(parts: readonly Run[]): Run[] {
  const isValue = (r: Run | undefined): boolean =>
    r !== undefined && typeof r !== 'string' && 'field' in r
  return parts.map((r, i) => {
    if (typeof r !== 'string') return r
    let out = r
    if (isValue(parts[i - 1]) && !/^[\s,.;:)]/.test(out)) out = ` ${out}`
    if (isValue(parts[i + 1]) && !/[\s(]$/.test(out)) out = `${out} `
    return out
  })
}
