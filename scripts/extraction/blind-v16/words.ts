/**
 * The sixteenth blind set's own name pools and print formats. The earlier blind sets become
 * development data once they are measured and read, so none of their names (nor the development
 * generator's) is used here: a value the engine finds only because it has met the name before
 * would not measure how it generalises. Every company, person and street here is made up. The
 * print formats are the fifteenth set's (copied), with three more date styles ("2026-Jan-05",
 * "5th January 2026", "1/5/26") and two more money styles ("USD1,250,000", "1,250,000 Dollars").
 */

/** Lines of business the families are drawn from. */
export type Line = 'homeowners' | 'landlord' | 'commercial'

/** Insurers by the lines they write (some long, as a certificate box has to hold them). */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Binnacle Mutual Insurance Company',
    'Mizzen Home & Fire Assurance Co.',
    'Futtock Property and Casualty Insurance Company',
    'Lanyard Valley Farmers Mutual Fire Insurance Association of Choteau County',
  ],
  landlord: [
    'Orlop Dwelling Insurance Company',
    'Mizzen Home & Fire Assurance Co.',
    'Foretop Residential Property Mutual',
  ],
  commercial: [
    'Bulwark Indemnity Corporation',
    'Cathead Commercial Insurance Co.',
    'Lazarette Specialty Casualty Company of Wyoming',
  ],
}

/** Other carriers a page names beside the answer (liability, auto, umbrella, a prior insurer). */
export const OTHER_CARRIERS: readonly string[] = [
  'Astrolabe Automobile Insurance Company',
  'Quadrant General Insurance Co.',
  'Gnomon Casualty Company',
  'Orrery Workers Compensation Mutual',
]

/** Title insurers and their agents (never an answer: a title policy is not the property policy). */
export const TITLE_COMPANIES: readonly string[] = [
  'Theodolite Title Insurance Company',
  'Skerry Land Title Guaranty, Inc.',
]

/** A short brand per insurer, printed as a logo-like header (never the answer on its own). */
export function brandOf(carrier: string): string {
  const words = carrier
    .replace(/[,.&]/g, ' ')
    .split(/\s+/)
    .filter(
      (w) =>
        w !== '' &&
        !/^(Insurance|Company|Co|Inc|Corp|Corporation|Society|of|America|Mutual)$/i.test(w),
    )
  return words.slice(0, 2).join(' ')
}

export const LENDERS: readonly string[] = [
  'Hardanger Federal Credit Union',
  'Geiranger Home Mortgage, LLC',
  'Lysefjord Savings Bank',
  'Nordfjord Loan Servicing Corp.',
  'First Aurland National Bank',
  'Eidfjord Bank & Trust',
  'Ulvik Community Lending, Inc.',
  'Sognefjord and Trollfjord Federal Savings and Loan Association of the Western Fjords',
]

export const AGENCIES: readonly string[] = [
  'Zumaia Insurance Agency, Inc.',
  'Getaria & Mundaka Insurance',
  'Hondarribia Risk Partners',
  'Lekeitio-Bermeo Insurance Services LLC',
  'Ondarroa Insurance Brokerage',
  'Elantxobe Agency Group',
  'Kinsarvik & Utne Insurance Associates',
  'Zumaia-Ondarroa Insurance Center',
]

export const GIVEN_NAMES: readonly string[] = [
  'Sigurdur',
  'Gudrun',
  'Bjarni',
  'Hrafn',
  'Ragnheidur',
  'Thorvaldur',
  'Ingibjorg',
  'Kolbrun',
  'Einar',
  'Halldor',
  'Asdis',
  'Brynja',
  'Jokull',
  'Vigdis',
  'Snorri',
  'Steinunn',
]

export const FAMILY_NAMES: readonly string[] = [
  'Uribarri',
  'Aguirrezabala',
  'Iturralde',
  'Otxoa',
  'Urkiaga',
  'Garmendia',
  'Elorriaga',
  'Larrinaga',
  'Ugalde',
  'Arteaga',
  'Fetlar',
  'Whalsay',
  'Bressay-Unst',
  'Foula',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Lorimers',
  'Scriveners',
  'Bargemen',
  'Typefounders',
  'Ironmongers',
  'Selkie Makers',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Holdings LLC', 'Ltd.', 'LP']

export const STREET_NAMES: readonly string[] = [
  'Bracken',
  'Maidenhair',
  'Spleenwort',
  'Horsetail',
  'Clubmoss',
  'Liverwort',
  'Moonwort',
  'Fiddlehead',
  'Polypody',
  'Bladderfern',
]

export const STREET_TYPES: readonly string[] = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Road',
  'Rd',
  'Lane',
  'Drive',
  'Dr.',
  'Court',
  'Parkway',
  'Place',
]

/** [city, state, ZIP]. */
export const PLACES: ReadonlyArray<readonly [string, string, string]> = [
  ['Choteau', 'MT', '59422'],
  ['Cut Bank', 'MT', '59427'],
  ['Wibaux', 'MT', '59353'],
  ['Hysham', 'MT', '59038'],
  ['Malta', 'MT', '59538'],
  ['Kemmerer', 'WY', '83101'],
  ['Lovell', 'WY', '82431'],
  ['Greybull', 'WY', '82426'],
  ['Saratoga', 'WY', '82331'],
  ['Driggs', 'ID', '83422'],
  ['Mackay', 'ID', '83251'],
  ['Arco', 'ID', '83213'],
  ['Weiser', 'ID', '83672'],
]

const MONTHS = [
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

/** How a family prints its dates (examples for 2026-01-05). */
export type DateStyle =
  | 'd-mon-y' // 5-Jan-2026
  | 'd-mon-yy' // 5-Jan-26 (typed into a narrow form box)
  | 'mon-dot-th' // Jan. 5th, 2026
  | 'ymd-slash' // 2026/01/05
  | 'dmy-dot' // 05.01.2026 (only where the page says it is day first)
  | 'month-d-y' // January 5, 2026
  | 'mdy' // 01/05/2026
  | 'iso' // 2026-01-05
  | 'day-of' // 5th day of January, 2026 (the words "the" and "day" are part of the value)
  | 'm-d-y' // 1/5/2026
  | 'mon-d-y' // JAN 05 2026
  | 'mdy-dash' // 01-05-2026
  | 'month-th' // January 5th, 2026
  | 'mon-comma' // Jan 5, 2026
  | 'mon-dot' // Jan. 5, 2026 (May, June and July unshortened, without a full stop)
  | 'dd-mon-caps' // 05 JAN 2026
  | 'mdy-yy' // 01/05/26 (two-digit year, as an agency system types it into a narrow box)
  | 'd-month-y' // 5 January 2026
  | 'dmy-compact' // 05JAN2026 (a telex's, run together)
  | 'ymd-compact' // 20260105 (a data vendor's report, digits run together)
  | 'mon-d-yy' // Jan-05-26 (a bank system's short form)
  | 'month-dd-y' // January 05, 2026 (a word processor's merge field, the day zero-padded)
  | 'dd-mon-yyyy' // 05-JAN-2026 (a database's default, as a servicing system prints it)
  | 'weekday' // Monday, January 5, 2026 (a letter or minutes writing the day out)
  | 'y-mon-d' // 2026-Jan-05 (a loan system's report)
  | 'd-th-month-y' // 5th January 2026 (a British-trained drafter)
  | 'm-d-yy' // 1/5/26 (typed in a hurry, no zeros)

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const ordinal = (d: number): string =>
  d % 10 === 1 && d !== 11
    ? `${d}st`
    : d % 10 === 2 && d !== 12
      ? `${d}nd`
      : d % 10 === 3 && d !== 13
        ? `${d}rd`
        : `${d}th`

/** yyyy-MM-dd printed in a style. */
export function printDate(iso: string, style: DateStyle): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  const p2 = (n: number): string => String(n).padStart(2, '0')
  const month = MONTHS[m - 1] ?? 'January'
  const mon = month.slice(0, 3)
  switch (style) {
    case 'd-mon-y':
      return `${d}-${mon}-${y}`
    case 'd-mon-yy':
      return `${d}-${mon}-${p2(y % 100)}`
    case 'mon-dot-th':
      // "May" and "June"/"July" are not shortened, so they take no full stop.
      return `${month.length <= 4 ? month : `${mon}.`} ${ordinal(d)}, ${y}`
    case 'ymd-slash':
      return `${y}/${p2(m)}/${p2(d)}`
    case 'dmy-dot':
      return `${p2(d)}.${p2(m)}.${y}`
    case 'month-d-y':
      return `${month} ${d}, ${y}`
    case 'mdy':
      return `${p2(m)}/${p2(d)}/${y}`
    case 'iso':
      return `${y}-${p2(m)}-${p2(d)}`
    case 'day-of':
      return `${ordinal(d)} day of ${month}, ${y}`
    case 'm-d-y':
      return `${m}/${d}/${y}`
    case 'mon-d-y':
      return `${mon.toUpperCase()} ${p2(d)} ${y}`
    case 'mdy-dash':
      return `${p2(m)}-${p2(d)}-${y}`
    case 'month-th':
      return `${month} ${ordinal(d)}, ${y}`
    case 'mon-comma':
      return `${mon} ${d}, ${y}`
    case 'mon-dot':
      return `${month.length <= 4 ? month : `${mon}.`} ${d}, ${y}`
    case 'dd-mon-caps':
      return `${p2(d)} ${mon.toUpperCase()} ${y}`
    case 'mdy-yy':
      return `${p2(m)}/${p2(d)}/${p2(y % 100)}`
    case 'd-month-y':
      return `${d} ${month} ${y}`
    case 'dmy-compact':
      return `${p2(d)}${mon.toUpperCase()}${y}`
    case 'ymd-compact':
      return `${y}${p2(m)}${p2(d)}`
    case 'mon-d-yy':
      return `${mon}-${p2(d)}-${p2(y % 100)}`
    case 'month-dd-y':
      return `${month} ${p2(d)}, ${y}`
    case 'dd-mon-yyyy':
      return `${p2(d)}-${mon.toUpperCase()}-${y}`
    case 'y-mon-d':
      return `${y}-${mon}-${p2(d)}`
    case 'd-th-month-y':
      return `${ordinal(d)} ${month} ${y}`
    case 'm-d-yy':
      return `${m}/${d}/${p2(y % 100)}`
    case 'weekday':
      return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${month} ${d}, ${y}`
  }
}

/** How a family prints money (examples for 1250000). */
export type MoneyStyle =
  | 'dollars' // $1,250,000 (cents only when there are any)
  | 'cents' // $1,250,000.00
  | 'bare-cents' // 1,250,000.00
  | 'plain' // 1250000 (cents only when there are any), an export's number
  | 'usd-m' // USD 1.25M (limits only: whole thousands)
  | 'million' // $1.25 million (limits only: whole thousands)
  | 'spaced' // 1 250 000 (cents after a point when there are any)
  | 'usd-spaced' // USD 1 250 000
  | 'k' // $1,250K (limits only: whole thousands)
  | 'usd' // USD 1,250,000 (cents only when there are any)
  | 'dollar-space' // $ 1,250,000 (a right-aligned column with the sign at its left)
  | 'm2' // $1.25M (limits only: whole thousands)
  | 'bare' // 1,250,000 (cents only when there are any; the column header says dollars)
  | 'mm' // $1.25MM (limits only: whole thousands; a banker's millions)
  | 'usd-suffix' // 1,250,000 USD (cents only when there are any; an auditor's schedule)
  | 'dollar-bare-cents' // $1250000.00 (a settlement system's field, no separators)
  | 'usd-tight' // USD1,250,000 (a bank's system, no space after the code)
  | 'dollars-word' // 1,250,000 Dollars (a legal drafter's, the unit written out)

const grouped = (n: number, sep: string, cents: boolean): string => {
  const whole = Math.trunc(Math.round(n * 100) / 100)
  const frac = Math.round((n - whole) * 100)
  const body = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
  return cents || frac !== 0 ? `${body}.${String(frac).padStart(2, '0')}` : body
}

/** 1250000 → "1.25", 1235000 → "1.235", 980000 → "0.98" (millions, no trailing zeros). */
const millions = (n: number): string => String(Math.round(n / 1000) / 1000)

/** An amount printed in a style. */
export function printMoney(n: number, style: MoneyStyle): string {
  switch (style) {
    case 'dollars':
      return `$${grouped(n, ',', false)}`
    case 'cents':
      return `$${grouped(n, ',', true)}`
    case 'bare-cents':
      return grouped(n, ',', true)
    case 'plain':
      return String(Math.round(n * 100) / 100)
    case 'usd-m':
      return `USD ${millions(n)}M`
    case 'million':
      return `$${millions(n)} million`
    case 'spaced':
      return grouped(n, ' ', false)
    case 'usd-spaced':
      return `USD ${grouped(n, ' ', false)}`
    case 'k':
      return `$${grouped(Math.round(n / 1000), ',', false)}K`
    case 'usd':
      return `USD ${grouped(n, ',', false)}`
    case 'dollar-space':
      return `$ ${grouped(n, ',', false)}`
    case 'm2':
      return `$${millions(n)}M`
    case 'bare':
      return grouped(n, ',', false)
    case 'mm':
      return `$${millions(n)}MM`
    case 'usd-suffix':
      return `${grouped(n, ',', false)} USD`
    case 'dollar-bare-cents':
      return `$${(Math.round(n * 100) / 100).toFixed(2)}`
    case 'usd-tight':
      return `USD${grouped(n, ',', false)}`
    case 'dollars-word':
      return `${grouped(n, ',', false)} Dollars`
  }
}

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)
