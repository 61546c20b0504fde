/**
 * Two things a day of use runs into, through the browser shell: a recent-changes row opens its
 * document from the keyboard (Enter or Space on the focused row, as a click does), and a delete
 * refused because someone else deleted the document meanwhile says so in plain words, closes the
 * dialog and reloads the list instead of leaving the document shown. Screenshots at 1280×800.
 */
import type { Page } from '@playwright/test'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { DEMO_CASE, openDemoCase } from './helpers/screens'

const row = (page: Page, name: string) =>
  page.getByTestId('documents-table').getByRole('row').filter({ hasText: name })

test('a recent-changes row opens its document with Enter and with Space', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const open = async (key: 'Enter' | ' ', nth: number) => {
    await page.getByRole('button', { name: 'Recent changes' }).click()
    const entry = page.getByTestId('history-list').getByTestId('history-entry').nth(nth)
    // The demo's uploads are in the trail: "Uploaded “name”".
    const name = /“(.+)”/.exec(await entry.innerText())![1]!
    const button = entry.getByRole('button').first()
    await button.focus()
    await expect(button).toBeFocused()
    if (nth === 0) await shot(page, info, '1280-recent-changes-focused-row')
    await page.keyboard.press(key === ' ' ? 'Space' : key)
    await expect(page.getByTestId('preview-title')).toHaveText(name)
  }
  await open('Enter', 0)
  await open(' ', 1)
})

test('deleting a document someone else deleted says so and reloads the list', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const name = 'Schedule of locations.csv'
  await row(page, name).click()
  await page.getByTestId('preview-pane').getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(name)

  // Someone else deletes it while the dialog is open.
  const { documents } = await shell.graphql<{ documents: { nodes: { id: string }[] } }>(
    `{ documents(filter: { classId: { eq: "${DEMO_CASE}" }, name: { eq: "${name}" } }) { nodes { id } } }`,
  )
  await shell.graphql(
    `mutation { deleteDocument(input: { id: "${documents.nodes[0]!.id}", reason: "Duplicate" }) { id } }`,
  )

  await dialog.getByRole('button', { name: 'Delete' }).click()
  const refused = page.getByTestId('toast').filter({
    hasText: `“${name}” was already deleted: it is in the trash (Recent changes → Trash)`,
  })
  await expect(refused).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'Document deleted' })).toHaveCount(0)
  await expect(dialog).toHaveCount(0)
  // The list is what the server holds now, without a reload of the page.
  await expect(row(page, name)).toHaveCount(0)
  await shot(page, info, '1280-already-deleted')
})
