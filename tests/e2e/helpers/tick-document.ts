import { expect, type Page } from '@playwright/test'

/**
 * Ticks one document's checkbox in the table and waits until it shows ticked.
 *
 * The click goes to the checkbox's visible box (its label) with Playwright's actionability checks,
 * so a table that is still re-sorting after uploads or a refetch is waited out rather than clicked
 * through: a forced click on the hidden input lands wherever the row was a moment ago. A row the
 * table rendered again between click and check is ticked again, never unticked.
 */
export async function tickDocument(page: Page, name: string): Promise<void> {
  const box = page.getByLabel(`Select ${name}`, { exact: true })
  const visibleBox = box.locator('xpath=ancestor::label[1]')
  await expect(async () => {
    if (!(await box.isChecked())) await visibleBox.click({ timeout: 5_000 })
    await expect(box).toBeChecked({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}
