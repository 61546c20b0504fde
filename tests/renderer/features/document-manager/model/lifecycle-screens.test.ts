/**
 * The rules behind the lifecycle screens, without a screen: dates by the user's setting, search
 * snippets as text and marks, what a recent changes entry opens and the filter it sends, the
 * merge plan (order, turns, removals, the input it becomes, when Merge is offered) and the
 * archive's name.
 */
import { describe, expect, it } from 'vitest'
import {
  archiveFileNameFor,
  standardArchiveRule,
} from '../../../../../src/renderer/src/features/document-manager/model/archive-name'
import { formatMoment } from '../../../../../src/renderer/src/features/document-manager/model/date-display'
import {
  changedFields,
  dayBoundary,
  formFieldUrl,
  historyFilter,
  historyTarget,
  pageLine,
} from '../../../../../src/renderer/src/features/document-manager/model/history-view'
import {
  keptPages,
  mergeSelection,
  mergeUnavailable,
  moveItem,
  rotatePage,
  startMerge,
  togglePage,
  withPageCount,
} from '../../../../../src/renderer/src/features/document-manager/model/merge-plan'
import { snippetParts } from '../../../../../src/renderer/src/features/document-manager/model/snippet-parts'
import { MERGE_MESSAGES } from '../../../../../src/shared/merge'

describe('formatMoment', () => {
  const at = new Date(2026, 2, 5, 14, 7, 0)
  it('shows a moment as the setting says', () => {
    expect(formatMoment(at, 'international')).toBe('05/03/2026 14:07')
    expect(formatMoment(at, 'iso')).toBe('2026-03-05 14:07')
    expect(formatMoment(at, 'us')).toMatch(/^03\/05\/2026 02:07 PM \S+/)
    expect(formatMoment(at, 'relative', new Date(2026, 2, 8, 14, 7))).toBe('3 days ago')
    expect(formatMoment(at, 'relative', new Date(2026, 2, 5, 14, 7, 30))).toBe('just now')
  })
  it('shows nothing for no date or a bad one', () => {
    expect(formatMoment(null, 'iso')).toBe('')
    expect(formatMoment('not a date', 'us')).toBe('')
  })
})

describe('snippetParts', () => {
  it('splits marks from text and unescapes both, never reading HTML', () => {
    expect(snippetParts('a &lt;b&gt; <mark>Hit &amp; run</mark> &#39;x&#39;')).toEqual([
      { text: 'a <b> ', hit: false },
      { text: 'Hit & run', hit: true },
      { text: " 'x'", hit: false },
    ])
    expect(snippetParts('<mark>only</mark>')).toEqual([{ text: 'only', hit: true }])
    expect(snippetParts('open <mark>end')).toEqual([{ text: 'open <mark>end', hit: false }])
  })
})

describe('recent changes entries', () => {
  const exists = (id: string) => id === 'doc-1'
  it('opens the document an entry is about, when it is still there', () => {
    expect(historyTarget({ action: 'rename', documentId: 'doc-1' }, 'case-1', exists)).toEqual({
      kind: 'document',
      documentId: 'doc-1',
    })
    expect(historyTarget({ action: 'delete', documentId: 'gone' }, 'case-1', exists)).toBeNull()
    expect(historyTarget({ action: 'settings' }, 'case-1', exists)).toBeNull()
  })
  it('opens a saved form at the fields it changed', () => {
    const entry = {
      action: 'form',
      entityType: 'policy',
      entityId: 'pol-1',
      after: { 'policy.premium': 10, 'policy.carrier': 'X' },
    }
    expect(changedFields(entry)).toEqual(['policy.premium', 'policy.carrier'])
    const target = historyTarget(entry, 'case-1', exists)
    expect(target).toEqual({
      kind: 'form',
      url: '/loans/case-1/policies/pol-1/checklist',
      fields: ['policy.premium', 'policy.carrier'],
    })
    expect(formFieldUrl('/loans/case-1/assets/a-1/edit', 'property.address')).toBe(
      '/loans/case-1/assets/a-1/edit?field=property.address',
    )
    expect(
      historyTarget({ ...entry, entityType: 'asset', entityId: 'a-1' }, 'case-1', exists),
    ).toMatchObject({ url: '/loans/case-1/assets/a-1/edit' })
  })
  it('sends the default actions until the user picks, and whole days', () => {
    const f = historyFilter(
      { actions: null, userId: 'u1', documentId: '', from: '2026-03-05', to: '2026-03-06' },
      ['upload', 'merge'],
    )
    expect(f.action).toEqual(['upload', 'merge'])
    expect(f.userId).toBe('u1')
    expect(f.documentId).toBeUndefined()
    expect(new Date(f.from!).getHours()).toBe(0)
    expect(new Date(f.to!).getHours()).toBe(23)
    expect(new Date(f.to!).getDate()).toBe(6)
    expect(
      historyFilter({ actions: ['delete'], userId: '', documentId: 'd', from: '', to: '' }, []),
    ).toEqual({
      action: ['delete'],
      documentId: 'd',
    })
    expect(dayBoundary('yesterday', false)).toBeNull()
  })
  it('says which entries a page shows', () => {
    expect(pageLine(0, 25, 60)).toBe('1–25 of 60')
    expect(pageLine(50, 10, 60)).toBe('51–60 of 60')
    expect(pageLine(0, 0, 0)).toBe('No changes')
  })
})

describe('the merge plan', () => {
  const docs = [
    { documentId: 'a', name: 'a.pdf', fileType: 'application/pdf', signed: null },
    { documentId: 'b', name: 'b.png', fileType: 'image/png', signed: null },
  ]
  it('counts an image as one page and waits for a PDF to be read', () => {
    const start = startMerge(docs)
    expect(keptPages(start)).toBeNull()
    expect(keptPages(withPageCount(start, 'a', 3))).toBe(4)
  })
  it('takes every page without a page list until a page is turned or removed', () => {
    const plan = withPageCount(startMerge(docs), 'a', 2)
    expect(mergeSelection(plan)).toEqual({ documentIds: ['a', 'b'], pages: null })
    const changed = togglePage(rotatePage(moveItem(plan, 1, 0), 'a', 2, -1), 'a', 1)
    expect(keptPages(changed)).toBe(2)
    expect(mergeSelection(changed)).toEqual({
      documentIds: ['b', 'a'],
      pages: [
        { documentId: 'b', page: 1, rotation: 0 },
        { documentId: 'a', page: 2, rotation: 270 },
      ],
    })
    // Removed and put back: every page again.
    expect(mergeSelection(togglePage(togglePage(plan, 'a', 1), 'a', 1)).pages).toBeNull()
  })
  it('moves a document within bounds', () => {
    const plan = startMerge([...docs, { ...docs[0]!, documentId: 'c' }])
    expect(moveItem(plan, 0, 2).map((i) => i.documentId)).toEqual(['b', 'c', 'a'])
    expect(moveItem(plan, 2, -5).map((i) => i.documentId)).toEqual(['c', 'a', 'b'])
    expect(moveItem(plan, 1, 1).map((i) => i.documentId)).toEqual(['a', 'b', 'c'])
  })
  it('offers Merge for two or more mergeable documents, and says why not', () => {
    const ok = { name: 'a.pdf', isMergeable: true }
    expect(mergeUnavailable([ok])).toBe(MERGE_MESSAGES.selectTwo)
    expect(mergeUnavailable([ok, ok])).toBeNull()
    expect(
      mergeUnavailable([
        ok,
        { name: 'x.csv', isMergeable: false, mergeBlockedReason: MERGE_MESSAGES.notMergeableType },
      ]),
    ).toBe(`“x.csv” cannot be merged: ${MERGE_MESSAGES.notMergeableType}`)
  })
})

describe('the archive name', () => {
  it('is the pattern when the user set one, else the standard rule (named by the writer)', () => {
    const c = { ref: 'LN-1', title: 'Harbor', count: 2 }
    const now = new Date(2026, 2, 5, 9, 8, 7)
    expect(archiveFileNameFor('{ref} bundle {date}', c, now)).toBe('LN-1 bundle 2026-03-05.zip')
    expect(archiveFileNameFor(null, c, now)).toBeUndefined()
    expect(standardArchiveRule('LN-1')).toBe('case-LN-1-documents-{timestamp}.zip')
    expect(standardArchiveRule(null)).toBe('documents.zip')
  })
})
