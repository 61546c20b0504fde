/**
 * Keyboard helpers for the screen checks: Tab to an element, and whether the focused element
 * shows it (an outline or a ring of its own, or of the control that draws it).
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './browser-shell'

/**
 * In the page: whether an element shows that it has the focus. A Blueprint checkbox or radio
 * hides its input and rings the indicator beside it, so that one counts for the input.
 */
function showsFocus(el: unknown): boolean {
  type Styled = { readonly outlineStyle: string; readonly outlineWidth: string; boxShadow: string }
  type Node = { readonly nextElementSibling: Node | null; matches: (s: string) => boolean }
  const g = globalThis as unknown as { getComputedStyle: (e: unknown) => Styled }
  const ringed = (e: unknown): boolean => {
    const s = g.getComputedStyle(e)
    return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none'
  }
  if (ringed(el)) return true
  const sibling = (el as Node).nextElementSibling
  return sibling !== null && sibling.matches('.bp6-control-indicator') && ringed(sibling)
}

/** The focused element shows an outline or a ring. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  expect(await target.evaluate(showsFocus), 'focus is visible').toBe(true)
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (
      await target.evaluate(
        (el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement,
      )
    )
      return
    await page.keyboard.press('Tab')
  }
  throw new Error('the target was not reached with Tab')
}

/**
 * Tabs through the page from where the focus is (at most `limit` stops, or until the focus comes
 * back around) and lists every stop that does not show the focus, described by tag, name and
 * class.
 */
export async function stopsWithoutVisibleFocus(page: Page, limit = 80): Promise<string[]> {
  const missing: string[] = []
  const seen = new Set<string>()
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluateHandle(() => {
      const doc = (globalThis as unknown as { document: { activeElement: unknown; body: unknown } })
        .document
      return doc.activeElement === doc.body ? null : doc.activeElement
    })
    const element = focused.asElement()
    if (!element) continue
    const describe = await element.evaluate((el) => {
      const e = el as unknown as {
        readonly tagName: string
        readonly className: unknown
        readonly textContent: string | null
        getAttribute: (n: string) => string | null
      }
      const name = e.getAttribute('aria-label') ?? (e.textContent ?? '').trim().slice(0, 40)
      return `${e.tagName.toLowerCase()} "${name}" .${String(e.className)}`
    })
    if (seen.has(describe)) break
    seen.add(describe)
    if (!(await element.evaluate(showsFocus))) missing.push(describe)
  }
  return missing
}
