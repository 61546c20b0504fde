/**
 * A policy's facts stated in running text, as letters, affidavits and endorsements write them:
 * the hour a term starts before its date, a period caption wrapped to the start of a line, the
 * premium "charged for that period", a limit whose caption ends in "limit of", and the negative
 * cases that must give no value (another term's premium).
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
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

/** One text per line, down the left margin, like a typed letter. */
const page = (lines: readonly string[]): TextToken[] =>
  lines.flatMap((s, i) => words(s, 48, 100 + i * 14, 10).map((t) => ({ ...t, font: 'f1' })))

describe('the hour a term starts at, before its date', () => {
  it('reads the dates after "at 12:01 a.m. standard time on"', () => {
    const got = extract(
      page([
        'Coverage begins at 12:01 a.m. standard time on 13 March 2027 and ends at 12:01 a.m. on 13 March 2028 at the location.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2027-03-13')
    expect(got['policy.expirationDate']).toBe('2028-03-13')
  })

  it('takes no date that an hour does not lead to ("begins at noon")', () => {
    const got = extract(page(['Coverage begins at noon after the inspection of 13 March 2027.']))
    expect(got['policy.effectiveDate']).toBeUndefined()
  })
})

describe('a period caption wrapped to the start of a line', () => {
  it('reads "for the policy / period August 26, 2024 through August 26, 2025"', () => {
    const got = extract(
      page([
        'This letter confirms that the company has issued the homeowners policy described, for the policy',
        'period August 26, 2024 through August 26, 2025, both days at 12:01 a.m. standard time.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2024-08-26')
    expect(got['policy.expirationDate']).toBe('2025-08-26')
  })

  it('reads the day before the month ("period from 8 July 2027 to 8 July 2028")', () => {
    const got = extract(
      page([
        'The company has issued the dwelling policy referenced above, for the policy',
        'period from 8 July 2027 to 8 July 2028, both days at 12:01 a.m. local time.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2027-07-08')
    expect(got['policy.expirationDate']).toBe('2028-07-08')
  })
})

describe('the premium of the term in a sentence', () => {
  it('reads "the annual premium charged for that period was"', () => {
    const got = extract(
      page([
        '4. The annual premium charged for that period was $1,258.79; the premium for the preceding',
        'term was $1,153.29.',
      ]),
    )
    expect(got['policy.premium']).toBe('1258.79')
  })

  it('reads "the premium for the full policy term is"', () => {
    const got = extract(
      page(['The premium for the full policy term is $2,990.78, of which $749.70 is past due.']),
    )
    expect(got['policy.premium']).toBe('2990.78')
  })

  it('takes no premium "for the preceding term"', () => {
    const got = extract(page(['The premium for the preceding term was $1,153.29.']))
    expect(got['policy.premium']).toBeUndefined()
  })
})

describe('a limit whose caption ends in its joining word', () => {
  it('reads "for a Coverage A limit of $230,000"', () => {
    const got = extract(
      page([
        '3. The policy insures the rental dwelling described, for a Coverage A limit of $230,000 subject',
        'to the deductible shown.',
      ]),
    )
    expect(got['policy.coverageAmount']).toBe('230000')
  })
})

describe('a party named once with a defined term after it', () => {
  const affidavit = page([
    '1. I am employed as a records custodian by Fairlead Rental Property Mutual (the "Company") and',
    'have personal knowledge of how its policy records are kept.',
    '2. The Company issued dwelling fire policy number DF94788940 to Olaizola Tanners Inc. (the',
    '"Insured") for the policy period Aug 7, 2028 to Aug 7, 2029.',
  ])

  it('reads the insurer before (the "Company")', () => {
    expect(extract(affidavit)['policy.carrier']).toBe('Fairlead Rental Property Mutual')
  })

  it('reads the insured before a parenthesis the line cuts after "(the"', () => {
    expect(extract(affidavit)['policy.namedInsured']).toBe('Olaizola Tanners Inc.')
  })

  it('takes nothing for a term the page defines for no name ("the company named above")', () => {
    const got = extract(
      page(['We reinsure the company named in item one (the "Company") hereunder.']),
    )
    expect(got['policy.carrier']).toBeUndefined()
  })
})

describe('the insurer a policy is placed with, and the agency it is placed through', () => {
  it('reads "placed with <insurer>"', () => {
    const got = extract(page(['Coverage is placed with Osprey Mutual Insurance Company.']))
    expect(got['policy.carrier']).toBe('Osprey Mutual Insurance Company')
  })

  it('takes no insurer the policy is "no longer" or "previously" placed with', () => {
    expect(
      extract(page(['Coverage is no longer placed with Osprey Mutual Insurance Company.']))[
        'policy.carrier'
      ],
    ).toBeUndefined()
    expect(
      extract(page(['The risk was previously placed with Osprey Mutual Insurance Company.']))[
        'policy.carrier'
      ],
    ).toBeUndefined()
  })

  it('ends the insurer\'s name before "effective" ("bound with <insurer> effective today")', () => {
    const got = extract(
      page(['Coverage has been bound with Osprey Mutual Insurance Company effective today.']),
    )
    expect(got['policy.carrier']).toBe('Osprey Mutual Insurance Company')
  })

  it('reads "placed through <agency>" up to its apposition', () => {
    const got = extract(
      page(['6. The policy was placed through Rhydderch Agency Group, the producer of record.']),
    )
    expect(got['policy.producer']).toBe('Rhydderch Agency Group')
  })
})

describe('whom a letter or a message says the policy is for', () => {
  it('reads "This is to confirm that <name> is insured under policy …"', () => {
    const got = extract(
      page([
        'This is to confirm that Henrietta C. Lindgren-Pike is insured under policy no. 43-WQ-164091.',
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Henrietta C. Lindgren-Pike')
  })

  it('reads "I see policy <number> for <name>,"', () => {
    const got = extract(
      page(['Happy to help. I see policy W05V863111 for Fiachra Jablonowski Jr., written by us.']),
    )
    expect(got['policy.policyNumber']).toBe('W05V863111')
    expect(got['policy.namedInsured']).toBe('Fiachra Jablonowski Jr.')
  })

  it('takes no number or name of a prior policy', () => {
    const got = extract(page(['Prior policy W05V863111 for Jane Roe expired last year.']))
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})

describe('the lender and the home named in a sentence', () => {
  it('reads a lender named in apposition ("…, mortgagee, loan no. …")', () => {
    const found = matchLines(
      buildLines(
        page([
          'Any encumbrance thereon, except: Talkeetna Bank & Trust, mortgagee, loan no. 0627312.',
        ]),
        ASPECT,
      ),
      ASPECT,
    )
    expect(
      found.some((c) => c.field === 'policy.mortgagee' && c.value === 'Talkeetna Bank & Trust'),
    ).toBe(true)
  })

  it('reads "dwelling at <street>" opening a wrapped line', () => {
    const got = extract(
      page([
        'The building was occupied at the time of the loss as a rental',
        'dwelling at 8487 Sumac Drive, Abita Springs, LA 70420, and for no other purpose.',
      ]),
    )
    expect(got['property.address']).toBe('8487 Sumac Drive')
  })

  it('reads "House is <street>" and no age as a street ("The house is 100 years old")', () => {
    expect(extract(page(['House is 14414 Capella Street, built 1939.']))['property.address']).toBe(
      '14414 Capella Street',
    )
    expect(
      extract(page(['The house is 100 years old, per the county.']))['property.address'],
    ).toBeUndefined()
  })
})
