/**
 * The eleventh blind set's own name pools and print formats. The ten earlier blind sets became
 * development data once they were measured and read, so none of their names (nor the development
 * generator's) is used here: a value the engine finds only because it has met the name before would
 * not measure how it generalises. Every company, person and street here is made up. The print
 * formats are the tenth set's (copied), with its money style ("$300,000.00" in words and
 * figures is built by the families from `dollarsInWords`).
 */

/** Lines of business the families are drawn from. */
export type Line = 'homeowners' | 'landlord' | 'commercial'

/** Insurers by the lines they write (some long, as a certificate box has to hold them). */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Quillback Mutual Insurance Company',
    'Plover Home & Fire Assurance Co.',
    'Greyling Property and Casualty Insurance Company',
    'Tolt River Grange Mutual Fire Insurance Association of King County',
  ],
  landlord: [
    'Marten Dwelling Fire Insurance Company',
    'Plover Home & Fire Assurance Co.',
    'Fisher Cat Rental Property Mutual',
  ],
  commercial: [
    'Wolverine Ridge Indemnity Corporation',
    'Pika Commercial Insurance Co.',
    'Ermine Specialty Casualty Company of Nebraska',
  ],
}

/** Other carriers a page names beside the answer (an auto policy, a warranty, a reinsurer). */
export const OTHER_CARRIERS: readonly string[] = [
  'Vole Automobile Insurance Company',
  'Shrew Valley General Insurance Co.',
  'Muskrat Casualty Company',
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
  'Paonia Federal Credit Union',
  'Hotchkiss Home Mortgage, LLC',
  'Crawford Savings Bank',
  'Cedaredge Loan Servicing Corp.',
  'First Olathe National Bank',
  'Nucla Bank & Trust',
  'Naturita Community Lending, Inc.',
  'Uncompahgre Basin Federal Savings and Loan Association of Western Colorado',
]

export const AGENCIES: readonly string[] = [
  'Tresidder Insurance Agency, Inc.',
  'Penrose & Trevithick Insurance',
  'Polglase Risk Partners',
  'Chenoweth-Pascoe Insurance Services LLC',
  'Kitto Insurance Brokerage',
  'Rowse Agency Group',
  'Nankivell & Jory Insurance Associates',
  'Treloar Insurance Center',
]

export const GIVEN_NAMES: readonly string[] = [
  'Wojciech',
  'Brigida',
  'Bogna',
  'Dorota',
  'Eligiusz',
  'Felka',
  'Grzegorz',
  'Halina',
  'Ignacy',
  'Jadwiga',
  'Kazimiera',
  'Leszek',
  'Marzena',
  'Norbert',
  'Olenka',
  'Przemek',
  'Radomir',
  'Stanisia',
  'Teodor',
  'Wiesia',
]

export const FAMILY_NAMES: readonly string[] = [
  'Prideaux',
  'Trewartha',
  'Polkinghorne',
  'Angove-Mensah',
  'Carlyon',
  'Hocking',
  'Jago',
  'Pengelly-Ruiz',
  'Roskilly',
  'Tonkin',
  'Vosper',
  'Woolcock',
  'Bolitho',
  'Trounson',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Glassblowers',
  'Tinsmiths',
  'Lapidary Works',
  'Enamelworks',
  'Rivet Fabrication',
  'Bellfounders',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Holdings LLC', 'Ltd.', 'Co.']

export const STREET_NAMES: readonly string[] = [
  'Cinnabar',
  'Malachite',
  'Azurite',
  'Pyrite',
  'Gypsum',
  'Beryl',
  'Tourmaline',
  'Jasper',
  'Agate',
  'Obsidian',
  'Basalt',
  'Chert',
  'Dolomite',
  'Zircon',
]

export const STREET_TYPES: readonly string[] = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Drive',
  'Dr',
  'Way',
  'Place',
  'Pl',
  'Terrace',
]

/** [city, state, ZIP]. */
export const PLACES: ReadonlyArray<readonly [string, string, string]> = [
  ['Crestone', 'CO', '81131'],
  ['Creede', 'CO', '81130'],
  ['Rico', 'CO', '81332'],
  ['Oatman', 'AZ', '86433'],
  ['Chloride', 'AZ', '86431'],
  ['Pioche', 'NV', '89043'],
  ['Tonopah', 'NV', '89049'],
  ['Goldfield', 'NV', '89013'],
  ['Randsburg', 'CA', '93554'],
  ['Calumet', 'MI', '49913'],
  ['Lutsen', 'MN', '55612'],
  ['Tofte', 'MN', '55615'],
  ['Bayfield', 'WI', '54814'],
  ['Cimarron', 'NM', '87714'],
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
