/**
 * Questions that caption their answers ("Who is insured?" over the name, "When does coverage
 * start? May 8, 2027"), and a letter's sentences that name the policy's insured, insurer, number
 * and renewed term.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { questionCaption } from '../../../src/server/extraction/question-captions'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const pdfWords = (text: string, x: number, baseline: number, size = 10): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** One text per line, down the left margin. */
const page = (lines: readonly string[]): TextToken[] =>
  lines.flatMap((s, i) => pdfWords(s, 48, 100 + i * 14))

describe('a question captions its answer', () => {
  it('reads the caption a question asks for', () => {
    expect(questionCaption('Who is insured?')?.caption).toBe('insured')
    expect(questionCaption('2. When does coverage start?')?.caption).toBe('coverage starts')
    expect(questionCaption('When does it expire?')?.caption).toBe('expires')
    expect(questionCaption('How much does the policy cost?')?.caption).toBe('cost of the policy')
    expect(questionCaption('Who holds the mortgage?')?.caption).toBe('mortgage holder')
    expect(questionCaption('Why did my premium change?')).toBeUndefined()
  })

  it('takes the answer on the line below each question', () => {
    const got = extract(
      page([
        'Who is insured?',
        'Annika Jankowitz',
        'When does coverage start?',
        'May 8, 2027',
        'When does coverage end?',
        'May 8, 2028',
        'How much is the premium?',
        '$1,234.00',
        'Who holds the mortgage?',
        'Blue Ridge Bank',
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Annika Jankowitz')
    expect(got['policy.effectiveDate']).toBe('2027-05-08')
    expect(got['policy.expirationDate']).toBe('2028-05-08')
    expect(got['policy.premium']).toBe('1234')
    expect(got['policy.mortgagee']).toBe('Blue Ridge Bank')
  })

  it('takes the answer after the question mark', () => {
    const got = extract(
      page([
        'Who is insured? Annika Jankowitz',
        'When does it begin? May 8, 2027',
        'How much does it cost? $1,234.00 a year',
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Annika Jankowitz')
    expect(got['policy.effectiveDate']).toBe('2027-05-08')
    expect(got['policy.premium']).toBe('1234')
  })

  it('asks for no field whose caption is only part of its words', () => {
    const got = extract(page(['What is the loan number on the policy?', 'HO-3344-2211']))
    expect(got['policy.policyNumber']).toBeUndefined()
  })
})

describe("a letter's sentences about the policy", () => {
  it('reads the insured, the insurer and the number of "insured in the name of … with … under policy …"', () => {
    const got = extract(
      pdfWords(
        'Your home is insured in the name of Annika Jankowitz with Osprey Point Insurance Company under policy HO-3344-2211.',
        48,
        100,
      ),
    )
    expect(got['policy.namedInsured']).toBe('Annika Jankowitz')
    expect(got['policy.carrier']).toBe('Osprey Point Insurance Company')
    expect(got['policy.policyNumber']).toBe('HO-3344-2211')
  })

  it('takes no person for the insurer before "under policy"', () => {
    const got = extract(
      pdfWords('Claims go to Annika Jankowitz under policy HO-3344-2211.', 48, 100),
    )
    expect(got['policy.carrier']).toBeUndefined()
  })

  it('reads the renewed term of "will renew on … through …"', () => {
    const got = extract(
      pdfWords('Your policy will renew on May 8th, 2027 and run through May 8th, 2028.', 48, 100),
    )
    expect(got['policy.effectiveDate']).toBe('2027-05-08')
    expect(got['policy.expirationDate']).toBe('2028-05-08')
  })
})

describe('questions answered in sentences', () => {
  it('reads the period, the coverage, the insurer and the lender of a plain-language page', () => {
    const got = extract(
      page([
        'Who is insured?',
        'Cordelia Chukwuma of PO Box 12, Ely, MN 55731.',
        'Who is insuring you?',
        'Schooner Plains Insurance Company, policy number MH852.217166.',
        'When are you covered?',
        'From February 7, 2029 through February 7, 2030, starting and ending at 12:01 a.m.',
        'How much is the home insured for?',
        '$172,000 for the home itself; $17,200 for sheds and carports.',
        'Is anyone else named on the policy?',
        'Yes: your lender, Kittatinny Valley Bank, N.A., loan 116-1954064, is paid on any claim.',
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Cordelia Chukwuma')
    expect(got['policy.effectiveDate']).toBe('2029-02-07')
    expect(got['policy.coverageAmount']).toBe('172000')
    expect(got['policy.mortgagee']).toBe('Kittatinny Valley Bank, N.A.')
    expect(got['policy.loanNumber']).toBe('116-1954064')
  })
})

describe("an insured's name cut before its address", () => {
  it('drops the "of" left where the address was cut', () => {
    const got = extract(page(['Who is insured?', 'Prendergast Family Revocable Trust of']))
    expect(got['policy.namedInsured']).toBe('Prendergast Family Revocable Trust')
  })
})

describe("a renewal notice's captions and sentences", () => {
  it('reads "your flood policy N", not the previous policy, and the lender billed', () => {
    const tokens = [
      ...pdfWords('Your flood policy 7878/03797 will renew on May 8th, 2027.', 48, 100),
      ...pdfWords('Your previous policy 25HO09338544 ended when this one began.', 48, 114),
      ...pdfWords('Premium billed to lender', 48, 140),
      ...pdfWords('Halfmoon Bay Home Loans, LLC', 300, 140),
    ]
    const got = extract(tokens)
    expect(got['policy.policyNumber']).toBe('7878/03797')
    expect(got['policy.mortgagee']).toBe('Halfmoon Bay Home Loans, LLC')
  })

  it("keeps a middle initial's stop inside a name in a sentence", () => {
    const got = extract([
      ...pdfWords('The home is insured in the name of', 48, 100),
      ...pdfWords('Emrys S. Okemos-Brandt with Osprey Point Insurance Company.', 48, 114),
    ])
    expect(got['policy.namedInsured']).toBe('Emrys S. Okemos-Brandt')
  })
})
