/**
 * Random policies for the second blind set, one line of business at a time, with the numbers a
 * real declarations page prints next to the answers — prior policy number, claim number, agent
 * licence, NAIC code, phones, installment amounts, last term's premium, other coverages' limits, a
 * second insured location — so that a value read from the wrong line is caught.
 */
import type { PolicyValues } from '../policy-values'
import {
  AGENCIES,
  ENTITY_SUFFIXES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  INSURERS,
  LENDERS,
  PLACES,
  STREET_NAMES,
  STREET_TYPES,
  TRADES,
  type Line,
} from './words'

export type Rnd = () => number

export const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
export const int = (rnd: Rnd, lo: number, hi: number): number =>
  lo + Math.floor(rnd() * (hi - lo + 1))
export const digits = (rnd: Rnd, n: number): string =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('')
const p2 = (n: number): string => String(n).padStart(2, '0')
const letter = (rnd: Rnd): string => String.fromCharCode(65 + int(rnd, 0, 25))

/** yyyy-MM-dd moved by a number of days. */
export function addDays(iso: string, days: number): string {
  const [y = 2000, m = 1, d = 1] = iso.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** How a family's carrier numbers its policies (each family keeps one style). */
export type NumberStyle = (rnd: Rnd, year: number) => string

export const NUMBER_STYLES = {
  slashed: (rnd: Rnd) => `HW/${digits(rnd, 6)}/${digits(rnd, 2)}`,
  condo: (rnd: Rnd) => `U6-${digits(rnd, 3)}-${digits(rnd, 5)}-${letter(rnd)}`,
  landlord: (rnd: Rnd, year: number) => `LRD${String(year).slice(2)}${digits(rnd, 6)}`,
  farm: (rnd: Rnd) => `FR ${digits(rnd, 3)} ${digits(rnd, 3)} ${digits(rnd, 3)}`,
  bilingual: (rnd: Rnd) => `PR-HO-${digits(rnd, 8)}`,
  builders: (rnd: Rnd, year: number) => `BR-${year}-${digits(rnd, 5)}${letter(rnd)}`,
  manufactured: (rnd: Rnd) => `MH${digits(rnd, 2)}.${digits(rnd, 5)}.${digits(rnd, 2)}`,
  excess: (rnd: Rnd) => `XFL ${letter(rnd)}${digits(rnd, 7)}`,
  schedule: (rnd: Rnd) => `CPK${digits(rnd, 4)}-${digits(rnd, 4)}`,
  dotted: (rnd: Rnd) => `${digits(rnd, 3)}.${digits(rnd, 3)}.${digits(rnd, 4)}`,
  binder: (rnd: Rnd) => `H5-${letter(rnd)}${letter(rnd)}-${digits(rnd, 6)}`,
  gutter: (rnd: Rnd) => `${digits(rnd, 2)}-DP-${digits(rnd, 7)}`,
  acord: (rnd: Rnd) => `${letter(rnd)}${letter(rnd)}P ${digits(rnd, 7)}`,
} satisfies Record<string, NumberStyle>

/** One policy: the answers (PolicyValues, dates yyyy-MM-dd) and what is printed near them. */
export interface BlindPolicy extends PolicyValues {
  readonly line: Line
  readonly business: boolean
  /** About one document in five has no mortgagee: then no mortgagee or loan number is printed. */
  readonly hasMortgagee: boolean
  readonly secondInsured: string
  readonly priorPolicyNumber: string
  readonly claimNumber: string
  readonly agentLicense: string
  readonly naic: string
  readonly agencyCode: string
  readonly agencyPhone: string
  readonly claimsPhone: string
  readonly fax: string
  readonly accountNumber: string
  /** Issued a few weeks before the policy takes effect. */
  readonly issueDate: string
  readonly priorPremium: number
  /** Four installments of the premium plus a fee each. */
  readonly installment: number
  readonly installmentFee: number
  readonly otherStructures: number
  readonly contents: number
  readonly lossOfUse: number
  readonly liability: number
  readonly medical: number
  readonly windPercent: number
  readonly windDeductible: number
  readonly roofYear: number
  readonly mailingStreet: string
  readonly mailingCity: string
  readonly lenderStreet: string
  readonly lenderCity: string
  readonly secondLender: string
  readonly secondLoanNumber: string
  /** A second insured location (schedules: only the first is the answer). */
  readonly street2: string
  readonly limit2: number
  readonly yearBuilt2: number
  readonly stateTax: number
  readonly policyFee: number
}

/** Limits in dollars (drawn, then rounded to `step`), premiums, deductibles, per line. */
const RANGES: Readonly<
  Record<Line, { cov: [number, number]; step: number; prem: [number, number]; ded: number[] }>
> = {
  homeowners: {
    cov: [210e3, 1.9e6],
    step: 10000,
    prem: [1100, 7800],
    ded: [1000, 2000, 2500, 5000],
  },
  condo: { cov: [40e3, 300e3], step: 5000, prem: [380, 2400], ded: [500, 1000, 2500] },
  landlord: { cov: [120e3, 780e3], step: 5000, prem: [900, 4600], ded: [1000, 2500, 5000] },
  dwelling: { cov: [75e3, 520e3], step: 1000, prem: [520, 3100], ded: [500, 1000, 2000] },
  farm: { cov: [180e3, 1.2e6], step: 10000, prem: [2400, 14500], ded: [1000, 2500, 5000] },
  builders: { cov: [650e3, 8.5e6], step: 50000, prem: [4200, 38000], ded: [2500, 5000, 10000] },
  manufactured: { cov: [38e3, 190e3], step: 1000, prem: [480, 2900], ded: [250, 500, 1000] },
  excessFlood: { cov: [250e3, 4e6], step: 50000, prem: [900, 16000], ded: [1000, 2500, 5000] },
  commercial: {
    cov: [750e3, 9e6],
    step: 25000,
    prem: [5200, 62000],
    ded: [2500, 5000, 10000, 25000],
  },
}

const BUSINESS_LINES: readonly Line[] = ['commercial', 'builders']

/** One random policy of a line, numbered in a family's style. */
export function blindPolicy(rnd: Rnd, line: Line, numberStyle: NumberStyle): BlindPolicy {
  const year = int(rnd, 2025, 2028)
  const month = int(rnd, 1, 12)
  const day = int(rnd, 1, 28)
  const effective = `${year}-${p2(month)}-${p2(day)}`
  // Builders' risk runs for the construction period, not a year.
  const expiration =
    line === 'builders'
      ? addDays(effective, pick(rnd, [270, 365, 455, 540]))
      : `${year + 1}-${p2(month)}-${p2(day)}`
  const coastal = line === 'excessFlood'
  const rural = line === 'farm'
  const place = pick(
    rnd,
    PLACES.filter((p) => (!coastal || p[3]) && (!rural || p[4])),
  )
  const mailPlace = pick(rnd, PLACES)
  const lenderPlace = pick(rnd, PLACES)
  const range = RANGES[line]
  const draw = (): number =>
    Math.round((range.cov[0] + rnd() * (range.cov[1] - range.cov[0])) / range.step) * range.step
  const coverage = draw()
  const premium = Math.round((range.prem[0] + rnd() * (range.prem[1] - range.prem[0])) * 100) / 100
  const windPercent = pick(rnd, [1, 2, 3, 5])
  const business =
    BUSINESS_LINES.includes(line) || ((line === 'landlord' || line === 'farm') && rnd() < 0.35)
  const lender = pick(
    rnd,
    LENDERS.filter((l) => line === 'farm' || !l.includes('Farm Credit')),
  )
  const street = (): string =>
    rural && rnd() < 0.5
      ? `${int(rnd, 1000, 39999)} ${pick(rnd, ['County Road', 'State Route', 'Township Road'])} ${int(rnd, 2, 380)}`
      : `${int(rnd, 3, 14999)} ${pick(rnd, STREET_NAMES)} ${pick(rnd, STREET_TYPES)}`
  const loan = (): string =>
    pick(rnd, [
      `${digits(rnd, 4)}${digits(rnd, 6)}`,
      `LN${digits(rnd, 8)}`,
      `${digits(rnd, 3)}-${digits(rnd, 7)}`,
    ])
  const yearBuilt =
    line === 'builders'
      ? year + 1
      : line === 'manufactured'
        ? int(rnd, 1978, 2024)
        : line === 'commercial'
          ? int(rnd, 1902, 2021)
          : int(rnd, 1908, 2024)
  const installmentFee = pick(rnd, [3, 5, 6, 7.5])
  return {
    line,
    policyNumber: numberStyle(rnd, year),
    carrier: pick(rnd, INSURERS[line]),
    namedInsured: business ? businessName(rnd) : personName(rnd),
    effectiveDate: effective,
    expirationDate: expiration,
    premium,
    coverageAmount: coverage,
    deductible: pick(rnd, range.ded),
    mortgagee: lender,
    loanNumber: loan(),
    producer: pick(rnd, AGENCIES),
    street: street(),
    city: place[0],
    state: place[1],
    zip: place[2],
    yearBuilt,
    business,
    hasMortgagee: rnd() >= 0.2,
    secondInsured: personName(rnd),
    priorPolicyNumber: numberStyle(rnd, year - 1),
    claimNumber: `CLM-${digits(rnd, 2)}-${digits(rnd, 6)}`,
    agentLicense: `${pick(rnd, ['0', '1', '2'])}${digits(rnd, 6)}`,
    naic: digits(rnd, 5),
    agencyCode: `${digits(rnd, 5)}-${digits(rnd, 3)}`,
    agencyPhone: `(${int(rnd, 205, 989)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`,
    claimsPhone: `1-${pick(rnd, ['800', '866', '877', '888'])}-${digits(rnd, 3)}-${digits(rnd, 4)}`,
    fax: `(${int(rnd, 205, 989)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`,
    accountNumber: `${digits(rnd, 3)} ${digits(rnd, 3)} ${digits(rnd, 3)}`,
    issueDate: addDays(effective, -int(rnd, 12, 45)),
    priorPremium: Math.round(premium * (0.78 + rnd() * 0.18) * 100) / 100,
    installment: Math.round((premium / 4 + installmentFee) * 100) / 100,
    installmentFee,
    otherStructures: Math.round(coverage / 10),
    contents: Math.round((coverage * pick(rnd, [40, 50, 70])) / 100),
    lossOfUse: Math.round(coverage / 5),
    liability: pick(rnd, [100_000, 300_000, 500_000, 1_000_000]),
    medical: pick(rnd, [1000, 2500, 5000]),
    windPercent,
    windDeductible: Math.round((coverage * windPercent) / 100),
    roofYear: int(rnd, Math.max(yearBuilt, 2003), 2025),
    mailingStreet: rnd() < 0.35 ? `P.O. Box ${int(rnd, 40, 8800)}` : street(),
    mailingCity: `${mailPlace[0]}, ${mailPlace[1]} ${mailPlace[2]}`,
    lenderStreet: `${pick(rnd, ['P.O. Box', 'PO Box', 'Box'])} ${int(rnd, 1000, 99999)}`,
    lenderCity: `${lenderPlace[0]}, ${lenderPlace[1]} ${lenderPlace[2]}`,
    secondLender: pick(
      rnd,
      LENDERS.filter((l) => l !== lender),
    ),
    secondLoanNumber: loan(),
    street2: street(),
    limit2: draw(),
    yearBuilt2: int(rnd, 1950, 2022),
    stateTax: Math.round(premium * 0.024 * 100) / 100,
    policyFee: pick(rnd, [25, 35, 50, 75]),
  }
}

function personName(rnd: Rnd): string {
  const given = (): string => pick(rnd, GIVEN_NAMES)
  const family = pick(rnd, FAMILY_NAMES)
  switch (int(rnd, 0, 5)) {
    case 0:
      return `${given()} ${family}`
    case 1:
      return `${given()} ${String.fromCharCode(65 + int(rnd, 0, 25))}. ${family}`
    case 2: {
      const a = given()
      return `${a} and ${pick(
        rnd,
        GIVEN_NAMES.filter((g) => g !== a),
      )} ${family}`
    }
    case 3:
      return `${given()} ${given()} ${family}-${pick(rnd, FAMILY_NAMES)}`
    case 4:
      return `${given()} ${family}, Trustee of the ${family} Family Trust`
    default:
      return `${given()} ${family} Jr.`
  }
}

function businessName(rnd: Rnd): string {
  return `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, TRADES)} ${pick(rnd, ENTITY_SUFFIXES)}`
}
