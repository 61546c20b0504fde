/**
 * Extraction review end to end through the browser shell: two filled
 * insurance PDFs (generated here) are uploaded with extraction on, the extraction finishes, and on
 * the policy checklist the reviewer sees new and conflict badges, accepts one, resolves a
 * conflict, rejects all on another field, restores a rejected extraction, hovers to light up the
 * source region, saves, reloads and finds the reviewed state persisted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { ASSET_SCHEDULE, BINDER, DECLARATIONS, writeFilledPdf } from './review/review-fixtures'
import { requireReviewServer, uploadWithExtraction, waitForExtraction } from './review/review-steps'

const POLICY_NUMBER = 'HO3-4471029'
const DECLARATIONS_NAME = 'HO3 renewal declarations 2027.pdf'
const BINDER_NAME = 'HO3 agent binder.pdf'
const ASSET_NAME = '1208 Harbor View Dr, Tampa, FL 33602'
const SCHEDULE_NAME = 'Harbor View dwelling schedule.pdf'

const field = (page: Page, prefix: string) => page.getByTestId(`form-field-${prefix}`)
const input = (page: Page, prefix: string) => field(page, prefix).locator('input')
const badge = (page: Page, prefix: string, name: string | RegExp) =>
  field(page, prefix).getByRole('button', { name })
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

test('review extractions on the policy checklist: accept, resolve, reject, restore, save', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(240_000)
  await requireReviewServer(page, shell)
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-review-'))
  try {
    const declarations = await writeFilledPdf(
      dir,
      DECLARATIONS_NAME,
      'Homeowners Policy Declarations',
      DECLARATIONS,
    )
    const binder = await writeFilledPdf(dir, BINDER_NAME, 'Insurance Binder', BINDER)
    // Both as renewal declarations of the HO3 policy: the binder repeats three fields.
    await uploadWithExtraction(page, info, [declarations, binder], { renewalOf: POLICY_NUMBER })
    await waitForExtraction(shell, [DECLARATIONS_NAME, BINDER_NAME])

    // The policy checklist, reached from the policy folder's link in the tree.
    await page.reload()
    await page
      .getByTestId('document-tree')
      .getByRole('link', { name: new RegExp(`Checklist of .*${POLICY_NUMBER}`) })
      .first()
      .click()
    await expect(page.getByTestId('policy-form-page')).toBeVisible()
    await expect(page.getByTestId('form-title')).toContainText(POLICY_NUMBER)

    // New (one extraction, no value) and conflict (two documents for one field) badges.
    await expect(badge(page, 'policy.policyNumber', 'New extraction')).toBeVisible()
    await expect(badge(page, 'policy.producer', 'New extraction')).toBeVisible()
    await expect(badge(page, 'policy.carrier', 'Conflict: 2 extractions')).toBeVisible()
    await expect(badge(page, 'policy.premium', 'Conflict: 2 extractions')).toBeVisible()
    await expect(page.getByTestId('review-pending-count')).toHaveText('11 fields to review')
    await shot(page, info, 'review-02-checklist')

    // Accept the policy number.
    await badge(page, 'policy.policyNumber', 'New extraction').click()
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(input(page, 'policy.policyNumber')).toHaveValue(POLICY_NUMBER)
    await expect(badge(page, 'policy.policyNumber', 'Extracted from')).toBeVisible()

    // Resolve the carrier conflict with the declarations page's value.
    await badge(page, 'policy.carrier', /^Conflict/).click()
    const list = page.getByTestId('conflict-list')
    await expect(page.getByText('Resolve conflict')).toBeVisible()
    await expect(list).toContainText('Use extraction from')
    await shot(page, info, 'review-03-conflict')
    await list.getByRole('button').filter({ hasText: 'Coastal Mutual Insurance Company' }).click()
    await expect(input(page, 'policy.carrier')).toHaveValue('Coastal Mutual Insurance Company')
    await expect(badge(page, 'policy.carrier', 'Rejected extractions: 1')).toBeVisible()

    // Reject all on the premium, then restore the binder's premium from the rejected ones.
    await badge(page, 'policy.premium', /^Conflict/).click()
    await page.getByRole('button', { name: 'Reject all' }).click()
    await expect(badge(page, 'policy.premium', 'Rejected extractions: 2')).toBeVisible()
    await expect(input(page, 'policy.premium')).toHaveValue('')
    await badge(page, 'policy.premium', 'Rejected extractions: 2').click()
    const position = page.getByTestId('rejected-position')
    await expect(position).toHaveText('1 of 2')
    const popover = page.getByTestId('rejected-badge-popover')
    await expect(popover.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled()
    if (!((await popover.textContent()) ?? '').includes('3,390')) {
      await popover.getByRole('button', { name: 'Next', exact: true }).click()
      await expect(position).toHaveText('2 of 2')
    }
    await expect(popover).toContainText('3,390')
    await popover.getByRole('button', { name: 'Accept' }).click()
    await expect(input(page, 'policy.premium')).toHaveValue('3390')
    await expect(badge(page, 'policy.premium', 'Rejected extractions: 1')).toBeVisible()
    // Accept a date: shown in the date input, stored as yyyy-MM-dd.
    await badge(page, 'policy.effectiveDate', 'New extraction').click()
    // The rejected popover may still be closing (its transition) while this one opens.
    await page.getByTestId('new-badge-popover').getByRole('button', { name: 'Accept' }).click()
    await expect(input(page, 'policy.effectiveDate')).toHaveValue('2027-03-01')
    await expect(page.getByTestId('review-pending-count')).toHaveText('7 fields to review')

    // The N shortcut focuses the next field to review; hovering its badge lights up the region.
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('n')
    await expect(badge(page, 'policy.namedInsured', 'New extraction')).toBeFocused()
    await badge(page, 'policy.producer', 'New extraction').hover()
    const pane = page.getByTestId('citation-pane')
    await expect(pane.getByTestId('citation-pane-title')).toHaveText(DECLARATIONS_NAME)
    const highlight = pane.getByTestId('citation-highlight')
    await expect(highlight).toBeVisible({ timeout: 30_000 })
    await expect(highlight).toBeInViewport()
    await page.waitForTimeout(600)
    await shot(page, info, 'review-04-highlight')
    const box = await highlight.boundingBox()
    const pdfPage = await pane.locator('canvas[aria-label="Page 1"]').boundingBox()
    expect(box && pdfPage).toBeTruthy()
    // The producer line is in the upper half of the page, near its left margin.
    expect(box!.y - pdfPage!.y).toBeLessThan(pdfPage!.height / 2)
    expect(box!.x - pdfPage!.x).toBeLessThan(pdfPage!.width / 4)
    await page.mouse.move(5, 900)
    await expect(highlight).toHaveCount(0)

    // Unsaved changes are not lost silently: leaving asks first.
    await page.getByRole('button', { name: 'Documents', exact: true }).click()
    await expect(page.getByTestId('unsaved-changes-alert')).toBeVisible()
    await page.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(page.getByTestId('policy-form-page')).toBeVisible()
    await expect(input(page, 'policy.policyNumber')).toHaveValue(POLICY_NUMBER)

    // Save, reload, and find the reviewed state persisted.
    await page.getByTestId('form-save').click()
    await expect(toast(page, 'Form saved')).toBeVisible()
    await expect(page.getByTestId('form-save')).toBeDisabled()
    await page.reload()
    await expect(page.getByTestId('policy-form-page')).toBeVisible()
    await expect(input(page, 'policy.policyNumber')).toHaveValue(POLICY_NUMBER)
    await expect(badge(page, 'policy.policyNumber', 'Extracted from')).toBeVisible()
    await expect(badge(page, 'policy.policyNumber', 'New extraction')).toHaveCount(0)
    await expect(input(page, 'policy.carrier')).toHaveValue('Coastal Mutual Insurance Company')
    await expect(badge(page, 'policy.carrier', 'Rejected extractions: 1')).toBeVisible()
    await expect(input(page, 'policy.premium')).toHaveValue('3390')
    await expect(badge(page, 'policy.premium', 'Rejected extractions: 1')).toBeVisible()
    await expect(input(page, 'policy.effectiveDate')).toHaveValue('2027-03-01')
    await expect(badge(page, 'policy.producer', 'New extraction')).toBeVisible()
    await expect(page.getByTestId('review-pending-count')).toHaveText('7 fields to review')
    await shot(page, info, 'review-05-after-reload')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('review the asset edit form: property fields under groupedValues, validated, saved', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(180_000)
  await requireReviewServer(page, shell)
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-review-'))
  try {
    const schedule = await writeFilledPdf(
      dir,
      SCHEDULE_NAME,
      'Dwelling Property Schedule',
      ASSET_SCHEDULE,
    )
    await uploadWithExtraction(page, info, [schedule], { asset: ASSET_NAME })
    await waitForExtraction(shell, [SCHEDULE_NAME])

    await page.reload()
    await page
      .getByTestId('document-tree')
      .getByRole('link', { name: `Edit ${ASSET_NAME}` })
      .first()
      .click()
    await expect(page.getByTestId('asset-form-page')).toBeVisible()
    await expect(page.getByTestId('form-title')).toContainText(ASSET_NAME)
    await expect(page.getByTestId('review-pending-count')).toHaveText('2 fields to review')

    // Keyboard only: N focuses the first field to review, Enter opens its badge.
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('n')
    await expect(badge(page, 'property.address', 'New extraction')).toBeFocused()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(input(page, 'property.address')).toHaveValue('1208 Harbor View Dr')
    await badge(page, 'property.yearBuilt', 'New extraction').click()
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(input(page, 'property.yearBuilt')).toHaveValue('1987')

    // A year before 1800 is refused (docs/rules.md#form-rules); the form is not saved.
    await input(page, 'property.yearBuilt').fill('1700')
    await page.getByTestId('form-save').click()
    await expect(field(page, 'property.yearBuilt').locator('..')).toContainText(
      'Must be 1800 or later',
    )
    await shot(page, info, 'review-asset-invalid')
    await input(page, 'property.yearBuilt').fill('1988')
    await page.getByTestId('form-save').click()
    await expect(toast(page, 'Form saved')).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('asset-form-page')).toBeVisible()
    await expect(input(page, 'property.address')).toHaveValue('1208 Harbor View Dr')
    await expect(badge(page, 'property.address', 'Extracted from')).toBeVisible()
    await expect(input(page, 'property.yearBuilt')).toHaveValue('1988')
    // Typed by hand over the extraction: the value no longer claims the document as its source.
    await expect(badge(page, 'property.yearBuilt', 'Extracted from')).toHaveCount(0)
    await expect(page.getByTestId('review-pending-count')).toHaveText('0 fields to review')
    await shot(page, info, 'review-asset-saved')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
