/**
 * Every file of the real corpus (../shared/corpus: file-type's fixtures, Apache POI's legacy
 * Office files, real e-mails and CSVs) typed correctly. Skipped when the corpus is absent.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectFileType } from '../../../src/main/services/file-typing'

const corpus = resolve(import.meta.dirname, '../../../../shared/corpus')

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })

/** file-type's fixtures that are one of the 13 supported types, and the type each one is. */
const SUPPORTED_FIXTURES: Readonly<Record<string, string>> = {
  'fixture-2.doc.cfb': 'doc',
  'fixture.doc.cfb': 'doc',
  'fixture.xls.cfb': 'xls',
  'fixture.ppt.cfb': 'ppt',
  'fixture-adobe-illustrator.pdf': 'pdf',
  'fixture-fast-web.pdf': 'pdf',
  'fixture-minimal.pdf': 'pdf',
  'fixture-printed.pdf': 'pdf',
  'fixture-smallest.pdf': 'pdf',
  'fixture.pdf': 'pdf',
  'fixture.jpg': 'jpg',
  'fixture.png': 'png',
  'fixture-itxt.png': 'png',
  // A PNG signature with a damaged chunk after it: still a PNG to every viewer that shows it.
  'fixture-corrupt.png': 'png',
  'fixture.gif': 'gif',
  'fixture.docx': 'docx',
  'fixture2.docx': 'docx',
  'fixture-office365.docx': 'docx',
  'fixture.xlsx': 'xlsx',
  'fixture2.xlsx': 'xlsx',
  'fixture-office365.xlsx': 'xlsx',
  'fixture.pptx': 'pptx',
  'fixture2.pptx': 'pptx',
  'fixture-office365.pptx': 'pptx',
}

describe.skipIf(!existsSync(join(corpus, 'filetype')))('corpus: file-type fixtures', () => {
  const files = walk(join(corpus, 'filetype'))
  it.each(files.map((f) => [basename(f), f]))('%s', async (name, path) => {
    const r = await detectFileType(path)
    const expected = SUPPORTED_FIXTURES[name]
    if (expected) {
      expect(r).toMatchObject({ supported: true, ext: expected })
    } else {
      // jar, epub, odt, docm, xlsm, potm, xltm, ppsm, vsdx, key, pages, numbers, exe, the
      // encrypted OOXML named .xls, msi, tif, …: refused, with a reason naming the file.
      expect(r.supported).toBe(false)
      expect(r.reason).toContain(name)
    }
  })
})

describe.skipIf(!existsSync(join(corpus, 'legacy-office')))(
  'corpus: legacy Office (Apache POI)',
  () => {
    const files = walk(join(corpus, 'legacy-office')).filter((f) => /\.(doc|xls|ppt)$/.test(f))
    it('has the three kinds', () => expect(files.length).toBeGreaterThan(30))
    it.each(files.map((f) => [basename(f), f]))('%s', async (name, path) => {
      const ext = name.split('.').pop()!
      expect(await detectFileType(path)).toMatchObject({ supported: true, ext })
    })
  },
)

describe.skipIf(!existsSync(join(corpus, 'email')))('corpus: e-mails', () => {
  const files = walk(join(corpus, 'email')).filter((f) => /\.(eml|msg)$/.test(f))
  it.each(files.map((f) => [basename(f), f]))('%s', async (name, path) => {
    const r = await detectFileType(path)
    if (name.endsWith('.eml'))
      expect(r).toMatchObject({ supported: true, ext: 'eml', mime: 'message/rfc822' })
    else expect(r).toMatchObject({ supported: false, ext: 'msg' })
  })
})

describe.skipIf(!existsSync(join(corpus, 'csv')))('corpus: CSV files', () => {
  const files = walk(join(corpus, 'csv')).filter((f) => f.endsWith('.csv'))
  it.each(files.map((f) => [basename(f), f]))('%s', async (_name, path) => {
    expect(await detectFileType(path)).toMatchObject({
      supported: true,
      ext: 'csv',
      mime: 'text/csv',
    })
  })
})
