/**
 * The preview sanitiser in a real Chromium: every vector is sanitised, then put into the page
 * the way the preview does (innerHTML), and nothing may run (alert, dialog, window.__xss) and
 * nothing may be fetched from any host but the test server itself.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCRIPT_VECTORS, TRACKING_VECTORS } from '../helpers/xss-vectors'
import { fromRepo, hasChromium, startReviewHarness, type ReviewHarness } from './review-browser'

const entry = `
import { sanitizeHtml } from ${fromRepo('src/renderer/src/features/document-manager/model/sanitize-html.ts')}
window.__xss = 0
window.alert = () => { window.__xss++ }
window.show = (html) => {
  const out = sanitizeHtml(html)
  const box = document.createElement('div')
  box.innerHTML = out.html
  document.body.append(box)
  return out.remoteBlocked.length
}
window.showRaw = (html) => {
  const box = document.createElement('div')
  box.innerHTML = html
  document.body.append(box)
}
window.ready = true
`

describe.skipIf(!hasChromium)(
  'preview sanitiser in Chromium (skipped without /usr/bin/chromium)',
  () => {
    let harness: ReviewHarness
    let page: Page
    const foreign: string[] = []
    let dialogs = 0

    beforeAll(async () => {
      harness = await startReviewHarness({ sanitize: entry })
      page = await harness.browser.newPage()
      // Record, and never send, any request that leaves the test server.
      await page.route('**/*', async (route) => {
        const url = route.request().url()
        if (url.startsWith(harness.base) || url.startsWith('data:')) return route.continue()
        foreign.push(url)
        return route.abort()
      })
      page.on('dialog', (d) => {
        dialogs++
        void d.dismiss()
      })
      await page.goto(`${harness.base}/sanitize.html`)
      await page.waitForFunction('window.ready === true')
    })

    /** Sanitises and shows HTML in the page; resolves to the number of remote references left out. */
    const show = (html: string) =>
      page.evaluate(`window.show(${JSON.stringify(html)})`) as Promise<number>
    /** Shows HTML as it is, with no sanitiser (the control). */
    const showRaw = (html: string) => page.evaluate(`window.showRaw(${JSON.stringify(html)})`)

    afterAll(async () => {
      await harness?.close()
    })

    it('runs no script from any vector once shown', async () => {
      for (const v of SCRIPT_VECTORS) await show(v)
      // Let images fail, toggles fire and animations start.
      await page.waitForTimeout(1000)
      expect(await page.evaluate('window.__xss')).toBe(0)
      expect(dialogs).toBe(0)
      expect(foreign).toEqual([])
    })

    it('fetches nothing remote and reports what it left out', async () => {
      const reported: Record<string, number> = {}
      for (const [name, v] of Object.entries(TRACKING_VECTORS)) {
        reported[name] = await show(v)
      }
      await page.waitForTimeout(1000)
      expect(foreign).toEqual([])
      for (const [name, count] of Object.entries(reported)) {
        if (name !== 'meta refresh') expect(count, name).toBeGreaterThan(0)
      }
    })

    it('would have fetched the same vectors without the sanitiser and ran the first script vector (the checks can fail)', async () => {
      await showRaw(TRACKING_VECTORS['img src']!)
      await expect.poll(() => foreign.length, { timeout: 10_000 }).toBeGreaterThan(0)
      await showRaw(SCRIPT_VECTORS[0]!)
      await expect.poll(() => page.evaluate('window.__xss'), { timeout: 10_000 }).toBe(1)
    })
  },
)
