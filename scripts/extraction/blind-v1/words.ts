/**
 * The blind set's own name pools and print formats, written from how carriers' declarations,
 * evidence forms and lender letters actually print (homeowners, dwelling fire, commercial
 * property, flood, wind) and independently of the development vocabulary: none of these lists is
 * shared with the generator the matchers were tuned on. Every company name here is made up.
 */

/** Lines of business the families are drawn from. */
export type Line = 'homeowners' | 'dwelling' | 'commercial' | 'flood' | 'wind'

/** Insurers, by the lines they write (a flood family draws only flood writers, and so on). */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Pinecrest Mutual Fire Insurance Company',
    'Tidewater Home Assurance Company',
    'Saint Lawrence Valley Mutual',
    'Red Cedar Insurance Exchange',
    'Osprey Point Insurance Company',
    'Copperfield Reciprocal Insurers',
  ],
  dwelling: [
    'Allegheny Farmers Mutual Insurance Association',
    'Westmark Indemnity Company',
    'Tidewater Home Assurance Company',
    'Harrow & Vale Specialty Insurance Co.',
  ],
  commercial: [
    'Ironbridge Property & Casualty Insurance Co.',
    'Lamplighter Casualty Company',
    'Crescent Bay Specialty Insurance Company',
    'Northfold General Insurance Corporation',
  ],
  flood: [
    'Anchorline Flood Insurance Company',
    'Osprey Point Insurance Company',
    'Marisco National Insurance Company',
  ],
  wind: [
    'Gulfstream Windstorm Insurance Association',
    'Great Plains Hail & Wind Insurance Co.',
    'Coastal Barrier Property Insurers',
  ],
}

/** Short marks printed as a logo above the legal name (never the answer on their own). */
export const LOGO_MARKS: Readonly<Record<string, string>> = {
  'Pinecrest Mutual Fire Insurance Company': 'PINECREST',
  'Tidewater Home Assurance Company': 'TIDEWATER',
  'Saint Lawrence Valley Mutual': 'SLV MUTUAL',
  'Red Cedar Insurance Exchange': 'RED CEDAR',
  'Osprey Point Insurance Company': 'OSPREY POINT',
  'Copperfield Reciprocal Insurers': 'COPPERFIELD',
  'Allegheny Farmers Mutual Insurance Association': 'ALLEGHENY FARMERS',
  'Westmark Indemnity Company': 'WESTMARK',
  'Harrow & Vale Specialty Insurance Co.': 'HARROW & VALE',
  'Ironbridge Property & Casualty Insurance Co.': 'IRONBRIDGE',
  'Lamplighter Casualty Company': 'LAMPLIGHTER',
  'Crescent Bay Specialty Insurance Company': 'CRESCENT BAY',
  'Northfold General Insurance Corporation': 'NORTHFOLD',
  'Anchorline Flood Insurance Company': 'ANCHORLINE',
  'Marisco National Insurance Company': 'MARISCO',
  'Gulfstream Windstorm Insurance Association': 'GWIA',
  'Great Plains Hail & Wind Insurance Co.': 'GREAT PLAINS',
  'Coastal Barrier Property Insurers': 'COASTAL BARRIER',
}

export const LENDERS: readonly string[] = [
  'Cumberland Valley Savings Bank',
  'Larkspur Federal Credit Union',
  'Meridian Home Loans, Inc.',
  'Stonegate Mortgage Servicing LLC',
  'Third Coast Bank, N.A.',
  'Blue Ridge Community Bank',
  'Halcyon Mortgage Corporation',
  'Prairie State Bank & Trust',
  'Northshore Savings and Loan Association',
  'Fairhaven Lending Group',
]

export const AGENCIES: readonly string[] = [
  'Beacon Hill Insurance Brokers',
  'Mercer & Daughters Insurance',
  'Tall Pines Agency, Inc.',
  'Quayside Risk Partners',
  'Goldfinch Insurance Services LLC',
  'Hargrove-Lutz Agency',
  'Three Rivers Insurance Center',
  'Keel & Compass Brokerage',
  'Open Range Insurance Agency',
  'Alder Street Insurance Group',
]

export const GIVEN_NAMES: readonly string[] = [
  'Beatriz',
  'Oluwaseun',
  'Margit',
  'Dov',
  'Ingrid',
  'Tavita',
  'Reuben',
  'Consuelo',
  'Hiroshi',
  'Yusuf',
  'Delphine',
  'Casimir',
  'Marisol',
  'Wendell',
  'Anneliese',
  'Thaddeus',
  'Imani',
  'Lorcan',
  'Pilar',
  'Cedric',
]

export const FAMILY_NAMES: readonly string[] = [
  'Vandermeer',
  'Halvorsen',
  'Castellanos',
  'Pemberton',
  'Szymanski',
  'Achterberg',
  'Quintero',
  'Lindqvist',
  'Abernathy',
  'Okonjo',
  'Fairweather',
  'Delacroix',
  'Ruiz-Tanaka',
  'McAllister',
  'Oyelaran',
  'Brandvold',
]

/** Trades for commercial named insureds ("Halvorsen Marine Supply LLC"). */
export const TRADES: readonly string[] = [
  'Marine Supply',
  'Family Dentistry',
  'Self Storage',
  'Bakery',
  'Printing',
  'Auto Body',
  'Veterinary Clinic',
  'Hardware',
  'Cold Storage',
  'Millwork',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'LP', 'Co.', 'PLLC', 'Corp.']

export const STREET_NAMES: readonly string[] = [
  'Larkspur',
  'Foundry',
  'Quarry Hill',
  'Bramblewood',
  'Old Mill',
  'Tamarack',
  'Sandpiper',
  'Wheelwright',
  'Juniper Knoll',
  'Cobblestone',
  'Marsh Hawk',
  'Chestnut Ridge',
]

export const STREET_TYPES: readonly string[] = [
  'Lane',
  'Ln',
  'Road',
  'Street',
  'St',
  'Avenue',
  'Way',
  'Circle',
  'Terrace',
  'Pike',
  'Drive',
  'Blvd',
]

/** [city, state, ZIP, coastal]: flood and wind families draw coastal places only. */
export const PLACES: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['Dunmore', 'PA', '18512', false],
  ['Beaufort', 'SC', '29902', true],
  ['Galveston', 'TX', '77550', true],
  ['Lake Charles', 'LA', '70601', true],
  ['Duluth', 'MN', '55802', false],
  ['Pensacola', 'FL', '32502', true],
  ['Bangor', 'ME', '04401', false],
  ['Wichita', 'KS', '67202', false],
  ['Bend', 'OR', '97701', false],
  ['Asheville', 'NC', '28801', false],
  ['Mobile', 'AL', '36602', true],
  ['Kenosha', 'WI', '53140', false],
]

/** How a family prints its dates. */
export type DateStyle =
  | 'mdy' // 01/05/2026
  | 'mdy-short' // 1/5/26
  | 'iso' // 2026-01-05
  | 'dmy-long' // 5 January 2026
  | 'mon-d-y' // Jan 5, 2026
  | 'month-d-y' // January 5, 2026
  | 'MON-DD-YYYY' // JAN 05 2026
  | 'mdy-dash' // 01-05-2026

/** yyyy-MM-dd printed in a style. */
export function printDate(iso: string, style: DateStyle): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  const p2 = (n: number): string => String(n).padStart(2, '0')
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  })
  switch (style) {
    case 'mdy':
      return `${p2(m)}/${p2(d)}/${y}`
    case 'mdy-short':
      return `${m}/${d}/${String(y).slice(2)}`
    case 'iso':
      return iso
    case 'dmy-long':
      return `${d} ${month} ${y}`
    case 'mon-d-y':
      return `${month.slice(0, 3)} ${d}, ${y}`
    case 'month-d-y':
      return `${month} ${d}, ${y}`
    case 'MON-DD-YYYY':
      return `${month.slice(0, 3).toUpperCase()} ${p2(d)} ${y}`
    case 'mdy-dash':
      return `${p2(m)}-${p2(d)}-${y}`
  }
}

/** How a family prints money. */
export type MoneyStyle =
  | 'dollars' // $1,250,000 (cents only when there are any)
  | 'cents' // $1,250,000.00
  | 'plain-cents' // 1,250,000.00
  | 'usd' // USD 1,250,000
  | 'usd-short' // USD 1.25M / USD 350K (whole thousands only)
  | 'spaced' // $ 1,250,000

/** Prefix and cents rule of each style but the short one (null: cents only when there are any). */
const MONEY: Readonly<Record<Exclude<MoneyStyle, 'usd-short'>, readonly [string, boolean | null]>> =
  {
    dollars: ['$', null],
    cents: ['$', true],
    'plain-cents': ['', true],
    usd: ['USD ', null],
    spaced: ['$ ', null],
  }

/** An amount printed in a style. */
export function printMoney(n: number, style: MoneyStyle): string {
  if (style === 'usd-short') {
    if (n >= 1_000_000 && n % 10_000 === 0) return `USD ${trim(n / 1_000_000)}M`
    if (n >= 1000 && n % 1000 === 0) return `USD ${n / 1000}K`
    return printMoney(n, 'usd')
  }
  const [prefix, cents] = MONEY[style]
  const digits = (cents ?? Math.round(n * 100) % 100 !== 0) ? 2 : 0
  return `${prefix}${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`
}

const trim = (x: number): string => String(Math.round(x * 1000) / 1000)

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)
