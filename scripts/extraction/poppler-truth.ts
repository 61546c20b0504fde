/**
 * True boxes of values in a flattened form, measured independently of the engine: poppler's
 * `pdftotext -bbox` words that lie inside the field's widget rectangle.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { BoundingBox } from '../../src/shared/extraction/types'

const run = promisify(execFile)

interface Word {
  readonly page: number
  readonly box: BoundingBox
  readonly text: string
}

/** Every word of a PDF with its normalised box (pdftotext -bbox, origin top-left already). */
export async function popplerWords(pdf: Uint8Array): Promise<Word[]> {
  const dir = await mkdtemp(join(tmpdir(), 'devset-bbox-'))
  try {
    await writeFile(join(dir, 'in.pdf'), pdf)
    const { stdout } = await run('pdftotext', ['-bbox', join(dir, 'in.pdf'), '-'], {
      maxBuffer: 64 << 20,
    })
    const words: Word[] = []
    let page = 0
    let W = 1
    let H = 1
    for (const line of stdout.split('\n')) {
      const p = /<page width="([\d.]+)" height="([\d.]+)"/.exec(line)
      if (p !== null) {
        page++
        W = Number(p[1])
        H = Number(p[2])
        continue
      }
      const m =
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</.exec(line)
      if (m !== null)
        words.push({
          page,
          text: unescapeXml(m[5] ?? ''),
          box: {
            page,
            x0: Number(m[1]) / W,
            y0: Number(m[2]) / H,
            x1: Number(m[3]) / W,
            y1: Number(m[4]) / H,
          },
        })
    }
    return words
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const unescapeXml = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')

/**
 * The union of the words of `printed` (its first line) whose centre lies inside a widget box, or
 * undefined if none: printed captions the widget happens to overlap are not the value.
 */
export function wordsInside(
  words: readonly Word[],
  widget: BoundingBox,
  printed: string,
): BoundingBox | undefined {
  const own = new Set((printed.split(/\r?\n/)[0] ?? '').split(/\s+/))
  const inside = words.filter((w) => {
    if (!own.has(w.text)) return false
    const cx = (w.box.x0 + w.box.x1) / 2
    const cy = (w.box.y0 + w.box.y1) / 2
    return (
      w.page === widget.page &&
      cx >= widget.x0 &&
      cx <= widget.x1 &&
      cy >= widget.y0 - 0.003 &&
      cy <= widget.y1 + 0.003
    )
  })
  if (inside.length === 0) return undefined
  return {
    page: widget.page,
    x0: Math.min(...inside.map((w) => w.box.x0)),
    y0: Math.min(...inside.map((w) => w.box.y0)),
    x1: Math.max(...inside.map((w) => w.box.x1)),
    y1: Math.max(...inside.map((w) => w.box.y1)),
  }
}
