/**
 * Documents longer than the preview pane: each preview's scrolling area is a named region that
 * Tab reaches, shows the focus and scrolls with the Page keys, and axe finds no serious violation
 * (scrollable-region-focusable fires only when content overflows, which the short demo documents
 * never do). At 1280×800 and 1920×1080.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { csvFile, docxFile, emlFile } from '../../src/server/seed/demo-files'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { expectVisibleFocus, tabTo } from './helpers/focus'
import { openDemoCase, openFromTable, sidewaysScrollers, uploadFiles } from './helpers/screens'

const LINES = Array.from(
  { length: 150 },
  (_, i) => `Line ${i + 1}: the insured premises remain occupied and maintained as declared.`,
)

test('long DOCX, CSV and EML previews scroll by keyboard, with no serious axe violation', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(240_000)
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-long-'))
  try {
    const files = {
      'Long letter.docx': await docxFile(['Letter of explanation', ...LINES]),
      'Long schedule.csv': csvFile([
        ['Location', 'Building', 'TIV', 'Inspected'],
        ...LINES.map((_, i) => [`${100 + i} River Rd`, `B${i}`, String(250_000 + i), '2026-03-01']),
      ]),
      'Long thread.eml': emlFile({
        from: 'Agent <agent@example.com>',
        to: 'desk@example.com',
        subject: 'Renewal thread',
        date: new Date(Date.UTC(2026, 2, 3, 15, 4)),
        body: LINES.join('\n'),
      }),
    }
    const paths = Object.entries(files).map(([name, body]) => {
      writeFileSync(join(dir, name), body)
      return join(dir, name)
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemoCase(page, shell)
    await uploadFiles(page, paths)

    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const name of Object.keys(files)) {
        await openFromTable(page, name)
        const region = page.getByRole('region', { name, exact: true })
        await expect(region).toBeVisible()
        await expect(region.locator('tr, p, pre').first()).toBeVisible()
        const overflows = await region.evaluate(
          (el) =>
            (el as unknown as { scrollHeight: number; clientHeight: number }).scrollHeight >
            (el as unknown as { clientHeight: number }).clientHeight,
        )
        expect(overflows, `${name} is longer than its pane`).toBe(true)
        const axe = await new AxeBuilder({ page }).include('.dm-pane').analyze()
        expect(
          axe.violations
            .filter((v) => v.impact === 'critical' || v.impact === 'serious')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${name} at ${width}`,
        ).toEqual([])
        expect(await sidewaysScrollers(page), `${name} at ${width}`).toEqual([])

        await page.getByTestId('preview-title').click()
        await tabTo(page, region, 60)
        await expectVisibleFocus(region)
        await page.keyboard.press('PageDown')
        await expect
          .poll(() => region.evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop))
          .toBeGreaterThan(0)
        await shot(page, info, `${width}-long-${name.replace(/\W+/g, '-')}`)
        await page.keyboard.press('Home')
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
