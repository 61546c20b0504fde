/** Extraction results → form values (src/server/jobs/extraction-items.ts), pure functions. */
import { describe, expect, it } from 'vitest'
import {
  addNewExtraction,
  mergeArrivedExtractions,
  mergeResults,
  toExtractionItem,
} from '../../../src/server/jobs/extraction-items'
import type { ExtractionResult } from '../../../src/shared/extraction/types'
import { getFormField, normaliseFormField } from '../../../src/shared/review/field-path'

const bbox = { page: 1, x0: 0.1, y0: 0.2, x1: 0.3, y1: 0.25 }
const result = (field: ExtractionResult['field'], value: string, normalized = value) =>
  ({
    field,
    value,
    normalized,
    displayName: 'x',
    page: 1,
    bbox,
    confidence: 0.9,
    source: 'text-layer',
  }) satisfies ExtractionResult

describe('extraction items', () => {
  it('types values: numbers for Currency/Number, printed value as displayName', () => {
    const item = toExtractionItem(result('policy.premium', '$1,200.50', '1200.50'), 'd1', 't')
    expect(item).toMatchObject({
      value: 1200.5,
      displayName: '$1,200.50',
      printedValue: '$1,200.50',
      extractedFrom: { id: 'd1' },
      bbox,
    })
    expect(
      toExtractionItem(result('policy.effectiveDate', '03/01/2025', '2025-03-01'), 'd', 't'),
    ).toMatchObject({ value: '2025-03-01' })
  })

  it('puts policy fields on the policy form and property fields under groupedValues[0]', () => {
    const rs = [result('policy.carrier', 'Acme'), result('property.yearBuilt', '1987')]
    const policy = mergeResults({}, rs, 'policy', 'd1', 't')
    expect(policy.added).toBe(1)
    expect(getFormField(policy.values, 'policy.carrier')).toMatchObject({
      value: null,
      type: 'Text',
      newExtractions: [{ value: 'Acme' }],
    })
    const asset = mergeResults({}, rs, 'asset', 'd1', 't')
    expect(asset.values).toMatchObject({
      property: {
        yearBuilt: { groupedValues: [{ type: 'Number', newExtractions: [{ value: 1987 }] }] },
      },
    })
  })

  it('never duplicates: same value new, rejected or accepted from the same document', () => {
    const item = toExtractionItem(result('policy.carrier', 'Acme'), 'd1', 't')
    const base = normaliseFormField({ type: 'Text' })
    const once = addNewExtraction(base, item)
    expect(addNewExtraction(once, item)).toBe(once)
    const rejected = normaliseFormField({ rejectedExtractions: [item] })
    expect(addNewExtraction(rejected, item)).toBe(rejected)
    const accepted = normaliseFormField({ value: 'Acme', extractedFrom: { id: 'd1' } })
    expect(addNewExtraction(accepted, item)).toBe(accepted)
    // Another document with the same value is a separate extraction.
    const other = toExtractionItem(result('policy.carrier', 'Acme'), 'd2', 't')
    expect(addNewExtraction(once, other).newExtractions).toHaveLength(2)
    // A fresh, different reading of the same document replaces its earlier new item.
    const changed = toExtractionItem(result('policy.carrier', 'Acme Mutual'), 'd1', 't')
    expect(addNewExtraction(once, changed).newExtractions).toEqual([changed])
  })

  it('merges into a save only the items stored after the client loaded the form', () => {
    const early = toExtractionItem(
      result('policy.carrier', 'Old'),
      'd1',
      '2026-01-01T00:00:00.000Z',
    )
    const late = toExtractionItem(result('policy.carrier', 'New'), 'd2', '2026-01-02T00:00:00.000Z')
    const stored = { policy: { carrier: normaliseFormField({ newExtractions: [early, late] }) } }
    // The client rejected "Old" (it had loaded it) and knows nothing of "New".
    const saved = {
      policy: { carrier: normaliseFormField({ rejectedExtractions: [early] }) },
    }
    const r = mergeArrivedExtractions(saved, stored, 'policy', '2026-01-01T12:00:00.000Z')
    expect(r.merged).toBe(1)
    expect(getFormField(r.values, 'policy.carrier')).toMatchObject({
      newExtractions: [{ value: 'New' }],
      rejectedExtractions: [{ value: 'Old' }],
    })
  })
})
