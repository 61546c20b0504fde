/**
 * Spreadsheets are read in a Web Worker in a real Chromium: the sheets come back with dates as
 * dates, the limits answer with their messages, a reader past its time is stopped, and the page's
 * own thread keeps running meanwhile.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeWorkbook } from '../helpers/xlsx-fixture'
import { fromRepo, hasChromium, startReviewHarness, type ReviewHarness } from './review-browser'

const entry = `
import { readSheets } from ${fromRepo('src/renderer/src/features/document-manager/components/preview/read-sheets.ts')}
window.read = async (name, timeoutMs) => {
  const bytes = await (await fetch('/' + name)).arrayBuffer()
  try {
    const sheets = await readSheets(bytes, timeoutMs)
    return { ok: true, sheets: sheets.map((s) => ({ ...s, rows: s.rows.map((r) => r.map((c) => c instanceof Date ? 'Date:' + c.toISOString() : c)) })) }
  } catch (e) {
    return { ok: false, message: e.message }
  }
}
window.ready = true
`

const rows = (n: number, cols: number) =>
  Array.from({ length: n }, (_, y) => Array.from({ length: cols }, (_, x) => `r${y}c${x}`))

describe.skipIf(!hasChromium)(
  'sheet worker in Chromium (skipped without /usr/bin/chromium)',
  () => {
    let harness: ReviewHarness
    let page: Page

    beforeAll(async () => {
      harness = await startReviewHarness(
        { sheets: entry },
        {
          'schedule.xlsx': makeWorkbook([
            {
              name: 'Schedule',
              rows: [
                ['Location', 'TIV', 'Inspected'],
                ['1208 Harbor View Dr', 425000, new Date(Date.UTC(2024, 2, 15))],
              ],
            },
            { name: 'Notes', rows: [['Note'], ['Roof replaced 2019']] },
          ]),
          // 1,100,000 cells: over the cell limit, yet only a few MB zipped.
          'huge.xlsx': makeWorkbook([{ name: 'Big', rows: rows(55_000, 20) }]),
          'long.xlsx': makeWorkbook([{ name: 'Long', rows: rows(1200, 3) }]),
          // Prototype-pollution-shaped names and cells (the class of CVE-2023-30533).
          'pollution.xlsx': makeWorkbook([
            {
              name: '__proto__',
              rows: [
                ['__proto__', 'constructor', 'prototype'],
                ['{"__proto__":{"polluted":1}}', 'polluted', 1],
              ],
            },
            { name: 'constructor', rows: [['prototype'], ['polluted']] },
          ]),
          'legacy.xls': new Uint8Array([
            0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0,
          ]),
        },
      )
      page = await harness.browser.newPage()
      await page.goto(`${harness.base}/sheets.html`)
      await page.waitForFunction('window.ready === true')
    })

    afterAll(async () => {
      await harness?.close()
    })

    const read = (name: string, timeoutMs?: number) =>
      page.evaluate(`window.read(${JSON.stringify(name)}, ${timeoutMs ?? 'undefined'})`) as Promise<
        | { ok: true; sheets: { name: string; rows: unknown[][]; total: number }[] }
        | { ok: false; message: string }
      >

    it('returns every sheet, with dates as dates', async () => {
      const r = await read('schedule.xlsx')
      expect(r).toEqual({
        ok: true,
        sheets: [
          {
            name: 'Schedule',
            rows: [
              ['Location', 'TIV', 'Inspected'],
              ['1208 Harbor View Dr', 425000, 'Date:2024-03-15T00:00:00.000Z'],
            ],
            total: 2,
          },
          { name: 'Notes', rows: [['Note'], ['Roof replaced 2019']], total: 2 },
        ],
      })
    })

    it('sends back only the rows the table shows, with the full count', async () => {
      const r = await read('long.xlsx')
      expect(r.ok).toBe(true)
      if (r.ok) {
        expect(r.sheets[0]!.rows).toHaveLength(501)
        expect(r.sheets[0]!.total).toBe(1200)
      }
    })

    it('reads a prototype-pollution-shaped workbook as plain data, polluting nothing', async () => {
      const r = await read('pollution.xlsx')
      expect(r).toEqual({
        ok: true,
        sheets: [
          {
            name: '__proto__',
            rows: [
              ['__proto__', 'constructor', 'prototype'],
              ['{"__proto__":{"polluted":1}}', 'polluted', 1],
            ],
            total: 2,
          },
          { name: 'constructor', rows: [['prototype'], ['polluted']], total: 2 },
        ],
      })
      expect(
        await page.evaluate(
          '[({}).polluted, Object.prototype.polluted, [].polluted, Object.keys(Object.prototype).length]',
        ),
      ).toEqual([undefined, undefined, undefined, 0])
    })

    it('refuses a workbook over the cell limit with a clear message', async () => {
      expect(await read('huge.xlsx')).toEqual({
        ok: false,
        message:
          'This workbook has 1,100,000 cells; workbooks over 1,000,000 cells are not previewed. Download it to open it.',
      })
    })

    it('says plainly that a legacy .xls is not previewed', async () => {
      const r = await read('legacy.xls')
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.message).toMatch(/legacy Excel 97–2003 workbook \(\.xls\)/)
    })

    it('stops a reader that runs past its time, while the page keeps running', async () => {
      const ticks = page.evaluate(`new Promise((resolve) => {
      let n = 0
      const t = setInterval(() => { n++ }, 10)
      setTimeout(() => { clearInterval(t); resolve(n) }, 400)
    })`) as Promise<number>
      const r = await read('long.xlsx', 1)
      expect(r).toEqual({
        ok: false,
        message:
          'Reading this workbook took longer than 0.001 seconds; it was stopped. Download it to open it.',
      })
      expect(await ticks).toBeGreaterThan(5)
    })
  },
)
