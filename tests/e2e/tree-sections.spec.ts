/**
 * The View menu hides the tree's Assets and Policies sections (entitiesVisible) and shows the
 * table's Linked to column (associationVisible); both choices are remembered after a reload.
 */
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { openDemoCase, sidewaysScrollers } from './helpers/screens'

test('hiding the assets and policies sections of the tree, remembered', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const tree = page.getByTestId('document-tree')
  const section = (name: string) =>
    tree.getByRole('treeitem', { name: new RegExp(`^${name}( \\d+)?$`) })
  await expect(section('Assets')).toBeVisible()
  await expect(section('Policies')).toBeVisible()
  await expect(section('Documents')).toBeVisible()
  const policyDocument = tree.getByRole('treeitem', { name: 'HO3-4471029 Declarations.pdf' })
  await expect(policyDocument).toBeVisible()

  await page.getByTestId('view-menu').click()
  await page.getByText('Assets and policies in the tree').click()
  await page.keyboard.press('Escape')
  await expect(section('Assets')).toHaveCount(0)
  await expect(section('Policies')).toHaveCount(0)
  await expect(section('Documents')).toBeVisible()
  // The table still lists every document; only the tree's grouping is gone.
  await expect(
    page.getByTestId('documents-table').getByRole('row').filter({ hasText: 'HO3-4471029' }),
  ).toHaveCount(1)
  expect(await sidewaysScrollers(page)).toEqual([])
  await shot(page, info, 'tree-sections-hidden')

  await page.reload()
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await expect(section('Documents')).toBeVisible()
  await expect(section('Assets')).toHaveCount(0)
  await expect(section('Policies')).toHaveCount(0)

  await page.getByTestId('view-menu').click()
  await page.getByText('Assets and policies in the tree').click()
  await page.keyboard.press('Escape')
  await expect(section('Assets')).toBeVisible()
  await expect(section('Policies')).toBeVisible()
})
