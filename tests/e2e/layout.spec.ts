/**
 * The app fits the window: at 1280×800 and 1920×1080 nothing scrolls sideways on any screen (the
 * case list, each preview kind, each mode, the filter, the association column, both review
 * forms); the panes resize by keyboard and remember their sizes, and columns give way instead of
 * being cut. Screenshots at both sizes are kept with the test output.
 */
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import {
  DEMO_CASE,
  MODES,
  openDemoCase,
  openFromTable,
  PREVIEWS,
  sidewaysScrollers,
} from './helpers/screens'
import { seedReviewBadges } from './helpers/review-seed'

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`nothing scrolls sideways at ${width}×${height}`, async ({ page, shell }, info) => {
    await page.setViewportSize({ width, height })
    const check = async (screen: string): Promise<void> => {
      expect(await sidewaysScrollers(page), `sideways scrolling on ${screen}`).toEqual([])
    }
    await page.goto(shell.url)
    await expect(page.getByTestId('case-link').first()).toBeVisible()
    await check('the case list')
    await shot(page, info, `${width}-cases`)
    await openDemoCase(page, shell)
    await check('the document manager')
    await shot(page, info, `${width}-documents`)
    for (const name of PREVIEWS) {
      await openFromTable(page, name)
      await page.waitForTimeout(500)
      await check(`the preview of ${name}`)
    }
    await shot(page, info, `${width}-preview`)
    for (const mode of MODES) {
      await mode.open(page)
      await check(`the ${mode.name} mode`)
      await shot(page, info, `${width}-${mode.name}`)
    }
    await page.getByTestId('view-menu').click()
    await page.getByText('Linked to column in the table').click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('columnheader', { name: 'Linked to' })).toBeVisible()
    await check('the table with the Linked to column')
    await page.getByTestId('document-filter').fill('pdf')
    await check('a filtered table')
    await shot(page, info, `${width}-filtered`)

    // Both review forms, the checklist with badges and a citation open beside it.
    await seedReviewBadges(shell)
    await page.goto(`${shell.url}#/loans/${DEMO_CASE}/policies/demo-policy-ho3/checklist`)
    await expect(page.getByTestId('policy-form-page')).toBeVisible()
    await expect(page.getByRole('button', { name: /^New extraction/ }).first()).toBeVisible()
    await check('the policy checklist')
    await page
      .getByTestId('form-field-policy.premium')
      .getByRole('button', { name: /^Conflict/ })
      .click()
    await expect(page.getByText('Resolve conflict')).toBeVisible()
    await check('the policy checklist with the conflict panel open')
    await shot(page, info, `${width}-checklist`)
    await page.keyboard.press('Escape')
    await page.goto(`${shell.url}#/loans/${DEMO_CASE}/assets/demo-asset-harbor/edit`)
    await expect(page.getByTestId('asset-form-page')).toBeVisible()
    await check('the asset form')
    await shot(page, info, `${width}-asset-form`)
  })
}

test('the sideways check finds content cut off by a pane, not text shortened with an ellipsis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.setContent(`
    <div class="pane" style="width: 300px; overflow: hidden">
      <div class="toolbar" style="display: flex; gap: 8px">
        <button style="flex: none; width: 200px">Categorise</button>
        <button style="flex: none; width: 200px">Delete</button>
      </div>
      <div class="name" style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis">
        <span>${'A very long document name '.repeat(10)}</span>
      </div>
    </div>
    <div class="scroller" style="width: 300px; overflow-x: auto">
      <div style="width: 600px">wide</div>
    </div>`)
  const found = await sidewaysScrollers(page)
  expect(found).toHaveLength(2)
  expect(found[0]).toMatch(/^div\.scroller scrolls sideways 600>300$/)
  expect(found[1]).toMatch(/^button "Delete" cut off by 108px at the edge of div\.pane$/)
})

test('the tree and preview resize by keyboard, remember their sizes, and columns give way', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const table = page.getByTestId('documents-table')
  // At 1280 px the least important columns give way, Name and Extraction stay.
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Extraction' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Created', exact: true })).toHaveCount(0)
  // The full name is in a tooltip where the column cuts it.
  const cell = table.getByRole('gridcell', { name: 'Flood evidence of insurance.png', exact: true })
  await expect(cell).toHaveAttribute('title', 'Flood evidence of insurance.png')

  const treeSplitter = page.getByRole('separator', { name: 'Resize the document tree' })
  const paneSplitter = page.getByRole('separator', { name: 'Resize the preview' })
  const before = Number(await paneSplitter.getAttribute('aria-valuenow'))
  await paneSplitter.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  const narrower = Number(await paneSplitter.getAttribute('aria-valuenow'))
  expect(narrower).toBe(before - 32)
  await treeSplitter.focus()
  await page.keyboard.press('Home')
  const treeMin = Number(await treeSplitter.getAttribute('aria-valuemin'))
  await expect(treeSplitter).toHaveAttribute('aria-valuenow', String(treeMin))
  // More room for the table: the Created column comes back.
  await expect(table.getByRole('columnheader', { name: 'Created', exact: true })).toBeVisible()
  await shot(page, info, 'resized')

  await page.reload()
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await expect(paneSplitter).toHaveAttribute('aria-valuenow', String(narrower))
  await expect(treeSplitter).toHaveAttribute('aria-valuenow', String(treeMin))
  expect(await sidewaysScrollers(page)).toEqual([])
})
