/**
 * The document manager walked through end to end, shared by the corpus
 * spec and the generated-files spec: upload (accepted and rejected), tree and sections, PDF and
 * DOCX previews, bulk categorise, a refused and a real delete, a zip of three documents read back.
 * A screenshot of each screen is saved with the test's output (test-results/) and attached.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import AdmZip from 'adm-zip'
import type { Page, TestInfo } from '@playwright/test'
import { expect, type ShellHandle } from './helpers/browser-shell'
import { tickDocument } from './helpers/tick-document'

export type FlowFiles = {
  /** Files the drop zone accepts (at least four). */
  readonly accepted: readonly string[]
  /** Files it rejects by type. */
  readonly rejected: readonly string[]
  /** A PDF and a DOCX to preview (uploaded or seeded names). */
  readonly pdfName: string
  readonly docxName: string
  /** Text the DOCX preview must show. */
  readonly docxText: RegExp
}

/** Saves and attaches a screenshot of the current screen. */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`)
  // Let Blueprint's dialog and toast transitions finish so the picture shows the settled screen.
  await page.waitForTimeout(400)
  await page.screenshot({ path })
  await info.attach(name, { path, contentType: 'image/png' })
  // test-results/ is cleared by every Playwright run; SCREENSHOT_COPY_DIR keeps a copy to look at.
  const copyDir = process.env['SCREENSHOT_COPY_DIR']
  if (copyDir) {
    mkdirSync(copyDir, { recursive: true })
    copyFileSync(
      path,
      join(copyDir, `${info.project.name || 'e2e'}-${basename(info.file)}-${name}.png`),
    )
  }
}

const row = (page: Page, name: string) =>
  page.getByTestId('documents-table').getByRole('row').filter({ hasText: name })

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text })

/** Opens a document from the tree and waits for its preview header. */
async function openInTree(page: Page, name: string): Promise<void> {
  await page
    .getByTestId('document-tree')
    .getByRole('treeitem', { name, exact: true })
    .first()
    .click()
  await expect(page.getByTestId('preview-title')).toHaveText(name)
}

/** The whole walk; `files` decides what is uploaded and previewed. */
export async function documentManagerFlow(
  page: Page,
  shell: ShellHandle,
  info: TestInfo,
  files: FlowFiles,
): Promise<void> {
  await page.setViewportSize({ width: 1600, height: 950 })
  await page.goto(shell.launchUrl)
  await expect(page.getByTestId('case-link').first()).toBeVisible()
  await shot(page, info, '01-case-list')
  await page.getByTestId('case-link').first().click()
  await expect(page.getByTestId('document-manager')).toBeVisible()

  // The tree's three sections (docs/rules.md#tree).
  const tree = page.getByTestId('document-tree')
  for (const section of ['Assets', 'Policies', 'Documents']) {
    await expect(tree.locator('.tree-row--section', { hasText: section })).toBeVisible()
  }
  await shot(page, info, '02-document-manager')

  // Upload: accepted and rejected files in one pick (docs/rules.md#upload,
  // docs/rules.md#drop-messages).
  await page.getByTestId('upload-input').setInputFiles([...files.accepted, ...files.rejected])
  const panel = page.getByTestId('upload-panel')
  await expect(panel).toBeVisible()
  const rejections = page.getByTestId('drop-rejections')
  for (const r of files.rejected) {
    await expect(rejections).toContainText(basename(r))
  }
  await expect(rejections).toContainText('File type must be one of .pdf')
  for (const a of files.accepted) {
    await expect(page.getByTestId('upload-files')).toContainText(basename(a))
  }
  await shot(page, info, '03-upload-panel')
  await page.getByTestId('upload-submit').click()
  await expect(toast(page, 'File(s) uploaded successfully!')).toBeVisible({ timeout: 60_000 })
  // docs/rules.md#links: docId is the first uploaded document, which is highlighted and previewed.
  await expect(page).toHaveURL(/docId=/)
  await expect(page.getByTestId('preview-pane')).toBeVisible()
  for (const a of files.accepted) {
    await expect(row(page, basename(a))).toHaveCount(1)
  }
  await expect(tree.locator('.tree-row.is-highlighted')).toHaveCount(1)
  await shot(page, info, '04-uploaded')

  // Previews: a PDF natively in a frame, a DOCX rendered locally.
  await openInTree(page, files.pdfName)
  const frame = page.getByTestId('preview-frame')
  await expect(frame).toBeVisible()
  const src = await frame.getAttribute('src')
  const res = await page.request.get(src!)
  expect(res.ok()).toBe(true)
  expect(res.headers()['content-type']).toContain('application/pdf')
  await page.waitForTimeout(1500) // let Chromium's PDF viewer paint for the screenshot
  await shot(page, info, '05-preview-pdf')
  await openInTree(page, files.docxName)
  // Soft: a failed DOCX render still fails the test, but the rest of the walk is checked too.
  await expect
    .soft(page.getByTestId('docx-preview'))
    .toContainText(files.docxText, { timeout: 20_000 })
  await shot(page, info, '06-preview-docx')

  // Bulk categorise two documents (docs/rules.md#messages "Documents updated").
  const [first, second, third] = files.accepted.map((a) => basename(a))
  await tickDocument(page, first!)
  await tickDocument(page, second!)
  await expect(page.getByTestId('bulk-bar')).toContainText('2 selected')
  await page.getByRole('button', { name: 'Categorise' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByPlaceholder('Search categories').fill('corresp')
  await dialog.getByRole('option', { name: 'Correspondence' }).click()
  await shot(page, info, '07-bulk-categorise')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, 'Documents updated')).toBeVisible()
  await expect(row(page, first!)).toContainText('Correspondence')
  await expect(row(page, second!)).toContainText('Correspondence')
  await page.getByRole('button', { name: 'Clear selection' }).click()

  // A document the server will not delete: the reason shows and the action is disabled.
  const keyDocument = 'HO3-4471029 Declarations.pdf'
  await openInTree(page, keyDocument)
  await expect(page.getByTestId('delete-reason')).toContainText(
    'Key document of policy #HO3-4471029',
  )
  await expect(
    page.getByTestId('preview-pane').getByRole('button', { name: 'Delete', exact: true }),
  ).toBeDisabled()
  await tickDocument(page, keyDocument)
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('delete-blocked')).toContainText(
    'Key document of policy #HO3-4471029',
  )
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toBeDisabled()
  await shot(page, info, '08-delete-refused')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Clear selection' }).click()

  // Delete one: confirmation dialog, closes after success, "Document deleted".
  const doomed = files.accepted.map((a) => basename(a)).at(-1)!
  await openInTree(page, doomed)
  await page
    .getByTestId('preview-pane')
    .getByRole('button', { name: 'Delete', exact: true })
    .click()
  await expect(page.getByTestId('delete-list')).toContainText(doomed)
  await shot(page, info, '09-delete-confirm')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Document deleted')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(row(page, doomed)).toHaveCount(0)

  // Download three as one zip and read it back (docs/rules.md#messages download toasts).
  const before = new Set(readdirSync(shell.downloadsDir))
  for (const name of [first!, second!, third!]) await tickDocument(page, name)
  await page.getByRole('button', { name: 'Download zip' }).click()
  await expect(toast(page, 'Download successful')).toBeVisible({ timeout: 60_000 })
  await expect(toast(page, '3 document(s) downloaded as zip file.')).toBeVisible()
  await shot(page, info, '10-downloaded')
  const zips = readdirSync(shell.downloadsDir).filter((f) => f.endsWith('.zip') && !before.has(f))
  expect(zips).toHaveLength(1)
  expect(zips[0]).toMatch(/^case-.+-documents-.+\.zip$/)
  const entries = new AdmZip(join(shell.downloadsDir, zips[0]!))
    .getEntries()
    .map((e) => e.entryName)
    .sort()
  expect(entries).toEqual([first!, second!, third!].sort())

  // Settings screen.
  await page.getByTestId('settings-button').click()
  await expect(page.getByTestId('settings-panel')).toBeVisible()
  await shot(page, info, '11-settings')
}
