/** Rows of a renewal comparison (docs/rules.md#comparison) and the policy it is compared with. */
import { describe, expect, it } from 'vitest'
import {
  COMPARISON_FIELDS,
  comparisonRows,
  comparisonStatus,
  defaultTakenFields,
  flagCount,
  proposedTerm,
} from '../../../src/shared/renewal/comparison'
import { policyToCompare } from '../../../src/shared/renewal/policy-pick'

const box = { page: 1, x0: 0.1, y0: 0.2, x1: 0.3, y1: 0.25 }
const found = (value: unknown, printed = String(value)) => ({ value, printed, bbox: box })

describe('comparison rows', () => {
  it('says same, changed, new or missing', () => {
    expect(comparisonStatus('Currency', 3184, '3184.00')).toBe('same')
    expect(comparisonStatus('Currency', 3184, 3350)).toBe('changed')
    expect(comparisonStatus('Date', '2026-03-01', '2026-03-01T00:00:00.000Z')).toBe('same')
    expect(comparisonStatus('Text', 'Coastal Mutual', 'COASTAL  MUTUAL')).toBe('same')
    expect(comparisonStatus('Text', null, 'Coastal Mutual')).toBe('new')
    expect(comparisonStatus('Text', '', 'Coastal Mutual')).toBe('new')
    expect(comparisonStatus('Text', 'Coastal Mutual', null)).toBe('missing')
    expect(comparisonStatus('Text', null, null)).toBe('missing')
  })

  it('lists the checklist fields and the property address, with values, regions and flags', () => {
    const rows = comparisonRows({
      current: {
        'policy.premium': 3184,
        'policy.coverageAmount': 425000,
        'policy.deductible': 2500,
        'policy.effectiveDate': '2025-03-01',
        'policy.carrier': 'Coastal Mutual',
        'property.address': '1208 Harbor View Dr',
      },
      proposed: {
        'policy.premium': found(3350, '$3,350.00'),
        'policy.coverageAmount': found(400000),
        'policy.deductible': found(2500),
        'policy.effectiveDate': found('2026-03-15'),
        'policy.expirationDate': found('2027-03-15'),
        'policy.loanNumber': found('LN-1'),
        'property.address': found('1208 Harbor View Drive'),
      },
      currentEnd: '2026-03-01',
      today: '2026-02-01',
    })
    expect(rows.map((r) => r.field)).toEqual(COMPARISON_FIELDS.map((f) => f.id))
    const byField = Object.fromEntries(rows.map((r) => [r.field, r]))
    expect(byField['policy.premium']).toMatchObject({
      status: 'changed',
      current: 3184,
      proposed: 3350,
      printed: '$3,350.00',
      bbox: box,
      flags: [],
      label: 'Premium',
    })
    expect(byField['policy.coverageAmount']).toMatchObject({
      status: 'changed',
      flags: ['coverageDecreased'],
    })
    expect(byField['policy.deductible']).toMatchObject({ status: 'same', flags: [] })
    expect(byField['policy.carrier']).toMatchObject({ status: 'missing', bbox: null })
    expect(byField['policy.loanNumber']).toMatchObject({ status: 'new', flags: [] })
    expect(byField['policy.effectiveDate']!.flags).toEqual(['termGap'])
    expect(byField['property.address']).toMatchObject({
      form: 'asset edit',
      flags: ['propertyAddressDiffers'],
    })
    expect(flagCount(rows)).toBe(3)
    // Taken by default: changed and new values of the policy checklist (not the asset's address).
    expect(defaultTakenFields(rows)).toEqual([
      'policy.effectiveDate',
      'policy.expirationDate',
      'policy.premium',
      'policy.coverageAmount',
      'policy.loanNumber',
    ])
  })

  it('computes the term flags from the dates the user edits', () => {
    const input = {
      current: {},
      proposed: { 'policy.effectiveDate': found('2026-03-15') },
      currentEnd: '2026-03-01',
      today: '2026-02-01',
    }
    expect(proposedTerm(input.proposed)).toEqual({ begin: '2026-03-15', end: null })
    const edited = comparisonRows({ ...input, term: { begin: '2026-03-01', end: '2027-03-01' } })
    expect(edited.find((r) => r.field === 'policy.effectiveDate')!.flags).toEqual([])
  })
})

describe('the policy a document is compared with', () => {
  const policies = [
    { id: 'ho3', policyNumber: 'HO3-4471029' },
    { id: 'flood', policyNumber: 'FLD-88120455' },
  ]
  it('is the linked policy first', () => {
    expect(
      policyToCompare([{ entityId: 'flood', entityType: 'policy' }], 'HO3-4471029', policies),
    ).toEqual({ policyId: 'flood', why: 'linked' })
  })
  it('else the one whose number matches, ignoring case and punctuation', () => {
    expect(
      policyToCompare([{ entityId: 'a1', entityType: 'asset' }], 'ho3 4471029', policies),
    ).toEqual({ policyId: 'ho3', why: 'policyNumber' })
  })
  it('else the user chooses', () => {
    expect(policyToCompare([], 'UMB-1', policies)).toEqual({ policyId: null, why: 'choose' })
    expect(policyToCompare([{ entityId: 'gone', entityType: 'policy' }], null, policies)).toEqual({
      policyId: null,
      why: 'choose',
    })
  })
})
