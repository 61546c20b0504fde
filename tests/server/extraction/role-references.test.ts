/**
 * A sentence names a party once and then refers back to it by its role ("… shall be payable to
 * the mortgagee."): the role read under a caption names nobody, while names that hold a role's
 * word stay names.
 */
import { describe, expect, it } from 'vitest'
import {
  extractionField,
  type ExtractionFieldId,
} from '../../../src/shared/extraction/field-schema'
import { readFieldValue } from '../../../src/server/extraction/field-values'
import { namesRoleOnly } from '../../../src/server/extraction/prose-names'

const read = (field: ExtractionFieldId, text: string): string | undefined =>
  readFieldValue(extractionField(field)!, undefined, text)?.normalized

describe('a role said in place of a name', () => {
  it('is no mortgagee, insured, producer or carrier', () => {
    expect(read('policy.mortgagee', 'the mortgagee.')).toBeUndefined()
    expect(read('policy.mortgagee', 'said Lender')).toBeUndefined()
    expect(read('policy.namedInsured', 'the Named Insured')).toBeUndefined()
    expect(read('policy.producer', 'your agent')).toBeUndefined()
    expect(read('policy.carrier', 'the Company')).toBeUndefined()
  })

  it('leaves names that hold a role word', () => {
    expect(read('policy.mortgagee', 'The Lender Group of Ames, Inc.')).toBe(
      'The Lender Group of Ames, Inc.',
    )
    expect(read('policy.carrier', 'The Mutual Insurance Company of Ohio')).toBe(
      'The Mutual Insurance Company of Ohio',
    )
    expect(read('policy.namedInsured', 'The Insured Homes Trust')).toBe('The Insured Homes Trust')
    expect(namesRoleOnly('The Company Store LLC')).toBe(false)
  })
})
