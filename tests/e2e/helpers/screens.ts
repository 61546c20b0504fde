/**
 * Helpers for the screen checks (layout, accessibility, keyboard): open the demo case, find
 * anything that scrolls sideways, and walk through the document manager's modes.
 */
import type { Page } from '@playwright/test'
import { expect, type ShellHandle } from './browser-shell'
import { tickDocument } from './tick-document'

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
 * What does not fit sideways inside `root` (default: the whole page), described by tag, class and
 * widths: the page itself wider than the window, every element that scrolls sideways (content
 * wider than itself), and every visible element cut off sideways by an ancestor that hides its
 * overflow (a pane, a toolbar) or by the window's edge. Text shortened with an ellipsis is not cut
 * off: the element that shortens it shows the full text in its tooltip.
 */
export async function sidewaysScrollers(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    // The page's DOM, typed by hand: this file is compiled without the DOM library.
    type Rect = { readonly left: number; readonly right: number; readonly width: number }
    type El = {
      readonly tagName: string
      readonly className: unknown
      readonly scrollWidth: number
      readonly clientWidth: number
      readonly parentElement: El | null
      readonly textContent: string | null
      getBoundingClientRect: () => Rect & { readonly height: number }
    }
    type Style = {
      readonly overflowX: string
      readonly position: string
      readonly visibility: string
      readonly opacity: string
      readonly textOverflow: string
      readonly clipPath: string
      readonly clip: string
    }
    const g = globalThis as unknown as {
      readonly innerWidth: number
      readonly document: {
        readonly documentElement: El
        querySelector: (
          s: string,
        ) => (El & { querySelectorAll: (s: string) => Iterable<El> }) | null
      }
      getComputedStyle: (el: El) => Style
    }
    const describe = (el: El) =>
      [el.tagName.toLowerCase(), ...String(el.className).trim().split(/\s+/).filter(Boolean)].join(
        '.',
      )
    const text = (el: El) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
    const out: string[] = []
    const doc = g.document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      out.push(`page ${doc.scrollWidth}>${doc.clientWidth}`)
    const base = g.document.querySelector(selector)
    if (!base) return [`no element ${selector}`]
    const all = [base, ...base.querySelectorAll('*')]
    for (const el of all) {
      const overflow = g.getComputedStyle(el).overflowX
      if ((overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        out.push(`${describe(el)} scrolls sideways ${el.scrollWidth}>${el.clientWidth}`)
    }
    // Only the outermost element cut off is named, not each of its children.
    const cutOff = new Set<El>()
    for (const el of all) {
      const style = g.getComputedStyle(el)
      const box = el.getBoundingClientRect()
      // Not drawn, or drawn as nothing: screen-reader text, hidden inputs, fixed overlays.
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden') continue
      if (style.opacity === '0' || style.position === 'fixed') continue
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) continue
      // The nearest ancestor that clips sideways, or the window.
      let clipper: El | null = null
      let scrolls = false
      let shortened = false
      let inCut = false
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (cutOff.has(a)) inCut = true
        const s = g.getComputedStyle(a)
        if (s.textOverflow === 'ellipsis') shortened = true
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') {
          scrolls = true
          break
        }
        if (s.overflowX === 'hidden' || s.overflowX === 'clip') {
          clipper = a
          break
        }
      }
      if (scrolls || shortened || inCut) continue
      const edge = clipper ? clipper.getBoundingClientRect() : { left: 0, right: g.innerWidth }
      const cut = Math.max(edge.left - box.left, box.right - edge.right)
      if (cut > 1) {
        cutOff.add(el)
        out.push(
          `${describe(el)} "${text(el)}" cut off by ${cut.toFixed(0)}px at the edge of ${
            clipper ? describe(clipper) : 'the window'
          }`,
        )
      }
    }
    return out
  }, root)
}

/** Uploads files through the upload panel and waits for the success toast. */
export async function uploadFiles(page: Page, paths: readonly string[]): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles([...paths])
  await expect(page.getByTestId('upload-panel')).toBeVisible()
  await page.getByTestId('upload-submit').click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'File(s) uploaded successfully!' }),
  ).toBeVisible({ timeout: 60_000 })
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
        await tickDocument(page, name)
      await page.getByRole('button', { name: 'Merge', exact: true }).click()
      await expect(page.getByTestId('merge-panel')).toBeVisible()
      await expect(page.getByTestId('merge-page-count')).toHaveText(/page(s)? in the result/)
    },
  },
]
