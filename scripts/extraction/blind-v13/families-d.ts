/**
 * Families bg07–bg08: a residential earthquake policy's summary, where the deductible is a share of
 * the dwelling limit printed with its dollar amount, beside the companion homeowners policy of
 * another insurer; and a broker's cover note sent as a telex, all in capitals, with the London
 * market's words (assured, situation, sum insured, excess) and the insurers' subscription shares.
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { INSURERS, amount, printDate, printMoney } from './words'

/**
 * An earthquake policy summary: a title strip, the policy's parties in a two-column block, a
 * coverage table whose dwelling row carries the percentage deductible and its dollar amount (the
 * answer), the premium lines, the structure's facts and the lender.
 */
async function earthquake(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 42
  const R = 570
  const D = 'mon-dot' as const
  const pct = pick(rnd, [10, 15, 20, 25])
  const ded = Math.round((p.coverageAmount * pct) / 100)
  s.text('RESIDENTIAL EARTHQUAKE POLICY', L, 48, 15, true)
  s.text('Policy Summary  -  this is not a homeowners policy', L, 63, 9, false, 0.35)
  s.right(`Printed ${printDate(p.issueDate, D)}`, R, 48, 8)
  s.hline(L, R, 72, 2)
  let y = 92
  const mid = 310
  const pair = (label: string, x: number, yy: number): number => {
    s.text(label, x, yy, 7.5, true)
    return yy + 12
  }
  let ly = pair('INSURER', L, y)
  s.value('policy.carrier', txt(p.carrier), L, ly, fitSize(s, p.carrier, mid - L - 10, 10), {
    bold: true,
  })
  let ry = pair('POLICY NUMBER', mid, y)
  s.value('policy.policyNumber', txt(p.policyNumber), mid, ry, 10, { bold: true })
  y += 34
  ly = pair('POLICYHOLDER', L, y)
  s.value(
    'policy.namedInsured',
    txt(p.namedInsured),
    L,
    ly,
    fitSize(s, p.namedInsured, mid - L - 10, 10),
  )
  ry = pair('POLICY PERIOD (12:01 A.M. AT THE INSURED DWELLING)', mid, y)
  const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), mid, ry, 10)
  const to = s.text('to', endX(s, a) + 5, ry, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 5, ry, 10)
  y += 34
  ly = pair('INSURED DWELLING', L, y)
  const st = s.value('property.address', txt(p.street), L, ly, 10)
  s.text(`, ${p.city}, ${p.state}`, endX(s, st), ly, 10)
  ry = pair('YOUR AGENT', mid, y)
  s.value('policy.producer', txt(p.producer), mid, ry, fitSize(s, p.producer, R - mid, 10))
  y += 34
  const companion = pick(
    rnd,
    INSURERS.homeowners.filter((c) => c !== p.carrier),
  )
  y = s.prose(
    [
      `Companion homeowners policy: ${companion}, policy ${p.priorPolicyNumber}. Earthquake is excluded from that policy; this policy covers earthquake shake damage only.`,
    ],
    L,
    y,
    8.5,
    R - L,
  )
  // Coverage table.
  y += 8
  const cols = [210, 120, 80, 118]
  s.band(L, y, R - L, 18, 0.15)
  ;['Coverage', 'Limit of insurance', 'Deductible', 'Deductible amount'].forEach((h, i) => {
    s.text(h, L + cols.slice(0, i).reduce((q, b) => q + b, 0) + 5, y + 12.5, 8.5, true, 1)
  })
  const top = y + 18
  const rows: Array<[string, string, string, string]> = [
    ['A  Dwelling', '', `${pct}%`, ''],
    [
      'C  Personal property',
      printMoney(pick(rnd, [25000, 50000, 100000]), 'dollars'),
      `${pct}%`,
      'applies with Coverage A',
    ],
    [
      'D  Additional living expense',
      printMoney(pick(rnd, [15000, 25000, 50000]), 'dollars'),
      'none',
      '-',
    ],
    ['Building code upgrade', printMoney(pick(rnd, [10000, 20000]), 'dollars'), 'none', '-'],
    ['Emergency repairs', printMoney(1500, 'dollars'), 'none', '-'],
  ]
  s.grid(
    L,
    top,
    cols,
    rows.map(() => 17),
  )
  rows.forEach((r, i) => {
    const by = top + i * 17 + 12
    let x = L
    r.forEach((c, j) => {
      if (c !== '') s.text(c, x + 5, by, 8.5, i === 0 && j === 0)
      x += cols[j]!
    })
  })
  s.value(
    'policy.coverageAmount',
    cash(p.coverageAmount, 'dollars'),
    L + cols[0]! + 5,
    top + 12,
    8.5,
    { bold: true },
  )
  const dedPrinted: Printed = { printed: printMoney(ded, 'dollars'), normalized: amount(ded) }
  s.value('policy.deductible', dedPrinted, L + cols[0]! + cols[1]! + cols[2]! + 5, top + 12, 8.5, {
    bold: true,
  })
  y = top + rows.length * 17 + 16
  s.text(
    `The dwelling deductible is ${pct}% of the Coverage A limit and applies to each earthquake.`,
    L,
    y,
    8,
    false,
    0.35,
  )
  // Premium.
  y += 24
  s.text('PREMIUM', L, y, 10, true)
  y += 6
  s.hline(L, 330, y, 0.6)
  const retrofit = rnd() < 0.5
  const lines: Array<[string, number | null]> = [
    ['Annual earthquake premium', null],
    [
      retrofit
        ? 'Retrofit discount applied (bolted, braced cripple walls)'
        : 'No retrofit discount',
      0,
    ],
    ['Policy fee (not refundable)', p.policyFee],
    ['Total amount due', Math.round((p.premium + p.policyFee) * 100) / 100],
  ]
  for (const [label, n] of lines) {
    y += 15
    s.text(label, L, y, 9, n === null)
    if (n === null)
      s.value('policy.premium', cash(p.premium, 'cents'), 330, y, 9, { align: 'right', bold: true })
    else if (n !== 0) s.right(printMoney(n, 'cents'), 330, y, 9)
  }
  // The structure and the lender.
  y += 30
  s.text('DWELLING', L, y, 10, true)
  y += 6
  s.hline(L, R, y, 0.6)
  y += 15
  y = s.prose(
    spaced([
      `${pick(rnd, ['One-story', 'Two-story', 'Split-level'])} ${pick(rnd, ['wood frame', 'masonry veneer'])} dwelling built in`,
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      `on a ${pick(rnd, ['raised', 'slab', 'post-and-pier'])} foundation; ${retrofit ? 'seismic retrofit completed' : 'no seismic retrofit'}; roof replaced ${p.roofYear}.`,
    ]),
    L,
    y,
    9,
    R - L,
  )
  y += 10
  s.text('MORTGAGEE', L, y, 10, true)
  y += 6
  s.hline(L, R, y, 0.6)
  y += 15
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y, fitSize(s, p.mortgagee, 330, 9))
    const l = s.text('Loan no.', 390, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 5, y, 9)
    y += 12
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L, y, 8.5)
  } else s.text('No mortgagee is named on this policy.', L, y, 9)
  s.text(
    `Questions about a claim: ${p.claimsPhone}. Keep this summary with your policy.`,
    L,
    760,
    7.5,
    false,
    0.4,
  )
  return s.finish()
}

/**
 * A telex cover note: the telex header lines, then "KEY : VALUE" lines in capitals set in courier,
 * the insurers with their shares (the lead, the answer, first), and the broker's sign-off.
 */
async function telex(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const L = 54
  const size = 9.5
  const lead = 9.5 * 1.45
  const D = 'dmy-compact' as const
  const up = (v: string): Printed => txt(v.toUpperCase())
  let y = 54
  const line = (t: string): void => {
    s.text(t, L, y, size)
    y += lead
  }
  line(`ZCZC ${digits(rnd, 4)} ${printDate(p.issueDate, D)} ${int(rnd, 10, 23)}${digits(rnd, 2)}Z`)
  line(`TLX ${digits(rnd, 6)} ${p.producer.split(' ')[0]!.toUpperCase()} G`)
  y += lead / 2
  const K = 16 // the key column, in characters
  const key = (k: string): number => {
    const t = `${k.padEnd(K)}: `
    s.text(t, L, y, size)
    return L + s.width(t, size)
  }
  const kv = (k: string, v: string): void => {
    s.text(v, key(k), y, size)
    y += lead
  }
  const kvValue = (
    k: string,
    field: Parameters<typeof s.value>[0],
    v: Printed,
    after = '',
  ): void => {
    const b = s.value(field, v, key(k), y, size)
    // A comma follows the value directly; words follow after a space.
    const gap = after.startsWith(',') ? 0 : s.width(' ', size)
    if (after !== '') s.text(after, endX(s, b) + gap, y, size)
    y += lead
  }
  kv('TO', p.namedInsured.toUpperCase().includes('&') ? 'THE ASSURED' : 'ASSURED, ATTN ACCOUNTS')
  kvValue('FM', 'policy.producer', up(p.producer))
  kv('RE', `COVER NOTE ${digits(rnd, 3)}/${digits(rnd, 4)} - PROPERTY`)
  y += lead / 2
  line('WE HAVE PLEASURE IN CONFIRMING THAT WE HAVE EFFECTED INSURANCE AS FOLLOWS')
  line('SUBJECT TO THE TERMS BELOW:')
  y += lead / 2
  kvValue('ASSURED', 'policy.namedInsured', up(p.namedInsured))
  kvValue('UMR / POLICY NO', 'policy.policyNumber', txt(p.policyNumber))
  {
    const x = key('PERIOD')
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, size)
    const t = s.text('TO', endX(s, a) + s.width(' ', size), y, size)
    const b = s.value(
      'policy.expirationDate',
      dt(p.expirationDate, D),
      endX(s, t) + s.width(' ', size),
      y,
      size,
    )
    s.text('BOTH DAYS INCL LST', endX(s, b) + s.width(' ', size), y, size)
    y += lead
  }
  kv('TYPE', 'COMMERCIAL PROPERTY - ALL RISKS OF DIRECT PHYSICAL LOSS')
  kvValue('SITUATION', 'property.address', up(p.street), `, ${p.city.toUpperCase()}, ${p.state}`)
  {
    const x = key('INTEREST')
    const t = s.text(
      `BUILDINGS, ${pick(rnd, ['MASONRY', 'STEEL FRAME', 'TILT-UP CONCRETE'])}, CONSTRUCTED`,
      x,
      y,
      size,
    )
    s.value('property.yearBuilt', year(p.yearBuilt), endX(s, t) + s.width(' ', size), y, size)
    y += lead
  }
  kvValue(
    'SUM INSURED',
    'policy.coverageAmount',
    cash(p.coverageAmount, 'usd'),
    'BUILDINGS ANY ONE LOSS',
  )
  kv('  BI / RENTS', `${printMoney(p.limit2, 'usd')} 12 MONTHS INDEMNITY`)
  kvValue('EXCESS', 'policy.deductible', cash(p.deductible, 'usd'), 'EACH AND EVERY LOSS')
  kv('  NAMED STORM', `${p.percent}PCT OF VALUES AT RISK MIN USD 25,000`)
  kvValue('PREMIUM', 'policy.premium', cash(p.premium, 'usd'), 'ANNUAL PLUS TAXES AND FEES')
  kv('  TAX', `USD ${printMoney(p.stateTax, 'bare')} SURPLUS LINES TAX`)
  {
    const x = key('LOSS PAYEE')
    if (p.hasMortgagee) {
      const fit = fitSize(s, p.mortgagee.toUpperCase(), 558 - x, size)
      s.value('policy.mortgagee', up(p.mortgagee), x, y, fit)
      y += lead
      const r = s.text('LOAN REF', x, y, size)
      s.value('policy.loanNumber', txt(p.loanNumber), endX(s, r) + s.width(' ', size), y, size)
    } else s.text('NIL', x, y, size)
    y += lead
  }
  y += lead / 2
  const share = pick(rnd, [60, 65, 70, 75])
  const follow = pick(
    rnd,
    INSURERS.commercial.filter((c) => c !== p.carrier),
  )
  line('SECURITY (SEVERAL NOT JOINT):')
  {
    const t = s.text(`  ${share}.00PCT`, L, y, size)
    s.value('policy.carrier', up(p.carrier), endX(s, t) + s.width('  ', size), y, size)
    y += lead
    line(`           (LEAD)`)
    line(`  ${100 - share}.00PCT  ${follow.toUpperCase()}`)
  }
  y += lead / 2
  line(`PRIOR COVER ${p.priorPolicyNumber} EXPIRES ${printDate(p.effectiveDate, D)}.`)
  line('POLICY TO FOLLOW. PLEASE CHECK AND ADVISE ANY DISCREPANCY IMMEDIATELY.')
  y += lead / 2
  line(`REGARDS ${p.agentName.toUpperCase()}`)
  line('NNNN')
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bg07',
    name: 'earthquake-policy-summary',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.quake,
    features:
      'a residential earthquake policy summary: captions above values in two columns (INSURER, POLICY NUMBER, POLICY PERIOD as "Jan. 5, 2026 to Jan. 5, 2027"), the companion homeowners policy of another insurer, a coverage table on a dark header whose dwelling row carries "15%" and the deductible\'s dollar amount beside personal property and living expense limits, the premium above a retrofit line, a policy fee and a total, the year built in a sentence, the mortgagee',
    render: earthquake,
  },
  {
    id: 'bg08',
    name: 'telex-cover-note',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.telex,
    features:
      'a broker\'s cover note sent as a telex, in courier capitals: ZCZC and TLX header lines, "KEY : VALUE" lines (ASSURED, UMR / POLICY NO, PERIOD "05JAN2026 TO 05JAN2027 BOTH DAYS INCL LST", SITUATION, SUM INSURED "USD 1,250,000", EXCESS, PREMIUM, LOSS PAYEE with LOAN REF), BI and named-storm and tax lines between, the security with shares (the lead insurer first at 60-75%, a follower), the prior cover',
    render: telex,
  },
]
