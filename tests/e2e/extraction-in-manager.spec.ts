/**
 * Extraction in the document manager, end to end through the browser shell: a damaged PDF whose
 * extraction fails shows why in the table, the tree, the preview and the policy checklist, and
 * offers Retry; a finished declarations page offers "Extract again" and "Review extractions",
 * which opens the policy checklist with that document beside the form; a CSV filed under an
 * extracting category offers no extraction at all. On the checklist the new-extraction tooltip
 * shows the engine's confidence and opens beside the highlighted source region, not over it.
 * Screens at 1280×800 and 1920×1080, none scrolling sideways.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { CaseDocumentManagerDocumentsDocument } from '../../src/shared/graphql/operations.generated'
import { shot } from './document-manager-steps'
import { expect, test, type ShellHandle } from './helpers/browser-shell'
import { sidewaysScrollers } from './helpers/screens'
import { DECLARATIONS, writeFilledPdf } from './review/review-fixtures'
import { gql } from './review/review-graphql'
import { CASE_ID, requireReviewServer, uploadWithExtraction } from './review/review-steps'

const POLICY_NUMBER = 'HO3-4471029'
const GOOD = 'Renewal declarations 2027.pdf'
const BROKEN = 'Scanned declarations (damaged).pdf'
const SHEET = 'Premium schedule.csv'
const DAMAGED = 'The document is damaged and cannot be read.'

const row = (page: Page, name: string) =>
  page.getByTestId('documents-table').getByRole('row').filter({ hasText: name })

/** Waits until the server reports each named document's extraction status. */
async function waitForStatuses(
  shell: ShellHandle,
  expected: Readonly<Record<string, string | null>>,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const docs = await gql(shell, CaseDocumentManagerDocumentsDocument, {
          id: CASE_ID,
          limit: 100,
        })
        return Object.fromEntries(
          Object.keys(expected).map((name) => [
            name,
            docs.documents.nodes.find((d) => d.name === name)?.extractionStatus ?? null,
          ]),
        )
      },
      { timeout: 120_000, intervals: [500, 1000] },
    )
    .toEqual(expected)
}

async function openInTable(page: Page, name: string): Promise<void> {
  await row(page, name).click()
  await expect(page.getByTestId('preview-title')).toHaveText(name)
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysScrollers(page)).toEqual([])
}

test('failed extractions say why and retry; finished ones are reviewed from the manager', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(300_000)
  await requireReviewServer(page, shell)
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-extraction-'))
  try {
    const good = await writeFilledPdf(dir, GOOD, 'Homeowners Policy Declarations', DECLARATIONS)
    // A PDF header and nothing a reader can use: typed as PDF, unreadable for the engine.
    const broken = join(dir, BROKEN)
    writeFileSync(broken, '%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer garbage\n')
    const sheet = join(dir, SHEET)
    writeFileSync(sheet, 'Coverage,Limit\nDwelling,450000\n')
    await uploadWithExtraction(page, info, [good, broken, sheet], { renewalOf: POLICY_NUMBER })
    await waitForStatuses(shell, { [GOOD]: 'done', [BROKEN]: 'failed', [SHEET]: null })

    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size)
      await page.goto(`${shell.url}#/loans/${CASE_ID}/documents`)
      await expect(page.getByTestId('document-manager')).toBeVisible()

      // The table says why, in the row.
      await expect(row(page, BROKEN).getByTestId('extraction-failed-cell')).toContainText(DAMAGED)
      // So does the tree, on the document's status tag and in its accessible description.
      const treeItem = page
        .getByTestId('document-tree')
        .getByRole('treeitem', { name: BROKEN, exact: true })
        .first()
      await expect(treeItem).toHaveAttribute('aria-description', `Extraction failed: ${DAMAGED}`)

      // The preview: the reason and Retry; no Start extraction for a failed document.
      await openInTable(page, BROKEN)
      const failure = page.getByTestId('preview-pane').getByTestId('extraction-failure')
      await expect(failure).toContainText(`Extraction failed: ${DAMAGED}`)
      await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Start extraction' })).toHaveCount(0)
      await noSidewaysScroll(page)
      await shot(page, info, `extraction-failed-preview-${size.width}`)

      // A CSV under an extracting category: no extraction is offered.
      await openInTable(page, SHEET)
      await expect(page.getByTestId('start-extraction')).toHaveCount(0)
      await expect(page.getByTestId('review-extractions')).toHaveCount(0)

      // The finished declarations page: Extract again and Review extractions.
      await openInTable(page, GOOD)
      await expect(page.getByRole('button', { name: 'Extract again' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Start extraction' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Review extractions' })).toBeVisible()
      await noSidewaysScroll(page)
      await shot(page, info, `extraction-done-preview-${size.width}`)
    }

    // Review extractions opens the policy checklist with the document beside the form.
    await page.getByRole('button', { name: 'Review extractions' }).click()
    await expect(page.getByTestId('policy-form-page')).toBeVisible()
    await expect(page.getByTestId('form-title')).toContainText(POLICY_NUMBER)
    await expect(page.getByTestId('review-source-document')).toContainText(GOOD)
    await expect(page.getByTestId('citation-pane-title')).toHaveText(GOOD)
    // The damaged document also fills this checklist: its failure is said here too.
    const formFailure = page.getByTestId('extraction-failure').filter({ hasText: BROKEN })
    await expect(formFailure).toContainText(DAMAGED)
    await expect(
      formFailure.getByRole('button', { name: `Retry the extraction of ${BROKEN}` }),
    ).toBeVisible()

    // The new-extraction tooltip: the engine's confidence, beside the highlighted region.
    const badge = page
      .getByTestId('form-field-policy.policyNumber')
      .getByRole('button', { name: 'New extraction' })
    await badge.hover()
    const popover = page.getByTestId('new-badge-popover')
    await expect(popover).toBeVisible()
    await expect(popover.getByTestId('extraction-confidence')).toHaveText(/^Confidence \d+% \(/)
    const highlight = page.getByTestId('citation-highlight')
    await expect(highlight).toBeVisible()
    /** Both settled (the viewer scrolls the region into view): the boxes do not meet. */
    const besideTheHighlight = async (): Promise<void> => {
      await expect(highlight).toBeVisible()
      await page.waitForTimeout(700)
      const a = await popover.boundingBox()
      const b = await highlight.boundingBox()
      expect(a).not.toBeNull()
      expect(b).not.toBeNull()
      if (a && b) {
        const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
        const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
        expect(overlapX <= 0 || overlapY <= 0, 'the popover covers the highlighted region').toBe(
          true,
        )
      }
    }
    await besideTheHighlight()
    await noSidewaysScroll(page)
    await shot(page, info, 'extraction-review-checklist-1920')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.mouse.move(5, 5)
    await expect(popover).toBeHidden()
    await badge.hover()
    await expect(popover).toBeVisible()
    await besideTheHighlight()
    await noSidewaysScroll(page)
    await shot(page, info, 'extraction-review-checklist-1280')

    // Retry from the checklist queues it again; it fails again, for the same reason.
    await page.mouse.move(5, 5)
    await formFailure.getByRole('button', { name: `Retry the extraction of ${BROKEN}` }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Extraction started' })).toBeVisible()
    await waitForStatuses(shell, { [BROKEN]: 'failed' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
