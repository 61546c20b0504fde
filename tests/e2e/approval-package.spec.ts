/**
 * The approval package from the policy folder: the dialog shows the cover's accepted values, who
 * accepted them (from the case's history) and the version's documents (key first), Save writes one PDF (the browser shell: into its downloads
 * folder), which is read back: page count and the cover's text.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { PDFDocument } from 'pdf-lib'
import { SaveFormDataDocument } from '../../src/shared/graphql/operations.generated'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { openDemoCase, sidewaysScrollers } from './helpers/screens'
import { gql } from './review/review-graphql'

test('an approval package of the HO-3 policy version, saved and read back', async ({
  page,
  shell,
}, info) => {
  // Accepted values on the checklist, as a reviewer leaves them.
  await gql(shell, SaveFormDataDocument, {
    input: {
      entityType: 'policy',
      entityId: 'demo-policy-ho3',
      values: {
        policy: {
          carrier: {
            value: 'Coastal Mutual Insurance Company',
            extractedFrom: { id: 'demo-doc-ho3-declarations' },
            bbox: { page: 1, x0: 0.1, y0: 0.1, x1: 0.5, y1: 0.13 },
            newExtractions: [],
            rejectedExtractions: [],
            newlyReviewedDocuments: [],
          },
          premium: { value: 3184, extractedFrom: null, bbox: null, newExtractions: [] },
        },
      },
    },
  })
  for (const [width, height] of [
    [1920, 1080],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await openDemoCase(page, shell)
    await page
      .getByRole('button', { name: 'Approval package of Homeowners HO-3 #HO3-4471029' })
      .click()
    const dialog = page.getByRole('dialog', { name: /^Approval package/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('approval-fields')).toContainText(
      'Coastal Mutual Insurance Company',
    )
    await expect(dialog.getByTestId('approval-fields')).toContainText('$3,184.00')
    // Who accepted each value comes from the case's history: the save above, by the local user.
    const carrierRow = dialog.getByTestId('approval-fields').getByRole('row', { name: /^Carrier/ })
    await expect(carrierRow).toContainText('Local User')
    await expect(carrierRow).not.toContainText('not recorded')
    await expect(
      dialog.getByTestId('approval-documents').getByRole('listitem').first(),
    ).toContainText('HO3-4471029 Declarations.pdf')
    await expect(dialog.getByTestId('approval-documents')).toContainText('key document')
    expect(await sidewaysScrollers(page)).toEqual([])
    const axe = await new AxeBuilder({ page }).include('.approval-dialog').analyze()
    expect(
      axe.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => v.id),
    ).toEqual([])
    await shot(page, info, `${width}-approval-dialog`)
  }

  await page.getByTestId('approval-save').click()
  const toast = page.getByTestId('toast').filter({ hasText: 'Approval package saved' })
  await expect(toast).toBeVisible({ timeout: 30_000 })
  const saved = readdirSync(shell.downloadsDir).filter((f) => f.endsWith('.pdf'))
  expect(saved).toEqual(['approval-package-Homeowners-HO-3-HO3-4471029-Mar-2026-Mar-2027.pdf'])
  const path = join(shell.downloadsDir, saved[0]!)
  await expect(toast).toContainText(`2 pages written to ${path}`)
  const pdf = await PDFDocument.load(readFileSync(path))
  // The cover, then the declarations page (one page).
  expect(pdf.getPageCount()).toBe(2)
  const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', path, '-']).toString()
  expect(cover).toContain('Approval package')
  expect(cover).toContain('Homeowners HO-3 #HO3-4471029')
  expect(cover).toContain('Carrier: Coastal Mutual Insurance Company')
  expect(cover).toContain('from HO3-4471029 Declarations.pdf')
  expect(cover).toContain('Premium: $3,184.00')
  expect(cover).toMatch(/Accepted by Local User on \d\d\/\d\d\/\d{4} /)
  expect(cover).not.toContain('not recorded')
  expect(cover).toContain('HO3-4471029 Declarations.pdf (key document)')
  const second = execFileSync('pdftotext', ['-f', '2', '-l', '2', path, '-']).toString()
  expect(second).toContain('Homeowners HO-3 Policy Declarations')
  await shot(page, info, 'approval-saved')
})
