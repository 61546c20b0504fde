/**
 * Self-made fixtures for the services tests (they must pass without ../shared/corpus): real files
 * of every supported type and of the look-alikes, built in a temp folder.
 */
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import yazl from 'yazl'
import { makeWorkbook } from '../../../helpers/xlsx-fixture'
export { tempDir, type TempDir } from '../../../helpers/temp-dir'

/** A real one-page PDF with a line of text. */
export async function makePdf(text = 'Policy declarations'): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 200])
  page.drawText(text, {
    x: 20,
    y: 100,
    size: 12,
    font: await doc.embedFont(StandardFonts.Helvetica),
  })
  return Buffer.from(await doc.save())
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** A 1×1 GIF. */
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
)
/** A 1×1 baseline JPEG. */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)
/** The start of a Windows program (MZ header and PE signature). */
export function makeExe(): Buffer {
  const b = Buffer.alloc(1024)
  b.write('MZ', 0, 'latin1')
  b.writeUInt32LE(0x80, 0x3c)
  b.write('PE\0\0', 0x80, 'latin1')
  return b
}

/** A zip built from named entries (for OOXML, jar, epub look-alikes). */
export function makeZip(
  entries: readonly (readonly [string, string])[],
  options: { storeFirst?: boolean } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile()
    entries.forEach(([name, content], i) =>
      zip.addBuffer(Buffer.from(content), name, { compress: !(options.storeFirst && i === 0) }),
    )
    zip.end()
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}

const CT = (override: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>${override}</Types>`
const override = (part: string, type: string) =>
  `<Override PartName="${part}" ContentType="${type}"/>`

/** Minimal OOXML packages: the content types file decides what file-type (and Office) sees. */
export const makeDocx = () =>
  makeZip([
    [
      '[Content_Types].xml',
      CT(
        override(
          '/word/document.xml',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
      ),
    ],
    [
      'word/document.xml',
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ],
  ])
export const makeDocm = () =>
  makeZip([
    [
      '[Content_Types].xml',
      CT(override('/word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml')),
    ],
    [
      'word/document.xml',
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ],
  ])
export const makePptx = () =>
  makeZip([
    [
      '[Content_Types].xml',
      CT(
        override(
          '/ppt/presentation.xml',
          'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        ),
      ),
    ],
    [
      'ppt/presentation.xml',
      '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ],
  ])
export const makeJar = () => makeZip([['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n']])
export const makeEpub = () =>
  makeZip(
    [
      ['mimetype', 'application/epub+zip'],
      ['META-INF/container.xml', '<container/>'],
    ],
    { storeFirst: true },
  )
export const makePlainZip = () =>
  makeZip([
    ['notes/readme.md', '# hello\n'],
    ['data.bin', 'x'.repeat(100)],
  ])

/** A real .xlsx (SpreadsheetML parts in a zip). */
export const makeXlsx = (): Buffer =>
  Buffer.from(
    makeWorkbook([
      {
        name: 'Sheet1',
        rows: [
          ['Policy', 'Premium'],
          ['HO-1', 1200],
        ],
      },
    ]),
  )

/** A real BIFF8 .xls (a compound file with a Workbook stream), kept as a fixture file. */
export const makeXls = (): Buffer =>
  readFileSync(join(import.meta.dirname, '../../../helpers/fixtures/biff8-sample.xls'))

/**
 * A minimal but valid compound file (MS-CFB v3, 512-byte sectors) whose root holds the given
 * empty streams: what Word ("WordDocument"), PowerPoint ("PowerPoint Document") or an installer
 * look like to a directory reader. `padSectors` puts filler sectors before the directory so it
 * is not where a naive reader expects it.
 */
export function makeCfb(streams: readonly string[], padSectors = 3): Buffer {
  const SECTOR = 512
  const entries = ['Root Entry', ...streams]
  const dirSectors = Math.ceil((entries.length * 128) / SECTOR)
  const fatSector = 0
  const firstDir = 1 + padSectors
  const totalSectors = firstDir + dirSectors
  const header = Buffer.alloc(SECTOR)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x3e, 0x18) // minor version
  header.writeUInt16LE(3, 0x1a) // major version 3
  header.writeUInt16LE(0xfffe, 0x1c) // little-endian
  header.writeUInt16LE(9, 0x1e) // 512-byte sectors
  header.writeUInt16LE(6, 0x20) // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c) // one FAT sector
  header.writeUInt32LE(firstDir, 0x30)
  header.writeUInt32LE(4096, 0x38) // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c) // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44) // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? fatSector : 0xffffffff, 0x4c + i * 4)
  const fat = Buffer.alloc(SECTOR, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0) // sector 0 is the FAT itself
  for (let s = 1; s <= padSectors; s++) fat.writeUInt32LE(0xfffffffe, s * 4)
  for (let s = firstDir; s < totalSectors; s++)
    fat.writeUInt32LE(s + 1 < totalSectors ? s + 1 : 0xfffffffe, s * 4)
  const pad = Buffer.alloc(SECTOR * padSectors, 0x20)
  const dir = Buffer.alloc(SECTOR * dirSectors)
  entries.forEach((name, i) => {
    const off = i * 128
    const utf16 = Buffer.from(name, 'utf16le')
    utf16.copy(dir, off)
    dir.writeUInt16LE(utf16.length + 2, off + 0x40)
    dir.writeUInt8(i === 0 ? 5 : 2, off + 0x42)
    dir.writeUInt8(1, off + 0x43) // black
    // The streams are chained as right siblings: the root's child is the first one.
    dir.writeUInt32LE(0xffffffff, off + 0x44)
    dir.writeUInt32LE(i > 0 && i < entries.length - 1 ? i + 1 : 0xffffffff, off + 0x48)
    dir.writeUInt32LE(i === 0 && entries.length > 1 ? 1 : 0xffffffff, off + 0x4c)
    dir.writeUInt32LE(0xfffffffe, off + 0x74) // start sector: none
  })
  for (let off = entries.length * 128; off < dir.length; off += 128) {
    dir.writeUInt32LE(0xffffffff, off + 0x44)
    dir.writeUInt32LE(0xffffffff, off + 0x48)
    dir.writeUInt32LE(0xffffffff, off + 0x4c)
  }
  return Buffer.concat([header, fat, pad, dir])
}

export const CSV_TEXT = 'policy,premium,insured\nHO-1,1200,"Smith, Jane"\nHO-2,980,Doe\n'
export const EML_TEXT = [
  'From agent@example.com Tue May 10 11:28:07 2005',
  'Return-Path: <agent@example.com>',
  'From: Agent <agent@example.com>',
  'To: back.office@example.com',
  'Subject: Renewal declarations',
  '\tfor policy HO-1',
  'Date: Tue, 10 May 2005 11:28:07 +0000',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Please find the renewal attached.',
  '',
].join('\r\n')

/** Writes a file into a folder; returns its path. */
export async function put(dir: string, name: string, content: Buffer | string): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, content)
  return path
}
