/**
 * A page's unsure lines read a second time, each on its own. Tesseract reads a line with the whole
 * page around it (its segmentation, the neighbours that share its text block); cut out with a
 * little paper around it, the same line often reads with more confidence and more rightly ("Your
 * Agent" where the page gave "Your Ages", "Sorrel" at 65 where it gave 17). The second reading
 * replaces the first only when its words are surer. Few and small: only short lines (captions and
 * values, not prose) with a word OCR doubted, at most a handful a page, so a clean page costs
 * nothing and a poor one a fraction of its first reading.
 */

/** A word as tesseract gives it: text, confidence (0..100), box in the image's pixels. */
export interface OcrWord {
  readonly text: string
  readonly confidence: number
  readonly bbox: { x0: number; y0: number; x1: number; y1: number }
}

/** A reading, trimmed to what the engine uses. */
export interface RecognizeData {
  readonly blocks: Array<{
    paragraphs: Array<{ lines: Array<{ words: OcrWord[] }> }>
  }> | null
  readonly confidence: number
}

/** A grey image as OCR reads it: one byte a pixel, 0 black. */
export interface GreyPage {
  readonly width: number
  readonly height: number
  readonly pixels: Uint8Array
}

/** A line is read again when one of its words is below this confidence… */
const UNSURE_WORD = 60
/** …and it has at most this many words (a caption or a value; prose is left as read). */
const MAX_WORDS = 6
/** Lines read again on one page at most: the least sure first. */
const MAX_LINES = 8
/** Paper kept around a line's words, in pixels at 200 dpi: a letter's height. */
const PAD_X = 12
const PAD_Y = 8
/** A line box taller than this (pixels at 200 dpi, about a third of an inch) is no one line. */
const MAX_LINE_HEIGHT = 70
/**
 * A word of the second reading is the line's when its middle stands in the middle of the line's
 * box, this share of its height in from either edge: the tops of the next line's letters, cut by
 * the crop, stand near an edge.
 */
const EDGE_SHARE = 0.15
/** The second reading must be this much surer on average to replace the first. */
const MIN_GAIN = 5

/** Words with a letter or digit: specks and rules read as marks do not count. */
const readable = (ws: readonly OcrWord[]): OcrWord[] => ws.filter((w) => /[a-z0-9]/i.test(w.text))

const meanConfidence = (ws: readonly OcrWord[]): number =>
  ws.length === 0 ? 0 : ws.reduce((s, w) => s + w.confidence, 0) / ws.length

/** The box around some words. */
function boxOf(ws: readonly OcrWord[]): OcrWord['bbox'] {
  return {
    x0: Math.min(...ws.map((w) => w.bbox.x0)),
    y0: Math.min(...ws.map((w) => w.bbox.y0)),
    x1: Math.max(...ws.map((w) => w.bbox.x1)),
    y1: Math.max(...ws.map((w) => w.bbox.y1)),
  }
}

/** The lines worth reading again: [block, paragraph, line] indices, the least sure first. */
export function unsureLines(data: RecognizeData): Array<[number, number, number]> {
  const found: Array<{ at: [number, number, number]; least: number }> = []
  for (const [b, block] of (data.blocks ?? []).entries())
    for (const [p, para] of block.paragraphs.entries())
      for (const [l, line] of para.lines.entries()) {
        const words = readable(line.words)
        if (words.length === 0 || words.length > MAX_WORDS) continue
        const least = Math.min(...words.map((w) => w.confidence))
        const box = boxOf(words)
        if (least >= UNSURE_WORD || box.y1 - box.y0 > MAX_LINE_HEIGHT) continue
        found.push({ at: [b, p, l], least })
      }
  return found
    .sort((a, b) => a.least - b.least)
    .slice(0, MAX_LINES)
    .map((f) => f.at)
}

/** A part of a grey page as a PGM (what tesseract reads without decoding). */
export function cropPgm(page: GreyPage, box: OcrWord['bbox']): Buffer {
  const w = box.x1 - box.x0
  const h = box.y1 - box.y0
  const out = Buffer.alloc(w * h)
  for (let y = 0; y < h; y++) {
    const from = (box.y0 + y) * page.width + box.x0
    out.set(page.pixels.subarray(from, from + w), y * w)
  }
  return Buffer.concat([Buffer.from(`P5\n${w} ${h}\n255\n`), out])
}

/**
 * The second reading of a line, in the page's pixels, when it is surer than the first; else
 * undefined. Only its words that stand within the first reading's line count: the paper around
 * the crop may hold the edge of a neighbour, read as noise.
 */
export function betterReading(
  first: readonly OcrWord[],
  again: RecognizeData,
  origin: { readonly x: number; readonly y: number },
): OcrWord[] | undefined {
  const box = boxOf(readable(first))
  const words = (again.blocks ?? [])
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))
    .map((w) => ({
      ...w,
      bbox: {
        x0: w.bbox.x0 + origin.x,
        y0: w.bbox.y0 + origin.y,
        x1: w.bbox.x1 + origin.x,
        y1: w.bbox.y1 + origin.y,
      },
    }))
    .filter((w) => {
      const cy = (w.bbox.y0 + w.bbox.y1) / 2
      const cx = (w.bbox.x0 + w.bbox.x1) / 2
      const margin = (box.y1 - box.y0) * EDGE_SHARE
      return cy >= box.y0 + margin && cy <= box.y1 - margin && cx >= box.x0 && cx <= box.x1
    })
  const kept = readable(words)
  if (kept.length === 0) return undefined
  if (meanConfidence(kept) < meanConfidence(readable(first)) + MIN_GAIN) return undefined
  return words.map((w) => ({ ...w, confidence: agreedConfidence(w, first) }))
}

/** The share of the narrower of two words their spans across must share to be the same word. */
const SAME_PLACE = 0.5

/**
 * A second reading's word's confidence, given the first reading: where both read the same text
 * the surer of the two; where they differ (a word read two ways, split or joined) the less sure,
 * since two readings that disagree are a doubt neither shows alone ("ML93322906" at 30, then
 * "M193322906" at 57).
 */
function agreedConfidence(w: OcrWord, first: readonly OcrWord[]): number {
  const overlap = (o: OcrWord): number =>
    Math.min(w.bbox.x1, o.bbox.x1) - Math.max(w.bbox.x0, o.bbox.x0)
  const same = first.filter(
    (o) => overlap(o) >= SAME_PLACE * Math.min(w.bbox.x1 - w.bbox.x0, o.bbox.x1 - o.bbox.x0),
  )
  if (same.length === 1 && same[0]!.text === w.text)
    return Math.max(w.confidence, same[0]!.confidence)
  const doubts = (same.length > 0 ? same : first).map((o) => o.confidence)
  return Math.min(w.confidence, ...doubts)
}

/**
 * `data` with its unsure short lines replaced by surer second readings (`read` reads a PGM).
 * The reading's structure (blocks, paragraphs, lines) stays, so each word keeps its OCR line.
 */
export async function rereadUnsureLines(
  data: RecognizeData,
  page: GreyPage,
  read: (pgm: Buffer) => Promise<RecognizeData>,
): Promise<RecognizeData> {
  const lines = unsureLines(data)
  if (lines.length === 0) return data
  const blocks = (data.blocks ?? []).map((b) => ({
    paragraphs: b.paragraphs.map((p) => ({ lines: p.lines.map((l) => ({ words: l.words })) })),
  }))
  for (const [b, p, l] of lines) {
    const line = blocks[b]!.paragraphs[p]!.lines[l]!
    const box = boxOf(readable(line.words))
    const crop = {
      x0: Math.max(0, box.x0 - PAD_X),
      y0: Math.max(0, box.y0 - PAD_Y),
      x1: Math.min(page.width, box.x1 + PAD_X),
      y1: Math.min(page.height, box.y1 + PAD_Y),
    }
    const again = await read(cropPgm(page, crop))
    const better = betterReading(line.words, again, { x: crop.x0, y: crop.y0 })
    if (better !== undefined) line.words = better
  }
  return { confidence: data.confidence, blocks }
}
