/**
 * What generated declarations pages say: the label wordings real carriers print for each field,
 * the value pools (carriers, lenders, agencies, people, streets) and the printed formats of dates
 * and amounts. Entries were once split between a development and a held-out set; the held-out
 * ones were tuned on since, so the development set now draws from every entry (a set named
 * 'blind' still draws only the entries tagged for it, for anything that builds on these pools).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { longDate } from '../policy-values'

/** Which set a pool entry may appear in. */
export type SetName = 'dev' | 'blind'

/** A pool entry: [text, 'dev' | 'blind' | 'both']. */
type Entry = readonly [string, SetName | 'both']

/** The entries of a pool a set may use. */
export function poolFor(pool: readonly Entry[], set: SetName): string[] {
  return pool.filter(([, s]) => set === 'dev' || s === 'both' || s === set).map(([t]) => t)
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
    ['Policy Nbr', 'dev'],
    ['Pol. No.', 'dev'],
    ['Policy/Certificate No.', 'dev'],
    ['Policy Number', 'dev'],
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
    ['Insurance Carrier', 'dev'],
    ['Company Name', 'dev'],
    ['Coverage Provided By', 'dev'],
    ['Name of Insurer', 'dev'],
    ['Issued By', 'dev'],
    ['Insurer Name', 'dev'],
  ],
  'policy.namedInsured': [
    ['Named Insured', 'both'],
    ['Insured', 'both'],
    ['First Named Insured', 'dev'],
    ['Insured Name', 'dev'],
    ['Policyholder', 'blind'],
    ['Name of Insured', 'blind'],
    ['Policy Holder', 'blind'],
    ['Named Insured(s)', 'dev'],
    ['Insured(s)', 'dev'],
    ["Insured's Name", 'dev'],
    ['Primary Named Insured', 'dev'],
    ['Named Insured and Mailing Address', 'dev'],
  ],
  'policy.effectiveDate': [
    ['Effective Date', 'both'],
    ['Eff. Date', 'dev'],
    ['Policy Effective Date', 'dev'],
    ['Effective', 'blind'],
    ['Inception Date', 'blind'],
    ['Policy Effective', 'dev'],
    ['Start Date', 'dev'],
    ['Coverage Begins', 'dev'],
    ['Effective On', 'dev'],
    ['Inception', 'dev'],
  ],
  'policy.expirationDate': [
    ['Expiration Date', 'both'],
    ['Exp. Date', 'dev'],
    ['Policy Expiration Date', 'dev'],
    ['Expires', 'blind'],
    ['Expiry Date', 'blind'],
    ['Policy Expiration', 'dev'],
    ['End Date', 'dev'],
    ['Coverage Ends', 'dev'],
    ['Expiration', 'dev'],
  ],
  'policy.premium': [
    ['Total Premium', 'both'],
    ['Annual Premium', 'dev'],
    ['Total Policy Premium', 'dev'],
    ['Policy Premium', 'blind'],
    ['Total Annual Premium', 'blind'],
    ['Premium', 'dev'],
    ['Full Term Premium', 'dev'],
    ['Total Policy Cost', 'dev'],
    ['Policy Total Premium', 'dev'],
    ['Annual Policy Premium', 'dev'],
  ],
  'policy.coverageAmount': [
    ['Coverage A - Dwelling', 'both'],
    ['Dwelling', 'both'],
    ['Dwelling Limit', 'dev'],
    ['Building Limit', 'dev'],
    ['Building', 'blind'],
    ['Coverage A (Dwelling)', 'blind'],
    ['Coverage A – Dwelling', 'dev'],
    ['Cov A - Dwelling', 'dev'],
    ['Dwelling Coverage', 'dev'],
    ['A. Dwelling', 'dev'],
    ['Building Coverage', 'dev'],
    ['Limit of Liability - Dwelling', 'dev'],
  ],
  'policy.deductible': [
    ['Deductible', 'both'],
    ['All Peril Deductible', 'dev'],
    ['AOP Deductible', 'dev'],
    ['All Other Perils Deductible', 'blind'],
    ['Deductible - All Perils', 'blind'],
    ['Ded.', 'dev'],
    ['Policy Deductible', 'dev'],
    ['Section I Deductible', 'dev'],
    ['Deductible Amount', 'dev'],
    ['All Perils Deductible', 'dev'],
  ],
  'policy.mortgagee': [
    ['Mortgagee', 'both'],
    ['First Mortgagee', 'dev'],
    ['Loss Payee', 'dev'],
    ['Mortgagee / Loss Payee', 'dev'],
    ['Lienholder', 'blind'],
    ['1st Mortgagee', 'blind'],
    ['Lender', 'blind'],
    ['Mortgagee/Lienholder', 'dev'],
    ['Mortgage Holder', 'dev'],
    ['Lien Holder', 'dev'],
    ['Mortgage Company', 'dev'],
    ['Lender/Mortgagee', 'dev'],
    ['First Mortgagee / Loss Payee', 'dev'],
  ],
  'policy.loanNumber': [
    ['Loan Number', 'both'],
    ['Loan No.', 'dev'],
    ['Loan #', 'dev'],
    ['Loan Reference', 'blind'],
    ['Reference / Loan #', 'blind'],
    ['Loan ID', 'dev'],
    ['Loan Account', 'dev'],
    ['Mortgage Loan No.', 'dev'],
    ['Loan Nbr', 'dev'],
    ['Loan/Account Number', 'dev'],
  ],
  'policy.producer': [
    ['Agent', 'both'],
    ['Producer', 'both'],
    ['Agency', 'dev'],
    ['Your Agent', 'dev'],
    ['Agent / Broker', 'blind'],
    ['Agency Name', 'blind'],
    ['Broker', 'dev'],
    ['Agent Name', 'dev'],
    ['Servicing Agent', 'dev'],
    ['Agent of Record', 'dev'],
    ['Producing Agency', 'dev'],
    ['Your Agent/Broker', 'dev'],
    ['Insurance Agent', 'dev'],
  ],
  'property.address': [
    ['Property Address', 'both'],
    ['Insured Location', 'dev'],
    ['Location of Premises', 'dev'],
    ['Risk Address', 'dev'],
    ['Residence Premises', 'blind'],
    ['Described Location', 'blind'],
    ['Premises Address', 'blind'],
    ['Property Location', 'dev'],
    ['Location', 'dev'],
    ['Insured Property', 'dev'],
    ['Covered Location', 'dev'],
    ['Location of Residence Premises', 'dev'],
    ['Dwelling Location', 'dev'],
    ['Address of Property', 'dev'],
  ],
  'property.yearBuilt': [
    ['Year Built', 'both'],
    ['Yr. Built', 'dev'],
    ['Construction Year', 'dev'],
    ['Year of Construction', 'blind'],
    ['Year Constructed', 'blind'],
    ['Yr Built', 'dev'],
    ['Built', 'dev'],
    ['Year Home Built', 'dev'],
    ['Yr. Constructed', 'dev'],
  ],
}

/** How a policy period is printed when both dates share one label. */
export const PERIOD_LABELS: readonly Entry[] = [
  ['Policy Period', 'both'],
  ['Policy Term', 'dev'],
  ['Term', 'dev'],
  ['Coverage Period', 'blind'],
  ['Period of Insurance', 'blind'],
  ['Policy Dates', 'dev'],
  ['Term of Policy', 'dev'],
  ['Period', 'dev'],
  ['Effective Dates', 'dev'],
]

/** One label over both dates whose value is "first - second" ("Effective/Expiration"). */
export const COMBINED_PERIOD_LABELS: readonly Entry[] = [
  ['Effective/Expiration', 'dev'],
  ['Eff/Exp Dates', 'dev'],
  ['Effective - Expiration', 'dev'],
  ['Policy Effective/Expiration Date', 'dev'],
  ['Eff. Date / Exp. Date', 'dev'],
]

/** Words between the two dates of a period. */
export const PERIOD_JOINS: readonly Entry[] = [
  ['to', 'both'],
  ['-', 'dev'],
  ['through', 'blind'],
  ['–', 'dev'],
  ['thru', 'dev'],
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
  ['Allied Trust', 'dev'],
  ['Heritage Property & Casualty', 'dev'],
  ['Cascade National Insurance Co.', 'dev'],
  ['Frontier Home Insurance Company', 'dev'],
  ['Sagebrush Farm Bureau', 'dev'],
  ['Atlantic Coast Underwriters', 'dev'],
  ['Lone Pine Assurance Corp.', 'dev'],
  ['Great Lakes Casualty', 'dev'],
]

export const LENDERS: readonly Entry[] = [
  ['First National Bank', 'dev'],
  ['Riverbend Mortgage LLC', 'dev'],
  ['Keystone Home Lending', 'dev'],
  ['Pacific Savings Bank', 'dev'],
  ['Union Federal Credit Union', 'blind'],
  ['Cornerstone Mortgage Servicing, Inc.', 'blind'],
  ['Lakeshore Community Bank, N.A.', 'blind'],
  ['Meridian Trust Company', 'dev'],
  ['Rocky Mountain Federal Savings', 'dev'],
  ['Sunrise Home Loans Inc.', 'dev'],
  ['Heartland Credit Union', 'dev'],
  ['Coastal Bancorp', 'dev'],
  ['Summit Servicing LLC', 'dev'],
  ['Northern Financial Corp.', 'dev'],
]

export const AGENCIES: readonly Entry[] = [
  ['Smith & Rowe Insurance Agency', 'dev'],
  ['Clearview Insurance Group', 'dev'],
  ['Lakeside Agency Inc.', 'dev'],
  ['Hometown Insurance Partners', 'dev'],
  ['Beacon Risk Advisors', 'blind'],
  ['Martinez Family Insurance', 'blind'],
  ['Crossroads Brokerage LLC', 'blind'],
  ['Pinecrest Agency', 'dev'],
  ['Riley & Sons', 'dev'],
  ['Avalon Insurance Services', 'dev'],
  ['Main Street Brokers', 'dev'],
  ['Okafor Associates', 'dev'],
  ['Bright Path Insurance LLC', 'dev'],
  ['Tri-County Agents Inc.', 'dev'],
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
  ['Hannah', 'dev'],
  ['Mateo', 'dev'],
  ['Chen', 'dev'],
  ['Fatima', 'dev'],
  ['Jonas', 'dev'],
  ['Ines', 'dev'],
  ['Kwame', 'dev'],
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
  ["O'Connor", 'dev'],
  ['Haddad', 'dev'],
  ['Lindqvist', 'dev'],
  ['Yamamoto', 'dev'],
  ['Dubois', 'dev'],
  ['Castillo-Reyes', 'dev'],
  ['McAllister', 'dev'],
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
  ['Sunset', 'dev'],
  ['River Birch', 'dev'],
  ['Hillcrest', 'dev'],
  ['Juniper', 'dev'],
  ['North Fork', 'dev'],
  ['Lakeview', 'dev'],
  ['Quail Run', 'dev'],
]

export const STREET_SUFFIXES: readonly Entry[] = [
  ['Dr', 'both'],
  ['Rd', 'both'],
  ['Lane', 'dev'],
  ['Ave', 'dev'],
  ['Street', 'blind'],
  ['Court', 'blind'],
  ['Blvd.', 'blind'],
  ['Way', 'dev'],
  ['Pkwy', 'dev'],
  ['Circle', 'dev'],
  ['Trail', 'dev'],
  ['Avenue', 'dev'],
]

export const CITIES: ReadonlyArray<readonly [string, string, string, SetName | 'both']> = [
  ['Columbus', 'OH', '43215', 'dev'],
  ['Springfield', 'IL', '62704', 'dev'],
  ['Austin', 'TX', '78701', 'dev'],
  ['Raleigh', 'NC', '27601', 'blind'],
  ['Boise', 'ID', '83702', 'blind'],
  ['Portland', 'ME', '04101', 'blind'],
  ['Tampa', 'FL', '33602', 'dev'],
  ['Des Moines', 'IA', '50309', 'dev'],
  ['Spokane', 'WA', '99201', 'dev'],
  ['Savannah', 'GA', '31401', 'dev'],
]

/** Printed date formats (all US month-first where numeric). */
export type DateFormat =
  | 'us'
  | 'us-short'
  | 'us-dash'
  | 'iso'
  | 'long'
  | 'abbrev'
  /** Day first: 05/01/2026 is 5 January. */
  | 'dmy'
  /** 5 January 2026. */
  | 'day-month'
  /** 05-Jan-2026. */
  | 'dd-mon'

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
    case 'dmy':
      return `${p2(d)}/${p2(m)}/${y}`
    case 'day-month':
      return `${d} ${longDate(iso).split(' ')[0]} ${y}`
    case 'dd-mon':
      return `${p2(d)}-${(longDate(iso).split(' ')[0] ?? '').slice(0, 3)}-${y}`
  }
}

/** Printed amount formats. `short` ("USD 1.25M") applies to round limits only. */
export type AmountFormat =
  | 'dollars'
  | 'cents'
  | 'plain-cents'
  | 'spaced'
  | 'short'
  /** USD 1,250,000 */
  | 'usd'
  /** 1250000 (no grouping, no mark) */
  | 'plain'

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
    case 'usd':
      return `USD ${grouped(hasCents)}`
    case 'plain':
      return hasCents ? n.toFixed(2) : String(n)
    case 'short': {
      if (n >= 1_000_000 && (n / 10_000) % 1 === 0) return `USD ${n / 1_000_000}M`
      if (n >= 1_000 && n < 1_000_000 && (n / 1_000) % 1 === 0) return `USD ${n / 1_000}K`
      return `$${grouped(hasCents)}`
    }
  }
}
