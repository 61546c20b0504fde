/**
 * Families bw04–bw06: a service-desk chat transcript printed from a customer portal (every value
 * inside the desk's sentences), a windstorm-and-hail-only policy from a coastal plan (an each-loss
 * deductible beside a percentage hurricane deductible worked out in dollars), and an
 * English/Spanish declarations table with the value between its two captions.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * A chat with the insurer's service desk, printed from its customer portal: timestamped turns, the
 * values inside the desk's answers, the customer's own questions quoting last term's figures.
 */
async function chatTranscript(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const D = 'month-d-y' as const
  const desk = `${brandOf(p.carrier)} Service`
  const who = p.namedInsured
  s.band(L, 34, R - L, 30, 0.92)
  s.text(`${brandOf(p.carrier)} customer portal`, L + 8, 53, 12, true)
  s.right('Conversation transcript', R - 8, 53, 9)
  s.text(`Chat ID ${p.accountNumber}  ·  started ${printDate(p.issueDate, D)}`, L, 80, 8)
  let y = 104
  let minute = 10 + Math.floor(rnd() * 30)
  const turn = (speaker: string, runs: Parameters<Sheet['prose']>[0], mine: boolean): void => {
    const stamp = `${speaker} · 2:${String(minute).padStart(2, '0')} PM`
    minute += 1 + Math.floor(rnd() * 3)
    const x = mine ? L + 120 : L
    s.text(stamp, x, y, 7, true)
    y = s.prose(runs, x + 6, y + 13, 9.5, R - L - 126)
    y += 8
  }
  turn(
    who,
    [
      `Hi, I need proof of my coverage for my lender. Last year the premium was ${printMoney(p.priorPremium, 'cents')}.`,
    ],
    true,
  )
  turn(
    desk,
    [
      'Happy to help. I see policy ',
      { field: 'policy.policyNumber', printed: p.policyNumber, normalized: p.policyNumber },
      ' for ',
      { field: 'policy.namedInsured', printed: p.namedInsured, normalized: p.namedInsured },
      ', written by ',
      { field: 'policy.carrier', printed: p.carrier, normalized: p.carrier },
      '. It runs from ',
      {
        field: 'policy.effectiveDate',
        printed: printDate(p.effectiveDate, D),
        normalized: p.effectiveDate,
      },
      ' to ',
      {
        field: 'policy.expirationDate',
        printed: printDate(p.expirationDate, D),
        normalized: p.expirationDate,
      },
      '.',
    ],
    false,
  )
  turn(who, ['Which house is that for? And how much is the house covered for now?'], true)
  turn(
    desk,
    [
      'The insured home is ',
      { field: 'property.address', printed: p.street, normalized: p.street },
      `, ${cityLine(p)}, built in `,
      {
        field: 'property.yearBuilt',
        printed: String(p.yearBuilt),
        normalized: String(p.yearBuilt),
      },
      '. The dwelling is covered for ',
      { field: 'policy.coverageAmount', ...cash(p.coverageAmount, 'dollars') },
      ` (other structures ${printMoney(p.otherStructures, 'dollars')}) with a deductible of `,
      { field: 'policy.deductible', ...cash(p.deductible, 'dollars') },
      " per claim. This year's premium is ",
      { field: 'policy.premium', ...cash(p.premium, 'cents') },
      '.',
    ],
    false,
  )
  if (p.hasMortgagee) {
    turn(
      who,
      [`Is my bank on it? The old loan was ${p.secondLoanNumber}, it was refinanced.`],
      true,
    )
    turn(
      desk,
      [
        'Yes, the mortgagee on file is ',
        { field: 'policy.mortgagee', printed: p.mortgagee, normalized: p.mortgagee },
        ', loan number ',
        { field: 'policy.loanNumber', printed: p.loanNumber, normalized: p.loanNumber },
        '. The old loan is no longer listed.',
      ],
      false,
    )
  } else {
    turn(who, ['Do you have a bank listed on it?'], true)
    turn(desk, ['No, there is no mortgagee or lienholder on this policy.'], false)
  }
  turn(
    desk,
    [
      'Your agent is ',
      { field: 'policy.producer', printed: p.producer, normalized: p.producer },
      ` (${p.agencyPhone}) if your lender needs a formal evidence of insurance.`,
    ],
    false,
  )
  turn(who, ['Thank you!'], true)
  s.hline(L, R, y, 0.4)
  s.text(
    `Chat ended ${printDate(p.issueDate, D)}. This transcript is not a policy document.`,
    L,
    y + 12,
    7.5,
  )
  return s.finish()
}

/** Windstorm and hail only, from a coastal plan: an each-loss deductible and a hurricane one. */
async function windHail(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const L = 40
  const R = 572
  const D = 'mdy' as const
  s.rect(L, 30, R - L, 50, 1.4)
  s.center('WINDSTORM AND HAIL ONLY POLICY', 306, 50, 13, true)
  s.center('Declarations - Coastal Wind Plan Participating Insurer', 306, 66, 8)
  let y = 104
  const lab = (t: string, x: number, yy: number): void => {
    s.text(t, x, yy, 7)
  }
  lab('POLICY NUMBER', L, y)
  s.value('policy.policyNumber', txt(p.policyNumber), L, y + 12, 10, { bold: true })
  lab('PARTICIPATING INSURER', 250, y)
  const cl = s.split(p.carrier, 8.5, 320)
  s.valueLines('policy.carrier', cl, p.carrier, 250, y + 12, 8.5)
  y += 42
  lab('FIRST NAMED INSURED', L, y)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 12, 9.5)
  s.text(p.mailingStreet, L, y + 23, 8.5)
  s.text(p.mailingCity, L, y + 34, 8.5)
  lab('WIND POLICY PERIOD (12:01 AM)', 330, y)
  s.text('FROM', 330, y + 12, 8)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), 370, y + 12, 9.5)
  s.text('TO', 330, y + 24, 8)
  s.value('policy.expirationDate', dt(p.expirationDate, D), 370, y + 24, 9.5)
  y += 52
  lab('INSURED LOCATION', L, y)
  s.value('property.address', txt(p.street), L, y + 12, 9.5)
  s.text(cityLine(p), L, y + 23, 8.5)
  lab('YEAR BUILT', 330, y)
  s.value('property.yearBuilt', year(p.yearBuilt), 330, y + 12, 9.5)
  lab('ROOF COVERING YEAR', 430, y)
  s.text(String(p.roofYear), 430, y + 12, 9.5)
  y += 40
  s.hline(L, R, y, 0.8)
  y += 16
  s.text(
    'PERILS INSURED: WINDSTORM AND HAIL ONLY. FIRE, FLOOD AND THEFT ARE NOT COVERED.',
    L,
    y,
    7.5,
    true,
  )
  y += 18
  s.grid(L, y, [240, 140, 152], [15, 17, 17, 17])
  s.text('COVERAGE', L + 5, y + 11, 7.5, true)
  s.text('LIMIT', L + 245, y + 11, 7.5, true)
  s.text('WIND PREMIUM', L + 385, y + 11, 7.5, true)
  const dwellPrem = Math.round(p.premium * 0.82 * 100) / 100
  const contPrem = Math.round((p.premium - dwellPrem) * 100) / 100
  const rows: Array<[string, number, number | null, boolean]> = [
    ['DWELLING', p.coverageAmount, dwellPrem, true],
    ['CONTENTS', p.contents, contPrem, false],
    ['ADDITIONAL LIVING EXPENSE', p.lossOfUse, null, false],
  ]
  rows.forEach(([label, lim, prem, answer], i) => {
    const ry = y + 15 + 17 * i + 12
    s.text(label, L + 5, ry, 8)
    if (answer)
      s.value('policy.coverageAmount', cash(lim, 'bare-cents'), L + 375, ry, 8.5, {
        align: 'right',
      })
    else s.right(printMoney(lim, 'bare-cents'), L + 375, ry, 8.5)
    s.right(prem === null ? 'INCL' : printMoney(prem, 'bare-cents'), R - 6, ry, 8.5)
  })
  y += 66 + 18
  s.text('TOTAL WIND PREMIUM', L + 245, y, 8, true)
  s.value('policy.premium', cash(p.premium, 'bare-cents'), R - 6, y, 9, {
    align: 'right',
    bold: true,
  })
  s.text('SURCHARGE', L + 245, y + 12, 7.5)
  s.right(printMoney(p.stateTax, 'bare-cents'), R - 6, y + 12, 8)
  y += 34
  // Two deductibles: the wind/hail deductible for each loss (the answer) and a hurricane one given
  // as a percentage of the dwelling limit, worked out in dollars (not the answer).
  const hurricane = Math.round((p.coverageAmount * p.percent) / 100)
  s.text('WIND/HAIL DEDUCTIBLE - EACH LOSS', L, y, 8, true)
  s.value('policy.deductible', cash(p.deductible, 'bare-cents'), L, y + 13, 8.5)
  s.text('HURRICANE DEDUCTIBLE (NAMED STORM)', 300, y, 8, true)
  s.text(`${p.percent}% OF COVERAGE A = ${printMoney(hurricane, 'bare-cents')}`, 300, y + 13, 8.5)
  y += 36
  s.text('MORTGAGEE', L, y, 8, true)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee.toUpperCase()), L, y + 13, 8.5)
    s.text(`${p.lenderStreet.toUpperCase()}  ${p.lenderCity.toUpperCase()}`, L, y + 24, 8)
    s.text('LOAN', L, y + 36, 8)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 40, y + 36, 8.5)
    y += 52
  } else {
    s.text('NONE', L, y + 13, 8.5)
    y += 30
  }
  s.text('PRODUCER', L, y, 8, true)
  s.value('policy.producer', txt(p.producer), L, y + 13, 8.5)
  s.text(`PRODUCER NO. ${p.agencyCode}`, L, y + 24, 8)
  if (chance(rnd, 0.5))
    s.text(`COMPANION FIRE POLICY: ${p.priorPolicyNumber} (OTHER CARRIER)`, 300, y + 13, 7.5)
  s.text(`COUNTERSIGNED ${printDate(p.issueDate, D)}`, L, 760, 7)
  return s.finish()
}

/**
 * English/Spanish declarations as a three-column table: the English caption on the left, the value
 * in the middle, the Spanish caption on the right (right-aligned), so a value has a label on both
 * sides.
 */
async function bilingual(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const R = 562
  const D = 'mdy' as const
  const M = L + 170
  const S = R - 8
  s.center(p.carrier.toUpperCase(), 306, 46, 10, true)
  s.center('HOMEOWNERS DECLARATIONS  ·  DECLARACIONES DEL SEGURO DE VIVIENDA', 306, 64, 11, true)
  s.hline(L, R, 74, 1)
  s.text('Item', L + 4, 90, 8, true)
  s.text('Your policy / Su póliza', M, 90, 8, true)
  s.right('Concepto', S, 90, 8, true)
  s.hline(L, R, 95, 0.5)
  let y = 110
  const row = (en: string, es: string, draw: (yy: number) => number): void => {
    s.text(en, L + 4, y, 9)
    s.right(es, S, y, 9, false)
    const lines = draw(y)
    y += 15 * lines + 4
    s.hline(L, R, y - 11, 0.2)
  }
  const one =
    (field: Parameters<Sheet['value']>[0], v: { printed: string; normalized: string }) =>
    (yy: number): number => {
      s.value(field, v, M, yy, 10)
      return 1
    }
  const wrapped =
    (field: Parameters<Sheet['value']>[0], text: string) =>
    (yy: number): number => {
      const lines = s.split(text, 10, 220)
      s.valueLines(field, lines, text, M, yy, 10, 15)
      return lines.length
    }
  row('Policy number', 'Número de póliza', one('policy.policyNumber', txt(p.policyNumber)))
  row('Effective date', 'Fecha de inicio', one('policy.effectiveDate', dt(p.effectiveDate, D)))
  row(
    'Expiration date',
    'Fecha de vencimiento',
    one('policy.expirationDate', dt(p.expirationDate, D)),
  )
  row('Named insured', 'Asegurado', one('policy.namedInsured', txt(p.namedInsured)))
  row('Mailing address', 'Dirección postal', (yy) => {
    s.text(`${p.mailingStreet}, ${p.mailingCity}`, M, yy, 10)
    return 1
  })
  row('Insurer', 'Aseguradora', wrapped('policy.carrier', p.carrier))
  row('Residence premises', 'Vivienda asegurada', (yy) => {
    const a = s.value('property.address', txt(p.street), M, yy, 10)
    s.text(`, ${cityLine(p)}`, endX(s, a), yy, 10)
    return 1
  })
  row('Year of construction', 'Año de construcción', one('property.yearBuilt', year(p.yearBuilt)))
  row(
    'Dwelling limit',
    'Límite de la vivienda',
    one('policy.coverageAmount', cash(p.coverageAmount, 'bare-cents')),
  )
  row('Personal property', 'Bienes personales', (yy) => {
    s.text(printMoney(p.contents, 'bare-cents'), M, yy, 10)
    return 1
  })
  row(
    'Deductible, each loss',
    'Deducible por pérdida',
    one('policy.deductible', cash(p.deductible, 'bare-cents')),
  )
  row('Total premium', 'Prima total', one('policy.premium', cash(p.premium, 'bare-cents')))
  row('Installment (4 pay)', 'Cuota (4 pagos)', (yy) => {
    s.text(printMoney(p.installment, 'bare-cents'), M, yy, 10)
    return 1
  })
  if (p.hasMortgagee) {
    row('Mortgagee', 'Acreedor hipotecario', wrapped('policy.mortgagee', p.mortgagee))
    row('Loan number', 'Número de préstamo', one('policy.loanNumber', txt(p.loanNumber)))
  } else
    row('Mortgagee', 'Acreedor hipotecario', (yy) => {
      s.text('None / Ninguno', M, yy, 10)
      return 1
    })
  row('Agent', 'Agente', one('policy.producer', txt(p.producer)))
  if (chance(rnd, 0.5))
    row('Prior policy', 'Póliza anterior', (yy) => {
      s.text(p.priorPolicyNumber, M, yy, 10)
      return 1
    })
  s.rect(L, 80, R - L, y - 11 - 80, 0.8)
  s.text(
    'The English text governs if the two versions differ. / Si las versiones difieren, prevalece el texto en inglés.',
    L,
    y + 12,
    7.5,
  )
  s.text(`Issued / Emitida ${printDate(p.issueDate, D)}`, L, y + 24, 7.5)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bw04',
    name: 'portal-chat-transcript',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.mail,
    features:
      "a service-desk chat printed from a customer portal: timestamped turns, every value inside the desk's sentences, the customer quoting last term's premium and an old loan number, no labels at all",
    render: chatTranscript,
  },
  {
    id: 'bw05',
    name: 'wind-hail-only',
    line: 'flood',
    numberStyle: NUMBER_STYLES.wind,
    features:
      'windstorm-and-hail-only coastal plan declarations in courier; each-loss wind/hail deductible (the answer) beside a hurricane deductible "2% OF COVERAGE A = 5,000.00"; mortgagee in capitals',
    render: windHail,
  },
  {
    id: 'bw06',
    name: 'bilingual-three-column',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.bilingual,
    features:
      'English/Spanish declarations as a three-column table: English caption left, value in the middle, Spanish caption right-aligned ("Loan number … Número de préstamo"); amounts without "$"; installment beside the premium',
    render: bilingual,
  },
]
