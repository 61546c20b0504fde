/**
 * End markers with real files of each format (pdf-lib, yazl, @napi-rs/canvas): complete ones
 * pass, the same bytes cut anywhere before their end do not, formats without a marker are left
 * to the size/time window.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkEndMarker,
  endMarkerVerdict,
  formatWithEndMarker,
} from '../../../src/main/services/end-markers'
import { CSV_TEXT, makeDocx, makePdf, makeXlsx, PNG_1X1, tempDir } from './helpers/fixtures'

const tmp = tempDir('end-markers')
afterAll(() => tmp.remove())

function image(format: 'png' | 'jpeg'): Buffer {
  const canvas = createCanvas(64, 48)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#336'
  ctx.fillRect(0, 0, 64, 48)
  ctx.fillStyle = '#fc3'
  ctx.fillText('scan', 8, 28)
  return format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 90)
}

const judge = (b: Buffer) => endMarkerVerdict(b.subarray(0, 8), b, b.length)

describe('end markers', () => {
  const samples: [string, () => Buffer | Promise<Buffer>, string][] = [
    ['PDF (pdf-lib)', () => makePdf('end marker'), 'PDF'],
    ['DOCX', () => makeDocx(), 'ZIP'],
    ['XLSX', () => makeXlsx(), 'ZIP'],
    ['PNG', () => image('png'), 'PNG'],
    ['PNG 1x1', () => PNG_1X1, 'PNG'],
    ['JPEG', () => image('jpeg'), 'JPEG'],
  ]

  it.each(samples)('%s: complete whole, incomplete when cut short', async (_, make, format) => {
    const whole = await make()
    expect(judge(whole)).toEqual({ kind: 'complete', format })
    for (const fraction of [0.25, 0.5, 0.9]) {
      const cut = whole.subarray(0, Math.floor(whole.length * fraction))
      expect(judge(cut).kind, `${format} cut at ${fraction}`).toBe('incomplete')
    }
    expect(judge(whole.subarray(0, whole.length - 1)).kind).toBe('incomplete')
  })

  it('a ZIP whose comment follows the end record is complete; a stray record inside is not the end', async () => {
    const docx = await makeDocx()
    // Comment length field (last 2 bytes of the 22-byte record) set to 5, then 5 bytes of comment.
    const withComment = Buffer.concat([
      docx.subarray(0, docx.length - 2),
      Buffer.from([5, 0]),
      Buffer.from('hello'),
    ])
    expect(judge(withComment).kind).toBe('complete')
    // The whole package followed by more data: the old end record no longer ends the file.
    expect(judge(Buffer.concat([docx, Buffer.alloc(100, 7)])).kind).toBe('incomplete')
  })

  it('a PDF may have a little junk after %%EOF, not more than 1 KiB', async () => {
    const pdf = await makePdf('trailing')
    expect(judge(Buffer.concat([pdf, Buffer.from('\r\n\0\0')])).kind).toBe('complete')
    expect(judge(Buffer.concat([pdf, Buffer.alloc(2048, 0x20)])).kind).toBe('incomplete')
  })

  it('formats without an end marker are left to the size and time window', () => {
    expect(formatWithEndMarker(Buffer.from(CSV_TEXT))).toBeNull()
    expect(judge(Buffer.from(CSV_TEXT))).toEqual({ kind: 'no-marker' })
    expect(judge(Buffer.alloc(0))).toEqual({ kind: 'no-marker' })
  })

  it('checkEndMarker reads only the head and the tail of a file on disk', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 0x41)])
    const path = join(tmp.dir, 'big.pdf')
    await writeFile(path, big)
    expect(await checkEndMarker(path, big.length)).toMatchObject({ kind: 'incomplete' })
    await writeFile(path, Buffer.concat([big, Buffer.from('\n%%EOF\n')]))
    expect(await checkEndMarker(path, big.length + 7)).toMatchObject({ kind: 'complete' })
    const csv = join(tmp.dir, 'rows.csv')
    await writeFile(csv, CSV_TEXT)
    expect(await checkEndMarker(csv, CSV_TEXT.length)).toEqual({ kind: 'no-marker' })
  })
})
