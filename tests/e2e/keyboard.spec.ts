/**
 * Everything by keyboard, with a visible focus: open a document from the table with Enter, use
 * the preview's actions, pick a category with the arrows, and review extractions from the badges
 * (open, accept, reject) without the mouse.
 */
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { expectVisibleFocus, tabTo } from './helpers/focus'
import { DEMO_CASE, openDemoCase } from './helpers/screens'
import { seedReviewBadges } from './helpers/review-seed'

test('the table, the preview and the upload panel by keyboard', async ({ page, shell }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const table = page.getByTestId('documents-table')
  await tabTo(page, table)
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  const focusedRow = table.locator('.dt-row.is-focused')
  await expect(focusedRow).toHaveCount(1)
  await expectVisibleFocus(focusedRow)
  const name = (await focusedRow.getAttribute('aria-label')) ?? (await focusedRow.innerText())
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('preview-title')).toHaveText(name.split('\n')[0]!.trim())
  await shot(page, info, 'keyboard-01-opened')

  // The preview's actions are buttons Tab reaches: Filing opens its panel with Enter.
  const filing = page.getByRole('button', { name: 'Filing' })
  await tabTo(page, filing)
  await expectVisibleFocus(filing)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
  const download = page.getByRole('button', { name: 'Download', exact: true })
  await tabTo(page, download)
  await expectVisibleFocus(download)

  // The upload panel's category list: arrows move the selection.
  await page.getByTestId('upload-button').focus()
  await page.keyboard.press('Enter')
  const list = page.getByTestId('upload-panel').getByRole('listbox').first()
  await tabTo(page, list)
  await expectVisibleFocus(list)
  await page.keyboard.press('ArrowDown')
  await expect(list.getByRole('option', { selected: true })).not.toHaveText('No category')
  await page.keyboard.press('Home')
  await expect(list.getByRole('option', { selected: true })).toHaveText('No category')
  await shot(page, info, 'keyboard-02-category')
})

test('review badges by keyboard: open, accept, reject', async ({ page, shell }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await seedReviewBadges(shell)
  await page.goto(`${shell.url}#/loans/${DEMO_CASE}/policies/demo-policy-ho3/checklist`)
  await expect(page.getByTestId('policy-form-page')).toBeVisible()
  const carrier = page.getByTestId('form-field-policy.carrier')
  const badge = carrier.getByRole('button', { name: /^New extraction/ })
  await tabTo(page, badge, 80)
  await expectVisibleFocus(badge)
  await page.keyboard.press('Enter')
  const accept = page.getByRole('button', { name: 'Accept', exact: true })
  await expect(accept).toBeVisible()
  await tabTo(page, accept)
  await expectVisibleFocus(accept)
  await shot(page, info, 'keyboard-03-badge')
  // The popover's opening transition is over by now: it must not have moved the focus back.
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(carrier.locator('input')).toHaveValue('Coastal Mutual Insurance Company')

  // The accepted value's badge: Reject clears it again.
  const from = carrier.getByRole('button', { name: /^Extracted from/ })
  await tabTo(page, from, 80)
  await page.keyboard.press('Enter')
  const reject = page.getByRole('button', { name: 'Reject', exact: true })
  await tabTo(page, reject)
  await page.keyboard.press('Enter')
  await expect(carrier.locator('input')).toHaveValue('')
})
