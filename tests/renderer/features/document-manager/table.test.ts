import { describe, expect, it } from 'vitest'
import {
  nextSort,
  sortDocuments,
} from '../../../../src/renderer/src/features/document-manager/model/sort-documents'
import {
  dropZoneHint,
  dropZoneState,
} from '../../../../src/renderer/src/features/document-manager/model/drop-zone-state'
import { doc } from './fixtures'

const docs = [
  doc('a', {
    name: 'doc 10.pdf',
    size: 300,
    createdAt: '2026-01-03T00:00:00Z',
    category: { id: 'c2', name: 'Invoice', type: 'renewalDocument' },
  }),
  doc('b', { name: 'doc 2.pdf', size: 100, createdAt: '2026-01-01T00:00:00Z' }),
  doc('c', {
    name: 'Appraisal.docx',
    fileExt: 'docx',
    size: 200,
    createdAt: '2026-01-02T00:00:00Z',
    category: { id: 'c1', name: 'Appraisal', type: 'documentField' },
  }),
]

describe('sortDocuments', () => {
  it('sorts names naturally and case-insensitively', () => {
    expect(sortDocuments(docs, { key: 'name', direction: 'asc' }).map((d) => d.id)).toEqual([
      'c',
      'b',
      'a',
    ])
    expect(sortDocuments(docs, { key: 'name', direction: 'desc' }).map((d) => d.id)).toEqual([
      'a',
      'b',
      'c',
    ])
  })
  it('sorts sizes and dates as numbers, empty categories first', () => {
    expect(sortDocuments(docs, { key: 'size', direction: 'desc' }).map((d) => d.id)).toEqual([
      'a',
      'c',
      'b',
    ])
    expect(sortDocuments(docs, { key: 'createdAt', direction: 'asc' }).map((d) => d.id)).toEqual([
      'b',
      'c',
      'a',
    ])
    expect(sortDocuments(docs, { key: 'category', direction: 'asc' }).map((d) => d.id)).toEqual([
      'b',
      'c',
      'a',
    ])
  })
  it('flips the same column and starts a new one in its natural direction', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    })
    expect(nextSort({ key: 'name', direction: 'asc' }, 'size')).toEqual({
      key: 'size',
      direction: 'desc',
    })
    expect(nextSort({ key: 'size', direction: 'desc' }, 'category')).toEqual({
      key: 'category',
      direction: 'asc',
    })
  })
})

describe('drop-zone states (docs/rules.md#drop)', () => {
  const none = {
    isFocused: false,
    isDialogOpen: false,
    isDragActive: false,
    isDragAccept: false,
    isDragReject: false,
  }
  it('reports the five states with a drag outranking the dialog and focus', () => {
    expect(dropZoneState(none)).toBe('idle')
    expect(dropZoneState({ ...none, isFocused: true })).toBe('focused')
    expect(dropZoneState({ ...none, isFocused: true, isDialogOpen: true })).toBe('dialog open')
    expect(dropZoneState({ ...none, isDialogOpen: true, isDragActive: true })).toBe('drag active')
    expect(dropZoneState({ ...none, isDragActive: true, isDragAccept: true })).toBe('drag accept')
    expect(dropZoneState({ ...none, isDragActive: true, isDragReject: true })).toBe('drag reject')
  })
  it('ignores accept/reject left over after a drop', () => {
    expect(dropZoneState({ ...none, isDragReject: true })).toBe('idle')
    expect(dropZoneState({ ...none, isFocused: true, isDragAccept: true })).toBe('focused')
  })
  it('says something only while a drag or the dialog is on', () => {
    expect(dropZoneHint('idle', 50)).toBe('')
    expect(dropZoneHint('focused', 50)).toBe('')
    expect(dropZoneHint('drag accept', 50)).toContain('50')
    expect(dropZoneHint('drag reject', 50)).not.toBe('')
  })
})
