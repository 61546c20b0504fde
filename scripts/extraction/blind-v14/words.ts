/**
 * The fourteenth blind set's own name pools and print formats. The earlier blind sets become
 * development data once they are measured and read, so none of their names (nor the development
 * generator's) is used here: a value the engine finds only because it has met the name before
 * would not measure how it generalises. Every company, person and street here is made up. The
 * print formats are the thirteenth set's (copied), with two more date styles ("20260105",
 * "Jan-05-26") and one more money style ("$1.25MM").
 */

/** Lines of business the families are drawn from. */
export type Line = 'homeowners' | 'landlord' | 'commercial'

/** Insurers by the lines they write (some long, as a certificate box has to hold them). */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Colophon Mutual Insurance Company',
    'Quire Home & Fire Assurance Co.',
    'Octavo Property and Casualty Insurance Company',
    'Folio Creek Township Mutual Fire Insurance Association of Ottertail County',
  ],
  landlord: [
    'Deckle Dwelling Insurance Company',
    'Quire Home & Fire Assurance Co.',
    'Kerning Rental Property Mutual',
  ],
  commercial: [
    'Vellum Indemnity Corporation',
    'Ligature Commercial Insurance Co.',
    'Incunabula Specialty Casualty Company of Delaware',
  ],
}

/** Other carriers a page names beside the answer (liability, auto, umbrella, a prior insurer). */
export const OTHER_CARRIERS: readonly string[] = [
  'Pilcrow Automobile Insurance Company',
  'Fleuron General Insurance Co.',
  'Serif Casualty Company',
  'Verso Workers Compensation Mutual',
]

/** Wholesale brokers and underwriting managers (a bind confirmation's letterhead; never the answer). */
export const WHOLESALERS: readonly string[] = [
  'Ratline Underwriting Managers, LLC',
  'Ampersand Excess & Surplus Brokerage',
  'Ystrad Specialty Markets Inc.',
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
  'Tiree Federal Credit Union',
  'Islay Home Mortgage, LLC',
  'Benbecula Savings Bank',
  'Eriskay Loan Servicing Corp.',
  'First Barra National Bank',
  'Colonsay Bank & Trust',
  'Jura Community Lending, Inc.',
  'Lismore and Kerrera Federal Savings and Loan Association of the Inner Hebrides',
]

export const AGENCIES: readonly string[] = [
  'Pritchard Insurance Agency, Inc.',
  'Prydderch & Rhys Insurance',
  'Gwynedd Risk Partners',
  'Bowen-Parry Insurance Services LLC',
  'Tregaron Insurance Brokerage',
  'Llandeilo Agency Group',
  'Aberaeron & Machynlleth Insurance Associates',
  'Tregaron-Llandeilo Insurance Center',
]

export const GIVEN_NAMES: readonly string[] = [
  'Jouni',
  'Kaisa',
  'Lauri',
  'Liisa',
  'Pirjo',
  'Riikka',
  'Veikko',
  'Hannele',
  'Sirkka',
  'Tapio',
  'Maarit',
  'Raimo',
  'Seppo',
  'Outi',
  'Jyrki',
  'Tarja',
  'Kyosti',
]

export const FAMILY_NAMES: readonly string[] = [
  'Ibarguren',
  'Arrizabalaga',
  'Olabarrieta',
  'Urrutikoetxea',
  'Aranburu',
  'Iturriaga',
  'Agirre-Walsh',
  'Elizondo',
  'Azpilikueta',
  'Uribe-Okafor',
  'Lasagabaster',
  'Gorostiaga',
  'Ormaetxea',
  'Bengoetxea',
  'Ugarteburu',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Fletchers',
  'Lapidaries',
  'Joiners',
  'Plasterers',
  'Slaters',
  'Wainwrights',
  'Hatters',
  'Gilders',
  'Engravers',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Holdings LLC', 'Ltd.', 'LP']

export const STREET_NAMES: readonly string[] = [
  'Borage',
  'Comfrey',
  'Hyssop',
  'Marjoram',
  'Burnet',
  'Fennel',
  'Angelica',
  'Costmary',
  'Mugwort',
  'Feverfew',
  'Valerian',
  'Savory',
]

export const STREET_TYPES: readonly string[] = [
  'Street',
  'St',
  'Avenue',
  'Ave.',
  'Road',
  'Rd.',
  'Lane',
  'Drive',
  'Court',
  'Boulevard',
  'Trail',
  'Circle',
]

/** [city, state, ZIP]. */
export const PLACES: ReadonlyArray<readonly [string, string, string]> = [
  ['Walhalla', 'ND', '58282'],
  ['Ten Sleep', 'WY', '82442'],
  ['Medicine Bow', 'WY', '82329'],
  ['Chinook', 'MT', '59523'],
  ['Ekalaka', 'MT', '59324'],
  ['Alpine', 'TX', '79830'],
  ['Terlingua', 'TX', '79852'],
  ['Fort Davis', 'TX', '79734'],
  ['Stanley', 'ID', '83278'],
  ['Challis', 'ID', '83226'],
  ['Joseph', 'OR', '97846'],
  ['Mosquero', 'NM', '87733'],
  ['Magdalena', 'NM', '87825'],
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
  }
}

/** The normal form of an amount in the truth files (what the scorer compares numerically). */
export const amount = (n: number): string => String(Math.round(n * 100) / 100)

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function under1000(n: number): string {
  const h = Math.floor(n / 100)
  const r = n % 100
  const rest =
    r < 20
      ? (ONES[r] ?? '')
      : `${TENS[Math.floor(r / 10)] ?? ''}${r % 10 ? `-${ONES[r % 10]}` : ''}`
  return [h > 0 ? `${ONES[h]} Hundred` : '', rest].filter((x) => x !== '').join(' ')
}

/** Whole dollars in words, as a cheque or a letter writes them: "Two Hundred Fifty Thousand". */
export function dollarsInWords(n: number): string {
  const whole = Math.round(n)
  if (whole === 0) return 'Zero'
  const parts: string[] = []
  const scales: Array<[number, string]> = [
    [1e6, 'Million'],
    [1e3, 'Thousand'],
    [1, ''],
  ]
  let left = whole
  for (const [size, name] of scales) {
    const k = Math.floor(left / size)
    left %= size
    if (k > 0) parts.push(`${under1000(k)}${name ? ` ${name}` : ''}`)
  }
  return parts.join(' ')
}
