/**
 * The corpus's filled ACORD 140 #1 with its ground-truth JSON (values only, no boxes), as a
 * family of one document. It is asserted value by value in the engine's corpus test, so it
 * belongs to the development set.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { corpusInsuranceDir } from '../corpus-dir'
import type { TruthField } from '../dev-set-types'
import type { SetFamily } from '../set-sources'

interface Acord140Truth {
  named_insured?: string
  premises_information?: Array<{
    street_address?: string
    coverage_information?: Array<{
      Subject_of_insurance?: string
      amount?: string
      deductible?: string
    }>
  }>
}

/** The corpus ground truth (named insured, premises, the building's line) as schema fields. */
export function acord140Truth(gt: Acord140Truth): TruthField[] {
  const out: TruthField[] = []
  const amount = (s: string | undefined): string | undefined =>
    s === undefined ? undefined : String(Number(s.replace(/[$,]/g, '')))
  if (gt.named_insured) out.push({ field: 'policy.namedInsured', normalized: gt.named_insured })
  const prem = gt.premises_information?.[0]
  const street = prem?.street_address?.split(',')[0]?.trim()
  if (street) out.push({ field: 'property.address', normalized: street })
  const building = prem?.coverage_information?.find((c) =>
    /building/i.test(c.Subject_of_insurance ?? ''),
  )
  const limit = amount(building?.amount)
  const ded = amount(building?.deductible)
  if (limit !== undefined) out.push({ field: 'policy.coverageAmount', normalized: limit })
  if (ded !== undefined) out.push({ field: 'policy.deductible', normalized: ded })
  return out
}

/** The sample as a family, or none when the corpus is not there. */
export function corpusAcord140Families(): SetFamily[] {
  const dir = corpusInsuranceDir()
  const pdf = dir === undefined ? '' : join(dir, 'filled-acord140', '140-Property-Acord-1.pdf')
  if (dir === undefined || !existsSync(pdf)) return []
  return [
    {
      id: 'corpus-acord140',
      group: 'acord',
      documents: 1,
      document: async () => {
        const gt = JSON.parse(
          await readFile(pdf.replace(/\.pdf$/, '.json'), 'utf8'),
        ) as Acord140Truth
        return { bytes: await readFile(pdf), truth: acord140Truth(gt), completeTruth: false }
      },
    },
  ]
}
