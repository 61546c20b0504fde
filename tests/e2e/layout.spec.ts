/**
 * The document manager fits the window: at 1280×800 nothing scrolls sideways on any screen (each
 * preview kind, each mode, the filter, the association column), the panes can be resized with the
 * keyboard and remember their sizes, and columns give way instead of being cut. Screenshots at
 * 1280×800 and 1920×1080 are kept with the test output.
 */
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { MODES, openDemoCase, openFromTable, sidewaysScrollers } from './helpers/screens'

const PREVIEWS = [
  'HO3-4471029 Declarations.pdf',
  'Flood evidence of insurance.png',
  'Letter of explanation.docx',
  'Renewal reminder from agent.eml',
  'Schedule of locations.csv',
]

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`nothing in the document manager scrolls sideways at ${width}×${height}`, async ({
    page,
    shell,
  }, info) => {
    await page.setViewportSize({ width, height })
    await openDemoCase(page, shell)
    const check = async (screen: string): Promise<void> => {
      expect(await sidewaysScrollers(page), `sideways scrolling on ${screen}`).toEqual([])
    }
    await check('the case list')
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
  })
}

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
