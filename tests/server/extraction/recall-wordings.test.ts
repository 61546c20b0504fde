/**
 * Wordings declarations use that the labels once missed, on small hand-made pages: deductibles
 * named by the perils they cover, a manufactured home's year, the insured home named first, a
 * letter's copy line, a schedule of locations, and dates without separators or in legal words.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { findDates, findIdentifier } from '../../../src/server/extraction/value-parsers'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

/** Text-layer words of one run, in one font. */
const run = (text: string, x: number, baseline: number, size = 10): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** A page of lines, each a list of [text, x] runs. */
const page = (rows: Array<Array<[string, number]>>): TextToken[] =>
  rows.flatMap((cells, i) => cells.flatMap(([text, x]) => run(text, x, 80 + i * 16)))

describe('deductibles named by the perils they cover', () => {
  it('reads an all-other-perils line of a deductibles list with its value after a colon', () => {
    const got = extract(
      page([
        [['DEDUCTIBLES', 48]],
        [['All other perils, per occurrence: $10,000', 96]],
        [['Windstorm or hail: 2% of the building limit', 96]],
      ]),
    )
    expect(got['policy.deductible']).toBe('10000')
  })
  it('reads "all covered causes" as all perils, and a spaced dash before them', () => {
    expect(
      extract(page([[['Each occurrence, all covered causes except as below $2,500', 60]]]))[
        'policy.deductible'
      ],
    ).toBe('2500')
    expect(
      extract(page([[['Deductible — all covered perils: $1,500', 60]]]))['policy.deductible'],
    ).toBe('1500')
  })
  it('reads an abbreviated all-perils caption and a report column cut short', () => {
    expect(
      extract(
        page([
          [
            ['AOP Ded', 60],
            ['2,500.00', 200],
          ],
        ]),
      )['policy.deductible'],
    ).toBe('2500')
    expect(
      extract(
        page([
          [
            ['COV-A-LIMIT', 60],
            ['DEDUCT', 200],
          ],
          [
            ['307000.00', 60],
            ['500.00', 200],
          ],
        ]),
      )['policy.deductible'],
    ).toBe('500')
  })
})

describe('the year a home was made or completed', () => {
  it('reads a manufactured home’s year made and its model year', () => {
    expect(extract(page([[['Year made: 1983', 60]]]))['property.yearBuilt']).toBe('1983')
    expect(
      extract(
        page([
          [
            ['HOME LOCATION', 60],
            ['MODEL YEAR', 300],
          ],
          [
            ['6024 Hayloft St.', 60],
            ['1983', 300],
          ],
        ]),
      )['property.yearBuilt'],
    ).toBe('1983')
  })
  it('reads "Building completed (year)", "Constr. year" and a description led by the year', () => {
    expect(
      extract(
        page([
          [
            ['Building completed (year)', 60],
            ['Association', 300],
          ],
          [
            ['1927', 60],
            ['Harbor Lights C.A.', 300],
          ],
        ]),
      )['property.yearBuilt'],
    ).toBe('1927')
    expect(
      extract(
        page([
          [
            ['CONSTR. YEAR', 60],
            ['2008', 200],
          ],
        ]),
      )['property.yearBuilt'],
    ).toBe('2008')
    expect(
      extract(
        page([
          [
            ['Form DP-3', 60],
            ['Frame', 150],
            ['Constructed 1950 · 2 family', 220],
          ],
        ]),
      )['property.yearBuilt'],
    ).toBe('1950')
    expect(
      extract(
        page([[['Residence premises: a dwelling erected in 1918 of frame construction.', 60]]]),
      )['property.yearBuilt'],
    ).toBe('1918')
  })
})

describe('the insured home named first, or the place of a loss', () => {
  it('reads "Home insured", "Home", "Home location", "Site address" and "Loss location"', () => {
    const address = (rows: Array<Array<[string, number]>>): string | undefined =>
      extract(page(rows))['property.address']
    expect(
      address([
        [
          ['Home insured', 60],
          ['5926 Meadowlark Drive Hilo, HI 96720', 200],
        ],
      ]),
    ).toBe('5926 Meadowlark Drive')
    expect(
      address([
        [
          ['HOME', 60],
          ['12425 Turnstone Lane', 200],
        ],
      ]),
    ).toBe('12425 Turnstone Lane')
    expect(
      address([
        [
          ['HOME LOCATION', 60],
          ['CITY / STATE / ZIP', 300],
        ],
        [
          ['6024 Hayloft St.', 60],
          ['Montpelier, VT 05602', 300],
        ],
      ]),
    ).toBe('6024 Hayloft St.')
    expect(
      address([
        [
          ['Site address: 3180 Dogwood Bend Crossing', 60],
          ['Lot: 234', 400],
        ],
      ]),
    ).toBe('3180 Dogwood Bend Crossing')
    expect(
      address([
        [
          ['Loss location:', 60],
          ['8736 Mullion Lane, Cle Elum, WA 98922', 200],
        ],
      ]),
    ).toBe('8736 Mullion Lane')
  })
})

describe('a letter’s copy line', () => {
  it('names the agent or the lender by the words of the name, and not the insurer', () => {
    expect(extract(page([[['cc: Moorhen Risk Advisors', 60]]]))['policy.producer']).toBe(
      'Moorhen Risk Advisors',
    )
    const lender = extract(
      page([
        [
          ['cc:', 60],
          ['Bramblecote Valley Federal Credit Union', 84],
        ],
      ]),
    )
    expect(lender['policy.mortgagee']).toBe('Bramblecote Valley Federal Credit Union')
    expect(lender['policy.producer']).toBeUndefined()
    const insurer = extract(page([[['cc: Harrow Mutual Insurance Company', 60]]]))
    expect(insurer['policy.producer']).toBeUndefined()
    expect(insurer['policy.mortgagee']).toBeUndefined()
  })
})

describe('a schedule of locations', () => {
  it('reads the first location’s street under "Address" beside a "Loc." number column', () => {
    const got = extract(
      page([
        [
          ['Loc.', 60],
          ['Address', 100],
          ['Built', 300],
          ['Building Limit', 360],
        ],
        [
          ['1', 60],
          ['13156 Cranberry Bog St.', 100],
          ['2004', 300],
          ['$1,050,000', 360],
        ],
        [
          ['2', 60],
          ['88 Wharf Road', 100],
          ['1990', 300],
          ['$400,000', 360],
        ],
      ]),
    )
    expect(got['property.address']).toBe('13156 Cranberry Bog St.')
  })
  it('reads a report’s joined captions, the location number opening the street’s cell', () => {
    const got = extract(
      page([
        [
          ['LOC STREET-ADDRESS', 60],
          ['CITY-ST-ZIP', 260],
          ['YR-BLT', 380],
        ],
        [
          ['001 6434 SAWMILL RUN PIKE', 60],
          ['SALINAS CA 93901', 260],
          ['1978', 380],
        ],
      ]),
    )
    expect(got['property.address']).toBe('6434 SAWMILL RUN PIKE')
  })
})

describe('a policy number after "Policy:"', () => {
  it('reads the number-like value after the colon', () => {
    expect(
      extract(
        page([
          [
            ['Policy: MH08.28747.11', 60],
            ['Term begins: 27 Aug 2027', 300],
          ],
        ]),
      )['policy.policyNumber'],
    ).toBe('MH08.28747.11')
  })
})

describe('dates without separators or in legal words', () => {
  it('reads a report’s year-first date of eight digits and "the 17th day of November, 2027"', () => {
    expect(findDates('20280702').map((d) => d.normalized)).toEqual(['2028-07-02'])
    expect(
      findDates('in force from the 17th day of November, 2027').map((d) => d.normalized),
    ).toEqual(['2027-11-17'])
    // Eight digits that are no calendar day, or part of a longer number, are no date.
    expect(findDates('20281345')).toEqual([])
    expect(findDates('120280702')).toEqual([])
  })
  it('takes a report’s dates under their joined captions', () => {
    const got = extract(
      page([
        [
          ['POLICY-NO', 60],
          ['EFF-DATE', 160],
          ['EXP-DATE', 240],
        ],
        [
          ['DF57435037', 60],
          ['20280702', 160],
          ['20290702', 240],
        ],
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2028-07-02')
    expect(got['policy.expirationDate']).toBe('2029-07-02')
  })
  it('still reads eight digits as an identifier under a number’s caption', () => {
    expect(findIdentifier('20280529')?.normalized).toBe('20280529')
  })
})

describe('an agency’s letterhead', () => {
  // The name at the top of the page, its contact line under it, then the letter.
  const letter = (name: string, contact: string): TextToken[] => [
    ...run(name, 60, 50, 11),
    ...run(contact, 60, 64),
    ...run('June 23, 2027', 60, 96),
    ...run('To whom it may concern:', 60, 120),
  ]
  it('names the producer when the name says agency or a licence is printed under it', () => {
    expect(
      extract(letter('Tenonbury Insurance Brokers LLC', '(577) 016-7750'))['policy.producer'],
    ).toBe('Tenonbury Insurance Brokers LLC')
    expect(
      extract(letter('Zanetti-Voss Family Insurance', '(872) 952-2270  Agency code 897-8248'))[
        'policy.producer'
      ],
    ).toBe('Zanetti-Voss Family Insurance')
  })
  it('leaves an insurer’s or a lender’s letterhead, and a name without contact lines', () => {
    expect(
      extract(letter('Harrow Mutual Insurance Company', '(577) 016-7750'))['policy.producer'],
    ).toBeUndefined()
    expect(
      extract(letter('Wrenfield Savings Bank', '(577) 016-7750'))['policy.producer'],
    ).toBeUndefined()
    expect(
      extract(letter('Tenonbury Insurance Brokers LLC', 'Dear Sir'))['policy.producer'],
    ).toBeUndefined()
  })
})

describe('a term’s start and renewal as captions of their own', () => {
  it('reads "Started" and "Renews on" beside their dates, not a chat that "started"', () => {
    const got = extract(
      page([
        [['Coverage period', 60]],
        [
          ['Started', 60],
          ['7/17/27', 200],
        ],
        [
          ['Renews on', 60],
          ['7/17/28', 200],
        ],
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2027-07-17')
    expect(got['policy.expirationDate']).toBe('2028-07-17')
    expect(
      extract(page([[['Chat ID 12-040109 · started December 19, 2024', 60]]]))[
        'policy.effectiveDate'
      ],
    ).toBeUndefined()
  })
})

describe('a builder’s risk policy’s completed value', () => {
  it('reads the completed value as the coverage amount, not the rate per $100 of it', () => {
    const got = extract(
      page([
        [['LIMITS OF INSURANCE', 60]],
        [
          ['Completed value of the project', 60],
          ['$3,810,000', 400],
        ],
        [
          ['Soft costs', 60],
          ['$250,000', 400],
        ],
        [['Rate per $100 of completed value: 0.065', 60]],
      ]),
    )
    expect(got['policy.coverageAmount']).toBe('3810000')
  })
})

describe('a surplus lines broker', () => {
  it('reads the surplus lines broker as the producer', () => {
    expect(
      extract(
        page([
          [
            ['Surplus lines broker', 60],
            ['Fenwick-Osei Insurance Group', 220],
          ],
        ]),
      )['policy.producer'],
    ).toBe('Fenwick-Osei Insurance Group')
  })
})
