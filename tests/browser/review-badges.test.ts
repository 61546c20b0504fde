/**
 * The review badges in a real Chromium with Blueprint's CSS: no React 19 or Blueprint warnings
 * (PopoverNext, design card), the sizes of docs/rules.md#limits as laid out, the 300 ms hover
 * delay, the scrolling conflict list, and a conflict resolved with the mouse.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fromRepo,
  hasChromium,
  repo,
  startReviewHarness,
  type ReviewHarness,
} from './review-browser'

const entry = `
import '@blueprintjs/core/lib/css/blueprint.css'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { FieldReviewBadges } from ${fromRepo('src/renderer/src/features/review/FieldReviewBadges.tsx')}

const box = (y0) => ({ page: 1, x0: 0.1, y0, x1: 0.4, y1: y0 + 0.02 })
const item = (value, doc, y0 = 0.2) => ({ value, displayName: String(value), extractedFrom: { id: doc }, bbox: box(y0) })
const empty = { value: null, extractedFrom: null, bbox: null, type: 'Text', newExtractions: [], rejectedExtractions: [], newlyReviewedDocuments: [] }
const documents = Object.fromEntries(
  Array.from({ length: 30 }, (_, i) => ['d' + i, { id: 'd' + i, name: 'declarations-' + i + '.pdf', createdAt: '2024-03-15T18:30:00Z' }]),
)
const initial = {
  carrier: { ...empty, newExtractions: [item('Acme Mutual', 'd1')] },
  premium: { ...empty, type: 'Currency', value: '900', newExtractions: Array.from({ length: 30 }, (_, i) => item(String(1000 + i), 'd' + i, i / 40)) },
  effectiveDate: { ...empty, type: 'Date', rejectedExtractions: [item('2024-03-05', 'd2'), item('2024-04-01', 'd3')] },
}

function Field({ name }) {
  const [field, setField] = useState(initial[name])
  return (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <label style={{ width: 120 }}>{name}</label>
      <output data-testid={name + '-value'}>{field.value instanceof Date ? field.value.toDateString() : String(field.value)}</output>
      <span data-testid={name}><FieldReviewBadges field={field} documents={documents} onChange={setField} onCitation={(c) => { window.lastCitation = c }} /></span>
    </p>
  )
}

createRoot(document.getElementById('root')).render(
  <div style={{ padding: 20 }}>
    <Field name="carrier" />
    <Field name="premium" />
    <Field name="effectiveDate" />
  </div>,
)
`

describe.skipIf(!hasChromium)(
  'review badges in Chromium (skipped without /usr/bin/chromium)',
  () => {
    let harness: ReviewHarness
    let page: Page
    const console: string[] = []

    beforeAll(async () => {
      harness = await startReviewHarness({ badges: entry })
      page = await harness.browser.newPage({ viewport: { width: 900, height: 800 } })
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') console.push(message.text())
      })
      page.on('pageerror', (error) => console.push(error.message))
      await page.goto(`${harness.base}/badges.html`)
      await page.getByTestId('carrier').getByRole('button').waitFor()
    })

    afterAll(async () => {
      await harness?.close()
    })

    it('opens the new badge 300 ms after hover, 275 px wide, and accepts', async () => {
      const badge = page.getByTestId('carrier').getByRole('button', { name: 'New extraction' })
      const started = Date.now()
      await badge.hover()
      const popover = page.getByTestId('new-badge-popover')
      await popover.waitFor()
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
      expect(
        await popover.evaluate((el) => (el as unknown as { offsetWidth: number }).offsetWidth),
      ).toBe(275)
      expect(await page.evaluate('window.lastCitation')).toEqual({
        documentId: 'd1',
        bbox: { page: 1, x0: 0.1, y0: 0.2, x1: 0.4, y1: 0.22 },
      })
      await popover.getByRole('button', { name: 'Accept' }).click()
      await expect.poll(() => page.getByTestId('carrier-value').textContent()).toBe('Acme Mutual')
    })

    it('shows a 300 px "Resolve conflict" panel whose list scrolls at 400 px', async () => {
      await page.mouse.move(800, 780)
      await page
        .getByTestId('premium')
        .getByRole('button', { name: /^Conflict/ })
        .hover()
      const panel = page.getByTestId('conflict-badge-popover')
      await panel.waitFor()
      await page.waitForTimeout(400) // the opening transition
      expect(
        await panel.evaluate((el) => (el as unknown as { offsetWidth: number }).offsetWidth),
      ).toBe(300)
      const list = page.getByTestId('conflict-list')
      const size = await list.evaluate((el) => ({
        client: el.clientHeight,
        scroll: el.scrollHeight,
      }))
      expect(size.client).toBe(400)
      expect(size.scroll).toBeGreaterThan(400)
      expect(await panel.getByRole('heading').textContent()).toBe('Resolve conflict')
      await mkdir(join(repo, 'test-results'), { recursive: true })
      await page.screenshot({ path: join(repo, 'test-results/review-conflict-panel.png') })

      // The last item is reached by scrolling the list; choosing it resolves the conflict.
      const last = list.getByText('1029', { exact: true })
      await last.scrollIntoViewIfNeeded()
      await last.hover()
      expect(await page.evaluate('window.lastCitation')).toMatchObject({ documentId: 'd29' })
      await last.click()
      await expect.poll(() => page.getByTestId('premium-value').textContent()).toBe('1029')
      await expect
        .poll(() =>
          page
            .getByTestId('premium')
            .getByRole('button', { name: 'Rejected extractions: 29' })
            .count(),
        )
        .toBe(1)
    })

    it('pages rejected dates as MM/dd/yyyy and restores one', async () => {
      await page.mouse.move(800, 780)
      await page
        .getByTestId('effectiveDate')
        .getByRole('button', { name: /^Rejected/ })
        .click()
      const popover = page.getByTestId('rejected-badge-popover')
      await popover.waitFor()
      await expect.poll(() => popover.getByTestId('rejected-position').textContent()).toBe('1 of 2')
      expect(await popover.textContent()).toContain('03/05/2024')
      await popover.getByRole('button', { name: 'Next' }).click()
      expect(await popover.getByTestId('rejected-position').textContent()).toBe('2 of 2')
      expect(await popover.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
      await popover.getByRole('button', { name: 'Accept' }).click()
      await expect
        .poll(() => page.getByTestId('effectiveDate-value').textContent())
        .toBe('Mon Apr 01 2024')
    })

    it('logged no React or Blueprint warnings', () => {
      expect(console).toEqual([])
    })
  },
)
