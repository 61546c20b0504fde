/**
 * A caption is never a name: on a form whose captions stand small under their answers, the
 * caption beside another caption ("Insurance agent   Agent phone") is no agent's name, and a
 * form's title is no insurer's.
 */
import { describe, expect, it } from 'vitest'
import {
  extractionField,
  type ExtractionFieldId,
} from '../../../src/shared/extraction/field-schema'
import { readFieldValue } from '../../../src/server/extraction/field-values'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const run = (text: string, x: number, baseline: number): TextToken[] =>
  words(text, x, baseline).map((t) => ({ ...t, font: 'f1' }))

describe('a caption beside a caption', () => {
  it('gives no producer named by the next caption on a row of captions', () => {
    const got = extract([
      ...run('Insurance agent', 48, 100),
      ...run('Agent phone', 368, 100),
      ...run('Insurance agent', 48, 140),
      ...run('Agent phone', 368, 140),
    ])
    expect(got['policy.producer']).toBeUndefined()
  })
  it('still reads the agent typed over its caption', () => {
    const got = extract([
      ...run('Meadowbrook Insurance Agency', 50, 88),
      ...run('(555) 201-3344', 370, 88),
      ...run('Insurance agent', 48, 100),
      ...run('Agent phone', 368, 100),
    ])
    if (got['policy.producer'] !== undefined) expect(got['policy.producer']).toMatch(/Meadowbrook/)
  })
})

const read = (field: ExtractionFieldId, text: string): string | undefined =>
  readFieldValue(extractionField(field)!, undefined, text)?.normalized

describe("a form's own words read as a name", () => {
  it('gives no carrier or agent that is a title', () => {
    expect(read('policy.carrier', 'REQUEST FOR CONFIRMATION OF INSURANCE')).toBeUndefined()
    expect(read('policy.carrier', 'Verification of Hazard Insurance')).toBeUndefined()
    expect(read('policy.producer', 'Insurance Information Request')).toBeUndefined()
  })
  it('gives no party that is the caption of its contact detail', () => {
    expect(read('policy.producer', 'Agent phone')).toBeUndefined()
    expect(read('policy.mortgagee', "Lender's mailing address")).toBeUndefined()
    expect(read('policy.namedInsured', 'Insured signature')).toBeUndefined()
  })
  it('still reads names with such words in them', () => {
    expect(read('policy.carrier', 'Confirmation Mutual Insurance Company')).toBe(
      'Confirmation Mutual Insurance Company',
    )
    expect(read('policy.producer', 'Proof Lane Insurance Agency')).toBe(
      'Proof Lane Insurance Agency',
    )
    expect(read('policy.mortgagee', 'First Federal Savings Bank')).toBe(
      'First Federal Savings Bank',
    )
  })
})
