import { describe, expect, it } from 'vitest'
import {
  documentTypeLabel,
  typeMismatch,
  typeMismatchText,
} from '../../../../../src/renderer/src/features/document-manager/model/document-type'
import {
  entityNames,
  linkedToText,
} from '../../../../../src/renderer/src/features/document-manager/model/labels'
import {
  filterDocuments,
  sortDocuments,
} from '../../../../../src/renderer/src/features/document-manager/model/sort-documents'
import {
  CHECK_COLUMN_WIDTH,
  TABLE_COLUMNS,
  visibleColumns,
} from '../../../../../src/renderer/src/features/document-manager/model/table-columns'
import { tableKeyAction } from '../../../../../src/renderer/src/features/document-manager/model/table-keys'
import { asset, doc, policy } from '../fixtures'

const PNG = 'image/png'

describe('the Type column: the content-detected type, flagged against the extension', () => {
  it('labels the detected MIME type, not the name', () => {
    expect(documentTypeLabel({ fileType: PNG, fileExt: 'pdf' })).toBe('PNG')
    expect(documentTypeLabel({ fileType: 'image/jpeg', fileExt: 'jpeg' })).toBe('JPG')
    expect(
      documentTypeLabel({
        fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileExt: 'docx',
      }),
    ).toBe('DOCX')
    expect(documentTypeLabel({ fileType: 'text/plain', fileExt: 'csv' })).toBe('TXT')
    expect(documentTypeLabel({ fileType: 'application/x-thing', fileExt: 'x' })).toBe('X-THING')
    // No detected type: the extension is the fallback.
    expect(documentTypeLabel({ fileType: '', fileExt: 'eml' })).toBe('EML')
    expect(documentTypeLabel({ fileType: '', fileExt: '' })).toBe('?')
  })

  it('flags a PNG named .pdf, and nothing that agrees or cannot be compared', () => {
    expect(typeMismatch({ fileType: PNG, fileExt: 'pdf' })).toBe(true)
    expect(typeMismatchText({ fileType: PNG, fileExt: 'PDF' })).toBe(
      'Named .pdf but the content is PNG',
    )
    expect(typeMismatch({ fileType: PNG, fileExt: 'png' })).toBe(false)
    expect(typeMismatch({ fileType: 'image/jpeg', fileExt: 'jpeg' })).toBe(false)
    expect(typeMismatch({ fileType: 'image/jpeg', fileExt: 'JPG' })).toBe(false)
    // CSV has no magic number; a detector says text/plain.
    expect(typeMismatch({ fileType: 'text/plain', fileExt: 'csv' })).toBe(false)
    expect(typeMismatch({ fileType: '', fileExt: 'pdf' })).toBe(false)
    expect(typeMismatch({ fileType: PNG, fileExt: 'weird' })).toBe(false)
  })
})

const docs = [
  doc('a', {
    name: 'Declarations.pdf',
    category: { id: 'c1', name: 'Declarations Page', type: 'documentField' },
    extractionStatus: 'done',
    associations: [{ entityId: 'P1', entityType: 'policy' }],
  }),
  doc('b', {
    name: 'photo.pdf',
    fileType: PNG,
    extractionStatus: 'failed',
    associations: [{ entityId: 'A1', entityType: 'asset' }],
  }),
  doc('c', { name: 'Letter.docx', fileExt: 'docx', fileType: '', associations: [] }),
]

describe('the filter box over the document list', () => {
  const ids = (q: string) => filterDocuments(docs, q).map((d) => d.id)
  it('matches name, detected type, category and extraction status, case-insensitively', () => {
    expect(ids('')).toEqual(['a', 'b', 'c'])
    expect(ids('  ')).toEqual(['a', 'b', 'c'])
    expect(ids('letter')).toEqual(['c'])
    expect(ids('png')).toEqual(['b'])
    expect(ids('declarations page')).toEqual(['a'])
    expect(ids('FAILED')).toEqual(['b'])
    expect(ids('docx')).toEqual(['c'])
  })
  it('needs every word to match somewhere', () => {
    expect(ids('pdf done')).toEqual(['a'])
    expect(ids('pdf nothing')).toEqual([])
  })
  it('returns the same list when there is no query (no re-render churn)', () => {
    expect(filterDocuments(docs, '')).toBe(docs)
  })
})

describe('sorting on every column', () => {
  const names = entityNames([asset('A1')], [policy('P1')])
  const linkText = (d: (typeof docs)[number]) => linkedToText(d, names)
  it('names what a document is linked to', () => {
    expect(linkText(docs[0]!)).toBe('Homeowners #PN-P1')
    expect(linkText(docs[1]!)).toBe('Asset A1')
    expect(linkText(docs[2]!)).toBe('')
  })
  it('sorts by the detected type and by the links', () => {
    const by = (key: Parameters<typeof sortDocuments>[1]['key']) =>
      sortDocuments(docs, { key, direction: 'asc' }, linkText).map((d) => d.id)
    expect(by('type')).toEqual(['c', 'a', 'b'])
    expect(by('associations')).toEqual(['c', 'b', 'a'])
    expect(by('extractionStatus')).toEqual(['c', 'a', 'b'])
    for (const c of TABLE_COLUMNS) expect(by(c.key)).toHaveLength(3)
  })
})

describe('columns that give way', () => {
  const keys = (width: number, associationVisible = false) =>
    visibleColumns(width, { associationVisible }).map((c) => c.key)
  const fits = (width: number, associationVisible = false) =>
    visibleColumns(width, { associationVisible }).reduce((n, c) => n + c.minWidth, 0) +
    CHECK_COLUMN_WIDTH

  it('shows every column when there is room, in display order', () => {
    expect(keys(2000)).toEqual([
      'name',
      'category',
      'type',
      'size',
      'createdBy',
      'createdAt',
      'extractionStatus',
    ])
    expect(keys(2000, true)).toContain('associations')
  })
  it('keeps Name and Extraction on a narrow table and drops the least important first', () => {
    expect(keys(300)).toEqual(['name', 'extractionStatus'])
    expect(keys(560)).toEqual(['name', 'category', 'type', 'size', 'extractionStatus'])
    expect(keys(0)).toEqual(['name'])
  })
  it('never asks for more width than it has (no sideways scrolling)', () => {
    for (let w = 200; w <= 2000; w += 7) {
      expect(fits(w)).toBeLessThanOrEqual(w)
      expect(fits(w, true)).toBeLessThanOrEqual(w)
    }
  })
})

describe('keyboard in the documents table', () => {
  it('moves, opens with Enter and ticks with Space', () => {
    expect(tableKeyAction('ArrowDown', 0, 3, 10)).toEqual({ type: 'focus', index: 1 })
    expect(tableKeyAction('ArrowDown', 2, 3, 10)).toEqual({ type: 'focus', index: 2 })
    expect(tableKeyAction('ArrowUp', 0, 3, 10)).toEqual({ type: 'focus', index: 0 })
    expect(tableKeyAction('End', 0, 3, 10)).toEqual({ type: 'focus', index: 2 })
    expect(tableKeyAction('Home', 2, 3, 10)).toEqual({ type: 'focus', index: 0 })
    expect(tableKeyAction('PageDown', 0, 30, 10)).toEqual({ type: 'focus', index: 10 })
    expect(tableKeyAction('PageUp', 5, 30, 0)).toEqual({ type: 'focus', index: 4 })
    expect(tableKeyAction('Enter', 1, 3, 10)).toEqual({ type: 'open', index: 1 })
    expect(tableKeyAction(' ', 1, 3, 10)).toEqual({ type: 'toggle', index: 1 })
    expect(tableKeyAction('a', 1, 3, 10)).toEqual({ type: 'none' })
    expect(tableKeyAction('Enter', 0, 0, 10)).toEqual({ type: 'none' })
  })
})
