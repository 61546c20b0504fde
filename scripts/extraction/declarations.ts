/**
 * Declarations pages generated in three layouts (pdf-lib, standard fonts), with the true box of
 * every value computed from the drawing itself: "Label: value" lines, an ACORD-like grid of boxes
 * with labels above values, and a letter-style page with leaders and a period "from … to …".
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../src/shared/extraction/types'
import { decimal, longDate, money, type PolicyValues, usDate } from './policy-values'

type Truth = Array<{ field: ExtractionFieldId; normalized: string; bbox: BoundingBox }>

/** Draws text by its top-left-based baseline and returns its normalised box. */
class Writer {
  constructor(
    private readonly page: PDFPage,
    private readonly pageNumber: number,
  ) {}

  text(str: string, x: number, baseline: number, size: number, font: PDFFont): BoundingBox {
    const { width: W, height: H } = this.page.getSize()
    this.page.drawText(str, { x, y: H - baseline, size, font, color: rgb(0, 0, 0) })
    const w = font.widthOfTextAtSize(str, size)
    return {
      page: this.pageNumber,
      x0: x / W,
      y0: (baseline - size * 0.72) / H,
      x1: (x + w) / W,
      y1: (baseline + size * 0.21) / H,
    }
  }

  /** Right-aligned at `right`. */
  textRight(
    str: string,
    right: number,
    baseline: number,
    size: number,
    font: PDFFont,
  ): BoundingBox {
    return this.text(str, right - font.widthOfTextAtSize(str, size), baseline, size, font)
  }

  box(x: number, top: number, w: number, h: number): void {
    const { height: H } = this.page.getSize()
    this.page.drawRectangle({
      x,
      y: H - top - h,
      width: w,
      height: h,
      borderWidth: 0.7,
      borderColor: rgb(0, 0, 0),
    })
  }
}

/** One generated declarations page. */
export interface GeneratedDeclarations {
  readonly bytes: Uint8Array
  readonly truth: Truth
}

/**
 * A declarations page of the given layout for a policy. Layouts 1..3 are the development layouts
 * the matchers were tuned on; layouts 4 and 5 are held out (layout 4 was tuned on after its first
 * measurement; layout 5 was measured once, blind).
 */
export async function generateDeclarations(
  layout: 1 | 2 | 3 | 4 | 5,
  v: PolicyValues,
): Promise<GeneratedDeclarations> {
  const doc = await PDFDocument.create()
  const truth = await addDeclarationsPage(doc, layout, v)
  return { bytes: await doc.save(), truth }
}

/**
 * Add a declarations page to an existing document (fonts are embedded once per document, as in a
 * real multi-page file); returns the truth with boxes on that page.
 */
export async function addDeclarationsPage(
  doc: PDFDocument,
  layout: 1 | 2 | 3 | 4 | 5,
  v: PolicyValues,
): Promise<Truth> {
  const page = doc.addPage([612, 792])
  const w = new Writer(page, doc.getPageCount())
  const truth: Truth = []
  const add = (field: ExtractionFieldId, normalized: string, bbox: BoundingBox): void => {
    truth.push({ field, normalized, bbox: { ...bbox, page: doc.getPageCount() } })
  }
  if (layout === 1) await layoutLines(doc, w, v, add)
  else if (layout === 2) await layoutBoxes(doc, w, v, add)
  else if (layout === 3) await layoutLetter(doc, w, v, add)
  else if (layout === 4) await layoutEvidence(doc, w, v, add)
  else await layoutSummary(doc, w, v, add)
  return truth
}

const embedded = new WeakMap<PDFDocument, Map<StandardFonts, Promise<PDFFont>>>()

/** A standard font of a document, embedded on first use only. */
function font(doc: PDFDocument, name: StandardFonts): Promise<PDFFont> {
  let fonts = embedded.get(doc)
  if (fonts === undefined) {
    fonts = new Map()
    embedded.set(doc, fonts)
  }
  let f = fonts.get(name)
  if (f === undefined) {
    f = doc.embedFont(name)
    fonts.set(name, f)
  }
  return f
}

type Add = (field: ExtractionFieldId, normalized: string, bbox: BoundingBox) => void

/** Layout 1: "Label: value" lines and a limits table with a Coverage A row. */
async function layoutLines(doc: PDFDocument, w: Writer, v: PolicyValues, add: Add): Promise<void> {
  const f = await font(doc, StandardFonts.Helvetica)
  const b = await font(doc, StandardFonts.HelveticaBold)
  w.text('HOMEOWNERS POLICY DECLARATIONS', 50, 60, 16, b)
  w.text('This is not a bill. Please keep this page with your policy.', 50, 80, 9, f)
  let y = 115
  const row = (label: string, value: string, x = 50, vx = 175): BoundingBox => {
    w.text(label, x, y, 10, b)
    const box = w.text(value, vx, y, 10, f)
    return box
  }
  add('policy.policyNumber', v.policyNumber.toUpperCase(), row('Policy Number:', v.policyNumber))
  y += 18
  add('policy.namedInsured', v.namedInsured, row('Named Insured:', v.namedInsured))
  y += 18
  row('Mailing Address:', `${v.street}, ${v.city}, ${v.state} ${v.zip}`)
  y += 18
  w.text('Policy Period:', 50, y, 10, b)
  const eff = w.text(usDate(v.effectiveDate), 175, y, 10, f)
  const to = w.text('to', 175 + (eff.x1 - eff.x0) * 612 + 5, y, 10, f)
  const exp = w.text(usDate(v.expirationDate), to.x1 * 612 + 5, y, 10, f)
  w.text('12:01 A.M. standard time', exp.x1 * 612 + 6, y, 10, f)
  add('policy.effectiveDate', v.effectiveDate, eff)
  add('policy.expirationDate', v.expirationDate, exp)
  y += 18
  add('policy.carrier', v.carrier, row('Insurance Company:', v.carrier))
  y += 18
  add('policy.producer', v.producer, row('Agent:', v.producer))
  y += 18
  const addr = `${v.street}, ${v.city}, ${v.state} ${v.zip}`
  w.text('Property Address:', 50, y, 10, b)
  w.text(addr, 175, y, 10, f)
  add('property.address', v.street, streetBox(v.street, 175, y, f))
  y += 18
  add('property.yearBuilt', String(v.yearBuilt), row('Year Built:', String(v.yearBuilt)))
  y += 34
  w.text('COVERAGES AND LIMITS OF LIABILITY', 50, y, 11, b)
  w.text('LIMIT', 420, y, 11, b)
  y += 18
  const lines: Array<[string, number, ExtractionFieldId | null]> = [
    ['Coverage A - Dwelling', v.coverageAmount, 'policy.coverageAmount'],
    ['Coverage B - Other Structures', Math.round(v.coverageAmount / 10), null],
    ['Coverage C - Personal Property', Math.round(v.coverageAmount / 2), null],
    ['Coverage E - Personal Liability', 300000, null],
  ]
  for (const [label, amount, field] of lines) {
    w.text(label, 50, y, 10, f)
    const box = w.textRight(money(amount), 470, y, 10, f)
    if (field !== null) add(field, decimal(amount), box)
    y += 16
  }
  y += 12
  add(
    'policy.deductible',
    decimal(v.deductible),
    row('Deductible - All Perils:', money(v.deductible), 50, 190),
  )
  y += 18
  add(
    'policy.premium',
    decimal(v.premium),
    row('Total Annual Premium:', money(v.premium, true), 50, 190),
  )
  y += 30
  w.text('Mortgagee / Loss Payee:', 50, y, 10, b)
  add('policy.mortgagee', v.mortgagee, w.text(v.mortgagee, 190, y, 10, f))
  w.text('ISAOA/ATIMA', 190, y + 13, 10, f)
  w.text(`PO Box ${1000 + (v.yearBuilt % 900)}, ${v.city}, ${v.state} ${v.zip}`, 190, y + 26, 10, f)
  y += 44
  add('policy.loanNumber', v.loanNumber.toUpperCase(), row('Loan Number:', v.loanNumber, 50, 190))
}

/** The box of the street part of an address drawn at (x, y): measured, not drawn twice. */
function streetBox(street: string, x: number, y: number, f: PDFFont): BoundingBox {
  const width = f.widthOfTextAtSize(street, 10)
  return { page: 1, x0: x / 612, y0: (y - 7.2) / 792, x1: (x + width) / 612, y1: (y + 2.1) / 792 }
}

/** Layout 2: an ACORD-like grid, labels small at the top of each box, values below. */
async function layoutBoxes(doc: PDFDocument, w: Writer, v: PolicyValues, add: Add): Promise<void> {
  const f = await font(doc, StandardFonts.Helvetica)
  const b = await font(doc, StandardFonts.HelveticaBold)
  w.text('DWELLING POLICY DECLARATIONS', 150, 50, 15, b)
  const cell = (
    x: number,
    top: number,
    width: number,
    label: string,
    value: string,
  ): BoundingBox => {
    w.box(x, top, width, 30)
    w.text(label, x + 3, top + 8, 6.5, b)
    return w.text(value, x + 5, top + 23, 10, f)
  }
  const dash = (iso: string): string => usDate(iso).replace(/\//g, '-')
  add('policy.producer', v.producer, cell(30, 70, 276, 'AGENT / PRODUCER', v.producer))
  add('policy.carrier', v.carrier, cell(306, 70, 276, 'INSURANCE COMPANY', v.carrier))
  add('policy.namedInsured', v.namedInsured, cell(30, 100, 276, 'NAMED INSURED', v.namedInsured))
  add(
    'policy.policyNumber',
    v.policyNumber.toUpperCase(),
    cell(306, 100, 276, 'POLICY NO.', v.policyNumber),
  )
  add(
    'policy.effectiveDate',
    v.effectiveDate,
    cell(30, 130, 184, 'EFFECTIVE DATE', dash(v.effectiveDate)),
  )
  add(
    'policy.expirationDate',
    v.expirationDate,
    cell(214, 130, 184, 'EXPIRATION DATE', dash(v.expirationDate)),
  )
  add(
    'policy.premium',
    decimal(v.premium),
    cell(398, 130, 184, 'TOTAL PREMIUM', money(v.premium, true)),
  )
  const loc = `${v.street}, ${v.city}, ${v.state} ${v.zip}`
  cell(30, 160, 400, 'INSURED LOCATION', loc)
  add('property.address', v.street, streetBox(v.street, 35, 183, f))
  add(
    'property.yearBuilt',
    String(v.yearBuilt),
    cell(430, 160, 152, 'YEAR BUILT', String(v.yearBuilt)),
  )
  // The limits table.
  let y = 215
  w.text('COVERAGE', 35, y, 7, b)
  w.text('LIMIT', 330, y, 7, b)
  w.text('DEDUCTIBLE', 470, y, 7, b)
  y += 16
  const rows: Array<[string, number, number | null]> = [
    ['Dwelling', v.coverageAmount, v.deductible],
    ['Other Structures', Math.round(v.coverageAmount / 10), null],
    ['Personal Property', Math.round(v.coverageAmount / 2), null],
    ['Loss of Use', Math.round(v.coverageAmount / 5), null],
  ]
  rows.forEach(([label, limit, ded], i) => {
    w.text(label, 35, y, 10, f)
    const lb = w.text(money(limit), 330, y, 10, f)
    if (i === 0) add('policy.coverageAmount', decimal(limit), lb)
    if (ded !== null) add('policy.deductible', decimal(ded), w.text(money(ded), 470, y, 10, f))
    y += 15
  })
  y += 10
  add('policy.mortgagee', v.mortgagee, cell(30, y, 360, 'FIRST MORTGAGEE', v.mortgagee))
  add('policy.loanNumber', v.loanNumber.toUpperCase(), cell(390, y, 192, 'LOAN #', v.loanNumber))
  w.text('Forms and endorsements: DP 00 03 07 14, DP 04 71 12 02', 35, y + 60, 8, f)
}

/** Layout 3: a letter-style page in Times with leaders and "from … to …". */
async function layoutLetter(doc: PDFDocument, w: Writer, v: PolicyValues, add: Add): Promise<void> {
  const f = await font(doc, StandardFonts.TimesRoman)
  const b = await font(doc, StandardFonts.TimesRomanBold)
  w.text(v.carrier.toUpperCase(), 60, 56, 14, b)
  w.text('Renewal Declarations', 60, 74, 11, f)
  let y = 110
  w.text('Policy #:', 60, y, 11, b)
  add('policy.policyNumber', v.policyNumber.toUpperCase(), w.text(v.policyNumber, 112, y, 11, f))
  w.text('Insured:', 330, y, 11, b)
  add('policy.namedInsured', v.namedInsured, w.text(v.namedInsured, 380, y, 11, f))
  y += 20
  w.text('Underwritten by:', 60, y, 11, b)
  add('policy.carrier', v.carrier, w.text(v.carrier, 150, y, 11, f))
  y += 20
  w.text('Term of policy: from', 60, y, 11, b)
  const eff = w.text(longDate(v.effectiveDate), 165, y, 11, f)
  const to = w.text('to', eff.x1 * 612 + 5, y, 11, b)
  const exp = w.text(longDate(v.expirationDate), to.x1 * 612 + 5, y, 11, f)
  add('policy.effectiveDate', v.effectiveDate, eff)
  add('policy.expirationDate', v.expirationDate, exp)
  y += 20
  w.text('Producer:', 60, y, 11, b)
  add('policy.producer', v.producer, w.text(v.producer, 115, y, 11, f))
  y += 20
  w.text('Location of Premises:', 60, y, 11, b)
  w.text(`${v.street}, ${v.city}, ${v.state} ${v.zip}`, 180, y, 11, f)
  add('property.address', v.street, {
    page: 1,
    x0: 180 / 612,
    y0: (y - 11 * 0.72) / 792,
    x1: (180 + f.widthOfTextAtSize(v.street, 11)) / 612,
    y1: (y + 11 * 0.21) / 792,
  })
  y += 20
  w.text('Yr Built:', 60, y, 11, b)
  add('property.yearBuilt', String(v.yearBuilt), w.text(String(v.yearBuilt), 110, y, 11, f))
  y += 36
  w.text('Section I - Property', 60, y, 12, b)
  y += 20
  const leader = (label: string, amount: string): BoundingBox => {
    w.text(`${label} ${'.'.repeat(40 - label.length)}`, 60, y, 11, f)
    const box = w.textRight(amount, 420, y, 11, f)
    y += 17
    return box
  }
  add(
    'policy.coverageAmount',
    decimal(v.coverageAmount),
    leader('Dwelling Limit', money(v.coverageAmount)),
  )
  leader('Other Structures', money(Math.round(v.coverageAmount / 10)))
  leader('Contents', money(Math.round(v.coverageAmount / 2)))
  add('policy.deductible', decimal(v.deductible), leader('AOP Deductible', money(v.deductible)))
  leader('Minimum Premium', money(100))
  add('policy.premium', decimal(v.premium), leader('Annual Premium', money(v.premium, true)))
  y += 20
  w.text('Lienholder:', 60, y, 11, b)
  add('policy.mortgagee', v.mortgagee, w.text(v.mortgagee, 125, y, 11, f))
  y += 20
  w.text('Loan No.:', 60, y, 11, b)
  add('policy.loanNumber', v.loanNumber.toUpperCase(), w.text(v.loanNumber, 115, y, 11, f))
}

/** Layout 4 (held out): an evidence-of-insurance page with a two-column key table, no colons. */
async function layoutEvidence(
  doc: PDFDocument,
  w: Writer,
  v: PolicyValues,
  add: Add,
): Promise<void> {
  const f = await font(doc, StandardFonts.Courier)
  const b = await font(doc, StandardFonts.CourierBold)
  w.text('EVIDENCE OF HOMEOWNERS INSURANCE', 120, 60, 14, b)
  w.text(`Prepared ${usDate(v.effectiveDate)} for the lender named below`, 120, 76, 9, f)
  let y = 120
  const pair = (label: string, value: string, x = 50, vx = 190): BoundingBox => {
    w.text(label, x, y, 9, b)
    return w.text(value, vx, y, 10, f)
  }
  add('policy.policyNumber', v.policyNumber.toUpperCase(), pair('Policy No.', v.policyNumber))
  y += 16
  add('policy.namedInsured', v.namedInsured, pair('Insured Name', v.namedInsured))
  y += 16
  add('policy.carrier', v.carrier, pair('Issuing Company', v.carrier))
  y += 16
  add('policy.producer', v.producer, pair('Agency Name', v.producer))
  y += 16
  add('policy.effectiveDate', v.effectiveDate, pair('Eff. Date', usDate(v.effectiveDate)))
  add(
    'policy.expirationDate',
    v.expirationDate,
    pair('Exp. Date', usDate(v.expirationDate), 330, 410),
  )
  y += 16
  w.text('Risk Address', 50, y, 9, b)
  w.text(`${v.street}, ${v.city}, ${v.state} ${v.zip}`, 190, y, 10, f)
  add('property.address', v.street, {
    page: 1,
    x0: 190 / 612,
    y0: (y - 10 * 0.72) / 792,
    x1: (190 + f.widthOfTextAtSize(v.street, 10)) / 612,
    y1: (y + 10 * 0.21) / 792,
  })
  y += 16
  add('property.yearBuilt', String(v.yearBuilt), pair('Construction Year', String(v.yearBuilt)))
  y += 36
  w.text('Coverage', 50, y, 9, b)
  w.text('Limit', 330, y, 9, b)
  w.text('Deductible', 460, y, 9, b)
  y += 16
  const rows: Array<[string, number]> = [
    ['A. Dwelling', v.coverageAmount],
    ['B. Other Structures', Math.round(v.coverageAmount / 10)],
    ['C. Personal Property', Math.round(v.coverageAmount / 2)],
    ['D. Loss of Use', Math.round(v.coverageAmount / 5)],
  ]
  rows.forEach(([label, limit], i) => {
    w.text(label, 50, y, 10, f)
    const lb = w.textRight(money(limit), 400, y, 10, f)
    if (i === 0) {
      add('policy.coverageAmount', decimal(limit), lb)
      add(
        'policy.deductible',
        decimal(v.deductible),
        w.textRight(money(v.deductible), 520, y, 10, f),
      )
    }
    y += 14
  })
  y += 16
  add('policy.premium', decimal(v.premium), pair('Premium Total', money(v.premium, true)))
  y += 36
  w.text('1st Mortgagee', 50, y, 9, b)
  w.text('Loan #', 330, y, 9, b)
  y += 14
  add('policy.mortgagee', v.mortgagee, w.text(v.mortgagee, 50, y, 10, f))
  add('policy.loanNumber', v.loanNumber.toUpperCase(), w.text(v.loanNumber, 330, y, 10, f))
  w.text('its successors and/or assigns', 50, y + 13, 10, f)
}

/** Layout 5 (held out, blind): a policy summary with a header band and a two-column grid. */
async function layoutSummary(
  doc: PDFDocument,
  w: Writer,
  v: PolicyValues,
  add: Add,
): Promise<void> {
  const f = await font(doc, StandardFonts.Helvetica)
  const b = await font(doc, StandardFonts.HelveticaBold)
  w.text(v.carrier, 40, 48, 13, b)
  w.text('Policy Summary - Homeowners', 40, 64, 10, f)
  let y = 100
  const kv = (label: string, value: string, x: number): BoundingBox => {
    w.text(label, x, y, 8, f)
    return w.text(value, x, y + 13, 11, b)
  }
  add('policy.policyNumber', v.policyNumber.toUpperCase(), kv('Policy number', v.policyNumber, 40))
  const span = kv('Coverage dates', `${usDate(v.effectiveDate)} - ${usDate(v.expirationDate)}`, 230)
  const effW = b.widthOfTextAtSize(usDate(v.effectiveDate), 11)
  const expX = 230 + b.widthOfTextAtSize(`${usDate(v.effectiveDate)} - `, 11)
  add('policy.effectiveDate', v.effectiveDate, { ...span, x1: (230 + effW) / 612 })
  add('policy.expirationDate', v.expirationDate, { ...span, x0: expX / 612 })
  add('policy.premium', decimal(v.premium), kv('Annual premium', money(v.premium, true), 430))
  y += 40
  add('policy.namedInsured', v.namedInsured, kv('Policyholder', v.namedInsured, 40))
  add('policy.producer', v.producer, kv('Your agent', v.producer, 230))
  y += 40
  const loc = kv('Insured property', `${v.street}, ${v.city}, ${v.state} ${v.zip}`, 40)
  add('property.address', v.street, { ...loc, x1: (40 + b.widthOfTextAtSize(v.street, 11)) / 612 })
  add(
    'property.yearBuilt',
    String(v.yearBuilt),
    kv('Year of construction', String(v.yearBuilt), 430),
  )
  y += 50
  w.text('What is covered', 40, y, 11, b)
  y += 18
  const line = (label: string, amount: string): BoundingBox => {
    w.text(label, 40, y, 10, f)
    const box = w.textRight(amount, 300, y, 10, f)
    y += 15
    return box
  }
  add(
    'policy.coverageAmount',
    decimal(v.coverageAmount),
    line('Dwelling coverage', money(v.coverageAmount)),
  )
  line('Other structures coverage', money(Math.round(v.coverageAmount / 10)))
  line('Personal property coverage', money(Math.round(v.coverageAmount / 2)))
  line('Personal liability', money(300000))
  add('policy.deductible', decimal(v.deductible), line('Deductible amount', money(v.deductible)))
  y += 20
  w.text('Lender information', 40, y, 11, b)
  y += 18
  add('policy.mortgagee', v.mortgagee, w.text(v.mortgagee, 40, y, 10, f))
  w.text('Loan number', 300, y - 12, 8, f)
  add('policy.loanNumber', v.loanNumber.toUpperCase(), w.text(v.loanNumber, 300, y, 10, f))
  w.text(`PO Box ${2000 + (v.yearBuilt % 700)}, ${v.city}, ${v.state}`, 40, y + 13, 10, f)
}
