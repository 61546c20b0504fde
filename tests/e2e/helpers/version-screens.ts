/**
 * The compare and version history screens for the screen checks (layout, accessibility), and a
 * renewal declarations page of the demo HO3 policy, uploaded and extracted through the shell's
 * case server so the compare screen has something to compare.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  CaseDocumentManagerDocumentsDocument,
  CreateManyDocumentsDocument,
  SignS3UploadsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { writeFilledPdf, type PdfLines } from '../review/review-fixtures'
import { gql } from '../review/review-graphql'
import { waitForExtraction } from '../review/review-steps'
import { expect, type ShellHandle } from './browser-shell'
import { DEMO_CASE, openDemoCase, openFromTable } from './screens'

export const RENEWAL_NAME = 'HO3 renewal declarations.pdf'
const HO3 = 'demo-policy-ho3'

/** The seeded current term is Mar 1 to Mar 1 (demo seed); the renewal is the next one. */
export function renewalTerm(now = new Date()): { begin: Date; end: Date } {
  const y = now.getUTCMonth() >= 2 ? now.getUTCFullYear() : now.getUTCFullYear() - 1
  return { begin: new Date(Date.UTC(y + 1, 2, 1)), end: new Date(Date.UTC(y + 2, 2, 1)) }
}

const us = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/01/${d.getUTCFullYear()}`

/** The carrier's renewal of the HO3 policy: a lower dwelling limit, a higher deductible. */
export function renewalLines(): PdfLines {
  const term = renewalTerm()
  return [
    ['Policy Number', 'HO3-4471029'],
    ['Insurance Company', 'Coastal Mutual Insurance Company'],
    ['Named Insured', 'Maria and James Alvarez'],
    ['Effective Date', us(term.begin)],
    ['Expiration Date', us(term.end)],
    ['Coverages', null],
    ['Coverage A - Dwelling', '$400,000'],
    ['Deductible', '$5,000'],
    ['Total Annual Premium', '$3,412.00'],
    ['Mortgagee / Loss Payee', null],
    ['Mortgagee', 'Harbor Federal Bank ISAOA/ATIMA'],
    ['Loan Number', 'LN-2025-0001'],
    ['Producer', 'Bayside Insurance Agency'],
  ]
}

/** Writes the renewal declarations page into `dir`; its path. */
export function writeRenewalPdf(dir: string, name = RENEWAL_NAME): Promise<string> {
  return writeFilledPdf(dir, name, 'Homeowners Policy Declarations - Renewal', renewalLines())
}

/**
 * Uploads the renewal through the case server (sign, PUT, register with extraction, linked to the
 * HO3 policy) unless the case has it, and waits until its extraction is done.
 */
export async function seedRenewal(shell: ShellHandle): Promise<void> {
  const docs = await gql(shell, CaseDocumentManagerDocumentsDocument, { id: DEMO_CASE, limit: 100 })
  if (!docs.documents.nodes.some((d) => d.name === RENEWAL_NAME)) {
    const dir = mkdtempSync(join(tmpdir(), 'cdm-renewal-'))
    try {
      const bytes = readFileSync(await writeRenewalPdf(dir))
      const fileType = 'application/pdf'
      const { signS3Uploads } = await gql(shell, SignS3UploadsDocument, {
        input: {
          caseId: DEMO_CASE,
          docs: [{ fileName: RENEWAL_NAME, fileType, size: bytes.length }],
        },
      })
      const sig = signS3Uploads[0]!
      const put = await fetch(sig.signedUrl, {
        method: 'PUT',
        headers: { 'content-type': fileType },
        body: bytes,
      })
      expect(put.ok).toBe(true)
      await gql(shell, CreateManyDocumentsDocument, {
        input: {
          documents: [
            {
              classId: DEMO_CASE,
              fileName: RENEWAL_NAME,
              fileType,
              directUploadKey: sig.directUploadKey,
              category: 'demo-cat-renewal-declarations',
              extractData: true,
              associations: [{ entityId: HO3, entityType: 'policy' }],
            },
          ],
        },
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  await waitForExtraction(shell, [RENEWAL_NAME])
}

/** The version modes, each opened from the header, with what shows it is open. */
export const VERSION_MODES: readonly {
  readonly name: string
  readonly open: (page: Page, shell: ShellHandle) => Promise<void>
}[] = [
  {
    name: 'version-history',
    open: async (page) => {
      await openFromTable(page, 'Schedule of locations.csv')
      await page.getByRole('button', { name: 'Version history' }).click()
      await expect(page.getByTestId('file-versions')).toBeVisible()
      await page.getByRole('tab', { name: 'Policy versions' }).click()
      const versions = page.getByTestId('policy-versions')
      await expect(versions.getByRole('listitem')).toHaveCount(2)
      for (const box of await versions.getByRole('checkbox').all()) await box.check({ force: true })
      await expect(page.getByTestId('version-diff')).toBeVisible()
    },
  },
  {
    name: 'compare',
    open: async (page, shell) => {
      await seedRenewal(shell)
      await openDemoCase(page, shell)
      await openFromTable(page, RENEWAL_NAME)
      await page.getByRole('button', { name: 'Compare', exact: true }).click()
      await expect(page.getByTestId('comparison-table')).toBeVisible()
      await page.getByTestId('comparison-table').locator('tr[data-field="policy.premium"]').hover()
    },
  },
]
