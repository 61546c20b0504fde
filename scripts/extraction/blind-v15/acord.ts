/**
 * The real ACORD forms this blind set fills: the fillable blank forms the earlier sets filled
 * least (the opal ACORD 30, three times, by the tenth, eleventh and thirteenth sets; the 2016
 * ACORD 24, four times and not since the tenth set, as a plain fill and a blank), each in a fill
 * style of its own:
 * - the 2016 ACORD 24 (certificate of property insurance) for a craft workshop whose property
 *   policy (the answer) is written by insurer C, below the crime row (A) and the inland marine
 *   row (B) lettered on the form's later rows; dates "01/05/2026"; limits without a sign (the form
 *   prints it); the street on the location box's first line after "LOC 1:"; the loan number in
 *   the special conditions; the same deductible for building and contents, the wind deductible a
 *   percentage;
 * - the opal ACORD 30 (garage certificate) for a car wash whose building (the answer) is written by
 *   insurer E on the "other" row, under garage liability (A), umbrella (B) and workers
 *   compensation (C) rows; dates "01/05/26" in the narrow boxes; "BLDG $1,250,000" in the row's
 *   one limit box; the deductible in the remarks' first line; the loan number on the holder's
 *   first address line after "ISAOA/ATIMA".
 * Neither prints a premium or a year built: neither is in their truth.
 */
import type { FillEntry } from './acord-fill'
import { acord30CarWash } from './acord-car-wash'
import { acord24Workshop } from './acord-workshop'
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
    id: 'acord24-2016-workshop-property-insurer-c',
    file: 'acord-24-blank.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd) => `CPK ${digits(rnd, 4)} ${digits(rnd, 4)}`,
    filling: acord24Workshop,
  },
  {
    id: 'acord30-opal-car-wash-other-row-e',
    file: 'opal-acord30.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd) => `${digits(rnd, 2)}-PRP-${digits(rnd, 6)}`,
    filling: acord30CarWash,
  },
]
