/**
 * The third blind set's own name pools and print formats. The two earlier blind sets became
 * development data once they were measured and read, so none of their names (nor the development
 * generator's) is used here: a value the engine finds only because it has met the name before would
 * not measure how it generalises. Every company, person and street here is made up.
 */

/** Lines of business the families are drawn from. */
export type Line =
  'homeowners' | 'condo' | 'landlord' | 'dwelling' | 'windHail' | 'earthquake' | 'commercial'

/** Insurers by the lines they write. */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Marramgrass Mutual Insurance Company',
    'Hearthward Insurance Co.',
    'Vireo Peak Property & Casualty',
    'Ashgrove Reciprocal Insurance Exchange',
  ],
  condo: [
    'Hearthward Insurance Co.',
    'Palisade Row Indemnity Company',
    'Blue Heron Tower Insurance Corp.',
  ],
  landlord: [
    'Quarrystone Property Insurers, Inc.',
    'Vireo Peak Property & Casualty',
    'Oxbow Lane Fire Insurance Company',
  ],
  dwelling: [
    'Oxbow Lane Fire Insurance Company',
    'Kettle Moraine Farmers Mutual Fire Association',
    'Quarrystone Property Insurers, Inc.',
  ],
  windHail: [
    'Gulfward Windstorm Insurance Company',
    'Seawall Specialty Insurance Co.',
    'Marsh Hen Surplus Lines Insurance Company',
  ],
  earthquake: [
    'Fault Line Mutual Earthquake Insurers',
    'Tessellate Indemnity Co.',
    'Sierra Rampart Specialty Insurance Company',
  ],
  commercial: [
    'Lintel & Mortise Commercial Insurance Co.',
    'Palisade Row Indemnity Company',
    'Bascule Bridge Assurance Corporation',
    'Gantry Mutual Insurance Company',
  ],
}

/** A short brand per insurer, printed as a logo-like header (never the answer on its own). */
export function brandOf(carrier: string): string {
  const words = carrier
    .replace(/[,.&]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !/^(Insurance|Company|Co|Inc|Corp|Corporation|Insurers)$/i.test(w))
  return words.slice(0, 2).join(' ')
}

export const LENDERS: readonly string[] = [
  'Quoddy Bay Savings Institution',
  'Harvest Moon Federal Credit Union',
  'Wickersham Trust & Savings, N.A.',
  'Bittern Creek Mortgage Corp.',
  'Cloverhitch Home Loans LLC',
  'Osceola Ridge Bank',
  'Cardinal Thicket Lending, Inc.',
  'Fernhill Mortgage Servicing',
  'Twin Kettle Community Bank',
  'Stillwater Pointe Financial, FSB',
]

export const AGENCIES: readonly string[] = [
  'Arbuckle-Nyquist Insurance Agency',
  'Lodgepole Insurance Brokers',
  'Sundial Risk & Insurance LLC',
  'Cheng & Vasquez-Holm Insurance',
  'Flintlock Agency Group',
  'Bluestem Insurance Services, Inc.',
  'Weatherly Oaks Insurance',
  'Morningside Brokerage Partners',
  'Quince & Ivey Agency',
]

export const GIVEN_NAMES: readonly string[] = [
  'Annika',
  'Bertrand',
  'Cosima',
  'Dashiell',
  'Eulalia',
  'Fintan',
  'Giedre',
  'Horatio',
  'Ingeborg',
  'Jovan',
  'Kalani',
  'Lucinda',
  'Marguerite',
  'Nikolai',
  'Olamide',
  'Parveen',
  'Rainer',
  'Solveig',
  'Tiberius',
  'Wilhelmina',
]

export const FAMILY_NAMES: readonly string[] = [
  'Agyemang-Kloss',
  'Brannigan',
  'Cienfuegos',
  'Drobny',
  'Eskildsen',
  'Fitzwarren',
  'Grzybowski',
  'Haverkamp',
  'Iwasaki',
  'Jankowitz',
  'Kilbride',
  'Lundgaard',
  'Marchetti',
  'Nwachukwu',
  'Quiñones',
  'Rasmussen',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Sash & Door',
  'Coffee Roasters',
  'Pet Hospital',
  'Printing & Signs',
  'Auto Glass',
  'Storage Partners',
  'Realty Trust',
  'Tortilleria',
  'Machine Shop',
  'Lofts',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Co.', 'PLLC', 'LP', 'Holdings']

export const STREET_NAMES: readonly string[] = [
  'Meadowlark',
  'Bluff Top',
  'Sycamore Knoll',
  'Larch',
  'Pumpkin Vine',
  'Cormorant',
  'Windlass',
  'Brickyard',
  'Foxglove',
  'Sawmill Run',
  'Chokecherry',
  'Tanager',
  'Copper Beech',
  'Wagon Wheel',
]

export const STREET_TYPES: readonly string[] = [
  'Street',
  'St.',
  'Drive',
  'Dr',
  'Boulevard',
  'Blvd.',
  'Terrace',
  'Way',
  'Circle',
  'Pike',
  'Loop',
]

/** [city, state, ZIP, coastal (wind/hail), seismic (earthquake)]. */
export const PLACES: ReadonlyArray<readonly [string, string, string, boolean, boolean]> = [
  ['Astoria', 'OR', '97103', true, true],
  ['Kitty Hawk', 'NC', '27949', true, false],
  ['Rockport', 'TX', '78382', true, false],
  ['Apalachicola', 'FL', '32320', true, false],
  ['Myrtle Beach', 'SC', '29577', true, false],
  ['Salinas', 'CA', '93901', false, true],
  ['Santa Rosa', 'CA', '95401', false, true],
  ['Bellingham', 'WA', '98225', false, true],
  ['Reno', 'NV', '89501', false, true],
  ['Eureka', 'CA', '95501', true, true],
  ['Hilo', 'HI', '96720', true, true],
  ['Decorah', 'IA', '52101', false, false],
  ['Emporia', 'KS', '66801', false, false],
  ['Boone', 'NC', '28607', false, false],
  ['Paducah', 'KY', '42001', false, false],
  ['Missoula', 'MT', '59801', false, true],
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** How a family prints its dates (examples for 2026-01-05). */
export type DateStyle =
  | 'mon-d-y' // Jan 5, 2026
  | 'iso' // 2026-01-05
  | 'yyyymmdd' // 20260105 (a mainframe print)
  | 'mdy-short' // 1/5/26
  | 'weekday' // Monday, January 5, 2026
  | 'MON-DD-YYYY' // JAN 05 2026
  | 'mdy-dash' // 01-05-2026
  | 'd-month-y' // 5 January 2026
  | 'mdy' // 01/05/2026

/** yyyy-MM-dd printed in a style. */
export function printDate(iso: string, style: DateStyle): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number)
  const p2 = (n: number): string => String(n).padStart(2, '0')
  const month = MONTHS[m - 1] ?? 'January'
  const mon = month.slice(0, 3)
  switch (style) {
    case 'mon-d-y':
      return `${mon} ${d}, ${y}`
    case 'iso':
      return `${y}-${p2(m)}-${p2(d)}`
    case 'yyyymmdd':
      return `${y}${p2(m)}${p2(d)}`
    case 'mdy-short':
      return `${m}/${d}/${p2(y % 100)}`
    case 'weekday': {
      const wd = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? 'Monday'
      return `${wd}, ${month} ${d}, ${y}`
    }
    case 'MON-DD-YYYY':
      return `${mon.toUpperCase()} ${p2(d)} ${y}`
    case 'mdy-dash':
      return `${p2(m)}-${p2(d)}-${y}`
    case 'd-month-y':
      return `${d} ${month} ${y}`
    case 'mdy':
      return `${p2(m)}/${p2(d)}/${y}`
  }
}

/** How a family prints money (examples for 1250000). */
export type MoneyStyle =
  | 'dollars' // $1,250,000 (cents only when there are any)
  | 'cents' // $1,250,000.00
  | 'plain-cents' // 1250000.00
  | 'raw' // 1250000 (cents only when there are any: 1234.5), as a JSON number
  | 'usd-before' // USD 1,250,000
  | 'bare-cents' // 1,250,000.00

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
    case 'plain-cents':
      return grouped(n, '', true)
    case 'raw':
      return String(Math.round(n * 100) / 100)
    case 'usd-before':
      return `USD ${grouped(n, ',', false)}`
    case 'bare-cents':
      return grouped(n, ',', true)
  }
}

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)
