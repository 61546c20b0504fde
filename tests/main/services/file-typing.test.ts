import { open } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCfbRootNames } from '../../../src/main/services/cfb-directory'
import { detectFileType } from '../../../src/main/services/file-typing'
import {
  CSV_TEXT,
  EML_TEXT,
  GIF_1X1,
  JPEG_1X1,
  PNG_1X1,
  makeCfb,
  makeDocm,
  makeDocx,
  makeEpub,
  makeExe,
  makeJar,
  makePdf,
  makePlainZip,
  makePptx,
  makeXls,
  makeXlsx,
  put,
  tempDir,
} from './helpers/fixtures'

let dir: string
let remove: () => Promise<void>
beforeAll(async () => {
  ;({ dir, remove } = tempDir('file-typing'))
})
afterAll(() => remove())

const typeOf = async (name: string, content: Buffer | string) =>
  detectFileType(await put(dir, name, content))

describe('detectFileType: supported types from their content', () => {
  it.each([
    ['policy.pdf', () => makePdf(), 'pdf', 'application/pdf'],
    ['photo.jpg', () => JPEG_1X1, 'jpg', 'image/jpeg'],
    ['photo.jpeg', () => JPEG_1X1, 'jpeg', 'image/jpeg'],
    ['scan.png', () => PNG_1X1, 'png', 'image/png'],
    ['anim.gif', () => GIF_1X1, 'gif', 'image/gif'],
    [
      'letter.docx',
      () => makeDocx(),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'sheet.xlsx',
      () => makeXlsx(),
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'deck.pptx',
      () => makePptx(),
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['old.xls', () => makeXls(), 'xls', 'application/vnd.ms-excel'],
    [
      'old.doc',
      () => makeCfb(['\u0001CompObj', 'WordDocument', '1Table']),
      'doc',
      'application/msword',
    ],
    [
      'old.ppt',
      () => makeCfb(['Current User', 'PowerPoint Document']),
      'ppt',
      'application/vnd.ms-powerpoint',
    ],
    ['list.csv', () => CSV_TEXT, 'csv', 'text/csv'],
    ['mail.eml', () => EML_TEXT, 'eml', 'message/rfc822'],
  ])('%s is %s', async (name, make, ext, mime) => {
    const r = await typeOf(name, await make())
    expect(r).toMatchObject({ ext, mime, supported: true })
    expect(r.reason).toBeUndefined()
  })

  it('trusts the content over a wrong extension (a docx named .pdf is a docx)', async () => {
    expect(await typeOf('really-a-docx.pdf', await makeDocx())).toMatchObject({
      ext: 'docx',
      supported: true,
      detectedBy: 'content',
    })
  })

  it('tells legacy Office apart by the CFB directory even without an extension', async () => {
    expect(await typeOf('noext-word', makeCfb(['WordDocument']))).toMatchObject({
      ext: 'doc',
      supported: true,
    })
    expect(await typeOf('noext-book', makeCfb(['Book']))).toMatchObject({
      ext: 'xls',
      supported: true,
    })
    expect(await typeOf('noext-ppt', makeCfb(['PowerPoint Document']))).toMatchObject({
      ext: 'ppt',
      supported: true,
    })
  })

  it('reads only the root children of the directory (a Word file embedding a workbook is a doc)', async () => {
    const path = await put(dir, 'multi.cfb', makeCfb(['ObjectPool', 'WordDocument', '1Table'], 7))
    const fh = await open(path)
    try {
      const names = await readCfbRootNames(fh)
      expect([...(names ?? [])].sort()).toEqual(['1Table', 'ObjectPool', 'WordDocument'])
    } finally {
      await fh.close()
    }
  })
})

describe('detectFileType: refusals with reasons', () => {
  it('refuses a .pdf that is really an executable, saying so', async () => {
    const r = await typeOf('invoice.pdf', makeExe())
    expect(r.supported).toBe(false)
    expect(r.ext).toBe('exe')
    expect(r.reason).toContain('invoice.pdf')
    expect(r.reason).toContain('Windows program')
    expect(r.reason).toContain('named .pdf')
  })

  it('refuses an empty file', async () => {
    const r = await typeOf('empty.pdf', '')
    expect(r.supported).toBe(false)
    expect(r.reason).toMatch(/empty/)
  })

  it.each([
    ['macro.docm', makeDocm, 'macro-enabled Word document'],
    ['app.jar', makeJar, 'Java archive'],
    ['book.epub', makeEpub, 'e-book'],
    ['bundle.zip', makePlainZip, 'zip archive'],
  ])('refuses the zip look-alike %s', async (name, make, words) => {
    const r = await typeOf(name, await make())
    expect(r.supported).toBe(false)
    expect(r.reason).toContain(words)
  })

  it('refuses a plain zip renamed .docx', async () => {
    const r = await typeOf('fake.docx', await makePlainZip())
    expect(r).toMatchObject({ supported: false, ext: 'zip' })
    expect(r.reason).toContain('named .docx')
  })

  it('refuses a compound file that is no Office document, and an encrypted OOXML one', async () => {
    const msi = await typeOf('setup.doc', makeCfb(['\u4840\u3f3f', 'SummaryInformation']))
    expect(msi.supported).toBe(false)
    expect(msi.reason).toContain('not a Word, Excel or PowerPoint')
    const enc = await typeOf('locked.xlsx', makeCfb(['EncryptionInfo', 'EncryptedPackage']))
    expect(enc.supported).toBe(false)
    expect(enc.reason).toContain('password-protected')
  })

  it('sniffs text: a .eml without headers, plain text named .pdf, binary junk named .csv', async () => {
    const eml = await typeOf('note.eml', 'just a note, no headers here\nsecond line\n')
    expect(eml.supported).toBe(false)
    expect(eml.reason).toContain('e-mail headers')
    const txt = await typeOf('notes.pdf', 'hello world\n')
    expect(txt.supported).toBe(false)
    expect(txt.reason).toContain('named .pdf')
    const junk = Buffer.alloc(4096)
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 73 + 11) % 256
    const bin = await typeOf('data.csv', junk)
    expect(bin.supported).toBe(false)
  })

  it('accepts Latin-1 and UTF-16 CSV exports as text', async () => {
    expect(
      await typeOf('latin1.csv', Buffer.from('name,city\nRen\xe9,K\xf6ln\n', 'latin1')),
    ).toMatchObject({ supported: true, ext: 'csv' })
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n1,2\n', 'utf16le')])
    expect(await typeOf('utf16.csv', utf16)).toMatchObject({ supported: true, ext: 'csv' })
  })

  it('recognises an e-mail without an extension from its headers', async () => {
    expect(await typeOf('message', EML_TEXT)).toMatchObject({ supported: true, ext: 'eml' })
  })
})
