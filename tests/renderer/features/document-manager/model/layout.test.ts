import { describe, expect, it } from 'vitest'
import {
  PANE_LIMITS,
  defaultPaneSizes,
  fitPaneSizes,
  parsePaneSizes,
} from '../../../../../src/renderer/src/features/document-manager/model/pane-sizes'
import {
  DEFAULT_VIEW_PREFERENCES,
  parseViewPreferences,
} from '../../../../../src/renderer/src/features/document-manager/model/view-preferences'
import {
  stepZoom,
  zoomLabel,
} from '../../../../../src/renderer/src/features/document-manager/model/zoom'

const { treeMin, paneMin, tableMin, splitter } = PANE_LIMITS

describe('pane sizes', () => {
  it('keeps what fits', () => {
    expect(fitPaneSizes({ tree: 300, pane: 500 }, 1600)).toEqual({ tree: 300, pane: 500 })
  })
  it('shrinks the preview first, then the tree, never below their minimums', () => {
    // 1280 px: 300 + 600 + 12 + 360 = 1272 fits; 700 does not.
    expect(fitPaneSizes({ tree: 300, pane: 700 }, 1280)).toEqual({ tree: 300, pane: 608 })
    expect(fitPaneSizes({ tree: 500, pane: 700 }, 1000)).toEqual({
      tree: 1000 - paneMin - 2 * splitter - tableMin,
      pane: paneMin,
    })
    expect(fitPaneSizes({ tree: 500, pane: 700 }, 600)).toEqual({ tree: treeMin, pane: paneMin })
    expect(fitPaneSizes({ tree: 10, pane: 10 }, 1600)).toEqual({ tree: treeMin, pane: paneMin })
  })
  it('leaves the table its minimum at every width from 1024 px up', () => {
    for (let total = 1024; total <= 2560; total += 13) {
      const s = fitPaneSizes(defaultPaneSizes(total), total)
      expect(total - s.tree - s.pane - 2 * splitter).toBeGreaterThanOrEqual(tableMin)
    }
  })
  it('defaults to shares of the width and parses only well-formed remembered sizes', () => {
    expect(defaultPaneSizes(1280)).toEqual({ tree: 256, pane: 435 })
    expect(defaultPaneSizes(1920)).toEqual({ tree: 380, pane: 653 })
    expect(parsePaneSizes('{"tree":310,"pane":520}')).toEqual({ tree: 310, pane: 520 })
    expect(parsePaneSizes(null)).toBeNull()
    expect(parsePaneSizes('{"tree":"x","pane":520}')).toBeNull()
    expect(parsePaneSizes('not json')).toBeNull()
  })
})

describe('view preferences (remembered per user)', () => {
  it('parses what was stored and defaults the rest', () => {
    expect(parseViewPreferences(null)).toEqual(DEFAULT_VIEW_PREFERENCES)
    expect(parseViewPreferences('{"entitiesVisible":false}')).toEqual({
      entitiesVisible: false,
      associationVisible: false,
    })
    expect(parseViewPreferences('{"associationVisible":true,"entitiesVisible":"no"}')).toEqual({
      entitiesVisible: true,
      associationVisible: true,
    })
    expect(parseViewPreferences('{')).toEqual(DEFAULT_VIEW_PREFERENCES)
  })
})

describe('image zoom', () => {
  it('steps from the fitted scale and from a scale, within the steps', () => {
    expect(stepZoom('fit', 1, 0.6)).toBe(0.75)
    expect(stepZoom('fit', -1, 0.6)).toBe(0.5)
    expect(stepZoom(1, 1, 0)).toBe(1.5)
    expect(stepZoom(4, 1, 0)).toBe(4)
    expect(stepZoom(0.25, -1, 0)).toBe(0.25)
    expect(zoomLabel('fit')).toBe('Fit width')
    expect(zoomLabel(1.5)).toBe('150%')
  })
})
