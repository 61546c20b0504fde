/**
 * A page image made ready for OCR: at 200 dpi (from the resolution the image says it has, or the
 * one a page size implies), turned upright, deskewed by a projection profile (ink-profile.ts), in
 * the lightest colour channel (coloured stamps and pen marks fade to paper, black print stays), its
 * contrast stretched and its rules and leaders removed (ocr-clean.ts). Pure pixel work on arrays,
 * except the drawing, which @napi-rs/canvas does; the result is a PGM that tesseract reads without
 * decoding a compressed format.
 */
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas'
import {
  histogram,
  inkMask,
  midInkThreshold,
  otsuOf,
  STRETCHED_THRESHOLD,
  stretchTable,
  unsharpMask,
  type GreyImage,
} from './grey-image'
import { lineDirection, skewOf } from './ink-profile'
import { removeNonText, ruleSizeAt } from './ocr-clean'
import { stretchedInk } from './rule-marks'

/** Something drawable: a decoded image or a canvas of pixels. */
export type Drawable = Image | Canvas

/**
 * The resolution pages are read at. 200 dpi rather than the 300 often advised: on the development
 * set's 141 scans (150, 200 and 300 dpi) both read as well (F1 0.792 at 200, 0.787 at 300), and a
 * page of 2.25 times fewer pixels is prepared and recognised about a third faster.
 */
export const OCR_TARGET_DPI = 200
/**
 * The unsharp mask a blurred page is read again with (ocr.ts): a square of 9 pixels a side at 200
 * dpi (a heavily blurred stroke's spread), strokes pushed from the paper by three times their
 * difference: of radius 2–6 and amount 1.5–4 tried on a blurred development page, this read the
 * most, and on the development scans it gained 12 right values for 2 wrong ones.
 */
const SHARPEN_RADIUS = 4
const SHARPEN_AMOUNT = 3
/** Scans are at least this sharp when they say nothing: a page of 11 inches at 100 dpi. */
const MIN_DPI = 70
const MAX_UPSCALE = 3
/** The resolution the line direction and skew are found at. */
const PROFILE_DPI = 75

/** The dpi an image file records (PNG pHYs, JPEG JFIF density), when it records a plausible one. */
export function recordedDpi(bytes: Uint8Array): number | undefined {
  const dpi = pngDpi(bytes) ?? jpegDpi(bytes)
  return dpi !== undefined && dpi >= MIN_DPI && dpi <= 1200 ? dpi : undefined
}

function pngDpi(b: Uint8Array): number | undefined {
  if (b[0] !== 0x89 || b[1] !== 0x50) return undefined
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength)
  // Chunks from offset 8: length, type, data, crc. pHYs comes before the image data.
  for (let off = 8; off + 8 <= b.length;) {
    const len = view.getUint32(off)
    const type = String.fromCharCode(b[off + 4]!, b[off + 5]!, b[off + 6]!, b[off + 7]!)
    if (type === 'pHYs' && len >= 9) {
      const perMetre = view.getUint32(off + 8)
      return b[off + 16] === 1 ? Math.round(perMetre * 0.0254) : undefined
    }
    if (type === 'IDAT' || type === 'IEND') return undefined
    off += 12 + len
  }
  return undefined
}

function jpegDpi(b: Uint8Array): number | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined
  // JFIF APP0: "JFIF\0", version (2), units (1), x density (2), y density (2).
  if (b[2] !== 0xff || b[3] !== 0xe0) return undefined
  if (String.fromCharCode(b[6]!, b[7]!, b[8]!, b[9]!) !== 'JFIF') return undefined
  const units = b[13]
  const x = (b[14]! << 8) | b[15]!
  if (units === 1) return x
  if (units === 2) return Math.round(x * 2.54)
  return undefined
}

/** The dpi a page image has when it holds a whole letter or A4 page (its long side ~11 in). */
export function pageDpi(width: number, height: number): number {
  return Math.max(width, height) / 11
}

/** A page drawn in grey (drawGrey), with what its later passes would otherwise each recount. */
export interface DrawnGrey extends GreyImage {
  /** How many pixels have each grey level. */
  readonly hist: Uint32Array
  /** The pixels as a grey PGM: its header, then `pixels` (which are its tail, not a copy). */
  readonly pgm: Buffer
}

/**
 * The image turned by `quarterTurns` clockwise, rotated by `radians` about its centre (to undo a
 * skew), scaled by `scale`, in grey: the lightest channel of each pixel, on white.
 */
export function drawGrey(
  img: Drawable,
  quarterTurns: number,
  radians: number,
  scale: number,
): DrawnGrey {
  const w = Math.max(1, Math.round(img.width * scale))
  const h = Math.max(1, Math.round(img.height * scale))
  const swap = quarterTurns % 2 === 1
  const canvas = createCanvas(swap ? h : w, swap ? w : h)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.translate(canvas.width / 2, canvas.height / 2)
  ctx.rotate((quarterTurns * Math.PI) / 2 + radians)
  ctx.drawImage(img, -w / 2, -h / 2, w, h)
  const { width, height } = canvas
  // The canvas's own pixels, not getImageData's unpremultiplied copy: every pixel is opaque (drawn
  // on white), so they are the same bytes, and the copy cost as much as the drawing.
  let rgba: Uint8Array = canvas.data()
  if (rgba.byteOffset % 4 !== 0) rgba = rgba.slice()
  const header = `P5\n${width} ${height}\n255\n`
  const pgm = Buffer.allocUnsafe(header.length + width * height)
  pgm.write(header, 'latin1')
  const pixels = new Uint8Array(pgm.buffer, pgm.byteOffset + header.length, width * height)
  const hist = new Uint32Array(256)
  // A pixel at a time (RGBA bytes of a little-endian word): a third of the reads of byte by byte.
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
  for (let i = 0; i < pixels.length; i++) {
    const v = words[i]!
    const rg = Math.max(v & 255, (v >>> 8) & 255)
    const g = Math.max(rg, (v >>> 16) & 255)
    pixels[i] = g
    hist[g]!++
  }
  // The canvas stays reachable until its pixels are read (they may be its own memory).
  return { width: canvas.width, height: canvas.height, pixels, hist, pgm }
}

/** What the image's layout says before any OCR: which way its lines run and how skewed they are. */
export interface PageGeometry {
  readonly dpi: number
  /** Quarter turns (clockwise) that may make the page upright: [0, 2] or [1, 3], likelier first. */
  readonly turns: readonly [number, number]
  /** The rotation (radians, clockwise) that straightens the lines once the page is turned. */
  readonly deskew: number
  /** The profile barely tells which way the lines run (a page of boxes and little text). */
  readonly unsure: boolean
}

/** The page's resolution, line direction and skew, from a small binarised copy. */
export function pageGeometry(img: Drawable, dpi: number): PageGeometry {
  const small = drawGrey(img, 0, 0, Math.min(1, PROFILE_DPI / dpi))
  const mask = inkMask(small, otsuOf(small.hist, small.pixels.length))
  const ratio = lineDirection(mask, small.width, small.height, Math.min(dpi, PROFILE_DPI))
  const across = ratio >= 1
  return {
    dpi,
    unsure: ratio > 0.6 && ratio < 1.6,
    turns: across ? [0, 2] : [1, 3],
    deskew: across ? -skewOf(mask, small.width, small.height) : deskewFor(img, dpi, 1),
  }
}

/** The rotation that straightens the page's lines once it is turned by `quarterTurns`. */
export function deskewFor(img: Drawable, dpi: number, quarterTurns: number): number {
  const small = drawGrey(img, quarterTurns, 0, Math.min(1, PROFILE_DPI / dpi))
  return -skewOf(inkMask(small, otsuOf(small.hist, small.pixels.length)), small.width, small.height)
}

/**
 * The image as OCR input: turned, deskewed, at 200 dpi, its contrast stretched (ink black, paper
 * white), rules and dotted leaders removed, as a grey PGM. Grey rather than black and white:
 * tesseract's recogniser reads the grey levels of a letter's edges, which a threshold throws away
 * (on a blurred or faded page the letters' shapes then go with them).
 */
export function ocrInput(
  img: Drawable,
  dpi: number,
  quarterTurns: number,
  radians: number,
  scaleDown = 1,
  sharpen = false,
): { readonly pgm: Buffer; readonly dpi: number; readonly width: number; readonly height: number } {
  const scale = Math.min(MAX_UPSCALE, OCR_TARGET_DPI / dpi) * scaleDown
  const grey = drawGrey(img, quarterTurns, radians, scale)
  let hist = grey.hist
  if (sharpen) {
    unsharpMask(grey, SHARPEN_RADIUS, SHARPEN_AMOUNT)
    hist = histogram(grey.pixels)
  }
  const n = grey.pixels.length
  const table = stretchTable(hist, n)
  const threshold = table !== undefined ? STRETCHED_THRESHOLD : midInkThreshold(hist, n)
  const outDpi = Math.round(dpi * scale)
  // The stretch, the ink mask and the rules' dark pixels in one pass over the page.
  const ink = stretchedInk(grey, table, threshold, ruleSizeAt(outDpi).minRun)
  removeNonText(grey, ink.mask, outDpi, ink)
  return { pgm: grey.pgm, dpi: outDpi, width: grey.width, height: grey.height }
}
