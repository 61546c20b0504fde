/**
 * Wordings of sworn affidavits, renewal offers, lenders' requests and bordereaux, on small
 * hand-made pages: a legal form's day-of dates, amounts in words with their figures, a name before
 * the phrase that says what it is, a renewal's new term, a lender named only by its letterhead,
 * and abbreviated captions of a listing.
 */
import { describe, expect, it } from 'vitest'
import { numberInWords, wordsSpellAmount } from '../../../src/server/extraction/amount-words'
import { readFieldValue } from '../../../src/server/extraction/field-values'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { findDates } from '../../../src/server/extraction/value-parsers'
import { extractionField } from '../../../src/shared/extraction/field-schema'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const run = (text: string, x: number, baseline: number, size = 10): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** A paragraph: one line under the other at one left edge. */
const paragraph = (lines: string[], top = 100): TextToken[] =>
  lines.flatMap((text, i) => run(text, 60, top + i * 13))

describe('a legal form’s dates', () => {
  it('reads "the 3rd day of December, 2029" with its article', () => {
    expect(findDates('on the 3rd day of December, 2029')[0]?.printed).toBe(
      'the 3rd day of December, 2029',
    )
  })

  it('reads a term "commencing on" one day and "ending on" another, the end wrapped', () => {
    const got = extract(
      paragraph([
        'That the policy is in full force and effect for the term commencing on the 3rd day of May, 2029 and',
        'ending on the 3rd day of May, 2030, both at 12:01 a.m. standard time.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2029-05-03')
    expect(got['policy.expirationDate']).toBe('2030-05-03')
  })

  it("takes no expiration date from a notary's commission", () => {
    const got = extract(run('My commission expires the 6th day of February, 2033', 300, 700))
    expect(got['policy.expirationDate']).toBeUndefined()
    // …nor from an appraiser's licence, its number between.
    const licence = extract(
      run(
        'Appraiser: Ann Lee, certified residential, license UT-303003, expires 11/30/2030',
        60,
        100,
      ),
    )
    expect(licence['policy.expirationDate']).toBeUndefined()
  })
})

describe('amounts in words and figures', () => {
  it('spells numbers in words', () => {
    expect(numberInWords('One Million Six Hundred Forty Thousand')).toBe(1_640_000)
    expect(numberInWords('Two Thousand Five Hundred')).toBe(2500)
    expect(numberInWords('Five Hundred Sixty-One Thousand')).toBe(561_000)
    expect(numberInWords('Five Hundred Acres')).toBeUndefined()
  })

  it('lets the words stand before the figures only when they spell the same amount', () => {
    expect(wordsSpellAmount('Two Thousand Five Hundred Dollars (', 2500)).toBe(true)
    expect(wordsSpellAmount('Two Thousand Dollars (', 2500)).toBe(false)
    const deductible = extractionField('policy.deductible')!
    expect(
      readFieldValue(deductible, undefined, 'Two Thousand Five Hundred Dollars ($2,500) per loss')
        ?.normalized,
    ).toBe('2500')
    expect(
      readFieldValue(deductible, undefined, 'Three Thousand Dollars ($2,500) per loss'),
    ).toBeUndefined()
  })

  it('reads the figures after a deductible in words, and a limit whose words wrap', () => {
    const got = extract(
      paragraph([
        'That the dwelling is insured against fire and extended perils in the amount of Five Hundred Sixteen',
        'Thousand Dollars ($516,000), subject to a deductible of One Thousand Dollars ($1,000) per occurrence.',
      ]),
    )
    expect(got['policy.coverageAmount']).toBe('516000')
    expect(got['policy.deductible']).toBe('1000')
  })

  it('takes no house number for an amount ("a rental dwelling at 16751 Grommet Road")', () => {
    const lines = buildLines(
      run('a rental dwelling at 16751 Grommet Road, Nederland, CO', 60, 100),
      ASPECT,
    )
    expect(matchLines(lines, ASPECT).filter((c) => c.field === 'policy.coverageAmount')).toEqual([])
  })
})

describe('names before the phrase that says what they are', () => {
  it("reads an affidavit's insurer, insured, agent, home and lender", () => {
    const got = extract(
      paragraph([
        'I am a licensed insurance agent employed by Ormerod Insurance Agency, Inc., 14 Narthex Road.',
        'That Thirlmere Dwelling Insurance Company has issued its Policy No. 13-HO-821534 to',
        'Amaia & Edurne Openshaw, as named insured, covering the rental dwelling at 5739 Keelson Loop,',
        'That Ilwaco Bank & Trust, its successors and assigns, is named as first mortgagee under the',
      ]),
    )
    expect(got['policy.producer']).toBe('Ormerod Insurance Agency, Inc.')
    expect(got['policy.carrier']).toBe('Thirlmere Dwelling Insurance Company')
    expect(got['policy.namedInsured']).toBe('Amaia & Edurne Openshaw')
    expect(got['property.address']).toBe('5739 Keelson Loop')
    expect(got['policy.mortgagee']).toBe('Ilwaco Bank & Trust')
  })

  it('proposes an insurer that "has issued its policy" and a lender "named as first mortgagee"', () => {
    const found = matchLines(
      buildLines(
        paragraph([
          'That Thirlmere Dwelling Insurance Company has issued its Policy No. 13-HO-821534 to',
          'That Ilwaco Bank & Trust, its successors and assigns, is named as first mortgagee under the',
        ]),
        ASPECT,
      ),
      ASPECT,
    ).map((c) => ({ ...c, source: 'text-layer' as const }))
    // With the fitted confidence model, as the engine proposes values.
    const got = Object.fromEntries(selectResults(found).map((r) => [r.field, r.normalized]))
    expect(got['policy.carrier']).toBe('Thirlmere Dwelling Insurance Company')
    expect(got['policy.mortgagee']).toBe('Ilwaco Bank & Trust')
  })
})

describe('a renewal offer', () => {
  it('reads the new term, the all-perils deductible and the mortgagee set off by commas', () => {
    const got = extract(
      paragraph([
        'Your current policy is about to expire. We are pleased to offer to renew it for the twelve months',
        'from July 22, 2030 to July 22, 2031 on the residence at 13878 Cleat Rd, Escalante, UT 84726.',
        'The deductible for all perils stays at $5,000 per loss.',
        'This offer has also been sent to your mortgagee,',
        'Ilwaco Bank & Trust, loan number 7997833953.',
      ]),
    )
    expect(got['property.address']).toBe('13878 Cleat Rd')
    expect(got['policy.deductible']).toBe('5000')
    expect(got['policy.mortgagee']).toBe('Ilwaco Bank & Trust')
  })

  it('reads the term the offer renews for on one line', () => {
    const got = extract(
      run(
        'We offer to renew it for the twelve months from July 22, 2030 to July 22, 2031.',
        60,
        100,
      ),
    )
    expect(got['policy.effectiveDate']).toBe('2030-07-22')
  })

  it("takes no caption from an insurer's department ('Policyholder Services')", () => {
    const got = extract([
      ...run('Buttermere Property & Casualty Insurance Company', 60, 70),
      ...run('Policyholder Services', 60, 84),
    ])
    expect(got['policy.carrier']).toBe('Buttermere Property & Casualty Insurance Company')
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})

describe('lenders', () => {
  it("reads a mortgage clause's lender without the clause's words", () => {
    expect(
      readFieldValue(
        extractionField('policy.mortgagee')!,
        undefined,
        'Skykomish Savings Bank, its successors and/or assigns, as their interests may appear',
      )?.normalized,
    ).toBe('Skykomish Savings Bank')
    const got = extract([
      ...run('MORTGAGEE CLAUSE (show exactly on the policy)', 60, 300),
      ...run(
        'Skykomish Savings Bank, its successors and/or assigns, as their interests may appear',
        60,
        320,
      ),
    ])
    expect(got['policy.mortgagee']).toBe('Skykomish Savings Bank')
  })

  it('takes the letterhead for a clause that names "the lender above"', () => {
    const page = (clause: string): TextToken[] => [
      ...run('Kooskia Valley Federal Savings and Loan Association', 60, 40, 14),
      ...run('Mortgage Closing Department · PO Box 7543, Spearfish, SD 57783', 60, 58),
      ...run(clause, 60, 320),
    ]
    expect(
      extract(
        page('The lender above, its successors and/or assigns, as their interests may appear'),
      )['policy.mortgagee'],
    ).toBe('Kooskia Valley Federal Savings and Loan Association')
    expect(
      extract(page('Please send evidence of insurance to the agent.'))['policy.mortgagee'],
    ).toBe(undefined)
  })
})

describe('abbreviated captions and brands', () => {
  it('reads "Bldg limit", "Gross prem." and a coverholder', () => {
    const got = extract([
      ...run('Coverholder: Rishworth Insurance Brokerage', 60, 60),
      ...run('Policy No.', 60, 120),
      ...run('Bldg limit', 200, 120),
      ...run('Gross prem.', 300, 120),
      ...run('TDP288202V', 60, 140),
      ...run('544,000', 200, 140),
      ...run('4,872.67', 300, 140),
    ])
    expect(got['policy.producer']).toBe('Rishworth Insurance Brokerage')
    expect(got['policy.coverageAmount']).toBe('544000')
    expect(got['policy.premium']).toBe('4872.67')
  })

  it("reads a letterhead's initials as the name they stand for on the page", () => {
    const got = extract([
      ...run('SLV MUTUAL', 60, 50, 20),
      ...run(
        'This letter confirms that Saint Lawrence Valley Mutual has issued homeowners',
        60,
        200,
      ),
    ])
    expect(got['policy.carrier']).toBe('Saint Lawrence Valley Mutual')
  })
})
