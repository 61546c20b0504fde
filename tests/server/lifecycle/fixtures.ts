/**
 * Files the search and merge suites make for themselves: PDFs with given words on given pages (a
 * real text layer, pdf-lib), PNG and JPEG images of a given size (@napi-rs/canvas), and an
 * encrypted PDF (qpdf, as CI installs it).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A Letter-size PDF with one page per entry, each page showing its text (one line per \n). */
export async function textPdf(pages: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const text of pages) {
    const page = doc.addPage([612, 792])
    text.split('\n').forEach((line, i) => {
      page.drawText(line, { x: 50, y: 740 - i * 18, size: 11, font })
    })
  }
  return doc.save()
}

/** An image of the given pixel size, a light fill with a dark frame (PNG or JPEG bytes). */
export async function image(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
): Promise<Uint8Array> {
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#e8eef4'
  ctx.fillRect(0, 0, width, height)
  ctx.strokeStyle = '#203040'
  ctx.lineWidth = Math.max(2, Math.round(width / 100))
  ctx.strokeRect(4, 4, width - 8, height - 8)
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 85)
}

/** True when qpdf is installed (CI installs it: .ci/run). */
export const hasQpdf = spawnSync('qpdf', ['--version']).status === 0

/** The PDF encrypted with AES-256 (an empty user password: it opens, but cannot be copied). */
export function encrypt(pdf: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'enc-'))
  try {
    writeFileSync(join(dir, 'plain.pdf'), pdf)
    const r = spawnSync('qpdf', [
      '--encrypt',
      '',
      'owner-secret',
      '256',
      '--',
      join(dir, 'plain.pdf'),
      join(dir, 'locked.pdf'),
    ])
    if (r.status !== 0) throw new Error(`qpdf failed: ${r.stderr.toString()}`)
    return readFileSync(join(dir, 'locked.pdf'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Noise behind a PDF header, ending in the end marker readers look for: pdf-lib's recovery parser
 * goes through it byte by byte, synchronously (seconds per megabyte). The same bytes every run
 * (a fixed-seed generator): some random bytes end the parser early.
 */
export function noisePdf(megabytes: number): Uint8Array {
  const bytes = Buffer.alloc(megabytes * 1024 * 1024)
  let x = 0x2545f491
  for (let i = 0; i < bytes.length; i += 4) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes.writeInt32LE(x | 0, i)
  }
  bytes.write('%PDF-1.4\n', 0, 'latin1')
  bytes.write('\n%%EOF\n', bytes.length - 7, 'latin1')
  return bytes
}
