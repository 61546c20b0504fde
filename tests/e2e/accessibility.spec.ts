/**
 * No critical or serious axe-core violation (WCAG 2.1 A/AA rules) on any screen: the case list,
 * the document manager with each mode open and each preview kind, and both review forms (with
 * extraction badges on the policy checklist). Screens added by other modes join MODES.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { shot } from './document-manager-steps'
import { expect, test } from './helpers/browser-shell'
import { DEMO_CASE, MODES, openDemoCase, openFromTable, PREVIEWS } from './helpers/screens'
import { seedReviewBadges } from './helpers/review-seed'
import { VERSION_MODES } from './helpers/version-screens'

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

test('the case list and the document manager in every mode have no serious axe violation', async ({
  page,
  shell,
}, info) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  // Every screen is checked before the test fails, so one run lists everything to fix.
  const found: string[] = []
  const check = async (screen: string) => {
    for (const v of await seriousViolations(page)) found.push(`${screen}: ${v}`)
  }
  await page.goto(shell.url)
  await expect(page.getByTestId('case-link').first()).toBeVisible()
  await check('the case list')

  await openDemoCase(page, shell)
  await check('the document manager')
  for (const name of PREVIEWS) {
    await openFromTable(page, name)
    await page.waitForTimeout(300)
    await check(`the preview of ${name}`)
  }
  for (const mode of MODES) {
    await mode.open(page)
    await check(`the ${mode.name} mode`)
  }
  await shot(page, info, 'a11y-manager')
  for (const mode of VERSION_MODES) {
    await mode.open(page, shell)
    await check(`the ${mode.name} mode`)
    await shot(page, info, `a11y-${mode.name}`)
  }
  expect(found).toEqual([])
})

test('both review forms, with extraction badges, have no serious axe violation', async ({
  page,
  shell,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await seedReviewBadges(shell)
  await page.goto(`${shell.url}#/loans/${DEMO_CASE}/policies/demo-policy-ho3/checklist`)
  await expect(page.getByTestId('policy-form-page')).toBeVisible()
  await expect(page.getByRole('button', { name: /^New extraction/ }).first()).toBeVisible()
  const found = (await seriousViolations(page)).map((v) => `the policy checklist: ${v}`)
  await shot(page, info, 'a11y-checklist')

  await page.goto(`${shell.url}#/loans/${DEMO_CASE}/assets/demo-asset-harbor/edit`)
  await expect(page.getByTestId('asset-form-page')).toBeVisible()
  found.push(...(await seriousViolations(page)).map((v) => `the asset form: ${v}`))
  await shot(page, info, 'a11y-asset')
  expect(found).toEqual([])
})
