/** Type validation of field values: what a field can and cannot be. */
import { describe, expect, it } from 'vitest'
import {
  extractionField,
  type ExtractionFieldId,
} from '../../../src/shared/extraction/field-schema'
import { readFieldValue } from '../../../src/server/extraction/field-values'

const read = (id: ExtractionFieldId, text: string): string | undefined => {
  const def = extractionField(id)
  if (def === undefined) throw new Error(id)
  return readFieldValue(def, undefined, text)?.normalized
}

describe('field values', () => {
  it('end at a bar standing between two phrases', () => {
    expect(
      read('policy.namedInsured', 'Cedric Q. Achterberg | Mail to: 956 Quarry Hill Road'),
    ).toBe('Cedric Q. Achterberg')
    expect(read('property.address', '9173 Tamarack Way, Bangor, ME 04401 | Occupancy: Owner')).toBe(
      '9173 Tamarack Way',
    )
  })

  it('policy and loan numbers are identifiers, not phones, codes, amounts or labels', () => {
    expect(read('policy.policyNumber', 'HO-1234567')).toBe('HO-1234567')
    expect(read('policy.policyNumber', 'H3 817 9131')).toBe('H3 817 9131')
    expect(read('policy.policyNumber', '(555) 123-4567')).toBeUndefined()
    expect(read('policy.policyNumber', '43215')).toBeUndefined()
    expect(read('policy.policyNumber', '250,000')).toBeUndefined()
    expect(read('policy.policyNumber', '01/05/2026')).toBeUndefined()
    expect(read('policy.loanNumber', 'LN-12345678')).toBe('LN-12345678')
    // A month and a day are part of a date.
    expect(read('policy.policyNumber', 'JUL 9')).toBeUndefined()
    expect(read('policy.policyNumber', '27 Oct')).toBeUndefined()
    expect(read('policy.policyNumber', 'JUL-2026-0091')).toBe('JUL-2026-0091')
    // Another number with its caption, or an amount with cents, is none of them.
    expect(read('policy.loanNumber', 'NAIC 50792')).toBeUndefined()
    expect(read('policy.loanNumber', '60.00')).toBeUndefined()
    expect(read('policy.loanNumber', 'LAST-CLM QX55243026')).toBeUndefined()
  })

  it("addresses: a list's item number before the street line is no house number", () => {
    expect(read('property.address', '1. 18529 Baluster Way Ajo, AZ 85321')).toBe(
      '18529 Baluster Way',
    )
    expect(read('property.address', '2) 40 Elm St')).toBe('40 Elm St')
    expect(read('property.address', '12 Elm St')).toBe('12 Elm St')
  })

  it('amounts: short forms, ranges per field, never a percentage', () => {
    expect(read('policy.coverageAmount', 'USD 1.25M')).toBe('1250000')
    // Thousands in groups before the unit: $1,620K is 1,620 thousand.
    expect(read('policy.coverageAmount', '$1,620K')).toBe('1620000')
    expect(read('policy.coverageAmount', '1,620K')).toBeUndefined()
    expect(read('policy.coverageAmount', '1,250,000.00')).toBe('1250000')
    expect(read('policy.coverageAmount', '$250')).toBeUndefined()
    expect(read('policy.deductible', '2% of Coverage A')).toBeUndefined()
    expect(read('policy.deductible', '$2,500')).toBe('2500')
    expect(read('policy.premium', '$1,234.56')).toBe('1234.56')
    // The worth of a percentage printed beside it is a deductible's, not a premium or a limit.
    expect(read('policy.premium', '3% ($16,500.00)')).toBeUndefined()
    expect(read('policy.coverageAmount', '2% of Cov A = $9,000')).toBeUndefined()
    expect(read('policy.premium', '($1,250.00)')).toBe('1250')
  })

  it('dates and years must be plausible', () => {
    expect(read('policy.effectiveDate', 'Jan 5, 2026')).toBe('2026-01-05')
    expect(read('policy.effectiveDate', '2026-01-05')).toBe('2026-01-05')
    expect(read('policy.effectiveDate', '01/05/1901')).toBeUndefined()
    expect(read('property.yearBuilt', '1987')).toBe('1987')
    expect(read('property.yearBuilt', '2999')).toBeUndefined()
  })

  it('names are not street lines, phones, e-mails or clauses; addresses are street lines', () => {
    expect(read('policy.namedInsured', 'Maria Gonzalez')).toBe('Maria Gonzalez')
    expect(read('policy.namedInsured', '1200 Main Street')).toBeUndefined()
    expect(read('policy.producer', 'agent@example.com')).toBeUndefined()
    expect(read('policy.mortgagee', 'ISAOA/ATIMA')).toBeUndefined()
    expect(read('policy.mortgagee', 'First National Bank, ISAOA/ATIMA')).toBe('First National Bank')
    expect(read('property.address', '4821 Maple Ridge Dr, Austin, TX 78701')).toBe(
      '4821 Maple Ridge Dr',
    )
    expect(read('property.address', 'PO Box 1200, Austin, TX')).toBeUndefined()
    expect(read('property.address', 'Maple Ridge Dr')).toBeUndefined()
  })

  it('a label is not a value, nor a misread label word', () => {
    expect(read('policy.carrier', 'NAMED INSURED')).toBeUndefined()
    expect(read('policy.namedInsured', 'Policy Number')).toBeUndefined()
    expect(read('policy.namedInsured', 'Policyholde')).toBeUndefined()
    expect(read('policy.producer', 'Agency')).toBeUndefined()
    expect(read('policy.namedInsured', 'Holder Family Trust')).toBe('Holder Family Trust')
  })

  it('a piece of a sentence is not a name', () => {
    expect(read('policy.carrier', 'BEEN ISSUED TO THE')).toBeUndefined()
    expect(read('policy.carrier', 'provided by')).toBeUndefined()
    // Names may wrap after "and", "of" or "&": the next line finishes them.
    expect(read('policy.namedInsured', 'Linh and')).toBe('Linh and')
    expect(read('policy.mortgagee', 'Bank of')).toBe('Bank of')
  })
  it('a text saying the field is empty is no value', () => {
    expect(read('policy.mortgagee', 'None on file')).toBeUndefined()
    expect(read('policy.mortgagee', '(none)')).toBeUndefined()
    expect(read('policy.mortgagee', 'Certificate for the insured - no lender')).toBeUndefined()
    expect(read('policy.carrier', 'To be assigned')).toBeUndefined()
    expect(read('policy.producer', 'See remarks')).toBeUndefined()
    // A lender's name that says "no" in another sense is one.
    expect(read('policy.mortgagee', 'Nordic Lending Bank')).toBe('Nordic Lending Bank')
    expect(read('policy.namedInsured', 'Noel Pendingham')).toBe('Noel Pendingham')
    expect(read('policy.mortgagee', 'Ninguno / None')).toBeUndefined()
  })

  it('a place or an item with its number, or a box number, is no name', () => {
    expect(read('policy.mortgagee', 'Bldg. 1')).toBeUndefined()
    expect(read('policy.mortgagee', 'Loc #2')).toBeUndefined()
    expect(read('policy.mortgagee', 'Box 36561, Morehead City, NC 28557')).toBeUndefined()
    expect(read('policy.mortgagee', 'Fifth Third Bank')).toBe('Fifth Third Bank')
    // The last word of a wrapped company name alone is no name.
    expect(read('policy.carrier', 'Casualty')).toBeUndefined()
    expect(read('policy.producer', 'Agency')).toBeUndefined()
  })
})

describe('the street line of a one-line address', () => {
  it('cuts before the city after a comma or a spaced dash, not inside a hyphenated name', () => {
    expect(read('property.address', '7543 Sorrel Trail - Durango CO')).toBe('7543 Sorrel Trail')
    expect(read('property.address', '12 Teal Road — Oskaloosa, IA 52577')).toBe('12 Teal Road')
    expect(read('property.address', '40 Wilkes-Barre Blvd, Scranton, PA')).toBe(
      '40 Wilkes-Barre Blvd',
    )
  })
})

describe("a lender's name before its loan's reference", () => {
  it('ends before "Loan ref." and its number, and before a sentence\'s cut-off "loan"', () => {
    expect(read('policy.mortgagee', 'First Wisdom National Bank Loan ref. LN9347133')).toBe(
      'First Wisdom National Bank',
    )
    expect(read('policy.mortgagee', 'Big Timber Savings Bank loan')).toBe('Big Timber Savings Bank')
    // (A savings and loan's own "Loan" is capitalised: it is the name's.)
    expect(read('policy.mortgagee', 'First Federal Savings and Loan')).toBe(
      'First Federal Savings and Loan',
    )
  })
})
