/**
 * OCR with tesseract.js, fully offline: the English model comes from the @tesseract.js-data/eng
 * package on disk (langPath), never a CDN, and is not cached into the working folder. Each page is
 * prepared first (ocr-image.ts): at 200 dpi from its real resolution, turned so its lines run
 * across, deskewed, binarised; boxes are mapped back onto the image as given. An upside-down page
 * (or one whose line direction the profile got wrong) is found when the first reading is poor, by
 * reading the other orientations on a half-size copy and keeping the most convincing. Short lines
 * read with doubt are then read again, each cut out on its own (ocr-reread.ts).
 */
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { createCanvas, ImageData, loadImage, type Canvas, type Image } from '@napi-rs/canvas'
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js'
import type { BoundingBox } from '../../shared/extraction/types'
import { pixelRectToBox, unrotateBox } from './coordinates'
import {
  deskewFor,
  OCR_TARGET_DPI,
  ocrInput,
  pageDpi,
  pageGeometry,
  recordedDpi,
} from './ocr-image'
import { cachedReading } from './ocr-cache'
import { correctInsurerLabels } from './ocr-insurer-words'
import { correctPeriodWords } from './ocr-period-words'
import { rereadUnsureLines, type OcrWord, type RecognizeData } from './ocr-reread'
import { correctLabelWords } from './ocr-words'
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
    // Pages are prepared at OCR_TARGET_DPI; saying so also stops tesseract guessing (and logging) it.
    // Sparse-text segmentation: forms scatter small labels in boxes, which block segmentation
    // (tesseract.js's default, PSM 6) drops; the matchers build their own lines anyway.
    for (const w of workers)
      await w.setParameters({
        user_defined_dpi: String(OCR_TARGET_DPI),
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      })
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

const TESSERACT_VERSION = (resolveFromHere('tesseract.js/package.json') as { version: string })
  .version
/** What changes a reading besides the image: tesseract, its model and the workers' settings. */
const OCR_SETTINGS = `tesseract.js ${TESSERACT_VERSION}|${ENG_LANG_PATH}|oem ${OEM.LSTM_ONLY}|psm ${PSM.SPARSE_TEXT}|dpi ${OCR_TARGET_DPI}`

async function recognize(image: Buffer): Promise<RecognizeData> {
  return cachedReading(
    image,
    OCR_SETTINGS,
    async () => {
      const s = await ocrScheduler()
      const r = (await s.addJob('recognize', image, {}, { blocks: true, text: false })) as {
        data: RecognizeData
      }
      return r.data
    },
    keepReading,
  )
}

/** A reading trimmed to what the engine uses (tesseract's own result holds far more). */
const keepReading = (d: RecognizeData): RecognizeData => ({
  confidence: d.confidence,
  blocks: (d.blocks ?? []).map((b) => ({
    paragraphs: b.paragraphs.map((p) => ({
      lines: p.lines.map((l) => ({
        words: l.words.map((w) => ({
          text: w.text,
          confidence: w.confidence,
          bbox: { x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 },
        })),
      })),
    })),
  })),
})

const wordsOf = (d: RecognizeData): OcrWord[] =>
  (d.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))

/** How convincing a recognition is: confident words with letters count, noise does not. */
function pageScore(d: RecognizeData): number {
  return wordsOf(d).filter((w) => w.confidence >= 75 && /[a-z]{2}/i.test(w.text)).length
}

/** Sure words a page read the right way up shows at least (a form has far more). */
const GOOD_PAGE_WORDS = 15

/**
 * Sure words a reading across the direction the ink profile was sure of must find to overrule it:
 * a few words of a short page (a caption and its value) read sideways do; a word or two of noise
 * (table rules and specks taken for letters on a faint page of small print) do not.
 */
const ACROSS_MIN_WORDS = 5

/**
 * Which of some trial readings (their quarter turns and pageScore) shows the page the right way
 * up: the one with the most sure words. When the ink profile was sure which way the lines run
 * (`along`: the turns it chose), a reading across that direction must find a few sure words to
 * overrule it. Returns the chosen trial's index.
 */
export function mostConvincingTurn(
  trials: ReadonlyArray<{ readonly turns: number; readonly score: number }>,
  along: number | undefined,
): number {
  let best = 0
  for (const [i, t] of trials.entries()) {
    const across = along !== undefined && t.turns % 2 !== along % 2
    if (across && t.score < ACROSS_MIN_WORDS) continue
    if (t.score > trials[best]!.score) best = i
  }
  return best
}

/** A reading too unsure, or with too few sure words, to be the page as it is meant to be read. */
const readPoorly = (d: RecognizeData): boolean =>
  d.confidence < GOOD_PAGE_CONFIDENCE || pageScore(d) < GOOD_PAGE_WORDS

/** A page's RGBA pixels as something the OCR preparation can draw. */
export function pixelsImage(rgba: Uint8ClampedArray, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height)
  canvas.getContext('2d').putImageData(new ImageData(rgba, width, height), 0, 0)
  return canvas
}

/** Image bytes (png, jpeg, gif) to a canvas-drawable image. */
export async function decodeImage(bytes: Uint8Array): Promise<Image> {
  return loadImage(Buffer.from(bytes))
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
 * OCR one page image (PNG, JPEG or GIF bytes, or an image already decoded). `dpi` is the page's
 * resolution when the caller knows it (a rendered PDF page); otherwise the image's own record, or
 * what a whole page of that size implies. Boxes are relative to the image as given.
 */
export async function ocrPage(
  page: number,
  bytes: Uint8Array | undefined,
  options: { readonly dpi?: number; readonly decoded?: Image | Canvas } = {},
): Promise<OcrPage> {
  const img = options.decoded ?? (await decodeImage(bytes ?? new Uint8Array()))
  const dpi = options.dpi ?? (bytes && recordedDpi(bytes)) ?? pageDpi(img.width, img.height)
  const geometry = pageGeometry(img, dpi)
  let turns = geometry.turns[0]
  let deskew = geometry.deskew
  let input = ocrInput(img, dpi, turns, deskew)
  let data = await recognize(input.pgm)
  if (readPoorly(data)) {
    // Upside down, or (when the profile was unsure) the line direction misread: read the other
    // candidates on a half-size copy, the first one too so that they compare, and keep the most
    // convincing.
    const candidates: number[] = [geometry.turns[0], geometry.turns[1]]
    if (geometry.unsure) candidates.push((turns + 1) % 4, (turns + 3) % 4)
    const trials: Array<{ t: number; d: number; data: RecognizeData }> = []
    const tryTurns = async (ts: readonly number[]): Promise<void> => {
      for (const t of ts) {
        const d = t % 2 === turns % 2 ? deskew : deskewFor(img, dpi, t)
        trials.push({ t, d, data: await recognize(ocrInput(img, dpi, t, d, 0.5).pgm) })
      }
    }
    await tryTurns(candidates)
    const bestOf = (): (typeof trials)[number] =>
      trials[
        mostConvincingTurn(
          trials.map((x) => ({ turns: x.t, score: pageScore(x.data) })),
          geometry.unsure ? undefined : turns,
        )
      ]!
    // Neither way up along the profile's direction reads: the profile may have been fooled (a
    // skewed page of short monospaced lines, whose letters stand in sharper columns than its
    // smeared lines make rows), so the other direction is read too.
    if (!geometry.unsure && pageScore(bestOf().data) < GOOD_PAGE_WORDS)
      await tryTurns([(turns + 1) % 4, (turns + 3) % 4])
    const best = bestOf()
    if (best.t !== turns) {
      turns = best.t
      deskew = best.d
      input = ocrInput(img, dpi, turns, deskew)
      data = await recognize(input.pgm)
    }
  }
  if (readPoorly(data)) {
    // Still little read with confidence: a page blurred by its scanner reads better with its
    // strokes sharpened. The reading that finds more sure words is kept.
    const sharpened = ocrInput(img, dpi, turns, deskew, 1, true)
    const again = await recognize(sharpened.pgm)
    if (pageScore(again) > pageScore(data)) {
      input = sharpened
      data = again
    }
  }
  // Short lines with a doubtful word, read again each on its own (ocr-reread.ts).
  data = await rereadUnsureLines(
    data,
    {
      width: input.width,
      height: input.height,
      pixels: input.pgm.subarray(input.pgm.length - input.width * input.height),
    },
    recognize,
  )
  const swap = turns % 2 === 1
  const w = swap ? img.height : img.width
  const h = swap ? img.width : img.height
  const tokens: TextToken[] = []
  // Each word keeps the number of the line OCR read it in: OCR follows a line's baseline, where
  // word boxes alone (skewed, or stretched over their neighbours) may seem to stand on two lines.
  const ocrLines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines))
  for (const [ocrLine, line] of ocrLines.entries())
    for (const word of line.words) {
      const text = word.text.trim()
      // A word read with little confidence stays when it has letters or digits: it says a value
      // goes on there (the value then carries its doubt), where dropping it would cut the value
      // short with a clean look. Specks and box edges read as marks go.
      if (text === '' || (word.confidence < 20 && !/[a-z0-9].*[a-z0-9]/i.test(text))) continue
      tokens.push({
        text,
        bbox: pixelRectToBox(page, word.bbox, input.width, input.height),
        confidence: word.confidence / 100,
        ocrLine,
      })
    }
  return {
    tokens: correctInsurerLabels(correctPeriodWords(correctLabelWords(tokens))),
    aspect: w / h,
    quarterTurns: turns,
    skewRadians: deskew,
    meanConfidence: data.confidence / 100,
    // Boxes are on the turned, deskewed image: undo the deskew, then the quarter turns.
    toOriginal: (box) => unturnBox(unrotateBox(box, deskew, w / h), turns),
  }
}
