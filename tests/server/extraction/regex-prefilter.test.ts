import { describe, expect, it } from 'vitest'
import { FIELD_LABELS } from '../../../src/server/extraction/labels'
import { STOP_LABELS } from '../../../src/server/extraction/stop-labels'
import { NeedsIndex, regexNeeds, type Needs } from '../../../src/server/extraction/regex-prefilter'

/** One pattern's needs tested on one text, as the label finder tests them. */
function mayMatch(needs: Needs, text: string, from = 0): boolean {
  const index = new NeedsIndex([needs])
  index.scan(text)
  return index.may(0, from)
}

describe('the strings a pattern needs', () => {
  it('reads literal words, the most selective of a sequence, each branch of an alternation', () => {
    expect(regexNeeds(/insurance\s+(?:company|carrier)/)).toEqual(['insurance'])
    expect(regexNeeds(/(?:policy|pol\.?)\s*#/)).toEqual(['pol'])
    expect(regexNeeds(/loss\s+payee|lien\s*holder/)).toEqual(['payee', 'holder'])
    expect(regexNeeds(/^ded\.?(?=\s*:)/)).toEqual(['ded'])
    expect(regexNeeds(/(?<!minimum )premium(?![a-z])/)).toEqual(['premium'])
    expect(regexNeeds(/named\s+ins(?:ured|'?d)/)).toEqual(['named'])
  })

  it('knows nothing where it cannot be sure: optional parts, classes, flags, unread escapes', () => {
    expect(regexNeeds(/(?:policy)?\s*\d+/)).toBeNull()
    expect(regexNeeds(/[a-z]+:/)).toEqual([':'])
    expect(regexNeeds(/[a-z]+/)).toBeNull()
    expect(regexNeeds(/policy|\d/)).toBeNull()
    expect(regexNeeds(/policy/i)).toBeNull()
    expect(regexNeeds(/(a)\1/)).toBeNull()
    expect(regexNeeds(/a{2/)).toBeNull()
    expect(regexNeeds(/(?:a|)b?/)).toBeNull()
  })

  it('never rules out a text a label pattern matches', () => {
    const samples = [
      'policy number: ho-1234',
      'pol. no.',
      'named insured',
      "ins'd",
      'eff. date',
      'effective/expiration',
      'policy period',
      'total annual premium',
      'prem.',
      'coverage a - dwelling',
      'a. dwelling',
      'all other perils deductible',
      'ded.',
      'first mortgagee / loss payee',
      '1st mtgee',
      'loss is payable to',
      'loan #',
      'agent/broker',
      'agt.',
      'property address',
      'insd. loc.',
      'year built',
      'built in 1990',
      'naic code',
      'e-mail',
      'insurer a',
      'insurer(s) affording coverage',
      'osprey insurance company has issued',
      'name and address',
      'term',
      'to',
      'from',
    ]
    const patterns = [
      ...Object.values(FIELD_LABELS).flatMap((vs) => vs.map((v) => v.pattern)),
      ...STOP_LABELS,
    ]
    let matched = 0
    for (const re of patterns) {
      const needs = regexNeeds(re)
      for (const s of samples) {
        if (!re.test(s)) continue
        matched++
        expect(mayMatch(needs, s), `${re.source} on "${s}"`).toBe(true)
      }
    }
    expect(matched).toBeGreaterThan(30)
  })

  it('tests from a position on', () => {
    expect(mayMatch(['date'], 'eff date', 4)).toBe(true)
    expect(mayMatch(['date'], 'date of loss', 1)).toBe(false)
    expect(mayMatch(null, '', 5)).toBe(true)
  })

  it('answers for the text last scanned, strings shared by patterns looked for once', () => {
    const index = new NeedsIndex([['policy', 'pol'], ['policy'], null, ['x'], ['naméd']])
    index.scan('pol. no.')
    expect([0, 1, 2, 3, 4].map((k) => index.may(k))).toEqual([true, false, true, false, false])
    index.scan('policy x naméd')
    expect([0, 1, 2, 3, 4].map((k) => index.may(k))).toEqual([true, true, true, true, true])
    index.scan('')
    expect([0, 1, 2, 3, 4].map((k) => index.may(k))).toEqual([false, false, true, false, false])
  })

  it('lists the patterns that may match, in their order, as asking each in turn would', () => {
    const index = new NeedsIndex([['naméd'], ['policy', 'pol'], null, ['x'], ['policy']])
    index.scan('x policy naméd')
    expect(index.possible()).toEqual([0, 1, 2, 3, 4])
    index.scan('pol. no.')
    const listed = index.possible()
    expect(listed).toEqual([1, 2])
    index.scan('')
    expect(index.possible()).toEqual([2])
    // A list handed out stays as it was when the next text is scanned.
    expect(listed).toEqual([1, 2])
    expect(new NeedsIndex([['a'], ['b']]).possible()).toEqual([])
  })

  it('answers as testing each needed string in turn would, for every label pattern', () => {
    const needs = [
      ...Object.values(FIELD_LABELS)
        .flat()
        .map((v) => regexNeeds(v.pattern)),
      ...STOP_LABELS.map((re) => regexNeeds(re)),
      ['a'],
      ['x', 'policy number'],
    ]
    const index = new NeedsIndex(needs)
    const texts = [
      'policy number: ho-1',
      'named insured',
      'a',
      '',
      'mortgagee / loss payee',
      'eff. date 01/02/2025 exp date',
      'xx',
      'premium (annual)',
    ]
    for (const text of texts) {
      index.scan(text)
      for (const [k, list] of needs.entries())
        for (const from of [0, 3])
          expect(index.may(k, from)).toBe(list === null || list.some((s) => text.includes(s, from)))
    }
  })
})
