/**
 * Rules of the upload panel and its toasts: per-file filing, drop limits, docs/rules.md#messages
 * messages.
 */
import { describe, expect, it } from 'vitest'
import { archiveSavedToast } from '../../../../../src/renderer/src/features/document-manager/model/archive-outcome'
import {
  addToStaging,
  describeRejectedDrop,
} from '../../../../../src/renderer/src/features/document-manager/model/drop-rejection'
import { inboxStatusLine } from '../../../../../src/renderer/src/features/document-manager/model/inbox-status'
import {
  applyToAll,
  changeFilings,
  changeSharedLinks,
  EMPTY_FILING,
  extracts,
  filingSummary,
  sharedFiling,
  type StagedFiling,
} from '../../../../../src/renderer/src/features/document-manager/model/staged-filing'
import {
  fileList,
  uploadToasts,
} from '../../../../../src/renderer/src/features/document-manager/model/upload-outcome'
import { MESSAGES } from '../../../../../src/shared/messages'

const DEC = { id: 'c1', name: 'Declarations', supportExtraction: true }
const MAIL = { id: 'c2', name: 'Correspondence', supportExtraction: false }
const POLICY = { entityId: 'p1', entityType: 'policy' as const }
const ASSET = { entityId: 'a1', entityType: 'asset' as const }

describe('filing per file, and for all files', () => {
  const files = ['a', 'b', 'c']
  it('changes one file or all; "apply to all" copies one file’s whole filing', () => {
    let m: Map<string, StagedFiling> = new Map()
    m = changeFilings(m, ['a'], { category: DEC, extract: true, links: [POLICY] })
    m = changeFilings(m, ['b'], { category: MAIL })
    expect(m.get('c')).toBeUndefined()
    expect(filingSummary(m.get('a')!)).toBe('Declarations · 1 link · extract')
    expect(filingSummary(m.get('b')!)).toBe('Correspondence')
    expect(filingSummary(EMPTY_FILING)).toBe('No category')
    m = applyToAll(m, files, 'a')
    for (const f of files) expect(m.get(f)).toEqual(m.get('a'))
  })

  it('shows what all files share, "mixed" where they differ, and edits links for all', () => {
    let m: Map<string, StagedFiling> = new Map()
    m = changeFilings(m, files, { links: [POLICY] })
    m = changeFilings(m, ['a'], { category: DEC, links: [POLICY, ASSET] })
    const shared = sharedFiling(files.map((f) => m.get(f)!))
    expect(shared.category).toBeUndefined()
    expect(shared.links).toEqual([POLICY])
    // Unticking the shared policy link removes it from every file; a file keeps its own asset.
    m = changeSharedLinks(m, files, shared.links, [])
    expect(files.map((f) => m.get(f)!.links)).toEqual([[ASSET], [], []])
    m = changeSharedLinks(m, files, [], [ASSET])
    expect(files.map((f) => m.get(f)!.links)).toEqual([[ASSET], [ASSET], [ASSET]])
  })

  it('extracts only where the category supports it', () => {
    expect(extracts({ category: DEC, links: [], extract: true })).toBe(true)
    expect(extracts({ category: MAIL, links: [], extract: true })).toBe(false)
    expect(extracts({ category: null, links: [], extract: true })).toBe(false)
  })
})

describe('drop limits', () => {
  const limits = { acceptedTypes: ['.pdf'], maxSize: 2147483648, maxFiles: 50 }
  it('says "Too many files" once, with the limit, for a drop over it', () => {
    const drop = Array.from({ length: 51 }, (_, i) => ({
      file: { name: `scan-${i}.pdf` },
      errors: [{ code: 'too-many-files' }],
    }))
    expect(describeRejectedDrop(drop, limits)).toEqual([
      { fileName: '', messages: ['Too many files: at most 50 at a time'] },
    ])
  })
  it('tells the user per file that it is larger than the limit, in bytes', () => {
    expect(
      describeRejectedDrop(
        [{ file: { name: 'huge.pdf' }, errors: [{ code: 'file-too-large' }] }],
        limits,
      ),
    ).toEqual([{ fileName: 'huge.pdf', messages: ['File is larger than 2147483648 bytes'] }])
  })
  it('adds a drop to the waiting files up to the limit and returns the rest', () => {
    expect(addToStaging([1, 2], [3, 4, 5], 4)).toEqual({ files: [1, 2, 3, 4], overflow: [5] })
    expect(addToStaging([1, 2, 3, 4], [5], 4)).toEqual({ files: [1, 2, 3, 4], overflow: [5] })
  })
})

describe('upload toasts (docs/rules.md#messages)', () => {
  it('titles a sign or create refusal with the server’s message: one toast, the files named', () => {
    const toasts = uploadToasts([
      {
        fileId: '1',
        fileName: 'a.pdf',
        ok: false,
        message: MESSAGES.uploadFailure('X'),
        serverMessage: 'Quota exceeded',
      },
      {
        fileId: '2',
        fileName: 'b.pdf',
        ok: false,
        message: MESSAGES.uploadFailure('X'),
        serverMessage: 'Quota exceeded',
      },
    ])
    expect(toasts).toEqual([
      { title: 'Quota exceeded', description: 'a.pdf, b.pdf', intent: 'danger' },
    ])
  })

  it('says success once, with the count when some failed, and each distinct failure once', () => {
    const toasts = uploadToasts([
      { fileId: '1', fileName: 'a.pdf', ok: true, documentId: 'd1' },
      { fileId: '2', fileName: 'x.exe', ok: false, message: 'File type must be one of .pdf' },
      { fileId: '3', fileName: 'n.pdf', ok: false, message: MESSAGES.uploadFailure('X') },
    ])
    expect(toasts).toEqual([
      { title: MESSAGES.uploadSuccess, description: '1 of 3 files uploaded', intent: 'success' },
      { title: 'File type must be one of .pdf', description: 'x.exe', intent: 'danger' },
      { title: MESSAGES.uploadFailure('X'), description: 'n.pdf', intent: 'danger' },
    ])
    expect(uploadToasts([{ fileId: '1', fileName: 'a.pdf', ok: true, documentId: 'd' }])).toEqual([
      { title: MESSAGES.uploadSuccess, intent: 'success' },
    ])
  })

  it('names a few files and counts the rest', () => {
    expect(fileList(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more')
  })
})

describe('archive and inbox words', () => {
  it('says where the zip was written', () => {
    expect(archiveSavedToast({ path: '/home/u/Downloads/case-1.zip', count: 2 })).toEqual({
      title: 'Download successful',
      description: '2 document(s) downloaded as zip file. Saved as /home/u/Downloads/case-1.zip.',
      intent: 'success',
    })
  })

  it('says whether the inbox is watched and how many files wait', () => {
    const base = {
      caseId: 'c',
      folder: '/in',
      watching: true,
      pending: 0,
      failed: 0,
      usePolling: false,
      categoryId: null,
    }
    expect(inboxStatusLine(base)).toBe('No files waiting')
    expect(inboxStatusLine({ ...base, pending: 3, failed: 1 })).toBe(
      '3 files waiting, 1 failed (see the failed folder)',
    )
    expect(inboxStatusLine({ ...base, watching: false, problem: 'ENOENT' })).toBe(
      'Not watched: ENOENT',
    )
    expect(inboxStatusLine({ ...base, folder: null, watching: false })).toBe('No inbox folder')
  })
})
