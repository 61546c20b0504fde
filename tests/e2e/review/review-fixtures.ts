/**
 * Filled insurance documents for the review e2e, generated with pdf-lib (real PDFs with a text
 * layer, like a carrier's declarations page), so the suite does not need the corpus.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

/** A page of labelled lines: `[label, value]`, or a heading when the value is null. */
export type PdfLines = readonly (readonly [string, string | null])[]

/** Writes a one-page PDF with a bold title and the labelled lines; returns its path. */
export async function writeFilledPdf(
  dir: string,
  fileName: string,
  title: string,
  lines: PdfLines,
): Promise<string> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  const page = pdf.addPage([612, 792])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = 740
  const draw = (text: string, size: number, f = font) => {
    page.drawText(text, { x: 54, y, size, font: f, color: rgb(0.1, 0.1, 0.1) })
    y -= size + 9
  }
  draw(title, 16, bold)
  y -= 8
  for (const [label, value] of lines) {
    if (value === null) {
      y -= 8
      draw(label, 13, bold)
    } else draw(`${label}: ${value}`, 11)
  }
  const path = join(dir, fileName)
  writeFileSync(path, await pdf.save())
  return path
}

/** The renewal declarations page: every policy field of the checklist. */
export const DECLARATIONS: PdfLines = [
  ['Policy Number', 'HO3-4471029'],
  ['Insurance Company', 'Coastal Mutual Insurance Company'],
  ['Named Insured', 'Maria and James Alvarez'],
  ['Effective Date', '03/01/2027'],
  ['Expiration Date', '03/01/2028'],
  ['Coverages', null],
  ['Coverage A - Dwelling', '$450,000'],
  ['Deductible', '$2,500'],
  ['Total Annual Premium', '$3,412.00'],
  ['Mortgagee / Loss Payee', null],
  ['Mortgagee', 'Harbor Federal Bank ISAOA/ATIMA'],
  ['Loan Number', 'LN-2025-0001'],
  ['Producer', 'Bayside Insurance Agency'],
]

/** The agent's binder: the carrier, premium and deductible again, with other values. */
export const BINDER: PdfLines = [
  ['Insurance Company', 'Coastal Mutual Ins. Co.'],
  ['Total Annual Premium', '$3,390.00'],
  ['Deductible', '$5,000'],
]

/** A dwelling schedule for an asset: the property's street line and year built. */
export const ASSET_SCHEDULE: PdfLines = [
  ['Property Address', '1208 Harbor View Dr, Tampa, FL 33602'],
  ['Year Built', '1987'],
  ['Construction', 'Masonry'],
]
