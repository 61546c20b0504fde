/**
 * Grey page images (one byte a pixel, 0 black) and the levels that tell ink from paper: Otsu's
 * threshold, a mid-ink threshold for blurred scans, and a contrast stretch that gives a faded copy
 * black ink on white paper again. Pure functions on arrays.
 */

/** A grey image: one byte a pixel, 0 black. */
export interface GreyImage {
  readonly width: number
  readonly height: number
  readonly pixels: Uint8Array
}

/** Otsu's threshold of a grey image: the level that best separates ink from paper. */
export function otsuThreshold(pixels: Uint8Array): number {
  return otsuOf(histogram(pixels), pixels.length)
}

/** Otsu's threshold from a grey image's histogram of `total` pixels. */
export function otsuOf(hist: Uint32Array, total: number): number {
  let sum = 0
  for (let i = 0; i < 256; i++) sum += i * hist[i]!
  let sumB = 0
  let wB = 0
  let best = 0
  let threshold = 127
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!
    if (wB === 0) continue
    const wF = total - wB
    if (wF === 0) break
    sumB += t * hist[t]!
    const mB = sumB / wB
    const mF = (sum - sumB) / wF
    const between = wB * wF * (mB - mF) * (mB - mF)
    if (between > best) {
      best = between
      threshold = t
    }
  }
  return threshold
}

/** How many pixels have each grey level. */
export function histogram(pixels: Uint8Array): Uint32Array {
  const hist = new Uint32Array(256)
  for (let i = 0; i < pixels.length; i++) hist[pixels[i]!]!++
  return hist
}

/** The grey level below which `share` of the pixels lie. */
function percentile(hist: Uint32Array, total: number, share: number): number {
  const target = share * total
  let seen = 0
  for (let i = 0; i < 256; i++) {
    seen += hist[i]!
    if (seen >= target) return i
  }
  return 255
}

/** The page's ink and paper levels: a dark percentile and the median (pages are mostly paper). */
function inkAndPaper(hist: Uint32Array, total: number): { ink: number; paper: number } {
  return {
    ink: percentile(hist, total, 0.005),
    paper: percentile(hist, total, 0.5),
  }
}

/**
 * The level half-way between the page's ink and its paper: unlike Otsu's, it does not drift
 * towards the paper on blurred or speckled scans, where the grey halo around strokes would
 * otherwise turn them bold and join the letters.
 */
export function midInkThreshold(hist: Uint32Array, total: number): number {
  const { ink, paper } = inkAndPaper(hist, total)
  return paper - ink < 40 ? otsuOf(hist, total) : Math.round((ink + paper) / 2)
}

/** Below this span between ink and paper a page has no contrast to stretch (it is blank). */
const MIN_SPAN = 16

/** The level that tells ink from paper once the contrast is stretched. */
export const STRETCHED_THRESHOLD = 127

/**
 * The table that stretches an image's ink to black and its paper to white, from its histogram of
 * `total` pixels: a faded copy (grey print on grey paper) and light grey captions become as
 * legible as a clean print; STRETCHED_THRESHOLD then tells ink from paper. Undefined for a page
 * with no contrast to speak of (blank), which is left alone.
 */
export function stretchTable(hist: Uint32Array, total: number): Uint8Array | undefined {
  const { ink, paper } = inkAndPaper(hist, total)
  const span = paper - ink
  if (span < MIN_SPAN) return undefined
  const table = new Uint8Array(256)
  for (let v = 0; v < 256; v++)
    table[v] = Math.max(0, Math.min(255, Math.round(((v - ink) * 255) / span)))
  return table
}

/** Ink (1) where a pixel is at or below the threshold, paper (0) elsewhere. */
export function inkMask(image: GreyImage, threshold: number): Uint8Array {
  const out = new Uint8Array(image.pixels.length)
  for (let i = 0; i < out.length; i++) out[i] = (image.pixels[i] ?? 255) <= threshold ? 1 : 0
  return out
}

/**
 * Unsharp masking, in place: each pixel moves away from the mean of the (2r+1)² square around it
 * by `amount` times their difference. A scan blurred by its optics spreads each stroke over a few
 * pixels, and OCR then reads little or nothing; pushing strokes back apart from the paper brings
 * them back. Box means from running sums, edges clamped: linear in the pixels whatever the radius.
 */
export function unsharpMask(img: GreyImage, radius: number, amount: number): void {
  const { width: w, height: h, pixels } = img
  const span = 2 * radius + 1
  const across = new Float32Array(w * h)
  const line = new Float32Array(Math.max(w, h) + 2 * radius + 1)
  // Horizontal box sums.
  for (let y = 0; y < h; y++) {
    const row = y * w
    for (let i = 0; i < w + 2 * radius; i++)
      line[i] = pixels[row + Math.min(w - 1, Math.max(0, i - radius))]!
    let sum = 0
    for (let i = 0; i < span; i++) sum += line[i]!
    for (let x = 0; x < w; x++) {
      across[row + x] = sum
      sum += line[x + span]! - line[x]!
    }
  }
  // Vertical box sums of those, then the mask.
  const area = span * span
  for (let x = 0; x < w; x++) {
    for (let i = 0; i < h + 2 * radius; i++)
      line[i] = across[Math.min(h - 1, Math.max(0, i - radius)) * w + x]!
    let sum = 0
    for (let i = 0; i < span; i++) sum += line[i]!
    for (let y = 0; y < h; y++) {
      const at = y * w + x
      const p = pixels[at]!
      const v = p + amount * (p - sum / area)
      pixels[at] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v)
      sum += line[y + span]! - line[y]!
    }
  }
}
