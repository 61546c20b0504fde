import { describe, expect, it } from 'vitest'
import { deriveDocumentMode } from '../../../../src/renderer/src/features/document-manager/model/document-mode'
import { formatFileSize } from '../../../../src/renderer/src/features/document-manager/model/file-size'
import {
  policyFolderLabel,
  versionDateRange,
} from '../../../../src/renderer/src/features/document-manager/model/labels'
import {
  matchesCategorySearch,
  searchCategories,
} from '../../../../src/renderer/src/features/document-manager/model/category-search'
import {
  describeRejectedDrop,
  dropRejectionMessage,
} from '../../../../src/renderer/src/features/document-manager/model/drop-rejection'
import {
  MANAGER_MODES,
  DEFAULT_MANAGER_MODE,
} from '../../../../src/renderer/src/features/document-manager/model/manager-mode'
import { doc } from './fixtures'

describe('deriveDocumentMode (docs/rules.md#document-mode)', () => {
  it('previews documents of assets and policies', () => {
    expect(
      deriveDocumentMode(doc('a', { associations: [{ entityId: 'x', entityType: 'asset' }] })),
    ).toBe('PREVIEW')
    expect(
      deriveDocumentMode(doc('b', { associations: [{ entityId: 'p', entityType: 'policy' }] })),
    ).toBe('PREVIEW')
  })
  it('opens renewal documents not attached to a policy in renewal upload', () => {
    const category = { id: 'c', name: 'Renewal', type: 'renewalDocument' } as const
    expect(deriveDocumentMode(doc('r', { category }))).toBe('RENEWAL_UPLOAD')
    expect(
      deriveDocumentMode(
        doc('r2', { category, associations: [{ entityId: 'p', entityType: 'policy' }] }),
      ),
    ).toBe('PREVIEW')
  })
  it('opens everything else in regular upload, and honours modeOverride', () => {
    expect(deriveDocumentMode(doc('d'))).toBe('REGULAR_UPLOAD')
    expect(
      deriveDocumentMode(doc('d', { category: { id: 'c', name: 'Deed', type: 'documentField' } })),
    ).toBe('REGULAR_UPLOAD')
    expect(deriveDocumentMode(doc('d', { modeOverride: 'PREVIEW' }))).toBe('PREVIEW')
  })
})

describe('formatFileSize (docs/rules.md#formats)', () => {
  it('uses B, KB, MB, GB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0.0 B')
    expect(formatFileSize(1023)).toBe('1023.0 B')
    expect(formatFileSize(1024)).toBe('1.0 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB')
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.3 GB')
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072.0 GB')
    expect(formatFileSize(undefined)).toBe('—')
  })
})

describe('labels (docs/rules.md#policy-label)', () => {
  it('labels a policy folder with product type and policy number when present', () => {
    expect(policyFolderLabel({ productType: { name: 'Flood' }, policyNumber: 'FL-9' })).toBe(
      'Flood #FL-9',
    )
    expect(policyFolderLabel({ productType: { name: 'Flood' }, policyNumber: null })).toBe('Flood')
    expect(policyFolderLabel({ productType: { name: 'Flood' }, policyNumber: '  ' })).toBe('Flood')
  })
  it("shows a version range as 'MMM yyyy - MMM yyyy'", () => {
    expect(versionDateRange({ policyBeginDate: '2025-03-15', policyEndDate: '2026-03-15' })).toBe(
      'Mar 2025 - Mar 2026',
    )
    expect(versionDateRange({ policyBeginDate: '2025-03-15', policyEndDate: null })).toBe(
      'Mar 2025 - …',
    )
    expect(versionDateRange({ policyBeginDate: null, policyEndDate: null })).toBeNull()
  })
})

describe('category search (docs/rules.md#category-search, docs/rules.md#limits)', () => {
  const cats = Array.from({ length: 120 }, (_, i) => ({
    id: `${i}`,
    name: i % 2 ? `Flood Cert ${i}` : `Deed ${i}`,
  }))
  it('matches case-insensitively on a contained part of the name', () => {
    expect(matchesCategorySearch('Flood Certificate', 'cert')).toBe(true)
    expect(matchesCategorySearch('Flood Certificate', 'FLOOD c')).toBe(true)
    expect(matchesCategorySearch('Flood Certificate', 'deed')).toBe(false)
    expect(matchesCategorySearch('Anything', '  ')).toBe(true)
  })
  it('returns at most one page of 50', () => {
    expect(searchCategories(cats, '')).toHaveLength(50)
    const flood = searchCategories(cats, 'flood')
    expect(flood).toHaveLength(50)
    expect(flood.every((c) => c.name.startsWith('Flood'))).toBe(true)
    expect(searchCategories(cats, 'deed 1', 50).map((c) => c.name)).toContain('Deed 10')
  })
})

describe('drop rejections (docs/rules.md#drop-messages)', () => {
  const limits = { acceptedTypes: ['.pdf', '.png'], maxSize: 1000, minSize: 1 }
  it('uses the spec messages word for word', () => {
    expect(dropRejectionMessage('file-invalid-type', limits)).toBe(
      'File type must be one of .pdf, .png',
    )
    expect(dropRejectionMessage('file-invalid-type', { acceptedTypes: ['.pdf'] })).toBe(
      'File type must be .pdf',
    )
    expect(dropRejectionMessage('file-too-large', limits)).toBe('File is larger than 1000 bytes')
    expect(dropRejectionMessage('file-too-small', limits)).toBe('File is smaller than 1 bytes')
    expect(dropRejectionMessage('too-many-files', limits)).toBe('Too many files')
    expect(dropRejectionMessage('something-else', limits)).toBe(
      'The file(s) you uploaded are not acceptable.',
    )
  })
  it('lists each rejected file once per distinct message', () => {
    const out = describeRejectedDrop(
      [
        {
          file: { name: 'a.exe' },
          errors: [{ code: 'file-invalid-type' }, { code: 'too-many-files' }],
        },
        { file: { name: 'b.exe' }, errors: [] },
      ],
      limits,
    )
    expect(out).toEqual([
      { fileName: 'a.exe', messages: ['File type must be one of .pdf, .png', 'Too many files'] },
      { fileName: 'b.exe', messages: ['The file(s) you uploaded are not acceptable.'] },
    ])
  })
})

describe('manager modes (docs/rules.md#modes)', () => {
  it("has the spec's nine modes plus compare and search, with preview as the default", () => {
    expect(MANAGER_MODES).toEqual([
      'compare',
      'empty',
      'merge',
      'preview',
      'recent changes',
      'regular upload',
      'renewal upload',
      'search',
      'settings',
      'version history',
      'history settings',
    ])
    expect(DEFAULT_MANAGER_MODE).toBe('preview')
  })
})
