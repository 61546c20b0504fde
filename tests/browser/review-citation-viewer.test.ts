/**
 * The citation viewer in a real Chromium: a generated PDF drawn by pdf.js (through Vite, with the
 * worker from `?url`, as the app builds it), the cited region highlighted over the right pixels on
 * page 2 and scrolled into view. jsdom has no canvas, so this is where the PDF path is proven.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PDFDocument, rgb } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BBox } from '../../src/shared/review'
import {
  fromRepo,
  hasChromium,
  repo,
  startReviewHarness,
  type ReviewHarness,
} from './review-browser'

/**
 * The cited region on page 2, normalised with a top-left origin (docs/architecture.md#coordinates).
 */
const cited: BBox = { page: 2, x0: 0.2, y0: 0.7, x1: 0.6, y1: 0.78 }

/** A 3-page US-letter PDF with a black block exactly where `cited` says, on page 2. */
async function makePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  for (let n = 1; n <= 3; n += 1) {
    const page = pdf.addPage([612, 792])
    page.drawText(`Page ${n}`, { x: 50, y: 740, size: 24 })
    if (n === cited.page) {
      // PDF user space has its origin at the bottom-left: flip y once, here.
      page.drawRectangle({
        x: cited.x0 * 612,
        y: (1 - cited.y1) * 792,
        width: (cited.x1 - cited.x0) * 612,
        height: (cited.y1 - cited.y0) * 792,
        color: rgb(0, 0, 0),
      })
    }
  }
  return pdf.save()
}

/** What the browser reports about page 2, its canvas and the highlight. */
interface Geometry {
  readonly pageCount: number
  /** The highlight's corners as fractions of the page box. */
  readonly relative: Record<'x0' | 'y0' | 'x1' | 'y1', number>
  readonly inView: boolean
  readonly scrolled: number
  /** RGBA of the canvas under the highlight's centre, and 20 px above the highlight. */
  readonly centre: readonly number[]
  readonly outside: readonly number[]
}

// Runs in the page (a string: this file is type-checked without the DOM library).
const MEASURE = `(() => {
  const pageEl = document.querySelector('[data-page-number="2"]')
  const canvas = pageEl.querySelector('canvas')
  const mark = document.querySelector('[data-testid="citation-highlight"]')
  const container = document.querySelector('[data-testid="citation-pdf"]')
  const p = pageEl.getBoundingClientRect()
  const h = mark.getBoundingClientRect()
  const c = container.getBoundingClientRect()
  const context = canvas.getContext('2d')
  const sx = canvas.width / p.width
  const sy = canvas.height / p.height
  const pixel = (x, y) =>
    Array.from(context.getImageData(Math.floor(x * sx), Math.floor(y * sy), 1, 1).data)
  return {
    pageCount: document.querySelectorAll('.citation-pdf-page').length,
    relative: {
      x0: (h.left - p.left) / p.width,
      y0: (h.top - p.top) / p.height,
      x1: (h.right - p.left) / p.width,
      y1: (h.bottom - p.top) / p.height,
    },
    inView: h.top >= c.top && h.bottom <= c.bottom,
    scrolled: container.scrollTop,
    centre: pixel((h.left + h.right) / 2 - p.left, (h.top + h.bottom) / 2 - p.top),
    outside: pixel((h.left + h.right) / 2 - p.left, h.top - p.top - 20),
  }
})()`

const harness = (bbox: BBox) => `
import { createRoot } from 'react-dom/client'
import { CitationViewer } from ${fromRepo('src/renderer/src/features/review/CitationViewer.tsx')}
createRoot(document.getElementById('root')).render(
  <div style={{ width: 700, height: 500 }}>
    <CitationViewer url="/policy.pdf" name="policy.pdf" fileType="application/pdf" bbox={${JSON.stringify(bbox)}} />
  </div>,
)
`

describe.skipIf(!hasChromium)(
  'CitationViewer in Chromium (skipped without /usr/bin/chromium)',
  () => {
    let harnessRun: ReviewHarness

    beforeAll(async () => {
      harnessRun = await startReviewHarness(
        { citation: harness(cited) },
        { 'policy.pdf': await makePdf() },
      )
    })

    afterAll(async () => {
      await harnessRun?.close()
    })

    it('draws the PDF with pdf.js and lights up the cited region, scrolled into view', async () => {
      const page = await harnessRun.browser.newPage({ viewport: { width: 800, height: 600 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${harnessRun.base}/citation.html`)
      await page.waitForSelector('[data-page-number="2"][data-drawn="true"]', { timeout: 45_000 })
      const highlight = page.getByTestId('citation-highlight')
      await highlight.waitFor()
      // Give the smooth scroll time to settle.
      await page.waitForTimeout(800)

      const geometry = await page.evaluate<Geometry>(MEASURE)
      await mkdir(join(repo, 'test-results'), { recursive: true })
      await page.screenshot({ path: join(repo, 'test-results/review-citation-viewer.png') })
      await page.close()

      expect(errors).toEqual([])
      expect(geometry.pageCount).toBe(3)
      for (const key of ['x0', 'y0', 'x1', 'y1'] as const) {
        expect(geometry.relative[key]).toBeCloseTo(cited[key], 2)
      }
      expect(geometry.scrolled).toBeGreaterThan(0)
      expect(geometry.inView).toBe(true)
      // pdf.js drew the black block under the highlight, and white paper just above it.
      expect(geometry.centre.slice(0, 3).every((v) => v < 60)).toBe(true)
      expect(geometry.outside.slice(0, 3).every((v) => v > 200)).toBe(true)
    })
  },
)
