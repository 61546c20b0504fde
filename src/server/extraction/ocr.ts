/**
 * OCR with tesseract.js, fully offline: the English model comes from the @tesseract.js-data/eng
 * package on disk (langPath), never a CDN, and is not cached into the working folder. Slight skew
 * is corrected by tesseract.js (rotateAuto) and mapped back; landscape and upside-down scans are
 * found by trying the four orientations on a small copy and keeping the most confident.
 */
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas'
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js'
import type { BoundingBox } from '../../shared/extraction/types'
import { pixelRectToBox, unrotateBox } from './coordinates'
import type { TextToken } from './types'

// Not named `require`: the electron-vite main bundle declares its own `require` shim.
const resolveFromHere = createRequire(import.meta.url)
/** The folder holding eng.traineddata.gz (the integer "best" LSTM model: accurate and fast). */
export const ENG_LANG_PATH = join(
  dirname(resolveFromHere.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
)

/** Word confidence (0..100) a page needs on average to be taken as the right way up. */
const GOOD_PAGE_CONFIDENCE = 70

interface OcrWord {
  readonly text: string
  readonly confidence: number
  readonly bbox: { x0: number; y0: number; x1: number; y1: number }
}

interface RecognizeData {
  readonly blocks: Array<{
    paragraphs: Array<{ lines: Array<{ words: OcrWord[] }> }>
  }> | null
  readonly rotateRadians?: number | null
  readonly confidence: number
}

/**
 * OCR workers (threads), one page each at a time: one core fewer than the machine has (at least
 * one), so a scan never takes every core from the API serving requests beside it.
 */
export const OCR_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1))

let scheduler: Promise<Scheduler> | undefined
let workerCount = 0

function ocrScheduler(): Promise<Scheduler> {
  scheduler ??= (async () => {
    const s = createScheduler()
    workerCount = OCR_WORKERS
    const workers = await Promise.all(
      Array.from({ length: workerCount }, () =>
        createWorker('eng', OEM.LSTM_ONLY, {
          langPath: ENG_LANG_PATH,
          gzip: true,
          // Never write eng.traineddata into the current folder.
          cacheMethod: 'none',
        }),
      ),
    )
    // Pages are rendered at 200 dpi; saying so also stops tesseract guessing (and logging) it.
    // Sparse-text segmentation: forms scatter small labels in boxes, which block segmentation
    // (tesseract.js's default, PSM 6) drops; the matchers build their own lines anyway.
    for (const w of workers)
      await w.setParameters({ user_defined_dpi: '200', tessedit_pageseg_mode: PSM.SPARSE_TEXT })
    for (const w of workers) s.addWorker(w)
    return s
  })()
  return scheduler
}

/** Stop the OCR workers (the next OCR call starts them again). */
export async function terminateOcr(): Promise<void> {
  const s = scheduler
  scheduler = undefined
  if (s !== undefined) await (await s).terminate()
}

async function recognize(image: Buffer): Promise<RecognizeData> {
  const s = await ocrScheduler()
  const r = (await s.addJob(
    'recognize',
    image,
    { rotateAuto: true },
    { blocks: true, text: false },
  )) as {
    data: RecognizeData
  }
  return r.data
}

const wordsOf = (d: RecognizeData): OcrWord[] =>
  (d.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))

/** How convincing a recognition is: confident words with letters count, noise does not. */
function pageScore(d: RecognizeData): number {
  return wordsOf(d).filter((w) => w.confidence >= 75 && /[a-z]{2}/i.test(w.text)).length
}

/** Image bytes (png, jpeg, gif) to a canvas-drawable image. */
export async function decodeImage(bytes: Uint8Array): Promise<Image> {
  return loadImage(Buffer.from(bytes))
}

/** The image turned clockwise by `quarterTurns` × 90°, scaled by `scale`, as PNG. */
async function turned(img: Image, quarterTurns: number, scale = 1): Promise<Buffer> {
  const w = Math.round(img.width * scale)
  const h = Math.round(img.height * scale)
  const swap = quarterTurns % 2 === 1
  const canvas = createCanvas(swap ? h : w, swap ? w : h)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.translate(canvas.width / 2, canvas.height / 2)
  ctx.rotate((quarterTurns * Math.PI) / 2)
  ctx.drawImage(img, -w / 2, -h / 2, w, h)
  return canvas.encode('png')
}

/** A box on the image turned by `quarterTurns` (clockwise) back onto the original image. */
export function unturnBox(b: BoundingBox, quarterTurns: number): BoundingBox {
  switch (((quarterTurns % 4) + 4) % 4) {
    case 1: // turned clockwise: original x = y', original y = 1 - x'
      return { page: b.page, x0: b.y0, y0: 1 - b.x1, x1: b.y1, y1: 1 - b.x0 }
    case 2:
      return { page: b.page, x0: 1 - b.x1, y0: 1 - b.y1, x1: 1 - b.x0, y1: 1 - b.y0 }
    case 3: // turned counter-clockwise: original x = 1 - y', original y = x'
      return { page: b.page, x0: 1 - b.y1, y0: b.x0, x1: 1 - b.y0, y1: b.x1 }
    default:
      return b
  }
}

/** What OCR found on one page image. */
export interface OcrPage {
  /** Words on the upright, deskewed page (the layout the matchers read). */
  readonly tokens: TextToken[]
  /** Width / height of the upright page. */
  readonly aspect: number
  /** Quarter turns (clockwise) that made the page upright. */
  readonly quarterTurns: number
  /** Skew (radians) tesseract.js corrected. */
  readonly skewRadians: number
  readonly meanConfidence: number
  /** A box on the upright, deskewed page back onto the image as given. */
  toOriginal(box: BoundingBox): BoundingBox
}

/**
 * OCR one page image. `bytes` must be PNG or JPEG (tesseract decodes them itself); other formats
 * are re-encoded. Boxes are relative to the image as given.
 */
export async function ocrPage(
  page: number,
  bytes: Uint8Array,
  mime: string,
  decoded?: Image,
): Promise<OcrPage> {
  const img = decoded ?? (await decodeImage(bytes))
  const direct =
    mime === 'image/png' || mime === 'image/jpeg' ? Buffer.from(bytes) : await turned(img, 0)
  let turns = 0
  let data = await recognize(direct)
  if (data.confidence < GOOD_PAGE_CONFIDENCE || pageScore(data) < 15) {
    // Maybe sideways or upside down: compare the four orientations on a half-size copy.
    const trials = await Promise.all(
      [0, 1, 2, 3].map(async (t) => ({ t, d: await recognize(await turned(img, t, 0.5)) })),
    )
    const best = trials.reduce((a, b) => (pageScore(b.d) > pageScore(a.d) ? b : a))
    if (best.t !== turns) {
      turns = best.t
      data = await recognize(await turned(img, turns))
    }
  }
  const swap = turns % 2 === 1
  const w = swap ? img.height : img.width
  const h = swap ? img.width : img.height
  const radians = data.rotateRadians ?? 0
  const tokens: TextToken[] = []
  for (const word of wordsOf(data)) {
    const text = word.text.trim()
    if (text === '' || word.confidence < 20) continue
    tokens.push({
      text,
      bbox: pixelRectToBox(page, word.bbox, w, h),
      confidence: word.confidence / 100,
    })
  }
  return {
    tokens,
    aspect: w / h,
    quarterTurns: turns,
    skewRadians: radians,
    meanConfidence: data.confidence / 100,
    // Boxes are on the deskewed, turned image: undo the skew, then the quarter turns.
    toOriginal: (box) => unturnBox(unrotateBox(box, radians, w / h), turns),
  }
}

/** Number of OCR worker threads in use (0 before the first OCR). */
export function ocrWorkerCount(): number {
  return workerCount
}
