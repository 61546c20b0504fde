/**
 * The real ACORD forms this blind set fills: of the fillable blanks, the two the earlier sets
 * filled least recently (the 125/126/140 bundle, last filled by the eighth set, of which the
 * ACORD 140's first page is kept; the ACORD 28 of 2006/07, encrypted in the corpus, last filled by
 * the ninth), each in a fill style of its own.
 * - The ACORD 140 for a sawmill: see acord-sawmill.ts (no premium, no expiration date).
 * - The ACORD 28 for a boat storage yard whose carrier, producer, named insured and lender each open a
 * multi-line box with their address below; a person as additional named insured; a lender
 * servicing agent (another lender) beside the mortgagee; dates "1/5/2026"; the building amount
 * shrunk into its narrow box; business income, coinsurance, equipment breakdown and wind rows as
 * other numbers; remarks on page 2. It prints no premium and no year built: neither is in its truth.
 */
import type { FillEntry } from './acord-fill'
import { acord28BoatYard } from './acord-boat-yard'
import { acord140Sawmill } from './acord-sawmill'
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
  {
    id: 'acord140-2016-sawmill-premises-row-a',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [9, 9],
    line: 'commercial',
    numberStyle: (rnd) => `SWM ${digits(rnd, 2)} ${digits(rnd, 6)}`,
    filling: acord140Sawmill,
  },
]
