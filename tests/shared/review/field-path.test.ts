import { describe, expect, it } from 'vitest'
import {
  acceptExtraction,
  fieldPath,
  getAtPath,
  getFormField,
  isPropertyPrefix,
  nextFieldNeedingReview,
  setAtPath,
  setFormField,
  type FormValues,
} from '../../../src/shared/review'
import { field, item } from '../../helpers/review-fixtures'

describe('field addressing by prefix (docs/glossary.md#form-field)', () => {
  it('addresses a plain field at its prefix', () => {
    expect(fieldPath('policy.premium')).toBe('policy.premium')
    expect(fieldPath('policy.premium', 'value')).toBe('policy.premium.value')
  })

  it('addresses a property field under groupedValues[0]', () => {
    expect(fieldPath('property.address')).toBe('property.address.groupedValues.0')
    expect(fieldPath('property.yearBuilt', 'bbox')).toBe('property.yearBuilt.groupedValues.0.bbox')
    expect(fieldPath('assets[0].property.address')).toBe(
      'assets[0].property.address.groupedValues.0',
    )
  })

  it('matches the word property, not a longer word containing it', () => {
    expect(isPropertyPrefix('property.address')).toBe(true)
    expect(isPropertyPrefix('assets.0.property.yearBuilt')).toBe(true)
    expect(isPropertyPrefix('policy.propertyType')).toBe(false)
    expect(isPropertyPrefix('properties.0.address')).toBe(false)
    expect(isPropertyPrefix('policy.premium')).toBe(false)
  })

  it('reads and writes property fields under groupedValues[0] without touching the rest', () => {
    const address = field({ value: '1 Main St', extractedFrom: 'd1' })
    const values: FormValues = Object.freeze({
      policy: Object.freeze({ premium: field({ type: 'Currency' }) }),
      property: Object.freeze({
        address: Object.freeze({ label: 'Address', groupedValues: Object.freeze([address]) }),
      }),
    })
    expect(getFormField(values, 'property.address')).toEqual(address)

    const next = setFormField(values, 'property.address', { ...address, value: '2 Elm St' })
    expect(getAtPath(next, 'property.address.groupedValues.0.value')).toBe('2 Elm St')
    expect(getAtPath(next, 'property.address.label')).toBe('Address')
    expect(Array.isArray(getAtPath(next, 'property.address.groupedValues'))).toBe(true)
    expect(next.policy).toBe(values.policy)
    expect(getFormField(values, 'property.address')?.value).toBe('1 Main St')
  })

  it('fills missing lists of a stored field and reports a missing field as undefined', () => {
    const values = { policy: { carrier: { value: 'Acme', type: 'Text' } } }
    expect(getFormField(values, 'policy.carrier')).toEqual(field({ value: 'Acme', type: 'Text' }))
    expect(getFormField(values, 'policy.missing')).toBeUndefined()
    expect(getFormField(values, 'property.address')).toBeUndefined()
  })

  it('creates missing steps when writing (arrays for indices)', () => {
    const next = setAtPath({}, 'property.address.groupedValues.0.value', 'x')
    expect(next).toEqual({
      property: { address: { groupedValues: ['x'].map((value) => ({ value })) } },
    })
  })

  it('applies a transition through the prefix', () => {
    const values: FormValues = {
      property: {
        yearBuilt: {
          groupedValues: [field({ type: 'Number', newExtractions: [item('NaN', 'd1')] })],
        },
      },
    }
    const current = getFormField(values, 'property.yearBuilt')
    expect(current).toBeDefined()
    const next = setFormField(values, 'property.yearBuilt', acceptExtraction(current!))
    expect(getFormField(next, 'property.yearBuilt')?.value).toBeNull()
    expect(getFormField(next, 'property.yearBuilt')?.extractedFrom).toEqual({ id: 'd1' })
  })
})

describe('nextFieldNeedingReview', () => {
  const values: FormValues = {
    policy: {
      policyNumber: field({ value: 'P', extractedFrom: 'd1' }),
      carrier: field({ newExtractions: [item('Acme', 'd1')] }),
      premium: field({ rejectedExtractions: [item(1, 'd1')] }),
      deductible: field({ value: 10, newExtractions: [item(20, 'd2')] }),
    },
    property: {
      address: { groupedValues: [field({ newExtractions: [item('a', 'd1'), item('b', 'd2')] })] },
    },
  }
  const order = [
    'policy.policyNumber',
    'policy.carrier',
    'policy.premium',
    'policy.deductible',
    'policy.missing',
    'property.address',
  ]

  it('finds the next new or conflict field after the current one and wraps around', () => {
    expect(nextFieldNeedingReview(values, order)).toBe('policy.carrier')
    expect(nextFieldNeedingReview(values, order, 'policy.carrier')).toBe('policy.deductible')
    expect(nextFieldNeedingReview(values, order, 'policy.deductible')).toBe('property.address')
    expect(nextFieldNeedingReview(values, order, 'property.address')).toBe('policy.carrier')
    expect(nextFieldNeedingReview(values, order, 'unknown')).toBe('policy.carrier')
  })

  it('returns the current field when it is the only one left, and null when none is', () => {
    expect(nextFieldNeedingReview(values, ['policy.carrier'], 'policy.carrier')).toBe(
      'policy.carrier',
    )
    expect(nextFieldNeedingReview(values, ['policy.policyNumber', 'policy.premium'])).toBeNull()
    expect(nextFieldNeedingReview(values, [])).toBeNull()
  })
})
