/**
 * The second blind set's own name pools and print formats. The first blind set's pools became
 * development data once it was measured, so none of its names (nor the development generator's)
 * is used here: a value the engine recognises only because it has seen the name before would not
 * measure generalisation. Every company and person here is made up.
 */

/** Lines of business the families are drawn from. */
export type Line =
  | 'homeowners'
  | 'condo'
  | 'landlord'
  | 'dwelling'
  | 'farm'
  | 'builders'
  | 'manufactured'
  | 'excessFlood'
  | 'commercial'

/** Insurers by the lines they write. */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Wren Hollow Mutual Insurance Co.',
    'Bellwether Home Insurers',
    'Kestrel Valley Fire & Marine Insurance Co.',
    'Sable Creek Reciprocal Exchange',
  ],
  condo: [
    'Bellwether Home Insurers',
    'Lantern Square Indemnity Company',
    'Ferrous Bay Insurance Corporation',
  ],
  landlord: [
    'Tenbury Property Insurance Company',
    'Kestrel Valley Fire & Marine Insurance Co.',
    'Drumlin Specialty Underwriters, Inc.',
  ],
  dwelling: [
    'Ossory Mutual Fire Association',
    'Tenbury Property Insurance Company',
    'Quillan Casualty & Surety Company',
  ],
  farm: [
    'Heartland Grange Mutual Insurance Company',
    'Coulee Farm Bureau Mutual',
    'Prairie Sentinel Agricultural Insurance Co.',
  ],
  builders: [
    'Girder & Truss Specialty Insurance Company',
    'Quillan Casualty & Surety Company',
    'Ashlar Builders Indemnity Corp.',
  ],
  manufactured: [
    'Homestead Modular Insurance Company',
    'Lodestar Manufactured Housing Insurers',
    'Sable Creek Reciprocal Exchange',
  ],
  excessFlood: [
    'Tidemark Excess & Surplus Lines Insurance Co.',
    'Breakwater Specialty Insurance Company',
    'Levee Point Syndicate 4471 at Lloyd’s',
  ],
  commercial: [
    'Corbel Commercial Insurance Company',
    'Ferrous Bay Insurance Corporation',
    'Whitlock General Assurance Company',
    'Drumlin Specialty Underwriters, Inc.',
  ],
}

/** A short mark per insurer, printed as a logo (never the answer on its own). */
export function logoMark(carrier: string): string {
  const words = carrier
    .replace(/[,.&’']/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !/^(Insurance|Company|Co|Inc|Corp|Corporation|of|at)$/i.test(w))
  return words.slice(0, 2).join(' ').toUpperCase()
}

export const LENDERS: readonly string[] = [
  'Greywater Federal Savings',
  'Cindercone Credit Union',
  'Marlowe Trust Company, N.A.',
  'Pelican Harbor Mortgage Co.',
  'Rookwood Home Finance LLC',
  'Sterling Pike Bank',
  'Ninebark Lending Services',
  'Tollgate Community Bank',
  'Juniper Flats Farm Credit, ACA',
  'Ambermill Savings Bank, FSB',
  'Calloway Manufactured Home Lending',
  'Orchard Lane Bancorp',
]

export const AGENCIES: readonly string[] = [
  'Peregrine & Shaw Insurance',
  'Millbrook Risk Advisors',
  'Trellis Insurance Agency LLC',
  'Fenwick-Osei Insurance Group',
  'Northgate Brokerage Co.',
  'Half Moon Bay Insurance Services',
  'Ridgeback Agency, Inc.',
  'Coppermine Insurance Partners',
  'Saltbox Insurance Agency',
  'Yarrow & Finch Brokers',
]

export const GIVEN_NAMES: readonly string[] = [
  'Agnieszka',
  'Bartholomew',
  'Chidinma',
  'Desmond',
  'Esperanza',
  'Florian',
  'Gwendolyn',
  'Henrik',
  'Itzel',
  'Jarrah',
  'Keziah',
  'Leopold',
  'Mireille',
  'Nnamdi',
  'Ottoline',
  'Perpetua',
  'Quentin',
  'Rosalind',
  'Svetlana',
  'Tobias',
]

export const FAMILY_NAMES: readonly string[] = [
  'Ravenscroft',
  'Oyelowo',
  'Villaseñor',
  'Thistlewood',
  'Kowalczyk',
  'Baptiste-Morrow',
  'Nakashima',
  'Featherstonhaugh',
  'Ellingboe',
  'Desrosiers',
  'Underhill',
  'Mbeki-Larsen',
  'Gallagher',
  'Prudhomme',
  'Wojciechowski',
  'Aldana',
]

/** Trades and business forms for commercial and builders' named insureds. */
export const TRADES: readonly string[] = [
  'Cabinetry',
  'Brewing Company',
  'Orthodontics',
  'Tile & Stone',
  'Bicycle Works',
  'Dry Cleaners',
  'Property Holdings',
  'Development Partners',
  'Seed & Feed',
  'Framing Contractors',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'L.P.', 'Ltd.', 'LLP', 'Corp.']

export const STREET_NAMES: readonly string[] = [
  'Kittiwake',
  'Spindle Tree',
  'Loblolly',
  'Hearthstone',
  'Weatherby',
  'Saltmeadow',
  'Ironweed',
  'Bellflower',
  'Ropewalk',
  'Granary',
  'Dogwood Bend',
  'Nettlecombe',
  'Old Ferry',
  'Tinker Creek',
]

export const STREET_TYPES: readonly string[] = [
  'Road',
  'Rd.',
  'Lane',
  'Court',
  'Ct',
  'Parkway',
  'Trail',
  'Row',
  'Place',
  'Hwy',
  'Avenue',
  'Crossing',
]

/** [city, state, ZIP, coastal, rural]. */
export const PLACES: ReadonlyArray<readonly [string, string, string, boolean, boolean]> = [
  ['Hood River', 'OR', '97031', false, true],
  ['Morehead City', 'NC', '28557', true, false],
  ['Sandusky', 'OH', '44870', true, false],
  ['Fargo', 'ND', '58102', false, true],
  ['Biloxi', 'MS', '39530', true, false],
  ['Chillicothe', 'MO', '64601', false, true],
  ['St. Augustine', 'FL', '32084', true, false],
  ['Rutland', 'VT', '05701', false, true],
  ['Houma', 'LA', '70360', true, false],
  ['Bozeman', 'MT', '59715', false, true],
  ['Lewes', 'DE', '19958', true, false],
  ['Ames', 'IA', '50010', false, true],
  ['Port Arthur', 'TX', '77640', true, false],
  ['Yakima', 'WA', '98901', false, true],
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
  | 'ymd-slash' // 2026/01/05
  | 'mon-dot-ord' // Jan. 5th, 2026
  | 'dd-mon-yyyy' // 05-Jan-2026
  | 'mdy' // 01/05/2026
  | 'month-ord' // January 5th, 2026
  | 'dmy-slash' // 05/01/2026 (a bilingual page that says DD/MM/YYYY)
  | 'd-mon-y' // 5 Jan 2026
  | 'month-dd' // January 05, 2026
  | 'MONTH-D-Y' // JANUARY 5, 2026
  | 'mdy-dot' // 01.05.2026 (US order, dots)
  | 'day-of' // 5th day of January, 2026

const ordinal = (d: number): string =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`

/** yyyy-MM-dd printed in a style. */
export function printDate(iso: string, style: DateStyle): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  const p2 = (n: number): string => String(n).padStart(2, '0')
  const month = MONTHS[m - 1] ?? 'January'
  const mon = month.slice(0, 3)
  switch (style) {
    case 'ymd-slash':
      return `${y}/${p2(m)}/${p2(d)}`
    case 'mon-dot-ord':
      return `${month.length > 4 ? `${mon}.` : month} ${ordinal(d)}, ${y}`
    case 'dd-mon-yyyy':
      return `${p2(d)}-${mon}-${y}`
    case 'mdy':
      return `${p2(m)}/${p2(d)}/${y}`
    case 'month-ord':
      return `${month} ${ordinal(d)}, ${y}`
    case 'dmy-slash':
      return `${p2(d)}/${p2(m)}/${y}`
    case 'd-mon-y':
      return `${d} ${mon} ${y}`
    case 'month-dd':
      return `${month} ${p2(d)}, ${y}`
    case 'MONTH-D-Y':
      return `${month.toUpperCase()} ${d}, ${y}`
    case 'mdy-dot':
      return `${p2(m)}.${p2(d)}.${y}`
    case 'day-of':
      return `${ordinal(d)} day of ${month}, ${y}`
  }
}

/** How a family prints money (examples for 1250000). */
export type MoneyStyle =
  | 'dollars' // $1,250,000 (cents only when there are any)
  | 'cents' // $1,250,000.00
  | 'million' // $1.25 million (amounts under a million: $850,000)
  | 'spaced' // 1 250 000 (cents: 1 234.50)
  | 'bare' // 1,250,000 (cents only when there are any)
  | 'usd-after' // 1,250,000 USD

const grouped = (n: number, sep: string, cents: boolean): string => {
  const whole = Math.trunc(Math.round(n * 100) / 100)
  const frac = Math.round((n - whole) * 100)
  const body = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
  return cents || frac !== 0 ? `${body}.${String(frac).padStart(2, '0')}` : body
}

/** An amount printed in a style. */
export function printMoney(n: number, style: MoneyStyle): string {
  switch (style) {
    case 'dollars':
      return `$${grouped(n, ',', false)}`
    case 'cents':
      return `$${grouped(n, ',', true)}`
    case 'million':
      return n >= 1_000_000 && n % 10_000 === 0
        ? `$${String(Math.round(n / 10_000) / 100)} million`
        : `$${grouped(n, ',', false)}`
    case 'spaced':
      return grouped(n, ' ', false)
    case 'bare':
      return grouped(n, ',', false)
    case 'usd-after':
      return `${grouped(n, ',', false)} USD`
  }
}

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)
