/**
 * Random policies for the blind set, one line of business at a time, with the numbers a real
 * declarations page prints next to the answers (prior policy number, quote number, billing
 * account, NAIC code, phones, last term's premium, the other coverages' limits, the wind
 * deductible, the roof's year) so that a value read from the wrong line is caught.
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

/** yyyy-MM-dd moved by a number of days. */
export function addDays(iso: string, days: number): string {
  const [y = 2000, m = 1, d = 1] = iso.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** How a family's carrier numbers its policies (each family keeps one style). */
export type NumberStyle = (rnd: Rnd, year: number) => string

export const NUMBER_STYLES = {
  flood: (rnd: Rnd) => `${digits(rnd, 2)} ${digits(rnd, 4)} ${digits(rnd, 4)} ${digits(rnd, 2)}`,
  homeowners: (rnd: Rnd) =>
    `0H-${pick(rnd, ['7Q', '4K', '2T'])}-${digits(rnd, 4)}-${digits(rnd, 2)}`,
  package: (rnd: Rnd) => `CPP ${digits(rnd, 7)} ${digits(rnd, 2)}`,
  dwelling: (rnd: Rnd) => `DF${int(rnd, 1, 3)}-${digits(rnd, 7)}-00`,
  wind: (rnd: Rnd) => `WPD ${digits(rnd, 7)} ${p2(int(rnd, 1, 9))}`,
  yearly: (rnd: Rnd, year: number) =>
    `HOA-${String(year).slice(2)}-${digits(rnd, 3)}-${digits(rnd, 4)}`,
  letters: (rnd: Rnd) => `${pick(rnd, ['RCH', 'KSP', 'WMX'])}${digits(rnd, 7)}`,
  agencyBill: (rnd: Rnd) => `${digits(rnd, 4)}-HO-${digits(rnd, 6)}`,
  commercial: (rnd: Rnd) => `KSP-CF-${digits(rnd, 6)}`,
  short: (rnd: Rnd) => `B7 ${digits(rnd, 4)} ${digits(rnd, 4)}`,
  segmented: (rnd: Rnd) =>
    `${digits(rnd, 3)}-${digits(rnd, 3)}-${digits(rnd, 3)}-${digits(rnd, 1)}`,
  legacy: (rnd: Rnd) => `${pick(rnd, ['P', 'H', 'D'])}${digits(rnd, 9)}`,
} satisfies Record<string, NumberStyle>

/** One policy: the answers (PolicyValues, dates yyyy-MM-dd) and what is printed near them. */
export interface BlindPolicy extends PolicyValues {
  readonly line: Line
  readonly commercialInsured: boolean
  readonly priorPolicyNumber: string
  readonly quoteNumber: string
  readonly billingAccount: string
  readonly naic: string
  readonly agencyCode: string
  readonly agencyPhone: string
  readonly claimsPhone: string
  /** Issued a few weeks before the policy takes effect. */
  readonly issueDate: string
  readonly priorPremium: number
  readonly otherStructures: number
  readonly contents: number
  readonly lossOfUse: number
  readonly liability: number
  readonly medical: number
  /** Wind / named storm deductible as a percentage of the dwelling limit. */
  readonly windPercent: number
  readonly windDeductible: number
  readonly roofYear: number
  readonly mailingStreet: string
  readonly mailingCity: string
  readonly lenderStreet: string
  readonly lenderCity: string
  readonly secondLender: string
  readonly secondLoanNumber: string
  readonly additionalInsured: string
}

/** Limits in dollars (drawn, then rounded to `step`), premiums, deductibles, per line. */
const RANGES: Readonly<
  Record<Line, { cov: [number, number]; step: number; prem: [number, number]; ded: number[] }>
> = {
  homeowners: { cov: [180e3, 1.4e6], step: 5000, prem: [900, 6500], ded: [500, 1000, 1500, 2500] },
  dwelling: { cov: [90e3, 650e3], step: 1000, prem: [650, 3400], ded: [500, 1000, 2500] },
  commercial: {
    cov: [400e3, 6e6],
    step: 10000,
    prem: [3000, 45000],
    ded: [1000, 2500, 5000, 10000],
  },
  flood: { cov: [60e3, 250e3], step: 1000, prem: [450, 4800], ded: [1000, 1250, 2000, 5000] },
  wind: { cov: [150e3, 900e3], step: 1000, prem: [1200, 9800], ded: [] },
}

/** One random policy of a line, numbered in a family's style. */
export function blindPolicy(rnd: Rnd, line: Line, numberStyle: NumberStyle): BlindPolicy {
  const year = int(rnd, 2024, 2027)
  const month = int(rnd, 1, 12)
  const day = int(rnd, 1, 28)
  const effective = `${year}-${p2(month)}-${p2(day)}`
  const expiration = `${year + 1}-${p2(month)}-${p2(day)}`
  const coastal = line === 'flood' || line === 'wind'
  const place = pick(
    rnd,
    PLACES.filter((p) => !coastal || p[3]),
  )
  const mailPlace = pick(rnd, PLACES)
  const lenderPlace = pick(rnd, PLACES)
  const range = RANGES[line]
  const coverage =
    Math.round((range.cov[0] + rnd() * (range.cov[1] - range.cov[0])) / range.step) * range.step
  const premium = Math.round((range.prem[0] + rnd() * (range.prem[1] - range.prem[0])) * 100) / 100
  const windPercent = pick(rnd, [1, 2, 5])
  const windDeductible = Math.round((coverage * windPercent) / 100)
  const commercialInsured = line === 'commercial' || (line === 'dwelling' && rnd() < 0.3)
  const lender = pick(rnd, LENDERS)
  const street = (): string =>
    `${int(rnd, 12, 9870)} ${pick(rnd, STREET_NAMES)} ${pick(rnd, STREET_TYPES)}`
  const loan = (): string =>
    pick(rnd, [`${digits(rnd, 10)}`, `ML-${digits(rnd, 7)}`, `00${digits(rnd, 8)}`])
  const yearBuilt = line === 'commercial' ? int(rnd, 1890, 2019) : int(rnd, 1921, 2023)
  return {
    line,
    policyNumber: numberStyle(rnd, year),
    carrier: pick(rnd, INSURERS[line]),
    namedInsured: commercialInsured ? businessName(rnd) : personName(rnd),
    effectiveDate: effective,
    expirationDate: expiration,
    premium,
    coverageAmount: coverage,
    deductible: line === 'wind' ? windDeductible : pick(rnd, range.ded),
    mortgagee: lender,
    loanNumber: loan(),
    producer: pick(rnd, AGENCIES),
    street: street(),
    city: place[0],
    state: place[1],
    zip: place[2],
    yearBuilt,
    commercialInsured,
    priorPolicyNumber: numberStyle(rnd, year - 1),
    quoteNumber: `Q${digits(rnd, 8)}`,
    billingAccount: `${digits(rnd, 4)}-${digits(rnd, 4)}-${digits(rnd, 2)}`,
    naic: digits(rnd, 5),
    agencyCode: `${digits(rnd, 3)}-${digits(rnd, 5)}`,
    agencyPhone: `(${int(rnd, 203, 979)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`,
    claimsPhone: `1-800-${digits(rnd, 3)}-${digits(rnd, 4)}`,
    issueDate: addDays(effective, -int(rnd, 10, 40)),
    priorPremium: Math.round(premium * (0.82 + rnd() * 0.14) * 100) / 100,
    otherStructures: Math.round(coverage / 10),
    contents: Math.round(coverage / 2),
    lossOfUse: Math.round(coverage / 5),
    liability: pick(rnd, [100_000, 300_000, 500_000]),
    medical: pick(rnd, [1000, 2000, 5000]),
    windPercent,
    windDeductible,
    roofYear: int(rnd, Math.max(yearBuilt, 2000), 2024),
    mailingStreet: rnd() < 0.4 ? `PO Box ${int(rnd, 101, 9899)}` : street(),
    mailingCity: `${mailPlace[0]}, ${mailPlace[1]} ${mailPlace[2]}`,
    lenderStreet: `PO Box ${int(rnd, 1000, 99999)}`,
    lenderCity: `${lenderPlace[0]}, ${lenderPlace[1]} ${lenderPlace[2]}`,
    secondLender: pick(
      rnd,
      LENDERS.filter((l) => l !== lender),
    ),
    secondLoanNumber: loan(),
    additionalInsured: personName(rnd),
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
      return `${given()} ${family} and ${given()} ${pick(rnd, FAMILY_NAMES)}`
    default:
      return `${given()} ${family} Revocable Trust`
  }
}

function businessName(rnd: Rnd): string {
  return `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, TRADES)} ${pick(rnd, ENTITY_SUFFIXES)}`
}
