/**
 * The document manager's extraction-status model (docs/rules.md#extraction-status: the status list
 * wins when it has the document).
 */
import { describe, expect, it } from 'vitest'
import {
  extractionAction,
  extractionFailure,
  extractionLabel,
  finishedSince,
  hasActiveExtraction,
  isExtractable,
  withExtractionStatus,
} from '../../../../src/renderer/src/features/document-manager/model/extraction-status'
import type { ManagedDocument } from '../../../../src/renderer/src/features/document-manager/model/types'

const doc = (
  id: string,
  status: string | null,
  progress: number | null = null,
): ManagedDocument => ({
  id,
  name: `${id}.pdf`,
  fileType: 'application/pdf',
  fileExt: 'pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  associations: [],
  extractionStatus: status,
  extractionProgress: progress,
  category: {
    id: 'c',
    name: 'Declarations Page',
    type: 'renewalDocument',
    supportExtraction: true,
  },
})

describe('extraction status in the document manager', () => {
  it('takes status and progress from the list when it has the document, else from the document', () => {
    const docs = [doc('a', 'queued', 0), doc('b', 'done', 100), doc('c', null)]
    const merged = withExtractionStatus(docs, [
      { id: 'a', extractionStatus: 'running', extractionProgress: 40 },
    ])
    expect(merged.map((d) => [d.extractionStatus, d.extractionProgress])).toEqual([
      ['running', 40],
      ['done', 100],
      [null, null],
    ])
    expect(merged[1]).toBe(docs[1])
    expect(withExtractionStatus(docs, [])).toBe(docs)
  })

  it('polls while anything is queued or running and notices what finished', () => {
    expect(hasActiveExtraction([doc('a', 'done'), doc('b', 'failed'), doc('c', null)])).toBe(false)
    expect(hasActiveExtraction([doc('a', 'done'), doc('b', 'queued')])).toBe(true)
    const before = [
      { id: 'a', extractionStatus: 'running', extractionProgress: 50 },
      { id: 'b', extractionStatus: 'queued', extractionProgress: 0 },
    ]
    expect(
      finishedSince(before, [{ id: 'b', extractionStatus: 'running', extractionProgress: 5 }]),
    ).toEqual(['a'])
    expect(finishedSince(before, before)).toEqual([])
  })

  it('carries the failure reason of the status list, and keeps the document when unchanged', () => {
    const failed = { ...doc('a', 'running', 50), extractionError: null }
    const merged = withExtractionStatus(
      [failed],
      [{ id: 'a', extractionStatus: 'failed', extractionProgress: 50, extractionError: 'Broken' }],
    )
    expect(merged[0]?.extractionError).toBe('Broken')
    expect(extractionFailure(merged[0]!)).toBe('Broken')
    // A list without the reason leaves the document's own.
    const kept = withExtractionStatus(
      [{ ...doc('a', 'failed', 0), extractionError: 'Encrypted' }],
      [{ id: 'a', extractionStatus: 'failed', extractionProgress: 0 }],
    )
    expect(kept[0]?.extractionError).toBe('Encrypted')
    expect(extractionFailure(doc('a', 'failed'))).toBe('No reason was recorded.')
    expect(extractionFailure(doc('a', 'done'))).toBeNull()
  })

  it('offers Start for new documents, Extract again after a result, Retry after a failure', () => {
    expect(extractionAction(doc('a', null))).toBe('start')
    expect(extractionAction(doc('a', 'done'))).toBe('again')
    expect(extractionAction(doc('a', 'failed'))).toBe('retry')
    expect(extractionAction(doc('a', 'running'))).toBeNull()
    expect(extractionAction(doc('a', 'queued'))).toBeNull()
    expect(extractionAction({ ...doc('a', null), category: null })).toBeNull()
    expect(extractionLabel('running', 40)).toBe('running 40%')
    expect(extractionLabel('done', 100)).toBe('done')
    expect(extractionLabel(null, null)).toBe('')
  })

  it.each([
    ['application/pdf', true],
    ['image/png', true],
    ['IMAGE/JPEG', true],
    ['image/gif', true],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['text/csv', false],
    ['message/rfc822', false],
  ])('extraction applies to %s: %s (with a category that supports it)', (fileType, expected) => {
    const d = { ...doc('a', null), fileType }
    expect(isExtractable(d)).toBe(expected)
    expect(extractionAction(d)).toBe(expected ? 'start' : null)
  })
})
