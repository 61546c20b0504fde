/**
 * The real ACORD form this blind set fills: of the fillable blanks, the one the earlier sets filled
 * least recently among those that carry a lender (the ACORD 28 of 2006/07, evidence of commercial
 * property insurance, encrypted in the corpus and last filled by the ninth set), in a fill style
 * of its own: a boat storage yard whose carrier, producer, named insured and lender each open a
 * multi-line box with their address below; a person as additional named insured; a lender
 * servicing agent (another lender) beside the mortgagee; dates "1/5/2026"; the building amount
 * shrunk into its narrow box; business income, coinsurance, equipment breakdown and wind rows as
 * other numbers; remarks on page 2. It prints no premium and no year built: neither is in its truth.
 */
import type { FillEntry } from './acord-fill'
import { acord28BoatYard } from './acord-boat-yard'
import { digits, type BlindPolicy, type NumberStyle } from './policy'
import type { Line } from './words'

/** A corpus form and how a policy fills it. */
export interface BlindAcordForm {
  readonly id: string
  /** File name under the corpus's blank-forms folder. */
  readonly file: string
  /** The corpus copy is encrypted (empty user password): decrypt with qpdf before filling. */
  readonly decrypt: boolean
  /** 1-based page range kept when the form is one section of a bundle. */
  readonly keep?: readonly [number, number]
  readonly line: Line
  readonly numberStyle: NumberStyle
  readonly filling: (p: BlindPolicy) => readonly FillEntry[]
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord28-2006-boat-yard-multiline-boxes',
    file: 'acord-28-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd) => `MBY-${digits(rnd, 3)}-${digits(rnd, 4)}`,
    filling: acord28BoatYard,
  },
]
