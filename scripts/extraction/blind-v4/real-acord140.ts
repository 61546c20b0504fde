/**
 * Real filled ACORD 140 property sections from the corpus (`insurance/filled-acord140/`), which
 * neither the development set nor an earlier blind set uses: filled by people, not by this
 * generator, so their typing (unpadded numbers "500000", a two-digit year, an empty carrier) is
 * nobody's style here. Their truth is written by hand from what the pages print (the first
 * premises and the first subject of insurance, as for generated schedules), with no boxes, and
 * lists only the fields read with certainty: the documents are scored on those alone.
 * Copy 2 is an encrypted XFA form printed to PDF; copy 4 is an image without text and left out.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { TruthField } from '../dev-set-types'

/** One real filled form and the values read off its pages. */
export interface RealAcord140 {
  readonly file: string
  readonly truth: Readonly<Partial<Record<ExtractionFieldId, string>>>
}

export const REAL_ACORD140: readonly RealAcord140[] = [
  {
    // The corpus's own ground truth (140-Property-Acord-1.json) gives the insured, the premises
    // and the building's amount and deductible; the rest is read from page 1.
    file: '140-Property-Acord-1.pdf',
    truth: {
      'policy.namedInsured': 'John Doe',
      'policy.producer': 'Some Agency',
      'policy.policyNumber': 'A123456781',
      'policy.carrier': 'Some Carrier',
      'policy.effectiveDate': '2020-01-04',
      'policy.expirationDate': '2021-01-04',
      'property.address': '131 Any street',
      'policy.coverageAmount': '500000',
      'policy.deductible': '1000',
      'property.yearBuilt': '2020',
    },
  },
  {
    // No carrier is typed; page 1's year-built box is empty (2021 belongs to premises 2).
    file: '140-Property-Acord-2.pdf',
    truth: {
      'policy.namedInsured': 'John Doe',
      'policy.producer': 'Some Agency',
      'policy.policyNumber': 'HO123222',
      'policy.effectiveDate': '2024-12-31',
      'property.address': '123 Any street',
      'policy.coverageAmount': '1500000',
      'policy.deductible': '3000',
    },
  },
  {
    // Its expiration reads "01/01/20", the same day as the effective date: a typing slip, so the
    // expiration date is left unscored.
    file: '140-Property-Acord-3.pdf',
    truth: {
      'policy.namedInsured': 'John Doe',
      'policy.producer': 'Some Agency',
      'policy.policyNumber': 'A12345678',
      'policy.carrier': 'Some Carrier',
      'policy.effectiveDate': '2020-01-01',
      'property.address': '123 Any street',
      'policy.coverageAmount': '1000000',
      'policy.deductible': '1000',
      'property.yearBuilt': '2020',
    },
  },
]

/** The bytes and hand-written truth of real form `index` (1-based). */
export async function realAcord140(
  dir: string,
  index: number,
): Promise<{ bytes: Uint8Array; truth: TruthField[] }> {
  const form = REAL_ACORD140[index - 1]
  if (form === undefined) throw new Error(`no real ACORD 140 number ${index}`)
  const bytes = await readFile(join(dir, form.file))
  const truth = Object.entries(form.truth).map(([field, normalized]) => ({
    field: field as ExtractionFieldId,
    normalized: normalized as string,
  }))
  return { bytes, truth }
}
