/**
 * The document list and preview as a user meets them in a day: the Type column says what the
 * content is (a PNG named .pdf is flagged), a policy folder filtered to a version without
 * documents says so, images fit the pane's width and zoom, e-mail dates read as US date-times
 * with the zone, every column sorts, a delete the server refuses is toasted with the server's
 * message, and the Linked to column is remembered after a reload.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { emlFile, evidenceOfInsurancePng } from '../../src/server/seed/demo-files'
import { shot } from './document-manager-steps'
import { expect, test, type ShellHandle } from './helpers/browser-shell'
import { openDemoCase, openFromTable, sidewaysScrollers, uploadFiles } from './helpers/screens'
import { tickDocument } from './helpers/tick-document'

const table = (page: Page) => page.getByTestId('documents-table')
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name })

/** Writes files into a temp folder, uploads them through the panel, and removes the folder. */
async function upload(page: Page, files: Record<string, Buffer>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-list-'))
  try {
    const paths = Object.entries(files).map(([name, body]) => {
      writeFileSync(join(dir, name), body)
      return join(dir, name)
    })
    await uploadFiles(page, paths)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test.describe('in New York time', () => {
  // A zone other than the machine's (UTC here), so the zone in the format is really checked.
  test.use({ timezoneId: 'America/New_York' })

  test('the Type column flags a PNG named .pdf; e-mail dates are US date-times with the zone', async ({
    page,
    shell,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemoCase(page, shell)
    await upload(page, {
      'Scanned declarations.pdf': evidenceOfInsurancePng(['Policy HO3-4471029', 'Scanned copy']),
      'Agent reply.eml': emlFile({
        from: 'Agent <agent@example.com>',
        to: 'desk@example.com',
        subject: 'Re: renewal',
        date: new Date(Date.UTC(2026, 2, 3, 15, 4)),
        body: 'The renewal is attached.',
      }),
    })

    // The content is a PNG: the Type column says PNG and flags the name's .pdf.
    const scanned = row(page, 'Scanned declarations.pdf')
    const flag = scanned.getByTestId('type-mismatch')
    await expect(flag).toHaveText('PNG')
    await expect(flag).toHaveAttribute('title', 'Named .pdf but the content is PNG')
    await expect(
      row(page, 'HO3-4471029 Declarations.pdf').getByTestId('type-mismatch'),
    ).toHaveCount(0)
    // It previews as the image it is, not in a PDF frame.
    await openFromTable(page, 'Scanned declarations.pdf')
    await expect(page.getByTestId('image-preview')).toBeVisible()
    await expect(page.getByTestId('preview-frame')).toHaveCount(0)
    await shot(page, info, '1280-type-mismatch')

    // 15:04 UTC on 3 March 2026 is 10:04 AM in New York (EST, UTC-5).
    await openFromTable(page, 'Agent reply.eml')
    const date = page.getByTestId('eml-preview').getByRole('row', { name: /^Date/ })
    await expect(date.getByRole('cell')).toHaveText('03/03/2026 10:04 AM GMT-5')
    await shot(page, info, '1280-eml-date')
    await page.setViewportSize({ width: 1920, height: 1080 })
    await expect(date.getByRole('cell')).toHaveText('03/03/2026 10:04 AM GMT-5')
    expect(await sidewaysScrollers(page)).toEqual([])
    await shot(page, info, '1920-eml-date')
  })
})

test('a policy version without documents says so; images fit the width and zoom', async ({
  page,
  shell,
}, info) => {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height })
    await openDemoCase(page, shell)
    const tree = page.getByTestId('document-tree')
    const versions = tree.getByRole('combobox', {
      name: 'Policy version of Homeowners HO-3 #HO3-4471029',
    })
    // The older of the two versions has no documents filed under it.
    const options = await versions.locator('option').allTextContents()
    expect(options[0]).toBe('All versions')
    expect(options.length).toBe(3)
    await versions.selectOption({ index: 2 })
    await expect(tree.getByTestId('tree-note')).toHaveText('No documents for this version')
    await expect(
      tree.getByRole('treeitem', { name: 'HO3-4471029 Declarations.pdf', exact: true }),
    ).toHaveCount(0)
    await shot(page, info, `${width}-version-without-documents`)
    await versions.selectOption({ index: 0 })
    await expect(tree.getByTestId('tree-note')).toHaveCount(0)

    // The 1000 px wide evidence card is fitted to the pane's width, then zoomed.
    await openFromTable(page, 'Flood evidence of insurance.png')
    const preview = page.getByTestId('image-preview')
    const area = preview.getByRole('region', { name: 'Image Flood evidence of insurance.png' })
    const image = area.getByRole('img')
    await expect(image).toBeVisible()
    const widths = () =>
      area.evaluate((el) => {
        const a = el as unknown as {
          clientWidth: number
          querySelector: (s: string) => { width: number; naturalWidth: number }
        }
        const img = a.querySelector('img')
        return { area: a.clientWidth, image: img.width, natural: img.naturalWidth }
      })
    const fitted = await widths()
    expect(fitted.natural).toBe(1000)
    // Fitted: as wide as the area less its 8 px padding each side.
    expect(Math.abs(fitted.image - (fitted.area - 16))).toBeLessThanOrEqual(1)
    await expect(preview.getByTestId('zoom-label')).toHaveText('Fit width')
    await shot(page, info, `${width}-image-fit`)
    await preview.getByRole('button', { name: 'Zoom in' }).click()
    await expect(preview.getByTestId('zoom-label')).toHaveText(/^\d+%$/)
    expect((await widths()).image).toBeGreaterThan(fitted.image)
    await preview.getByRole('button', { name: '100%' }).click()
    await expect(preview.getByTestId('zoom-label')).toHaveText('100%')
    expect((await widths()).image).toBe(1000)
    // By keyboard in the image area: - zooms out, 0 fits again.
    await area.focus()
    await page.keyboard.press('-')
    await expect(preview.getByTestId('zoom-label')).toHaveText('75%')
    expect((await widths()).image).toBe(750)
    await page.keyboard.press('0')
    await expect(preview.getByTestId('zoom-label')).toHaveText('Fit width')
    expect(Math.abs((await widths()).image - fitted.image)).toBeLessThanOrEqual(1)
    expect(await sidewaysScrollers(page)).toEqual([])
  }
})

/** What a column's cell says, as a value that sorts like the column does. */
function sortValue(column: string, text: string): string | number {
  const t = text.trim()
  if (t === '—' || t === '') return column === 'Size' || column === 'Created' ? -1 : ''
  if (column === 'Size') {
    const m = /^([\d.]+) (B|KB|MB|GB)$/.exec(t)
    if (!m) throw new Error(`size ${t}`)
    return Number(m[1]) * 1024 ** ['B', 'KB', 'MB', 'GB'].indexOf(m[2]!)
  }
  if (column === 'Created') {
    const m = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d) (AM|PM)/.exec(t)
    if (!m) throw new Error(`date ${t}`)
    const hour = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0)
    return Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), hour, Number(m[5]))
  }
  return t
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))

/** A column's cells, top to bottom (the rows are placed by aria-rowindex, not by DOM order). */
async function columnCells(page: Page, index: number): Promise<string[]> {
  const rows = await table(page)
    .locator('.dt-rows .dt-row')
    .evaluateAll((els, i) => {
      type R = {
        getAttribute: (n: string) => string | null
        querySelectorAll: (s: string) => ArrayLike<{ textContent: string | null }>
      }
      return (els as unknown as R[]).map((r) => ({
        at: Number(r.getAttribute('aria-rowindex')),
        text: r.querySelectorAll('[role="gridcell"]')[i]?.textContent ?? '',
      }))
    }, index)
  return rows.sort((a, b) => a.at - b.at).map((r) => r.text)
}

test('every column sorts both ways from its header', async ({ page, shell }, info) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openDemoCase(page, shell)
  // Linked to is offered too, and the tree and preview at their narrowest: every column the
  // table has is on screen at 1920.
  for (const splitter of ['Resize the document tree', 'Resize the preview']) {
    await page.getByRole('separator', { name: splitter }).focus()
    await page.keyboard.press('Home')
  }
  await page.getByTestId('view-menu').click()
  await page.getByText('Linked to column in the table').click()
  await page.keyboard.press('Escape')
  const headers = table(page).getByRole('columnheader')
  const labels = (await headers.allTextContents()).map((l) => l.trim()).filter(Boolean)
  expect(labels).toEqual([
    'Name',
    'Category',
    'Linked to',
    'Type',
    'Size',
    'Created by',
    'Created',
    'Extraction',
  ])
  for (const label of labels) {
    const header = table(page).getByRole('columnheader', { name: label, exact: true })
    const index = 1 + labels.indexOf(label) // the checkbox column comes first
    for (let click = 0; click < 2; click++) {
      await header.getByRole('button').click()
      const direction = await header.getAttribute('aria-sort')
      expect(direction, label).toMatch(/^(ascending|descending)$/)
      const values = (await columnCells(page, index)).map((t) => sortValue(label, t))
      const sign = direction === 'ascending' ? 1 : -1
      for (let i = 1; i < values.length; i++) {
        expect(
          sign * compare(values[i - 1]!, values[i]!),
          `${label} ${direction}: ${String(values[i - 1])} then ${String(values[i])}`,
        ).toBeLessThanOrEqual(0)
      }
    }
    // Two clicks: both directions were shown.
    await expect(header).toHaveAttribute('aria-sort', /^(ascending|descending)$/)
  }
  await shot(page, info, '1920-sorted')
})

/** Deletes a document through the shell's own session (another user, elsewhere). */
async function deleteElsewhere(shell: ShellHandle, id: string): Promise<string | null> {
  try {
    await shell.graphql(`mutation ($id: ID!) { deleteDocument(input: { id: $id }) { id } }`, {
      id,
    })
    return null
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

test('a delete the server refuses is toasted with its message; the Linked to column is remembered', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const name = 'Letter of explanation.docx'
  const id = await row(page, name).getAttribute('data-document-id')
  expect(id).toBeTruthy()
  await tickDocument(page, name)
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete document' })
  await expect(dialog).toBeVisible()
  // Meanwhile someone else deletes it: the server now refuses this user's delete.
  expect(await deleteElsewhere(shell, id!)).toBeNull()
  const refusal = await deleteElsewhere(shell, id!)
  expect(refusal).toBeTruthy()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  const toast = page.getByTestId('toast').filter({ hasText: refusal! })
  await expect(toast).toBeVisible()
  // Titled with the server's message, nothing generic on top.
  await expect(toast.locator('strong')).toHaveText(refusal!)
  await expect(page.getByTestId('toast')).toHaveCount(1)
  await shot(page, info, '1280-delete-refused')
  // The document has left the case (deleted elsewhere), so the dialog closes and the list is
  // reloaded without it: there is nothing left to cancel.
  await expect(dialog).toHaveCount(0)
  await expect(row(page, name)).toHaveCount(0)

  // The Linked to column, switched on, is still there after a reload, and gone when switched off.
  const linked = table(page).getByRole('columnheader', { name: 'Linked to' })
  await expect(linked).toHaveCount(0)
  const toggle = async () => {
    await page.getByTestId('view-menu').click()
    await page.getByText('Linked to column in the table').click()
    await page.keyboard.press('Escape')
  }
  await toggle()
  await expect(linked).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await expect(linked).toBeVisible()
  await expect(row(page, 'HO3-4471029 Declarations.pdf')).toContainText('Homeowners HO-3')
  await shot(page, info, '1280-linked-to-after-reload')
  await toggle()
  await expect(linked).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await expect(table(page).getByRole('columnheader', { name: 'Name' })).toBeVisible()
  await expect(linked).toHaveCount(0)
})
