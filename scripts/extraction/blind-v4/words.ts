/**
 * The fourth blind set's own name pools and print formats. The three earlier blind sets became
 * development data once they were measured and read, so none of their names (nor the development
 * generator's) is used here: a value the engine finds only because it has met the name before would
 * not measure how it generalises. Every company, person and street here is made up.
 */

/** Lines of business the families are drawn from. */
export type Line =
  | 'homeowners'
  | 'condoMaster'
  | 'landlord'
  | 'flood'
  | 'vacant'
  | 'manufactured'
  | 'lenderPlaced'
  | 'commercial'

/** Insurers by the lines they write. */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Lanternfish Mutual Insurance Company',
    'Corbelstone Property & Casualty Co.',
    'Saltmarsh Homeowners Reciprocal',
    'Shingleback Insurance Company of America',
  ],
  condoMaster: [
    'Belvoir Court Indemnity Corporation',
    'Corbelstone Property & Casualty Co.',
    'Terracotta Roof Insurance Company',
  ],
  landlord: [
    'Shingleback Insurance Company of America',
    'Keelboat Fire & Marine Insurance Co.',
    'Grindstone Mutual Fire Insurance Society',
  ],
  flood: [
    'Leveeside Flood Insurance Company',
    'Bayou Teche Property Insurance Co.',
    'Tideline Harbor Insurance Company',
  ],
  vacant: [
    'Empty Nest Specialty Insurance Company',
    'Keelboat Fire & Marine Insurance Co.',
    'Halyard Excess & Surplus Insurance Corp.',
  ],
  manufactured: [
    'Trailhead Manufactured Housing Insurance Co.',
    'Grindstone Mutual Fire Insurance Society',
    'Schooner Plains Insurance Company',
  ],
  lenderPlaced: [
    'Escrowline Specialty Insurance Company',
    'Halyard Excess & Surplus Insurance Corp.',
    'Safeguard Cove Insurance Company',
  ],
  commercial: [
    'Joist & Rafter Commercial Insurance Company',
    'Belvoir Court Indemnity Corporation',
    'Ironmonger Mutual Assurance Co.',
    'Terracotta Roof Insurance Company',
  ],
}

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
  'Gristmill Savings Bank',
  'Nightjar Federal Credit Union',
  'Amberjack Mortgage Company',
  'Northlight Home Finance, LLC',
  'Copperline National Bank',
  'Wren & Thistle Mortgage Servicing',
  'Kittatinny Valley Bank, N.A.',
  'Sandhill Crane Lending Corp.',
  'Bramblecrest Credit Union',
  'Merigate Loan Servicing, Inc.',
]

export const AGENCIES: readonly string[] = [
  'Tollefsen Insurance Agency',
  'Bobolink Risk Advisors',
  'Rautiainen & Oduya Insurance Group',
  'Chickadee Hill Insurance Services',
  'Brightwell Agency, Inc.',
  'Pettibone Insurance Partners',
  'Larkmead & Vale Insurance',
  'Coastline Shield Agency LLC',
  'Ostrander Family Insurance',
]

export const GIVEN_NAMES: readonly string[] = [
  'Adaeze',
  'Anselm',
  'Clementine',
  'Bronwyn',
  'Cordelia',
  'Dagny',
  'Greta',
  'Hamish',
  'Ilse',
  'Joaquin',
  'Kirsi',
  'Evander',
  'Fenella',
  'Isolde',
  'Oona',
  'Priyanka',
  'Kasimir',
  'Stellan',
  'Thandiwe',
  'Ulysses',
]

export const FAMILY_NAMES: readonly string[] = [
  'Abernathy-Osei',
  'Bergqvist',
  'Blomqvist',
  'Dunleavy',
  'Ekwueme',
  'Falkenrath',
  'Gallagher-Ruiz',
  'Hollingworth',
  'Ishikawa',
  'Jaramillo',
  'Chukwuma',
  'Jablonski',
  'Montgomery-Ash',
  'Prendergast',
  'Ortiz-Beaumont',
  'Vasconcelos',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Cyclery',
  'Patisserie',
  'Reupholstery',
  'Cidery',
  'Taproom',
  'Apartments',
  'Dental Arts',
  'Letterpress',
  'Ironworks',
  'Icehouse',
]

export const ENTITY_SUFFIXES: readonly string[] = [
  'LLC',
  'Inc.',
  'Corp.',
  'LLP',
  'Partners',
  'Group',
]

export const STREET_NAMES: readonly string[] = [
  'Buttonwood',
  'Kingfisher',
  'Old Tannery',
  'Whippoorwill',
  'Silo',
  'Sweetgum',
  'Lighthouse',
  'Pinwheel',
  'Sorrel',
  'Mockingbird Hill',
  'Cider Press',
  'Teal',
  'Turnstone',
  'Stonecutter',
  'Weathervane',
]

export const STREET_TYPES: readonly string[] = [
  'Road',
  'Rd.',
  'Avenue',
  'Ave',
  'Lane',
  'Ln.',
  'Court',
  'Ct',
  'Trail',
  'Parkway',
  'Row',
]

/** [city, state, ZIP, flood-prone]. */
export const PLACES: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['Thibodaux', 'LA', '70301', true],
  ['Bluffton', 'SC', '29910', true],
  ['Port Aransas', 'TX', '78373', true],
  ['Ocracoke', 'NC', '27960', true],
  ['Chincoteague', 'VA', '23336', true],
  ['Davenport', 'IA', '52801', true],
  ['Grand Forks', 'ND', '58201', true],
  ['Brigantine', 'NJ', '08203', true],
  ['Oskaloosa', 'IA', '52577', false],
  ['Prescott', 'AZ', '86301', false],
  ['Flagstaff', 'AZ', '86001', false],
  ['Cortland', 'NY', '13045', false],
  ['Oneonta', 'NY', '13820', false],
  ['Burlington', 'VT', '05401', false],
  ['Durango', 'CO', '81301', false],
  ['Guthrie', 'OK', '73044', false],
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
  | 'iso' // 2026-01-05 (the XML export)

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
  }
}

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)
