/**
 * The sixth blind set's own name pools and print formats. The five earlier blind sets became
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

/** Insurers by the lines they write (some long, as a certificate box has to hold them). */
export const INSURERS: Readonly<Record<Line, readonly string[]>> = {
  homeowners: [
    'Kestrelholm Mutual Insurance Company',
    'Orchardgate Homeowners Reciprocal Insurance Exchange of the Midwest',
    'Tamarisk Hill Assurance Co.',
    'Brindlewood Property & Casualty Insurance Company',
  ],
  condoMaster: ['Guillemot Quay Indemnity Company', 'Tamarisk Hill Assurance Co.'],
  landlord: [
    'Meanderfield Bend Fire Insurance Company',
    'Brindlewood Property & Casualty Insurance Company',
    'Sailmaker Row Mutual Fire Association',
  ],
  flood: ['Tidewrack Flood Underwriters Insurance Co.', 'Meanderfield Bend Fire Insurance Company'],
  vacant: ['Lanternjaw Specialty Insurance Company', 'Sailmaker Row Mutual Fire Association'],
  manufactured: ['Hitchpin Home Insurance Company', 'Kestrelholm Mutual Insurance Company'],
  lenderPlaced: [
    'Strongroom Guaranty and Surety Insurance Company',
    'Lanternjaw Specialty Insurance Company',
  ],
  commercial: [
    'Purlinbrace & Architrave Commercial Insurance Company of North Carolina',
    'Guillemot Quay Indemnity Company',
    'Furlong Mutual Insurance Association',
    'Celadon Casualty Company of Oregon',
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
  'Quoinstone Commons Savings Bank',
  'Bramblecote Valley Federal Credit Union',
  'Shoveler Marsh Mortgage Company',
  'Sorrelwick Harbor Home Finance, LLC',
  'Weirgate National Bank and Trust Company of Eastern Pennsylvania',
  'Okonkwo & Clearbrook Mortgage Servicing',
  'Siskin Dingle Building and Loan',
  'Schist Peak Lending Corporation',
]

export const AGENCIES: readonly string[] = [
  'Velasquez-Thorn Insurance Agency',
  'Spurrey Risk Advisors',
  'Mbatha & Castellane Insurance',
  'Peddler Row Insurance Services',
  'Bluefen Agency, Inc.',
  'Tenonbury Insurance Brokers LLC',
  'Ferreira-Lund Family Insurance',
  'Heathbrook & Vane Insurance Group',
]

export const GIVEN_NAMES: readonly string[] = [
  'Auberon',
  'Briseida',
  'Corentin',
  'Dervla',
  'Ezinne',
  'Fiachra',
  'Guinevere',
  'Hilarion',
  'Ilsabet',
  'Jaroslav',
  'Kerensa',
  'Leopoldo',
  'Maelys',
  'Nikodem',
  'Oriane',
  'Parthenia',
  'Rhiannon',
  'Theodric',
]

export const FAMILY_NAMES: readonly string[] = [
  'Aldiss-Cole',
  'Balogun',
  'Castrejana',
  'Dufresne-Ollier-Webb',
  'Eriksdottir',
  'Featherstonehaugh',
  'Gwynfor',
  'Hoogendijk',
  'Ikwuemesi',
  'Jablonowski',
  'Kingsolver',
  'Lomasney',
  'Mwangi-Hart',
  'Nishimoto-Ruiz',
  'Oyebanji-Frost',
  'Pendragon-Vale',
]

/** Trades and business forms for commercial and landlord named insureds. */
export const TRADES: readonly string[] = [
  'Farriery',
  'Smokehouse',
  'Typefoundry',
  'Chandlery',
  'Tenements',
  'Stables',
  'Distillery',
  'Millinery',
  'Cideries',
  'Courtyards',
]

export const ENTITY_SUFFIXES: readonly string[] = ['LLC', 'Inc.', 'Co.', 'Partners LP', 'Corp.']

export const STREET_NAMES: readonly string[] = [
  'Quincewood',
  'Harrier',
  'Spinnaker',
  'Feldspar',
  'Fettler',
  'Bulrush',
  'Sassafras Knoll',
  'Coppersmith',
  'Hornbeam Gap',
  'Ploughshare',
  'Scutcheon',
  'Salmonberry',
  'Quaking Pond',
  'Rushlight',
]

export const STREET_TYPES: readonly string[] = [
  'Street',
  'St',
  'Road',
  'Rd.',
  'Avenue',
  'Ave',
  'Lane',
  'Ln.',
  'Court',
  'Ct',
  'Parkway',
]

/** [city, state, ZIP, flood-prone]. */
export const PLACES: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['Cedar Key', 'FL', '32320', true],
  ['Edisto Beach', 'SC', '29902', true],
  ['Matagorda', 'TX', '78382', true],
  ['Swan Quarter', 'NC', '27960', true],
  ['Grand Isle', 'LA', '70358', true],
  ['Tangier', 'VA', '23336', true],
  ['Bivalve', 'DE', '19958', true],
  ['Hannibal', 'MO', '63401', true],
  ['Lanesboro', 'IA', '52101', false],
  ['Silver City', 'NM', '88061', false],
  ['Oberlin', 'OH', '44074', false],
  ['Brattleboro', 'VT', '05301', false],
  ['Red Lodge', 'MT', '59068', false],
  ['Lindsborg', 'KS', '67456', false],
  ['Bethel', 'ME', '04217', false],
  ['Dahlonega', 'GA', '30533', false],
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
