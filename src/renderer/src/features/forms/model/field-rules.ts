import type { RegisterOptions } from 'react-hook-form'
import { fieldPath, getAtPath, type FormValues } from '../../../../../shared/review'
import type { FormFieldDefinition } from './form-fields'
import { toNumber } from './form-values'

/**
 * Validation rules of one field's value (docs/rules.md#form-rules: required, min, max, minLength,
 * maxLength, pattern, validate).
 */
export type FieldRules = Omit<
  RegisterOptions<FormValues, string>,
  'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'
>

/** The earliest year built the asset form accepts. */
export const EARLIEST_YEAR_BUILT = 1800

// Policy and loan numbers: letters, digits and the separators carriers print (no line breaks).
const REFERENCE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./#-]*$/

const isBlank = (v: unknown) => v === null || v === undefined || v === ''

/** A Date value is valid: absent, or a real calendar date. */
function validDate(value: unknown): true | string {
  if (isBlank(value)) return true
  return value instanceof Date && !Number.isNaN(value.getTime()) ? true : 'Enter a valid date'
}

/** A number-typed value is a number when present (extractions may hold text). */
function numeric(value: unknown): true | string {
  return isBlank(value) || toNumber(value) !== null ? true : 'Enter a number'
}

const text = (maxLength: number): FieldRules => ({
  maxLength: { value: maxLength, message: `At most ${maxLength} characters` },
})

const reference = (label: string): FieldRules => ({
  maxLength: { value: 50, message: 'At most 50 characters' },
  pattern: {
    value: REFERENCE_NUMBER,
    message: `${label} may hold letters, digits, spaces and . / # - only`,
  },
})

const money: FieldRules = {
  min: { value: 0, message: 'Must be 0 or more' },
  max: { value: 1_000_000_000_000, message: 'Must be less than 1,000,000,000,000' },
  validate: { numeric },
}

/**
 * The rules of a form field, chosen per field (docs/rules.md#form-rules lists the rules, not where
 * they apply): reference numbers by pattern and length, amounts at least 0, dates real and the
 * expiration after the effective date, the year built between 1800 and next year. No field is
 * required: a reviewer must be able to save a checklist while some values are still unknown.
 */
export function fieldRules(def: FormFieldDefinition, now: Date = new Date()): FieldRules {
  switch (def.prefix) {
    case 'policy.policyNumber':
      return reference('Policy number')
    case 'policy.loanNumber':
      return reference('Loan number')
    case 'policy.effectiveDate':
      return { validate: { validDate } }
    case 'policy.expirationDate':
      return {
        validate: {
          validDate,
          afterEffective: (value, values) => {
            const start = getAtPath(values, fieldPath('policy.effectiveDate', 'value'))
            if (!(value instanceof Date) || !(start instanceof Date)) return true
            return value.getTime() > start.getTime() || 'Must be after the effective date'
          },
        },
      }
    case 'property.address':
      return {
        minLength: { value: 3, message: 'At least 3 characters' },
        ...text(200),
      }
    case 'property.yearBuilt': {
      const latest = now.getFullYear() + 1
      return {
        min: { value: EARLIEST_YEAR_BUILT, message: `Must be ${EARLIEST_YEAR_BUILT} or later` },
        max: { value: latest, message: `Must be ${latest} or earlier` },
        validate: {
          numeric,
          whole: (v) => isBlank(v) || Number.isInteger(toNumber(v)) || 'Enter a whole year',
        },
      }
    }
    default:
      if (def.type === 'Currency' || def.type === 'Number') return money
      if (def.type === 'Date') return { validate: { validDate } }
      return text(200)
  }
}
