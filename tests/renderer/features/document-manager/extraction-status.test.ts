/** The document manager's extraction-status model (spec §4: the status list wins when it has the document). */
import { describe, expect, it } from 'vitest'
import {
  canStartExtraction,
  extractionLabel,
  finishedSince,
  hasActiveExtraction,
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

  it('offers Start extraction for categories that support it, not while it runs', () => {
    expect(canStartExtraction(doc('a', null))).toBe(true)
    expect(canStartExtraction(doc('a', 'failed'))).toBe(true)
    expect(canStartExtraction(doc('a', 'running'))).toBe(false)
    expect(canStartExtraction({ ...doc('a', null), category: null })).toBe(false)
    expect(extractionLabel('running', 40)).toBe('running 40%')
    expect(extractionLabel('done', 100)).toBe('done')
    expect(extractionLabel(null, null)).toBe('')
  })
})
