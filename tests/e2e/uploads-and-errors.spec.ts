/**
 * Uploads and errors as a back-office user meets them, through the browser shell: one "Too many
 * files" line with the limit; category and links per file with "apply to all", read back from the
 * server; the archive toast saying where the zip was written; the inbox folder typed, checked and
 * watched; and against a real team server, the small sign-in screen (errors in plain words) and
 * the server's own message in the one toast of a refused upload and of a failed update.
 * Screenshots at 1280×800 and 1920×1080.
 */
import type { Page } from '@playwright/test'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCaseServer, type CaseServer } from '../../src/server/index'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { DEMO_CASE, openDemoCase, sidewaysScrollers } from './helpers/screens'
import { tickDocument } from './helpers/tick-document'

const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const

const csv = (name: string, bytes = 40) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`policy,premium\n${'x'.repeat(Math.max(1, bytes - 16))},1\n`),
})

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text })

/** Chooses a category in the upload panel's filing editor. */
async function chooseCategory(page: Page, search: string, name: string): Promise<void> {
  const panel = page.getByTestId('upload-panel')
  await panel.getByPlaceholder('Search categories').fill(search)
  await panel.getByRole('option', { name }).click()
}

const fileRow = (page: Page, name: string) =>
  page.getByTestId('upload-file').filter({ hasText: name })

test('one "Too many files" line; category and links per file, apply to all; where the zip went', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const input = page.getByTestId('upload-input')

  // 51 files at once: one line, with the limit — not 51 identical lines.
  await input.setInputFiles(Array.from({ length: 51 }, (_, i) => csv(`flood-${i}.csv`)))
  const rejections = page.getByTestId('drop-rejections')
  await expect(rejections.getByRole('listitem')).toHaveCount(1)
  await expect(rejections).toContainText('Too many files: at most 50 at a time')
  await shot(page, info, '1280-too-many-files')

  await input.setInputFiles([csv('alpha.csv'), csv('bravo.csv'), csv('charlie.csv')])
  await expect(page.getByTestId('upload-file')).toHaveCount(3)
  // All files at once, then one file its own way.
  await chooseCategory(page, 'corresp', 'Correspondence')
  for (const n of ['alpha.csv', 'bravo.csv', 'charlie.csv']) {
    await expect(fileRow(page, n)).toContainText('Correspondence')
  }
  await fileRow(page, 'bravo.csv')
    .getByRole('button', { name: /^File bravo\.csv/ })
    .click()
  await expect(page.getByRole('heading', { name: 'bravo.csv' })).toBeVisible()
  await chooseCategory(page, 'invoice', 'Premium Invoice')
  const policyLink = page.getByTestId('upload-panel').locator('.entity-link').filter({
    hasText: /HO3/,
  })
  await policyLink.first().locator('input').check({ force: true })
  await expect(fileRow(page, 'bravo.csv')).toContainText('Premium Invoice · 1 link')
  await expect(fileRow(page, 'alpha.csv')).toContainText('Correspondence')
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h })
    expect(await sidewaysScrollers(page)).toEqual([])
    await shot(page, info, `${w}-per-file-filing`)
  }
  // Apply to all: charlie's filing for every file, then bravo its own again.
  await fileRow(page, 'charlie.csv')
    .getByRole('button', { name: /^File charlie\.csv/ })
    .click()
  await page.getByRole('button', { name: 'Apply to all' }).click()
  await expect(fileRow(page, 'bravo.csv')).not.toContainText('Premium Invoice')
  await fileRow(page, 'bravo.csv')
    .getByRole('button', { name: /^File bravo\.csv/ })
    .click()
  await chooseCategory(page, 'invoice', 'Premium Invoice')
  await policyLink.first().locator('input').check({ force: true })

  await page.getByTestId('upload-submit').click()
  await expect(toast(page, 'File(s) uploaded successfully!')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('toast')).toHaveCount(1)

  const { documents } = await shell.graphql<{
    documents: {
      nodes: {
        id: string
        name: string
        category: { name: string } | null
        associations: { entityType: string }[]
      }[]
    }
  }>(
    `{ documents(filter: { classId: { eq: "${DEMO_CASE}" } }, paging: { limit: 100 }) {
         nodes { id name category { name } associations { entityType } } } }`,
  )
  const byName = new Map(documents.nodes.map((d) => [d.name, d]))
  expect(byName.get('alpha.csv')?.category?.name).toBe('Correspondence')
  expect(byName.get('charlie.csv')?.category?.name).toBe('Correspondence')
  expect(byName.get('bravo.csv')?.category?.name).toBe('Premium Invoice')
  expect(byName.get('bravo.csv')?.associations.map((a) => a.entityType)).toContain('policy')
  expect(byName.get('alpha.csv')?.associations ?? []).toEqual([])

  // The archive toast says where the zip was written (the browser cannot show the folder).
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const n of ['alpha.csv', 'bravo.csv']) {
    await tickDocument(page, n)
  }
  await expect(page.getByTestId('bulk-bar')).toContainText('2 selected')
  await page.getByRole('button', { name: 'Download zip' }).click()
  const saved = toast(page, 'Download successful')
  await expect(saved).toBeVisible({ timeout: 60_000 })
  await expect(saved).toContainText(
    new RegExp(`2 document\\(s\\) downloaded as zip file\\. Saved as ${shell.downloadsDir}/case-`),
  )
  await expect(page.getByRole('button', { name: 'Show in folder' })).toHaveCount(0)
  await shot(page, info, '1280-archive-toast')
})

test('the inbox folder: typed, checked by the host, then watched with its waiting files', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  await page.getByTestId('settings-button').click()
  const settings = page.getByTestId('inbox-settings')
  await expect(settings).toBeVisible()
  // The browser shell has no folder picker: a typed path, which the host checks.
  await expect(settings.getByRole('button', { name: /Choose folder/ })).toHaveCount(0)
  const root = mkdtempSync(join(tmpdir(), 'cdm-e2e-inbox-'))
  try {
    const hidden = join(root, '.secret')
    mkdirSync(hidden)
    await settings.getByLabel('Inbox folder for this case').fill(hidden)
    await settings.getByRole('button', { name: 'Watch this folder' }).click()
    await expect(page.getByTestId('inbox-error')).toHaveText('A hidden folder cannot be an inbox')
    await settings.getByLabel('Inbox folder for this case').fill('scans')
    await settings.getByRole('button', { name: 'Watch this folder' }).click()
    await expect(page.getByTestId('inbox-error')).toContainText('Give the full path')

    const scans = join(root, 'scans')
    mkdirSync(scans)
    await settings.getByLabel('Inbox folder for this case').fill(scans)
    await settings.getByRole('button', { name: 'Watch this folder' }).click()
    await expect(page.getByTestId('inbox-status')).toContainText('Watched')
    await expect(page.getByTestId('inbox-status')).toContainText('No files waiting')
    expect(await shell.api('inbox.status', { caseId: DEMO_CASE })).toMatchObject({
      folder: scans,
      watching: true,
    })
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h })
      expect(await sidewaysScrollers(page)).toEqual([])
      await shot(page, info, `${w}-inbox-settings`)
    }
    await settings.getByRole('button', { name: 'Stop watching' }).click()
    await expect(page.getByTestId('inbox-status')).toHaveCount(0)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test.describe('against a team server', () => {
  const PASSWORD = 'a long enough password'
  const EMAIL = 'pat@example.com'
  let server: CaseServer
  let dataDir: string

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cdm-e2e-team-'))
    server = await startCaseServer({
      dataDir,
      team: true,
      seed: 'demo',
      sweepIntervalSeconds: 0,
      extraction: { worker: false },
      // A small quota, so an upload is refused by the server when it signs.
      userQuotaBytes: 2_000,
      users: [{ email: EMAIL, fullName: 'Pat Processor', password: PASSWORD, cases: [DEMO_CASE] }],
    })
  })
  test.afterAll(async () => {
    await server?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('sign in with plain-words errors; a refused upload and update toast the server’s message', async ({
    page,
    shell,
  }, info) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${shell.url}#/team`)
    const form = page.getByRole('form', { name: 'Sign in to a team server' })
    await expect(form).toBeVisible()
    const signIn = async (url: string, password: string) => {
      await form.getByLabel('Server address').fill(url)
      await form.getByLabel('E-mail').fill(EMAIL)
      await form.getByLabel('Password').fill(password)
      await form.getByRole('button', { name: 'Sign in' }).click()
    }
    await signIn('cases.example', PASSWORD)
    await expect(page.getByTestId('team-error')).toHaveText(
      'Enter the server’s full address, such as https://cases.example.com.',
    )
    await signIn('http://127.0.0.1:9/', PASSWORD)
    await expect(page.getByTestId('team-error')).toContainText('Cannot reach 127.0.0.1:9.')
    await signIn(server.url, 'not the password')
    await expect(page.getByTestId('team-error')).toHaveText('Invalid email or password')
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h })
      expect(await sidewaysScrollers(page)).toEqual([])
      await shot(page, info, `${w}-team-sign-in-error`)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(server.url, PASSWORD)
    // The page reloads on the team server.
    await expect(page.getByTestId('team-connected')).toContainText(EMAIL, { timeout: 30_000 })
    await expect(page.getByTestId('team-link')).toHaveText('Team server (signed in)')
    await shot(page, info, '1280-team-signed-in')

    // An upload the server refuses at signing (over the quota): one toast, the server's words.
    await page.goto(`${shell.url}#/loans/${DEMO_CASE}/documents`)
    await expect(page.getByTestId('document-manager')).toBeVisible()
    await page.getByTestId('upload-input').setInputFiles([csv('big schedule.csv', 5_000)])
    await page.getByTestId('upload-submit').click()
    const refused = toast(page, /^Upload quota exceeded: .*ask an administrator/)
    await expect(refused).toBeVisible({ timeout: 60_000 })
    await expect(refused).toContainText('big schedule.csv')
    await expect(page.getByTestId('toast')).toHaveCount(1)
    await shot(page, info, '1280-server-message-toast')

    // An update the server refuses (the document went away meanwhile): titled with its message.
    const doc = 'Letter of explanation.docx'
    await tickDocument(page, doc)
    const { documents } = await shell.graphql<{ documents: { nodes: { id: string }[] } }>(
      `{ documents(filter: { classId: { eq: "${DEMO_CASE}" }, name: { eq: "${doc}" } }) { nodes { id } } }`,
    )
    await shell.graphql(
      `mutation { deleteDocument(input: { id: "${documents.nodes[0]!.id}" }) { id } }`,
    )
    await page.getByRole('button', { name: 'Categorise' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByPlaceholder('Search categories').fill('corresp')
    await dialog.getByRole('option', { name: 'Correspondence' }).click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    // The server's words as the toast's title (the document is no longer found), no generic one.
    const failed = toast(page, /not found/i)
    await expect(failed).toBeVisible({ timeout: 30_000 })
    await expect(failed.locator('strong')).toHaveText(/not found/i)
    await expect(toast(page, /Something went wrong|Documents updated/)).toHaveCount(0)
    await shot(page, info, '1280-update-failed-toast')

    // Back to this computer's cases.
    await page.goto(`${shell.url}#/team`)
    await page.getByRole('button', { name: /Sign out/ }).click()
    await expect(form).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('team-link')).toHaveText('Team server')
  })
})
