/**
 * The rules around reading an untrusted workbook: limits checked before parsing (kind, size,
 * declared unpacked size, cells), and the cell text of table previews with the spec's dates.
 */
import { describe, expect, it } from 'vitest'
import { zipSync } from 'fflate'
import {
  checkWorkbook,
  countCells,
  SHEET_LIMITS,
  SheetNotPreviewable,
} from '../../../../src/renderer/src/features/document-manager/model/sheet-limits'
import {
  isLegacyExcel,
  LEGACY_WORKBOOK_MESSAGE,
  previewKind,
} from '../../../../src/renderer/src/features/document-manager/model/preview-kind'
import { formatCell } from '../../../../src/renderer/src/features/document-manager/model/table-cell'
import { makeWorkbook } from '../../../helpers/xlsx-fixture'

const grid = (rows: number, cols: number) =>
  Array.from({ length: rows }, (_, y) => Array.from({ length: cols }, (_, x) => y * cols + x))

const limits = { ...SHEET_LIMITS }

describe('checkWorkbook', () => {
  it('accepts a small workbook', () => {
    expect(() => checkWorkbook(makeWorkbook([{ name: 'S', rows: grid(10, 5) }]))).not.toThrow()
  })

  it('says plainly that a legacy or encrypted workbook is not previewed', () => {
    const cfb = new Uint8Array(1024)
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(() => checkWorkbook(cfb)).toThrow(LEGACY_WORKBOOK_MESSAGE)
    expect(() => checkWorkbook(new TextEncoder().encode('a,b\n1,2'))).toThrow(/not an Excel/)
  })

  it('refuses a file over the size limit', () => {
    const book = makeWorkbook([{ name: 'S', rows: grid(50, 10) }])
    expect(() => checkWorkbook(book, { ...limits, maxFileBytes: book.byteLength - 1 })).toThrow(
      /workbooks over .* are not previewed/,
    )
  })

  it('refuses a zip bomb from its directory, before inflating it', () => {
    // 50 MB of zeros compress to ~50 KB: the declared size gives it away.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(50 * 1024 * 1024) })
    expect(bomb.byteLength).toBeLessThan(1024 * 1024)
    expect(() => checkWorkbook(bomb, { ...limits, maxUnpackedBytes: 10 * 1024 * 1024 })).toThrow(
      /unpacks to more than 10\.0 MB/,
    )
  })

  it('refuses more cells than the limit, counted without parsing', () => {
    const book = makeWorkbook([
      { name: 'A', rows: grid(100, 10) },
      { name: 'B', rows: grid(100, 10) },
    ])
    expect(() => checkWorkbook(book, { ...limits, maxCells: 2000 })).not.toThrow()
    expect(() => checkWorkbook(book, { ...limits, maxCells: 1999 })).toThrow(
      'This workbook has 2,000 cells; workbooks over 1,999 cells are not previewed. Download it to open it.',
    )
  })

  it('reports a damaged zip as damaged', () => {
    const book = makeWorkbook([{ name: 'S', rows: grid(5, 5) }]).slice(0, 200)
    expect(() => checkWorkbook(book)).toThrow(SheetNotPreviewable)
  })

  it('counts only cell elements', () => {
    const xml = new TextEncoder().encode(
      '<cols><col min="1"/></cols><row><c r="A1"><v>1</v></c><c r="B1"/><c>x</c></row><cfRule/>',
    )
    expect(countCells(xml)).toBe(3)
  })
})

describe('legacy .xls', () => {
  it('does not preview locally, and says why', () => {
    const xls = { fileType: 'application/vnd.ms-excel', fileExt: 'xls', signed: '/objects/a.xls' }
    expect(isLegacyExcel(xls)).toBe(true)
    expect(previewKind(xls, false)).toBe('none')
    expect(previewKind({ ...xls, signed: 'https://s3.example/a.xls' }, true)).toBe('external')
    // An .xlsx named .xls is read as what it is.
    const renamed = {
      fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileExt: 'xls',
      signed: '/o',
    }
    expect(isLegacyExcel(renamed)).toBe(false)
    expect(previewKind(renamed, false)).toBe('sheet')
  })
})

describe('formatCell (docs/rules.md#formats)', () => {
  it('shows spreadsheet dates as MM/dd/yyyy, with the time of day when there is one', () => {
    expect(formatCell(new Date(Date.UTC(2024, 2, 5)))).toBe('03/05/2024')
    expect(formatCell(new Date(Date.UTC(2024, 11, 31, 14, 30)))).toBe('12/31/2024 02:30 PM')
  })
  it('shows ISO dates and instants of a CSV in the same formats', () => {
    expect(formatCell('2024-03-05')).toBe('03/05/2024')
    expect(formatCell('2024-03-05T18:30:00Z')).toMatch(/^03\/05\/2024 \d\d:30 (AM|PM) \S+$/)
  })
  it('leaves other values as they are', () => {
    expect(formatCell(null)).toBe('')
    expect(formatCell(425000)).toBe('425000')
    expect(formatCell(true)).toBe('true')
    expect(formatCell('03/05/2024')).toBe('03/05/2024')
    expect(formatCell('2024-13-45')).toBe('2024-13-45')
    expect(formatCell('Policy 2024-03-05')).toBe('Policy 2024-03-05')
  })
})
