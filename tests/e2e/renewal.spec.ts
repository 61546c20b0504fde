/**
 * Renewals and versions through the browser shell, as a user does them: a renewal declarations
 * page uploaded into the demo case and extracted, compared with the HO3 policy (statuses, flags,
 * the hovered row's region lit in the preview), rolled into a new policy version that the tree's
 * version filter and the version history show; then a new file version of a document from the
 * menu and by a drop on its preview, version 1 downloaded and restored. Screenshots of each
 * screen are kept with the test output.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { format } from 'date-fns'
import {
  DocumentVersionsDocument,
  SaveFormDataDocument,
} from '../../src/shared/graphql/operations.generated'
import { shot } from './document-manager-steps'
import { expect, test, type ShellHandle } from './helpers/browser-shell'
import { DEMO_CASE, openDemoCase, openFromTable } from './helpers/screens'
import { RENEWAL_NAME, renewalTerm, writeRenewalPdf } from './helpers/version-screens'
import { gql } from './review/review-graphql'
import { requireReviewServer, uploadWithExtraction, waitForExtraction } from './review/review-steps'

const HO3_FOLDER = 'Homeowners HO-3 #HO3-4471029'
const SCHEDULE = 'demo-doc-schedule'
const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text })

/** The expiring term's accepted values on the HO3 checklist, as a reviewer saved them. */
async function seedCurrentValues(shell: ShellHandle): Promise<void> {
  const field = (value: unknown) => ({
    value,
    extractedFrom: null,
    bbox: null,
    newExtractions: [],
    rejectedExtractions: [],
    newlyReviewedDocuments: [],
  })
  await gql(shell, SaveFormDataDocument, {
    input: {
      entityType: 'policy',
      entityId: 'demo-policy-ho3',
      values: {
        policy: {
          namedInsured: field('Maria and James Alvarez'),
          premium: field(3184),
          coverageAmount: field(425000),
          deductible: field(2500),
        },
      },
    },
  })
}

test('a renewal is compared with its policy and rolls it to a new version', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(240_000)
  await requireReviewServer(page, shell)
  await seedCurrentValues(shell)
  mkdirSync(info.outputDir, { recursive: true })
  const file = await writeRenewalPdf(info.outputDir)
  await uploadWithExtraction(page, info, [file], { renewalOf: 'HO3-4471029' })
  await waitForExtraction(shell, [RENEWAL_NAME])

  await page.setViewportSize({ width: 1280, height: 800 })
  await openFromTable(page, RENEWAL_NAME)
  const compare = page.getByRole('button', { name: 'Compare', exact: true })
  await expect(compare).toBeEnabled({ timeout: 30_000 })
  await compare.click()
  const table = page.getByTestId('comparison-table')
  await expect(table).toBeVisible()
  await expect(page.getByLabel('Policy to compare with')).toHaveValue('demo-policy-ho3')
  const row = (field: string) => table.locator(`tr[data-field="${field}"]`)
  await expect(row('policy.premium')).toHaveAttribute('data-status', 'changed')
  await expect(row('policy.namedInsured')).toHaveAttribute('data-status', 'same')
  await expect(row('policy.producer')).toHaveAttribute('data-status', 'new')
  await expect(
    row('policy.coverageAmount').locator('[data-flag="coverageDecreased"]'),
  ).toBeVisible()
  await expect(row('policy.deductible').locator('[data-flag="deductibleIncreased"]')).toBeVisible()
  await expect(page.getByTestId('compare-flag-count')).toHaveText('2 flags')
  // Hovering a row lights its source region in the document.
  await row('policy.premium').hover()
  await expect(page.getByTestId('compare-preview').getByTestId('citation-highlight')).toBeVisible({
    timeout: 30_000,
  })
  await shot(page, info, 'renewal-01-compare')

  const term = renewalTerm()
  await expect(page.getByLabel('New term begins')).toHaveValue(
    term.begin.toISOString().slice(0, 10),
  )
  await page.getByTestId('create-version').click()
  await expect(toast(page, 'Policy version created')).toBeVisible({ timeout: 30_000 })

  // The version history shows the new term, current, with its key document and its creator.
  const range = `${format(term.begin, 'MMM yyyy')} - ${format(term.end, 'MMM yyyy')}`
  const versions = page.getByTestId('policy-versions')
  await expect(versions).toBeVisible()
  const created = versions.getByRole('listitem').filter({ hasText: range })
  await expect(created).toContainText('current')
  await expect(created).toContainText('Created by Local User')
  await expect(
    created.getByRole('button', { name: `Open the key document of ${range}` }),
  ).toHaveText(RENEWAL_NAME)
  // Two versions side by side: the premium differs.
  await versions.getByRole('checkbox', { name: `Compare ${range}` }).check({ force: true })
  await versions.getByRole('checkbox').first().check({ force: true })
  await versions.getByRole('checkbox').nth(1).check({ force: true })
  await expect(page.getByTestId('version-diff')).toBeVisible()
  await shot(page, info, 'renewal-02-version-history')

  // The tree's version filter offers the new term.
  const filter = page.getByLabel(`Policy version of ${HO3_FOLDER}`)
  await expect(filter.locator('option', { hasText: range })).toHaveCount(1)
  const option = filter.locator('option', { hasText: range })
  await filter.selectOption((await option.getAttribute('value'))!)
  await expect(
    page.getByTestId('document-tree').getByRole('treeitem', { name: RENEWAL_NAME }),
  ).toBeVisible()

  // Opening the key document shows it again.
  await created.getByRole('button', { name: `Open the key document of ${range}` }).click()
  await expect(page.getByTestId('preview-title')).toHaveText(RENEWAL_NAME)
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled()
  await shot(page, info, 'renewal-03-tree-filter')

  // The checklist shows the new version's values; a value rejected after it was accepted comes
  // back from the field's history.
  await page.goto(`${shell.url}#/loans/${DEMO_CASE}/policies/demo-policy-ho3/checklist`)
  const premium = page.getByTestId('form-field-policy.premium')
  await expect(premium.getByRole('textbox')).toHaveValue('3412')
  await premium.getByRole('button', { name: 'Extracted from' }).click()
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  await page.getByTestId('form-save').click()
  await expect(toast(page, 'Form saved')).toBeVisible()
  await expect(premium.getByRole('textbox')).toHaveValue('')
  await premium.getByRole('button', { name: /^History of Premium/ }).click()
  const entries = page.getByTestId('field-history-entry')
  await expect(entries.first()).toContainText('3412 → (empty)')
  await expect(entries.nth(1)).toContainText(`3184 → 3412From ${RENEWAL_NAME}`)
  await shot(page, info, 'renewal-04-value-history')
  await entries.first().getByRole('button', { name: 'Restore 3412' }).click()
  await expect(premium.getByRole('textbox')).toHaveValue('3412')
  await expect(premium.getByRole('button', { name: 'Extracted from' })).toBeVisible()
  await page.getByTestId('form-save').click()
  await expect(page.getByTestId('form-save')).toBeDisabled()
  await page.reload()
  await expect(premium.getByRole('textbox')).toHaveValue('3412')
})

test('a document takes new file versions, and version 1 is downloaded and restored', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemoCase(page, shell)
  const name = 'Schedule of locations.csv'
  await openFromTable(page, name)

  // From the menu: the file picker, then the pipeline.
  const v2 = join(info.outputDir, 'Schedule of locations 2026.csv')
  mkdirSync(info.outputDir, { recursive: true })
  writeFileSync(v2, 'Location,Address,Year Built\n1,1208 Harbor View Dr,1998\n')
  await page.getByRole('button', { name: 'More actions' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Upload new version…' }).click()
  await (await chooser).setFiles(v2)
  await expect(toast(page, 'New version uploaded')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('preview-title')).toHaveText('Schedule of locations 2026.csv')
  await expect(page.getByTestId('preview-version')).toHaveText('Version 2')

  // A file dropped on the preview becomes version 3.
  const drop = await page.evaluateHandle(() => {
    // The page's DOM, typed by hand: this file is compiled without the DOM library.
    const g = globalThis as unknown as {
      DataTransfer: new () => { items: { add: (f: unknown) => void } }
      File: new (parts: string[], name: string, options: { type: string }) => unknown
    }
    const dt = new g.DataTransfer()
    dt.items.add(
      new g.File(['Location,Address\n2,44 Bayshore Ct\n'], 'Schedule v3.csv', { type: 'text/csv' }),
    )
    return dt
  })
  const target = page.getByTestId('preview-drop-target')
  await target.dispatchEvent('dragover', { dataTransfer: drop })
  await target.dispatchEvent('drop', { dataTransfer: drop })
  await expect(page.getByTestId('preview-version')).toHaveText('Version 3', { timeout: 60_000 })
  // Not staged as a new upload.
  await expect(page.getByTestId('upload-panel')).toHaveCount(0)

  await page.getByRole('button', { name: 'Version history' }).click()
  const list = page.getByTestId('file-versions')
  await expect(list.getByRole('listitem')).toHaveCount(3)
  await expect(list.getByRole('listitem').first()).toContainText('Version 3')
  await shot(page, info, 'versions-01-file-versions')

  // Version 1 downloads with its own bytes.
  const docs = await gql(shell, DocumentVersionsDocument, { caseId: DEMO_CASE, id: SCHEDULE })
  const v1 = docs.documents.nodes[0]!.versions.find((v) => v.number === 1)!
  const original = Buffer.from(await (await fetch(v1.signed!)).arrayBuffer())
  await page.getByRole('button', { name: 'Download version 1' }).click()
  const saved = await toast(page, 'Download successful').textContent()
  const path = saved!.replace('Download successful', '').trim()
  expect(readFileSync(path)).toEqual(original)
  expect(original.toString()).toContain('Year Built')

  // Restore version 1: it comes back as version 4, nothing deleted.
  await page.getByRole('button', { name: 'Preview version 1' }).click()
  await page.getByRole('button', { name: 'Restore version 1' }).click()
  await expect(toast(page, 'Version 1 restored')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(list.getByRole('listitem').first()).toContainText('restored from version 1')
  await shot(page, info, 'versions-02-restored')
  await page.getByTestId('version-history').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('preview-title')).toHaveText(name)
})
