/** The merge rules shared by the server and the merge panel (docs/rules.md#merge). */
import { describe, expect, it } from 'vitest'
import {
  IMAGE_PAGE_MARGIN,
  MAX_MERGE_DOCUMENTS,
  MAX_MERGE_PAGES,
  MERGE_MESSAGES,
  mergeBlockedReason,
  normaliseRotation,
  PAPER_SIZES,
  placeImage,
  planPages,
  selectionProblem,
} from '../../src/shared/merge'

describe('mergeBlockedReason', () => {
  it('allows PDF, JPEG and PNG, and says why anything else is not mergeable', () => {
    expect(mergeBlockedReason('application/pdf', null)).toBeNull()
    expect(mergeBlockedReason('image/jpeg', null)).toBeNull()
    expect(mergeBlockedReason('IMAGE/PNG', null)).toBeNull()
    expect(mergeBlockedReason('text/csv', null)).toBe(MERGE_MESSAGES.notMergeableType)
    expect(mergeBlockedReason('image/gif', null)).toBe(MERGE_MESSAGES.notMergeableType)
    expect(mergeBlockedReason('application/pdf', 'encrypted')).toBe(MERGE_MESSAGES.encrypted)
    expect(mergeBlockedReason('application/pdf', 'broken')).toBe(MERGE_MESSAGES.broken)
  })
})

describe('selectionProblem', () => {
  it('needs two or more different documents, and not too many', () => {
    expect(selectionProblem([])).toBe(MERGE_MESSAGES.selectTwo)
    expect(selectionProblem(['a'])).toBe(MERGE_MESSAGES.selectTwo)
    expect(selectionProblem(['a', 'a'])).toBe(MERGE_MESSAGES.duplicate)
    expect(selectionProblem(['a', 'b'])).toBeNull()
    const many = Array.from({ length: MAX_MERGE_DOCUMENTS + 1 }, (_, i) => `d${i}`)
    expect(selectionProblem(many)).toBe(MERGE_MESSAGES.tooMany)
  })
})

describe('normaliseRotation', () => {
  it('turns any multiple of 90 into 0..270 and refuses the rest', () => {
    expect([0, 90, 180, 270, 360, 450, -90, -360].map(normaliseRotation)).toEqual([
      0, 90, 180, 270, 0, 90, 270, 0,
    ])
    expect(normaliseRotation(45)).toBeNull()
    expect(normaliseRotation(1.5)).toBeNull()
  })
})

describe('planPages', () => {
  const counts = new Map([
    ['a', 2],
    ['b', 1],
  ])
  it('takes every page of every document in order when no list is given', () => {
    expect(planPages(['b', 'a'], counts, null)).toEqual({
      pages: [
        { documentId: 'b', page: 1, rotation: 0 },
        { documentId: 'a', page: 1, rotation: 0 },
        { documentId: 'a', page: 2, rotation: 0 },
      ],
    })
  })
  it('keeps a given list in its order, with rotations normalised', () => {
    expect(
      planPages(['a', 'b'], counts, [
        { documentId: 'a', page: 2, rotation: -90 },
        { documentId: 'b', page: 1 },
      ]),
    ).toEqual({
      pages: [
        { documentId: 'a', page: 2, rotation: 270 },
        { documentId: 'b', page: 1, rotation: 0 },
      ],
    })
  })
  it('refuses pages that do not exist, other documents, odd rotations and empty results', () => {
    expect(planPages(['a', 'b'], counts, [{ documentId: 'a', page: 3 }])).toEqual({
      problem: 'Page 3 does not exist: the document has 2 pages',
    })
    expect(planPages(['a', 'b'], counts, [{ documentId: 'b', page: 0 }])).toEqual({
      problem: 'Page 0 does not exist: the document has 1 page',
    })
    expect(planPages(['a'], counts, [{ documentId: 'b', page: 1 }])).toEqual({
      problem: 'The page list names document b, which is not among the documents to merge',
    })
    expect(planPages(['a', 'b'], counts, [{ documentId: 'a', page: 1, rotation: 30 }])).toEqual({
      problem: 'Rotation must be a multiple of 90 degrees, not 30',
    })
    expect(planPages(['a', 'b'], counts, [])).toEqual({ problem: MERGE_MESSAGES.noPagesLeft })
    const huge = new Map([['a', MAX_MERGE_PAGES + 1]])
    expect(planPages(['a'], huge, null)).toEqual({ problem: MERGE_MESSAGES.tooManyPages })
  })
})

describe('placeImage', () => {
  const inside = (p: ReturnType<typeof placeImage>) => {
    expect(p.x).toBeGreaterThanOrEqual(IMAGE_PAGE_MARGIN - 1e-9)
    expect(p.y).toBeGreaterThanOrEqual(IMAGE_PAGE_MARGIN - 1e-9)
    expect(p.x + p.drawWidth).toBeLessThanOrEqual(p.width - IMAGE_PAGE_MARGIN + 1e-9)
    expect(p.y + p.drawHeight).toBeLessThanOrEqual(p.height - IMAGE_PAGE_MARGIN + 1e-9)
  }
  it('puts a wide image on a landscape page and a tall one on a portrait page', () => {
    const wide = placeImage(1600, 900)
    expect(wide.width).toBeGreaterThan(wide.height)
    const tall = placeImage(900, 1600)
    expect(tall.height).toBeGreaterThan(tall.width)
    inside(wide)
    inside(tall)
  })
  it('picks A4 or Letter, whichever is closer to the image shape', () => {
    const [aw, ah] = PAPER_SIZES.A4
    const [lw, lh] = PAPER_SIZES.Letter
    expect(placeImage(aw * 3, ah * 3).paper).toBe('A4')
    expect(placeImage(lw * 3, lh * 3).paper).toBe('Letter')
    expect(placeImage(lh, lw).paper).toBe('Letter')
  })
  it('keeps the aspect, fills the room on one side, and centres', () => {
    const p = placeImage(1000, 500)
    expect(p.drawWidth / p.drawHeight).toBeCloseTo(2, 9)
    expect(
      Math.abs(p.drawWidth - (p.width - 2 * IMAGE_PAGE_MARGIN)) < 1e-9 ||
        Math.abs(p.drawHeight - (p.height - 2 * IMAGE_PAGE_MARGIN)) < 1e-9,
    ).toBe(true)
    expect(p.x * 2 + p.drawWidth).toBeCloseTo(p.width, 9)
    expect(p.y * 2 + p.drawHeight).toBeCloseTo(p.height, 9)
  })
  it('refuses an image without a size', () => {
    expect(() => placeImage(0, 10)).toThrow('An image has no size')
  })
})
