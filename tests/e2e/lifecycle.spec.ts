/**
 * The document lifecycle through the browser shell, as a user does it: upload, find a document by
 * a word inside it (and open it at that page), merge a PDF and a PNG into a target (its new
 * version, with the kept pages), delete and restore from the trash, see each step in recent
 * changes and open what an entry concerns; history settings saved; and the user's settings applied
 * at once (dates, rows, upload defaults, the archive's name). Screenshots at 1280×800 and
 * 1920×1080 of each screen.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { shot } from './document-manager-steps'
import { expect, test, type ShellHandle } from './helpers/browser-shell'
import { DEMO_CASE, openDemoCase, sidewaysScrollers } from './helpers/screens'
import { tickDocument } from './helpers/tick-document'

const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text })
const row = (page: Page, name: string) =>
  page.getByTestId('documents-table').getByRole('row').filter({ hasText: name })

/** Screenshots of the current screen at both sizes, checking nothing scrolls sideways. */
async function shots(page: Page, info: TestInfo, name: string): Promise<void> {
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h })
    expect(await sidewaysScrollers(page), `sideways scrolling on ${name} at ${w}`).toEqual([])
    await shot(page, info, `${w}-${name}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function pdf(pages: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const text of pages) doc.addPage([612, 792]).drawText(text, { x: 50, y: 700, font })
  return doc.save()
}

/** The files of the walk, in a temp folder. */
async function files(dir: string) {
  const paths = {
    survey: join(dir, 'Survey report.pdf'),
    photo: join(dir, 'Site photo.png'),
    target: join(dir, 'Target letter.pdf'),
  }
  writeFileSync(
    paths.survey,
    await pdf(['Survey cover page', 'The roof shows Quillwort damage near the chimney']),
  )
  const canvas = createCanvas(1200, 800)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#dfe8f0'
  ctx.fillRect(0, 0, 1200, 800)
  writeFileSync(paths.photo, await canvas.encode('png'))
  writeFileSync(paths.target, await pdf(['Target letter, first version']))
  return paths
}

/** A document of the demo case, read over GraphQL as the page would. */
async function documentNamed(shell: ShellHandle, name: string) {
  const r = await shell.graphql<{
    documents: { nodes: { id: string; name: string; currentVersion: number; signed: string }[] }
  }>(
    `query D($id: ID!) { documents(filter: { classId: { eq: $id } }, paging: { limit: 1000 }) {
       nodes { id name currentVersion signed } } }`,
    { id: DEMO_CASE },
  )
  const d = r.documents.nodes.find((n) => n.name === name)
  if (!d) throw new Error(`no document ${name}`)
  return d
}

test('find by a word inside, merge into a target, delete and restore, each step in recent changes', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(240_000)
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-lifecycle-'))
  try {
    const paths = await files(dir)
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemoCase(page, shell)
    await page.getByTestId('upload-input').setInputFiles(Object.values(paths))
    await page.getByTestId('upload-submit').click()
    await expect(toast(page, 'File(s) uploaded successfully!')).toBeVisible({ timeout: 60_000 })

    // Search: a word of the text layer finds the document within seconds, at its page.
    const box = page.getByRole('searchbox', { name: 'Search documents' })
    await box.fill('quillwort')
    await expect(async () => {
      await box.press('Enter')
      await expect(page.getByTestId('search-hit')).toHaveCount(1, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const hit = page.getByTestId('search-hit')
    await expect(hit).toContainText('Survey report.pdf')
    await expect(hit).toContainText('Page 2')
    await expect(hit.locator('mark')).toHaveText('Quillwort')
    await shots(page, info, 'search-results')
    await hit.getByRole('button').click()
    await expect(page.getByTestId('preview-title')).toHaveText('Survey report.pdf')
    await expect(page.getByTestId('preview-frame')).toHaveAttribute('src', /#page=2$/)

    // Merge the PDF and the PNG into the target letter, as its new version.
    await tickDocument(page, 'Survey report.pdf')
    const merge = page.getByRole('button', { name: 'Merge', exact: true })
    await expect(merge).toBeDisabled()
    await tickDocument(page, 'Site photo.png')
    await merge.click()
    const panel = page.getByTestId('merge-panel')
    await expect(panel).toBeVisible()
    await expect(page.getByTestId('merge-page-count')).toHaveText('3 pages in the result')
    // Keyboard: the photo moves up to be first.
    await panel.getByRole('button', { name: 'Move Site photo.png up' }).focus()
    await page.keyboard.press('Enter')
    await expect(panel.getByTestId('merge-document').first()).toContainText('Site photo.png')
    // The survey's cover page is removed, its second page turned.
    await panel.getByRole('button', { name: 'Remove page 1 of Survey report.pdf' }).click()
    await panel.getByRole('button', { name: 'Turn page 2 of Survey report.pdf right' }).click()
    await expect(page.getByTestId('merge-page-count')).toHaveText('2 pages in the result')
    await panel.getByText('An existing document, as its new version').click()
    await panel.getByLabel('Merge target').selectOption({ label: 'Target letter.pdf' })
    await shots(page, info, 'merge')
    const before = await documentNamed(shell, 'Target letter.pdf')
    await panel.getByRole('button', { name: 'Merge documents' }).click()
    await expect(toast(page, 'Merged into “Target letter.pdf” as its new version')).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.getByTestId('preview-title')).toHaveText('Target letter.pdf')
    const after = await documentNamed(shell, 'Target letter.pdf')
    expect(after.id).toBe(before.id)
    expect(after.currentVersion).toBe(before.currentVersion + 1)
    const merged = await PDFDocument.load(await (await fetch(after.signed)).arrayBuffer())
    expect(merged.getPageCount()).toBe(2)
    expect(merged.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90])

    // Delete the photo with a reason, then restore it from Recent changes → Trash.
    await row(page, 'Site photo.png').click()
    await page.getByTestId('preview-pane').getByRole('button', { name: 'Delete' }).click()
    await page.getByLabel('Reason').fill('Duplicate scan')
    await expect(page.getByRole('dialog')).toContainText('Recent changes → Trash')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Document deleted')).toBeVisible()
    await expect(row(page, 'Site photo.png')).toHaveCount(0)
    await page.getByRole('button', { name: 'Recent changes' }).click()
    await page.getByRole('tab', { name: 'Trash' }).click()
    const entry = page.getByTestId('trash-entry').filter({ hasText: 'Site photo.png' })
    await expect(entry).toContainText('“Duplicate scan”')
    await expect(entry).toContainText('Deleted by')
    await shots(page, info, 'trash')
    await entry.getByRole('button', { name: 'Restore Site photo.png' }).click()
    await expect(toast(page, '“Site photo.png” restored')).toBeVisible()
    await expect(page.getByTestId('preview-title')).toHaveText('Site photo.png')
    await expect(row(page, 'Site photo.png')).toHaveCount(1)

    // Every step in recent changes, newest first; an entry opens its document.
    await page.getByRole('button', { name: 'Recent changes' }).click()
    const list = page.getByTestId('history-list')
    await expect(list.getByTestId('history-entry').first()).toContainText(
      'Restored “Site photo.png” from the trash',
    )
    for (const text of [
      'Deleted “Site photo.png”: Duplicate scan',
      'Merged 2 documents into “Target letter.pdf” as its version 2 (2 pages)',
      'New version of “Target letter.pdf”',
      'Uploaded “Survey report.pdf”',
      'Uploaded “Site photo.png”',
      'Uploaded “Target letter.pdf”',
    ])
      await expect(list.getByTestId('history-entry').filter({ hasText: text })).toHaveCount(1)
    await shots(page, info, 'recent-changes')
    await page.getByLabel('Action').selectOption({ label: 'Merge' })
    await expect(list.getByTestId('history-entry')).toHaveCount(1)
    await list.getByTestId('history-entry').getByRole('button').click()
    await expect(page.getByTestId('preview-title')).toHaveText('Target letter.pdf')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('history settings are saved and listed; settings apply at once', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)

  // History settings: the local user administers the embedded server.
  await page.getByRole('button', { name: 'History settings' }).click()
  const history = page.getByTestId('history-settings')
  await expect(history.getByText('Never changed: these are the defaults.')).toBeVisible()
  await history.getByLabel('Keep deleted documents in the trash: days').fill('45')
  await history.getByLabel('Extraction').check({ force: true })
  await shots(page, info, 'history-settings')
  await history.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'History settings saved')).toBeVisible()
  await expect(history.getByRole('listitem').first()).toContainText('45')

  // Settings, applied as they change.
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  const settings = page.getByTestId('settings-panel')
  await expect(settings).toBeVisible()
  await settings.getByText('ISO (yyyy-MM-dd)').click()
  // The Created column has room at 1920 (columns give way at 1280).
  await page.setViewportSize({ width: 1920, height: 1080 })
  await expect(
    page.getByTestId('documents-table').locator('.dt-rows .dt-createdAt').first(),
  ).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  await page.setViewportSize({ width: 1280, height: 800 })
  await settings.getByText('Comfortable', { exact: true }).click()
  await expect(page.getByTestId('document-manager')).toHaveAttribute(
    'data-row-density',
    'comfortable',
  )
  await expect
    .poll(async () => (await page.locator('.dt-rows .dt-row').first().boundingBox())?.height)
    .toBe(40)
  await settings
    .getByRole('listbox', { name: 'Default category for uploads' })
    .getByRole('option', { name: 'Policy Jacket' })
    .click()
  await settings.getByText('Extract data on upload').click()
  await settings.getByText('A pattern of my own').click()
  await settings.getByRole('textbox', { name: 'Archive name pattern' }).fill('{ref} bundle {count}')
  await expect(settings.getByText('Gives “LN-2025-0001 bundle 3.zip”')).toBeVisible()
  await settings.getByRole('button', { name: 'Use this pattern' }).click()
  await shots(page, info, 'settings')

  // The upload panel files new files under the default category.
  await page.getByTestId('upload-button').click()
  await expect(page.getByTestId('upload-panel').getByRole('option', { selected: true })).toHaveText(
    'Policy Jacket',
  )
  await page.getByTestId('upload-panel').getByRole('button', { name: 'Cancel' }).click()

  // The archive is named by the pattern.
  for (const name of ['HO3-4471029 Declarations.pdf', 'Schedule of locations.csv'])
    await tickDocument(page, name)
  await page.getByRole('button', { name: 'Download zip' }).click()
  await expect(toast(page, 'Download successful')).toBeVisible({ timeout: 60_000 })
  expect(readdirSync(shell.downloadsDir)).toContain('LN-2025-0001 bundle 2.zip')
})
