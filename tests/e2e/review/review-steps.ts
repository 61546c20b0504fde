/**
 * Steps of the review e2e: check the shell's server can run it, upload filled documents with
 * extraction on through the document manager, and wait for the extraction to finish.
 */
import { basename } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { DocumentExtractionStatusDocument } from '../../../src/shared/graphql/operations.generated'
import { CaseDocumentManagerDocumentsDocument } from '../../../src/shared/graphql/operations.generated'
import { shot } from '../document-manager-steps'
import { expect, type ShellHandle } from '../helpers/browser-shell'
import { gql, missingReviewApi } from './review-graphql'

export const CASE_ID = 'demo-case-1'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/**
 * Null when the page (another origin than the case server) may fetch a signed document URL, as
 * pdf.js does for the citation viewer; otherwise why not.
 */
async function signedUrlBlocked(page: Page, shell: ShellHandle): Promise<string | null> {
  const docs = await gql(shell, CaseDocumentManagerDocumentsDocument, { id: CASE_ID, limit: 100 })
  const signed = docs.documents.nodes.find((d) => d.signed !== null)?.signed
  if (!signed) return 'the demo case has no document with a signed URL'
  return page.evaluate(async (url) => {
    try {
      const res = await fetch(url)
      return res.ok ? null : `HTTP ${res.status}`
    } catch (e) {
      return `fetch failed: ${e instanceof Error ? e.message : String(e)}`
    }
  }, signed)
}

/**
 * Fails at once, naming what is missing, when the shell's server cannot serve the review (the
 * extraction jobs and form data of src/server/jobs, or CORS on signed object URLs), instead of
 * timing out somewhere in the walk.
 */
export async function requireReviewServer(page: Page, shell: ShellHandle): Promise<void> {
  const missing = await missingReviewApi(shell)
  expect(missing, "the browser shell's case server lacks review fields (src/server/jobs)").toEqual(
    [],
  )
  await page.goto(shell.launchUrl)
  const blocked = await signedUrlBlocked(page, shell)
  expect(
    blocked,
    'the page must fetch a signed document URL (object GETs need Access-Control-Allow-Origin) ' +
      'so pdf.js can load the PDF to highlight the cited region',
  ).toBeNull()
}

/** Where uploaded documents go: renewal of a policy (by number) or linked to an asset (by name). */
export type UploadTarget = { readonly renewalOf: string } | { readonly asset: string }

/** Uploads files as declarations pages through the document manager with extraction on. */
export async function uploadWithExtraction(
  page: Page,
  info: TestInfo,
  files: readonly string[],
  target: UploadTarget,
): Promise<void> {
  await page.setViewportSize({ width: 1600, height: 950 })
  await page.goto(`${page.url().split('#')[0]}#/loans/${CASE_ID}/documents`)
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await page.getByTestId('upload-input').setInputFiles([...files])
  const panel = page.getByTestId('upload-panel')
  for (const f of files) await expect(panel).toContainText(basename(f))
  if ('renewalOf' in target) {
    await panel.getByText('Renewal', { exact: true }).click()
    const select = panel.getByLabel('Policy renewed')
    const option = select.locator('option', { hasText: target.renewalOf })
    await select.selectOption((await option.getAttribute('value'))!)
  } else {
    await panel.getByRole('checkbox', { name: target.asset }).check({ force: true })
  }
  await panel.getByPlaceholder('Search categories').fill('Declarations')
  await panel.getByRole('option', { name: 'Declarations Page' }).click()
  await panel.getByText('Extract data from these documents').click()
  await expect(
    panel.getByRole('checkbox', { name: 'Extract data from these documents' }),
  ).toBeChecked()
  await shot(page, info, 'review-01-upload')
  await page.getByTestId('upload-submit').click()
  await expect(toast(page, 'File(s) uploaded successfully!')).toBeVisible({ timeout: 60_000 })
}

/** Waits until the server reports every named document's extraction done. */
export async function waitForExtraction(
  shell: ShellHandle,
  names: readonly string[],
): Promise<void> {
  const docs = await gql(shell, CaseDocumentManagerDocumentsDocument, { id: CASE_ID, limit: 100 })
  const ids = docs.documents.nodes.filter((d) => names.includes(d.name)).map((d) => d.id)
  expect(ids).toHaveLength(names.length)
  await expect
    .poll(
      async () => {
        const s = await gql(shell, DocumentExtractionStatusDocument, { classId: CASE_ID, ids })
        return s.documentExtractionStatus.map((d) => d.extractionStatus)
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toEqual(names.map(() => 'done'))
}
