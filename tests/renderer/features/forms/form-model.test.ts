import { describe, expect, it } from 'vitest'
import { fieldRules } from '../../../../src/renderer/src/features/forms/model/field-rules'
import { formFields } from '../../../../src/renderer/src/features/forms/model/form-fields'
import {
  parseDateOnly,
  toFormValues,
  toNumber,
  toStoredValues,
} from '../../../../src/renderer/src/features/forms/model/form-values'
import {
  mostRecentSource,
  sourceDocumentIds,
} from '../../../../src/renderer/src/features/forms/model/source-documents'
import { getAtPath, getFormField } from '../../../../src/shared/review'
import { item, stored } from '../../../helpers/review-fixtures'

const policy = formFields('policy')
const asset = formFields('asset')

describe('formFields', () => {
  it('puts the policy fields on the checklist and the property fields on the asset form', () => {
    expect(policy.map((f) => f.prefix)).toEqual([
      'policy.policyNumber',
      'policy.carrier',
      'policy.namedInsured',
      'policy.effectiveDate',
      'policy.expirationDate',
      'policy.premium',
      'policy.coverageAmount',
      'policy.deductible',
      'policy.mortgagee',
      'policy.loanNumber',
      'policy.producer',
    ])
    expect(asset.map((f) => [f.prefix, f.type])).toEqual([
      ['property.address', 'Text'],
      ['property.yearBuilt', 'Number'],
    ])
  })
})

describe('toFormValues / toStoredValues', () => {
  it('completes every field, types it and reads stored dates as local calendar dates', () => {
    const values = toFormValues(
      { policy: { effectiveDate: stored({ value: '2025-03-01' }) }, other: { keep: 1 } },
      policy,
    )
    const effective = getFormField(values, 'policy.effectiveDate')!
    expect(effective.type).toBe('Date')
    expect(effective.value).toBeInstanceOf(Date)
    expect((effective.value as Date).getDate()).toBe(1)
    expect(effective.rejectedExtractions).toEqual([])
    const premium = getFormField(values, 'policy.premium')!
    expect(premium).toMatchObject({ type: 'Currency', value: null, newExtractions: [] })
    expect(values['other']).toEqual({ keep: 1 })
  })

  it('addresses property fields under groupedValues[0] (docs/glossary.md#form-field) both ways', () => {
    const values = toFormValues(
      {
        property: {
          address: { groupedValues: [stored({ newExtractions: [item('1 Main St', 'd1')] })] },
        },
      },
      asset,
    )
    expect(getAtPath(values, 'property.address.groupedValues.0.newExtractions.0.value')).toBe(
      '1 Main St',
    )
    expect(getAtPath(values, 'property.yearBuilt.groupedValues.0.type')).toBe('Number')
    const out = toStoredValues(
      {
        ...values,
        property: {
          ...(values['property'] as object),
          yearBuilt: { groupedValues: [{ ...stored(), type: 'Number', value: '1987' }] },
        },
      },
      asset,
    )
    expect(getAtPath(out, 'property.yearBuilt.groupedValues.0.value')).toBe(1987)
  })

  it('stores dates as yyyy-MM-dd, amounts as numbers and blanks as null', () => {
    const values = toFormValues({}, policy)
    const edited = {
      policy: {
        ...(values['policy'] as object),
        effectiveDate: { ...stored(), type: 'Date', value: new Date(2025, 0, 15) },
        premium: { ...stored(), type: 'Currency', value: '$1,234.50' },
        deductible: { ...stored(), type: 'Currency', value: 'NaN' },
        carrier: { ...stored(), type: 'Text', value: '  Acme Mutual ' },
        producer: { ...stored(), type: 'Text', value: '   ' },
      },
    }
    const out = toStoredValues(edited, policy)
    expect(getAtPath(out, 'policy.effectiveDate.value')).toBe('2025-01-15')
    expect(getAtPath(out, 'policy.premium.value')).toBe(1234.5)
    expect(getAtPath(out, 'policy.deductible.value')).toBeNull()
    expect(getAtPath(out, 'policy.carrier.value')).toBe('Acme Mutual')
    expect(getAtPath(out, 'policy.producer.value')).toBeNull()
    expect(JSON.parse(JSON.stringify(out))).toEqual(out)
  })

  it('parses dates and numbers strictly', () => {
    expect(parseDateOnly('2025-02-30')).toBeNull()
    expect(parseDateOnly('nope')).toBeNull()
    expect(parseDateOnly('2024-02-29')?.getMonth()).toBe(1)
    expect(toNumber('12a')).toBeNull()
    expect(toNumber(Infinity)).toBeNull()
    expect(toNumber(' 250,000.00 ')).toBe(250000)
  })
})

describe('fieldRules', () => {
  const rule = (prefix: string) =>
    fieldRules(
      policy.concat(asset).find((f) => f.prefix === prefix)!,
      new Date(2026, 5, 1),
    )

  it('bounds the year built between 1800 and next year, whole years only', () => {
    const r = rule('property.yearBuilt')
    expect(r.min).toMatchObject({ value: 1800 })
    expect(r.max).toMatchObject({ value: 2027 })
    const whole = (r.validate as Record<string, (v: unknown, all: object) => unknown>)['whole']!
    expect(whole(1987.5, {})).toBe('Enter a whole year')
    expect(whole(1987, {})).toBe(true)
    expect(whole(null, {})).toBe(true)
  })

  it('keeps amounts at 0 or more and checks they are numbers', () => {
    const r = rule('policy.premium')
    expect(r.min).toMatchObject({ value: 0 })
    const numeric = (r.validate as Record<string, (v: unknown, all: object) => unknown>)['numeric']!
    expect(numeric('abc', {})).toBe('Enter a number')
    expect(numeric('1,200', {})).toBe(true)
  })

  it('limits policy numbers by pattern and length', () => {
    const r = rule('policy.policyNumber')
    const pattern = (r.pattern as { value: RegExp }).value
    expect(pattern.test('HO3-1234567')).toBe(true)
    expect(pattern.test('01/23 456.7#8')).toBe(true)
    expect(pattern.test('bad\nnumber')).toBe(false)
    expect(r.maxLength).toMatchObject({ value: 50 })
  })

  it('wants the expiration after the effective date', () => {
    const r = rule('policy.expirationDate')
    const after = (r.validate as Record<string, (v: unknown, all: object) => unknown>)[
      'afterEffective'
    ]!
    const all = { policy: { effectiveDate: { value: new Date(2025, 0, 1) } } }
    expect(after(new Date(2024, 11, 31), all)).toBe('Must be after the effective date')
    expect(after(new Date(2025, 0, 1), all)).toBe('Must be after the effective date')
    expect(after(new Date(2026, 0, 1), all)).toBe(true)
    expect(after(null, all)).toBe(true)
  })
})

describe('source documents', () => {
  it('lists every cited document once and picks the most recently created', () => {
    const values = {
      policy: {
        policyNumber: stored({
          value: 'P',
          extractedFrom: { id: 'd1' },
          newExtractions: [item('Q', 'd2')],
        }),
        carrier: stored({ rejectedExtractions: [item('X', 'd3')] }),
      },
    }
    const ids = sourceDocumentIds(
      values,
      policy.map((f) => f.prefix),
    )
    expect(ids).toEqual(['d1', 'd2', 'd3'])
    const docs = [
      { id: 'd1', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'd2', createdAt: '2025-03-01T00:00:00Z' },
      { id: 'd9', createdAt: '2026-01-01T00:00:00Z' },
    ]
    expect(mostRecentSource(ids, docs)?.id).toBe('d2')
    expect(mostRecentSource([], docs)).toBeNull()
  })
})
