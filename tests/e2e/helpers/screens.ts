/**
 * Helpers for the screen checks (layout, accessibility, keyboard): open the demo case, find
 * anything that scrolls sideways, and walk through the document manager's modes.
 */
import type { Page } from '@playwright/test'
import { expect, type ShellHandle } from './browser-shell'

export const DEMO_CASE = 'demo-case-1'

/** One demo document of each preview kind (PDF frame, image, DOCX, EML, CSV). */
export const PREVIEWS = [
  'HO3-4471029 Declarations.pdf',
  'Flood evidence of insurance.png',
  'Letter of explanation.docx',
  'Renewal reminder from agent.eml',
  'Schedule of locations.csv',
]

/** The case list, then the demo case's document manager, ready to use. */
export async function openDemoCase(page: Page, shell: ShellHandle): Promise<void> {
  await page.goto(shell.launchUrl)
  await expect(page.getByTestId('case-link').first()).toBeVisible()
  await page.goto(`${shell.url}#/loans/${DEMO_CASE}/documents`)
  await expect(page.getByTestId('document-manager')).toBeVisible()
  await expect(page.getByTestId('documents-table').getByRole('row')).not.toHaveCount(1)
}

/**
 * Every element inside `root` (default: the whole page) that can scroll sideways and has content
 * wider than itself, plus the page itself; described by tag, class and widths.
 */
export async function sidewaysScrollers(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    // The page's DOM, typed by hand: this file is compiled without the DOM library.
    type El = {
      readonly tagName: string
      readonly className: unknown
      readonly scrollWidth: number
      readonly clientWidth: number
    }
    const g = globalThis as unknown as {
      readonly document: {
        readonly documentElement: El
        querySelector: (
          s: string,
        ) => (El & { querySelectorAll: (s: string) => Iterable<El> }) | null
      }
      getComputedStyle: (el: El) => { readonly overflowX: string }
    }
    const out: string[] = []
    const doc = g.document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      out.push(`page ${doc.scrollWidth}>${doc.clientWidth}`)
    const base = g.document.querySelector(selector)
    if (!base) return [`no element ${selector}`]
    for (const el of [base, ...base.querySelectorAll('*')]) {
      const overflow = g.getComputedStyle(el).overflowX
      if (overflow !== 'auto' && overflow !== 'scroll') continue
      if (el.scrollWidth > el.clientWidth + 1) {
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className)} ${el.scrollWidth}>${el.clientWidth}`,
        )
      }
    }
    return out
  }, root)
}

/** Opens a document from the table by its name. */
export async function openFromTable(page: Page, name: string): Promise<void> {
  await page.getByTestId('documents-table').getByRole('row').filter({ hasText: name }).click()
  await expect(page.getByTestId('preview-title')).toHaveText(name)
}

/** The modes of the right-hand pane, each opened from the header, with what shows it is open. */
export const MODES: readonly {
  readonly name: string
  readonly open: (page: Page) => Promise<void>
}[] = [
  {
    name: 'upload',
    open: async (page) => {
      await page.getByTestId('upload-button').click()
      await expect(page.getByTestId('upload-panel')).toBeVisible()
    },
  },
  {
    name: 'renewal-upload',
    open: async (page) => {
      if (!(await page.getByTestId('upload-panel').isVisible()))
        await page.getByTestId('upload-button').click()
      await page.getByTestId('upload-panel').getByText('Renewal', { exact: true }).click()
      await expect(page.getByLabel('Policy renewed')).toBeVisible()
    },
  },
  {
    name: 'recent-changes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Recent changes' }).click()
      await expect(page.getByRole('region', { name: 'Recent changes' })).toBeVisible()
    },
  },
  {
    name: 'trash',
    open: async (page) => {
      if (!(await page.getByTestId('recent-changes').isVisible()))
        await page.getByRole('button', { name: 'Recent changes' }).click()
      await page.getByRole('tab', { name: 'Trash' }).click()
      await expect(page.getByTestId('trash-list')).toBeVisible()
    },
  },
  {
    name: 'history-settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'History settings' }).click()
      await expect(page.getByTestId('history-settings')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Keep the recent changes' })).toBeVisible()
    },
  },
  {
    name: 'settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      await expect(page.getByTestId('settings-panel')).toBeVisible()
    },
  },
  {
    name: 'search',
    open: async (page) => {
      await page.getByRole('searchbox', { name: 'Search documents' }).fill('declarations')
      await page.getByRole('searchbox', { name: 'Search documents' }).press('Enter')
      await expect(page.getByTestId('search-hit').first()).toBeVisible()
    },
  },
  {
    name: 'merge',
    open: async (page) => {
      for (const name of ['HO3-4471029 Declarations.pdf', 'Flood evidence of insurance.png'])
        await page.getByLabel(`Select ${name}`, { exact: true }).check({ force: true })
      await page.getByRole('button', { name: 'Merge', exact: true }).click()
      await expect(page.getByTestId('merge-panel')).toBeVisible()
      await expect(page.getByTestId('merge-page-count')).toHaveText(/page(s)? in the result/)
    },
  },
]
