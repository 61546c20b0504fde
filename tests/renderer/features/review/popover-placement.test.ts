/** Review popovers open beside their badge and never over the highlighted source region. */
import { describe, expect, it } from 'vitest'
import {
  highlightBand,
  placementBeside,
  popoverRect,
} from '../../../../src/renderer/src/features/review/popover-placement'

const viewport = { width: 1280, height: 800 }
const size = { width: 300, height: 180 }
const badge = (left: number, top: number) => ({ left, top, right: left + 60, bottom: top + 20 })

describe('placementBeside', () => {
  it('opens below the badge when nothing is in the way', () => {
    expect(placementBeside(badge(100, 100), null, size, viewport)).toBe('bottom-start')
  })

  it('opens towards the form when below-start would cover the highlight to the right', () => {
    const anchor = badge(560, 200)
    const avoid = highlightBand({ left: 700, top: 300, right: 900, bottom: 320 }, viewport.height)
    const placement = placementBeside(anchor, avoid, size, viewport)
    expect(placement).toBe('bottom-end')
    const r = popoverRect(anchor, placement, size)
    expect(r.right).toBeLessThanOrEqual(avoid.left)
  })

  it('goes above when there is no room below, still off the highlight', () => {
    const anchor = badge(560, 700)
    const avoid = highlightBand({ left: 700, top: 300, right: 900, bottom: 320 }, viewport.height)
    expect(placementBeside(anchor, avoid, size, viewport)).toBe('top-end')
  })

  it('goes to the left when the badge sits right beside the highlight', () => {
    const anchor = badge(640, 300)
    const avoid = highlightBand({ left: 690, top: 0, right: 1200, bottom: 40 }, viewport.height)
    const placement = placementBeside(anchor, avoid, size, viewport)
    expect(placement.startsWith('left')).toBe(true)
  })

  it('rather leaves the viewport a little than covers the highlight when nothing else fits', () => {
    const small = { width: 400, height: 300 }
    const avoid = { left: 0, top: 0, right: 400, bottom: 120 }
    const anchor = badge(20, 125)
    const placement = placementBeside(anchor, avoid, size, small)
    const r = popoverRect(anchor, placement, size)
    expect(Math.max(0, Math.min(r.bottom, avoid.bottom) - Math.max(r.top, avoid.top))).toBe(0)
  })
})
