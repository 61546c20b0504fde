/**
 * The fifteenth blind set's own name pools and print formats. The earlier blind sets become
 * development data once they are measured and read, so none of their names (nor the development
 * generator's) is used here: a value the engine finds only because it has met the name before
 * would not measure how it generalises. Every company, person and street here is made up. The
 * print formats are the fourteenth set's (copied), with three more date styles ("January 05,
 * 2026", "05-JAN-2026", "Monday, January 5, 2026") and two more money styles ("1,250,000 USD",
 * "$1250000.00").
 */

/** Lines of business the families are drawn from. */
export type Line = 'homeowners' | 'landlord' | 'commercial'

/** Insurers by the lines they write (some long, as a certificate box has to hold them). */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Selvedge Mutual Insurance Company',
    'Jacquard Home & Fire Assurance Co.',
    'Chambray Property and Casualty Insurance Company',
    'Gingham Township Farmers Mutual Fire Insurance Association of Waukon County',
  ],
  landlord: [
    'Twill Dwelling Insurance Company',
    'Jacquard Home & Fire Assurance Co.',
    'Percale Residential Property Mutual',
  ],
  commercial: [
    'Damask Indemnity Corporation',
    'Loden Commercial Insurance Co.',
    'Organza Specialty Casualty Company of Nebraska',
  ],
}

/** Other carriers a page names beside the answer (liability, auto, umbrella, a prior insurer). */
export const OTHER_CARRIERS: readonly string[] = [
  'Muslin Automobile Insurance Company',
  'Calico General Insurance Co.',
  'Tweed Casualty Company',
  'Madder Workers Compensation Mutual',
]

/** A state's insurer of last resort (a FAIR plan writes the fire policy; never a private carrier). */
export const FAIR_PLANS: readonly string[] = [
  'Dimity FAIR Plan Association',
  'Kersey Property Insurance Placement Facility',
]

/** Firms that write to the lender's borrower or about it (never an answer of their own). */
export const AUDITORS: readonly string[] = ['Fustian & Baize LLP', 'Nankeen, Sateen & Co., CPAs']
export const SETTLEMENT_AGENTS: readonly string[] = [
  'Heddle Title & Escrow, Inc.',
  'Shuttle Settlement Services, LLC',
]
export const RECEIVERS: readonly string[] = [
  'Bobbin Receivership Services, LLC',
  'Treadle Asset Stewardship, Inc.',
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
  'Findhorn Federal Credit Union',
  'Deveron Home Mortgage, LLC',
  'Ythan Savings Bank',
  'Tummel Loan Servicing Corp.',
  'First Lochy National Bank',
  'Nairn Bank & Trust',
  'Ettrick Community Lending, Inc.',
  'Teviot and Ettrick Federal Savings and Loan Association of the Border Dales',
]

export const AGENCIES: readonly string[] = [
  'Trelawny Insurance Agency, Inc.',
  'Polperro & Zennor Insurance',
  'Porthleven Risk Partners',
  'Lanivet-Bodmin Insurance Services LLC',
  'Mevagissey Insurance Brokerage',
  'Camborne Agency Group',
  'Lostwithiel & Liskeard Insurance Associates',
  'Mevagissey-Camborne Insurance Center',
]

export const GIVEN_NAMES: readonly string[] = [
  'Tiit',
  'Mart',
  'Peeter',
  'Reet',
  'Jaak',
  'Kersti',
  'Margus',
  'Enn',
  'Heino',
  'Viive',
  'Aivar',
  'Malle',
  'Tarmo',
  'Sulev',
  'Helju',
  'Kalju',
  'Leida',
]

export const FAMILY_NAMES: readonly string[] = [
  'Camilleri',
  'Farrugia',
  'Zammit',
  'Vella',
  'Grech',
  'Micallef',
  'Spiteri',
  'Azzopardi',
  'Cassar',
  'Galea',
  'Xuereb',
  'Mifsud',
  'Bonnici',
  'Schembri-Cutajar',
  'Debono',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Luthiers',
  'Clockmakers',
  'Basketmakers',
  'Papermakers',
  'Dyers',
  'Fullers',
  'Spinners',
  'Carders',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Holdings LLC', 'Ltd.', 'LP']

export const STREET_NAMES: readonly string[] = [
  'Olivine',
  'Garnet',
  'Mica',
  'Quartzite',
  'Jadeite',
  'Rhodonite',
  'Serpentine',
  'Chalcedony',
  'Gneiss',
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
  ['Valentine', 'NE', '69201'],
  ['Broken Bow', 'NE', '68822'],
  ['Ogallala', 'NE', '69153'],
  ['Cozad', 'NE', '69130'],
  ['Alliance', 'NE', '69301'],
  ['Chadron', 'NE', '69337'],
  ['Hugoton', 'KS', '67951'],
  ['Atwood', 'KS', '67730'],
  ['Colby', 'KS', '67701'],
  ['Oakley', 'KS', '67748'],
  ['Tyndall', 'SD', '57066'],
  ['Faith', 'SD', '57626'],
  ['Lemmon', 'SD', '57638'],
  ['Bowman', 'ND', '58623'],
  ['Waukon', 'IA', '52172'],
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
  }
}

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)
