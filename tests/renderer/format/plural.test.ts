import { describe, expect, it } from 'vitest'
import { countOf, nounFor } from '../../../src/renderer/src/format/plural'

describe('singular and plural', () => {
  it('says 1 asset, 2 assets, 0 policies', () => {
    expect(countOf(1, 'asset')).toBe('1 asset')
    expect(countOf(2, 'asset')).toBe('2 assets')
    expect(countOf(0, 'policy', 'policies')).toBe('0 policies')
    expect(countOf(1, 'policy', 'policies')).toBe('1 policy')
    expect(nounFor(1, 'document')).toBe('document')
    expect(nounFor(3, 'document')).toBe('documents')
  })
})
