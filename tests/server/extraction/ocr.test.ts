/**
 * OCR through the engine, kept to a few small images: upright, turned to landscape, and as an
 * image-only PDF (the render-then-OCR path). Offline: the model is read from the npm package.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { afterAll, describe, expect, it } from 'vitest'
import { boxIoU } from '../../../src/server/extraction/coordinates'
import { extractDocument } from '../../../src/server/extraction/engine'
import { ENG_LANG_PATH, terminateOcr } from '../../../src/server/extraction/ocr'
import { canDrawText, imageOnlyPdf, textImage } from './fixtures'

const LINES = [
  ['Policy Number', 'HO-4455667'],
  ['Effective Date', '03/14/2025'],
  ['Total Premium', '$1,234.00'],
] as const

afterAll(async () => {
  await terminateOcr()
})

describe.skipIf(!canDrawText())(
  'OCR of scans (skipped when the canvas has no fonts to draw with)',
  () => {
    it('loads the English model from the npm package folder', () => {
      expect(ENG_LANG_PATH).toMatch(/@tesseract\.js-data[\\/]eng[\\/]/)
    })

    it('reads an upright page image with boxes on the values', async () => {
      const { png, valueBoxes } = await textImage(LINES)
      const out = await extractDocument({ bytes: png, mimeType: 'image/png' })
      const byField = Object.fromEntries(out.fields.map((f) => [f.field, f]))
      expect(byField['policy.policyNumber']?.normalized).toBe('HO-4455667')
      expect(byField['policy.effectiveDate']?.normalized).toBe('2025-03-14')
      expect(byField['policy.premium']?.normalized).toBe('1234')
      expect(byField['policy.premium']?.source).toBe('ocr')
      const box = byField['policy.policyNumber']?.bbox
      const truth = valueBoxes[0]
      if (box !== undefined && truth !== undefined) expect(boxIoU(box, truth)).toBeGreaterThan(0.3)
      expect(out.pageReports[0]?.quarterTurns).toBe(0)
    })

    it('turns a landscape scan upright and maps boxes back onto the image as given', async () => {
      const { png, valueBoxes } = await textImage(LINES, { quarterTurn: true })
      const out = await extractDocument({ bytes: png })
      expect(out.pageReports[0]?.quarterTurns).toBe(3)
      const date = out.fields.find((f) => f.field === 'policy.effectiveDate')
      expect(date?.normalized).toBe('2025-03-14')
      const truth = valueBoxes[1]
      if (date !== undefined && truth !== undefined)
        expect(boxIoU(date.bbox, truth)).toBeGreaterThan(0.3)
    })

    it('reads a faded image-only PDF page (grey print on white paper), not taking it for blank', async () => {
      const { png } = await textImage(LINES)
      const img = await loadImage(png)
      const faded = createCanvas(img.width, img.height)
      const ctx = faded.getContext('2d')
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, img.width, img.height)
      // Black print at a quarter strength: ink at about 190 on paper at 255.
      ctx.globalAlpha = 0.25
      ctx.drawImage(img, 0, 0)
      const out = await extractDocument({ bytes: await imageOnlyPdf(await faded.encode('png')) })
      expect(out.pageReports[0]?.source).toBe('ocr')
      expect(out.fields.find((f) => f.field === 'policy.policyNumber')?.normalized).toBe(
        'HO-4455667',
      )
    })

    it('reads a skewed page of short monospaced lines the right way, though its columns look sharper than its rows', async () => {
      // Tilted 3°, a blurred line of print drifts over more than its pitch, while the letters of
      // monospaced print stand in sharp columns: the profile takes the lines to run down.
      const page = createCanvas(1700, 800)
      const ctx = page.getContext('2d')
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, 1700, 800)
      ctx.translate(850, 400)
      ctx.rotate((3 * Math.PI) / 180)
      ctx.translate(-850, -400)
      ctx.fillStyle = '#333'
      ctx.font = '22px "Liberation Mono", "DejaVu Sans Mono", monospace'
      ctx.filter = 'blur(1.5px)'
      const xml = [
        '<Policy>',
        '  <PolicyNumber>QX687348-640</PolicyNumber>',
        '  <EffectiveDt>2029-04-01</EffectiveDt>',
        '  <LimitAmt>2070000</LimitAmt>',
        '  <Premium>4268.15</Premium>',
        '</Policy>',
      ]
      for (let i = 0; i < 20; i++) ctx.fillText(xml[i % xml.length] ?? '', 160, 120 + i * 32)
      const out = await extractDocument({ bytes: await page.encode('png') })
      expect(out.pageReports[0]?.quarterTurns).toBe(0)
      expect(out.fields.find((f) => f.field === 'policy.policyNumber')?.normalized).toBe(
        'QX687348-640',
      )
    }, 180_000)

    it('renders and reads a PDF page that has no text layer', async () => {
      const { png } = await textImage(LINES)
      const out = await extractDocument({ bytes: await imageOnlyPdf(png) })
      expect(out.pageReports[0]?.source).toBe('ocr')
      expect(out.fields.find((f) => f.field === 'policy.policyNumber')?.normalized).toBe(
        'HO-4455667',
      )
    })
  },
)
