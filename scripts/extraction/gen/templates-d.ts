/**
 * Declarations templates, part four: cards of small captions over bold values, a letter whose
 * facts sit in a sidebar beside prose full of other dates and amounts, and a landscape schedule
 * of wide ruled tables.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { header } from './templates-a'
import {
  amount,
  coverageRows,
  date,
  distractorLines,
  label,
  periodLabel,
  periodValue,
  premium,
  shows,
  value,
  type Ctx,
} from './template-kit'

type Item = ExtractionFieldId | 'period'

/** Q: titled cards, each with small grey captions over bold values in up to four columns. */
export function cards(c: Ctx): void {
  let y = header(c, 'Your Policy at a Glance')
  const colW = 135
  const card = (title: string, rows: ReadonlyArray<readonly Item[]>): void => {
    const h = 18 + rows.length * 34
    c.w.rect(36, y, 540, h, 0.6)
    c.w.band(36, y, 540, 14, 0.92)
    c.w.text(c.s.upper ? title.toUpperCase() : title, 42, y + 10, 8, true)
    rows.forEach((items, r) => {
      let col = 0
      for (const item of items) {
        const x = 44 + col * colW
        const top = y + 28 + r * 34
        if (item === 'period') {
          c.w.text(periodLabel(c, false), x, top, 7, false, 0.4)
          periodValue(c, x, top + 13, 9.5, true)
          col += 2
          continue
        }
        if (shows(c, item)) {
          c.w.text(label(c, item, false), x, top, 7, false, 0.4)
          value(c, item, x, top + 13, 9.5, true)
        }
        col += item === 'property.address' || item === 'policy.mortgagee' ? 2 : 1
      }
    })
    y += h + 12
  }
  const dates: Item[] =
    c.s.period === 'dates' ? ['policy.effectiveDate', 'policy.expirationDate'] : ['period']
  card('Policy', [
    ['policy.policyNumber', ...dates, 'policy.premium'],
    c.s.letterhead ? ['policy.producer'] : ['policy.carrier', 'policy.producer'],
  ])
  card('Insured', [['policy.namedInsured']])
  card('Property', [['property.address', 'property.yearBuilt']])
  card('Coverage', [['policy.coverageAmount', 'policy.deductible']])
  card('Lender', [['policy.mortgagee', 'policy.loanNumber']])
  for (const [name, n] of coverageRows(c).slice(1)) {
    c.w.text(`${name}: ${amount(c, n)}`, 44, y, 8)
    y += 11
  }
  for (const d of distractorLines(c)) c.w.text(d, 44, (y += 12), 8)
}

/** S: a letter in the left column (other dates and amounts in its prose), the facts on the right. */
export function sidebar(c: Ctx): void {
  let y = header(c, 'Renewal Notice and Declarations')
  const size = 9.5
  const prose = [
    `Dear ${c.v.namedInsured.split(' ')[0]},`,
    '',
    'Thank you for insuring your home with us since',
    `${date(c, '2019-03-15')}. Your renewal is enclosed. A loyalty`,
    `discount of ${premium(c, 125)} has been applied, and your`,
    `claim-free credit of ${premium(c, 48.5)} continues.`,
    '',
    'If your home has been remodeled, or its replacement',
    `cost has changed by more than ${amount(c, 25000)}, please`,
    'call your agent before the renewal date.',
    '',
    `Payments received after ${date(c, c.v.effectiveDate.replace(/-\d\d$/, '-20'))} carry a late`,
    `fee of ${premium(c, 15)}.`,
  ]
  for (const line of prose) {
    if (line !== '') c.w.text(line, 40, y, size)
    y += 13
  }
  // The sidebar: captions over values.
  const sx = 360
  let sy = 100
  c.w.rect(sx - 8, sy - 14, 232, 560, 0.6)
  const item = (what: Item): void => {
    if (what === 'period') {
      c.w.text(periodLabel(c, false), sx, sy, 7.5, true)
      periodValue(c, sx, sy + 12, size)
      sy += 30
      return
    }
    if (!shows(c, what)) return
    c.w.text(label(c, what, false), sx, sy, 7.5, true)
    value(c, what, sx, sy + 12, size)
    sy += 30
  }
  const items: Item[] = [
    'policy.policyNumber',
    'policy.namedInsured',
    ...(c.s.period === 'dates'
      ? (['policy.effectiveDate', 'policy.expirationDate'] as const)
      : (['period'] as const)),
    ...(c.s.letterhead ? [] : (['policy.carrier'] as const)),
    'policy.producer',
    'property.address',
    'property.yearBuilt',
    'policy.coverageAmount',
    'policy.deductible',
    'policy.premium',
    'policy.mortgagee',
    'policy.loanNumber',
  ]
  for (const it of items) item(it)
  y = Math.max(y, 420)
  for (const d of distractorLines(c)) c.w.text(d, 40, (y += 12), 8)
}

/** U: a landscape page of wide ruled tables, each a header row over one row of values. */
export function landscape(c: Ctx): void {
  const W = c.w.pageWidth
  let top = 40
  if (c.s.letterhead) {
    c.w.add('policy.carrier', c.v.carrier, c.w.text(c.v.carrier, 40, top + 8, 16, true))
    c.w.text('Schedule of Coverages', W - 220, top + 8, 11)
  } else c.w.text('SCHEDULE OF COVERAGES', 40, top + 8, 13, true)
  top += 36
  const table = (cols: ReadonlyArray<readonly [Item, number]>): void => {
    let x = 36
    c.w.hline(36, W - 36, top)
    for (const [what, width] of cols) {
      if (what === 'period') {
        c.w.text(periodLabel(c, false), x + 2, top + 12, 8, true)
        periodValue(c, x + 2, top + 30, 9)
      } else if (shows(c, what)) {
        c.w.text(label(c, what, false), x + 2, top + 12, 8, true)
        value(c, what, x + 2, top + 30, 9)
      }
      x += width
    }
    c.w.hline(36, W - 36, top + 17, 0.4)
    c.w.hline(36, W - 36, top + 38)
    top += 58
  }
  const dates: Array<readonly [Item, number]> =
    c.s.period === 'dates'
      ? [
          ['policy.effectiveDate', 120],
          ['policy.expirationDate', 120],
        ]
      : [['period', 240]]
  table([
    ['policy.policyNumber', 150],
    ['policy.namedInsured', 200],
    ...dates,
    ['policy.premium', 130],
  ])
  table([
    ['property.address', 300],
    ['property.yearBuilt', 90],
    ['policy.coverageAmount', 150],
    ['policy.deductible', 120],
  ])
  table([
    ...(c.s.letterhead ? [] : ([['policy.carrier', 220]] as const)),
    ['policy.producer', 180],
    ['policy.mortgagee', 200],
    ['policy.loanNumber', 120],
  ])
  for (const d of distractorLines(c)) c.w.text(d, 40, (top += 12), 8)
}
