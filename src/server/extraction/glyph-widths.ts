/**
 * Where a character sits inside a run of text whose box is known only as a whole (a PDF text run
 * of several words): by approximate glyph widths, Helvetica's in thousandths of an em (close
 * enough for Times and Arial), or equal widths for a monospaced font. Values start after labels
 * set in wide capitals; an even split would put their boxes a letter or two off.
 */

// prettier-ignore
const WIDTHS: Readonly<Record<string, number>> = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333,
  ')': 333, '*': 389, '+': 584, ',': 278, '-': 333, '.': 278, '/': 278, ':': 278, ';': 278,
  '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015, A: 667, B: 667, C: 722, D: 722, E: 667,
  F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722, O: 778, P: 667,
  Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611, a: 556,
  b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222,
  m: 833, n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722,
  x: 500, y: 500, z: 500,
}

/** A character's width in thousandths of an em (digits and unknown characters: 556). */
export function glyphWidth(c: string): number {
  return WIDTHS[c] ?? 556
}

/**
 * Cumulative share of the run's width before each character: `n + 1` values from 0 to 1 for a
 * text of n characters.
 */
export function glyphOffsets(text: string, monospace = false): number[] {
  const widths = [...text].map((c) => (monospace ? 1 : glyphWidth(c)))
  const total = widths.reduce((a, b) => a + b, 0) || 1
  const out = [0]
  let sum = 0
  for (const w of widths) {
    sum += w
    out.push(sum / total)
  }
  return out
}
