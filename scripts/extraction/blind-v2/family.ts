/**
 * What a layout family of the second blind set is, and small helpers to print a policy's values
 * with their normal forms (text as printed, dates yyyy-MM-dd, amounts as plain numbers).
 */
import type { Printed, Rendered } from './kit'
import type { BlindPolicy, NumberStyle, Rnd } from './policy'
import { amount, printDate, printMoney, type DateStyle, type Line, type MoneyStyle } from './words'

/** One declarations layout family, written for this blind set only. */
export interface BlindFamily {
  /** "bn01" …: never the id of a development family or of the first blind set's. */
  readonly id: string
  /** A short name of the layout ("multi-row-table", "label-above"). */
  readonly name: string
  readonly line: Line
  readonly numberStyle: NumberStyle
  /** Dates print day first (05/01/2026 for 5 January), as the page itself says. */
  readonly dayFirst?: boolean
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

/** "Ames, IA 50010". */
export const cityLine = (p: BlindPolicy): string => `${p.city}, ${p.state} ${p.zip}`

/** True for a share of documents (optional sections). */
export const chance = (rnd: Rnd, share: number): boolean => rnd() < share

/** Parts of a total that add up to it exactly (cents): one per share, and the rest. */
export function splitTotal(total: number, shares: readonly number[]): number[] {
  const parts = shares.map((s) => Math.round(total * s * 100) / 100)
  const rest = Math.round((total - parts.reduce((a, b) => a + b, 0)) * 100) / 100
  return [...parts, rest]
}
