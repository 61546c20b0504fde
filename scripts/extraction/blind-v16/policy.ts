/**
 * Random policies for the sixteenth blind set, one line of business at a time, with the numbers a
 * real page prints next to the answers — prior policy number, claim and endorsement numbers, NAIC
 * code, phones, installments, last term's premium and limits, other coverages' limits, a second
 * location and a second lender — so that a value read from the wrong line is caught. The shape
 * follows the fifteenth blind set's policy (copied, not imported: that set becomes development
 * data and may change), with this set's ranges, number styles and names.
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
  titleCommitment: (rnd: Rnd) =>
    `${letter(rnd)}${letter(rnd)}H-${digits(rnd, 6)}-${digits(rnd, 2)}`,
  loanCommitment: (rnd: Rnd) => `CPB/${digits(rnd, 7)}`,
  leaseCompliance: (rnd: Rnd) => `PKG.${digits(rnd, 3)}.${digits(rnd, 5)}`,
  probateInventory: (rnd: Rnd, year: number) => `HOM-${year}-${digits(rnd, 6)}`,
  settlementAgreement: (rnd: Rnd) => `${digits(rnd, 9)}-HO`,
  surplusFiling: (rnd: Rnd) => `ESL${digits(rnd, 6)}${letter(rnd)}`,
  surveyLetter: (rnd: Rnd) => `DP ${digits(rnd, 4)}-${digits(rnd, 4)}`,
  dividendStatement: (rnd: Rnd) => `MH${digits(rnd, 7)}`,
} satisfies Record<string, NumberStyle>

/** One policy: the answers (PolicyValues, dates yyyy-MM-dd) and what is printed near them. */
export interface BlindPolicy extends PolicyValues {
  readonly line: Line
  readonly business: boolean
  /** False on the set's true negatives: then no mortgagee or loan number is printed. */
  readonly hasMortgagee: boolean
  readonly secondInsured: string
  readonly priorPolicyNumber: string
  readonly claimNumber: string
  readonly naic: string
  readonly agencyCode: string
  readonly agencyPhone: string
  readonly claimsPhone: string
  readonly accountNumber: string
  /** Issued a few weeks before the policy takes effect. */
  readonly issueDate: string
  readonly priorPremium: number
  readonly priorCoverage: number
  readonly priorDeductible: number
  /** Four installments of the premium plus a fee each. */
  readonly installment: number
  readonly installmentFee: number
  readonly otherStructures: number
  readonly contents: number
  readonly lossOfUse: number
  readonly liability: number
  readonly medical: number
  readonly percent: number
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
  readonly stateTax: number
  readonly policyFee: number
  readonly agentName: string
}

/** Limits in dollars (drawn, then rounded to `step`), premiums, deductibles, per line. */
const RANGES: Readonly<
  Record<Line, { cov: [number, number]; step: number; prem: [number, number]; ded: number[] }>
> = {
  homeowners: {
    cov: [188e3, 1.62e6],
    step: 1000,
    prem: [790, 9400],
    ded: [1000, 1500, 2500, 5000],
  },
  landlord: { cov: [132e3, 870e3], step: 5000, prem: [585, 5800], ded: [500, 1000, 2500] },
  commercial: { cov: [415e3, 9.4e6], step: 10000, prem: [3400, 81000], ded: [1000, 5000, 10000] },
}

/** One random policy of a line, numbered in a family's style. */
export function blindPolicy(rnd: Rnd, line: Line, numberStyle: NumberStyle): BlindPolicy {
  const year = int(rnd, 2027, 2033)
  const month = int(rnd, 1, 12)
  const day = int(rnd, 1, 28)
  const effective = `${year}-${p2(month)}-${p2(day)}`
  const expiration = `${year + 1}-${p2(month)}-${p2(day)}`
  const place = pick(rnd, PLACES)
  const mailPlace = pick(rnd, PLACES)
  const lenderPlace = pick(rnd, PLACES)
  const range = RANGES[line]
  const draw = (): number =>
    Math.round((range.cov[0] + rnd() * (range.cov[1] - range.cov[0])) / range.step) * range.step
  const coverage = draw()
  const premium = Math.round((range.prem[0] + rnd() * (range.prem[1] - range.prem[0])) * 100) / 100
  const percent = pick(rnd, [1, 2, 5])
  const deductible = pick(rnd, range.ded)
  const business = line === 'commercial' || (line === 'landlord' && rnd() < 0.4)
  const lender = pick(rnd, LENDERS)
  const street = (): string =>
    `${int(rnd, 2, 19999)} ${pick(rnd, STREET_NAMES)} ${pick(rnd, STREET_TYPES)}`
  const loan = (): string =>
    pick(rnd, [`0${digits(rnd, 9)}`, `${digits(rnd, 3)}-${digits(rnd, 7)}`, `ML${digits(rnd, 8)}`])
  const yearBuilt = line === 'commercial' ? int(rnd, 1901, 2022) : int(rnd, 1912, 2025)
  const installmentFee = pick(rnd, [2, 4, 5, 8])
  return {
    line,
    policyNumber: numberStyle(rnd, year),
    carrier: pick(rnd, INSURERS[line]),
    namedInsured: business ? businessName(rnd) : personName(rnd),
    effectiveDate: effective,
    expirationDate: expiration,
    premium,
    coverageAmount: coverage,
    deductible,
    mortgagee: lender,
    loanNumber: loan(),
    producer: pick(rnd, AGENCIES),
    street: street(),
    city: place[0],
    state: place[1],
    zip: place[2],
    yearBuilt,
    business,
    // Drawn to keep the stream as it is; index.ts decides which documents are the negatives.
    hasMortgagee: rnd() >= 0.2,
    secondInsured: personName(rnd),
    priorPolicyNumber: numberStyle(rnd, year - 1),
    claimNumber: `${pick(rnd, ['LS', 'CL/', 'QN-'])}${digits(rnd, 8)}`,
    naic: digits(rnd, 5),
    agencyCode: `${digits(rnd, 3)}-${digits(rnd, 4)}`,
    agencyPhone: `(${int(rnd, 207, 985)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`,
    claimsPhone: `1-${pick(rnd, ['800', '866', '877', '888'])}-${digits(rnd, 3)}-${digits(rnd, 4)}`,
    accountNumber: `${digits(rnd, 2)}-${digits(rnd, 6)}`,
    issueDate: addDays(effective, -int(rnd, 10, 50)),
    priorPremium: Math.round(premium * (0.8 + rnd() * 0.15) * 100) / 100,
    priorCoverage: Math.round((coverage * (0.88 + rnd() * 0.08)) / 1000) * 1000,
    priorDeductible: pick(
      rnd,
      [500, 1000, 1500, 2000].filter((d) => d !== deductible),
    ),
    installment: Math.round((premium / 4 + installmentFee) * 100) / 100,
    installmentFee,
    otherStructures: Math.round(coverage / 10),
    contents: Math.round((coverage * pick(rnd, [50, 60, 75])) / 100),
    lossOfUse: Math.round((coverage * pick(rnd, [10, 20, 30])) / 100),
    liability: pick(rnd, [100_000, 300_000, 500_000]),
    medical: pick(rnd, [1000, 2000, 5000]),
    percent,
    roofYear: int(rnd, Math.max(yearBuilt, 2004), 2025),
    mailingStreet: rnd() < 0.3 ? `PO Box ${int(rnd, 11, 9900)}` : street(),
    mailingCity: `${mailPlace[0]}, ${mailPlace[1]} ${mailPlace[2]}`,
    lenderStreet: `${pick(rnd, ['P.O. Box', 'PO Box', 'Post Office Box'])} ${int(rnd, 100, 98000)}`,
    lenderCity: `${lenderPlace[0]}, ${lenderPlace[1]} ${lenderPlace[2]}`,
    secondLender: pick(
      rnd,
      LENDERS.filter((l) => l !== lender),
    ),
    secondLoanNumber: loan(),
    street2: street(),
    limit2: draw(),
    stateTax: Math.round(premium * 0.031 * 100) / 100,
    policyFee: pick(rnd, [20, 30, 45, 60]),
    agentName: `${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}`,
  }
}

function personName(rnd: Rnd): string {
  const given = (): string => pick(rnd, GIVEN_NAMES)
  const family = pick(rnd, FAMILY_NAMES)
  switch (int(rnd, 0, 4)) {
    case 0:
      return `${given()} ${family}`
    case 1:
      return `${given()} ${String.fromCharCode(65 + int(rnd, 0, 25))}. ${family}`
    case 2: {
      const a = given()
      return `${a} & ${pick(
        rnd,
        GIVEN_NAMES.filter((g) => g !== a),
      )} ${family}`
    }
    case 3:
      return `${given()} ${family} Jr.`
    default:
      return `${given()} ${family}, Trustee`
  }
}

function businessName(rnd: Rnd): string {
  return `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, TRADES)} ${pick(rnd, ENTITY_SUFFIXES)}`
}
