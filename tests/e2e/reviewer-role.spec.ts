/**
 * The reviewer role in the renderer, through the real team server: the browser shell logs in to a
 * team case server (started here, demo data, a processor and a reviewer who are members of the
 * demo case) and opens the policy checklist directly by its URL. The processor sees the form
 * disabled — inputs, review badges, Save — with a note saying why, and never an enabled Save, not
 * even while the page loads; the reviewer sees it enabled. Screenshots at 1280×800 and 1920×1080.
 */
import type { Page } from '@playwright/test'
import { startCaseServer, type CaseServer } from '../../src/server/index'
import { shot } from './document-manager-steps'
import { expect, test, type ShellHandle } from './helpers/browser-shell'
import { sidewaysScrollers } from './helpers/screens'

const CASE = 'demo-case-1'
const POLICY = 'demo-policy-ho3'
const PASSWORD = 'a long enough password'
const USERS = {
  processor: { email: 'pat@example.com', fullName: 'Pat Processor', reviewer: false },
  reviewer: { email: 'rita@example.com', fullName: 'Rita Reviewer', reviewer: true },
} as const

let server: CaseServer
let dataDir: string

test.beforeAll(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  dataDir = mkdtempSync(join(tmpdir(), 'cdm-e2e-team-'))
  server = await startCaseServer({
    dataDir,
    team: true,
    seed: 'demo',
    sweepIntervalSeconds: 0,
    extraction: { worker: false },
    users: Object.values(USERS).map((u) => ({ ...u, password: PASSWORD, cases: [CASE] })),
  })
  // An extraction waiting for review on the checklist, stored by the reviewer.
  const token = await login(USERS.reviewer.email)
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation S($v: JSON!) { saveFormData(input: { entityType: policy, entityId: "${POLICY}", values: $v }) { caseId } }`,
      variables: {
        v: {
          policy: {
            policyNumber: {
              value: null,
              newExtractions: [
                {
                  value: 'HO3-4471029',
                  displayName: 'HO3-4471029',
                  extractedFrom: { id: 'demo-doc-ho3-declarations' },
                  bbox: { page: 1, x0: 0.085, y0: 0.118, x1: 0.33, y1: 0.14 },
                },
              ],
            },
          },
        },
      },
    }),
  })
  expect(res.status).toBe(200)
})

test.afterAll(async () => {
  await server?.close()
  const { rmSync } = await import('node:fs')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function login(email: string): Promise<string> {
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: email, p: PASSWORD },
    }),
  })
  const body = (await res.json()) as { data: { login: { token: string } } }
  return body.data.login.token
}

/** Logs the shell in to the team server as a user, then opens the checklist by its URL. */
async function openChecklistAs(page: Page, shell: ShellHandle, email: string): Promise<void> {
  // A page still open would reload itself on the connection change, racing the navigation below.
  await page.goto('about:blank')
  await shell.api('team.login', { url: server.url, email, password: PASSWORD })
  // Records whether an enabled Save ever appears, from the first script of the page on.
  await page.addInitScript(() => {
    // The page's globals, typed by hand: this file is compiled without the DOM library.
    type Page = {
      enabledSaveSeen: boolean
      document: { querySelector(selector: string): unknown }
      MutationObserver: new (callback: () => void) => {
        observe(target: unknown, options: Record<string, boolean>): void
      }
    }
    const w = globalThis as unknown as Page
    w.enabledSaveSeen = false
    new w.MutationObserver(() => {
      if (w.document.querySelector('[data-testid="form-save"]:not([disabled])')) {
        w.enabledSaveSeen = true
      }
    }).observe(w.document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto(`${shell.url}#/loans/${CASE}/policies/${POLICY}/checklist`)
  await expect(page.getByTestId('policy-form-page')).toBeVisible()
  await expect(page.getByTestId('review-form')).toBeVisible()
}

const policyNumber = (page: Page) => page.getByTestId('form-field-policy.policyNumber')

test('a processor opens the checklist read-only, a reviewer can review', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openChecklistAs(page, shell, USERS.processor.email)

  const note = page.getByTestId('review-read-only')
  await expect(note).toContainText('Read only: you are not a reviewer')
  await expect(note).toContainText('Ask an administrator for the reviewer role')
  await expect(page.getByTestId('form-save')).toBeDisabled()
  await expect(policyNumber(page).locator('input')).toBeDisabled()
  await policyNumber(page).getByRole('button', { name: 'New extraction' }).click()
  await expect(page.getByRole('button', { name: 'Accept' })).toBeDisabled()
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { enabledSaveSeen: boolean }).enabledSaveSeen,
    ),
  ).toBe(false)
  expect(await sidewaysScrollers(page)).toEqual([])
  await shot(page, info, '1280-checklist-processor')
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1920, height: 1080 })
  expect(await sidewaysScrollers(page)).toEqual([])
  await shot(page, info, '1920-checklist-processor')

  // The same checklist for a reviewer: enabled, no note; accepting makes it savable.
  await openChecklistAs(page, shell, USERS.reviewer.email)
  await expect(page.getByTestId('review-read-only')).toHaveCount(0)
  await expect(policyNumber(page).locator('input')).toBeEnabled()
  await policyNumber(page).getByRole('button', { name: 'New extraction' }).click()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByTestId('form-save')).toBeEnabled()
  await shot(page, info, '1920-checklist-reviewer')
})

test('a user who is not an administrator sees the history settings read-only, with a note', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('about:blank')
  await shell.api('team.login', {
    url: server.url,
    email: USERS.reviewer.email,
    password: PASSWORD,
  })
  await page.goto(`${shell.url}#/loans/${CASE}/documents`)
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await page.getByRole('button', { name: 'History settings' }).click()
  const panel = page.getByTestId('history-settings')
  await expect(panel.getByTestId('history-settings-locked')).toContainText(
    'Only an administrator may change the history settings',
  )
  await expect(panel.getByLabel('Keep deleted documents in the trash: days')).toBeDisabled()
  await expect(panel.getByRole('checkbox', { name: 'Upload' })).toBeDisabled()
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0)
  expect(await sidewaysScrollers(page)).toEqual([])
  await shot(page, info, '1280-history-settings-read-only')
})
