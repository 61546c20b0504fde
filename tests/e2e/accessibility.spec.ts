/**
 * No critical or serious axe-core violation (WCAG 2.1 A/AA rules) on any screen, at 1280×800 and
 * 1920×1080: the case list, the document manager with each mode open (the empty mode on a case
 * without documents) and each preview kind, its dialogs (delete, categorise, link, approval
 * package) and a download in progress and done, and both review forms (with extraction badges on
 * the policy checklist). Every Tab stop on these screens shows the focus. Screens added by other
 * modes join MODES.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { shot } from './document-manager-steps'
import { expect, startShell, test } from './helpers/browser-shell'
import { addEmptyCase, EMPTY_CASE } from './helpers/empty-case'
import { stopsWithoutVisibleFocus } from './helpers/focus'
import { DEMO_CASE, MODES, openDemoCase, openFromTable, PREVIEWS } from './helpers/screens'
import { seedReviewBadges } from './helpers/review-seed'
import { VERSION_MODES } from './helpers/version-screens'
import { tickDocument } from './helpers/tick-document'

const SIZES = [
  [1280, 800],
  [1920, 1080],
] as const

/** The critical and serious violations on the page, one line each with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ')})`)
          .join(' | ')}`,
    )
}

/**
 * Collects what is wrong on each screen, so one run lists everything to fix: axe's serious
 * violations and, where asked, the Tab stops that do not show the focus.
 */
function findings(page: Page) {
  const found: string[] = []
  return {
    found,
    axe: async (screen: string) => {
      for (const v of await seriousViolations(page)) found.push(`${screen}: ${v}`)
    },
    focus: async (screen: string) => {
      for (const stop of await stopsWithoutVisibleFocus(page))
        found.push(`${screen}: no visible focus on ${stop}`)
    },
  }
}

/** Closes the open dialog with Escape and waits until it is gone. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const [width, height] of SIZES) {
  test(`the case list, the document manager in every mode and its dialogs have no serious axe violation at ${width}×${height}`, async ({
    page,
    shell,
  }, info) => {
    // Every mode and dialog, then a renewal uploaded and extracted for the version screens: on two
    // busy cores, with the other size's run beside it, this ran past 300 s.
    test.setTimeout(480_000)
    await page.setViewportSize({ width, height })
    const check = findings(page)
    await page.goto(shell.launchUrl)
    await expect(page.getByTestId('case-link').first()).toBeVisible()
    await check.axe('the case list')
    await check.focus('the case list')

    await openDemoCase(page, shell)
    await check.axe('the document manager')
    for (const name of PREVIEWS) {
      await openFromTable(page, name)
      await page.waitForTimeout(300)
      await check.axe(`the preview of ${name}`)
    }
    await page.getByTestId('document-manager').focus()
    await check.focus('the document manager with a preview')
    for (const mode of MODES) {
      await mode.open(page)
      await check.axe(`the ${mode.name} mode`)
    }
    await shot(page, info, `${width}-a11y-manager`)

    // The dialogs of the selected documents: categorise, link, delete.
    await tickDocument(page, 'Letter of explanation.docx')
    for (const action of ['Categorise', 'Link to…', 'Delete'] as const) {
      await page.getByTestId('bulk-bar').getByRole('button', { name: action }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.waitForTimeout(300)
      await check.axe(`the ${action} dialog`)
      await check.focus(`the ${action} dialog`)
      await shot(page, info, `${width}-a11y-dialog-${action.replace(/\W/g, '').toLowerCase()}`)
      await closeDialog(page)
    }

    // A download while its zip is being built (the result held back), then its toast.
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/call/archive.result', async (route) => {
      await held
      await route.continue()
    })
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Download zip' }).click()
    await expect(page.getByTestId('archive-progress')).toBeVisible()
    await check.axe('a download in progress')
    await shot(page, info, `${width}-a11y-downloading`)
    release()
    await expect(page.getByTestId('toast').filter({ hasText: 'Download successful' })).toBeVisible()
    await check.axe('a finished download')
    await shot(page, info, `${width}-a11y-downloaded`)
    // Its toast gone (while it fades out, axe reads its colours half transparent).
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 20_000 })

    await page
      .getByRole('button', { name: 'Approval package of Homeowners HO-3 #HO3-4471029' })
      .click()
    await expect(page.getByTestId('approval-save')).toBeEnabled()
    await check.axe('the approval package dialog')
    await check.focus('the approval package dialog')
    await closeDialog(page)

    // The compare and version history screens (the renewal they compare is uploaded first).
    for (const mode of VERSION_MODES) {
      await mode.open(page, shell)
      await check.axe(`the ${mode.name} mode`)
      await check.focus(`the ${mode.name} mode`)
      await shot(page, info, `${width}-a11y-${mode.name}`)
    }
    expect(check.found).toEqual([])
  })

  test(`a case without documents (the empty mode) has no serious axe violation at ${width}×${height}`, async ({
    page,
  }, info) => {
    const shell = await startShell({ prepareData: addEmptyCase })
    try {
      await page.setViewportSize({ width, height })
      await page.goto(shell.launchUrl)
      await expect(page.getByTestId('case-link').first()).toBeVisible()
      await page.goto(`${shell.url}#/loans/${EMPTY_CASE.id}/documents`)
      await expect(page.getByText('No documents in this case yet')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Choose files', exact: true })).toBeVisible()
      const check = findings(page)
      await check.axe('the empty mode')
      await check.focus('the empty mode')
      await shot(page, info, `${width}-a11y-empty`)
      expect(check.found).toEqual([])
    } finally {
      await shell.stop()
    }
  })

  test(`both review forms, with extraction badges, have no serious axe violation at ${width}×${height}`, async ({
    page,
    shell,
  }, info) => {
    await page.setViewportSize({ width, height })
    await seedReviewBadges(shell)
    await page.goto(shell.launchUrl)
    await expect(page.getByTestId('case-link').first()).toBeVisible()
    await page.goto(`${shell.url}#/loans/${DEMO_CASE}/policies/demo-policy-ho3/checklist`)
    await expect(page.getByTestId('policy-form-page')).toBeVisible()
    await expect(page.getByRole('button', { name: /^New extraction/ }).first()).toBeVisible()
    const check = findings(page)
    await check.axe('the policy checklist')
    await check.focus('the policy checklist')
    await shot(page, info, `${width}-a11y-checklist`)

    await page.goto(`${shell.url}#/loans/${DEMO_CASE}/assets/demo-asset-harbor/edit`)
    await expect(page.getByTestId('asset-form-page')).toBeVisible()
    await check.axe('the asset form')
    await check.focus('the asset form')
    await shot(page, info, `${width}-a11y-asset`)
    expect(check.found).toEqual([])
  })
}
