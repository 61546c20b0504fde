/**
 * A PDF whose text layer is real but short (fewer characters than the OCR threshold) is read, not
 * reported empty; only a page with nothing on it is empty.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { extractDocument } from '../../../src/server/extraction/engine'
import { MIN_TEXT_LAYER_CHARS } from '../../../src/server/extraction/pdf-reader'

async function pdfWithLines(lines: readonly string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const pageLines of lines) {
    const page = doc.addPage([612, 792])
    pageLines.forEach((text, i) => page.drawText(text, { x: 72, y: 700 - 20 * i, size: 11, font }))
  }
  return doc.save()
}

describe('short text layers', () => {
  it('reads a page with a few characters of text instead of calling it empty', async () => {
    const line = 'Policy No: AB-1234'
    expect(line.replace(/\s/g, '').length).toBeLessThan(MIN_TEXT_LAYER_CHARS)
    const out = await extractDocument({ bytes: await pdfWithLines([[line]]) })
    expect(out.pageReports).toEqual([{ page: 1, source: 'text-layer', words: 1 }])
    expect(out.fields.find((f) => f.field === 'policy.policyNumber')?.normalized).toBe('AB-1234')
  })

  it('keeps a one-word page among blank pages and reports the blank ones as blank', async () => {
    const out = await extractDocument({ bytes: await pdfWithLines([[], ['Page 2'], []]) })
    expect(out.pageReports.map((p) => p.source)).toEqual(['blank', 'text-layer', 'blank'])
    expect(out.fields).toEqual([])
  })

  it('still calls a document with nothing on any page empty', async () => {
    await expect(extractDocument({ bytes: await pdfWithLines([[], []]) })).rejects.toMatchObject({
      reason: 'empty',
    })
  })
})
