/**
 * Families bn10–bn12: a dwelling-fire certificate set entirely centred in a double border, a
 * homeowners binder of numbered items typed onto underlined blanks, and a commercial property page
 * with a grey sidebar and labels right-aligned against a gutter.
 */
import { cash, chance, cityLine, dt, splitTotal, txt, year, type BlindFamily } from './family'
import { PAGE_H, PAGE_W, Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

async function centredCertificate(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const cx = PAGE_W / 2
  s.rect(30, 30, PAGE_W - 60, PAGE_H - 60, 2)
  s.rect(36, 36, PAGE_W - 72, PAGE_H - 72, 0.5)
  let y = 74
  s.center('CERTIFICATE OF DWELLING FIRE INSURANCE', cx, y, 15, true)
  y += 15
  s.center(
    `Certificate No. ${digits(rnd, 4)}-${digits(rnd, 5)}  ·  Form DP 00 01 (Basic)`,
    cx,
    y,
    8,
  )
  y += 26
  const say = (words: string): void => {
    s.center(words, cx, y, 9, false)
    y += 15
  }
  const big = (field: ExtractionFieldId, v: Printed, size = 13): void => {
    s.value(field, v, cx, y, size, { bold: true, align: 'center' })
    y += size + 8
  }
  say('This is to certify that')
  const names = s.split(p.namedInsured, 13, 420, true)
  s.valueCentredLines('policy.namedInsured', names, p.namedInsured, cx, y, 13, 16, true)
  y += names.length * 16 + 6
  say('is insured by')
  big('policy.carrier', txt(p.carrier), 12)
  say('under policy number')
  big('policy.policyNumber', txt(p.policyNumber), 12)
  say('covering the dwelling located at')
  big('property.address', txt(p.street), 11)
  s.center(cityLine(p), cx, y - 6, 10)
  y += 12
  say('for the period beginning on the')
  big('policy.effectiveDate', dt(p.effectiveDate, 'day-of'), 11)
  say('and ending on the')
  big('policy.expirationDate', dt(p.expirationDate, 'day-of'), 11)
  s.center('both at 12:01 a.m. standard time at the location of the dwelling.', cx, y - 6, 8)
  y += 16
  const third = (PAGE_W - 100) / 3
  const trio = (
    items: ReadonlyArray<readonly [string, string | { field: ExtractionFieldId; v: Printed }]>,
  ): void => {
    items.forEach(([label, value], i) => {
      const x = 50 + third * i + third / 2
      s.center(label, x, y, 7.5)
      if (typeof value === 'string') s.center(value, x, y + 14, 10.5)
      else s.value(value.field, value.v, x, y + 14, 10.5, { align: 'center' })
    })
    y += 36
  }
  s.hline(120, PAGE_W - 120, y - 12, 0.4)
  trio([
    [
      'Dwelling — Coverage A',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') },
    ],
    ['Other Structures — Coverage B', printMoney(p.otherStructures, 'dollars')],
    ['Fair Rental Value — Coverage D', printMoney(p.lossOfUse, 'dollars')],
  ])
  trio([
    ['Deductible, each loss', { field: 'policy.deductible', v: cash(p.deductible, 'dollars') }],
    ['Year of construction', { field: 'property.yearBuilt', v: year(p.yearBuilt) }],
    ['Protection class / construction', `${int(rnd, 1, 9)} / ${pick(rnd, ['Frame', 'Masonry'])}`],
  ])
  trio([
    ['Premium for the term', { field: 'policy.premium', v: cash(p.premium, 'dollars') }],
    ['Expiring term premium', printMoney(p.priorPremium, 'dollars')],
    ['Inspection fee (not premium)', printMoney(p.policyFee, 'dollars')],
  ])
  s.hline(120, PAGE_W - 120, y - 12, 0.4)
  y += 8
  s.center('Mortgagee', cx, y, 7.5)
  y += 14
  if (p.hasMortgagee) {
    big('policy.mortgagee', txt(p.mortgagee), 10.5)
    s.center(`its successors and/or assigns, ${p.lenderStreet}, ${p.lenderCity}`, cx, y - 6, 8.5)
    y += 14
    s.center('Loan number', cx, y, 7.5)
    y += 14
    big('policy.loanNumber', txt(p.loanNumber), 10.5)
  } else {
    s.center('— none —', cx, y, 10.5)
    y += 18
  }
  y += 6
  s.center('Countersigned by the agent of record', cx, y, 7.5)
  y += 14
  big('policy.producer', txt(p.producer), 10.5)
  s.center(`Agent license ${p.agentLicense} · ${p.agencyPhone}`, cx, y - 6, 8)
  s.center(
    `Issued the ${printDate(p.issueDate, 'day-of')} · NAIC ${p.naic} · Claims ${p.claimsPhone}`,
    cx,
    PAGE_H - 50,
    7.5,
  )
  return s.finish()
}

async function numberedBinder(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const size = 9
  const VX = L + 190
  s.text('BINDER OF INSURANCE — HOMEOWNERS (HO-5 COMPREHENSIVE)', L, 52, 11.5, true)
  const binderNo = `BND-${digits(rnd, 6)}`
  s.text(`Binder no. ${binderNo}`, L, 66, 8.5)
  s.right(`Date of binder ${printDate(p.issueDate, 'mdy')}`, R, 66, 8.5)
  s.hline(L, R, 74, 1)
  let y = 96
  let n = 0
  /** A numbered item: its label, then the value typed onto an underlined blank. */
  const item = (
    label: string,
    draw: (x: number, y: number) => unknown,
    opts: { blank?: number } = {},
  ): void => {
    n++
    s.text(`${n}.`, L, y, size, true)
    s.text(label, L + 18, y, size)
    const next = draw(VX, y)
    const last = typeof next === 'number' ? next : y
    for (let yy = y; yy <= last; yy += 13) s.hline(VX - 2, VX + (opts.blank ?? 320), yy + 3, 0.3)
    y = last + 19
  }
  item('Insurance company', (x, yy) => s.value('policy.carrier', txt(p.carrier), x, yy, size))
  item('Policy number assigned', (x, yy) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, yy, size, { bold: true }),
  )
  item('Policy term', (x, yy) => {
    const from = s.value('policy.effectiveDate', dt(p.effectiveDate, 'mdy'), x, yy, size)
    const tx = x + (from.x1 - from.x0) * PAGE_W + 6
    s.text('to', tx, yy, size)
    s.value('policy.expirationDate', dt(p.expirationDate, 'mdy'), tx + 16, yy, size)
    s.text('12:01 a.m.', tx + 90, yy, size)
  })
  item('This binder expires', (x, yy) =>
    s.text(
      `${printDate(addDays(p.issueDate, 30), 'mdy')} unless replaced by the policy`,
      x,
      yy,
      size,
    ),
  )
  const names = s.split(p.namedInsured, size, 300)
  item(
    'Applicant / named insured',
    (x, yy) => s.valueLines('policy.namedInsured', names, p.namedInsured, x, yy, size, 13) - 13,
  )
  item('Mailing address', (x, yy) => {
    s.text(p.mailingStreet, x, yy, size)
    s.text(p.mailingCity, x, yy + 13, size)
    return yy + 13
  })
  item('Location of residence', (x, yy) => {
    s.value('property.address', txt(p.street), x, yy, size)
    s.text(cityLine(p), x, yy + 13, size)
    return yy + 13
  })
  item('Year built / construction / roof', (x, yy) => {
    const b = s.value('property.yearBuilt', year(p.yearBuilt), x, yy, size)
    s.text(
      `/  ${pick(rnd, ['frame', 'masonry', 'stucco on frame'])}  /  roof ${p.roofYear}`,
      x + (b.x1 - b.x0) * PAGE_W + 5,
      yy,
      size,
    )
  })
  item(
    'Coverages bound',
    (x, yy) => {
      const rows: Array<[string, string | null]> = [
        ['[X] A  Dwelling', null],
        ['[X] B  Other structures', printMoney(p.otherStructures, 'cents')],
        ['[X] C  Personal property', printMoney(p.contents, 'cents')],
        ['[X] D  Loss of use', printMoney(p.lossOfUse, 'cents')],
        ['[X] E  Personal liability', printMoney(p.liability, 'cents')],
        ['[ ] Scheduled personal property', 'not bound'],
      ]
      rows.forEach(([label, v], i) => {
        s.text(label, x, yy + i * 13, size)
        if (v === null)
          s.value('policy.coverageAmount', cash(p.coverageAmount, 'cents'), x + 300, yy, size, {
            align: 'right',
          })
        else s.right(v, x + 300, yy + i * 13, size)
      })
      return yy + 13 * 5
    },
    { blank: 310 },
  )
  item('Deductibles', (x, yy) => {
    s.text('All perils', x, yy, size)
    const d = s.value('policy.deductible', cash(p.deductible, 'cents'), x + 48, yy, size)
    s.text(
      `;  wind/hail ${p.windPercent}% of Cov. A (${printMoney(p.windDeductible, 'cents')})`,
      x + 48 + (d.x1 - d.x0) * PAGE_W + 2,
      yy,
      size,
    )
  })
  item('Mortgagee / loss payee', (x, yy) => {
    if (!p.hasMortgagee) {
      s.text('N/A', x, yy, size)
      return
    }
    s.value('policy.mortgagee', txt(p.mortgagee), x, yy, size)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, x, yy + 13, size)
    s.text('Loan #', x, yy + 26, size)
    s.value('policy.loanNumber', txt(p.loanNumber), x + 36, yy + 26, size)
    return yy + 26
  })
  item('Estimated annual premium', (x, yy) => {
    s.value('policy.premium', cash(p.premium, 'cents'), x, yy, size, { bold: true })
    s.text(
      `(deposit collected ${printMoney(Math.round(p.premium * 0.2 * 100) / 100, 'cents')})`,
      x + 110,
      yy,
      size,
    )
  })
  item('Producer', (x, yy) => {
    s.value('policy.producer', txt(p.producer), x, yy, size)
    s.text(`Producer license ${p.agentLicense} · ${p.agencyPhone}`, x, yy + 13, size)
    return yy + 13
  })
  y += 6
  s.prose(
    [
      'This binder is a temporary insurance contract subject to the terms of the policy in current use by the company. It ends when the policy is issued or on the expiry shown in item 4. ',
      chance(rnd, 0.5)
        ? `Replaces quote Q-${digits(rnd, 7)}.`
        : `Prior carrier claim ${p.claimNumber}.`,
    ],
    L,
    y,
    7.5,
    R - L,
  )
  y += 40
  s.hline(VX, R, y, 0.5)
  s.text('Authorized representative', VX, y + 10, 7)
  return s.finish()
}

async function gutterSidebar(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const SB = 160
  const G = 318
  const VX = G + 10
  const R = 572
  const size = 9
  s.band(0, 0, SB, PAGE_H, 0.9)
  let sy = 60
  const side = (t: string, bold = false, sz = 7.5): void => {
    s.text(t, 18, sy, sz, bold)
    sy += sz + 4
  }
  side('Questions about this policy?', true, 8)
  side(`Service: ${p.agencyPhone}`)
  side(`Claims 24/7: ${p.claimsPhone}`)
  side(`Fax: ${p.fax}`)
  sy += 10
  side('Company information', true, 8)
  side(`NAIC no. ${p.naic}`)
  side(`Billing account ${p.accountNumber}`)
  side(`Prior policy ${p.priorPolicyNumber}`)
  sy += 10
  side('Payment options', true, 8)
  side(`Annual, or 4 payments of`)
  side(printMoney(p.installment, 'cents'))
  side(`Installment fee ${printMoney(p.installmentFee, 'cents')} each`)
  s.text('Commercial Property Coverage', SB + 20, 56, 15, true)
  s.text('Declarations', SB + 20, 74, 11)
  s.hline(SB + 20, R, 84, 0.8)
  let y = 106
  /** A label right-aligned to the gutter, in grey; the value left-aligned after it. */
  const row = (label: string, draw: (x: number, y: number) => unknown, gap = 16): void => {
    s.text(label, G - s.width(label, 8), y, 8, false, 0.4)
    const next = draw(VX, y)
    y = (typeof next === 'number' ? next : y) + gap
  }
  const heading = (t: string): void => {
    y += 6
    s.text(t, SB + 20, y, 9.5, true)
    y += 18
  }
  heading('The policy')
  row('Policy', (x, yy) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, yy, size, { bold: true }),
  )
  const carrierLines = s.split(p.carrier, size, R - VX)
  row(
    'Company',
    (x, yy) => s.valueLines('policy.carrier', carrierLines, p.carrier, x, yy, size, 12) - 12,
  )
  row('Period', (x, yy) => {
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, 'mdy-dot'), x, yy, size)
    const tx = x + (a.x1 - a.x0) * PAGE_W + 5
    s.text('through', tx, yy, size)
    s.value('policy.expirationDate', dt(p.expirationDate, 'mdy-dot'), tx + 38, yy, size)
  })
  heading('Who is insured')
  const names = s.split(p.namedInsured, size, R - VX)
  row(
    'Insured',
    (x, yy) => s.valueLines('policy.namedInsured', names, p.namedInsured, x, yy, size, 12) - 12,
  )
  row('Operating as', (x, yy) =>
    s.text(
      `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, ['Outfitters', 'Supply', 'Studio', 'Market'])}`,
      x,
      yy,
      size,
    ),
  )
  row('Mailing address', (x, yy) => {
    s.text(p.mailingStreet, x, yy, size)
    s.text(p.mailingCity, x, yy + 12, size)
    return yy + 12
  })
  heading('Where')
  row('Premises 1 of 2', (x, yy) => {
    s.value('property.address', txt(p.street), x, yy, size)
    s.text(cityLine(p), x, yy + 12, size)
    return yy + 12
  })
  row('Built', (x, yy) => s.value('property.yearBuilt', year(p.yearBuilt), x, yy, size))
  row('Premises 2 of 2', (x, yy) => {
    s.text(p.street2, x, yy, size)
    s.text(`built ${p.yearBuilt2}, tenant improvements only`, x, yy + 12, size)
    return yy + 12
  })
  heading('How much')
  row('Building, premises 1', (x, yy) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'million'), x, yy, size, {
      bold: true,
    }),
  )
  row('Business personal property', (x, yy) =>
    s.text(printMoney(p.contents, 'million'), x, yy, size),
  )
  row('Improvements, premises 2', (x, yy) =>
    s.text(printMoney(Math.round(p.limit2 / 4 / 1000) * 1000, 'million'), x, yy, size),
  )
  row('Business income', (x, yy) => s.text('12 months actual loss sustained', x, yy, size))
  row('Property deductible', (x, yy) =>
    s.value('policy.deductible', cash(p.deductible, 'dollars'), x, yy, size),
  )
  row('Windstorm deductible', (x, yy) => s.text(`${p.windPercent}% per building`, x, yy, size))
  heading('What it costs')
  const [prop = 0, fees = 0] = splitTotal(p.premium, [0.96])
  row('Property premium', (x, yy) => s.text(printMoney(prop, 'cents'), x, yy, size))
  row('Terrorism (TRIA) and fees', (x, yy) => s.text(printMoney(fees, 'cents'), x, yy, size))
  row('Annual premium, total', (x, yy) =>
    s.value('policy.premium', cash(p.premium, 'cents'), x, yy, size, { bold: true }),
  )
  row('Minimum earned (25%)', (x, yy) =>
    s.text(printMoney(Math.round(p.premium * 25) / 100, 'cents'), x, yy, size),
  )
  heading('Others with an interest')
  if (p.hasMortgagee) {
    row('Mortgagee, premises 1', (x, yy) => {
      s.value('policy.mortgagee', txt(p.mortgagee), x, yy, size)
      s.text(`${p.lenderStreet}, ${p.lenderCity}`, x, yy + 12, size)
      return yy + 12
    })
    row('Loan', (x, yy) => s.value('policy.loanNumber', txt(p.loanNumber), x, yy, size))
  } else row('Mortgagee, premises 1', (x, yy) => s.text('None', x, yy, size))
  row('Agent', (x, yy) => {
    s.value('policy.producer', txt(p.producer), x, yy, size)
    s.text(`Agency ${p.agencyCode}`, x, yy + 12, size)
    return yy + 12
  })
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bn10',
    name: 'centred-certificate',
    line: 'dwelling',
    numberStyle: NUMBER_STYLES.dotted,
    features:
      'dwelling fire certificate: everything centred in a double border, values under connecting phrases ("This is to certify that", "is insured by", "under policy number"), dates "5th day of January, 2026", rows of three centred label/value pairs, certificate number and inspection fee as distractors',
    render: centredCertificate,
  },
  {
    id: 'bn11',
    name: 'numbered-binder',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.binder,
    features:
      'homeowners binder: numbered items typed onto underlined blanks, binder number and the binder\'s own expiry beside the policy term, year built inside "1987 / frame / roof 2019", the deductible mid-sentence, deposit beside the estimated annual premium',
    render: numberedBinder,
  },
  {
    id: 'bn12',
    name: 'gutter-sidebar',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.gutter,
    features:
      'commercial property: a grey sidebar of phones, billing account, prior policy and installments; labels right-aligned to a gutter; plain-language headings ("Who is insured", "What it costs"); dates 01.05.2026; amounts "$1.25 million"; "Operating as" name and a second premises as distractors',
    render: gutterSidebar,
  },
]
