import { unzipSync } from 'fflate'
import { formatFileSize } from './file-size'
import { LEGACY_WORKBOOK_MESSAGE } from './preview-kind'

/**
 * Limits for reading an untrusted workbook: a spreadsheet is parsed only when it is small enough
 * to preview without exhausting memory, and a zip bomb is refused from its directory before
 * anything is inflated.
 */
export const SHEET_LIMITS = {
  /** The file as stored (compressed). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Everything inside the zip, as its directory declares it. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** Cells over all sheets. */
  maxCells: 1_000_000,
  /** How long the reader may take before it is stopped. */
  timeoutMs: 30_000,
} as const

export type SheetLimits = { -readonly [K in keyof typeof SHEET_LIMITS]: number }

/** A workbook that will not be previewed, with a message that says why in plain words. */
export class SheetNotPreviewable extends Error {
  override readonly name = 'SheetNotPreviewable'
}

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((x, i) => b[i] === x)

/**
 * Checks a workbook before it is parsed: its kind (an .xlsx zip, not a legacy or encrypted
 * compound file), its size, the unpacked size its zip directory declares, and the number of cells
 * in its sheets. Throws SheetNotPreviewable with the limit that was passed.
 */
export function checkWorkbook(bytes: Uint8Array, limits: SheetLimits = SHEET_LIMITS): void {
  if (startsWith(bytes, CFB)) throw new SheetNotPreviewable(LEGACY_WORKBOOK_MESSAGE)
  if (!startsWith(bytes, ZIP)) {
    throw new SheetNotPreviewable('This file is not an Excel workbook (.xlsx) and cannot be read.')
  }
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new SheetNotPreviewable(
      `This workbook is ${formatFileSize(bytes.byteLength)}; workbooks over ` +
        `${formatFileSize(limits.maxFileBytes)} are not previewed. Download it to open it.`,
    )
  }
  let unpacked = 0
  let sheets: Record<string, Uint8Array>
  try {
    sheets = unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize
        if (unpacked > limits.maxUnpackedBytes) {
          throw new SheetNotPreviewable(
            `This workbook unpacks to more than ${formatFileSize(limits.maxUnpackedBytes)}; ` +
              'it is not previewed. Download it to open it.',
          )
        }
        return /^xl\/worksheets\/[^/]+\.xml$/.test(file.name)
      },
    })
  } catch (e) {
    if (e instanceof SheetNotPreviewable) throw e
    throw new SheetNotPreviewable('This workbook is damaged and cannot be read.')
  }
  let cells = 0
  for (const xml of Object.values(sheets)) cells += countCells(xml)
  if (cells > limits.maxCells) {
    throw new SheetNotPreviewable(
      `This workbook has ${cells.toLocaleString('en-US')} cells; workbooks over ` +
        `${limits.maxCells.toLocaleString('en-US')} cells are not previewed. Download it to open it.`,
    )
  }
}

/** Counts `<c ` / `<c>` start tags (cells) in a sheet's XML, without parsing it. */
export function countCells(xml: Uint8Array): number {
  let n = 0
  for (let i = xml.indexOf(0x3c); i >= 0 && i < xml.length - 2; i = xml.indexOf(0x3c, i + 1)) {
    // '<' 'c' then ' ' or '>' or '/': a cell element (not <col>, <cols>, <cfRule>…)
    if (xml[i + 1] === 0x63 && (xml[i + 2] === 0x20 || xml[i + 2] === 0x3e || xml[i + 2] === 0x2f))
      n++
  }
  return n
}
