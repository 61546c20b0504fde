/**
 * Generated policy values for the development set: a seeded generator, so the same seed builds
 * the same set on every machine.
 */

/** A small, fast, seeded PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The values of one generated policy (normalised forms next to printed ones where they differ). */
export interface PolicyValues {
  readonly policyNumber: string
  readonly carrier: string
  readonly namedInsured: string
  readonly effectiveDate: string // yyyy-MM-dd
  readonly expirationDate: string
  readonly premium: number
  readonly coverageAmount: number
  readonly deductible: number
  readonly mortgagee: string
  readonly loanNumber: string
  readonly producer: string
  readonly street: string
  readonly city: string
  readonly state: string
  readonly zip: string
  readonly yearBuilt: number
}

const CARRIERS = [
  'Evergreen Mutual Insurance Company',
  'Harbor Casualty Co.',
  'Summit Property & Casualty',
  'Northwind Insurance Company',
  'Bluewater Indemnity Corp',
  'Granite State Fire Insurance',
]
const FIRST = [
  'Maria',
  'Daniel',
  'Aisha',
  'Robert',
  'Linh',
  'Samuel',
  'Grace',
  'Tomasz',
  'Priya',
  'Ethan',
]
const LAST = [
  'Gonzalez',
  'Okafor',
  'Thompson',
  'Nguyen',
  'Kowalski',
  'Patel',
  'Brennan',
  'Fischer',
  'Morales',
  'Reid',
]
const LENDERS = [
  'First National Bank',
  'Riverbend Mortgage LLC',
  'Keystone Home Lending',
  'Pacific Savings Bank',
  'Union Federal Credit Union',
]
const AGENCIES = [
  'Smith & Rowe Insurance Agency',
  'Clearview Insurance Group',
  'Lakeside Agency Inc.',
  'Hometown Insurance Partners',
]
const STREETS = [
  'Maple Ridge',
  'Oak Hollow',
  'Harbor View',
  'Cedar Crest',
  'Willow Bend',
  'Pine Valley',
]
const SUFFIXES = ['Dr', 'Rd', 'Lane', 'Ave', 'Street', 'Court']
const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Columbus', 'OH', '43215'],
  ['Springfield', 'IL', '62704'],
  ['Austin', 'TX', '78701'],
  ['Raleigh', 'NC', '27601'],
]

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T
const digits = (rnd: () => number, n: number): string =>
  Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('')
const pad = (n: number): string => String(n).padStart(2, '0')

/** One random policy. */
export function generatePolicy(rnd: () => number): PolicyValues {
  const year = 2023 + Math.floor(rnd() * 4)
  const month = 1 + Math.floor(rnd() * 12)
  const day = 1 + Math.floor(rnd() * 28)
  const city = pick(rnd, CITIES)
  const numberStyle = Math.floor(rnd() * 3)
  const policyNumber =
    numberStyle === 0
      ? `HO-${digits(rnd, 7)}`
      : numberStyle === 1
        ? `${pick(rnd, ['AB', 'PX', 'HW', 'QT'])}${digits(rnd, 8)}`
        : `PLC-${year}-${digits(rnd, 5)}`
  return {
    policyNumber,
    carrier: pick(rnd, CARRIERS),
    namedInsured: `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`,
    effectiveDate: `${year}-${pad(month)}-${pad(day)}`,
    expirationDate: `${year + 1}-${pad(month)}-${pad(day)}`,
    premium: Math.round((600 + rnd() * 5400) * 100) / 100,
    coverageAmount: (150 + Math.floor(rnd() * 750)) * 1000,
    deductible: pick(rnd, [500, 1000, 2500, 5000]),
    mortgagee: pick(rnd, LENDERS),
    loanNumber: rnd() < 0.5 ? digits(rnd, 10) : `LN-${digits(rnd, 8)}`,
    producer: pick(rnd, AGENCIES),
    street: `${100 + Math.floor(rnd() * 9800)} ${pick(rnd, STREETS)} ${pick(rnd, SUFFIXES)}`,
    city: city[0],
    state: city[1],
    zip: city[2],
    yearBuilt: 1950 + Math.floor(rnd() * 73),
  }
}

/** yyyy-MM-dd → MM/DD/YYYY (the US printed form). */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${m}/${d}/${y}`
}

/** yyyy-MM-dd → "January 5, 2025". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  return `${names[(m ?? 1) - 1]} ${d}, ${y}`
}

/** 1234.5 → "$1,234.50"; whole amounts print without cents unless `cents`. */
export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`
}

/** The normal form the engine reports for an amount. */
export const decimal = (n: number): string => String(Math.round(n * 100) / 100)
