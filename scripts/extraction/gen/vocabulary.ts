/**
 * What generated declarations pages say: the label wordings real carriers print for each field,
 * the value pools (carriers, lenders, agencies, people, streets) and the printed formats of dates
 * and amounts. Every pool is split in two: entries only the development set uses, entries only
 * the blind set uses, and entries both use — so the blind set holds wordings and names the
 * matchers were never tuned on.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { longDate } from '../policy-values'

/** Which set a pool entry may appear in. */
export type SetName = 'dev' | 'blind'

/** A pool entry: [text, 'dev' | 'blind' | 'both']. */
type Entry = readonly [string, SetName | 'both']

/** The entries of a pool a set may use. */
export function poolFor(pool: readonly Entry[], set: SetName): string[] {
  return pool.filter(([, s]) => s === 'both' || s === set).map(([t]) => t)
}

/** Label wordings per field (as printed; the template decides case and separator). */
export const LABELS: Readonly<Record<ExtractionFieldId, readonly Entry[]>> = {
  'policy.policyNumber': [
    ['Policy Number', 'both'],
    ['Policy No.', 'both'],
    ['Policy #', 'both'],
    ['Policy Num', 'dev'],
    ['Policy ID', 'dev'],
    ['Contract Number', 'blind'],
    ['Policy No', 'blind'],
  ],
  'policy.carrier': [
    ['Insurance Company', 'both'],
    ['Insurer', 'both'],
    ['Carrier', 'dev'],
    ['Issuing Company', 'dev'],
    ['Writing Company', 'dev'],
    ['Underwritten by', 'blind'],
    ['Insuring Company', 'blind'],
    ['Company', 'blind'],
  ],
  'policy.namedInsured': [
    ['Named Insured', 'both'],
    ['Insured', 'both'],
    ['First Named Insured', 'dev'],
    ['Insured Name', 'dev'],
    ['Policyholder', 'blind'],
    ['Name of Insured', 'blind'],
    ['Policy Holder', 'blind'],
  ],
  'policy.effectiveDate': [
    ['Effective Date', 'both'],
    ['Eff. Date', 'dev'],
    ['Policy Effective Date', 'dev'],
    ['Effective', 'blind'],
    ['Inception Date', 'blind'],
  ],
  'policy.expirationDate': [
    ['Expiration Date', 'both'],
    ['Exp. Date', 'dev'],
    ['Policy Expiration Date', 'dev'],
    ['Expires', 'blind'],
    ['Expiry Date', 'blind'],
  ],
  'policy.premium': [
    ['Total Premium', 'both'],
    ['Annual Premium', 'dev'],
    ['Total Policy Premium', 'dev'],
    ['Policy Premium', 'blind'],
    ['Total Annual Premium', 'blind'],
  ],
  'policy.coverageAmount': [
    ['Coverage A - Dwelling', 'both'],
    ['Dwelling', 'both'],
    ['Dwelling Limit', 'dev'],
    ['Building Limit', 'dev'],
    ['Building', 'blind'],
    ['Coverage A (Dwelling)', 'blind'],
  ],
  'policy.deductible': [
    ['Deductible', 'both'],
    ['All Peril Deductible', 'dev'],
    ['AOP Deductible', 'dev'],
    ['All Other Perils Deductible', 'blind'],
    ['Deductible - All Perils', 'blind'],
  ],
  'policy.mortgagee': [
    ['Mortgagee', 'both'],
    ['First Mortgagee', 'dev'],
    ['Loss Payee', 'dev'],
    ['Mortgagee / Loss Payee', 'dev'],
    ['Lienholder', 'blind'],
    ['1st Mortgagee', 'blind'],
    ['Lender', 'blind'],
  ],
  'policy.loanNumber': [
    ['Loan Number', 'both'],
    ['Loan No.', 'dev'],
    ['Loan #', 'dev'],
    ['Loan Reference', 'blind'],
    ['Reference / Loan #', 'blind'],
  ],
  'policy.producer': [
    ['Agent', 'both'],
    ['Producer', 'both'],
    ['Agency', 'dev'],
    ['Your Agent', 'dev'],
    ['Agent / Broker', 'blind'],
    ['Agency Name', 'blind'],
  ],
  'property.address': [
    ['Property Address', 'both'],
    ['Insured Location', 'dev'],
    ['Location of Premises', 'dev'],
    ['Risk Address', 'dev'],
    ['Residence Premises', 'blind'],
    ['Described Location', 'blind'],
    ['Premises Address', 'blind'],
  ],
  'property.yearBuilt': [
    ['Year Built', 'both'],
    ['Yr. Built', 'dev'],
    ['Construction Year', 'dev'],
    ['Year of Construction', 'blind'],
    ['Year Constructed', 'blind'],
  ],
}

/** How a policy period is printed when both dates share one label. */
export const PERIOD_LABELS: readonly Entry[] = [
  ['Policy Period', 'both'],
  ['Policy Term', 'dev'],
  ['Term', 'dev'],
  ['Coverage Period', 'blind'],
  ['Period of Insurance', 'blind'],
]

/** Words between the two dates of a period. */
export const PERIOD_JOINS: readonly Entry[] = [
  ['to', 'both'],
  ['-', 'dev'],
  ['through', 'blind'],
]

export const CARRIERS: readonly Entry[] = [
  ['Evergreen Mutual Insurance Company', 'dev'],
  ['Harbor Casualty Co.', 'dev'],
  ['Summit Property & Casualty', 'dev'],
  ['Northwind Insurance Company', 'dev'],
  ['Granite State Fire Insurance', 'dev'],
  ['Prairie Farmers Mutual', 'dev'],
  ['Bluewater Indemnity Corp', 'blind'],
  ['Red Oak Underwriters, Inc.', 'blind'],
  ['Meridian Home Assurance Company', 'blind'],
  ['Tidewater General Insurance Company of America', 'blind'],
  ['Keystone Reciprocal Exchange', 'blind'],
]

export const LENDERS: readonly Entry[] = [
  ['First National Bank', 'dev'],
  ['Riverbend Mortgage LLC', 'dev'],
  ['Keystone Home Lending', 'dev'],
  ['Pacific Savings Bank', 'dev'],
  ['Union Federal Credit Union', 'blind'],
  ['Cornerstone Mortgage Servicing, Inc.', 'blind'],
  ['Lakeshore Community Bank, N.A.', 'blind'],
]

export const AGENCIES: readonly Entry[] = [
  ['Smith & Rowe Insurance Agency', 'dev'],
  ['Clearview Insurance Group', 'dev'],
  ['Lakeside Agency Inc.', 'dev'],
  ['Hometown Insurance Partners', 'dev'],
  ['Beacon Risk Advisors', 'blind'],
  ['Martinez Family Insurance', 'blind'],
  ['Crossroads Brokerage LLC', 'blind'],
]

export const FIRST_NAMES: readonly Entry[] = [
  ['Maria', 'dev'],
  ['Daniel', 'dev'],
  ['Aisha', 'dev'],
  ['Robert', 'dev'],
  ['Linh', 'dev'],
  ['Samuel', 'dev'],
  ['Grace', 'blind'],
  ['Tomasz', 'blind'],
  ['Priya', 'blind'],
  ['Ethan', 'blind'],
  ['Oluwaseun', 'blind'],
]

export const LAST_NAMES: readonly Entry[] = [
  ['Gonzalez', 'dev'],
  ['Okafor', 'dev'],
  ['Thompson', 'dev'],
  ['Nguyen', 'dev'],
  ['Kowalski', 'dev'],
  ['Patel', 'blind'],
  ['Brennan', 'blind'],
  ['Fischer', 'blind'],
  ['Morales', 'blind'],
  ['Van der Berg', 'blind'],
]

export const STREETS: readonly Entry[] = [
  ['Maple Ridge', 'dev'],
  ['Oak Hollow', 'dev'],
  ['Harbor View', 'dev'],
  ['Cedar Crest', 'dev'],
  ['Willow Bend', 'blind'],
  ['Pine Valley', 'blind'],
  ['Old Mill', 'blind'],
  ['Saint Andrews', 'blind'],
]

export const STREET_SUFFIXES: readonly Entry[] = [
  ['Dr', 'both'],
  ['Rd', 'both'],
  ['Lane', 'dev'],
  ['Ave', 'dev'],
  ['Street', 'blind'],
  ['Court', 'blind'],
  ['Blvd.', 'blind'],
]

export const CITIES: ReadonlyArray<readonly [string, string, string, SetName | 'both']> = [
  ['Columbus', 'OH', '43215', 'dev'],
  ['Springfield', 'IL', '62704', 'dev'],
  ['Austin', 'TX', '78701', 'dev'],
  ['Raleigh', 'NC', '27601', 'blind'],
  ['Boise', 'ID', '83702', 'blind'],
  ['Portland', 'ME', '04101', 'blind'],
]

/** Printed date formats (all US month-first where numeric). */
export type DateFormat = 'us' | 'us-short' | 'us-dash' | 'iso' | 'long' | 'abbrev'

/** yyyy-MM-dd in a printed format. */
export function printDate(iso: string, format: DateFormat): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  const p2 = (n: number): string => String(n).padStart(2, '0')
  switch (format) {
    case 'us':
      return `${p2(m)}/${p2(d)}/${y}`
    case 'us-short':
      return `${m}/${d}/${String(y).slice(2)}`
    case 'us-dash':
      return `${p2(m)}-${p2(d)}-${y}`
    case 'iso':
      return iso
    case 'long':
      return longDate(iso)
    case 'abbrev':
      return longDate(iso).replace(/^(\w{3})\w*/, '$1')
  }
}

/** Printed amount formats. `short` ("USD 1.25M") applies to round limits only. */
export type AmountFormat = 'dollars' | 'cents' | 'plain-cents' | 'spaced' | 'short'

/** An amount in a printed format; `short` falls back to dollars when it would not be exact. */
export function printAmount(n: number, format: AmountFormat): string {
  const grouped = (cents: boolean): string =>
    n.toLocaleString('en-US', {
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    })
  const hasCents = Math.round(n * 100) % 100 !== 0
  switch (format) {
    case 'dollars':
      return `$${grouped(hasCents)}`
    case 'cents':
      return `$${grouped(true)}`
    case 'plain-cents':
      return grouped(true)
    case 'spaced':
      return `$ ${grouped(hasCents)}`
    case 'short': {
      if (n >= 1_000_000 && (n / 10_000) % 1 === 0) return `USD ${n / 1_000_000}M`
      if (n >= 1_000 && n < 1_000_000 && (n / 1_000) % 1 === 0) return `USD ${n / 1_000}K`
      return `$${grouped(hasCents)}`
    }
  }
}
