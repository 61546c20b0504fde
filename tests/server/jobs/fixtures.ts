/**
 * Documents generated in the test run (never copied from the corpus): a declarations page with a
 * text layer, a multi-page scanned declarations PDF (page images only, read by OCR), a damaged PDF.
 */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** The values printed on the generated declarations pages. */
export const DECLARATIONS = {
  policyNumber: 'HO-4471-2291',
  carrier: 'Granite Mutual Insurance Company',
  premium: '$1,845.00',
  premiumValue: 1845,
  address: '418 Juniper Lane',
  yearBuilt: '1987',
} as const

const LINES: readonly (readonly [string, string])[] = [
  ['Policy Number', DECLARATIONS.policyNumber],
  ['Carrier', DECLARATIONS.carrier],
  ['Total Premium', DECLARATIONS.premium],
  ['Property Address', DECLARATIONS.address],
  ['Year Built', DECLARATIONS.yearBuilt],
]

/** A text-layer declarations page (plus `extraPages` filler pages), as PDF bytes. */
export async function declarationsPdf(extraPages = 0, lines = LINES): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([612, 792])
  page.drawText('HOMEOWNERS POLICY DECLARATIONS', { x: 50, y: 740, size: 14, font })
  lines.forEach(([label, value], i) => {
    page.drawText(`${label}: ${value}`, { x: 50, y: 690 - i * 24, size: 11, font })
  })
  for (let i = 0; i < extraPages; i++) {
    const p = doc.addPage([612, 792])
    p.drawText(`Forms and endorsements, page ${i + 2}`, { x: 50, y: 740, size: 11, font })
  }
  return doc.save()
}

/** True when the canvas has fonts to draw scanned test pages with. */
export const canDrawText = (): boolean => GlobalFonts.families.length > 0

/** A scanned declarations PDF: `pages` page images at about 150 dpi, no text layer. */
export async function scannedPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) {
    const canvas = createCanvas(1275, 1650)
    const ctx = canvas.getContext('2d')
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, 1275, 1650)
    ctx.fillStyle = '#000'
    ctx.font = '30px "Liberation Sans", "DejaVu Sans", sans-serif'
    ctx.fillText(`DECLARATIONS - page ${i + 1} of ${pages}`, 90, 120)
    const lines = i === 0 ? LINES : [['Coverage', 'Forms and endorsements apply'] as const]
    lines.forEach(([label, value], j) => ctx.fillText(`${label}: ${value}`, 90, 220 + j * 60))
    const img = await doc.embedPng(await canvas.encode('png'))
    const page = doc.addPage([612, 792])
    page.drawImage(img, { x: 0, y: 0, width: 612, height: 792 })
  }
  return doc.save()
}

/** A file that starts like a PDF and is damaged after its header. */
export function brokenPdf(): Uint8Array {
  return Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nthis is not a pdf\n')
}
