/**
 * The real ACORD forms this blind set fills: the fillable blank forms the earlier sets filled
 * least (the 2016 ACORD 25 and the opal ACORD 25, three times each and not since the twelfth set;
 * the opal ACORD 30 also three times, the last by the thirteenth set), each in a fill style of
 * its own.
 * A certificate of liability insurance is what many agencies send a lender for a commercial or
 * rental property, with the property policy squeezed into the "other" row:
 * - the 2016 ACORD 25 for a self-storage facility whose property policy (the answer) is written by
 *   insurer D, below general liability and auto (A), umbrella (B) and workers compensation (C)
 *   rows; dates "1/5/2026"; the year built on the second line of the row's description; the
 *   building limit and the deductible in the row's own limit lines ("BLDG", "BPP", "AOP DED"); the
 *   location in the remarks; the loan number on the holder's second address line;
 * - the opal ACORD 25 for a four-family rental whose dwelling fire policy (the answer) is written
 *   by insurer A on the "other" row, with premises liability of insurer B on the general liability
 *   row; dates "01/05/2026"; the street on the first line of the row's description; "COV A -
 *   DWELLING", "COV D - FAIR RENTAL" and "DEDUCTIBLE" in the limit lines; the loan number in the
 *   remarks' first line.
 * Certificates print no premium, and the four-family's no year built: neither is in its truth.
 */
import type { FillEntry } from './acord-fill'
import { acord25FourplexDwellingFire } from './acord-fourplex'
import { acord25StorageProperty } from './acord-storage'
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
    id: 'acord25-2016-storage-property-insurer-d',
    file: 'acord-25-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd) => `SSP${digits(rnd, 3)}-${digits(rnd, 5)}`,
    filling: acord25StorageProperty,
  },
  {
    id: 'acord25-opal-fourplex-dwelling-fire',
    file: 'opal-acord25.pdf',
    decrypt: false,
    line: 'landlord',
    numberStyle: (rnd) => `DF ${digits(rnd, 3)} ${digits(rnd, 4)}`,
    filling: acord25FourplexDwellingFire,
  },
]
