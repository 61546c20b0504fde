import { describe, expect, it } from 'vitest'
import {
  archiveFileName,
  entryNameFor,
  safeFileName,
  uniqueEntryNames,
} from '../../../src/main/services/archive-names'
import { isStored } from '../../../src/main/services/archive-writer'
import { fileKey, localFileId } from '../../../src/main/services/file-identity'
import { isIgnoredInboxPath } from '../../../src/main/services/inbox-folders'
import { looksLikeEmail } from '../../../src/main/services/text-sniff'

describe('local file id and file key (docs/glossary.md#batch)', () => {
  const file = { name: 'policy.pdf', size: 12345, lastModified: 1700000000123.7 }
  it('builds the local file id from the name and last-modified time', () => {
    expect(localFileId(file)).toBe('policy.pdf-1700000000123')
  })
  it('builds the file key from name, size and last-modified time', () => {
    expect(fileKey(file)).toBe('policy.pdf-12345-1700000000123')
  })
  it('changes the key when any of the three changes, and only then', () => {
    expect(fileKey({ ...file })).toBe(fileKey(file))
    expect(fileKey({ ...file, size: 1 })).not.toBe(fileKey(file))
    expect(fileKey({ ...file, lastModified: 1 })).not.toBe(fileKey(file))
    expect(fileKey({ ...file, name: 'other.pdf' })).not.toBe(fileKey(file))
  })
})

describe('archive file name (docs/rules.md#archive)', () => {
  const now = new Date(2024, 2, 5, 14, 7, 9)
  it('is case-{ref}-documents-{timestamp}.zip with a ref', () => {
    expect(archiveFileName({ caseRef: 'LN-2024-001', now })).toBe(
      'case-LN-2024-001-documents-20240305-140709.zip',
    )
  })
  it('is documents.zip without a ref', () => {
    expect(archiveFileName({ caseRef: null, now })).toBe('documents.zip')
    expect(archiveFileName({ caseRef: '  ', now })).toBe('documents.zip')
  })
  it('uses a given name, made safe and ending in .zip', () => {
    expect(archiveFileName({ caseRef: 'X', fileName: 'renewal pack', now })).toBe(
      'renewal pack.zip',
    )
    expect(archiveFileName({ fileName: 'a/b:c.ZIP' })).toBe('a_b_c.ZIP')
    expect(archiveFileName({ caseRef: 'A/B', now })).toBe('case-A_B-documents-20240305-140709.zip')
  })
})

describe('duplicate entry names get -1, -2 before the extension', () => {
  it('numbers duplicates in order of appearance', () => {
    expect(uniqueEntryNames(['a.pdf', 'a.pdf', 'b.pdf', 'a.pdf'])).toEqual([
      'a.pdf',
      'a-1.pdf',
      'b.pdf',
      'a-2.pdf',
    ])
  })
  it('handles names without an extension and with several dots', () => {
    expect(uniqueEntryNames(['notes', 'notes', 'x.tar.gz', 'x.tar.gz'])).toEqual([
      'notes',
      'notes-1',
      'x.tar.gz',
      'x.tar-1.gz',
    ])
  })
  it('never collides with an original name and compares case-insensitively', () => {
    expect(uniqueEntryNames(['a.pdf', 'A.PDF', 'a-1.pdf'])).toEqual(['a.pdf', 'A-2.PDF', 'a-1.pdf'])
  })
  it('keeps unique names untouched', () => {
    expect(uniqueEntryNames(['x.pdf', 'y.pdf'])).toEqual(['x.pdf', 'y.pdf'])
  })
})

describe('archive entry names and compression', () => {
  it('adds the extension when the name lacks it and strips path tricks', () => {
    expect(entryNameFor({ name: 'Policy', fileExt: 'pdf' })).toBe('Policy.pdf')
    expect(entryNameFor({ name: 'Policy.PDF', fileExt: 'pdf' })).toBe('Policy.PDF')
    expect(entryNameFor({ name: '../../etc/passwd', fileExt: 'csv' })).toBe('_.._etc_passwd.csv')
    expect(safeFileName('...')).toBe('document')
  })
  it('stores already-compressed types and pdf, deflates the rest', () => {
    expect(isStored({ name: 'a.jpg', fileType: 'image/jpeg' })).toBe(true)
    expect(isStored({ name: 'a.pdf', fileType: 'application/pdf' })).toBe(true)
    expect(isStored({ name: 'a.docx', fileExt: 'docx' })).toBe(true)
    expect(isStored({ name: 'a.csv', fileType: 'text/csv' })).toBe(false)
    expect(isStored({ name: 'a.doc', fileType: 'application/msword' })).toBe(false)
    expect(isStored({ name: 'mail.eml' })).toBe(false)
  })
})

describe('inbox ignore rules', () => {
  const folder = '/inbox'
  it.each([
    ['/inbox/processed/a.pdf', true],
    ['/inbox/failed/a.pdf.error.txt', true],
    ['/inbox/.case-inbox-journal.jsonl', true],
    ['/inbox/scan.pdf.partial', true],
    ['/inbox/~$letter.docx', true],
    ['/inbox/download.crdownload', true],
    ['/inbox/sub/a.pdf', true],
    ['/inbox/a.pdf', false],
    ['/inbox', false],
  ])('%s ignored: %s', (path, ignored) => expect(isIgnoredInboxPath(folder, path)).toBe(ignored))
})

describe('looksLikeEmail', () => {
  it('accepts headers with folding and an mbox From line, refuses prose and CSV', () => {
    expect(looksLikeEmail('From a@b Tue\nReceived: x\n\tfolded\nSubject: hi\n\nbody')).toBe(true)
    expect(looksLikeEmail('Dear sir,\nplease find attached\n')).toBe(false)
    expect(looksLikeEmail('name,city\nA,B\n')).toBe(false)
    expect(looksLikeEmail('X-Custom: 1\nX-Other: 2\n\nbody')).toBe(false)
  })
})
