/**
 * Which row of a certificate a lender asks about: a builder's risk row is a property policy,
 * an inland marine row is the policy when the certificate names a lender (and only then), on
 * flattened pages and on filled fields; a row whose dates run into the limits' caption is still
 * a policy row. And a builder's risk certificate's deductible, job site and construction loan.
 */
import { describe, expect, it } from 'vitest'
import { matchFormFields } from '../../../src/server/extraction/form-matcher'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { FormFieldValue, TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** A lender's holder box: its name, then its loan number. */
const lenderHolder = [
  ...pdfWords('CERTIFICATE HOLDER', 20, 600, 7),
  ...pdfWords('CANCELLATION', 320, 600, 7),
  ...pdfWords('Osceola Ridge Bank', 60, 620),
  ...pdfWords('Constr. Loan 8572-942279', 60, 631),
]

/**
 * A flattened certificate: a liability row of insurer A and a last row of insurer B described
 * `last`, its dates printed as `dates`.
 */
function certificate(last: string, dates = ['4/2/2028', '4/2/2029']): TextToken[] {
  return [
    ...pdfWords('INSURER A :', 310, 100),
    ...pdfWords('Harbor Casualty Company', 360, 100),
    ...pdfWords('INSURER B :', 310, 112),
    ...pdfWords('Bluff Marine Insurance Co.', 360, 112),
    ...pdfWords('INSR', 20, 150, 6),
    ...pdfWords('POLICY EFF', 340, 150, 6),
    ...pdfWords('POLICY EXP', 400, 150, 6),
    ...pdfWords('LTR', 20, 157, 6),
    ...pdfWords('TYPE OF INSURANCE', 70, 157, 6),
    ...pdfWords('POLICY NUMBER', 230, 157, 6),
    ...pdfWords('COMMERCIAL GENERAL LIABILITY', 50, 170),
    ...pdfWords('A', 24, 190),
    ...pdfWords('GLC 0904536', 220, 190),
    ...pdfWords('9/11/2027', 340, 190),
    ...pdfWords('9/10/2028', 400, 190),
    ...pdfWords('EACH OCCURRENCE', 470, 190),
    ...pdfWords('B', 24, 310),
    ...pdfWords(last, 50, 310),
    ...pdfWords('BR-3018887', 220, 310),
    ...pdfWords(dates.join(' '), 340, 310),
  ]
}

describe("a certificate's builder's risk row", () => {
  it("is the property policy: its number, dates and insurer, not the liability row's", () => {
    const got = extract(certificate('BUILDERS RISK'))
    expect(got['policy.policyNumber']).toBe('BR-3018887')
    expect(got['policy.effectiveDate']).toBe('2028-04-02')
    expect(got['policy.expirationDate']).toBe('2029-04-02')
    expect(got['policy.carrier']).toBe('Bluff Marine Insurance Co.')
  })

  it('is a policy row when its dates run into the limits column caption', () => {
    const got = extract(
      certificate('DWELLING FIRE DP-3', ['2 April 2028', '2 April 2029', 'COV D RENTS']),
    )
    expect(got['policy.policyNumber']).toBe('BR-3018887')
    expect(got['policy.expirationDate']).toBe('2029-04-02')
  })
})

describe('an inland marine row', () => {
  it("is the lender's policy on a certificate whose holder is a lender", () => {
    const got = extract([...certificate('INLAND MARINE'), ...lenderHolder])
    expect(got['policy.policyNumber']).toBe('BR-3018887')
    expect(got['policy.carrier']).toBe('Bluff Marine Insurance Co.')
  })

  it('is one more line of the program on a certificate naming no lender', () => {
    const got = extract(certificate('INLAND MARINE'))
    expect(got['policy.policyNumber']).not.toBe('BR-3018887')
  })
})

const box = { page: 1, x0: 0.1, y0: 0.1, x1: 0.4, y1: 0.12 }
const field = (name: string, value: string): FormFieldValue => ({ name, value, bbox: box })

/** A filled certificate: a liability row of insurer A, an "other" row of B described `other`. */
const filled = (other: string, holder: FormFieldValue[] = []): FormFieldValue[] => [
  field('Insurer_FullName_A', 'Harbor Casualty Company'),
  field('Insurer_FullName_B', 'Bluff Marine Insurance Co.'),
  field('GeneralLiability_InsurerLetterCode_A', 'A'),
  field('Policy_GeneralLiability_PolicyNumberIdentifier_A', 'GLC 0904536'),
  field('Policy_GeneralLiability_EffectiveDate_A', '09/11/2027'),
  field('OtherPolicy_InsurerLetterCode_A', 'B'),
  field('OtherPolicy_OtherPolicyDescription_A', other),
  field('OtherPolicy_PolicyNumberIdentifier_A', 'BR-3018887'),
  field('OtherPolicy_PolicyEffectiveDate_A', '04/02/2028'),
  ...holder,
]

const answers = (fields: FormFieldValue[]): Record<string, string> =>
  Object.fromEntries(
    selectResults(
      matchFormFields(fields).map((c) => ({ ...c, source: 'form-field' as const })),
      null,
    ).map((r) => [r.field, r.normalized]),
  )

describe("a filled certificate's other row", () => {
  it("takes a builder's risk row as the property policy", () => {
    const got = answers(filled("BUILDER'S RISK\nCOMPLETED VALUE FORM"))
    expect(got['policy.policyNumber']).toBe('BR-3018887')
    expect(got['policy.effectiveDate']).toBe('2028-04-02')
    expect(got['policy.carrier']).toBe('Bluff Marine Insurance Co.')
  })

  it('takes an inland marine row only when the holder is a lender', () => {
    const lender = [
      field('CertificateHolder_FullName_A', 'Osceola Ridge Bank'),
      field('CertificateHolder_MailingAddress_LineOne_A', 'Loan 8572-942279 ISAOA'),
    ]
    expect(answers(filled('INLAND MARINE', lender))['policy.policyNumber']).toBe('BR-3018887')
    expect(answers(filled('INLAND MARINE'))['policy.policyNumber']).toBe('GLC 0904536')
  })
})

describe("a builder's risk certificate's other boxes", () => {
  it('reads the deductible captioned "DED PER OCC" in the limits box', () => {
    const got = extract([...pdfWords('DED PER OCC', 440, 330), ...pdfWords('1,000.00', 520, 330)])
    expect(got['policy.deductible']).toBe('1000')
  })

  it("reads the job site of a remark as the property's street", () => {
    const got = extract(pdfWords('Job site: 5072 Arcturus St', 30, 500))
    expect(got['property.address']).toBe('5072 Arcturus St')
  })

  it("reads a construction loan's number under the lending holder's name", () => {
    const got = extract([
      ...pdfWords('CERTIFICATE HOLDER', 20, 600, 7),
      ...pdfWords('CANCELLATION', 320, 600, 7),
      ...pdfWords('Lima Bank & Trust', 60, 620),
      ...pdfWords('Construction Lending Dept.', 60, 631),
      ...pdfWords('Constr. Loan 8572-942279', 60, 642),
    ])
    expect(got['policy.loanNumber']).toBe('8572-942279')
    expect(got['policy.mortgagee']).toBe('Lima Bank & Trust')
  })
})

describe('two property rows', () => {
  /** The builder's risk row of insurer B and a property row of insurer A under it. */
  const two = (remark: string): TextToken[] => [
    ...certificate('BUILDERS RISK'),
    ...pdfWords('A', 24, 400),
    ...pdfWords('COMMERCIAL PROPERTY', 50, 400),
    ...pdfWords('CPP 5551212', 220, 400),
    ...pdfWords('1/1/2028 1/1/2029', 340, 400),
    ...pdfWords(remark, 30, 500),
  ]

  it('answer from neither, nor from the liability row, when nothing says which', () => {
    const got = extract(two('Job is a new warehouse.'))
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.effectiveDate']).toBeUndefined()
    expect(got['policy.carrier']).toBeUndefined()
  })

  it('answer from the row whose insurer a remark puts the lender on', () => {
    const got = extract(
      two(
        'Certificate holder is mortgagee and loss payee on the builders risk policy (insurer B).',
      ),
    )
    expect(got['policy.policyNumber']).toBe('BR-3018887')
    expect(got['policy.carrier']).toBe('Bluff Marine Insurance Co.')
  })

  it('on a filled certificate: neither, or the one a remark names', () => {
    const rows = [
      ...filled('BUILDERS RISK'),
      field('Property_InsurerLetterCode_A', 'A'),
      field('Property_PolicyNumberIdentifier_A', 'CPP 5551212'),
    ]
    // (A row named for property is the policy: give the other row a description instead.)
    const described = rows.map((f) =>
      f.name.startsWith('Property_') ? { ...f, name: f.name.replace('Property_', 'Building_') } : f,
    )
    described.push(field('Building_CoverageDescription_A', 'BUILDING'))
    expect(answers(described)['policy.policyNumber']).toBeUndefined()
    const remark = field('Remark_Text_A', 'Holder is loss payee as to insurer B only.')
    expect(answers([...described, remark])['policy.policyNumber']).toBe('BR-3018887')
  })
})

describe("a street line in the property row's description", () => {
  it('is where the insured property stands, on a flattened certificate', () => {
    const got = extract([
      ...certificate('DWELLING FIRE DP-3 AT'),
      ...pdfWords('18967 Alcor Ave', 50, 320),
    ])
    expect(got['property.address']).toBe('18967 Alcor Ave')
  })

  it('is where the insured property stands, in a filled description box', () => {
    const got = answers(filled('DWELLING FIRE DP-3 AT\n18967 Alcor Ave'))
    expect(got['property.address']).toBe('18967 Alcor Ave')
  })
})
