/**
 * Labels the pairing must read on layouts no template here draws, on small hand-made pages:
 * abbreviated captions with leaders of any mark, captions glossed in a second language (beside it
 * after a slash, or on a line of their own under it), labels right-aligned to a gutter with their
 * values close by, ranked captions ("Premises 1 of 2"), and captions with a number that are no
 * names.
 */
import { describe, expect, it } from 'vitest'
import { labelColumns } from '../../../src/server/extraction/label-columns'
import { findLabelHits } from '../../../src/server/extraction/label-finder'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { findAmounts } from '../../../src/server/extraction/value-parsers'
import { ASPECT } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  // What the matchers read, with the hand-weighed threshold: the fitted model is tested apart.
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

/** One PDF text run (several words in one item), 10 pt, at (x, baseline) in points. */
function run(text: string, x: number, baseline: number, right = false): TextToken {
  const width = text.length * 5
  const x0 = right ? x - width : x
  return {
    text,
    bbox: {
      page: 1,
      x0: x0 / 612,
      y0: (baseline - 7.5) / 792,
      x1: (x0 + width) / 612,
      y1: (baseline + 2) / 792,
    },
    confidence: 1,
    font: 'f1',
  }
}

describe('abbreviated captions with leaders', () => {
  it('reads the usual abbreviations, whatever mark the leader repeats', () => {
    const got = extract([
      run('Insd.', 40, 100),
      run('Harriet Okonkwo-Bell', 110, 100),
      run('Pol. No. - - - - - - - - - - - - KPL4471290', 40, 118),
      run('Eff. = = = = = = = = = = = = = 14-Mar-2026', 40, 136),
      run('Exp. · · · · · · · · · · · · · 14-Mar-2027', 40, 154),
      run('Ded. (AOP) - - - - - - - - - - 2 500', 40, 172),
      run('Prem. (Ann.) ~ ~ ~ ~ ~ ~ ~ ~ ~ 1 912.40', 40, 190),
      run('Yr. Blt. - - - - - - - - - - - 1962', 40, 208),
      run('Insd. Loc. - - - - - - - - - - 88 Quarry Hill Lane', 40, 226),
      run('1st Mtge. - - - - - - - - - - Tidewater Savings Bank', 40, 244),
      run('Agt. - - - - - - - - - - - - - Marrow & Finch Insurance', 40, 262),
    ])
    expect(got).toMatchObject({
      'policy.namedInsured': 'Harriet Okonkwo-Bell',
      'policy.policyNumber': 'KPL4471290',
      'policy.effectiveDate': '2026-03-14',
      'policy.expirationDate': '2027-03-14',
      'policy.deductible': '2500',
      'policy.premium': '1912.4',
      'property.yearBuilt': '1962',
      'property.address': '88 Quarry Hill Lane',
      'policy.mortgagee': 'Tidewater Savings Bank',
      'policy.producer': 'Marrow & Finch Insurance',
    })
  })

  it('takes a wind deductible or a prior premium for neither', () => {
    const got = extract([
      run('Ded. (Wind/Hail) - - - - - - - 4 200', 40, 100),
      run('Prior Prem. - - - - - - - - - - 1 712.04', 40, 118),
      run('Agt. Code - - - - - - - - - - - 56264-452', 40, 136),
    ])
    expect(got['policy.deductible']).toBeUndefined()
    expect(got['policy.premium']).toBeUndefined()
    expect(got['policy.producer']).toBeUndefined()
  })
})

describe('captions glossed in a second language', () => {
  /** A caption at x 50 over its gloss, the value beside the first line at x 250. */
  const stacked = (
    rows: ReadonlyArray<readonly [string, string, string, string?]>,
    top = 100,
  ): TextToken[] =>
    rows.flatMap(([caption, gloss, value, besideGloss], i) => [
      run(caption, 50, top + i * 30),
      run(value, 250, top + i * 30),
      run(gloss, 50, top + i * 30 + 11),
      ...(besideGloss === undefined ? [] : [run(besideGloss, 250, top + i * 30 + 11)]),
    ])

  it('reads the value beside the first line of a two-line caption, never the caption', () => {
    const got = extract(
      stacked([
        ['Assureur', 'Insurer', 'Fenwick Mutual Insurance Company'],
        ['Numéro de police', 'Policy number', 'FM-HO-5530021', 'Police précédente FM-HO-1190033'],
        ['Assuré désigné', 'Named insured', 'Odile Marchetti-Brun'],
        ['Année de construction', 'Year built', '1958'],
        ['Créancier hypothécaire', 'Mortgagee', 'Banque Laurentine', 'PO Box 4410, Laval QC'],
        ['Courtier', 'Producer', 'Beaulieu Insurance Agency', 'Permis 3318842'],
      ]),
    )
    expect(got).toMatchObject({
      'policy.carrier': 'Fenwick Mutual Insurance Company',
      'policy.policyNumber': 'FM-HO-5530021',
      'policy.namedInsured': 'Odile Marchetti-Brun',
      'property.yearBuilt': '1958',
      'policy.mortgagee': 'Banque Laurentine',
      'policy.producer': 'Beaulieu Insurance Agency',
    })
  })

  it('reads a period beside the first line of its two-line caption', () => {
    const got = extract([
      ...stacked([
        ['Assureur', 'Insurer', 'Fenwick Mutual Insurance Company', 'Membre du groupe Fenwick'],
        ['Assuré désigné', 'Named insured', 'Odile Marchetti-Brun'],
        ['Courtier', 'Producer', 'Beaulieu Insurance Agency', 'Permis 3318842'],
      ]),
      run('Période', 50, 190),
      run('du 03/14/2026 au 03/14/2027', 250, 190),
      run('Policy period', 50, 201),
    ])
    expect([got['policy.effectiveDate'], got['policy.expirationDate']]).toEqual([
      '2026-03-14',
      '2027-03-14',
    ])
  })

  it('reads a caption after a slash, and either side of a gloss as a whole caption', () => {
    const got = extract([
      run('Asegurado nombrado / Named insured', 50, 100),
      run('Teodora Quispe', 300, 100),
      run('Préstamo / Loan', 50, 118),
      run('7731-0042219', 300, 118),
      run('Hypothèque / Mortgagee', 50, 136),
      run('Caisse Populaire Laval', 300, 136),
    ])
    expect(got['policy.namedInsured']).toBe('Teodora Quispe')
    expect(got['policy.loanNumber']).toBe('7731-0042219')
  })

  it('takes no caption with its gloss, a number or its own value for a name', () => {
    const got = extract([
      run('Insurer', 50, 100),
      run('Código NAIC / NAIC code 23415', 250, 100),
      run('Producer', 50, 118),
      run('Lic. 1241612 -', 250, 118),
      run('Mortgagee', 50, 136),
      run('by: Acct. Exec.', 250, 136),
    ])
    expect(got['policy.carrier']).toBeUndefined()
    expect(got['policy.producer']).toBeUndefined()
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('label columns', () => {
  /** Two labels of a column at x 50, each with its value beside it at x 250. */
  const COLUMN_HEAD: readonly TextToken[] = [
    run('Insurer', 50, 100),
    run('Alder Casualty Company', 250, 100),
    run('Policy number', 50, 118),
    run('AC-55120', 250, 118),
  ]

  it('finds a column only where labels have values beside them, not captions over values', () => {
    const beside = buildLines(
      [...COLUMN_HEAD, run('Named insured', 50, 136), run('Ruth Abernathy', 250, 136)],
      ASPECT,
    )
    expect(labelColumns(findLabelHits(beside), beside)).toHaveLength(1)
    const over = buildLines(
      [
        run('INSURER', 50, 100),
        run('POLICY NUMBER', 300, 100),
        run('Alder Casualty Company', 52, 112),
        run('AC-55120', 302, 112),
        run('NAMED INSURED', 50, 130),
        run('PRODUCER', 300, 130),
        run('Ruth Abernathy', 52, 142),
        run('Quill Agency', 302, 142),
        run('EFFECTIVE DATE', 50, 160),
        run('PREMIUM', 300, 160),
        run('03/14/2026', 52, 172),
        run('$1,200.00', 302, 172),
      ],
      ASPECT,
    )
    expect(labelColumns(findLabelHits(over), over)).toHaveLength(0)
  })

  it("does not run a name on into the next row's value beside a caption of the column", () => {
    const got = extract([
      ...COLUMN_HEAD,
      run('Named insured', 50, 136),
      run('Mbeki-Larsen Framing LLP', 250, 136),
      run('Contratista general', 50, 147),
      run('Featherstone Builders Inc.', 250, 147),
      run('Producer', 50, 165),
      run('Quill Agency', 250, 165),
    ])
    expect(got['policy.namedInsured']).toBe('Mbeki-Larsen Framing LLP')
  })

  it('reads a value under a column label when nothing stands beside the value', () => {
    const got = extract([
      ...COLUMN_HEAD,
      run('Named insured', 50, 136),
      run('Ruth Abernathy', 250, 136),
      run('Mortgage Company:', 50, 154),
      run('Cornerstone Mortgage Servicing, Inc.', 50, 166),
    ])
    expect(got['policy.mortgagee']).toBe('Cornerstone Mortgage Servicing, Inc.')
  })

  it('takes no unknown caption under a column label for its value', () => {
    const got = extract([
      ...COLUMN_HEAD,
      run('Named insured', 50, 136),
      run('Dirección postal', 50, 150),
      run('12 Elm Row', 250, 150),
      run('Producer', 50, 168),
      run('Quill Agency', 250, 168),
    ])
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})

describe('labels right-aligned to a gutter', () => {
  it('splits each value from its label at the gutter, close as they are', () => {
    const gutter = 300
    const got = extract(
      (
        [
          ['Policy', '17-DP-9482883'],
          ['Company', 'Corbel Commercial Insurance Company'],
          ['Insured', 'Underhill Development Partners L.P.'],
          ['Premises 1 of 2', '13316 Bellflower Road'],
          ['Premises 2 of 2', '5356 Bellflower Court'],
          ['Building, premises 1', '$7.45 million'],
          ['Mortgagee, premises 1', 'Ambermill Savings Bank, FSB'],
        ] as const
      ).flatMap(([label, value], i) => [
        run(label, gutter - 8, 100 + i * 16, true),
        run(value, gutter, 100 + i * 16),
      ]),
    )
    expect(got).toMatchObject({
      'policy.policyNumber': '17-DP-9482883',
      'policy.carrier': 'Corbel Commercial Insurance Company',
      'policy.namedInsured': 'Underhill Development Partners L.P.',
      'property.address': '13316 Bellflower Road',
      'policy.coverageAmount': '7450000',
      'policy.mortgagee': 'Ambermill Savings Bank, FSB',
    })
  })

  it('reads "$7.45 million" as millions, not as seven dollars', () => {
    expect(findAmounts('$7.45 million').map((a) => a.normalized)).toEqual(['7450000'])
  })
})

describe('captions with remarks, sub-captions and list markers', () => {
  it('reads a date under its period heading, not the heading as a period', () => {
    const got = extract([
      run('Policy Period — Effective (Start of Coverage)', 40, 100),
      run('06/02/2026', 330, 100),
      run('Policy Period — Expiration (End of Coverage)', 40, 118),
      run('09/01/2027', 330, 118),
    ])
    expect([got['policy.effectiveDate'], got['policy.expirationDate']]).toEqual([
      '2026-06-02',
      '2027-09-01',
    ])
  })

  it('tells the all-perils deductible from a peril named in a remark', () => {
    const got = extract([
      run('Deductible (Each Claim, All Other Perils)', 40, 100),
      run('$5,000', 330, 100),
      run('Deductible (Windstorm or Hail)', 40, 118),
      run('$25,000', 330, 118),
    ])
    expect(got['policy.deductible']).toBe('5000')
  })

  it('reads captions after a number or a ticked box, and captions joined by slashes', () => {
    const got = extract([
      run('7.   Location of residence', 40, 100),
      run('41 Tern Hollow Road', 260, 100),
      run('8.   Year built / construction / roof', 40, 118),
      run('1931 / masonry / roof 2012', 260, 118),
      run('[X] A Dwelling', 260, 136),
      run('$615,000.00', 480, 136),
      run('12.  Estimated annual premium', 40, 154),
      run('$2,310.50', 260, 154),
    ])
    expect(got).toMatchObject({
      'property.address': '41 Tern Hollow Road',
      'property.yearBuilt': '1931',
      'policy.coverageAmount': '615000',
      'policy.premium': '2310.5',
    })
  })
})
