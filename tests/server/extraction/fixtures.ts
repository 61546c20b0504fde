/**
 * Test fixtures generated in the test run (never copied from the corpus): fillable and flattened
 * forms and multi-page documents made with pdf-lib, and small page images drawn with
 * @napi-rs/canvas.
 */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { BoundingBox } from '../../../src/shared/extraction/types'

/** A one-page fillable form: printed labels with named text fields beside them. */
export async function fillableForm(
  values: Readonly<Record<string, string>>,
  flatten = false,
): Promise<{ bytes: Uint8Array; widgets: Record<string, BoundingBox> }> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const form = doc.getForm()
  const widgets: Record<string, BoundingBox> = {}
  let y = 700
  for (const [name, value] of Object.entries(values)) {
    page.drawText(`${name}:`, { x: 50, y: y + 4, size: 10, font })
    const tf = form.createTextField(name)
    tf.setText(value)
    tf.addToPage(page, { x: 200, y, width: 300, height: 18, font })
    widgets[name] = {
      page: 1,
      x0: 200 / 612,
      y0: 1 - (y + 18) / 792,
      x1: 500 / 612,
      y1: 1 - y / 792,
    }
    y -= 30
  }
  form.updateFieldAppearances(font)
  if (flatten) form.flatten()
  return { bytes: await doc.save(), widgets }
}

/** A PDF of `pages` pages, each with a few labelled lines (policy number on page 2 only). */
export async function multiPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792])
    page.drawText(`Renewal schedule, page ${i} of ${pages}`, { x: 50, y: 740, size: 12, font })
    if (i === 2) page.drawText('Policy Number: QT-20250042', { x: 50, y: 700, size: 11, font })
    page.drawText('These pages list coverages and forms that apply to the policy named above.', {
      x: 50,
      y: 680,
      size: 10,
      font,
    })
  }
  return doc.save()
}

/** A PDF with one blank page. */
export async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([612, 792])
  return doc.save()
}

/** True when the canvas has fonts to draw test images with. */
export const canDrawText = (): boolean => GlobalFonts.families.length > 0

/** Lines drawn on a white image; returns PNG bytes and the true box of each line's value part. */
export async function textImage(
  lines: ReadonlyArray<readonly [label: string, value: string]>,
  options: { width?: number; quarterTurn?: boolean } = {},
): Promise<{ png: Buffer; valueBoxes: BoundingBox[] }> {
  const width = options.width ?? 1400
  const lineH = 70
  const height = 80 + lines.length * lineH
  const page = createCanvas(width, height)
  const ctx = page.getContext('2d')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = '#000'
  ctx.font = '34px "Liberation Sans", "DejaVu Sans", sans-serif'
  const boxes: BoundingBox[] = []
  lines.forEach(([label, value], i) => {
    const y = 80 + i * lineH
    ctx.fillText(`${label}: `, 40, y)
    const x = 40 + ctx.measureText(`${label}: `).width
    ctx.fillText(value, x, y)
    const w = ctx.measureText(value).width
    boxes.push({
      page: 1,
      x0: x / width,
      y0: (y - 28) / height,
      x1: (x + w) / width,
      y1: (y + 8) / height,
    })
  })
  if (options.quarterTurn !== true) return { png: await page.encode('png'), valueBoxes: boxes }
  // Turned clockwise: a landscape scan of the page.
  const turned = createCanvas(height, width)
  const tctx = turned.getContext('2d')
  tctx.translate(height, 0)
  tctx.rotate(Math.PI / 2)
  tctx.drawImage(page, 0, 0)
  return {
    png: await turned.encode('png'),
    valueBoxes: boxes.map((b) => ({ page: 1, x0: 1 - b.y1, y0: b.x0, x1: 1 - b.y0, y1: b.x1 })),
  }
}

/** An image-only PDF (no text layer) showing a PNG over the whole page. */
export async function imageOnlyPdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const img = await doc.embedPng(png)
  const page = doc.addPage([612, (612 * img.height) / img.width])
  page.drawImage(img, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() })
  return doc.save()
}
